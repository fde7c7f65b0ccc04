/**
 * The moves the tree search tries, best first. Candidates are the empty points within two cells
 * of a stone. When the opponent has an open three (a point that would give it a straight four),
 * only the moves that meet it are kept: the points where the opponent would make a four (which
 * include every block of the three) and the side to move's own fours, which answer it by force.
 * Otherwise the best `limit` points by attack plus defence score are kept, after the move from
 * the transposition table and the killer moves; `context.cut` says when that left some out, so
 * that a node all of whose listed moves lose can list the rest before it calls itself lost.
 * Where the engine's updates are compiled, the lists are kept in their memory and made there
 * (`generate` in `assembly/gomoku-board.ts`), the same moves in the same order.
 */
import { CLASSES, FIVE, FLEX4, FORBID, FOUR, MAYBE, pointTables } from './combine.ts';
import { EMPTY, type Engine } from './engine.ts';
import type { BoardExports } from './wasm.ts';

/** Most moves the root lists at first (a node lists fewer, by its depth: `Tree.widths`). */
export const ROOT_MOVES = 40;

const NORMAL_CLASSES = pointTables(false).classes;

/** Sort-key bonus of the transposition-table move: above any score. */
const TT_BONUS = 1 << 28;
/** Sort-key bonus of the killer moves. */
const KILLER_BONUS = 1 << 20;

/** What a generation needs besides the board. */
export interface MoveContext {
  readonly stride: number; // room for a list per ply: every point of the board
  readonly moves: Int32Array; // move lists, `stride` per ply
  readonly keys: Int32Array; // sort keys, parallel to `moves`
  readonly cut: Uint8Array; // per ply, 1 when the list left out a candidate for `limit`
  readonly killers: Int32Array; // two killer moves per ply
  readonly history: Int32Array; // history score per padded index
  // The engine's compiled updates when these arrays are views of their memory, where its
  // `generate` lists the moves; else null, and the JavaScript loop below does.
  readonly compiled: BoardExports | null;
}

/**
 * A move context for `engine`'s board, with lists for `plies` plies: in the memory of its
 * compiled updates where it has them (the first context made for it), else in JavaScript.
 */
export function moveContext(engine: Engine, plies: number): MoveContext {
  const stride = engine.interior.length;
  const board = engine.takeCompiledLists(plies);
  if (board === null) {
    return {
      stride,
      moves: new Int32Array(plies * stride),
      keys: new Int32Array(plies * stride),
      cut: new Uint8Array(plies),
      killers: new Int32Array(plies * 2).fill(-1),
      history: new Int32Array(engine.cells.length),
      compiled: null,
    };
  }
  const { buffer } = board.memory;
  return {
    stride,
    moves: new Int32Array(buffer, board.MOVES.value, plies * stride),
    keys: new Int32Array(buffer, board.SORT_KEYS.value, plies * stride),
    cut: new Uint8Array(buffer, board.CUT.value, plies),
    killers: new Int32Array(buffer, board.KILLERS.value, plies * 2).fill(-1),
    history: new Int32Array(buffer, board.HISTORY.value, engine.cells.length),
    compiled: board,
  };
}

/**
 * Lists the moves of the side to move for `ply` in `context.moves`, best first, at most `limit`
 * (all of them when defending an open three); returns how many. `ttMove` (or -1) goes first.
 * Renju black's forbidden points are never listed. `blind` lists moves as if the opponent had
 * no open three (for a weak level that overlooks it).
 */
export function generateMoves(
  engine: Engine,
  context: MoveContext,
  ply: number,
  limit: number,
  ttMove: number,
  blind = false,
): number {
  const side = engine.turn - 1;
  const forbidding = side === 0 && engine.judge !== null;
  const defending = !blind && engine.counts[(1 - side) * CLASSES + FLEX4]! > 0;
  const cap = defending ? context.stride : Math.min(limit, context.stride);
  const { compiled } = context;
  if (compiled !== null) return compiled.generate(ply, cap, ttMove, side, forbidding, defending);
  return listMoves(engine, context, ply, cap, ttMove, side, forbidding, defending);
}

/** `generateMoves` in JavaScript, as `generate` of `assembly/gomoku-board.ts` does it. */
function listMoves(
  engine: Engine,
  context: MoveContext,
  ply: number,
  cap: number,
  ttMove: number,
  side: number,
  forbidding: boolean,
  defending: boolean,
): number {
  const { interior, cells, near, words } = engine;
  const { keys, killers, history, stride } = context;
  const other = 1 - side;
  const ownClasses = engine.classes[side]!;
  const otherClasses = engine.classes[other]!;
  const ownScores = engine.priorities[side]!;
  const otherScores = engine.priorities[other]!;
  const base = ply * stride;
  context.cut[ply] = 0;
  const killer1 = killers[ply * 2]!;
  const killer2 = killers[ply * 2 + 1]!;
  let count = 0;
  for (let i = 0; i < interior.length; i++) {
    const at = interior[i]!;
    if (near[at] === 0 || cells[at] !== EMPTY) continue;
    const own = words[at * 2 + side]!;
    const theirs = words[at * 2 + other]!;
    let kind = ownClasses[own]!;
    if (forbidding && (kind === FORBID || kind === MAYBE)) {
      if (kind === FORBID || engine.forbidden(at)) continue;
      kind = NORMAL_CLASSES[own]!;
    }
    if (defending) {
      // Every point where the opponent's stone would make a four blocks its three, those
      // forbidden to Renju black (FORBID, MAYBE) too: black may not play there, but white may,
      // and it may be white's only good block.
      const blocksThree = otherClasses[theirs]! >= FOUR;
      if (!blocksThree && !(kind >= FOUR && kind <= FIVE)) continue;
    }
    let key = ownScores[own]! + otherScores[theirs]! + (history[at]! >> 4);
    if (at === ttMove) key += TT_BONUS;
    else if (at === killer1 || at === killer2) key += KILLER_BONUS;
    // Keep the best `cap` in order: insert from the end, dropping the worst when full.
    if (count === cap) {
      context.cut[ply] = 1;
      if (key <= keys[base + cap - 1]!) continue;
      count--;
    }
    insertMove(context, base, count++, at, key);
  }
  return count;
}

/**
 * Puts the move `at` with the sort key `key` into the list of `count` moves at `base` of
 * `context`'s lists, which stays best first.
 */
export function insertMove(
  context: MoveContext,
  base: number,
  count: number,
  at: number,
  key: number,
): void {
  const { moves, keys } = context;
  let j = count;
  while (j > 0 && keys[base + j - 1]! < key) {
    keys[base + j] = keys[base + j - 1]!;
    moves[base + j] = moves[base + j - 1]!;
    j--;
  }
  keys[base + j] = key;
  moves[base + j] = at;
}
