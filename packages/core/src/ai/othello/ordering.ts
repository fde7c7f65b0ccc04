/**
 * Move ordering for the tree search, best first: in an exact search, the move that leaves the
 * opponent the fewest replies (fastest first: small subtrees, and cutoffs where the opponent is
 * short of moves), and in a depth-limited search the move whose position evaluates best. The move
 * the transposition table remembers comes before them all (`node.ts`), and in an exact search the
 * table may refute a move before any is searched (`refuted`).
 */
import * as bitboard from '../../reversi/bitboard.ts';
import * as emptiesList from './empties.ts';
import * as evaluation from './evaluate.ts';
import * as patterns from './patterns.ts';
import * as endSolver from './solve-end.ts';
import * as stack from './stack.ts';
import * as table from './tt.ts';
import * as views from './views.ts';
import * as wasm from './wasm.ts';

const { computeFlips, generateMoves, popcount, SLOT } = bitboard;
const { QUADRANT } = emptiesList;
const { END_REACH } = endSolver;
const { evaluate, evaluateNode } = evaluation;
const { frontier } = patterns;
const { BOARDS, INF, STATS } = stack;
const { ttHash, ttProbe, ttDepth, ttUpper } = table;
const { moveView } = views;
const { USE_WASM, WASM_COUNTS, WASM_ORDER, orderSlot, probeSlot } = wasm;

/** Move lists of the tree, 64 bytes a ply: `MOVES[ply * 64 + k]` is the k-th move to try. */
export const MOVES = new Uint8Array(stack.MAX_PLY * 64);
// Ordering scores of the lists being built, 64 a ply (`MOVES`) or a slot (`PROBE_MOVES`): a probe
// from a ply being listed starts at the next slot, and each of its levels has its own.
const SCORES = new Int32Array(stack.MAX_PLY * 64);
/** The moves of `probe`'s lists, 64 bytes a slot. */
const PROBE_MOVES = new Uint8Array(stack.MAX_PLY * 64);

// Edax's weights for endgame ordering; on FFO #40-#42 neither the parity, potential mobility
// nor corner stability weight gained anything from being moved a factor of 16 either way.
const W_MOBILITY = 1 << 15;
const W_CORNER_STABILITY = 1 << 11;
const W_POTENTIAL = 1 << 5;
const W_PARITY = 1 << 4;
// From `EVAL_FROM` empty squares on, the evaluation of the position after the move joins in
// (see `SORT_DEPTH`): it costs two move generations a move, which pays only where subtrees are
// large.
// A disc of evaluation weighs half an opponent reply: against a whole one, 3.5% fewer nodes on
// the 100 held-out positions of `ai-othello-solve --full` (fewer in 68 of them) and 5% fewer on
// FFO #40-#49; a quarter of a reply gained less on the first 45 of them and on FFO.
const W_EVAL = 1 << 10;
// From 11 empty squares on, each move's position is looked up in the table first (enhanced
// transposition cutoff): about 10% fewer nodes on FFO #40-#42; below that the lookups cost more.
// Not where the moves lead to the endgame solver (`END_REACH`), whose positions are never in this
// table: at 13 empty squares, with WebAssembly, every lookup would miss the cache and the table.
const ETC_FROM = 11;

/** The score that cut a node off while its moves were listed (see `orderMoves`). */
export const CUTOFF = new Int32Array(1);

/** Squares next to the corners the discs `x` hold, and those corners: Edax's corner stability. */
function cornerStability(xLo: number, xHi: number): number {
  const lo = ((xLo & 0x01) << 1) | ((xLo & 0x80) >>> 1) | ((xLo & 0x81) << 8) | 0x81;
  const hi = ((xHi & 0x01000000) << 1) | ((xHi & 0x80000000) >>> 1) | ((xHi & 0x81000000) >>> 8);
  return popcount(lo & xLo) + popcount((hi | 0x81000000) & xHi);
}

/**
 * Empty squares from which an exact search's ordering evaluates: below, fastest first alone.
 * From 13 rather than 15: 9% fewer nodes on the 30 positions of `ai-othello-solve` (fewer in 27)
 * and 13% on FFO #40-#49, and 0.87 of the time on the 30 (3 runs side by side, 0.81-0.93), now
 * that a move updates one pattern view instead of two; with two views it saved no time.
 */
export const EVAL_FROM = 13;

// How deep the position after each move is searched to order the moves of an exact search, by
// empty squares: nothing below `EVAL_FROM` (fastest first alone), the evaluation from there, then
// a search that deepens with the subtrees it orders (Edax's schedule, capped at 3 plies: deeper
// searches gained little on FFO #48 and, without a table, take milliseconds a node at 30 empty
// squares).
const SORT_DEPTH = new Int8Array(65).map((_, e) =>
  e < EVAL_FROM ? -1 : Math.min(3, Math.floor((e - EVAL_FROM) / 3)),
);

/**
 * Plies from which `probe` tries the moves in the order of their positions' evaluations, as the
 * compiled `probe` does (see `ORDERED_FROM` in `assembly/solve.ts`, which says why).
 */
const ORDERED_FROM = 3;

/**
 * A plain fail-soft alpha-beta of `depth` plies over the evaluation, from slot `i`; from
 * `ORDERED_FROM` plies on, the moves in the order of their positions' evaluations.
 */
export function probe(
  i: number,
  depth: number,
  empties: number,
  alpha: number,
  beta: number,
): number {
  STATS[1]!++;
  if (depth === 0 || empties === 0) return evaluate(i, empties);
  generateMoves(BOARDS, i);
  const movesLo = BOARDS[i + 4]!;
  const movesHi = BOARDS[i + 5]!;
  const j = i + SLOT;
  // A pass is rare this far from the end; the evaluation judges it well enough.
  if ((movesLo | movesHi) === 0) return evaluate(i, empties);
  // The moves listed first: from `ORDERED_FROM` plies on best first by their positions'
  // evaluations, else in the squares' order.
  const ordered = depth >= ORDERED_FROM;
  const base = (i / SLOT) * 64;
  let n = 0;
  for (let half = 0; half < 2; half++) {
    let bits = half === 0 ? movesLo : movesHi;
    while (bits !== 0) {
      const bit = bits & -bits;
      bits ^= bit;
      const square = 31 - Math.clz32(bit) + (half << 5);
      if (ordered) {
        playInto(i, square, true);
        STATS[1]!++;
        insert(PROBE_MOVES, base, n, square, -evaluate(j, empties - 1));
      } else PROBE_MOVES[base + n] = square;
      n++;
    }
  }
  let best = -INF;
  for (let k = 0; k < n; k++) {
    playInto(i, PROBE_MOVES[base + k]!, true);
    const v = -probe(j, depth - 1, empties - 1, -beta, -alpha);
    if (v > best) {
      best = v;
      if (v > alpha) {
        if (v >= beta) return v;
        alpha = v;
      }
    }
  }
  return best;
}

/**
 * Writes the position after `square` from slot `i` into the next slot, and with `view` its
 * pattern view (`views.ts`); the flips stay in slot `i`.
 */
export function playInto(i: number, square: number, view: boolean): void {
  const j = i + SLOT;
  computeFlips(BOARDS, i, square);
  const fLo = BOARDS[i + 6]!;
  const fHi = BOARDS[i + 7]!;
  const bit = 1 << square;
  const low = square < 32;
  BOARDS[j] = BOARDS[i + 2]! ^ fLo;
  BOARDS[j + 1] = BOARDS[i + 3]! ^ fHi;
  BOARDS[j + 2] = BOARDS[i]! | fLo | (low ? bit : 0);
  BOARDS[j + 3] = BOARDS[i + 1]! | fHi | (low ? 0 : bit);
  if (view) moveView(i, j, square, fLo, fHi);
}

/**
 * `probe`, in WebAssembly while the search uses it: the same value from the same evaluations,
 * read from the boards alone, so the slot's view is not needed.
 */
export function probeFast(
  i: number,
  depth: number,
  empties: number,
  alpha: number,
  beta: number,
): number {
  if (USE_WASM[0] === 0) return probe(i, depth, empties, alpha, beta);
  const score = probeSlot(i, depth, alpha, beta);
  STATS[1]! += WASM_COUNTS[1]!;
  return score;
}

/** Has the compiled search score the moves of slot `i` but `skip` into `WASM_ORDER`. */
function compiledOrder(i: number, parity: number, depth: number, skip: number): void {
  orderSlot(i, parity, depth, skip);
  STATS[1]! += WASM_COUNTS[1]!;
}

/**
 * Inserts `square` with `score` into the `n` moves listed in `moves` from `base`, best first, their
 * scores from `base` in `SCORES`: a stable sort, so equal scores keep the squares' order.
 */
function insert(moves: Uint8Array, base: number, n: number, square: number, score: number): void {
  let k = n;
  while (k > 0 && SCORES[base + k - 1]! < score) {
    SCORES[base + k] = SCORES[base + k - 1]!;
    moves[base + k] = moves[base + k - 1]!;
    k--;
  }
  SCORES[base + k] = score;
  moves[base + k] = square;
}

/**
 * Whether the table refutes a move of the exact search's node at `ply` (enhanced transposition
 * cutoff: a child whose upper bound is at most `-beta` cuts the node), with the cutting score in
 * `CUTOFF[0]`; looked up only where it pays (`ETC_FROM`). The slot after `ply` is used as scratch.
 */
export function refuted(
  ply: number,
  movesLo: number,
  movesHi: number,
  empties: number,
  beta: number,
): boolean {
  if (empties < ETC_FROM || empties <= END_REACH[0]! + 1) return false;
  const i = ply * SLOT;
  const j = i + SLOT;
  for (let half = 0; half < 2; half++) {
    let bits = half === 0 ? movesLo : movesHi;
    while (bits !== 0) {
      const bit = bits & -bits;
      bits ^= bit;
      playInto(i, 31 - Math.clz32(bit) + (half << 5), false);
      const e = ttProbe(j, ttHash(j));
      if (e >= 0 && ttDepth(e) >= empties - 1 && -ttUpper(e) >= beta) {
        CUTOFF[0] = -ttUpper(e);
        return true;
      }
    }
  }
  return false;
}

/**
 * Lists the moves `movesLo`/`movesHi` of the position at `ply` in `MOVES` from place `from` on,
 * best first, and returns how many there are. `skip`, a move already searched, is not among them.
 * The slots after `ply` are used as scratch.
 */
export function orderMoves(
  ply: number,
  movesLo: number,
  movesHi: number,
  skip: number,
  exact: boolean,
  empties: number,
  parity: number,
  from: number,
): number {
  const sortDepth = exact ? SORT_DEPTH[empties]! : -1;
  const i = ply * SLOT;
  const j = i + SLOT;
  const base = ply * 64 + from;
  // Where the evaluation joins in and WebAssembly serves, the compiled search scores every move in
  // one call.
  const compiled = sortDepth >= 0 && USE_WASM[0] === 1;
  if (compiled) compiledOrder(i, parity, sortDepth, skip);
  let n = 0;
  for (let half = 0; half < 2; half++) {
    let bits = half === 0 ? movesLo : movesHi;
    while (bits !== 0) {
      const bit = bits & -bits;
      bits ^= bit;
      const square = 31 - Math.clz32(bit) + (half << 5);
      if (square === skip) continue;
      let score: number;
      if (compiled) score = WASM_ORDER[square]!;
      else {
        // The position after the move, with its view where the evaluation below reads it.
        playInto(i, square, exact ? sortDepth >= 0 : USE_WASM[0] === 0);
        const oLo = BOARDS[j]!;
        const oHi = BOARDS[j + 1]!;
        const pLo = BOARDS[j + 2]!;
        const pHi = BOARDS[j + 3]!;
        if (exact) {
          generateMoves(BOARDS, j);
          const rLo = BOARDS[j + 4]!;
          const rHi = BOARDS[j + 5]!;
          // Corner replies count twice: they are the ones that hurt.
          const replies =
            popcount(rLo) + popcount(rHi) + popcount(rLo & 0x81) + popcount(rHi & 0x81000000);
          score =
            -replies * W_MOBILITY +
            cornerStability(pLo, pHi) * W_CORNER_STABILITY -
            frontier(pLo, pHi, ~(pLo | oLo), ~(pHi | oHi)) * W_POTENTIAL +
            ((QUADRANT[square]! & parity) !== 0 ? W_PARITY : 0);
          if (sortDepth >= 0) score -= probe(j, sortDepth, empties - 1, -INF, INF) * W_EVAL;
        } else score = -evaluateNode(j, empties - 1);
      }
      insert(MOVES, base, n, square, score);
      n++;
    }
  }
  return n;
}
