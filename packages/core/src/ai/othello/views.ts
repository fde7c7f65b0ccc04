/**
 * The pattern indices of the positions in the search's board slots, kept up to date move by move
 * (as Edax does) instead of read afresh at every evaluation: a move changes only the instances
 * through the square played and the discs flipped. Each slot holds two views of its position:
 * the side to move's (its discs read 1, the opponent's 2, as the weights are trained) and the
 * opponent's (the other way round), because the child of a move is seen from the other side: its
 * own view is the parent's opponent view with the move written in, and the other way round.
 * Entries are weight offsets within a phase (the instance's table offset included).
 */
import * as bitboard from '../../reversi/bitboard.ts';
import { LAYOUT, patternFeatures } from './patterns.ts';
import * as stack from './stack.ts';

const { SLOT } = bitboard;
const { BOARDS } = stack;

/** Pattern instances, and so entries of each view. */
const N = LAYOUT.instances;

/** The views, slot by slot: slot `i` (a board offset) has its own view at `(i / SLOT) * 2 * N`. */
export const VIEWS = new Int32Array((BOARDS.length / SLOT) * 2 * N);

// For each square, the instances through it and the power of 3 its digit carries there.
const LINK_START = new Int32Array(65);
const LINK_INSTANCE: number[] = [];
const LINK_POWER: number[] = [];
{
  const lists: [number, number][][] = Array.from({ length: 64 }, () => []);
  for (let k = 0; k < N; k++) {
    const start = LAYOUT.starts[k]!;
    const end = LAYOUT.starts[k + 1]!;
    for (let j = start; j < end; j++) lists[LAYOUT.squares[j]!]!.push([k, 3 ** (end - 1 - j)]);
  }
  for (let s = 0; s < 64; s++) {
    for (const [k, power] of lists[s]!) {
      LINK_INSTANCE.push(k);
      LINK_POWER.push(power);
    }
    LINK_START[s + 1] = LINK_INSTANCE.length;
  }
}
const INSTANCE = Int32Array.from(LINK_INSTANCE);
const POWER = Int32Array.from(LINK_POWER);
const SCRATCH = new Int32Array(N);

/** Reads both views of the position in slot `i` afresh. */
export function loadViews(i: number): void {
  const v = (i / SLOT) * 2 * N;
  const pLo = BOARDS[i]!;
  const pHi = BOARDS[i + 1]!;
  const oLo = BOARDS[i + 2]!;
  const oHi = BOARDS[i + 3]!;
  patternFeatures(pLo, pHi, oLo, oHi, SCRATCH, 0);
  VIEWS.set(SCRATCH.subarray(0, N), v);
  patternFeatures(oLo, oHi, pLo, pHi, SCRATCH, 0);
  VIEWS.set(SCRATCH.subarray(0, N), v + N);
}

/** The views of slot `j`: the position after the side to move in slot `i` passes. */
export function passViews(i: number, j: number): void {
  const v = (i / SLOT) * 2 * N;
  const w = (j / SLOT) * 2 * N;
  for (let k = 0; k < N; k++) {
    VIEWS[w + k] = VIEWS[v + N + k]!;
    VIEWS[w + N + k] = VIEWS[v + k]!;
  }
}

/** The views of slot `j`: the position after the side to move in slot `i` plays `square`, flipping `fLo`/`fHi`. */
export function moveViews(i: number, j: number, square: number, fLo: number, fHi: number): void {
  const v = (i / SLOT) * 2 * N;
  const w = (j / SLOT) * 2 * N;
  const own = w; // the child's mover is the parent's opponent: digit 1; the parent's mover 2
  const other = w + N;
  for (let k = 0; k < N; k++) {
    VIEWS[own + k] = VIEWS[v + N + k]!;
    VIEWS[other + k] = VIEWS[v + k]!;
  }
  // The square played: empty (0) to the parent mover's digit, 2 in the child's view, 1 in the other.
  for (let l = LINK_START[square]!, end = LINK_START[square + 1]!; l < end; l++) {
    const k = INSTANCE[l]!;
    const power = POWER[l]!;
    VIEWS[own + k]! += 2 * power;
    VIEWS[other + k]! += power;
  }
  // Each flipped disc: the child's mover's (1) to the parent mover's (2), and in the other view 2 to 1.
  for (let half = 0; half < 2; half++) {
    let bits = half === 0 ? fLo : fHi;
    while (bits !== 0) {
      const bit = bits & -bits;
      bits ^= bit;
      const s = 31 - Math.clz32(bit) + (half << 5);
      for (let l = LINK_START[s]!, end = LINK_START[s + 1]!; l < end; l++) {
        const k = INSTANCE[l]!;
        const power = POWER[l]!;
        VIEWS[own + k]! += power;
        VIEWS[other + k]! -= power;
      }
    }
  }
}
