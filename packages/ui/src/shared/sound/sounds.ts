import type { AudioContextLike, AudioNodeLike } from './audio.ts';
import { noise, tone, transpose } from './voices.ts';

/**
 * The sounds of a game:
 * - `place`: a stone put on a wooden board (Gomoku), a short wooden "tock"
 * - `flip`: a disc put on felt (Reversi) and the discs it turns, a soft click each in a quick
 *   cascade; a move that turns many sounds fuller
 * - `illegal`: a move refused, a low two-note buzz
 * - `win`, `loss`, `draw`: the end of a game, a rising arpeggio, a falling one, an open fifth
 *   twice
 * - `tick`: a short high tick, for a clock running low
 * - `start`: a new game, two soft rising notes
 *
 * @example
 * const name: SoundName = 'flip';
 */
export type SoundName = 'place' | 'flip' | 'illegal' | 'win' | 'loss' | 'draw' | 'tick' | 'start';

/**
 * Every sound name, in the order a sound board lists them.
 *
 * @example
 * for (const name of soundNames) player.play(name);
 */
export const soundNames: readonly SoundName[] = Object.freeze([
  'place',
  'flip',
  'illegal',
  'win',
  'loss',
  'draw',
  'tick',
  'start',
]);

/**
 * What a sound may be told about the event it marks.
 *
 * @example
 * player.play('flip', { flips: move.flips.length });
 */
export interface SoundDetail {
  /** `flip`: the number of discs the move turned. @defaultValue 1 */
  flips?: number | undefined;
}

/**
 * Options of one synthesized sound: its detail, and when it starts.
 *
 * @example
 * sounds.flip(ctx, ctx.destination, { flips: 4, at: ctx.currentTime + 0.1 });
 */
export interface SoundOptions extends SoundDetail {
  /** When it starts, on the context's clock. @defaultValue `ctx.currentTime` */
  at?: number | undefined;
}

/**
 * A sound: schedules its nodes on `ctx`, all ending in `destination`, and returns the time, on the
 * context's clock, at which it has died away.
 *
 * @example
 * const end = sounds.place(ctx, ctx.destination, { at: ctx.currentTime });
 */
export type SoundSynth = (
  ctx: AudioContextLike,
  destination: AudioNodeLike,
  options?: SoundOptions,
) => number;

// The most flips that get their own click: beyond it the cascade would outlast a second.
const MAX_FLIP_CLICKS = 12;

/** A pitch up to 3 % either way, so repeated moves do not sound like a machine. */
function humanize(frequency: number): number {
  return frequency * (0.97 + Math.random() * 0.06);
}

/** A stone on a kaya board: a bright knock of filtered noise over a short, falling low thud. */
const place: SoundSynth = (ctx, destination, { at = ctx.currentTime } = {}) => {
  const click = noise(ctx, destination, {
    filter: 'bandpass',
    frequency: humanize(1900),
    q: 1.2,
    at,
    peak: 0.55,
    decay: 0.045,
  });
  // The hollow of the wood, which makes it a "tock" rather than a click.
  const body = tone(ctx, destination, {
    type: 'triangle',
    frequency: humanize(740),
    endFrequency: 620,
    at,
    peak: 0.16,
    attack: 0.002,
    decay: 0.07,
  });
  const thud = tone(ctx, destination, {
    frequency: humanize(190),
    endFrequency: 120,
    at,
    peak: 0.65,
    attack: 0.003,
    decay: 0.13,
  });
  return Math.max(click, body, thud);
};

/**
 * A disc on felt, softer and lower than a stone on wood, then one light click per disc turned,
 * each a little higher than the last, quicker the more there are. From five flips a low swell
 * under the cascade makes a big turn sound like one.
 */
const flip: SoundSynth = (ctx, destination, { at = ctx.currentTime, flips = 1 } = {}) => {
  const count = Number.isFinite(flips) ? Math.max(0, Math.floor(flips)) : 0;
  let end = noise(ctx, destination, {
    filter: 'lowpass',
    frequency: 1500,
    at,
    peak: 0.4,
    decay: 0.05,
  });
  end = Math.max(
    end,
    tone(ctx, destination, {
      frequency: humanize(260),
      endFrequency: 170,
      at,
      peak: 0.45,
      attack: 0.003,
      decay: 0.09,
    }),
  );
  const clicks = Math.min(count, MAX_FLIP_CLICKS);
  // The board's animation turns discs about 45 ms apart; long cascades close up to stay short.
  const step = clicks === 0 ? 0 : Math.min(0.045, 0.45 / clicks);
  const first = at + 0.06;
  for (let i = 0; i < clicks; i++) {
    const when = first + i * step;
    end = Math.max(
      end,
      noise(ctx, destination, {
        filter: 'highpass',
        frequency: 2600,
        at: when,
        peak: 0.16,
        decay: 0.022,
      }),
      tone(ctx, destination, {
        frequency: transpose(620, i),
        at: when,
        peak: 0.1,
        attack: 0.002,
        decay: 0.045,
      }),
    );
  }
  if (count >= 5) {
    end = Math.max(
      end,
      tone(ctx, destination, {
        type: 'triangle',
        frequency: 110,
        endFrequency: 165,
        at: first,
        peak: Math.min(0.35, 0.1 + 0.02 * count),
        attack: 0.04,
        decay: clicks * step + 0.2,
      }),
    );
  }
  return end;
};

/** Two low, muffled square-wave notes, the second lower: "uh-uh". */
const illegal: SoundSynth = (ctx, destination, { at = ctx.currentTime } = {}) => {
  const muffle = ctx.createBiquadFilter();
  muffle.type = 'lowpass';
  muffle.frequency.setValueAtTime(900, at);
  muffle.Q.setValueAtTime(0.7, at);
  muffle.connect(destination);
  const notes = [
    { frequency: 165, at },
    { frequency: 123.5, at: at + 0.14 },
  ];
  let end = at;
  for (const note of notes) {
    end = tone(ctx, muffle, {
      type: 'square',
      frequency: note.frequency,
      at: note.at,
      peak: 0.22,
      attack: 0.008,
      decay: 0.11,
    });
  }
  return end;
};

/** A melody: each note a triangle with a quiet sine an octave up, the last held longer. */
function arpeggio(
  ctx: AudioContextLike,
  destination: AudioNodeLike,
  at: number,
  frequencies: readonly number[],
  { gap, decay, last, glide = 0 }: { gap: number; decay: number; last: number; glide?: number },
): number {
  let end = at;
  frequencies.forEach((frequency, i) => {
    const final = i === frequencies.length - 1;
    const when = at + i * gap;
    const length = final ? last : decay;
    const endFrequency = final ? transpose(frequency, glide) : frequency;
    end = Math.max(
      end,
      tone(ctx, destination, {
        type: 'triangle',
        frequency,
        endFrequency,
        at: when,
        peak: 0.28,
        attack: 0.01,
        decay: length,
      }),
      tone(ctx, destination, {
        frequency: frequency * 2,
        endFrequency: endFrequency * 2,
        at: when,
        peak: 0.05,
        attack: 0.01,
        decay: length * 0.8,
      }),
    );
  });
  return end;
}

// Notes in hertz, A4 = 440.
const C4 = 261.63;
const G4 = 392;
const C5 = 523.25;

/** C major, rising to the octave: C5 E5 G5 C6, the top note ringing. */
const win: SoundSynth = (ctx, destination, { at = ctx.currentTime } = {}) =>
  arpeggio(ctx, destination, at, [C5, transpose(C5, 4), transpose(C5, 7), transpose(C5, 12)], {
    gap: 0.09,
    decay: 0.22,
    last: 0.55,
  });

/** C minor, falling: G4 E♭4 C4, the last sagging a semitone as it fades. */
const loss: SoundSynth = (ctx, destination, { at = ctx.currentTime } = {}) =>
  arpeggio(ctx, destination, at, [G4, transpose(C4, 3), C4], {
    gap: 0.17,
    decay: 0.28,
    last: 0.5,
    glide: -1,
  });

/** An open fifth (G4 and D5: neither major nor minor) struck twice, the same both times. */
const draw: SoundSynth = (ctx, destination, { at = ctx.currentTime } = {}) => {
  let end = at;
  for (const when of [at, at + 0.2]) {
    for (const frequency of [G4, transpose(G4, 7)]) {
      end = Math.max(
        end,
        tone(ctx, destination, {
          type: 'triangle',
          frequency,
          at: when,
          peak: 0.18,
          attack: 0.01,
          decay: 0.3,
        }),
      );
    }
  }
  return end;
};

/** A short high sine with a breath of hiss: a clock's tick, audible without being shrill. */
const tick: SoundSynth = (ctx, destination, { at = ctx.currentTime } = {}) =>
  Math.max(
    tone(ctx, destination, {
      frequency: 1960,
      at,
      peak: 0.22,
      attack: 0.001,
      decay: 0.035,
    }),
    noise(ctx, destination, {
      filter: 'highpass',
      frequency: 6000,
      at,
      peak: 0.08,
      decay: 0.012,
    }),
  );

/** Two soft sine notes a fifth apart, rising: ready. */
const start: SoundSynth = (ctx, destination, { at = ctx.currentTime } = {}) =>
  Math.max(
    tone(ctx, destination, { frequency: C5, at, peak: 0.2, attack: 0.01, decay: 0.25 }),
    tone(ctx, destination, {
      frequency: transpose(C5, 7),
      at: at + 0.11,
      peak: 0.2,
      attack: 0.01,
      decay: 0.35,
    }),
  );

/**
 * The synthesis of each sound, by name: plain functions of an `AudioContextLike` and a
 * destination node, usable without a player (in a game engine's own audio graph, say).
 *
 * @example
 * const ctx = new AudioContext();
 * sounds.flip(ctx, ctx.destination, { flips: 6 });
 */
export const sounds: Readonly<Record<SoundName, SoundSynth>> = Object.freeze({
  place,
  flip,
  illegal,
  win,
  loss,
  draw,
  tick,
  start,
});
