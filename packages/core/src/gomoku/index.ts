export { formatPoint, GOMOKU_MAX_SIZE, GOMOKU_MIN_SIZE, parsePoint } from './coords.ts';
export { Gomoku } from './game.ts';
export { ForbiddenMoveError } from './refusal.ts';
export { GOMOKU_RULE_NAMES } from './rules.ts';
export { starPoints } from './stars.ts';
export type {
  ForbiddenKind,
  ForbiddenMoves,
  ForbiddenPoint,
  GomokuJSON,
  GomokuJSONPosition,
  GomokuMove,
  GomokuOptions,
  GomokuPositionOptions,
  GomokuRuleName,
  GomokuState,
  GomokuStatus,
  GomokuWinReason,
  Point,
  PointInput,
} from './types.ts';
