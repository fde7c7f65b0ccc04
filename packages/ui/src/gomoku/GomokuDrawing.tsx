import type { Point, Stone } from '@stonekit/core';
import { memo, type ReactNode } from 'react';
import type { CoordinateCase } from '../shared/coordinates/case.ts';
import {
  borderRect,
  CELL,
  coordinateLabels,
  type GomokuGeometry,
  gridPath,
  svgX,
  svgY,
} from './geometry.ts';

/** Props of `GomokuDrawing`. */
export interface GomokuDrawingProps {
  geometry: GomokuGeometry; // the layout to draw
  coordinates: boolean; // draw column letters and row numbers
  coordinateCase: CoordinateCase; // the letters' case, as the store shows point names
  starPoints: readonly Point[]; // the marked points of this size
  gradientIds: Readonly<Record<Stone, string>>; // ids for the stones' gradients, unique on the page
}

/**
 * The board under the stones: lines, star points and coordinates, plus the gradients every stone
 * of this board fills with (the wood is the root element's CSS background). It depends on the size
 * and the coordinates alone, so moves never re-render it.
 * Hidden from assistive technology: the grid of points carries everything it shows.
 */
export const GomokuDrawing = memo(function GomokuDrawing({
  geometry,
  coordinates,
  coordinateCase,
  starPoints,
  gradientIds,
}: GomokuDrawingProps): ReactNode {
  const { extent } = geometry;
  const border = borderRect(geometry);
  return (
    <svg
      className="stonekit-drawing"
      viewBox={`0 0 ${extent} ${extent}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
    >
      <defs>
        {/* The light falls from the top left, as on most photographs of real stones. */}
        <radialGradient id={gradientIds.black} cx="0.36" cy="0.32" r="0.7" fx="0.36" fy="0.3">
          <stop offset="0" style={{ stopColor: 'var(--stonekit-black-stone-highlight)' }} />
          <stop offset="0.55" style={{ stopColor: 'var(--stonekit-black-stone)' }} />
          <stop offset="1" style={{ stopColor: 'var(--stonekit-black-stone-edge)' }} />
        </radialGradient>
        <radialGradient id={gradientIds.white} cx="0.36" cy="0.32" r="0.72" fx="0.36" fy="0.3">
          <stop offset="0" style={{ stopColor: 'var(--stonekit-white-stone-highlight)' }} />
          <stop offset="0.6" style={{ stopColor: 'var(--stonekit-white-stone)' }} />
          <stop offset="1" style={{ stopColor: 'var(--stonekit-white-stone-edge)' }} />
        </radialGradient>
      </defs>
      <path className="stonekit-lines" d={gridPath(geometry)} />
      <rect className="stonekit-border" {...border} />
      {starPoints.map((point) => (
        <circle
          key={`${point.x}-${point.y}`}
          className="stonekit-star"
          cx={svgX(geometry, point.x)}
          cy={svgY(geometry, point.y)}
          r={CELL * 0.1}
        />
      ))}
      {coordinates
        ? coordinateLabels(geometry, coordinateCase).map((label) => (
            <text
              key={label.key}
              className="stonekit-coordinate"
              x={label.x}
              y={label.y}
              dy="0.35em"
              textAnchor="middle"
              fontSize={CELL * 0.38}
            >
              {label.text}
            </text>
          ))
        : null}
    </svg>
  );
});
