import type { Stone } from '@stonekit/core';
import type { AnalysisGame, MistakeClass } from '@stonekit/core/ai';

/**
 * A position's value as the texts say it: the game (for its units), the score from Black's point
 * of view, whether it is proven, and for a proven Gomoku result the winner's moves to its five.
 *
 * @example
 * const value: EvaluationEntry = { game: 'gomoku', score: -100, exact: true, winIn: 3 };
 */
export interface EvaluationEntry {
  readonly game: AnalysisGame; // Othello counts discs, Gomoku points from -100 to 100
  readonly score: number; // for Black: positive when Black is ahead
  readonly exact: boolean; // proven: a solved endgame, a forced win or loss, or the game over
  readonly winIn: number | null; // Gomoku, a proven result: the winner's moves to its five, 0 once made
}

/**
 * One move of the review as the texts name it: its number, its name in the store's coordinate
 * case (or the pass text), its side, its value after it and its class.
 *
 * @example
 * const move: ReviewMoveEntry = { number: 12, name: 'd3', stone: 'white', evaluation: '+4', judgement: 'mistake' };
 */
export interface ReviewMoveEntry {
  readonly number: number; // the move's number in the game
  readonly name: string; // 'h8', 'D3', or the pass text
  readonly stone: Stone; // the side that played it
  readonly evaluation: string | null; // the value after it, as `reviewEvaluation` wrote it; null until searched
  readonly judgement: MistakeClass | null; // its class; null for a good or unjudged move
}

/**
 * The texts of the review: the evaluation graph and its table, the analysis' progress, the
 * details of a judged move and the steps through the game. Each key starts with `review`, so that
 * a game's messages can include them.
 *
 * @example
 * const messages: ReviewMessages = { ...reviewMessagesEn, reviewAnalyse: 'Review with the engine' };
 */
export interface ReviewMessages {
  reviewGraphLabel: string; // names the graph, a slider over the positions: 'Evaluation for Black'
  reviewStart: string; // the position before the first move: 'Start'
  reviewPass: string; // what a pass is called after its number: 'pass'
  reviewPosition: (move: ReviewMoveEntry | null, evaluation: string | null) => string; // a position as the graph says it; `move` null for the start
  reviewNotAnalysed: string; // a position not searched yet: 'not analysed'
  reviewEvaluation: (value: EvaluationEntry) => string; // '+4', 'Black wins in 3', '+6 (exact)'
  reviewJudgement: Readonly<Record<MistakeClass, string>>; // the classes: 'inaccuracy', 'mistake', 'blunder'
  reviewMoveJudgement: (judgement: MistakeClass) => string; // added to a move's name in the list, separator included: ', blunder'
  reviewTableCaption: string; // the caption of the table read in place of the graph
  reviewColumnMove: string; // its columns
  reviewColumnEvaluation: string;
  reviewColumnJudgement: string;
  reviewColumnBetter: string;
  reviewAnalyse: string; // the button that starts an analysis
  reviewResume: string; // the same, after a cancel
  reviewRetry: string; // the same, after a failure
  reviewCancel: string; // the button that stops it
  reviewProgressLabel: string; // names the progress bar
  reviewProgress: (done: number, total: number) => string; // 'Analysing… 12 of 61 positions'
  reviewDone: (counts: Readonly<Record<MistakeClass, number>>) => string; // the summary once finished
  reviewCancelled: string; // said once cancelled
  reviewFailed: string; // said after a failure
  reviewNavigation: string; // names the group of step buttons
  reviewFirst: string; // the steps
  reviewPrevious: string;
  reviewNext: string;
  reviewLast: string;
  reviewPreviousMistake: string; // the step to the judged move before this one
  reviewNextMistake: string; // and after
  reviewLoss: (loss: number, game: AnalysisGame) => string; // 'gave away 6 discs'
  reviewBetter: (name: string) => string; // 'Better: f5'
  reviewGoodMove: string; // a move judged none of the classes
  reviewMarkerPlayed: (judgement: MistakeClass) => string; // the label of the played move's marker
  reviewMarkerBetter: string; // the label of the better move's marker
}

/** A number with its sign, as evaluations are written: +4, 0, -12. */
function signed(score: number): string {
  return score > 0 ? `+${score}` : String(score);
}

const sides: Record<Stone, string> = { black: 'Black', white: 'White' };
const sidesZh: Record<Stone, string> = { black: '黑棋', white: '白棋' };

/** How many of each class, in English: '2 blunders, 1 mistake'; 'no mistakes' for none. */
function countsEn(counts: Readonly<Record<MistakeClass, number>>): string {
  const parts = (['blunder', 'mistake', 'inaccuracy'] as const)
    .filter((kind) => counts[kind] > 0)
    .map((kind) => {
      const plural = kind === 'inaccuracy' ? 'inaccuracies' : `${kind}s`;
      return `${counts[kind]} ${counts[kind] === 1 ? kind : plural}`;
    });
  return parts.length === 0 ? 'no mistakes' : parts.join(', ');
}

/**
 * English texts of the review.
 *
 * @example
 * reviewMessagesEn.reviewEvaluation({ game: 'gomoku', score: 100, exact: true, winIn: 3 }); // 'Black wins in 3'
 */
export const reviewMessagesEn: ReviewMessages = {
  reviewGraphLabel: 'Evaluation for Black',
  reviewStart: 'Start',
  reviewPass: 'pass',
  reviewPosition: (move, evaluation) => {
    const value = evaluation ?? 'not analysed';
    if (move === null) return `Start: ${value}`;
    const judged = move.judgement === null ? '' : `, ${move.judgement}`;
    return `${move.number}. ${move.name}, ${move.stone}: ${value}${judged}`;
  },
  reviewNotAnalysed: 'not analysed',
  reviewEvaluation: ({ game, score, exact, winIn }) => {
    if (winIn !== null && score !== 0) {
      const winner = sides[score > 0 ? 'black' : 'white'];
      return winIn === 0 ? `${winner} won` : `${winner} wins in ${winIn}`;
    }
    return game === 'reversi' && exact ? `${signed(score)} (exact)` : signed(score);
  },
  reviewJudgement: { inaccuracy: 'inaccuracy', mistake: 'mistake', blunder: 'blunder' },
  reviewMoveJudgement: (judgement) => `, ${judgement}`,
  reviewTableCaption: 'Evaluation after each move, for Black',
  reviewColumnMove: 'Move',
  reviewColumnEvaluation: 'Evaluation',
  reviewColumnJudgement: 'Judgement',
  reviewColumnBetter: 'Better move',
  reviewAnalyse: 'Analyse the game',
  reviewResume: 'Resume the analysis',
  reviewRetry: 'Try the analysis again',
  reviewCancel: 'Cancel',
  reviewProgressLabel: 'Analysis',
  reviewProgress: (done, total) => `Analysing… ${done} of ${total} positions`,
  reviewDone: (counts) => `Analysis complete: ${countsEn(counts)}.`,
  reviewCancelled: 'Analysis cancelled.',
  reviewFailed: 'The analysis failed.',
  reviewNavigation: 'Step through the game',
  reviewFirst: 'Start',
  reviewPrevious: 'Previous move',
  reviewNext: 'Next move',
  reviewLast: 'Last move',
  reviewPreviousMistake: 'Previous mistake',
  reviewNextMistake: 'Next mistake',
  reviewLoss: (loss, game) =>
    game === 'reversi'
      ? `gave away ${loss} ${loss === 1 ? 'disc' : 'discs'}`
      : `gave away ${loss} ${loss === 1 ? 'point' : 'points'}`,
  reviewBetter: (name) => `Better: ${name}`,
  reviewGoodMove: 'No mistake found.',
  reviewMarkerPlayed: (judgement) => `played, ${judgement}`,
  reviewMarkerBetter: 'better move',
};

const judgementsZh: Record<MistakeClass, string> = {
  inaccuracy: '缓手',
  mistake: '恶手',
  blunder: '败着',
};

/**
 * Chinese texts of the review.
 *
 * @example
 * reviewMessagesZh.reviewEvaluation({ game: 'gomoku', score: 100, exact: true, winIn: 3 }); // '黑棋 3 手胜'
 */
export const reviewMessagesZh: ReviewMessages = {
  reviewGraphLabel: '局势曲线（黑棋视角）',
  reviewStart: '开局',
  reviewPass: '弃权',
  reviewPosition: (move, evaluation) => {
    const value = evaluation ?? '未分析';
    if (move === null) return `开局：${value}`;
    const judged = move.judgement === null ? '' : `，${judgementsZh[move.judgement]}`;
    return `${move.number}. ${move.name}，${sidesZh[move.stone]}：${value}${judged}`;
  },
  reviewNotAnalysed: '未分析',
  reviewEvaluation: ({ game, score, exact, winIn }) => {
    if (winIn !== null && score !== 0) {
      const winner = sidesZh[score > 0 ? 'black' : 'white'];
      return winIn === 0 ? `${winner}已胜` : `${winner} ${winIn} 手胜`;
    }
    return game === 'reversi' && exact ? `${signed(score)}（精确）` : signed(score);
  },
  reviewJudgement: judgementsZh,
  reviewMoveJudgement: (judgement) => `，${judgementsZh[judgement]}`,
  reviewTableCaption: '每手之后的局势（黑棋视角）',
  reviewColumnMove: '着法',
  reviewColumnEvaluation: '局势',
  reviewColumnJudgement: '判断',
  reviewColumnBetter: '更好的着法',
  reviewAnalyse: '分析对局',
  reviewResume: '继续分析',
  reviewRetry: '重新分析',
  reviewCancel: '取消',
  reviewProgressLabel: '分析进度',
  reviewProgress: (done, total) => `正在分析… ${done} / ${total} 个局面`,
  reviewDone: (counts) => {
    const parts = (['blunder', 'mistake', 'inaccuracy'] as const)
      .filter((kind) => counts[kind] > 0)
      .map((kind) => `${counts[kind]} 个${judgementsZh[kind]}`);
    return `分析完成：${parts.length === 0 ? '未发现失误' : parts.join('、')}。`;
  },
  reviewCancelled: '分析已取消。',
  reviewFailed: '分析失败。',
  reviewNavigation: '逐手查看',
  reviewFirst: '开局',
  reviewPrevious: '上一手',
  reviewNext: '下一手',
  reviewLast: '最后一手',
  reviewPreviousMistake: '上一个失误',
  reviewNextMistake: '下一个失误',
  reviewLoss: (loss, game) => (game === 'reversi' ? `损失 ${loss} 子` : `损失 ${loss} 分`),
  reviewBetter: (name) => `更好：${name}`,
  reviewGoodMove: '未发现失误。',
  reviewMarkerPlayed: (judgement) => `实战着法，${judgementsZh[judgement]}`,
  reviewMarkerBetter: '更好的着法',
};
