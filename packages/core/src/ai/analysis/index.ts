export { ANALYSIS_LIMITS, planGameAnalysis } from './plan.ts';
export { gameAnalysisOf, judgeLoss, MISTAKE_THRESHOLDS } from './read.ts';
export type {
  AnalysedMove,
  AnalysisGame,
  AnalysisLimits,
  AnalysisPosition,
  AnalysisTask,
  GameAnalysis,
  GameAnalysisOptions,
  GameAnalysisPlan,
  MistakeClass,
  MistakeThresholds,
  MoveAnalysis,
  PositionEvaluation,
} from './types.ts';
