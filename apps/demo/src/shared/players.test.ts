import type { AiClient } from '@stonekit/core/ai';
import { createGomokuStore } from '@stonekit/ui';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultPlayers, pauseComputer, readPlayers, useSavedPlayers } from './players.ts';

/** A client whose searches never end: the computer thinks, and never plays. */
const thinkingForever: AiClient = { run: () => new Promise(() => {}), dispose() {} };
const key = 'test:players';

afterEach(() => {
  localStorage.clear();
});

describe('reading saved player settings', () => {
  it('reads what was saved', () => {
    const saved = { aiPlayer: 'both', level: 7, aiMoveDelayMs: 150, analysis: true };
    expect(readPlayers(saved)).toEqual(saved);
  });

  it('keeps the defaults for anything missing or out of range', () => {
    expect(readPlayers({ aiPlayer: 'red', level: 11, aiMoveDelayMs: -5 })).toEqual(defaultPlayers);
    expect(readPlayers({})).toEqual(defaultPlayers);
  });

  it('refuses something other than an object, so the save is set aside', () => {
    expect(() => readPlayers('white')).toThrow(TypeError);
    expect(() => readPlayers(null)).toThrow(TypeError);
  });
});

describe('the computer paused while a person reviews', () => {
  const timed = { kind: 'sudden-death', initialMs: 60_000 } as const;

  it('stops playing, analysing and the clock, and comes back as it was', () => {
    const store = createGomokuStore({
      ai: thinkingForever,
      aiPlayer: 'white',
      analysis: true,
      timeControl: timed,
      moves: 'h8',
    });
    renderHook(() => useSavedPlayers(store, key));
    expect(store.getState().clock.phase).toBe('running');
    const resume = pauseComputer(store, key);
    expect(store.getState()).toMatchObject({ aiPlayer: 'none', analysis: false });
    expect(store.getState().clock.phase).toBe('paused');
    // Not saved as paused: a reload gives the computer back.
    expect(localStorage.getItem(key)).toBeNull();

    resume();
    expect(store.getState()).toMatchObject({ aiPlayer: 'white', analysis: true });
    expect(JSON.parse(localStorage.getItem(key) ?? '{}')).toMatchObject({
      aiPlayer: 'white',
      analysis: true,
    });
  });

  it('keeps the players a person chose meanwhile', () => {
    const store = createGomokuStore({ ai: thinkingForever, aiPlayer: 'white' });
    renderHook(() => useSavedPlayers(store, key));
    const resume = pauseComputer(store, key);
    store.getState().setAiPlayer('both');
    expect(localStorage.getItem(key)).toBeNull();
    resume();
    expect(store.getState().aiPlayer).toBe('both');
    expect(JSON.parse(localStorage.getItem(key) ?? '{}')).toMatchObject({ aiPlayer: 'both' });
  });
});
