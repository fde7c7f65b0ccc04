export type { IllegalMoveReason } from './errors.ts';
export { IllegalMoveError, ParseError, StonekitError } from './errors.ts';
export * from './gomoku/index.ts';
export * from './reversi/index.ts';
export type { Stone } from './types.ts';
