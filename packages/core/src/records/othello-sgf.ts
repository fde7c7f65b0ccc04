// Othello in SGF (GM[2]). FF[4] defines no property of its own for this game, so the conventions
// are those of the programs that write it, Edax (game_save_sgf), Cassio and others:
// - squares are named as Othello players name them, `f5`, the row counted from the top, in the
//   moves (`B[f5]`) and in the setup (`AB[e4][d5]AW[d4][e5]PL[B]`, written even for the standard
//   start); Go's two letters (`fe`, row `e` the fifth from the top) mean the same square and are
//   read too;
// - a pass is `PA` (Edax), or Go's empty value or `tt`; a file may leave passes out, the colour of
//   the next move saying who passed;
// - SZ is 8 when given, RE the result as FF[4] has it (`B+12`, `W+R`, `B+T`, `0`, `Void`).
// Edax puts the first move in the root node, and a pass or a move in any node is read.

import { Reversi } from '../reversi/reversi.ts';
import { locate } from '../reversi/squares.ts';
import type { Stone } from '../types.ts';
import { concedeRecorded, OthelloReplay, opponentOf, Refusal } from './othello-replay.ts';
import type {
  SgfNode,
  SgfNodeInput,
  SgfProperty,
  SgfPropertyInput,
  SgfTree,
  SgfTreeInput,
} from './sgf.ts';
import { sgfMainLine, sgfProperty } from './sgf.ts';
import {
  commentsByMove,
  parseSgfResult,
  readSgfComments,
  readSgfGameInfo,
  sgfGameInfoProperties,
} from './sgf-info.ts';
import {
  refuseLaterSetup,
  type SgfReading,
  sgfFail,
  sgfMoveOf,
  sgfSetupCells,
} from './sgf-reading.ts';
import type { RecordInfo, ReversiRecord } from './types.ts';

const COLUMNS = 'abcdefgh';

/**
 * A square of a move or setup value: a name such as `f5` (any case) or Go's two letters such as
 * `fe`; -1 when it is neither.
 */
function readSquare(value: string): number {
  const text = value.trim().toLowerCase();
  if (text.length !== 2) return -1;
  const named = locate(text);
  if (named >= 0) return named;
  const x = COLUMNS.indexOf(text[0]!);
  const y = COLUMNS.indexOf(text[1]!);
  return x < 0 || y < 0 ? -1 : y * 8 + x;
}

/** Whether a move's value is a pass: `PA` (Edax), `pass`, or Go's empty value and `tt`. */
function isPass(value: string): boolean {
  const text = value.trim().toLowerCase();
  return text === '' || text === 'pa' || text === 'pass' || text === 'ps' || text === 'tt';
}

/**
 * Reads one Othello game tree (GM[2]) of a parsed SGF collection: its main line replayed
 * through the engine from the setup (AB, AW, PL; the standard start without them), passes
 * written or left out, a result by resignation or on time (`W+R`, `B+T`) applied.
 *
 * @param game - the tree's index in a collection of several, named in errors
 * @throws RecordError with the line, column and (for a refused move) `ply` of the first
 *   property that does not fit: a board other than 8x8, a square off the board, a move of the
 *   side not to move, setup after the root, two moves in a node, an illegal move
 */
export function readOthelloSgfTree(tree: SgfTree, text: string, game?: number): ReversiRecord {
  const reading: SgfReading = { text, game };
  const nodes = sgfMainLine(tree);
  const root = nodes[0]!;
  checkSize(root, reading);
  const engine = startGame(root, reading);
  const replay = new OthelloReplay(engine);
  const entriesAt: number[] = [];
  nodes.forEach((node, index) => {
    if (index > 0) refuseLaterSetup(node, reading, 'an Othello record adds discs only by moves');
    playNode(replay, node, reading);
    entriesAt.push(replay.entries);
  });
  const info = readSgfGameInfo(root);
  applyResult(engine, info.result);
  return {
    ...info,
    format: 'sgf',
    game: 'reversi',
    engine,
    comments: readSgfComments(nodes, (index) => entriesAt[index]!),
  };
}

function checkSize(root: SgfNode, reading: SgfReading): void {
  const property = sgfProperty(root, 'SZ');
  if (property === undefined) return;
  const value = property.values[0]!.trim();
  if (value === '8' || value === '8:8') return;
  throw sgfFail(reading, property.offset, (where) => {
    return `SZ[${value.slice(0, 10)}] at ${where} is not an Othello board: only 8x8 is supported`;
  });
}

/** The game at the root's setup, or at the standard start when it has none. */
function startGame(root: SgfNode, reading: SgfReading): Reversi {
  const black = sgfProperty(root, 'AB');
  const white = sgfProperty(root, 'AW');
  const toPlay = sgfProperty(root, 'PL');
  const turn = toPlay?.values[0]?.trim().toUpperCase();
  const toMove: Stone = turn === 'W' || turn === '2' ? 'white' : 'black';
  if (black === undefined && white === undefined) {
    return toMove === 'black' ? new Reversi() : Reversi.fromPosition(STANDARD, { toMove });
  }
  const cells = Array<string>(64).fill('-');
  for (const [property, disc] of [
    [black, 'X'],
    [white, 'O'],
  ] as const) {
    if (property === undefined) continue;
    for (const index of setupSquares(property, reading)) cells[index] = disc;
  }
  return Reversi.fromPosition(cells.join(''), { toMove });
}

const STANDARD = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`;

/** The squares of a setup property, Go's compressed rectangles (`aa:cc`) included. */
function setupSquares(property: SgfProperty, reading: SgfReading): number[] {
  const at = (value: string) => {
    const square = readSquare(value);
    return square < 0 ? null : { x: square & 7, y: square >> 3 };
  };
  return sgfSetupCells(property, at, reading, 'a square of the 8x8 board').map(
    ({ x, y }) => y * 8 + x,
  );
}

/** Plays the node's move, if it has one, checking its colour. */
function playNode(replay: OthelloReplay, node: SgfNode, reading: SgfReading): void {
  const found = sgfMoveOf(node, reading);
  if (found === null) return;
  const { property: move, stone } = found;
  const ply = replay.entries + 1;
  const value = move.values[0]!;
  const pass = isPass(value);
  const square = pass ? -1 : readSquare(value);
  const shown = value.trim().slice(0, 10);
  if (!pass && square < 0) {
    throw sgfFail(
      reading,
      move.offset,
      (where) => `Move ${ply} ${move.id}[${shown}] at ${where} is not a square of the 8x8 board`,
      { ply },
    );
  }
  try {
    replay.step(pass ? 'pass' : square, stone);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    throw sgfFail(
      reading,
      move.offset,
      (where) => `Move ${ply} ${move.id}[${shown}] at ${where} is illegal: ${error.message}`,
      { ply, cause: error.cause },
    );
  }
}

/** Ends a game still in play as RE says, when it says resignation or time. */
function applyResult(engine: Reversi, result: string | undefined): void {
  if (result === undefined) return;
  const stated = parseSgfResult(result);
  if (stated === null || stated.winner === null) return;
  if (stated.how !== 'resignation' && stated.how !== 'time') return;
  concedeRecorded(engine, opponentOf(stated.winner), stated.how);
}

/**
 * RE for a game over, in FF[4]'s words: the winner and black's final count difference (`B+12`,
 * `W+2`, empty squares to the winner, as Edax writes it), `0` for a draw, `B+R` and `W+T` for a
 * game won by resignation or on time; undefined for a game in play.
 */
export function othelloSgfResult(game: Reversi): string | undefined {
  const status = game.status;
  if (status.kind === 'draw') return '0';
  if (status.kind !== 'won') return undefined;
  const side = status.winner === 'black' ? 'B' : 'W';
  if (status.reason === 'resignation') return `${side}+R`;
  if (status.reason === 'time') return `${side}+T`;
  const { black, white } = game.finalScore();
  return `${side}+${Math.abs(black - white)}`;
}

/** A square's name, as the moves and setup are written. */
function nameOf(index: number): string {
  return `${COLUMNS[index & 7]}${(index >> 3) + 1}`;
}

/**
 * The game as one SGF game tree: the root's game-info and setup (AB, AW, PL, written for the
 * standard start too, as Othello programs do), then one node per entry of the history, a pass
 * as `PA`, with `info`'s comments on their moves.
 */
export function othelloSgfTree(game: Reversi, info: RecordInfo = {}): SgfTreeInput {
  const result = othelloSgfResult(game) ?? info.result;
  const root: SgfPropertyInput[] = [
    { id: 'FF', values: ['4'] },
    { id: 'GM', values: ['2'] },
    { id: 'CA', values: ['UTF-8'] },
    { id: 'AP', values: ['Stonekit'] },
    { id: 'SZ', values: ['8'] },
    ...sgfGameInfoProperties(info, result),
  ];
  const start = game.toJSON().start ?? `${STANDARD} X`;
  const black: string[] = [];
  const white: string[] = [];
  for (let index = 0; index < 64; index++) {
    if (start[index] === 'X') black.push(nameOf(index));
    else if (start[index] === 'O') white.push(nameOf(index));
  }
  if (black.length > 0) root.push({ id: 'AB', values: black });
  if (white.length > 0) root.push({ id: 'AW', values: white });
  root.push({ id: 'PL', values: [start.endsWith('O') ? 'W' : 'B'] });
  const moves = game.moves;
  const comments = commentsByMove(info, moves.length);
  const withComment = (properties: SgfPropertyInput[], move: number): SgfNodeInput => {
    const comment = comments.get(move);
    if (comment !== undefined) properties.push({ id: 'C', values: [comment] });
    return { properties };
  };
  const nodes: SgfNodeInput[] = [withComment(root, 0)];
  for (const move of moves) {
    const id = move.stone === 'black' ? 'B' : 'W';
    nodes.push(withComment([{ id, values: [move.square ?? 'PA'] }], move.number));
  }
  return { nodes };
}
