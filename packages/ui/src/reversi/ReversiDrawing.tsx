import type { Stone } from '@stonekit/core';
import { memo, type ReactNode } from 'react';
import type { CoordinateCase } from '../shared/coordinates/case.ts';
import { CELL, coordinateLabels, linesPath, markerDots, type ReversiGeometry } from './geometry.ts';

/** Props of `ReversiDrawing`. */
export interface ReversiDrawingProps {
  geometry: ReversiGeometry; // the layout to draw
  coordinateCase: CoordinateCase; // the letters' case, as the store shows square names
  gradientIds: Readonly<Record<Stone, string>>; // ids for the discs' gradients, unique on the page
}

/**
 * The board under the discs: the lines between the squares, the four marker dots and the
 * coordinates on the frame, plus the gradients every disc of this board fills with (the felt and
 * the frame are CSS backgrounds). It depends on the layout and the letters' case alone, so moves
 * never re-render it.
 * Hidden from assistive technology: the grid of squares carries everything it shows.
 */
export const ReversiDrawing = memo(function ReversiDrawing({
  geometry,
  coordinateCase,
  gradientIds,
}: ReversiDrawingProps): ReactNode {
  const { extent } = geometry;
  return (
    <svg
      className="stonekit-drawing"
      viewBox={`0 0 ${extent} ${extent}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
    >
      <defs>
        {/* Discs are flatter than Go stones: a broad face, a short fall-off to the rim. */}
        <radialGradient id={gradientIds.black} cx="0.4" cy="0.36" r="0.68" fx="0.4" fy="0.32">
          <stop offset="0" style={{ stopColor: 'var(--stonekit-disc-black-highlight)' }} />
          <stop offset="0.7" style={{ stopColor: 'var(--stonekit-disc-black)' }} />
          <stop offset="1" style={{ stopColor: 'var(--stonekit-disc-black-edge)' }} />
        </radialGradient>
        <radialGradient id={gradientIds.white} cx="0.4" cy="0.36" r="0.68" fx="0.4" fy="0.32">
          <stop offset="0" style={{ stopColor: 'var(--stonekit-disc-white-highlight)' }} />
          <stop offset="0.7" style={{ stopColor: 'var(--stonekit-disc-white)' }} />
          <stop offset="1" style={{ stopColor: 'var(--stonekit-disc-white-edge)' }} />
        </radialGradient>
      </defs>
      <path className="stonekit-felt-lines" d={linesPath(geometry)} />
      {markerDots(geometry).map((dot) => (
        <circle
          key={`${dot.x}-${dot.y}`}
          className="stonekit-felt-dot"
          cx={dot.x}
          cy={dot.y}
          r={CELL * 0.09}
        />
      ))}
      {coordinateLabels(geometry, coordinateCase).map((label) => (
        <text
          key={label.key}
          className="stonekit-coordinate"
          x={label.x}
          y={label.y}
          dy="0.35em"
          textAnchor="middle"
          fontSize={CELL * 0.36}
        >
          {label.text}
        </text>
      ))}
    </svg>
  );
});
