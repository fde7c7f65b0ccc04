import { useEffect } from 'react';

/**
 * Disposes a store when the component that created it unmounts, for good. React's StrictMode
 * unmounts and mounts every component once more in development; the disposal waits a tick and
 * is called off when the component comes back, so the store survives that rehearsal.
 * `useOwnStore` creates a store and disposes of it this way.
 *
 * @example
 * const [store] = useState(() => createReversiStore({ ai, aiPlayer: 'white' }));
 * useDisposeOnUnmount(store);
 */
export function useDisposeOnUnmount(
  store: { getState(): { dispose(): void } } | null | undefined,
): void {
  useEffect(() => {
    if (store === null || store === undefined) return;
    const pending = disposals.get(store);
    if (pending !== undefined) {
      clearTimeout(pending);
      disposals.delete(store);
    }
    return () => {
      disposals.set(
        store,
        setTimeout(() => {
          disposals.delete(store);
          store.getState().dispose();
        }, 0),
      );
    };
  }, [store]);
}

const disposals = new WeakMap<object, ReturnType<typeof setTimeout>>();
