export { formatPoint, GOMOKU_MAX_SIZE, GOMOKU_MIN_SIZE, parsePoint } from './coords.ts';
export { Gomoku } from './game.ts';
export { GOMOKU_RULE_NAMES } from './rules.ts';
export { starPoints } from './stars.ts';
export type {
  GomokuJSON,
  GomokuMove,
  GomokuOptions,
  GomokuRuleName,
  GomokuState,
  GomokuStatus,
  Point,
  PointInput,
} from './types.ts';
