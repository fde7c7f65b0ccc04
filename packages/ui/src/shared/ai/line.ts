import type { Stone } from '@stonekit/core';

/** One move of a principal variation, as a board draws it. */
export interface LineStep {
  readonly step: number; // 1 for the hinted move, 2 for the reply, …
  readonly stone: Stone; // the side that plays it
}

const NO_STEPS: ReadonlyMap<number, LineStep> = new Map();
const cache = new WeakMap<readonly unknown[], ReadonlyMap<number, LineStep>>();

/**
 * The cells of a principal variation, numbered from 1 with the side that plays each, computed
 * once per line. Sides alternate from `first`; a move without a cell (a Reversi pass) takes its
 * turn but marks nothing.
 *
 * @param pv - the line, the hinted move first
 * @param first - the side to move, who plays the first move of the line
 * @param cellOf - the cell index of a move, `null` for a pass
 * @example
 * lineCells(['d3', 'c3'], 'black', squareIndex).get(19); // { step: 1, stone: 'black' }
 */
export function lineCells<M>(
  pv: readonly M[],
  first: Stone,
  cellOf: (move: M) => number | null,
): ReadonlyMap<number, LineStep> {
  if (pv.length === 0) return NO_STEPS;
  let cells = cache.get(pv);
  if (cells === undefined) {
    const map = new Map<number, LineStep>();
    pv.forEach((move, i) => {
      const cell = cellOf(move);
      const stone: Stone = i % 2 === 0 ? first : first === 'black' ? 'white' : 'black';
      if (cell !== null && !map.has(cell)) map.set(cell, { step: i + 1, stone });
    });
    cells = map;
    cache.set(pv, cells);
  }
  return cells;
}
