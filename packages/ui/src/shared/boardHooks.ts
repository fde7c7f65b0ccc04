import { useId, useMemo, useRef } from 'react';

/**
 * The store a board plays: `given` (its `store` prop, else the provided one), or else a store of
 * its own, created on first render. `ownStore` is that store of its own, or `null` when given one.
 *
 * @example
 * const { store, ownStore } = useGivenOrOwnStore(storeProp ?? provided, () => createGomokuStore());
 */
export function useGivenOrOwnStore<S>(
  given: S | null,
  create: () => S,
): { store: S; ownStore: S | null } {
  // Created at most once, and only when no store is given: the documented lazy-ref pattern.
  const ownStoreRef = useRef<S | null>(null);
  if (given === null && ownStoreRef.current === null) {
    ownStoreRef.current = create();
  }
  const store = given ?? (ownStoreRef.current as S);
  return { store, ownStore: store === ownStoreRef.current ? store : null };
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
