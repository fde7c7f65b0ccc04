import { type Point, parsePoint } from '@stonekit/core';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { ReversiBoard } from '../src/reversi/ReversiBoard.tsx';
import { createReversiStore } from '../src/reversi/store.ts';

const points = (names: string): Point[] =>
  names.split(' ').map((name) => parsePoint(name, 15) ?? { x: 0, y: 0 });

/** A Gomoku store with white to move and a hint at f7, as `requestHint` would store it. */
function hintedGomoku() {
  const store = createGomokuStore({ moves: 'h8 i9 g9 i7 i8 g7 j7 f6 j9 h7 k10' });
  const { game } = store.getState();
  const pv = points('f7 e7 f8');
  store.setState({ hint: { kind: 'win', move: pv[0] ?? null, in: 8, pv, game } as never });
  return store;
}

/** A Reversi store with black to move and a hint at c6. */
function hintedReversi() {
  const store = createReversiStore({ moves: 'f5d6c3d3c4f4f6f3e6e7' });
  const { game } = store.getState();
  store.setState({
    hint: { move: 'c6', kind: 'estimate', score: 4, pv: ['c6', 'b5'], game } as never,
  });
  return store;
}

function cell(container: HTMLElement, name: string): HTMLElement {
  const found = container.querySelector<HTMLElement>(
    `[data-point="${name}"], [data-square="${name}"]`,
  );
  if (found === null) throw new Error(`no cell ${name}`);
  return found;
}

describe('Reversi legal moves, shown with showLegalMoves', () => {
  it('rings every legal square in the colour of the side to move', () => {
    const { container } = render(<ReversiBoard showLegalMoves />);
    const rings = [...container.querySelectorAll('.stonekit-legal-hint')];
    expect(
      rings.map((ring) => ring.closest<HTMLElement>('[data-square]')?.dataset.square).sort(),
    ).toEqual(['c4', 'd3', 'e6', 'f5']);
    expect(rings.map((ring) => ring.getAttribute('data-color'))).toEqual([
      'black',
      'black',
      'black',
      'black',
    ]);
  });

  it('rings them in white once white is to move', () => {
    const { container } = render(<ReversiBoard showLegalMoves defaultMoves="f5" />);
    const colours = [...container.querySelectorAll('.stonekit-legal-hint')].map((ring) =>
      ring.getAttribute('data-color'),
    );
    expect(colours).toEqual(['white', 'white', 'white']);
  });

  it('draws rings larger than the felt’s four dots, a shape of their own', () => {
    const { container } = render(<ReversiBoard showLegalMoves />);
    const dots = container.querySelectorAll('.stonekit-felt-dot');
    expect(dots).toHaveLength(4);
    // Both in viewBox units of a 10-unit square: the dot is drawn on the board, the ring in its square.
    const dot = Number(dots[0]?.getAttribute('r'));
    const ring = Number(container.querySelector('.stonekit-legal-hint')?.getAttribute('r'));
    expect(ring).toBeGreaterThan(2 * dot);
  });
});

describe('the hint on the board', () => {
  it('shows the Gomoku side to move’s stone, translucent, in a ring', () => {
    const { container } = render(<GomokuBoard store={hintedGomoku()} />);
    const hinted = cell(container, 'f7');
    expect(hinted.hasAttribute('data-hint')).toBe(true);
    expect(hinted.querySelector('.stonekit-hint')?.getAttribute('data-color')).toBe('white');
    expect(hinted.querySelector('.stonekit-hint-stone')).not.toBeNull();
    expect(hinted.querySelector('.stonekit-hint-marker')).not.toBeNull();
    expect(container.querySelectorAll('.stonekit-hint')).toHaveLength(1);
  });

  it('draws no second stone where the expected line numbers the hinted move already', () => {
    const { container } = render(<GomokuBoard store={hintedGomoku()} showPrincipalVariation />);
    const hinted = cell(container, 'f7');
    expect(hinted.querySelector('.stonekit-line-step')).not.toBeNull();
    expect(hinted.querySelector('.stonekit-hint-stone')).toBeNull();
    expect(hinted.querySelector('.stonekit-hint-marker')).not.toBeNull();
  });

  it('shows the Reversi side to move’s disc in a frame, instead of the legal ring there', () => {
    const { container } = render(<ReversiBoard store={hintedReversi()} showLegalMoves />);
    const hinted = cell(container, 'c6');
    expect(hinted.querySelector('.stonekit-hint')?.getAttribute('data-color')).toBe('black');
    expect(hinted.querySelector('.stonekit-hint-disc')).not.toBeNull();
    expect(hinted.querySelector('.stonekit-legal-hint')).toBeNull();
    // The other legal squares keep their rings.
    expect(container.querySelectorAll('.stonekit-legal-hint').length).toBeGreaterThan(0);
  });

  it('goes with the next move', () => {
    const store = hintedGomoku();
    const { container } = render(<GomokuBoard store={store} />);
    act(() => {
      store.getState().play('a1');
    });
    expect(container.querySelector('.stonekit-hint')).toBeNull();
  });

  it('is not drawn with showHint off', () => {
    const { container } = render(<ReversiBoard store={hintedReversi()} showHint={false} />);
    expect(container.querySelector('.stonekit-hint')).toBeNull();
  });
});
