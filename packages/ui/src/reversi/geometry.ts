import { parseSquare, type ReversiSquare } from '@stonekit/core';
import type { BoardLayout, BoardSpot } from '../shared/board/layout.ts';
import { type CoordinateCase, casePointName } from '../shared/coordinates/case.ts';

/** Side of a square in viewBox units; every other length derives from it. */
export const CELL = 10;

/** Radius of a disc in viewBox units: a little inside its square, so the lines show. */
export const DISC_RADIUS = 4.1;

/** Where the column letters go, if anywhere. */
export type LetterSide = 'top' | 'bottom' | null;

/** The board drawing's layout, in viewBox units. */
export interface ReversiGeometry {
  readonly letters: LetterSide; // the side with the column letters; null without coordinates
  readonly margin: number; // the frame around the 8x8 squares, the same on every side
  readonly extent: number; // width and height of the viewBox
}

/** One coordinate label: a column letter or a row number. */
export interface CoordinateLabel {
  readonly key: string; // unique among the labels, for React
  readonly text: string; // 'a' (or 'A') or '1'
  readonly x: number; // centre, viewBox units
  readonly y: number; // centre, viewBox units
}

/** Percentages placing the squares over the drawing, for a `style` prop. */
export interface OverlayBox {
  readonly left: string; // such as '8.0460%'
  readonly top: string;
  readonly width: string;
  readonly height: string;
}

const SIDE = 8 * CELL;
const LETTERS = 'abcdefgh';

/**
 * Lays out the board. Coordinates need a frame wide enough for their text, on every side so the
 * squares stay centred; without them a thin frame remains.
 *
 * @example
 * reversiGeometry('top'); // { letters: 'top', margin: 6, extent: 92 }
 */
export function reversiGeometry(letters: LetterSide): ReversiGeometry {
  const margin = letters === null ? 1.5 : 6;
  return { letters, margin, extent: SIDE + 2 * margin };
}

/**
 * One path with the lines between and around the squares, nine each way.
 *
 * @example
 * <path d={linesPath(geometry)} />
 */
export function linesPath({ margin }: ReversiGeometry): string {
  const far = margin + SIDE;
  const parts: string[] = [];
  for (let i = 0; i <= 8; i++) {
    const at = margin + i * CELL;
    parts.push(`M${margin} ${at}H${far}`, `M${at} ${margin}V${far}`);
  }
  return parts.join('');
}

/**
 * The four marker dots of a real board, on the corners of the centre 4x4 squares.
 *
 * @example
 * markerDots(reversiGeometry(null))[0]; // { x: 21.5, y: 21.5 }
 */
export function markerDots({ margin }: ReversiGeometry): { x: number; y: number }[] {
  const near = margin + 2 * CELL;
  const far = margin + 6 * CELL;
  return [
    { x: near, y: near },
    { x: far, y: near },
    { x: near, y: far },
    { x: far, y: far },
  ];
}

/**
 * Column letters along the top or bottom, row numbers down the left with row 1 at the top.
 *
 * @param coordinateCase - the letters' case, as the store shows square names. @defaultValue 'lower'
 * @example
 * coordinateLabels(reversiGeometry('top'))[0]; // { key: 'col-0', text: 'a', x: 11, y: 3 }
 * coordinateLabels(reversiGeometry('top'), 'upper')[0].text; // 'A'
 */
export function coordinateLabels(
  { letters, margin, extent }: ReversiGeometry,
  coordinateCase: CoordinateCase = 'lower',
): CoordinateLabel[] {
  if (letters === null) return [];
  const labels: CoordinateLabel[] = [];
  const outside = margin / 2;
  for (let i = 0; i < 8; i++) {
    const centre = margin + (i + 0.5) * CELL;
    labels.push({
      key: `col-${i}`,
      text: casePointName(LETTERS[i]!, coordinateCase),
      x: centre,
      y: letters === 'top' ? outside : extent - outside,
    });
    labels.push({ key: `row-${i}`, text: String(i + 1), x: outside, y: centre });
  }
  return labels;
}

/**
 * Where the squares sit over the drawing.
 *
 * @example
 * overlayBox(reversiGeometry(null)); // { left: '1.7442%', top: '1.7442%', width: '93.0233%', height: '93.0233%' }
 */
export function overlayBox({ margin, extent }: ReversiGeometry): OverlayBox {
  const percent = (value: number) => `${+((value / extent) * 100).toFixed(4)}%`;
  const offset = percent(margin);
  const side = percent(SIDE);
  return { left: offset, top: offset, width: side, height: side };
}

/**
 * The board's layout for the shared grid, markers and refusal cue: each square's name, cell
 * index (`y * 8 + x`, row 1 at the top, as the grid lists them too) and centre.
 *
 * @example
 * reversiLayout(reversiGeometry('top')).locate('D3'); // { name: 'd3', x: 3, y: 2, index: 19, row: 2, col: 3, cx: 41, cy: 31 }
 */
export function reversiLayout(geometry: ReversiGeometry): BoardLayout<ReversiSquare> {
  const { margin, extent } = geometry;
  const spot = (x: number, y: number): BoardSpot<ReversiSquare> => ({
    name: `${LETTERS[x]}${y + 1}` as ReversiSquare,
    x,
    y,
    index: y * 8 + x,
    row: y,
    col: x,
    cx: margin + (x + 0.5) * CELL,
    cy: margin + (y + 0.5) * CELL,
  });
  return {
    size: 8,
    extent,
    cell: CELL,
    spotAt: ({ row, col }) => spot(col, row),
    locate: (input) => {
      const point = parseSquare(input);
      return point === null ? null : spot(point.x, point.y);
    },
  };
}
