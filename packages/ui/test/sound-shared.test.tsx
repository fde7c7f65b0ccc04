import { act, fireEvent, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGomokuStore, type GomokuStore } from '../src/gomoku/store.ts';
import { createReversiStore, type ReversiStore } from '../src/reversi/store.ts';
import { useBoardSounds } from '../src/shared/sound/useBoardSounds.ts';
import { fakeAudioContext } from './fake-audio.ts';

const contexts: ReturnType<typeof fakeAudioContext>[] = [];

// The page's AudioContext, as a browser has it: the boards' own players find it on `window`.
beforeAll(() => {
  Object.defineProperty(window, 'AudioContext', {
    configurable: true,
    value: function FakeAudioContext() {
      const fake = fakeAudioContext();
      contexts.push(fake);
      return fake.ctx;
    },
  });
});
afterAll(() => {
  Reflect.deleteProperty(window, 'AudioContext');
});

function Sounds({ store, muted = false }: { store: GomokuStore | ReversiStore; muted?: boolean }) {
  useBoardSounds(store, { muted });
  return null;
}

describe('boards with their own players, on a page with Web Audio', () => {
  it('share one AudioContext, created on the first gesture and not before', () => {
    const gomoku = createGomokuStore();
    const reversi = createReversiStore({ moves: 'f5d6' });
    render(
      <StrictMode>
        <Sounds store={gomoku} />
        <Sounds store={reversi} muted />
      </StrictMode>,
    );
    act(() => {
      gomoku.getState().play('h8');
    });
    expect(contexts).toHaveLength(0);

    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(contexts).toHaveLength(1);
    const fake = contexts[0]!;
    // One master gain per board on the one context; StrictMode's rehearsal left none behind.
    expect(fake.masters().map((m) => m.gain.value)).toEqual([1, 0]);
    // The move before the gesture was dropped, not kept for later.
    expect(fake.started).toEqual([]);

    act(() => {
      gomoku.getState().play('h9');
    });
    const afterStone = fake.started.length;
    expect(afterStone).toBeGreaterThan(0);
    act(() => {
      reversi.getState().play('c3');
    });
    // The Reversi board is muted.
    expect(fake.started).toHaveLength(afterStone);
  });
});
