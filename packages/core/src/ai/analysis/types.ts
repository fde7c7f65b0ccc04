/**
 * The public types of a game's analysis: the plan of the searches (`planGameAnalysis`) and what
 * their results read as (`gameAnalysisOf`), the same shapes for both games.
 */
import type { GomokuState } from '../../gomoku/types.ts';
import type { Stone } from '../../types.ts';
import type { ReversiPositionLike } from '../othello/types.ts';
import type { AiLimits } from '../worker/protocol.ts';

/**
 * The games an analysis reads, named as `AiTask.game` names them.
 *
 * @example
 * const game: AnalysisGame = plan.game; // 'reversi'
 */
export type AnalysisGame = 'gomoku' | 'reversi';

/**
 * One move of the line under analysis, as the move list shows it.
 *
 * @example
 * const move: AnalysedMove = { index: 8, number: 9, stone: 'black', name: 'pass', pass: true };
 */
export interface AnalysedMove {
  readonly index: number; // its place in the line, from 0; the position after it is `index + 1`
  readonly number: number; // its number as the game counts it, from 1 (later after a set-up start)
  readonly stone: Stone; // the side that played it
  readonly name: string; // the move in notation: 'h8', 'd3', or 'pass'
  readonly pass: boolean; // a Reversi pass, which puts nothing down
}

/**
 * The search that evaluates a position: an `AiTask` of kind `'search'`, which `AiClient.run`
 * resolves to the game's `SearchResult`.
 *
 * @example
 * const task: AnalysisTask = { game: 'reversi', kind: 'search', position: { board, turn: 'black' } };
 */
export type AnalysisTask =
  | { readonly game: 'gomoku'; readonly kind: 'search'; readonly position: GomokuState }
  | { readonly game: 'reversi'; readonly kind: 'search'; readonly position: ReversiPositionLike };

/**
 * One position of the line: the start, or the position after a move. Either it has a `task` to
 * search, or its value is known without one (`final`: the game is over on the board), or neither
 * (a Gomoku opening still choosing its stones, which no search judges).
 *
 * @example
 * for (const position of plan.positions) if (position.task) await ai.run(position.task, ANALYSIS_LIMITS.reversi);
 */
export interface AnalysisPosition {
  readonly ply: number; // moves played before it: 0 for the start, `moves.length` for the end
  readonly turn: Stone | null; // the side to move; null once the game is over on the board
  readonly task: AnalysisTask | null; // the search that evaluates it; null when there is none to run
  readonly final: PositionEvaluation | null; // its value when the game is over on it; null otherwise
}

/**
 * What `planGameAnalysis` makes of a game: the whole line (the moves played and those taken back
 * that redo would replay) and each of its positions, ready to be searched in any order.
 *
 * @example
 * const plan = planGameAnalysis(game);
 * plan.positions.length === plan.moves.length + 1; // true
 */
export interface GameAnalysisPlan {
  readonly game: AnalysisGame; // which game
  readonly moves: readonly AnalysedMove[]; // the line, first move first
  readonly positions: readonly AnalysisPosition[]; // the start and the position after each move
}

/**
 * The value of one position from Black's point of view: positive when Black is better.
 * Othello counts it in discs, as the final disc difference expected (empty squares to the
 * winner); Gomoku on a bounded scale from -100 (White wins) to 100 (Black wins), where only a
 * proven result reaches the ends, with `winIn` saying how soon.
 *
 * @example
 * const value: PositionEvaluation = { score: 100, exact: true, winIn: 3, best: 'j10', line: ['j10', 'k11', 'g6'] };
 */
export interface PositionEvaluation {
  readonly score: number; // for Black: Othello discs, Gomoku -100 to 100
  readonly exact: boolean; // proven: a solved Othello endgame, a forced Gomoku win or loss, or the game over
  readonly winIn: number | null; // Gomoku, a proven result: the winner's moves to its five, 0 once made; else null
  readonly best: string | null; // the search's best move for the side to move, in notation; null when over
  readonly line: readonly string[]; // the line the search expects from `best` on, in notation
}

/**
 * How bad a move was, by how much of its side's evaluation it gave away: see `MistakeThresholds`.
 *
 * @example
 * const judgement: MistakeClass = 'blunder';
 */
export type MistakeClass = 'inaccuracy' | 'mistake' | 'blunder';

/**
 * The least loss of each class, in the game's units (Othello discs, Gomoku points of the
 * -100..100 scale): a move that gives away `blunder` or more is a blunder, else `mistake` or
 * more a mistake, else `inaccuracy` or more an inaccuracy. Each must be a positive number, and
 * no smaller than the one before it.
 *
 * @example
 * const strict: MistakeThresholds = { inaccuracy: 2, mistake: 4, blunder: 8 };
 */
export interface MistakeThresholds {
  readonly inaccuracy: number; // least loss of an inaccuracy
  readonly mistake: number; // least loss of a mistake
  readonly blunder: number; // least loss of a blunder
}

/**
 * One move of the line judged: the positions on either side of it, what it gave away and, for a
 * move judged a mistake of some class, the move the search preferred.
 *
 * @example
 * const { name, loss, judgement, better } = analysis.moves[21]; // 'c4', 12, 'mistake', 'f5'
 */
export interface MoveAnalysis extends AnalysedMove {
  readonly before: PositionEvaluation | null; // the position it was played in; null until searched
  readonly after: PositionEvaluation | null; // the position it made; null until searched
  /**
   * What it gave away, for its side, in the game's units: the value the best move keeps minus
   * the value after the move, never below 0, and 0 for the best move itself. Null until both
   * positions are known, and for a Gomoku opening stone.
   */
  readonly loss: number | null;
  readonly judgement: MistakeClass | null; // the class its loss falls in; null for a good move or an unknown loss
  readonly better: string | null; // the best move in the position before, for a judged move; else null
}

/**
 * A game's analysis, as far as the searches have come: the value of every position for the graph
 * and the judgement of every move. Positions not searched yet are `null`.
 *
 * @example
 * const analysis = gameAnalysisOf(plan, results);
 * analysis.evaluations.map((value) => value?.score ?? null); // the graph, from Black's point of view
 * analysis.moves.filter((move) => move.judgement === 'blunder');
 */
export interface GameAnalysis {
  readonly game: AnalysisGame; // which game
  readonly evaluations: readonly (PositionEvaluation | null)[]; // one per position, the start first
  readonly moves: readonly MoveAnalysis[]; // one per move of the line
  readonly complete: boolean; // every position to search has its result
  readonly thresholds: MistakeThresholds; // the thresholds the moves were judged by
}

/**
 * Options of `gameAnalysisOf`.
 *
 * @example
 * gameAnalysisOf(plan, results, { thresholds: { blunder: 12 } });
 */
export interface GameAnalysisOptions {
  /**
   * Loss thresholds of the classes; those left out are the game's own.
   * @defaultValue `MISTAKE_THRESHOLDS[plan.game]`
   */
  readonly thresholds?: Partial<MistakeThresholds> | undefined;
}

/** The limits of an analysis search, by game. */
export type AnalysisLimits = Readonly<Record<AnalysisGame, AiLimits>>;
