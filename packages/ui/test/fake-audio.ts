// A stand-in for the Web Audio API, shared by the sound tests: it makes no sound but records
// every node made and every source started.
import type { AudioContextLike } from '../src/shared/sound/audio.ts';

/** A node of the fake context: its kind, where it is connected, and its gain if it has one. */
interface FakeNode {
  kind: 'destination' | 'gain' | 'oscillator' | 'filter' | 'noise';
  connections: unknown[];
  gain: { value: number };
}

/**
 * An AudioContext that makes no sound but records every node created and every source started.
 * `resumes` says whether `resume()` starts it (a gesture the browser accepts) or leaves it
 * suspended (one it refuses).
 */
export function fakeAudioContext({ resumes = true } = {}) {
  const nodes: FakeNode[] = [];
  const started: FakeNode['kind'][] = [];
  let resumeCalls = 0;
  const param = (value: number) => ({
    value,
    setValueAtTime() {},
    linearRampToValueAtTime() {},
    exponentialRampToValueAtTime() {},
  });
  const node = (kind: FakeNode['kind']) => {
    const made = {
      kind,
      connections: [] as unknown[],
      gain: param(1),
      connect(destination: unknown) {
        made.connections.push(destination);
      },
      disconnect() {
        made.connections.length = 0;
      },
    };
    nodes.push(made);
    return made;
  };
  const source = (kind: 'oscillator' | 'noise') =>
    Object.assign(node(kind), {
      start() {
        started.push(kind);
      },
      stop() {},
    });
  const destination = node('destination');
  const ctx = {
    currentTime: 0,
    sampleRate: 8000,
    state: 'suspended',
    destination,
    createGain: () => node('gain'),
    createOscillator: () =>
      Object.assign(source('oscillator'), {
        type: 'sine' as OscillatorType,
        frequency: param(440),
      }),
    createBiquadFilter: () =>
      Object.assign(node('filter'), {
        type: 'lowpass' as BiquadFilterType,
        frequency: param(350),
        Q: param(1),
      }),
    createBuffer: (_channels: number, length: number, rate: number) => ({
      duration: length / rate,
      getChannelData: () => new Float32Array(length),
    }),
    createBufferSource: () => Object.assign(source('noise'), { buffer: null }),
    resume() {
      resumeCalls++;
      if (resumes) ctx.state = 'running';
      return Promise.resolve();
    },
  } satisfies AudioContextLike;
  /** The gains between players' sounds and the speakers, one a player. */
  const masters = () =>
    nodes.filter((n) => n.kind === 'gain' && n.connections.includes(destination));
  /** The gain between a player's sounds and the speakers. */
  const master = () => masters()[0];
  return { ctx, nodes, started, master, masters, resumeCalls: () => resumeCalls };
}
