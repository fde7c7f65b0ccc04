export * from './clock/index.ts';
export type { IllegalMoveReason } from './errors.ts';
export { IllegalMoveError, OptionError, ParseError, StonekitError } from './errors.ts';
export * from './gomoku/index.ts';
export * from './records/index.ts';
export * from './reversi/index.ts';
export type { LossReason, SavedResult, Stone } from './types.ts';
export type { ValidationResult } from './validation.ts';
