import type { GridPosition } from '../gridNavigation.ts';
import type { BoardPoint } from './types.ts';

/** One point or square of a drawn board: its name, where the grid has it and where it is drawn. */
export interface BoardSpot<N extends string = string> extends BoardPoint<N> {
  readonly index: number; // cell index as the game and the view store count it
  readonly row: number; // grid row, 0 at the top
  readonly col: number; // grid column, 0 at the left
  readonly cx: number; // centre in the drawing's viewBox units
  readonly cy: number;
}

/**
 * How one game lays out its board, for the shared grid, markers and refusal cue: each game
 * writes one (`gomokuLayout`, `reversiLayout`), and nothing else in the shell knows the game.
 */
export interface BoardLayout<N extends string = string> {
  readonly size: number; // cells per side; both games' boards are square
  readonly extent: number; // width and height of the drawing's viewBox
  readonly cell: number; // a line spacing or a square's side, in viewBox units
  readonly spotAt: (position: GridPosition) => BoardSpot<N>; // the point of a grid cell
  readonly locate: (input: string) => BoardSpot<N> | null; // the point a name ('h8', 'H8') names
}

/**
 * Reads the `{ x, y }` an error quotes when a move was given as an object (`'{"x":3,"y":4}'`);
 * `null` for anything else.
 *
 * @example
 * parseXY('{"x":3,"y":4}'); // { x: 3, y: 4 }
 * parseXY('h8'); // null
 */
export function parseXY(text: string): { x: number; y: number } | null {
  if (!text.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { x, y } = value as { x?: unknown; y?: unknown };
    return Number.isInteger(x) && Number.isInteger(y) ? { x: x as number, y: y as number } : null;
  } catch {
    return null;
  }
}
