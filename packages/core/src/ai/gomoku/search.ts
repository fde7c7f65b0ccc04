/**
 * `searchGomoku`: the best move for the side to move. In order: take a five; block a four;
 * play a VCF, then a VCT, if there is one; keep only the moves that stop the opponent's VCF, if
 * it has one; then iterative deepening of the tree search over the moves left (deepen.ts).
 * Searches in one thread take turns, as they share the transposition table.
 */

import type { Point } from '../../gomoku/types.ts';
import { readSearchOptions } from '../options.ts';
import { seededRandom } from '../random.ts';
import { type Basis, deepen, settle, settleLine } from './deepen.ts';
import { GOMOKU_WIN } from './evaluate.ts';
import { loadEngine, pointOf, stateOf } from './input.ts';
import { type GomokuLevelSettings, gomokuLevelSettings } from './levels.ts';
import { ROOT_MOVES } from './movegen.ts';
import { ProofTable } from './proofs.ts';
import {
  dropDefences,
  forcedBlocks,
  opponentThreatensThree,
  ownFives,
  type RootContext,
  rootMoves,
  solveInSlices,
  stopVcf,
  WIN,
} from './root.ts';
import { Tree } from './tree.ts';
import { ttNewSearch } from './tt.ts';
import type { GomokuPosition, GomokuSearchOptions, GomokuSearchResult } from './types.ts';
import { VcfSolver } from './vcf.ts';
import { VctSolver } from './vct.ts';

/** How often, in milliseconds, a search given a signal yields to the event loop. */
const YIELD_MS = 8;

// Moves searched per node, by depth left: wider further from the leaves.
const WIDTHS = Int32Array.of(0, 10, 12, 14, 16, 18, 20);

let queue: Promise<unknown> = Promise.resolve();

// The solvers' proof tables, made once and emptied for each search: searches take turns.
let vcfProofs: ProofTable | null = null;
let vctProofs: ProofTable | null = null;
// The rule, board size and level of the last search, whose table `keepTable` may go on from.
let lastKind = '';

/**
 * Searches the position for the side to move and resolves to the best move found, with its
 * score (`GOMOKU_WIN - n` for a win in `n` plies), expected line, depth and node count. The move
 * is always legal, and never a forbidden point of Renju black; it is null only when the game is
 * over. Levels 1-6 play worse in a human way, with seeded noise: the same position, options and
 * seed give the same move whenever depth or nodes, not time, end the search.
 *
 * @param position - a `Gomoku` or a `GomokuState`
 * @param options - `level` (1-10), `depth`, `timeMs`, `nodes`, `signal`, `shouldStop`, `seed`,
 *   `onIteration` and `keepTable` (see `SearchOptions`)
 * @defaultValue options: level 10, seed 0, the level's depth and time
 * @throws OptionError (as a rejection) naming a bad option (`level`, `depth`, `timeMs`,
 *   `nodes`, `seed`, `signal`, `shouldStop`, `onIteration`, `keepTable`), or `position` when it
 *   is no game
 * @example
 * const { move, moveName } = await searchGomoku(game, { level: 5, seed: 1 });
 * if (move) game.play(move); // moveName: 'h8'
 */
export async function searchGomoku(
  position: GomokuPosition,
  options: GomokuSearchOptions = {},
): Promise<GomokuSearchResult> {
  // Rejects now rather than after the searches queued.
  const checked = readSearchOptions<Point>(options);
  stateOf(position);
  const run = queue.then(() => searchNow(position, checked));
  queue = run.catch(() => undefined);
  return run;
}

async function searchNow(
  position: GomokuPosition,
  options: GomokuSearchOptions,
): Promise<GomokuSearchResult> {
  const started = Date.now();
  const state = stateOf(position);
  const level = options.level ?? 10;
  const settings = gomokuLevelSettings(level);
  const timeMs = Math.max(1, options.timeMs ?? settings.timeMs);
  const deadline = started + timeMs;
  const nodeLimit = options.nodes ?? Number.POSITIVE_INFINITY;
  const random = seededRandom(options.seed ?? 0);
  const { signal, shouldStop } = options;

  const engine = loadEngine(state);
  const tree = new Tree(engine, WIDTHS);
  vcfProofs ??= new ProofTable(18);
  vctProofs ??= new ProofTable(17);
  vcfProofs.clear();
  vctProofs.clear();
  const vcf = new VcfSolver(engine, vcfProofs);
  const vct = new VctSolver(engine, vcf, vctProofs);
  let interrupted = false;
  const basis: Basis = {
    started,
    spent: () => tree.nodes + vcf.nodes + vct.nodes,
    interrupted: () => interrupted,
  };
  const aborted = (): boolean => {
    interrupted ||= signal?.aborted === true || shouldStop?.() === true;
    return interrupted;
  };
  const stopped = (): boolean => {
    interrupted ||= aborted() || Date.now() >= deadline || basis.spent() >= nodeLimit;
    return interrupted;
  };
  let lastYield = Date.now();
  const pause = async (): Promise<void> => {
    if (signal === undefined || Date.now() - lastYield < YIELD_MS) return;
    await yieldToEventLoop();
    lastYield = Date.now();
  };
  tree.stop = stopped;
  // The beginner levels search every move they list to their depth, as they were set up to; the
  // levels that play their best reduce the late quiet ones, skip them at the frontier, and take
  // a position far above what the search needs as good enough, and look further down a line
  // where only one move holds.
  tree.selective = level >= 7;
  tree.extending = level >= 7;
  tree.horizonFours = level >= 7;
  const context: RootContext = { engine, tree, stopped, pause };

  if (state.status.kind !== 'playing') return settle(basis, { move: null, score: 0, exact: true });
  // On an empty board there is nothing to read: the centre is as good as any point.
  if (engine.stones === 0) {
    const centre = engine.padded((engine.size >> 1) * (engine.size + 1));
    return settle(basis, { move: pointOf(engine, centre), score: 0 });
  }
  const moves = new Int32Array(engine.interior.length + ROOT_MOVES);
  if (ownFives(engine, moves) > 0) {
    const five = pointOf(engine, moves[0]!);
    return settle(basis, { move: five, score: GOMOKU_WIN - 1, pv: [five], exact: true });
  }
  // A kept table holds what searches of another rule, board or level found: of no use here.
  const kind = `${state.rule} ${state.size} ${level}`;
  ttNewSearch(options.keepTable === true && kind === lastKind);
  lastKind = kind;
  let count = forcedBlocks(engine, moves);
  if (count === 0) {
    // Nothing stops the opponent's five: every move loses alike.
    rootMoves(context, moves);
    const move = pointOf(engine, moves[0]!);
    return settle(basis, { move, score: -(GOMOKU_WIN - 2), exact: true });
  }
  // Level 1 now and then overlooks a four, and plays on as if it were not there.
  const forced = count > 0 && random() >= settings.missFour;
  let slipped = count > 0 && !forced;
  if (!forced) {
    const threats = await readThreats(context, settings, vcf, vct, moves, timeMs, count > 0);
    if (typeof threats !== 'number') return settleLine(basis, engine, threats.line, threats.length);
    count = threats;
    // Levels 1-2 now and then overlook an open three, and play on as if it were not there.
    if (opponentThreatensThree(engine) && random() < settings.missThree) {
      count = dropDefences(engine, moves, rootMoves(context, moves, true));
      slipped = true;
    }
  }
  // A slip stands: the root's list is not made whole when each of its moves loses.
  if (slipped) tree.context.cut[0] = 0;
  for (let i = 0; i < count; i++) {
    tree.noise[moves[i]!] = Math.round((random() * 2 - 1) * settings.noise);
  }
  const maxDepth = Math.max(1, Math.min(options.depth ?? settings.depth, 60));
  return deepen({
    ...basis,
    engine,
    tree,
    moves,
    count,
    // A single forced block needs no long look to be played.
    maxDepth: forced && count === 1 ? Math.min(maxDepth, 4) : maxDepth,
    timeMs,
    fullTime: level === 10,
    stopped,
    aborted,
    options,
    pause,
  });
}

/**
 * The threat searches of the root: the side to move's VCF and VCT (a winning line, if found),
 * else the root moves in `moves`, cut down to those that stop the opponent's VCF when it has
 * one (their count). `overlooking` drops the blocks of the opponent's four (level 1's slip).
 */
async function readThreats(
  context: RootContext,
  settings: GomokuLevelSettings,
  vcf: VcfSolver,
  vct: VctSolver,
  moves: Int32Array,
  timeMs: number,
  overlooking: boolean,
): Promise<number | { line: Int32Array; length: number }> {
  const { engine, stopped } = context;
  const started = Date.now();
  const nodes = Math.max(20000, timeMs * 40);
  const { vcfDepth, vctDepth } = settings;
  if (vcfDepth > 0 && !overlooking) {
    const found = await solveInSlices(vcf, vcfDepth, nodes, started + timeMs * 0.15, context);
    if (found === WIN) {
      // A VCT may win in fewer moves than the shortest VCF. The VCT solver runs the VCF solver
      // for the defender, so the line is copied first.
      const line = vcf.line.slice(0, vcf.length);
      const fewer = Math.min(vctDepth, vcf.depth - 1);
      const deadline = started + timeMs * 0.5;
      if (fewer > 0 && (await solveInSlices(vct, fewer, nodes, deadline, context)) === WIN) {
        return { line: vct.line, length: vct.length };
      }
      return { line, length: line.length };
    }
  }
  let count = rootMoves(context, moves);
  if (overlooking) return dropDefences(engine, moves, count);
  if (vcfDepth > 0 && !stopped()) {
    engine.pass();
    // Whether the opponent has a VCF is all that counts here, not how short it is.
    const by = started + timeMs * 0.25;
    const theirs = await solveInSlices(vcf, vcfDepth, nodes, by, context, false);
    engine.pass();
    if (theirs === WIN) {
      // Every candidate, not the best few by the ordering: the point that stops a VCF may be
      // one the ordering thinks little of (it takes a square the line needs later).
      const all = rootMoves(context, moves, false, moves.length);
      const perMove = Math.max(2000, nodes >> 3);
      const deadline = started + timeMs * 0.4;
      const left = await stopVcf(vcf, moves, all, vcfDepth, perMove, deadline, context);
      // Those left are all that may hold; when none is, every move loses, as proven.
      count = left || Math.min(all, ROOT_MOVES);
      context.tree.context.cut[0] = 0;
    }
  }
  if (vctDepth > 0 && !stopped()) {
    const found = await solveInSlices(vct, vctDepth, nodes, started + timeMs * 0.5, context);
    if (found === WIN) return { line: vct.line, length: vct.length };
  }
  return count;
}

/** Lets timers and messages run: a macrotask where there are timers, else a microtask. */
function yieldToEventLoop(): Promise<void> {
  const timers = globalThis as unknown as { setTimeout?: (run: () => void, ms: number) => unknown };
  return new Promise((resolve) => {
    if (timers.setTimeout === undefined) Promise.resolve().then(resolve);
    else timers.setTimeout(resolve, 0);
  });
}
