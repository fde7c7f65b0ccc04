export { Reversi, type ReversiOBF } from './reversi.ts';
export { formatSquare, parseSquare } from './squares.ts';
export type {
  ReversiAnnotation,
  ReversiColumn,
  ReversiJSON,
  ReversiMove,
  ReversiOptions,
  ReversiPoint,
  ReversiPositionOptions,
  ReversiRow,
  ReversiScore,
  ReversiSquare,
  ReversiSquareInput,
  ReversiState,
  ReversiStatus,
  ReversiWinReason,
} from './types.ts';
