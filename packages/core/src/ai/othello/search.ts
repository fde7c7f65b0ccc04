/**
 * `searchReversi`: iterative deepening over the tree search, under the limits of the options.
 * Depth-limited iterations run first (they fill the transposition table with good moves); then,
 * when few enough squares are empty, an exact solve. Each iteration runs in slices between which
 * the search yields to the event loop while a signal is given, so an abort is seen within a few
 * milliseconds; when a limit or an abort ends the search, the best move found so far is returned.
 */
import * as bitboard from '../../reversi/bitboard.ts';
import { seededRandom } from '../random.ts';
import { now, yieldToEventLoop } from './clock.ts';
import { legalMoves, moveName, type RootPosition, readRoot } from './input.ts';
import { type Plan, readPlan } from './plan.ts';
import { setSelectivity } from './probcut.ts';
import { principalVariation } from './pv.ts';
import * as stack from './stack.ts';
import * as tree from './tree.ts';
import { NO_MOVE, ttNewSearch } from './tt.ts';
import type { ReversiSearchInput, ReversiSearchOptions, ReversiSearchResult } from './types.ts';
import { loadView } from './views.ts';
import { WASM } from './wasm.ts';

const { BOARDS, INF, SCALE, STATS } = stack;

/** Milliseconds of search between two yields to the event loop when a signal is given. */
const SLICE_MS = 8;

// Searches share the module's typed arrays, so in one thread they take turns.
let queue: Promise<unknown> = Promise.resolve();
// The level of the last search, whose table `keepTable` may go on from: another level's
// ProbCut margins leave other bounds behind.
let lastLevel = 0;

/**
 * Searches a Reversi position for the side to move and resolves to the best move found, its score
 * in discs (final disc differential with empty squares to the winner when exact, an estimate
 * otherwise), the expected line and the work done. A forced pass is the move `'pass'`; a finished
 * game gives `move: null` and its final score. Searches in one thread run one after another.
 *
 * Levels 1-7 are bound by depth and give the same move for the same seed (unless `keepTable`
 * carries a table over); 8-10 also have a time budget (`LEVELS`). From a Web Worker, stop a
 * search with `shouldStop` reading a shared flag, or terminate the worker and keep the last
 * `onIteration` result; in the same thread, with `signal`.
 *
 * @param position - a `Reversi` game, its `state` (or any `{ board, turn }`) or a board string
 * @param options - see `SearchOptions`; level @defaultValue 10, seed @defaultValue 0
 * @throws (rejects) OptionError naming a bad option, or `position` for a bad position object;
 *   ParseError for a bad board string
 * @example
 * const { move, moveName, score, exact } = await searchReversi(game, { level: 6, seed: 1 });
 * if (move !== null && move !== 'pass') game.play(move);
 */
export function searchReversi(
  position: ReversiSearchInput,
  options: ReversiSearchOptions = {},
): Promise<ReversiSearchResult> {
  const started = now();
  let root: RootPosition;
  let plan: Plan;
  try {
    root = readRoot(position);
    plan = readPlan(options, started);
  } catch (error) {
    return Promise.reject(error);
  }
  const result = queue.then(() => searchNow(root, plan, started));
  queue = result.catch(() => undefined);
  return result;
}

/** A finished (or cut short) search, in internal units and move codes. */
interface Found {
  move: number; // move code, NO_MOVE when the game is over
  value: number; // score units, noise taken out
  depth: number; // plies of the deepest finished iteration
  exact: boolean; // searched to the end of the game
  bound: 'exact' | 'lower' | 'upper';
  // The line of play read from the table as the iteration ended, in move codes: an unfinished
  // iteration after it overwrites the entries it came from. Without one it is read at the end.
  line?: readonly number[];
}

async function searchNow(
  root: RootPosition,
  plan: Plan,
  started: number,
): Promise<ReversiSearchResult> {
  const keep = plan.keepTable && plan.level === lastLevel;
  ttNewSearch(keep);
  // The compiled solver's table as well: without `keepTable` a search depends on its own
  // position and options alone, as its nodes and its choice between equal moves show.
  if (!keep) WASM?.clearTable();
  lastLevel = plan.level;
  STATS[0] = 0;
  STATS[1] = 0;
  const empties =
    64 - bitboard.popcount(root.pLo | root.oLo) - bitboard.popcount(root.pHi | root.oHi);
  const moves = legalMoves(root);
  const count = bitboard.popcount(moves.lo) + bitboard.popcount(moves.hi);
  setNoise(moves, plan);
  // A forced move needs a score, not a long think.
  const deadline =
    count === 1 ? Math.min(plan.deadline, started + plan.timeMs / 10) : plan.deadline;
  let sliceEnd = now() + SLICE_MS;
  const limits = (): number => {
    if (plan.nodes < Infinity && STATS[0]! >= plan.nodes) return tree.STOPPED;
    if (plan.shouldStop?.() === true || plan.signal?.aborted === true) return tree.STOPPED;
    const time = now();
    if (time >= deadline) return tree.STOPPED;
    if (plan.signal !== undefined && time >= sliceEnd) return tree.PAUSED;
    return tree.DONE;
  };
  const finish = (found: Found, interrupted: boolean): ReversiSearchResult =>
    report(root, found, interrupted, started);

  let found = quickGuess(root, empties);
  if (found.move === NO_MOVE || plan.signal?.aborted === true || plan.shouldStop?.() === true) {
    return finish(found, found.move !== NO_MOVE);
  }
  const solve = plan.depth >= empties || (!plan.depthGiven && empties <= plan.exactFrom);
  const lastDepth = Math.min(plan.depth, empties - 1, solve ? warmUpDepth(empties) : 60);
  const iterations: number[] = [];
  for (let depth = 1; depth <= lastDepth; depth++) iterations.push(depth);
  // Without noise the exact solve is a run of null-window tests (below); with it, the scores are
  // no longer even disc counts, and one full-window search finds the best move.
  const tests = solve && plan.noise === 0;
  if (solve && !tests) iterations.push(60);
  // The iterations before a solve only order its moves and guess its score: ProbCut makes them
  // cheaper whatever the plan; the solve itself never cuts.
  setSelectivity(solve ? WARM_UP_SELECTIVITY : plan.selectivity);

  const runTree = async (): Promise<number> => {
    let status = tree.run();
    while (status === tree.PAUSED) {
      await yieldToEventLoop();
      sliceEnd = now() + SLICE_MS;
      status = tree.run();
    }
    return status;
  };

  for (const depth of iterations) {
    const exact = depth >= empties;
    writeRoot(root);
    tree.startTree(
      depth,
      exact ? -64 * SCALE : -INF,
      exact ? 64 * SCALE : INF,
      limits,
      plan.noise > 0,
    );
    const status = await runTree();
    if (status === tree.STOPPED) return finish(partial(found, exact), true);
    const best = tree.rootBest();
    found = {
      move: best.move,
      value: tree.rootScore() - noiseOf(best.move),
      depth: exact ? empties : depth,
      exact,
      bound: 'exact',
      line: principalVariation(root, best.move, Math.max(1, exact ? empties : depth), exact),
    };
    if (tests || depth < iterations.at(-1)!) plan.onIteration?.(finish(found, false));
    // An iteration takes several times the one before: one that would end past the deadline
    // only wastes the time, unless an exact solve is due.
    if (!solve && now() - started > (deadline - started) * 0.45) break;
  }
  if (!tests) return finish(found, false);

  // The exact score by null-window tests "is it at least t?", t even since exact scores are,
  // starting from the estimate and stepping up or down (MTD(f)). On FFO #45 a wide window cost
  // 500M nodes in one re-search of the second root move; the tests solve it in 530M in all. The
  // table carries what each test proved into the next.
  let low = -64; // proven: the score is at least `low`...
  let high = 64; // ...and at most `high`, in discs
  let lowMove = NO_MOVE; // a move worth at least `low`, once a test has shown one
  const budgeted = plan.nodes < Infinity || plan.deadline < Infinity;
  // The first test is at the estimate, rounded to an even score, when only the solve's whole work
  // counts: one step below it, where a test more likely holds (a cheap proof: one good move), took
  // 5% more nodes on FFO #40-#49 and 4% more on the 100 held-out solves of `ai-othello-solve
  // --full`, the tests that hold on the way up costing more than the one they spare. With a budget
  // it is one step below, so that a solve cut short has most likely proven something: a test that
  // fails must refute every move (FFO #40, +38, estimated at 40: from a first test at 40, 12M
  // nodes proved nothing; from one at 38, 2M solve it).
  let t = 2 * Math.round(found.value / SCALE / 2) - (budgeted ? 2 : 0);
  // Far from a draw, whether it is a win or a loss is cheap to prove and worth most to a solve
  // that a budget may cut short (a hint): the first test is then whether the side the estimate
  // favours wins, at 2 (a win is at least 2: exact scores are even) or at 0. Not without a budget:
  // its lines stay in the table where the principal variation is read (FFO #1 then reads a line
  // that ends 36 instead of 18).
  let sideFirst = budgeted && Math.abs(t) >= SIDE_FIRST_FROM;
  // Near a wipe-out each test is about as dear as the solve (FFO #59: 58, 60, 62 and 64 took
  // 465M nodes, a full window 216M): the first search from the estimate is then a window from it
  // to the end of the scale, which comes back exact when the estimate was low enough (#59: 274M).
  let wide = Math.abs(t) >= WIDE_FROM;
  while (low < high || lowMove === NO_MOVE) {
    const side = t > 0 ? 2 : 0;
    const test = sideFirst
      ? side
      : Math.max(low + (lowMove === NO_MOVE ? 0 : 2), Math.min(high, t));
    const window = wide && !sideFirst;
    writeRoot(root);
    if (window && test > 0) tree.startTree(60, test * SCALE - 1, 64 * SCALE, limits, false);
    else if (window) tree.startTree(60, -64 * SCALE - 1, test * SCALE, limits, false);
    else tree.startTree(60, test * SCALE - 1, test * SCALE, limits, false);
    const status = await runTree();
    if (status === tree.STOPPED) return finish(provenSoFar(found, low, high, lowMove), true);
    const value = tree.rootScore() / SCALE;
    if (window && (test > 0 ? value >= test : value < test)) {
      // Inside the window: the exact score.
      low = value;
      high = value;
      lowMove = tree.rootBest().move;
    } else if (value >= test) {
      low = value;
      lowMove = tree.rootBest().move;
      if (!sideFirst) t = low + 2;
    } else {
      high = value;
      if (!sideFirst) t = high;
    }
    if (sideFirst) sideFirst = false;
    else wide = false;
  }
  return finish(
    { move: lowMove, value: low * SCALE, depth: empties, exact: true, bound: 'exact' },
    false,
  );
}

/** How far from a draw (discs) the estimate must be for the first search of a solve to be wide. */
const WIDE_FROM = 48;

/** How far from a draw (discs) the estimate must be for a solve to prove the winner first. */
const SIDE_FIRST_FROM = 8;

/** What the tests of an exact solve cut short have proven, beyond the estimate `last`. */
function provenSoFar(last: Found, low: number, high: number, lowMove: number): Found {
  if (lowMove !== NO_MOVE && low > 0) {
    return { move: lowMove, value: low * SCALE, depth: last.depth, exact: true, bound: 'lower' };
  }
  if (high < 0) {
    return { move: last.move, value: high * SCALE, depth: last.depth, exact: true, bound: 'upper' };
  }
  return last;
}

/** What an iteration cut short adds to the last finished one. */
function partial(last: Found, exact: boolean): Found {
  const best = tree.rootBest();
  if (best.move === NO_MOVE || best.searched === 0) return last;
  // The root's searched moves are done: the best of them is worth at least its score.
  const value = best.score - noiseOf(best.move);
  const proven: Found = { move: best.move, value, depth: last.depth, exact, bound: 'lower' };
  // A move the unfinished iteration found better than the last best one is the better guess.
  if (best.move !== last.move) return proven;
  // The same move: a proven win says more than an estimate, anything else says less.
  return exact && value > 0 ? proven : last;
}

/** Depth-limited iterations before an exact solve: enough to order the moves near the root. */
function warmUpDepth(empties: number): number {
  const most = Math.min(WARM_UP_DEEPEST, Math.max(WARM_UP_DEPTH, 2 * ((empties - 8) >> 1)));
  return Math.max(0, Math.min(most, 2 * (empties - 12), empties - 5));
}

// The warm-up before a solve: twice as many plies as empty squares past 12, up to 5 short of the
// end and at most `WARM_UP_DEPTH`; from 24 empty squares on, up to 8 short of the end (even) and
// at most `WARM_UP_DEEPEST`; with ProbCut at this margin (standard deviations). The deep
// iterations' ProbCut searches cost time that the node counts do not show. With the search's
// WebAssembly, on the 100 held-out solves of `ai-othello-solve --full` (20-24 empty squares), at
// most 14 plies took 0.72 of the time of 18 (about 225 s against 312 s, 3.9G nodes against 3.7G),
// and FFO #40-#49 62 s against 78 s; but FFO #54 (28 empty squares) 435 s against 248 s, and #59
// (34) 44 s against 5 s: the largest solves still pay for 18.
const WARM_UP_DEPTH = 14;
const WARM_UP_DEEPEST = 18;
const WARM_UP_SELECTIVITY = 1.5;

/** The move a search stopped before its first iteration returns: the best by evaluation alone. */
function quickGuess(root: RootPosition, empties: number): Found {
  writeRoot(root);
  tree.startTree(Math.min(1, empties), -INF, INF, () => tree.DONE, false);
  tree.run();
  const best = tree.rootBest();
  return {
    move: best.move,
    value: tree.rootScore() - noiseOf(best.move),
    depth: best.move === NO_MOVE ? empties : 0,
    exact: best.move === NO_MOVE,
    bound: 'exact',
  };
}

function writeRoot(root: RootPosition): void {
  BOARDS[0] = root.pLo;
  BOARDS[1] = root.pHi;
  BOARDS[2] = root.oLo;
  BOARDS[3] = root.oHi;
  loadView(0);
}

/** Draws each legal move's noise: a triangular spread of half-width `plan.noise` discs. */
function setNoise(moves: { lo: number; hi: number }, plan: Plan): void {
  tree.ROOT_NOISE.fill(0);
  if (plan.noise <= 0) return;
  const random = seededRandom(plan.seed);
  for (let square = 0; square < 64; square++) {
    const half = square < 32 ? moves.lo : moves.hi;
    if (((half >>> (square & 31)) & 1) === 0) continue;
    tree.ROOT_NOISE[square] = Math.round(plan.noise * SCALE * (random() + random() - 1));
  }
}

function noiseOf(move: number): number {
  return move === NO_MOVE ? 0 : tree.ROOT_NOISE[move]!;
}

function report(
  root: RootPosition,
  found: Found,
  interrupted: boolean,
  started: number,
): ReversiSearchResult {
  const move = found.move === NO_MOVE ? null : moveName(found.move);
  const line =
    found.move === NO_MOVE
      ? []
      : (
          found.line ?? principalVariation(root, found.move, Math.max(1, found.depth), found.exact)
        ).map(moveName);
  const pv = Object.freeze(line);
  return Object.freeze({
    move,
    moveName: move, // already the move's name: a square or 'pass'
    // `+ 0`: a negated zero from the search must not reach callers as -0.
    score: found.value / SCALE + 0,
    pv,
    pvNames: pv,
    depth: found.depth,
    nodes: STATS[0]!,
    timeMs: now() - started,
    exact: found.exact,
    bound: found.bound,
    interrupted,
  });
}
