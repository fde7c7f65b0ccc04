export { GOMOKU_WIN } from './evaluate.ts';
export { gomokuHintOf, hintGomoku } from './hint.ts';
export type { GomokuLevelSettings } from './levels.ts';
export { GOMOKU_LEVELS, gomokuLevelSettings } from './levels.ts';
export { searchGomoku } from './search.ts';
export { solveVCF } from './solve.ts';
export type {
  GomokuHint,
  GomokuPosition,
  GomokuSearchOptions,
  GomokuSearchResult,
  VcfOptions,
} from './types.ts';
