/**
 * The pattern indices of the positions in the search's board slots, kept up to date move by move
 * (as Edax does) instead of read afresh at every evaluation: a move changes only the instances
 * through the square played and the discs flipped. A slot's view reads one side's discs as digit
 * 1 and the other's as 2, whichever side is to move: a child's view is its parent's with the move
 * written in, and `FRAME` says whether the side to move is the 1 (0, as the weights are trained)
 * or the 2 (1: the evaluation reads the weights with the digits swapped, `swappedWeights`). One
 * view a slot instead of one for each side halves the copying and the writes of every move.
 * Entries are weight offsets within a phase (the instance's table offset included).
 */
import * as bitboard from '../../reversi/bitboard.ts';
import { LAYOUT, patternFeatures } from './patterns.ts';
import * as stack from './stack.ts';

const { SLOT } = bitboard;
const { BOARDS } = stack;

/** Pattern instances, and so entries of each view. */
const N = LAYOUT.instances;

/** The views, slot by slot: slot `i` (a board offset) has its view at `(i / SLOT) * N`. */
export const VIEWS = new Int32Array((BOARDS.length / SLOT) * N);
/** For each slot, 0 when its side to move is digit 1 of its view, 1 when it is digit 2. */
export const FRAME = new Uint8Array(BOARDS.length / SLOT);

// For each square, the instances through it and the power of 3 its digit carries there (the
// compiled search keeps its views with the same links, `wasm.ts`).
/** Square s's links: `INSTANCE` and `POWER` from `LINK_START[s]` to `LINK_START[s + 1]`. */
export const LINK_START = new Int32Array(65);
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
/** The instance of each link. */
export const INSTANCE = Int32Array.from(LINK_INSTANCE);
/** The power of 3 of each link's square in its instance. */
export const POWER = Int32Array.from(LINK_POWER);

/** Reads the view of the position in slot `i` afresh, its side to move as digit 1. */
export function loadView(i: number): void {
  patternFeatures(
    BOARDS[i]!,
    BOARDS[i + 1]!,
    BOARDS[i + 2]!,
    BOARDS[i + 3]!,
    VIEWS,
    (i / SLOT) * N,
  );
  FRAME[i / SLOT] = 0;
}

/** The view of slot `j`: the position after the side to move in slot `i` passes. */
export function passView(i: number, j: number): void {
  VIEWS.copyWithin((j / SLOT) * N, (i / SLOT) * N, (i / SLOT + 1) * N);
  FRAME[j / SLOT] = FRAME[i / SLOT]! ^ 1;
}

/** The view of slot `j`: the position after the side to move in slot `i` plays `square`, flipping `fLo`/`fHi`. */
export function moveView(i: number, j: number, square: number, fLo: number, fHi: number): void {
  const v = (i / SLOT) * N;
  const w = (j / SLOT) * N;
  const frame = FRAME[i / SLOT]!;
  FRAME[j / SLOT] = frame ^ 1;
  for (let k = 0; k < N; k++) VIEWS[w + k] = VIEWS[v + k]!;
  // The square played: empty (0) to the mover's digit, 1 or 2.
  const played = frame + 1;
  for (let l = LINK_START[square]!, end = LINK_START[square + 1]!; l < end; l++) {
    VIEWS[w + INSTANCE[l]!]! += played * POWER[l]!;
  }
  // Each flipped disc: the opponent's digit to the mover's, 2 to 1 (-1) or 1 to 2 (+1).
  const flip = 2 * frame - 1;
  for (let half = 0; half < 2; half++) {
    let bits = half === 0 ? fLo : fHi;
    while (bits !== 0) {
      const bit = bits & -bits;
      bits ^= bit;
      const s = 31 - Math.clz32(bit) + (half << 5);
      for (let l = LINK_START[s]!, end = LINK_START[s + 1]!; l < end; l++) {
        VIEWS[w + INSTANCE[l]!]! += flip * POWER[l]!;
      }
    }
  }
}
