import { useEffect } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { useLatest } from './useLatest.ts';

/**
 * Calls `listener` with the new and the previous state after every change of `store`, for as long
 * as the component is mounted. The listener may change on every render: the newest one is called,
 * and the subscription is made once per store.
 *
 * @example
 * useStoreSubscription(store, (next, previous) => {
 *   if (next.game !== previous.game) console.log('the game changed');
 * });
 */
export function useStoreSubscription<T>(
  store: StoreApi<T>,
  listener: (next: T, previous: T) => void,
): void {
  const latest = useLatest(listener);
  useEffect(
    () => store.subscribe((next, previous) => latest.current(next, previous)),
    [store, latest],
  );
}
