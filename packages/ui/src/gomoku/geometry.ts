import { type Point, parsePoint } from '@stonekit/core';
import type { BoardLayout, BoardSpot } from '../shared/board/layout.ts';
import { type CoordinateCase, casePointName } from '../shared/coordinates/case.ts';

/** Distance between two lines in viewBox units; every other length derives from it. */
export const CELL = 10;

/** Radius of a stone in viewBox units: a little under half a cell, so neighbours do not touch. */
export const STONE_RADIUS = 4.6;

/** The board drawing's layout for one size, in viewBox units. */
export interface GomokuGeometry {
  readonly size: number; // lines per side
  readonly margin: number; // from the edge of the board to the outer lines
  readonly extent: number; // width and height of the viewBox
}

/** One coordinate label: a column letter along the bottom or a row number up the left. */
export interface CoordinateLabel {
  readonly key: string; // unique among the labels, for React
  readonly text: string; // 'a' (or 'A') or '1'
  readonly x: number; // centre, viewBox units
  readonly y: number; // centre, viewBox units
}

/** Percentages placing the grid of intersections over the drawing, for a `style` prop. */
export interface OverlayBox {
  readonly left: string; // such as '2.5%'
  readonly top: string;
  readonly width: string;
  readonly height: string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Lays out a board of `size` lines. Coordinates need room around the grid, so the margin grows
 * when they are shown; without them a stone on the edge still fits inside the board.
 *
 * @example
 * gomokuGeometry(15, true); // { size: 15, margin: 13, extent: 166 }
 */
export function gomokuGeometry(size: number, coordinates: boolean): GomokuGeometry {
  const margin = coordinates ? 13 : 7;
  return { size, margin, extent: (size - 1) * CELL + 2 * margin };
}

/** The viewBox x of column `x`. */
export function svgX(geometry: GomokuGeometry, x: number): number {
  return geometry.margin + x * CELL;
}

/** The viewBox y of row `y`; rows count from the bottom, the viewBox from the top. */
export function svgY(geometry: GomokuGeometry, y: number): number {
  return geometry.margin + (geometry.size - 1 - y) * CELL;
}

/**
 * One path with every line of the grid, outer lines included.
 *
 * @example
 * <path d={gridPath(geometry)} />
 */
export function gridPath(geometry: GomokuGeometry): string {
  const { size, margin } = geometry;
  const far = margin + (size - 1) * CELL;
  const parts: string[] = [];
  for (let i = 0; i < size; i++) {
    const at = margin + i * CELL;
    parts.push(`M${margin} ${at}H${far}`, `M${at} ${margin}V${far}`);
  }
  return parts.join('');
}

/** The square through the four outer lines, drawn again thicker like the edge of a real board. */
export function borderRect(geometry: GomokuGeometry): {
  x: number;
  y: number;
  width: number;
  height: number;
} {
  const side = (geometry.size - 1) * CELL;
  return { x: geometry.margin, y: geometry.margin, width: side, height: side };
}

/** The letter of column `x`: `a` for 0. */
export function columnLetter(x: number): string {
  return LETTERS[x] ?? '?';
}

/**
 * Column letters along the bottom and row numbers up the left, row 1 at the bottom. The letters
 * run a to o on 15x15 with no gap: Renju boards keep `i`, which Go boards skip.
 *
 * @param coordinateCase - the letters' case, as the store shows point names. @defaultValue 'lower'
 * @example
 * coordinateLabels(gomokuGeometry(15, true))[0]; // { key: 'col-0', text: 'a', x: 13, y: 161.5 }
 * coordinateLabels(gomokuGeometry(15, true), 'upper')[8].text; // 'I'
 */
export function coordinateLabels(
  geometry: GomokuGeometry,
  coordinateCase: CoordinateCase = 'lower',
): CoordinateLabel[] {
  const { size, margin, extent } = geometry;
  const labels: CoordinateLabel[] = [];
  // Halfway between the outer line and the edge of the board, nudged towards the edge so that a
  // stone on the outer line does not cover its label.
  const outside = (margin - STONE_RADIUS) / 2 + 0.3;
  for (let x = 0; x < size; x++) {
    labels.push({
      key: `col-${x}`,
      text: casePointName(columnLetter(x), coordinateCase),
      x: svgX(geometry, x),
      y: extent - outside,
    });
  }
  for (let y = 0; y < size; y++) {
    labels.push({ key: `row-${y}`, text: String(y + 1), x: outside, y: svgY(geometry, y) });
  }
  return labels;
}

/** The viewBox centre of a point. */
export function pointCentre(geometry: GomokuGeometry, point: Point): { x: number; y: number } {
  return { x: svgX(geometry, point.x), y: svgY(geometry, point.y) };
}

/**
 * Where the grid of intersections sits over the drawing: one cell-sized square centred on each
 * intersection, so a click anywhere within half a line spacing of it counts.
 *
 * @example
 * overlayBox(gomokuGeometry(15, false)); // { left: '1.2987%', top: '1.2987%', width: '97.4026%', ... }
 */
export function overlayBox(geometry: GomokuGeometry): OverlayBox {
  const { size, margin, extent } = geometry;
  const percent = (value: number) => `${+((value / extent) * 100).toFixed(4)}%`;
  const offset = percent(margin - CELL / 2);
  const side = percent(size * CELL);
  return { left: offset, top: offset, width: side, height: side };
}

/**
 * The board's layout for the shared grid, markers and refusal cue: each intersection's name,
 * cell index (`y * size + x`, rows from the bottom), grid position (rows from the top) and centre.
 *
 * @example
 * gomokuLayout(gomokuGeometry(15, true)).locate('H8'); // { name: 'h8', x: 7, y: 7, index: 112, row: 7, col: 7, cx: 83, cy: 83 }
 */
export function gomokuLayout(geometry: GomokuGeometry): BoardLayout {
  const { size, extent } = geometry;
  const spot = (x: number, y: number): BoardSpot => ({
    name: `${columnLetter(x)}${y + 1}`,
    x,
    y,
    index: y * size + x,
    row: size - 1 - y,
    col: x,
    cx: svgX(geometry, x),
    cy: svgY(geometry, y),
  });
  return {
    size,
    extent,
    cell: CELL,
    spotAt: ({ row, col }) => spot(col, size - 1 - row),
    locate: (input) => {
      const point = parsePoint(input, size);
      return point === null ? null : spot(point.x, point.y);
    },
  };
}
