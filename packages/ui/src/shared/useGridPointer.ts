import { type MouseEvent, type PointerEvent, useCallback, useMemo } from 'react';
import { cellPosition, type GridPosition } from './gridNavigation.ts';
import { useLatest } from './useLatest.ts';

/** Options of `useGridPointer`. */
export interface GridPointerOptions {
  onHover: (position: GridPosition | null) => void; // a mouse or pen is over a cell, or left them
  onPress: (position: GridPosition) => void; // a click or tap on a cell
  enabled?: boolean | undefined; // false ignores the pointer entirely @defaultValue true
}

/** Pointer handlers to spread on the `role="grid"` element. */
export interface GridPointerProps {
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * Mouse, touch and pen input for a grid whose cells carry `data-row` and `data-col`, delegated to
 * the grid element so cells stay free of handlers. A press is the `click` event alone, which every
 * pointer type fires exactly once per tap or click, so nothing plays twice; a drag that ends on
 * another cell clicks neither. Hover is reported for mouse and pen only: a finger has no hover,
 * and a preview left behind by a tap would mislead.
 *
 * @example
 * const pointerProps = useGridPointer({ onHover: setHover, onPress: play });
 * return <div role="grid" {...pointerProps}>{rows}</div>;
 */
export function useGridPointer(options: GridPointerOptions): GridPointerProps {
  const latest = useLatest(options);

  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (latest.current.enabled === false) return;
      const position = cellPosition(event.target);
      if (position !== null) latest.current.onPress(position);
    },
    [latest],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (latest.current.enabled === false) return;
      latest.current.onHover(event.pointerType === 'touch' ? null : cellPosition(event.target));
    },
    [latest],
  );

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'touch') latest.current.onHover(null);
    },
    [latest],
  );

  const onPointerLeave = useCallback(() => latest.current.onHover(null), [latest]);

  return useMemo(
    () => ({ onClick, onPointerMove, onPointerDown, onPointerLeave }),
    [onClick, onPointerMove, onPointerDown, onPointerLeave],
  );
}
