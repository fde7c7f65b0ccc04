/**
 * Public types of the Othello AI.
 */
import type { Reversi } from '../../reversi/reversi.ts';
import type { ReversiSquare, Stone } from '../../reversi/types.ts';
import type { SearchOptions, SearchResult } from '../search-types.ts';

/**
 * A move the search may return: a square, or `'pass'` when the side to move has none.
 *
 * @example
 * const move: ReversiSearchMove = 'pass';
 */
export type ReversiSearchMove = ReversiSquare | 'pass';

/**
 * Options of `searchReversi` and `hintReversi`: the shared `SearchOptions` for Reversi moves.
 *
 * @example
 * const options: ReversiSearchOptions = { level: 3, seed: 42 };
 */
export type ReversiSearchOptions = SearchOptions<ReversiSearchMove>;

/**
 * What `searchReversi` resolves to: the shared `SearchResult` for Reversi moves, score in discs.
 *
 * @example
 * const result: ReversiSearchResult = await searchReversi(game, { depth: 60 });
 * result.exact; // true: result.score is the final disc differential with perfect play
 */
export type ReversiSearchResult = SearchResult<ReversiSearchMove>;

/**
 * A position as the search accepts it besides a `Reversi` game or a board string: the `board` and
 * `turn` of a `ReversiState` are enough, so a snapshot posted to a worker works as it is.
 *
 * @example
 * searchReversi({ board: game.state.board, turn: game.state.turn });
 */
export interface ReversiPositionLike {
  readonly board: readonly (Stone | null)[]; // 64 cells, index y * 8 + x, a1 first
  readonly turn: Stone; // side to move
}

/**
 * A position the search accepts: a game, its `state` (or any `{ board, turn }`), or a board string
 * as `toPosition()` writes it (`'<64 cells> X'`).
 *
 * @example
 * searchReversi(game.toPosition());
 */
export type ReversiSearchInput = Reversi | ReversiPositionLike | string;

/**
 * A hint in words-friendly form, for the side to move:
 * - `exact`: solved; `score` is the final disc differential with perfect play (empty squares to
 *   the winner), `outcome` and `discs` say it in words ("a win by 6 discs").
 * - `win` / `loss`: the outcome is proven but the search ran out of time before the margin;
 *   `discs` is the proven least margin.
 * - `estimate`: a judgement from a depth-limited search, in discs, rounded.
 *
 * @example
 * const hint = await hintReversi(game); // { move: 'a2', kind: 'exact', score: 38, outcome: 'win', discs: 38 }
 */
export type ReversiHint =
  | {
      readonly move: ReversiSearchMove | null; // null when the game is over
      readonly kind: 'exact';
      readonly score: number; // final disc differential with perfect play
      readonly outcome: 'win' | 'loss' | 'draw'; // the same, in words
      readonly discs: number; // margin: the absolute score
    }
  | {
      readonly move: ReversiSearchMove;
      readonly kind: 'win' | 'loss';
      readonly discs: number; // the margin is at least this
    }
  | {
      readonly move: ReversiSearchMove;
      readonly kind: 'estimate';
      readonly score: number; // estimated final disc differential, rounded
    };
