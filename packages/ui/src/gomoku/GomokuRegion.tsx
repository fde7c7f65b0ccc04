import type { OpeningRegion } from '@stonekit/core';
import { memo, type ReactNode } from 'react';
import { useGomokuStore } from './context.tsx';
import { CELL, type GomokuGeometry, svgX, svgY } from './geometry.ts';

/** Props of `GomokuRegion`. */
export interface GomokuRegionProps {
  geometry: GomokuGeometry; // the layout of the board below
}

/**
 * The square of the board's viewBox that covers a region's points, half a line spacing beyond
 * the outer ones, so that the stones inside sit wholly within it.
 *
 * @example
 * regionRect(gomokuGeometry(15, true), centralRegion(15, 1)); // { x: 68, y: 68, width: 30, height: 30 }
 */
export function regionRect(
  geometry: GomokuGeometry,
  region: OpeningRegion,
): { x: number; y: number; width: number; height: number } {
  const half = CELL / 2;
  return {
    x: svgX(geometry, region.minX) - half,
    y: svgY(geometry, region.maxY) - half,
    width: (region.maxX - region.minX + 1) * CELL,
    height: (region.maxY - region.minY + 1) * CELL,
  };
}

/**
 * The square an opening's next stone must go in (RIF's central 3x3 for move 2, say), drawn as a
 * subtle highlight under the stones while the opening asks for it. The points outside are
 * neither `data-legal` nor previewed, and the status line says where the stone goes, so the
 * drawing is hidden from assistive technology.
 */
export const GomokuRegion = memo(function GomokuRegion({ geometry }: GomokuRegionProps): ReactNode {
  const region = useGomokuStore((s) => {
    const { phase } = s.game.opening;
    return phase.phase === 'place' && s.game.status.kind === 'playing' ? phase.region : null;
  });
  if (region === null) return null;
  return (
    <svg
      className="stonekit-region"
      viewBox={`0 0 ${geometry.extent} ${geometry.extent}`}
      aria-hidden="true"
      data-radius={region.radius}
    >
      <rect className="stonekit-region-square" rx={1.5} {...regionRect(geometry, region)} />
    </svg>
  );
});
