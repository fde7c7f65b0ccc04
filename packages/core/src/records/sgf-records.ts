// SGF for both games: `readSgf` parses a collection and hands each game tree to the reader of the
// game its GM property names; `writeSgf` picks the writer by the game given.

import { describeValue } from '../describe-value.ts';
import { OptionError } from '../errors.ts';
import { Gomoku } from '../gomoku/game.ts';
import { Reversi } from '../reversi/reversi.ts';
import { textError } from './errors.ts';
import { gomokuSgfTree, readGomokuSgfTree } from './gomoku-sgf.ts';
import { othelloSgfTree, readOthelloSgfTree } from './othello-sgf.ts';
import { formatSgf, parseSgf, type SgfTree, sgfProperty } from './sgf.ts';
import type { GameRecord, RecordInfo } from './types.ts';

/** The games of SGF's GM property we read, by number. */
const GAMES: Record<string, string> = { '1': 'Go', '2': 'Othello', '3': 'chess', '4': 'Gomoku' };

/**
 * Reads every game of an SGF collection: Gomoku and Renju (`GM[4]`), each replayed through the
 * engine with its rule (RU), size (SZ), players, event, round, place, date, result (RE) and
 * comments (C), following the main line (the first variation) of each tree. A tree without GM
 * is read as Gomoku. Othello (`GM[2]`) is read as Edax and Cassio write it: squares named `f5`
 * (or Go's two letters), the start in AB, AW and PL (the standard start without them), passes
 * `PA` or left out.
 *
 * @throws RecordError with the line and column of the first thing that does not fit, and for
 *   a refused move its number (`ply`) and the IllegalMoveError as `cause`; `game` names the tree
 *   in a collection of several
 * @example
 * const [record] = readSgf('(;GM[4]FF[4]SZ[15]RU[Renju]PB[Ann]PW[Bo]RE[W+R];B[hh];W[ii];B[ij])');
 * record.engine.status; // { kind: 'won', winner: 'white', reason: 'resignation', ... }
 * record.players.black; // 'Ann'
 */
export function readSgf(text: string): GameRecord[] {
  const trees = parseSgf(text);
  return trees.map((tree, index) => readTree(tree, text, trees.length > 1 ? index : undefined));
}

function readTree(tree: SgfTree, text: string, index: number | undefined): GameRecord {
  const root = tree.nodes[0]!;
  const property = sgfProperty(root, 'GM');
  const number = property?.values[0]?.trim() ?? '4';
  if (number === '4') return readGomokuSgfTree(tree, text, index);
  if (number === '2') return readOthelloSgfTree(tree, text, index);
  const name = GAMES[number];
  const game = index === undefined ? {} : { game: index };
  throw textError(
    'sgf',
    text,
    property?.offset ?? root.offset,
    (where) => {
      const shown = name === undefined ? `game number ${number.slice(0, 10)}` : name;
      return `GM[${number.slice(0, 10)}] at ${where} names ${shown}: expected GM[4] for Gomoku and Renju, or GM[2] for Othello`;
    },
    { length: 2, ...game },
  );
}

/**
 * Writes a game as SGF FF[4]: for Othello, `GM[2]` with the start position (AB, AW, PL, written for
 * the standard start too), one node per move named `f5`, a pass as `PA`, and RE (`B+12` with
 * black's final count difference, `W+R`, `B+T`, `0`); for Gomoku, `GM[4]` with its size, rule, opening (in our private
 * property SKO, its choices in SKA, which other programs skip), setup stones for a game set up
 * from a position, one node per move, and the result as RE (`B+` for a five, `W+F` for a
 * Renju foul, `B+R` resignation, `B+T` time, `0` a draw; for a game in play, `info.result`
 * if given). `info` adds the players, event, round, place, date and comments; a record read
 * from any format can be written again with `writeSgf(record.engine, record)`. The moves are
 * those played: a redo stack is not written.
 *
 * @throws OptionError when `game` is not a game
 * @example
 * writeSgf(Gomoku.fromMoves('h8 i9'), { players: { black: 'Ann' } });
 * // '(;FF[4]GM[4]CA[UTF-8]AP[Stonekit]SZ[15]RU[Freestyle]PB[Ann]\n;B[hh];W[ig])\n'
 */
export function writeSgf(game: Gomoku | Reversi, info?: RecordInfo): string {
  if (game instanceof Gomoku) return formatSgf([gomokuSgfTree(game, info)]);
  if (game instanceof Reversi) return formatSgf([othelloSgfTree(game, info)]);
  throw new OptionError(
    'game',
    `Expected a Gomoku or Reversi game to write, got ${describeValue(game)}`,
  );
}
