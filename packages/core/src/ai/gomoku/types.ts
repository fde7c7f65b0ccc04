/**
 * The public types of the Gomoku AI. The search options and result are the shared ones of
 * `ai/search-types.ts`, with moves as points.
 */
import type { Gomoku } from '../../gomoku/game.ts';
import type { GomokuState, Point } from '../../gomoku/types.ts';
import type { SearchOptions, SearchResult } from '../search-types.ts';

/**
 * What the Gomoku AI reads: a game, or a snapshot of one (`game.state`).
 *
 * @example
 * await searchGomoku(game); // or searchGomoku(game.state)
 */
export type GomokuPosition = Gomoku | GomokuState;

/**
 * Options of `searchGomoku` and `hintGomoku`: level, depth, time and node limits, an abort
 * signal, `shouldStop`, the seed of the weaker levels' noise, a progress callback and
 * `keepTable` (kept when the last search had the same rule, board size and level; the Gomocup
 * brain sets it).
 *
 * @example
 * const options: GomokuSearchOptions = { level: 5, seed: 1, timeMs: 1000 };
 */
export type GomokuSearchOptions = SearchOptions<Point>;

/**
 * What `searchGomoku` resolves to. `score` is for the side to move, in evaluation units; a
 * forced win in `n` plies scores `GOMOKU_WIN - n`, a forced loss `-(GOMOKU_WIN - n)`.
 *
 * @example
 * const { move, score, pv } = await searchGomoku(game);
 */
export type GomokuSearchResult = SearchResult<Point>;

/**
 * The advice of `hintGomoku`: the best move and what it leads to, in a form a sentence can be
 * made of. `in` counts the moves of the side that wins, the five included: `{ kind: 'win', in: 1 }`
 * is a five on the board now, `in: 3` a win with the third move from here. `score` runs from
 * -100 (lost) to 100 (won), 0 being even.
 *
 * @example
 * const hint = await hintGomoku(game);
 * if (hint.kind === 'win') console.log(`${formatPoint(hint.move)} wins in ${hint.in}`);
 */
export type GomokuHint =
  | {
      readonly kind: 'win';
      readonly move: Point; // the move to play
      readonly in: number; // own moves to the five, this one and the five included
      readonly pv: readonly Point[]; // the winning line, both sides' moves
    }
  | {
      readonly kind: 'loss';
      readonly move: Point; // the move that holds out longest
      readonly in: number; // opponent moves to their five, whatever is played
      readonly pv: readonly Point[]; // the expected line
    }
  | {
      readonly kind: 'estimate';
      readonly move: Point; // the best move found
      readonly score: number; // -100 (lost) to 100 (won) for the side to move
      readonly pv: readonly Point[]; // the expected line
    }
  | {
      readonly kind: 'over'; // the game is over: there is nothing to play
      readonly move: null;
    };

/**
 * Options of `solveVCF`.
 *
 * @example
 * solveVCF(game, { maxDepth: 12 });
 */
export interface VcfOptions {
  /**
   * Most fours the attacker may play, the winning five not counted.
   * @defaultValue 30
   */
  maxDepth?: number;
  /**
   * Positions to look at before giving up.
   * @defaultValue 2,000,000
   */
  nodes?: number;
}
