import type {
  AnalysisGame,
  GameAnalysis,
  MistakeClass,
  PositionEvaluation,
} from '@stonekit/core/ai';
import { casePointName } from '../coordinates/case.ts';
import type { ReviewMessages, ReviewMoveEntry } from './messages.ts';
import type { GameAnalysisState } from './types.ts';

/**
 * The marks chess players put after a move, which Gomoku and Othello writers use too: `?!` an
 * inaccuracy, `?` a mistake, `??` a blunder.
 *
 * @example
 * JUDGEMENT_SYMBOLS.blunder; // '??'
 */
export const JUDGEMENT_SYMBOLS: Readonly<Record<MistakeClass, string>> = Object.freeze({
  inaccuracy: '?!',
  mistake: '?',
  blunder: '??',
});

/**
 * A position's value in words (`reviewEvaluation`), or null while it is not searched.
 *
 * @example
 * evaluationText({ score: 4, exact: false, winIn: null, best: 'f5', line: [] }, 'reversi', reviewMessagesEn); // '+4'
 */
export function evaluationText(
  value: PositionEvaluation | null,
  game: AnalysisGame,
  messages: Pick<ReviewMessages, 'reviewEvaluation'>,
): string | null {
  if (value === null) return null;
  return messages.reviewEvaluation({
    game,
    score: value.score,
    exact: value.exact,
    winIn: value.winIn,
  });
}

/**
 * A point name as the review shows it: in the store's coordinate case, a pass by its text.
 *
 * @example
 * shownMoveName('d3', 'upper', reviewMessagesEn); // 'D3'
 */
export function shownMoveName(
  name: string,
  coordinateCase: GameAnalysisState['coordinateCase'],
  messages: Pick<ReviewMessages, 'reviewPass'>,
): string {
  return name === 'pass' ? messages.reviewPass : casePointName(name, coordinateCase);
}

/**
 * The move at `index` of the line as the texts name it, with its value after it and its class.
 *
 * @example
 * reviewMoveEntry(analysis.getState(), 11, reviewMessagesEn); // { number: 12, name: 'd3', stone: 'white', evaluation: '+4', judgement: 'mistake' }
 */
export function reviewMoveEntry(
  state: Pick<GameAnalysisState, 'series' | 'coordinateCase'>,
  index: number,
  messages: Pick<ReviewMessages, 'reviewEvaluation' | 'reviewPass'>,
): ReviewMoveEntry | null {
  const move = state.series.moves[index];
  if (move === undefined) return null;
  return {
    number: move.number,
    name: shownMoveName(move.name, state.coordinateCase, messages),
    stone: move.stone,
    evaluation: evaluationText(move.after, state.series.game, messages),
    judgement: move.judgement,
  };
}

/**
 * How many moves of each class the analysis found so far.
 *
 * @example
 * judgementCounts(analysis.getState().series); // { inaccuracy: 3, mistake: 1, blunder: 0 }
 */
export function judgementCounts(series: GameAnalysis): Record<MistakeClass, number> {
  const counts: Record<MistakeClass, number> = { inaccuracy: 0, mistake: 0, blunder: 0 };
  for (const move of series.moves) if (move.judgement !== null) counts[move.judgement]++;
  return counts;
}

/**
 * The position after the nearest judged move before `ply` (`'previous'`) or after it
 * (`'next'`), or null when there is none: where the "previous mistake" and "next mistake" steps go.
 *
 * @example
 * judgedPly(analysis.getState().series, 20, 'next'); // 27: move 27 was an inaccuracy
 */
export function judgedPly(
  series: GameAnalysis,
  ply: number,
  direction: 'previous' | 'next',
): number | null {
  const plies = series.moves
    .filter((move) => move.judgement !== null)
    .map((move) => move.index + 1);
  if (direction === 'next') return plies.find((after) => after > ply) ?? null;
  return plies.filter((after) => after < ply).at(-1) ?? null;
}
