import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { type CoordinateCase, checkCoordinateCase } from './case.ts';
import type { CoordinateStoreActions, CoordinateStoreFields } from './slice.ts';

type CoordinateState = CoordinateStoreFields & CoordinateStoreActions;

/**
 * The store options a board's `coordinateCase` prop adds to its own store, when given.
 *
 * @throws OptionError for anything but `'lower'` or `'upper'`
 * @example
 * createGomokuStore({ size, ...coordinateCaseOption(coordinateCase) });
 */
export function coordinateCaseOption(coordinateCase: CoordinateCase | undefined): {
  coordinateCase?: CoordinateCase;
} {
  return coordinateCase === undefined
    ? {}
    : { coordinateCase: checkCoordinateCase(coordinateCase) };
}

/**
 * How a board shows point names: its store's `coordinateCase`, the one setting every component
 * on the store reads, so that the board's letters, its points' names, its announcements, a
 * status line and a move list beside it always agree. The board's own `coordinateCase` prop sets
 * its own store (at creation, and again when the prop changes), as `size` does; a store the
 * board is given keeps its own setting. A prop that overrode the case for one component alone
 * would let a board say "H8" beside a move list saying "h8", which is what one setting prevents.
 *
 * @param store - the store the board plays
 * @param ownStore - that store when the board created it, else null
 * @param prop - the board's `coordinateCase` prop
 * @throws OptionError for a prop other than `'lower'` or `'upper'`
 * @example
 * const coordinateCase = useBoardCoordinateCase(store, ownStore, props.coordinateCase);
 */
export function useBoardCoordinateCase(
  store: StoreApi<CoordinateState>,
  ownStore: StoreApi<CoordinateState> | null,
  prop: CoordinateCase | undefined,
): CoordinateCase {
  if (prop !== undefined) checkCoordinateCase(prop);
  useEffect(() => {
    if (ownStore === null || prop === undefined) return;
    if (ownStore.getState().coordinateCase !== prop) ownStore.getState().setCoordinateCase(prop);
  }, [ownStore, prop]);
  return useStore(store, (s) => s.coordinateCase);
}

/**
 * The case a component shows point names in: its store's `coordinateCase`.
 *
 * @example
 * const messages = withCoordinateCase(resolved, useCoordinateCase(store));
 */
export function useCoordinateCase(store: StoreApi<CoordinateStoreFields>): CoordinateCase {
  return useStore(store, (s) => s.coordinateCase);
}
