export { hintReversi, reversiHintOf } from './hint.ts';
export type { LevelSettings } from './levels.ts';
export { LEVELS, levelSettings } from './levels.ts';
export { searchReversi } from './search.ts';
export type {
  ReversiHint,
  ReversiPositionLike,
  ReversiSearchInput,
  ReversiSearchMove,
  ReversiSearchOptions,
  ReversiSearchResult,
} from './types.ts';
