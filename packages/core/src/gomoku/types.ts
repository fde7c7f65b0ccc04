import type { Stone } from '../types.ts';

export type { Stone };

/**
 * An intersection. `x` counts columns from the left (0 = column `a`), `y` counts rows from the
 * bottom (0 = row `1`), so `{ x: 7, y: 7 }` is `h8`, the centre of a 15x15 board.
 */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A point as callers may give it: `'h8'` (case-insensitive) or `{ x, y }`. */
export type PointInput = string | Point;

/** Win conditions. `freestyle`: five or more wins. `standard`: exactly five; an overline does not win. */
export type GomokuRuleName = 'freestyle' | 'standard';

export interface GomokuOptions {
  /** Board width and height, 5 to 26. @defaultValue 15 */
  size?: number;
  /** Win condition. @defaultValue 'freestyle' */
  rule?: GomokuRuleName;
}

/** One move of the history. */
export interface GomokuMove {
  readonly number: number; // 1 for the first move
  readonly stone: Stone; // who played it
  readonly point: Point; // where
  readonly name: string; // the point in notation, such as 'h8'
}

export type GomokuStatus =
  | { readonly kind: 'playing' }
  | {
      readonly kind: 'won';
      readonly winner: Stone;
      readonly line: readonly Point[]; // the winning stones, in order along the line
    }
  | { readonly kind: 'draw' }; // the board is full

/**
 * An immutable snapshot of a game. A new object after every change and the same object until
 * then, so consumers can compare snapshots by identity. Cells are indexed `y * size + x`.
 */
export interface GomokuState {
  readonly size: number; // board width and height
  readonly rule: GomokuRuleName; // win condition
  readonly board: readonly (Stone | null)[]; // stone on each cell, index y * size + x
  readonly moveNumbers: readonly number[]; // move number of the stone on each cell, 0 where empty
  readonly moves: readonly GomokuMove[]; // history, first move first
  readonly lastMove: GomokuMove | null; // the most recent move
  readonly turn: Stone; // side to move
  readonly status: GomokuStatus; // playing, won or draw
  readonly canUndo: boolean; // a move can be taken back
  readonly canRedo: boolean; // a taken-back move can be replayed
  readonly starPoints: readonly Point[]; // the marked points for this size, as `starPoints(size)`
}

/** The saved-game format of `toJSON()` / `Gomoku.fromJSON()`. */
export interface GomokuJSON {
  readonly game: 'gomoku';
  readonly version: 1;
  readonly size: number;
  readonly rule: GomokuRuleName;
  readonly moves: readonly string[]; // played moves in notation, first move first
  readonly undone: readonly string[]; // the redo stack, next to redo first
}
