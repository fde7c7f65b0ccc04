import { useId, useMemo } from 'react';
import { useOwnStore } from './useOwnStore.ts';

/**
 * The store a board plays: `given` (its `store` prop, else the provided one), or else a store of
 * its own, created on first render and disposed of on unmount. `ownStore` is that store of its
 * own, or `null` when given one.
 *
 * @example
 * const { store, ownStore } = useGivenOrOwnStore(storeProp ?? provided, () => createGomokuStore());
 */
export function useGivenOrOwnStore<S extends { getState(): { dispose(): void } }>(
  given: S | null,
  create: () => S,
): { store: S; ownStore: S | null } {
  // Created at most once, and only when no store is given; disposed of with the board.
  const store = useOwnStore(create, given);
  return { store, ownStore: store === given ? null : store };
}

/**
 * Ids for the black and white gradients of one board's drawing, unique on the page.
 *
 * @example
 * const gradientIds = useGradientIds(); // { black: 'r1-black', white: 'r1-white' }
 */
export function useGradientIds(): { black: string; white: string } {
  // useId gives ':r1:' or '«r1»', which are awkward inside url(#…): keep letters and digits.
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return useMemo(() => ({ black: `${uid}-black`, white: `${uid}-white` }), [uid]);
}
