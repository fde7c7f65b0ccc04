/**
 * A node of the tree search as it is entered: the hand-over to the endgame solver near the end
 * and to the evaluation at the horizon; stability, transposition and (depth-limited) ProbCut
 * cutoffs; otherwise its moves listed best first in the frame: the table's move alone at first,
 * the others once it has not cut the node (`listRest`). One ply above the horizon the children
 * are evaluated in a plain loop, without frames or table.
 */
import * as bitboard from '../../reversi/bitboard.ts';
import * as evaluation from './evaluate.ts';
import * as frames from './frames.ts';
import * as ordering from './ordering.ts';
import * as probcut from './probcut.ts';
import * as endSolver from './solve-end.ts';
import * as stability from './stability.ts';
import * as stack from './stack.ts';
import * as table from './tt.ts';
import * as wasm from './wasm.ts';

// Copied into module constants: see the note in `reversi/perft.ts` on imported bindings.
const { generateMoves, SLOT } = bitboard;
const { evaluate, evaluateNode } = evaluation;
const { CUTOFF, MOVES, orderMoves, playInto, refuted } = ordering;
const { probCut } = probcut;
const { END_REACH, solveEnd } = endSolver;
const { stableDiscs } = stability;
const { BOARDS, INF, SCALE, STATS, finalScore } = stack;
const { NO_MOVE, ttHash, ttProbe, ttLower, ttUpper, ttDepth, ttMove } = table;
const { USE_WASM, WASM_COUNTS, probeSlot } = wasm;
const {
  ALPHA,
  ALPHA0,
  BEST,
  BEST_MOVE,
  BETA,
  COUNT,
  DEPTH,
  EMPTIES,
  EXACT,
  HASH,
  MOVE_INDEX,
  OPEN,
  PARITY,
  PASS,
  REST,
} = frames;

// Stability cutoffs are tried only when alpha is this high (discs, by empties): below it they
// almost never cut and cost a stability count.
const STABILITY_FROM = new Int32Array(65).map((_, e) => (e < 4 ? 99 : Math.min(64, 2 * e)));

/** Looks at a new node: a value when it needs no children, or OPEN with its moves listed. */
export function enter(at: number): number {
  const i = at * SLOT;
  const empties = EMPTIES[at]!;
  const depth = DEPTH[at]!;
  let alpha = ALPHA[at]!;
  let beta = BETA[at]!;
  if (EXACT[at] === 0 && depth >= empties) EXACT[at] = 1;
  const exact = EXACT[at] === 1;
  if (exact && empties <= END_REACH[0]! && at > 0) {
    // The solver works in discs: round the window outwards so that its bounds stay bounds.
    const a = Math.floor(alpha / SCALE);
    const b = Math.ceil(beta / SCALE);
    return solveEnd(i, a, b, empties, PARITY[at]!) * SCALE;
  }
  STATS[0]!++;
  if (!exact && depth === 0) return evaluateNode(i, empties);
  if (exact && alpha >= STABILITY_FROM[empties]! * SCALE) {
    // The opponent's stable discs cap our score.
    const cap =
      (64 - 2 * stableDiscs(BOARDS[i + 2]!, BOARDS[i + 3]!, BOARDS[i]!, BOARDS[i + 1]!)) * SCALE;
    if (cap <= alpha) return cap;
  }
  const hash = ttHash(i);
  HASH[at] = hash;
  let hashMove = NO_MOVE;
  const e = ttProbe(i, hash);
  if (e >= 0) {
    hashMove = ttMove(e);
    if (at > 0 && ttDepth(e) >= (exact ? empties : depth)) {
      const low = ttLower(e);
      const high = ttUpper(e);
      if (low >= beta) return low;
      if (high <= alpha) return high;
      if (low === high) return low;
      if (low > alpha) alpha = low;
      if (high < beta) beta = high;
    }
  }
  if (!exact && at > 0) {
    const cut = probCut(i, depth, empties, alpha, beta);
    if (cut !== OPEN) return cut;
  }
  ALPHA[at] = alpha;
  ALPHA0[at] = alpha;
  BETA[at] = beta;
  BEST[at] = -INF;
  BEST_MOVE[at] = NO_MOVE;
  MOVE_INDEX[at] = 0;
  generateMoves(BOARDS, i);
  const movesLo = BOARDS[i + 4]!;
  const movesHi = BOARDS[i + 5]!;
  if ((movesLo | movesHi) === 0) {
    const j = i + SLOT;
    BOARDS[j] = BOARDS[i + 2]!;
    BOARDS[j + 1] = BOARDS[i + 3]!;
    BOARDS[j + 2] = BOARDS[i]!;
    BOARDS[j + 3] = BOARDS[i + 1]!;
    generateMoves(BOARDS, j);
    if ((BOARDS[j + 4]! | BOARDS[j + 5]!) === 0) {
      return finalScore(BOARDS[i]!, BOARDS[i + 1]!, empties) * SCALE;
    }
    MOVES[at * 64] = PASS;
    COUNT[at] = 1;
    REST[at] = 0;
    return OPEN;
  }
  if (!exact && depth === 1 && at > 0) return horizon(at, movesLo, movesHi, alpha, beta);
  // The root must come back with a move, so no transposition cutoff there.
  if (exact && at > 0 && refuted(at, movesLo, movesHi, empties, beta)) return CUTOFF[0]!;
  if (hashMove !== NO_MOVE) {
    // The table's move alone for now: when it cuts the node, as it mostly does, ordering the
    // others would be wasted. `listRest` lists them if it does not.
    MOVES[at * 64] = hashMove;
    COUNT[at] = 1;
    REST[at] = 1;
    return OPEN;
  }
  COUNT[at] = orderMoves(at, movesLo, movesHi, NO_MOVE, exact, empties, PARITY[at]!, 0);
  REST[at] = 0;
  return OPEN;
}

/**
 * Lists the moves of the node at `at` after the table's move, searched first (see `enter`), and
 * returns whether there are any.
 */
export function listRest(at: number): boolean {
  REST[at] = 0;
  const i = at * SLOT;
  generateMoves(BOARDS, i);
  const n = orderMoves(
    at,
    BOARDS[i + 4]!,
    BOARDS[i + 5]!,
    MOVES[at * 64]!,
    EXACT[at] === 1,
    EMPTIES[at]!,
    PARITY[at]!,
    1,
  );
  COUNT[at] = 1 + n;
  return n > 0;
}

/** One ply above the evaluation: the best evaluated child, without frames or table. */
function horizon(
  at: number,
  movesLo: number,
  movesHi: number,
  alpha: number,
  beta: number,
): number {
  const i = at * SLOT;
  if (USE_WASM[0] === 1) {
    // The same search in WebAssembly; its count includes this node, which `enter` counted.
    const score = probeSlot(i, 1, alpha, beta);
    STATS[0]! += WASM_COUNTS[1]! - 1;
    return score;
  }
  const j = i + SLOT;
  const empties = EMPTIES[at]! - 1;
  let best = -INF;
  for (let half = 0; half < 2; half++) {
    let bits = half === 0 ? movesLo : movesHi;
    while (bits !== 0) {
      const bit = bits & -bits;
      bits ^= bit;
      playInto(i, 31 - Math.clz32(bit) + (half << 5), true);
      STATS[0]!++;
      const score = -evaluate(j, empties);
      if (score > best) {
        if (score >= beta) return score;
        best = score;
        if (score > alpha) alpha = score;
      }
    }
  }
  return best;
}
