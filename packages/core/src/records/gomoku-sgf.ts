// Gomoku and Renju in SGF (GM[4]). FF[4] defines no property of its own for this game, so the
// conventions are those of the programs that write it:
// - points are two letters, the column from `a` on the left and the row from `a` at the TOP, as in
//   Go (`hh` is the centre h8 of a 15x15 board, whose rows our names count from the bottom);
// - SZ gives the size (15 when absent), RU the rule in words (`Renju`, `Freestyle`, `Gomoku`,
//   `Standard`, `Caro`: any text naming Renju or one of its opening rules reads as Renju); without
//   RU, a game name (GN) naming Renju, as the Renju servers write, means Renju;
// - RE the result as FF[4] has it: `B+` (a win on the board), `W+F` (black's foul under Renju),
//   `B+R` (resignation), `B+T` (time), `0` (a draw);
// - setup stones in the root (AB, AW, PL) for a game that starts from a position.
// The tournament opening rule and its choices have no property anywhere, so we add two private
// ones, which other programs skip as FF[4] asks: SKO[rif] in the root names the opening rule, and
// SKA[choose:swap][declare:3][offer:jj,gg] on a node lists the opening's actions taken after its
// move (on the root, before the first move). A file without SKO is read under the free opening.

import { IllegalMoveError, OptionError } from '../errors.ts';
import { Gomoku } from '../gomoku/game.ts';
import { isOpeningRuleName } from '../gomoku/opening/rules.ts';
import type {
  ForbiddenMoves,
  GomokuRuleName,
  GomokuStatus,
  OpeningAction,
  OpeningChoice,
  OpeningRuleName,
  Point,
} from '../gomoku/types.ts';
import type { Stone } from '../types.ts';
import { readLosingFouls, ruleFromWords } from './gomoku-replay.ts';
import {
  type SgfNode,
  type SgfNodeInput,
  type SgfProperty,
  type SgfPropertyInput,
  type SgfTree,
  type SgfTreeInput,
  sgfMainLine,
  sgfProperty,
} from './sgf.ts';
import {
  commentsByMove,
  parseSgfResult,
  readSgfComments,
  readSgfGameInfo,
  sgfGameInfoProperties,
  sgfSimpleValue,
} from './sgf-info.ts';
import {
  refuseLaterSetup,
  type SgfReading,
  sgfFail,
  sgfMoveOf,
  sgfSetupCells,
} from './sgf-reading.ts';
import type { GomokuRecord, RecordInfo } from './types.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The private property naming the opening rule, in the root. */
const OPENING_PROPERTY = 'SKO';
/** The private property listing the opening actions taken after a node's move. */
const ACTIONS_PROPERTY = 'SKA';

/** How RU names each rule when we write it. */
const RULE_WORDS: Record<GomokuRuleName, string> = {
  freestyle: 'Freestyle',
  standard: 'Standard',
  renju: 'Renju',
  caro: 'Caro',
};

/**
 * The rule of a root node: its RU, or when it has none, Renju if the game's name (GN) says so, as
 * the Renju servers' records do (`GN[PlayerA-PlayerB(B) : RIF rule]`).
 */
function readRule(root: SgfNode): GomokuRuleName {
  const stated = sgfSimpleValue(root, 'RU');
  if (stated !== undefined) return ruleFromWords(stated);
  return ruleFromWords(sgfSimpleValue(root, 'GN')) === 'renju' ? 'renju' : 'freestyle';
}

/** An SGF point such as `hh` on a board of `size`, as a point counted from the bottom. */
function readSgfPoint(value: string, size: number): Point | null {
  if (value.length !== 2) return null;
  const x = LETTERS.indexOf(value[0]!);
  const row = LETTERS.indexOf(value[1]!);
  if (x < 0 || row < 0 || x >= size || row >= size) return null;
  return { x, y: size - 1 - row };
}

/** A point counted from the bottom, as SGF's two letters counted from the top. */
function sgfPoint(point: Point, size: number): string {
  return `${LETTERS[point.x]}${LETTERS[size - 1 - point.y]}`;
}

/**
 * Reads one Gomoku game tree (GM[4]) of a parsed SGF collection: its main line replayed
 * through the engine, every move checked. A record of a Renju game in which black played a
 * forbidden point is read with `forbiddenMoves: 'lose'`, ending there as black's foul, as over
 * the board; any other game refuses forbidden moves, as `new Gomoku` does.
 *
 * @param game - the tree's index in a collection of several, named in errors
 * @throws RecordError with the line, column and (for a refused move) `ply` of the first
 *   property that does not fit: a size outside 5 to 26, a point off the board, a pass (Gomoku
 *   has none), a move of the wrong colour, setup stones after the root, an illegal move
 */
export function readGomokuSgfTree(tree: SgfTree, text: string, game?: number): GomokuRecord {
  const reading: SgfReading = { text, game };
  return readLosingFouls((forbiddenMoves) => replay(tree, reading, forbiddenMoves));
}

/** Replays the main line on a new game whose forbidden moves are refused or lose. */
function replay(tree: SgfTree, reading: SgfReading, forbiddenMoves: ForbiddenMoves): GomokuRecord {
  const nodes = sgfMainLine(tree);
  const root = nodes[0]!;
  const size = readSize(root, reading);
  const rule = readRule(root);
  const opening = readOpeningRule(root, reading);
  const game = startGame(root, reading, {
    size,
    rule,
    opening,
    forbiddenMoves: rule === 'renju' ? forbiddenMoves : 'refuse',
  });
  const movesAt: number[] = []; // the number of moves played up to each node
  nodes.forEach((node, index) => {
    if (index > 0) refuseLaterSetup(node, reading, 'a Gomoku record adds stones only by moves');
    playNode(game, node, reading);
    actNode(game, node, reading);
    movesAt.push(game.moveCount);
  });
  const info = readSgfGameInfo(root);
  applyResult(game, info.result);
  const comments = readSgfComments(nodes, (index) => movesAt[index]!);
  return {
    ...info,
    format: 'sgf',
    game: 'gomoku',
    engine: game,
    rule,
    size,
    opening,
    comments,
  };
}

function readSize(root: SgfNode, reading: SgfReading): number {
  const property = sgfProperty(root, 'SZ');
  if (property === undefined) return 15;
  const value = property.values[0]!.trim();
  // FF[4] writes a rectangular board as 'columns:rows'; a square one may be written so too.
  const [columns, rows = columns] = value.split(':');
  const size = Number(columns);
  if (!/^\d+$/.test(columns ?? '') || rows?.trim() !== columns || size < 5 || size > 26) {
    throw sgfFail(reading, property.offset, (where) => {
      return `SZ[${value.slice(0, 10)}] at ${where} is not a Gomoku board: expected a square size from 5 to 26`;
    });
  }
  return size;
}

function readOpeningRule(root: SgfNode, reading: SgfReading): OpeningRuleName {
  const property = sgfProperty(root, OPENING_PROPERTY);
  if (property === undefined) return 'free';
  const value = property.values[0]!.trim();
  if (!isOpeningRuleName(value)) {
    throw sgfFail(reading, property.offset, (where) => {
      return `${OPENING_PROPERTY}[${value.slice(0, 20)}] at ${where} is not an opening rule: expected free, centre, swap1, swap2, rif, yamaguchi or taraguchi-10`;
    });
  }
  return value;
}

/** A new game, set up from the root's AB, AW and PL when it has any. */
function startGame(
  root: SgfNode,
  reading: SgfReading,
  options: {
    size: number;
    rule: GomokuRuleName;
    opening: OpeningRuleName;
    forbiddenMoves: ForbiddenMoves;
  },
): Gomoku {
  const { size } = options;
  const black = sgfProperty(root, 'AB');
  const white = sgfProperty(root, 'AW');
  const toPlay = sgfProperty(root, 'PL');
  // PL alone sets up a position too: the empty board of a game set up from one, which
  // `Gomoku.fromPosition` tells from a new game.
  if (black === undefined && white === undefined && toPlay === undefined) {
    return newGame(options, root, reading);
  }
  const where = (black ?? white ?? toPlay)!;
  if (options.opening !== 'free') {
    throw sgfFail(reading, where.offset, (at) => {
      return `Setup stones at ${at} cannot start a game with the ${options.opening} opening`;
    });
  }
  const cells = Array<string>(size * size).fill('.');
  for (const [property, stone] of [
    [black, 'X'],
    [white, 'O'],
  ] as const) {
    if (property === undefined) continue;
    for (const point of setupPoints(property, size, reading)) {
      cells[(size - 1 - point.y) * size + point.x] = stone;
    }
  }
  const turn = toPlay?.values[0]?.trim().toUpperCase();
  const toMove = turn === 'B' ? 'black' : turn === 'W' ? 'white' : undefined;
  try {
    const { rule, forbiddenMoves } = options;
    return Gomoku.fromPosition(cells.join(''), {
      size,
      rule,
      forbiddenMoves,
      ...(toMove === undefined ? {} : { toMove }),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw sgfFail(reading, where.offset, (at) => `The setup at ${at} is no position: ${reason}`, {
      cause: error,
    });
  }
}

function newGame(
  options: {
    size: number;
    rule: GomokuRuleName;
    opening: OpeningRuleName;
    forbiddenMoves: ForbiddenMoves;
  },
  root: SgfNode,
  reading: SgfReading,
): Gomoku {
  try {
    return new Gomoku(options);
  } catch (error) {
    if (!(error instanceof OptionError)) throw error;
    // An opening with central squares on an even board, say.
    const where = sgfProperty(root, OPENING_PROPERTY)?.offset ?? root.offset;
    throw sgfFail(reading, where, (at) => `The game at ${at} cannot be set up: ${error.message}`, {
      cause: error,
    });
  }
}

/** The points of a setup property, compressed rectangles (`aa:cc`) included. */
function setupPoints(property: SgfProperty, size: number, reading: SgfReading): Point[] {
  return sgfSetupCells(
    property,
    (value) => readSgfPoint(value, size),
    reading,
    `a point of a ${size}x${size} board`,
  );
}

/** Plays the node's move, if it has one, checking its colour. */
function playNode(game: Gomoku, node: SgfNode, reading: SgfReading): void {
  const found = sgfMoveOf(node, reading);
  if (found === null) return;
  const { property: move, stone } = found;
  const ply = game.moveCount + 1;
  const value = move.values[0]!.trim();
  const size = game.size;
  if (value === '' || (value === 'tt' && size <= 19)) {
    throw sgfFail(
      reading,
      move.offset,
      (where) => {
        return `Move ${ply} at ${where} is a pass, which Gomoku does not have`;
      },
      { ply },
    );
  }
  const point = readSgfPoint(value, size);
  if (point === null) {
    throw sgfFail(
      reading,
      move.offset,
      (where) => {
        return `Move ${ply} ${move.id}[${value.slice(0, 10)}] at ${where} is not a point of a ${size}x${size} board`;
      },
      { ply },
    );
  }
  if (stone !== game.turn && game.status.kind === 'playing') {
    throw sgfFail(
      reading,
      move.offset,
      (where) => {
        return `Move ${ply} at ${where} is ${stone}'s, but ${game.turn} is to move`;
      },
      { ply },
    );
  }
  try {
    game.play(point);
  } catch (error) {
    if (!(error instanceof IllegalMoveError)) throw error;
    throw sgfFail(
      reading,
      move.offset,
      (where) => {
        return `Move ${ply} ${move.id}[${value}] at ${where} is illegal: ${error.message}`;
      },
      { ply, cause: error },
    );
  }
}

/** Takes the opening actions the node lists after its move. */
function actNode(game: Gomoku, node: SgfNode, reading: SgfReading): void {
  const property = sgfProperty(node, ACTIONS_PROPERTY);
  if (property === undefined) return;
  for (const value of property.values) {
    const action = readAction(value.trim(), game.size);
    const shown = value.trim().slice(0, 30);
    if (action === null) {
      throw sgfFail(reading, property.offset, (where) => {
        return `${ACTIONS_PROPERTY}[${shown}] at ${where} is not an opening action: expected choose:<choice>, declare:<count> or offer:<points>`;
      });
    }
    try {
      game.act(action);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      throw sgfFail(
        reading,
        property.offset,
        (where) => {
          return `The opening action ${shown} at ${where} cannot be taken: ${error.message}`;
        },
        { cause: error },
      );
    }
  }
}

const CHOICES: readonly OpeningChoice[] = ['black', 'white', 'place-two', 'swap', 'keep', 'offer'];

function readAction(value: string, size: number): OpeningAction | null {
  const colon = value.indexOf(':');
  const kind = value.slice(0, colon);
  const arg = value.slice(colon + 1).trim();
  if (colon < 0) return null;
  if (kind === 'choose') {
    return CHOICES.includes(arg as OpeningChoice)
      ? { type: 'choose', choice: arg as OpeningChoice }
      : null;
  }
  if (kind === 'declare')
    return /^\d{1,3}$/.test(arg) ? { type: 'declare', count: Number(arg) } : null;
  if (kind === 'offer') {
    const points = arg.split(',').map((name) => readSgfPoint(name.trim(), size));
    return points.every((point) => point !== null) ? { type: 'offer', points } : null;
  }
  return null;
}

/** Ends a game still in play as RE says, when it says resignation or time. */
function applyResult(game: Gomoku, result: string | undefined): void {
  if (result === undefined || game.status.kind !== 'playing') return;
  const stated = parseSgfResult(result);
  if (stated === null || stated.winner === null) return;
  const loser = stated.winner === 'black' ? 'white' : 'black';
  if (stated.how === 'resignation') game.resign(loser);
  else if (stated.how === 'time') game.loseOnTime(loser);
}

/** RE for a game over, in FF[4]'s words; undefined for a game in play. */
export function sgfResultOf(status: GomokuStatus): string | undefined {
  if (status.kind === 'draw') return '0';
  if (status.kind !== 'won') return undefined;
  const side = status.winner === 'black' ? 'B' : 'W';
  if (status.reason === 'resignation') return `${side}+R`;
  if (status.reason === 'time') return `${side}+T`;
  // FF[4] has no word for a foul; a forfeit is the nearest, and the stone shows it anyway.
  if (status.reason === 'forbidden') return `${side}+F`;
  return `${side}+`;
}

/**
 * The game as one SGF game tree: the root's game-info, then one node per move, with the
 * opening's actions in our private SKA property and `info`'s comments on their moves.
 */
export function gomokuSgfTree(game: Gomoku, info: RecordInfo = {}): SgfTreeInput {
  const saved = game.toJSON();
  const { size } = game;
  const moves = game.moves;
  const result = sgfResultOf(game.status) ?? info.result;
  const root: SgfPropertyInput[] = [
    { id: 'FF', values: ['4'] },
    { id: 'GM', values: ['4'] },
    { id: 'CA', values: ['UTF-8'] },
    { id: 'AP', values: ['Stonekit'] },
    { id: 'SZ', values: [String(size)] },
    { id: 'RU', values: [RULE_WORDS[game.rule]] },
  ];
  if (saved.opening !== undefined)
    root.push({ id: OPENING_PROPERTY, values: [saved.opening.rule] });
  root.push(...sgfGameInfoProperties(info, result));
  if (saved.position !== undefined) root.push(...setupProperties(saved.position, size));
  // The opening's actions that put no stone down follow the move before them.
  const actions = new Map<number, string[]>();
  let placed = 0;
  for (const action of saved.opening?.actions ?? []) {
    if (action.type === 'place' || action.type === 'select') {
      placed++;
      continue;
    }
    const list = actions.get(placed) ?? [];
    list.push(writeAction(action, size));
    actions.set(placed, list);
  }
  const comments = commentsByMove(info, moves.length);
  const nodes: SgfNodeInput[] = [{ properties: root }];
  const finish = (properties: SgfPropertyInput[], move: number): SgfNodeInput => {
    const list = actions.get(move);
    if (list !== undefined) properties.push({ id: ACTIONS_PROPERTY, values: list });
    const comment = comments.get(move);
    if (comment !== undefined) properties.push({ id: 'C', values: [comment] });
    return { properties };
  };
  finish(root, 0);
  for (const move of moves) {
    const id = move.stone === 'black' ? 'B' : 'W';
    nodes.push(finish([{ id, values: [sgfPoint(move.point, size)] }], move.number));
  }
  return { nodes };
}

function writeAction(action: OpeningAction<string>, size: number): string {
  switch (action.type) {
    case 'choose':
      return `choose:${action.choice}`;
    case 'declare':
      return `declare:${action.count}`;
    case 'offer':
      return `offer:${action.points.map((name) => sgfPoint(pointOf(name), size)).join(',')}`;
    default:
      throw new Error(`An opening action that places a stone is a move: ${action.type}`);
  }
}

/** The point a name the engine wrote (`'h8'`) stands for. */
function pointOf(name: string): Point {
  return { x: name.charCodeAt(0) - 97, y: Number(name.slice(1)) - 1 };
}

/** AB, AW and PL for the position a game was set up from. */
function setupProperties(
  position: { readonly board: string; readonly toMove: Stone },
  size: number,
): SgfPropertyInput[] {
  const black: string[] = [];
  const white: string[] = [];
  for (let index = 0; index < position.board.length; index++) {
    const cell = position.board[index];
    // The board text runs from the top row, as SGF's rows do.
    const point = `${LETTERS[index % size]}${LETTERS[Math.floor(index / size)]}`;
    if (cell === 'X') black.push(point);
    else if (cell === 'O') white.push(point);
  }
  const properties: SgfPropertyInput[] = [];
  if (black.length > 0) properties.push({ id: 'AB', values: black });
  if (white.length > 0) properties.push({ id: 'AW', values: white });
  properties.push({ id: 'PL', values: [position.toMove === 'black' ? 'B' : 'W'] });
  return properties;
}
