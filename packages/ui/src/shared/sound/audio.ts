/**
 * The part of the Web Audio API the sounds use, written as interfaces so that a test can give a
 * fake and so that nothing here names a browser global at import time: the module loads on a
 * server, in jsdom and in browsers without Web Audio, and only `sharedAudioContext` looks for one.
 */

/** What the sounds use of an `AudioParam`: a value and its scheduled changes. */
export interface AudioParamLike {
  value: number; // the value now, or the one set before any schedule
  setValueAtTime(value: number, startTime: number): unknown;
  linearRampToValueAtTime(value: number, endTime: number): unknown;
  exponentialRampToValueAtTime(value: number, endTime: number): unknown;
}

/** What the sounds use of an `AudioNode`: connecting it to the next one, and letting it go. */
export interface AudioNodeLike {
  connect(destination: AudioNodeLike): unknown;
  disconnect(): void;
}

/** What the sounds use of a `GainNode`. */
export interface GainNodeLike extends AudioNodeLike {
  readonly gain: AudioParamLike; // the factor applied to the signal
}

/** What the sounds use of a `BiquadFilterNode`. */
export interface BiquadFilterNodeLike extends AudioNodeLike {
  type: BiquadFilterType; // 'lowpass', 'highpass', 'bandpass', …
  readonly frequency: AudioParamLike; // cut-off or centre frequency, in hertz
  readonly Q: AudioParamLike; // the resonance: narrower for a band-pass as it grows
}

/** What the sounds use of a node that starts and stops: an oscillator or a buffer source. */
export interface ScheduledSourceNodeLike extends AudioNodeLike {
  start(when?: number, offset?: number): void;
  stop(when?: number): void;
}

/** What the sounds use of an `OscillatorNode`. */
export interface OscillatorNodeLike extends ScheduledSourceNodeLike {
  type: OscillatorType; // 'sine', 'triangle', 'square' or 'sawtooth'
  readonly frequency: AudioParamLike; // in hertz
}

/** What the sounds use of an `AudioBuffer`: one channel of samples. */
export interface AudioBufferLike {
  readonly duration: number; // in seconds
  getChannelData(channel: number): Float32Array;
}

/** What the sounds use of an `AudioBufferSourceNode`. */
export interface AudioBufferSourceNodeLike extends ScheduledSourceNodeLike {
  buffer: AudioBufferLike | null; // the samples it plays
}

/**
 * The part of an `AudioContext` that Stonekit's sounds use. A real `AudioContext` fits; tests give
 * a fake that records what is created and started.
 *
 * @example
 * const player = createSoundPlayer({ audioContext: () => new AudioContext() });
 */
export interface AudioContextLike {
  readonly currentTime: number; // seconds since the context started; frozen while suspended
  readonly sampleRate: number; // samples per second
  readonly state: string; // 'suspended', 'running' or 'closed' (Safari adds 'interrupted')
  readonly destination: AudioNodeLike; // the speakers
  createGain(): GainNodeLike;
  createOscillator(): OscillatorNodeLike;
  createBiquadFilter(): BiquadFilterNodeLike;
  createBuffer(channels: number, length: number, sampleRate: number): AudioBufferLike;
  createBufferSource(): AudioBufferSourceNodeLike;
  resume(): Promise<void>;
}

type AudioContextConstructor = new () => AudioContextLike;

/** The page's `AudioContext` class, or Safari's old prefixed one; `null` where there is none. */
function audioContextClass(): AudioContextConstructor | null {
  if (typeof window === 'undefined') return null;
  const prefixed = window as { webkitAudioContext?: AudioContextConstructor };
  return window.AudioContext ?? prefixed.webkitAudioContext ?? null;
}

// One context for the whole page: browsers limit how many may exist, and each holds an audio
// thread. Every player made without its own factory draws from this one.
let shared: AudioContextLike | null = null;

/**
 * The page's one `AudioContext`, created on the first call and shared by every sound player that
 * has no `audioContext` factory of its own; `null` on a server, in jsdom, in a browser without Web
 * Audio, or when the browser refuses to create one. Call it from a user gesture (a
 * `pointerdown`, a `keydown`): browsers start a context created earlier suspended.
 *
 * @example
 * button.addEventListener('pointerdown', () => sharedAudioContext()?.resume());
 */
export function sharedAudioContext(): AudioContextLike | null {
  if (shared !== null && shared.state !== 'closed') return shared;
  const AudioContextClass = audioContextClass();
  if (AudioContextClass === null) return null;
  try {
    shared = new AudioContextClass();
  } catch {
    // Too many contexts, or audio hardware missing: the page stays silent rather than broken.
    shared = null;
  }
  return shared;
}
