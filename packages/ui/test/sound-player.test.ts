import { OptionError } from '@stonekit/core';
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { AudioContextLike } from '../src/shared/sound/audio.ts';
import { createSoundPlayer } from '../src/shared/sound/player.ts';
import { type SoundName, soundNames, sounds } from '../src/shared/sound/sounds.ts';
import { fakeAudioContext } from './fake-audio.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('AudioContextLike', () => {
  it('is what a browser AudioContext is', () => {
    expectTypeOf<AudioContext>().toExtend<AudioContextLike>();
  });
});

describe('a sound player before and after the first gesture', () => {
  it('creates no audio context before the first gesture, and drops the sounds asked for', () => {
    const fake = fakeAudioContext();
    const factory = vi.fn(() => fake.ctx);
    const player = createSoundPlayer({ audioContext: factory });
    expect(player.play('place')).toBe(false);
    expect(player.play('win')).toBe(false);
    expect(factory).not.toHaveBeenCalled();
    expect(fake.nodes).toHaveLength(1); // the destination alone

    fireEvent.pointerDown(document.body);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(fake.resumeCalls()).toBe(1);
    expect(fake.started).toEqual([]);
    player.dispose();
  });

  it('plays once a pointer press has unlocked it, none of the sounds dropped before', () => {
    const before = fakeAudioContext();
    const early = createSoundPlayer({ audioContext: () => before.ctx });
    early.play('win');
    fireEvent.pointerDown(document.body);
    expect(early.play('place')).toBe(true);

    const alone = fakeAudioContext();
    const later = createSoundPlayer({ audioContext: () => alone.ctx });
    fireEvent.pointerDown(document.body);
    later.play('place');
    expect(before.started).toEqual(alone.started);
    early.dispose();
    later.dispose();
  });

  it('unlocks on a key press as well', () => {
    const fake = fakeAudioContext();
    const player = createSoundPlayer({ audioContext: () => fake.ctx });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(player.play('tick')).toBe(true);
    player.dispose();
  });

  it('creates its context once, however many gestures follow', () => {
    const fake = fakeAudioContext();
    const factory = vi.fn(() => fake.ctx);
    const player = createSoundPlayer({ audioContext: factory });
    fireEvent.pointerDown(document.body);
    fireEvent.pointerUp(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(factory).toHaveBeenCalledTimes(1);
    // Already running: the later gestures have nothing to resume.
    expect(fake.resumeCalls()).toBe(1);
    player.dispose();
  });

  it('listens only where told, and nowhere with unlockOn: null', () => {
    const fake = fakeAudioContext();
    const player = createSoundPlayer({ audioContext: () => fake.ctx, unlockOn: null });
    fireEvent.pointerDown(document.body);
    expect(player.play('place')).toBe(false);
    player.unlock();
    expect(player.play('place')).toBe(true);
    player.dispose();
  });

  it('plays a sound asked for while the context resumes just after a gesture', () => {
    vi.useFakeTimers();
    const fake = fakeAudioContext({ resumes: false });
    const player = createSoundPlayer({ audioContext: () => fake.ctx });
    fireEvent.pointerDown(document.body);
    expect(fake.ctx.state).toBe('suspended');
    expect(player.play('place')).toBe(true);
    player.dispose();
  });

  it('drops a sound asked for long after the last gesture while the context stays suspended', () => {
    vi.useFakeTimers();
    const fake = fakeAudioContext({ resumes: false });
    const player = createSoundPlayer({ audioContext: () => fake.ctx });
    fireEvent.pointerDown(document.body);
    vi.advanceTimersByTime(5_000);
    const startedBefore = fake.started.length;
    expect(player.play('place')).toBe(false);
    expect(fake.started).toHaveLength(startedBefore);
    player.dispose();
  });

  it('stops listening once disposed, and plays nothing more', () => {
    const fake = fakeAudioContext();
    const factory = vi.fn(() => fake.ctx);
    const player = createSoundPlayer({ audioContext: factory });
    player.dispose();
    fireEvent.pointerDown(document.body);
    expect(factory).not.toHaveBeenCalled();
    expect(player.play('place')).toBe(false);
  });

  it('lets its part of the context go when disposed', () => {
    const fake = fakeAudioContext();
    const player = createSoundPlayer({ audioContext: () => fake.ctx });
    fireEvent.pointerDown(document.body);
    const master = fake.master();
    expect(master).toBeDefined();
    player.dispose();
    expect(master?.connections).toEqual([]);
  });
});

describe('a sound player where there is no Web Audio', () => {
  it('finds no AudioContext in jsdom', () => {
    expect('AudioContext' in window).toBe(false);
  });

  it('does nothing and throws nothing, gestures included', () => {
    const player = createSoundPlayer();
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    for (const name of soundNames) expect(player.play(name, { flips: 3 })).toBe(false);
    player.setVolume(0.3);
    player.setMuted(true);
    player.unlock();
    expect(player.volume).toBe(0.3);
    expect(player.muted).toBe(true);
    player.dispose();
  });

  it('does nothing when the factory throws', () => {
    const player = createSoundPlayer({
      audioContext: () => {
        throw new Error('NotSupportedError');
      },
    });
    expect(() => fireEvent.pointerDown(document.body)).not.toThrow();
    expect(player.play('place')).toBe(false);
    player.dispose();
  });
});

describe('the volume and mute of a sound player', () => {
  it('sets the master gain to the volume, and follows it', () => {
    const fake = fakeAudioContext();
    const player = createSoundPlayer({ audioContext: () => fake.ctx, volume: 0.4 });
    fireEvent.pointerDown(document.body);
    expect(fake.master()?.gain.value).toBe(0.4);
    player.setVolume(0.7);
    expect(fake.master()?.gain.value).toBe(0.7);
    expect(player.volume).toBe(0.7);
    player.dispose();
  });

  it('silences every sound when muted, and keeps the volume for when sound comes back', () => {
    const fake = fakeAudioContext();
    const player = createSoundPlayer({ audioContext: () => fake.ctx, volume: 0.5, muted: true });
    fireEvent.pointerDown(document.body);
    expect(fake.master()?.gain.value).toBe(0);
    for (const name of soundNames) expect(player.play(name)).toBe(false);
    expect(fake.started).toEqual([]);

    player.setMuted(false);
    expect(fake.master()?.gain.value).toBe(0.5);
    expect(player.play('place')).toBe(true);
    expect(fake.started.length).toBeGreaterThan(0);
    player.dispose();
  });

  it('plays nothing at volume 0', () => {
    const fake = fakeAudioContext();
    const player = createSoundPlayer({ audioContext: () => fake.ctx, volume: 0 });
    fireEvent.pointerDown(document.body);
    expect(player.play('win')).toBe(false);
    expect(fake.started).toEqual([]);
    player.dispose();
  });

  const badVolumes: [string, unknown][] = [
    ['below 0', -0.1],
    ['above 1', 1.5],
    ['not a number', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['a string', '0.5'],
  ];
  for (const [what, volume] of badVolumes) {
    it(`refuses a volume ${what} with an OptionError naming the option`, () => {
      expect(() => createSoundPlayer({ volume: volume as number })).toThrow(OptionError);
      const player = createSoundPlayer({ unlockOn: null });
      try {
        player.setVolume(volume as number);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(OptionError);
        expect((error as OptionError).option).toBe('volume');
      }
      expect(player.volume).toBe(1);
    });
  }
});

describe('the sounds', () => {
  it('make a stone on the board a noise burst over tones, all started', () => {
    const fake = fakeAudioContext();
    const player = createSoundPlayer({ audioContext: () => fake.ctx });
    fireEvent.pointerDown(document.body);
    player.play('place');
    expect(fake.started).toContain('noise');
    expect(fake.started).toContain('oscillator');
    player.dispose();
  });

  it('sound a Reversi move that turns ten discs fuller than one that turns one', () => {
    const one = fakeAudioContext();
    const ten = fakeAudioContext();
    sounds.flip(one.ctx, one.ctx.destination, { flips: 1 });
    sounds.flip(ten.ctx, ten.ctx.destination, { flips: 10 });
    expect(ten.started.length).toBeGreaterThan(one.started.length + 9);
  });

  it('keep the cascade of a move that turns eighteen discs within a second', () => {
    const fake = fakeAudioContext();
    const end = sounds.flip(fake.ctx, fake.ctx.destination, { at: 0, flips: 18 });
    expect(end).toBeLessThan(1);
  });

  it('survive a nonsensical number of flips', () => {
    const fake = fakeAudioContext();
    for (const flips of [-3, Number.NaN, 2.7, Number.POSITIVE_INFINITY]) {
      expect(() => sounds.flip(fake.ctx, fake.ctx.destination, { flips })).not.toThrow();
    }
  });

  for (const name of soundNames) {
    it(`last under a second: ${name}`, () => {
      const fake = fakeAudioContext();
      const end = sounds[name](fake.ctx, fake.ctx.destination, { at: 0, flips: 12 });
      expect(end).toBeGreaterThan(0);
      expect(end).toBeLessThan(1);
      expect(fake.started.length).toBeGreaterThan(0);
    });
  }

  it('have names: any other is refused with an OptionError, even before the first gesture', () => {
    const player = createSoundPlayer({ unlockOn: null });
    expect(() => player.play('fanfare' as SoundName)).toThrow(OptionError);
    player.dispose();
  });

  it('are kept to a few at once, so a fast game does not pile them up', () => {
    const fake = fakeAudioContext();
    const player = createSoundPlayer({ audioContext: () => fake.ctx });
    fireEvent.pointerDown(document.body);
    const played = Array.from({ length: 10 }, () => player.play('win'));
    expect(played.filter(Boolean)).toHaveLength(6);
    // Once they have died away, there is room again.
    fake.ctx.currentTime = 2;
    expect(player.play('win')).toBe(true);
    player.dispose();
  });
});
