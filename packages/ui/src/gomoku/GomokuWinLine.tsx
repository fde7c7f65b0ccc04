import { memo, type ReactNode } from 'react';
import { useGomokuStore } from './context.tsx';
import { type GomokuGeometry, pointCentre } from './geometry.ts';

/** Props of `GomokuWinLine`. */
export interface GomokuWinLineProps {
  geometry: GomokuGeometry; // the layout of the board below
}

/**
 * A stroke through the winning stones, drawn above them. Each winning point is also marked on
 * its own (`data-winning`); the stroke makes the line readable at a glance.
 */
export const GomokuWinLine = memo(function GomokuWinLine({
  geometry,
}: GomokuWinLineProps): ReactNode {
  const status = useGomokuStore((s) => s.game.status);
  if (status.kind !== 'won') return null;
  const first = status.line[0];
  const last = status.line.at(-1);
  if (first === undefined || last === undefined) return null;
  const from = pointCentre(geometry, first);
  const to = pointCentre(geometry, last);
  return (
    <svg
      className="stonekit-win-line"
      viewBox={`0 0 ${geometry.extent} ${geometry.extent}`}
      aria-hidden="true"
      data-winner={status.winner}
    >
      <line x1={from.x} y1={from.y} x2={to.x} y2={to.y} />
    </svg>
  );
});
