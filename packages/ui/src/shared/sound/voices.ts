import type { AudioBufferLike, AudioContextLike, AudioNodeLike, AudioParamLike } from './audio.ts';

/**
 * The building blocks of every sound: a tone (an oscillator under an envelope) and a burst of
 * filtered noise. Each schedules its nodes on the context's clock and returns the time it ends,
 * so a sound can say how long it lasts.
 */

// Exponential ramps cannot reach zero; this is silent enough (-80 dB).
const SILENT = 0.0001;

/**
 * Shapes `param` into a percussive envelope: silent at `at`, `peak` after `attack`, then an
 * exponential fall to silence over `decay`, the way a struck object dies away.
 *
 * @returns the time the envelope reaches silence
 * @example
 * envelope(gain.gain, ctx.currentTime, 0.5, 0.002, 0.1);
 */
export function envelope(
  param: AudioParamLike,
  at: number,
  peak: number,
  attack: number,
  decay: number,
): number {
  param.setValueAtTime(SILENT, at);
  param.exponentialRampToValueAtTime(Math.max(peak, SILENT), at + attack);
  param.exponentialRampToValueAtTime(SILENT, at + attack + decay);
  return at + attack + decay;
}

/** One tone: its waveform, pitch and envelope. */
export interface ToneOptions {
  /** The waveform. @defaultValue 'sine' */
  type?: OscillatorType;
  /** The pitch at the start, in hertz. */
  frequency: number;
  /** The pitch it glides to by the end, in hertz. @defaultValue `frequency` (no glide) */
  endFrequency?: number;
  /** When it starts, on the context's clock. */
  at: number;
  /** The loudest gain it reaches. */
  peak: number;
  /** Seconds from silence to `peak`. @defaultValue 0.005 */
  attack?: number;
  /** Seconds from `peak` back to silence. */
  decay: number;
}

/**
 * Plays one tone into `destination`: an oscillator through its own gain envelope.
 *
 * @returns the time it ends
 * @example
 * tone(ctx, master, { frequency: 523.25, at: ctx.currentTime, peak: 0.3, decay: 0.25 });
 */
export function tone(
  ctx: AudioContextLike,
  destination: AudioNodeLike,
  { type = 'sine', frequency, endFrequency, at, peak, attack = 0.005, decay }: ToneOptions,
): number {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(frequency, at);
  if (endFrequency !== undefined && endFrequency !== frequency) {
    oscillator.frequency.exponentialRampToValueAtTime(endFrequency, at + attack + decay);
  }
  const end = envelope(gain.gain, at, peak, attack, decay);
  oscillator.connect(gain);
  gain.connect(destination);
  oscillator.start(at);
  // A little after the envelope, so the oscillator never stops while still audible.
  oscillator.stop(end + 0.02);
  return end;
}

/** One burst of noise: its filter and envelope. */
export interface NoiseOptions {
  /** The filter that colours the noise. */
  filter: BiquadFilterType;
  /** The filter's cut-off or centre frequency, in hertz. */
  frequency: number;
  /** The filter's resonance. @defaultValue 1 */
  q?: number;
  /** When it starts, on the context's clock. */
  at: number;
  /** The loudest gain it reaches. */
  peak: number;
  /** Seconds from silence to `peak`. @defaultValue 0.001 */
  attack?: number;
  /** Seconds from `peak` back to silence. */
  decay: number;
}

// One second of noise per context, made once: a burst plays a slice of it from a random offset.
const noiseBuffers = new WeakMap<AudioContextLike, AudioBufferLike>();

/** The context's buffer of white noise, made on first use. */
function noiseBuffer(ctx: AudioContextLike): AudioBufferLike {
  let buffer = noiseBuffers.get(ctx);
  if (buffer === undefined) {
    buffer = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
    const samples = buffer.getChannelData(0);
    for (let i = 0; i < samples.length; i++) samples[i] = Math.random() * 2 - 1;
    noiseBuffers.set(ctx, buffer);
  }
  return buffer;
}

/**
 * Plays one burst of filtered noise into `destination`: the click of a stone or a disc, the
 * hiss of a tick.
 *
 * @returns the time it ends
 * @example
 * noise(ctx, master, { filter: 'bandpass', frequency: 1800, at: ctx.currentTime, peak: 0.5, decay: 0.05 });
 */
export function noise(
  ctx: AudioContextLike,
  destination: AudioNodeLike,
  { filter: filterType, frequency, q = 1, at, peak, attack = 0.001, decay }: NoiseOptions,
): number {
  const source = ctx.createBufferSource();
  const filter = ctx.createBiquadFilter();
  const gain = ctx.createGain();
  const buffer = noiseBuffer(ctx);
  source.buffer = buffer;
  filter.type = filterType;
  filter.frequency.setValueAtTime(frequency, at);
  filter.Q.setValueAtTime(q, at);
  const end = envelope(gain.gain, at, peak, attack, decay);
  source.connect(filter);
  filter.connect(gain);
  gain.connect(destination);
  // A different slice each time, so two stones in a row do not click identically.
  source.start(at, Math.random() * Math.max(0, buffer.duration - (end - at) - 0.05));
  source.stop(end + 0.02);
  return end;
}

/**
 * A pitch `semitones` away from `frequency`, for writing melodies as intervals.
 *
 * @example
 * transpose(440, 12); // 880
 */
export function transpose(frequency: number, semitones: number): number {
  return frequency * 2 ** (semitones / 12);
}
