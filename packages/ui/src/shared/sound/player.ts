import { OptionError } from '@stonekit/core';
import { type AudioContextLike, type GainNodeLike, sharedAudioContext } from './audio.ts';
import { type SoundDetail, type SoundName, soundNames, sounds } from './sounds.ts';

/**
 * Where a sound player listens for the user's gestures: a window, a document, an element.
 *
 * @example
 * createSoundPlayer({ unlockOn: document.getElementById('game') });
 */
export interface GestureTarget {
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options?: EventListenerOptions): void;
}

/**
 * Options of `createSoundPlayer`.
 *
 * @example
 * const options: SoundPlayerOptions = { volume: 0.5, muted: readStoredMuted('my-app:sound') ?? false };
 */
export interface SoundPlayerOptions {
  /** Loudness, from 0 (silent) to 1 (full), applied to every sound. @defaultValue 1 */
  volume?: number | undefined;
  /** Silence every sound, keeping `volume` for when sound comes back. @defaultValue false */
  muted?: boolean | undefined;
  /**
   * Gives the context the sounds play in, or `null` where there is none. Called on the first
   * `unlock`, and again on later ones for as long as it gave none. Tests give a fake.
   * @defaultValue `sharedAudioContext`: the page's one `AudioContext`, made on first use
   */
  audioContext?: (() => AudioContextLike | null) | undefined;
  /**
   * Where the user's gestures are listened for: each `pointerdown`, `pointerup` and `keydown`
   * there calls `unlock`. `null` listens nowhere: the app then calls `unlock` from its own
   * gesture handler.
   * @defaultValue `window`, where there is one
   */
  unlockOn?: GestureTarget | null | undefined;
}

/**
 * A player of the game's sounds. Nothing is created before `unlock`, which a user's gesture calls:
 * sounds asked for before it are dropped, not kept for later, and so are sounds asked for while
 * the context is suspended outside a gesture. Where there is no Web Audio (a server, jsdom, an old
 * browser) every method is a no-op.
 *
 * @example
 * const player: SoundPlayer = createSoundPlayer();
 * useBoardSounds(gomokuStore, { player });
 * useBoardSounds(reversiStore, { player }); // one volume and mute for both boards
 */
export interface SoundPlayer {
  /**
   * Plays `name` now, with what it is told about the event (`{ flips }` for `flip`). Returns
   * whether it played: not when muted, at volume 0, before the first gesture, without Web Audio,
   * after `dispose`, or while several sounds already ring.
   *
   * @throws OptionError for a name that is not a `SoundName`
   */
  play(name: SoundName, detail?: SoundDetail): boolean;
  /** Sets the loudness, 0 to 1; throws `OptionError` for anything else. */
  setVolume(volume: number): void;
  /** Silences every sound, or lets them be heard again. */
  setMuted(muted: boolean): void;
  /** The loudness, 0 to 1. */
  readonly volume: number;
  /** Every sound is silenced. */
  readonly muted: boolean;
  /**
   * Creates the context if there is none yet and resumes it if suspended. Call it from a user
   * gesture, where browsers allow audio to start; the player calls it itself on the gestures it
   * listens for (`unlockOn`).
   */
  unlock(): void;
  /** Stops listening for gestures and lets the context go; the player plays nothing more. */
  dispose(): void;
}

// More sounds at once than this is noise, as when the computer plays itself with no delay.
const MAX_RINGING = 6;
// A sound asked for just after a gesture, while the context is still resuming, plays the moment it
// resumes; one asked for later than this after the gesture is dropped instead of kept for later.
const RESUME_GRACE_MS = 1000;
// Scheduling a hair ahead keeps the first milliseconds of a sound from being cut.
const LOOKAHEAD_S = 0.005;

// Chrome counts a touch as a gesture only when the finger lifts: pointerup unlocks on phones.
const GESTURES = ['pointerdown', 'pointerup', 'keydown'] as const;

/**
 * Checks a volume: a finite number from 0 to 1.
 *
 * @throws OptionError for anything else
 * @example
 * checkVolume(0.5); // fine
 * checkVolume(2); // throws OptionError
 */
export function checkVolume(volume: unknown, option = 'volume'): asserts volume is number {
  if (typeof volume !== 'number' || !Number.isFinite(volume) || volume < 0 || volume > 1) {
    const given = String(volume).slice(0, 40);
    throw new OptionError(option, `${option} must be a number from 0 to 1, not ${given}`);
  }
}

/** The window, where there is one. */
function defaultGestureTarget(): GestureTarget | null {
  return typeof window === 'undefined' ? null : window;
}

/**
 * Creates a player of the game's sounds, synthesized with the Web Audio API. It listens for the
 * user's gestures on the page (`unlockOn`) and creates or resumes its context on the first one:
 * browsers let audio start only there. Every player made without an `audioContext` factory shares
 * the page's one context; each has its own volume and mute. Create a player once, outside
 * rendering (a React component lets `useBoardSounds` make its own), and `dispose` it when done.
 *
 * @param options - `volume` (default 1), `muted` (default false), the `audioContext` factory
 *   (default the page's shared context) and where to listen for gestures (`unlockOn`, default
 *   `window`)
 * @throws OptionError for a volume that is not a number from 0 to 1
 * @example
 * const player = createSoundPlayer({ volume: 0.6 });
 * player.play('place'); // false before the user's first click or key press, then true
 * player.play('flip', { flips: 5 });
 * player.setMuted(true);
 */
export function createSoundPlayer(options: SoundPlayerOptions = {}): SoundPlayer {
  const { audioContext = sharedAudioContext } = options;
  let volume = options.volume ?? 1;
  checkVolume(volume);
  let muted = options.muted ?? false;
  let ctx: AudioContextLike | null = null;
  let master: GainNodeLike | null = null; // this player's volume, between its sounds and the speakers
  let unlockedAt = Number.NEGATIVE_INFINITY; // Date.now() of the last unlock
  let disposed = false;
  let ringing: number[] = []; // the context times at which the sounds playing die away

  const applyVolume = () => {
    if (master !== null) master.gain.value = muted ? 0 : volume;
  };

  const unlock = () => {
    if (disposed) return;
    // A closed context (by its owner, or by a page going to sleep) is replaced on this gesture.
    if (ctx !== null && ctx.state === 'closed') {
      ctx = null;
      master = null;
    }
    if (ctx === null) {
      try {
        ctx = audioContext();
      } catch {
        ctx = null;
      }
      if (ctx === null) return;
      master = ctx.createGain();
      master.connect(ctx.destination);
      applyVolume();
    }
    unlockedAt = Date.now();
    if (ctx.state !== 'running') {
      // Refused outside a gesture, or while another tab holds the audio: the next gesture retries.
      try {
        Promise.resolve(ctx.resume()).catch(() => {});
      } catch {}
    }
  };

  const target = options.unlockOn === undefined ? defaultGestureTarget() : options.unlockOn;
  for (const type of GESTURES) {
    target?.addEventListener(type, unlock, { capture: true, passive: true });
  }

  return {
    play(name, detail = {}) {
      if (!soundNames.includes(name)) {
        throw new OptionError('name', `No sound is named ${String(name).slice(0, 40)}`);
      }
      if (disposed || muted || volume === 0 || ctx === null || master === null) return false;
      const resuming = ctx.state === 'suspended' && Date.now() - unlockedAt < RESUME_GRACE_MS;
      if (ctx.state !== 'running' && !resuming) return false;
      const now = ctx.currentTime;
      ringing = ringing.filter((end) => end > now);
      if (ringing.length >= MAX_RINGING) return false;
      ringing.push(sounds[name](ctx, master, { ...detail, at: now + LOOKAHEAD_S }));
      return true;
    },
    setVolume(next) {
      checkVolume(next);
      volume = next;
      applyVolume();
    },
    setMuted(next) {
      muted = next;
      applyVolume();
    },
    get volume() {
      return volume;
    },
    get muted() {
      return muted;
    },
    unlock,
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const type of GESTURES) {
        target?.removeEventListener(type, unlock, { capture: true });
      }
      // The context itself may be shared with other players: only this player's part goes.
      master?.disconnect();
      master = null;
      ctx = null;
    },
  };
}
