/**
 * `gameAnalysisOf`: the searches of a game's positions read as the evaluation of every position
 * from Black's point of view, and every move judged by what it gave away.
 */
import { OptionError } from '../../errors.ts';
import { readOptionsObject, refuseOption } from '../../options.ts';
import type { Stone } from '../../types.ts';
import { gomokuHintOf } from '../gomoku/hint.ts';
import type { GomokuSearchResult } from '../gomoku/types.ts';
import { reversiHintOf } from '../othello/hint.ts';
import type { ReversiSearchResult } from '../othello/types.ts';
import type { SearchResult } from '../search-types.ts';
import type {
  AnalysedMove,
  AnalysisGame,
  GameAnalysis,
  GameAnalysisOptions,
  GameAnalysisPlan,
  MistakeClass,
  MistakeThresholds,
  MoveAnalysis,
  PositionEvaluation,
} from './types.ts';

/**
 * The loss thresholds of each game, in its units. Othello: discs of the final margin given away
 * (4 an inaccuracy, 8 a mistake, 16 a blunder; a depth-limited evaluation drifts by a disc or
 * two from one position to the next, which no class should catch). Gomoku: points of the
 * -100..100 scale (15, 30, 60): a blunder throws away more than half the game, as a move that
 * lets a won game slip into an even one, or an even one into a forced loss, does.
 *
 * @example
 * MISTAKE_THRESHOLDS.reversi.blunder; // 16
 */
export const MISTAKE_THRESHOLDS: Readonly<Record<AnalysisGame, MistakeThresholds>> = Object.freeze({
  reversi: Object.freeze({ inaccuracy: 4, mistake: 8, blunder: 16 }),
  gomoku: Object.freeze({ inaccuracy: 15, mistake: 30, blunder: 60 }),
});

/**
 * The class a move's `loss` falls in by `thresholds`: the largest whose threshold it reaches, or
 * null for a loss below them all or unknown.
 *
 * @example
 * judgeLoss(9, MISTAKE_THRESHOLDS.reversi); // 'mistake'
 * judgeLoss(1, MISTAKE_THRESHOLDS.reversi); // null
 */
export function judgeLoss(loss: number | null, thresholds: MistakeThresholds): MistakeClass | null {
  if (loss === null) return null;
  if (loss >= thresholds.blunder) return 'blunder';
  if (loss >= thresholds.mistake) return 'mistake';
  if (loss >= thresholds.inaccuracy) return 'inaccuracy';
  return null;
}

/**
 * A game's analysis from the searches of its positions: `results[i]` is the result of
 * `plan.positions[i].task` (`SearchResult`, as `AiClient.run` resolves a `'search'`), or null or
 * missing while it is not searched yet, in any order. Each position's value is put from Black's
 * point of view, as a graph draws it (Othello: discs, exact once solved; Gomoku: a forced win or
 * loss as 100 or -100 with the winner's moves to its five, else the hint's -100..100 scale), and
 * each move is judged by its `loss`: the value, for its side, of the best move in the position
 * before (the search's score there) minus the value of the position it made, never below 0, and
 * 0 for the best move itself, whatever the two searches say. A loss reaching a threshold gives
 * the move a class, and the move the search preferred.
 *
 * @param plan - from `planGameAnalysis`
 * @param results - one per position, by index; null or missing where not searched
 * @param options - `thresholds` in place of the game's (`MISTAKE_THRESHOLDS`)
 * @throws OptionError (`plan`, `results`, `thresholds`) for a plan that is none, results that are
 *   no array or hold something other than a search result, or thresholds that are not positive
 *   and rising
 * @example
 * const results = [];
 * for (const position of plan.positions) {
 *   if (position.task !== null) results[position.ply] = await ai.run(position.task, ANALYSIS_LIMITS[plan.game]);
 * }
 * const analysis = gameAnalysisOf(plan, results);
 * analysis.moves.filter((move) => move.judgement !== null); // the inaccuracies, mistakes and blunders
 */
export function gameAnalysisOf(
  plan: GameAnalysisPlan,
  results: readonly (SearchResult<unknown> | null | undefined)[],
  options: GameAnalysisOptions = {},
): GameAnalysis {
  checkPlan(plan);
  if (!Array.isArray(results)) {
    throw refuseOption('results', 'an array of search results, one per position', results);
  }
  const thresholds = readThresholds(readOptionsObject(options).thresholds, plan.game);
  const evaluations = plan.positions.map((position, index) => {
    if (position.final !== null) return position.final;
    if (position.task === null) return null;
    const result = results[index];
    if (result === null || result === undefined) return null;
    checkResult(result, index);
    return evaluationOf(plan.game, position.turn ?? 'black', result);
  });
  const moves = plan.moves.map((move) =>
    judgeMove(
      move,
      evaluations[move.index] ?? null,
      evaluations[move.index + 1] ?? null,
      thresholds,
    ),
  );
  const complete = plan.positions.every(
    (position, index) => position.task === null || evaluations[index] !== null,
  );
  return { game: plan.game, evaluations, moves, complete, thresholds };
}

/**
 * A search of a position where `turn` is to move, as Black sees it: the hint each game makes of
 * a search (`reversiHintOf`, `gomokuHintOf`) is the one reading of a score there is.
 */
function evaluationOf(
  game: AnalysisGame,
  turn: Stone,
  result: SearchResult<unknown>,
): PositionEvaluation {
  const sign = turn === 'black' ? 1 : -1;
  const best = result.moveName;
  const line = result.pvNames;
  if (game === 'reversi') {
    const hint = reversiHintOf(result as ReversiSearchResult);
    const score = 'score' in hint ? hint.score : hint.kind === 'win' ? hint.discs : -hint.discs;
    // `+ 0` turns -0 into 0.
    return { score: sign * score + 0, exact: hint.kind === 'exact', winIn: null, best, line };
  }
  const hint = gomokuHintOf(result as GomokuSearchResult);
  if (hint.kind === 'win' || hint.kind === 'loss') {
    const score = hint.kind === 'win' ? 100 : -100;
    return { score: sign * score, exact: true, winIn: hint.in, best, line };
  }
  const score = hint.kind === 'estimate' ? hint.score : 0;
  return { score: sign * score + 0, exact: false, winIn: null, best, line };
}

/** One move judged by the positions either side of it. */
function judgeMove(
  move: AnalysedMove,
  before: PositionEvaluation | null,
  after: PositionEvaluation | null,
  thresholds: MistakeThresholds,
): MoveAnalysis {
  let loss: number | null = null;
  if (before !== null && after !== null) {
    const sign = move.stone === 'black' ? 1 : -1;
    // Two searches of neighbouring positions never agree exactly: the best move loses nothing.
    loss = before.best === move.name ? 0 : Math.max(0, sign * (before.score - after.score));
  }
  const judgement = judgeLoss(loss, thresholds);
  const better =
    judgement !== null && before?.best != null && before.best !== move.name ? before.best : null;
  return { ...move, before, after, loss, judgement, better };
}

function checkPlan(plan: unknown): asserts plan is GameAnalysisPlan {
  const ok =
    typeof plan === 'object' &&
    plan !== null &&
    ((plan as GameAnalysisPlan).game === 'gomoku' ||
      (plan as GameAnalysisPlan).game === 'reversi') &&
    Array.isArray((plan as GameAnalysisPlan).moves) &&
    Array.isArray((plan as GameAnalysisPlan).positions) &&
    (plan as GameAnalysisPlan).positions.length === (plan as GameAnalysisPlan).moves.length + 1;
  if (!ok) throw refuseOption('plan', 'a plan made by planGameAnalysis', plan);
}

function checkResult(result: unknown, index: number): void {
  const { score, moveName, pvNames } = result as Partial<SearchResult<unknown>>;
  const ok =
    typeof result === 'object' &&
    typeof score === 'number' &&
    Number.isFinite(score) &&
    (moveName === null || typeof moveName === 'string') &&
    Array.isArray(pvNames);
  if (!ok) {
    throw refuseOption('results', 'a search result', result, `results[${index}]`);
  }
}

const CLASSES = ['inaccuracy', 'mistake', 'blunder'] as const;

/**
 * `thresholds` over the game's own, checked: positive numbers, none below the one before.
 *
 * @throws OptionError (`thresholds`) for anything else
 */
function readThresholds(given: unknown, game: AnalysisGame): MistakeThresholds {
  const own = MISTAKE_THRESHOLDS[game];
  if (given === undefined) return own;
  const partial = readOptionsObject(given, 'thresholds');
  const merged: { -readonly [K in keyof MistakeThresholds]: number } = { ...own };
  for (const name of CLASSES) {
    const value = partial[name];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !(value > 0) || !Number.isFinite(value)) {
      throw refuseOption('thresholds', 'a positive number', value, `thresholds.${name}`);
    }
    merged[name] = value;
  }
  if (!(merged.inaccuracy <= merged.mistake && merged.mistake <= merged.blunder)) {
    throw new OptionError(
      'thresholds',
      `Expected thresholds to rise from inaccuracy to blunder, got ${merged.inaccuracy}, ${merged.mistake}, ${merged.blunder}`,
    );
  }
  return Object.freeze(merged);
}
