/**
 * The tree search: negamax alpha-beta with principal-variation search, the transposition table,
 * stability cutoffs and move ordering, for both depth-limited (evaluated) and exact searches.
 *
 * The recursion is kept on an explicit stack of typed arrays, one frame per ply, and driven by a
 * loop in `run()`. The loop can stop between any two nodes and resume later exactly where it was,
 * which lets the caller yield to the event loop (so an `AbortSignal` can fire) without unwinding
 * the search or changing its result. Near the leaves, where most nodes are, plain recursion takes
 * over: the endgame solver of `solve-end.ts` (or its JavaScript twin, `solve-small.ts`) for the
 * last few empty squares, and a loop over the evaluated children one ply above the horizon.
 */
import * as bitboard from '../../reversi/bitboard.ts';
import * as emptiesList from './empties.ts';
import * as frames from './frames.ts';
import * as node from './node.ts';
import * as ordering from './ordering.ts';
import * as stack from './stack.ts';
import * as table from './tt.ts';
import * as views from './views.ts';
import * as wasm from './wasm.ts';

// Copied into module constants: see the note in `reversi/perft.ts` on imported bindings.
const { SLOT } = bitboard;
const { NEXT, PREV, QUADRANT } = emptiesList;
const { enter, listRest } = node;
const { MOVES, playInto } = ordering;
const { BOARDS, INF, STATS } = stack;
const { NO_MOVE, ttStore } = table;
const { passView } = views;
const { USE_WASM } = wasm;
const { EVAL_FROM } = ordering;
const {
  AFTER,
  ALPHA,
  ALPHA0,
  BEST,
  BEST_MOVE,
  BETA,
  COUNT,
  DEPTH,
  DESCEND,
  EMPTIES,
  ENTER,
  EXACT,
  HASH,
  MOVE_INDEX,
  NEXT_MOVE,
  OPEN,
  PARITY,
  PASS,
  PROBE,
  REST,
  ROOT_NOISE,
  STATE,
} = frames;

export { PASS, ROOT_NOISE };

/** What `run()` came back with. */
export const DONE = 0;
export const PAUSED = 1;
export const STOPPED = 2;

/**
 * Limits checked after every `CHECK_EVERY` units of work (nodes, solver nodes and the ordering's
 * evaluations, a fraction of a millisecond); `check` returns DONE to go on, PAUSED or STOPPED.
 */
const CHECK_EVERY = 2048;
let checkAt = 0; // the work count at which the limits are checked next
let check: () => number = () => DONE;
let ply = 0; // the frame the loop is at, kept across pauses
let rootValue = 0;
let rootNoise = false;

/**
 * Sets up the root in slot 0 from the board already written there, with the window `alpha` to
 * `beta`, `depth` plies (a depth at or beyond the empty squares means an exact solve) and the
 * function that decides every `CHECK_EVERY` units of work whether to go on.
 */
export function startTree(
  depth: number,
  alpha: number,
  beta: number,
  limits: () => number,
  noise: boolean,
): void {
  const emptyLo = ~(BOARDS[0]! | BOARDS[2]!);
  const emptyHi = ~(BOARDS[1]! | BOARDS[3]!);
  PARITY[0] = emptiesList.loadEmpties(emptyLo, emptyHi);
  EMPTIES[0] = bitboard.popcount(emptyLo) + bitboard.popcount(emptyHi);
  DEPTH[0] = depth;
  EXACT[0] = depth >= EMPTIES[0]! ? 1 : 0;
  ALPHA[0] = alpha;
  BETA[0] = beta;
  STATE[0] = ENTER;
  BEST[0] = -INF;
  BEST_MOVE[0] = NO_MOVE;
  MOVE_INDEX[0] = 0;
  COUNT[0] = 0;
  ply = 0;
  check = limits;
  checkAt = 0;
  rootNoise = noise;
}

/** The root's score once `run()` is DONE. */
export function rootScore(): number {
  return rootValue;
}

/** The root's best move so far (NO_MOVE before the first move has been searched) and its score. */
export function rootBest(): { move: number; score: number; searched: number } {
  return { move: BEST_MOVE[0]!, score: BEST[0]!, searched: MOVE_INDEX[0]! };
}

/** Searches on from where it stopped; DONE (see `rootScore`), PAUSED or STOPPED. */
export function run(): number {
  let at = ply;
  let value = 0;
  for (;;) {
    const state = STATE[at]!;
    if (state === ENTER) {
      const work = STATS[0]! + STATS[1]!;
      if (work >= checkAt) {
        checkAt = work + CHECK_EVERY;
        const verdict = check();
        if (verdict !== DONE) {
          ply = at;
          return verdict;
        }
      }
      const v = enter(at);
      if (v === OPEN) {
        STATE[at] = NEXT_MOVE;
        continue;
      }
      value = v;
    } else if (state === NEXT_MOVE) {
      if (MOVE_INDEX[at]! < COUNT[at]! || (REST[at] === 1 && listRest(at))) {
        descend(at, false);
        at++;
        continue;
      }
      value = finish(at);
    } else {
      const v = after(at, value);
      if (v === OPEN) continue;
      if (v === DESCEND) {
        at++;
        continue;
      }
      value = v;
    }
    if (at === 0) {
      rootValue = value;
      ply = 0;
      return DONE;
    }
    at--;
  }
}

/** Writes the child of the current move of `at` and its window, and moves the loop into it. */
function descend(at: number, research: boolean): void {
  const i = at * SLOT;
  const j = i + SLOT;
  const move = MOVES[at * 64 + MOVE_INDEX[at]!]!;
  const next = at + 1;
  if (move === PASS) {
    BOARDS[j] = BOARDS[i + 2]!;
    BOARDS[j + 1] = BOARDS[i + 3]!;
    BOARDS[j + 2] = BOARDS[i]!;
    BOARDS[j + 3] = BOARDS[i + 1]!;
    EMPTIES[next] = EMPTIES[at]!;
    PARITY[next] = PARITY[at]!;
    DEPTH[next] = DEPTH[at]!;
    if (USE_WASM[0] === 0 && (EXACT[at] === 0 || EMPTIES[next]! >= EVAL_FROM)) passView(i, j);
  } else {
    // Only a depth-limited search, or the ordering of a large exact one, evaluates below, and in
    // WebAssembly from the boards alone: only those need the child's view.
    if (!research) {
      playInto(i, move, USE_WASM[0] === 0 && (EXACT[at] === 0 || EMPTIES[at]! > EVAL_FROM));
    }
    NEXT[PREV[move]!] = NEXT[move]!;
    PREV[NEXT[move]!] = PREV[move]!;
    EMPTIES[next] = EMPTIES[at]! - 1;
    PARITY[next] = PARITY[at]! ^ QUADRANT[move]!;
    DEPTH[next] = DEPTH[at]! - 1;
  }
  EXACT[next] = EXACT[at]!;
  const noise = at === 0 ? ROOT_NOISE[move]! : 0;
  const alpha = ALPHA[at]! - noise;
  const beta = BETA[at]! - noise;
  // The first move, and every move of a null-window node, get the whole window; the others a
  // null window that only asks whether they beat the best so far.
  if (research || BEST[at] === -INF || BETA[at]! - ALPHA[at]! <= 1) {
    ALPHA[next] = -beta;
    BETA[next] = -alpha;
    PROBE[at] = 0;
  } else {
    ALPHA[next] = -alpha - 1;
    BETA[next] = -alpha;
    PROBE[at] = 1;
  }
  STATE[at] = AFTER;
  STATE[next] = ENTER;
}

/** Takes the child's `value` back into `at`: OPEN to go on, DESCEND to search again, or a value. */
function after(at: number, value: number): number {
  const move = MOVES[at * 64 + MOVE_INDEX[at]!]!;
  if (move !== PASS) {
    NEXT[PREV[move]!] = move;
    PREV[NEXT[move]!] = move;
  }
  const score = -value + (at === 0 ? ROOT_NOISE[move]! : 0);
  if (PROBE[at] === 1 && score > ALPHA[at]! && score < BETA[at]!) {
    descend(at, true);
    return DESCEND;
  }
  if (score > BEST[at]!) {
    BEST[at] = score;
    BEST_MOVE[at] = move;
    if (score > ALPHA[at]!) {
      if (score >= BETA[at]!) return finish(at);
      ALPHA[at] = score;
    }
  }
  MOVE_INDEX[at]!++;
  STATE[at] = NEXT_MOVE;
  return OPEN;
}

/** The node's value once its moves are done or one cut off, recorded in the table. */
function finish(at: number): number {
  const best = BEST[at]!;
  if (at > 0 || !rootNoise) {
    const i = at * SLOT;
    const move = BEST_MOVE[at]!;
    const low = best >= BETA[at]! || best > ALPHA0[at]! ? best : -INF;
    const high = best <= ALPHA0[at]! || best < BETA[at]! ? best : INF;
    ttStore(
      i,
      HASH[at]!,
      EXACT[at] === 1 ? EMPTIES[at]! : DEPTH[at]!,
      low,
      high,
      move === PASS ? NO_MOVE : move,
    );
  }
  return best;
}
