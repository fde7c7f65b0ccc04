import type { Gomoku } from '../gomoku/game.ts';
import type { GomokuRuleName, OpeningRuleName } from '../gomoku/types.ts';
import type { Reversi } from '../reversi/reversi.ts';

/**
 * The formats game records are read from and written to.
 * - `sgf`: Smart Game Format FF[4], `GM[4]` for Gomoku and Renju, `GM[2]` for Othello
 * - `psq`: the Gomocup / Piskvork text format (Gomoku)
 * - `ggf`: the Generic Game Server's format (Othello)
 * - `wthor`: the French federation's binary database, `.wtb` (Othello)
 * - `share`: our URL-safe compact form, for share links (both games)
 * - `moves`: a Gomoku move list such as `'h8 h9 i8'` (`Gomoku.fromMoves`)
 * - `transcript`: an Othello transcript such as `'f5d6c3'` (`Reversi.fromTranscript`)
 */
export type RecordFormat = 'sgf' | 'psq' | 'ggf' | 'wthor' | 'share' | 'moves' | 'transcript';

/**
 * The names of the two sides, as the record gives them; either may be missing.
 *
 * @example
 * record.players; // { black: 'Yixin', white: 'Embryo' }
 */
export interface RecordPlayers {
  readonly black?: string; // who played black (SGF PB, the first brain of a .psq file)
  readonly white?: string; // who played white (SGF PW)
}

/**
 * A comment of a record: on a move, or on the game as a whole (move 0, SGF's root node).
 *
 * @example
 * record.comments; // [{ move: 0, text: 'Final, round 7' }, { move: 12, text: 'Black blunders' }]
 */
export interface RecordComment {
  readonly move: number; // the move it follows, 1 for the first; 0 for the game
  readonly text: string; // the comment, line breaks kept
}

/**
 * What a record says about a game beyond its moves. Writers take it as their optional second
 * argument (`writeSgf(game, info)`); a `GameRecord` carries one, so a record read from one format
 * can be written to another: `writeSgf(record.engine, record)`. Every field is optional: writers
 * leave out what is missing.
 *
 * @example
 * writeSgf(game, { players: { black: 'Ann', white: 'Bo' }, event: 'Club night', date: '2024-05-01' });
 */
export interface RecordInfo {
  readonly players?: RecordPlayers; // the two sides' names
  readonly event?: string; // the tournament or occasion (SGF EV)
  readonly round?: string; // the round (SGF RO)
  readonly place?: string; // where it was played (SGF PC)
  readonly date?: string; // when, as written (SGF DT: '2024-05-01'); not parsed
  readonly result?: string; // the result as the record states it ('B+R', 'W+T', '0', '+12.000')
  readonly comments?: readonly RecordComment[]; // comments on the game and on moves, in move order
}

/** What every game record holds, whichever the game. */
interface RecordBase extends RecordInfo {
  readonly format: RecordFormat; // the format it was read from
  readonly players: RecordPlayers; // the two sides' names, {} when the record names neither
  readonly comments: readonly RecordComment[]; // comments in move order, [] when there are none
}

/**
 * A Gomoku game read from a record. `engine` is the game replayed through the engine, every move
 * checked, with a result off the board (resignation, time) applied when the record states one;
 * `rule`, `size` and `opening` repeat its settings for lists that do not open the game.
 *
 * @example
 * const record = readPsq(text);
 * record.engine.moves.length; // 37
 * record.rule; // 'freestyle'
 */
export interface GomokuRecord extends RecordBase {
  readonly game: 'gomoku';
  readonly engine: Gomoku; // the game, replayed
  readonly rule: GomokuRuleName; // the win condition, as engine.rule
  readonly size: number; // board width and height, as engine.size
  readonly opening: OpeningRuleName; // the opening rule, as engine.opening.rule
}

/**
 * An Othello game read from a record. `engine` is the game replayed through the engine (passes
 * included), with a result off the board applied when the record states one.
 *
 * @example
 * const [record] = readGgf(text);
 * record.engine.finalScore(); // { black: 33, white: 31 }
 */
export interface ReversiRecord extends RecordBase {
  readonly game: 'reversi';
  readonly engine: Reversi; // the game, replayed
}

/**
 * A game read from a record of either game, told apart by `game`.
 *
 * @example
 * const { records } = importGame(text);
 * for (const record of records) if (record.game === 'gomoku') console.log(record.rule);
 */
export type GameRecord = GomokuRecord | ReversiRecord;
