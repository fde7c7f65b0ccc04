import { useOptionalReversiStoreApi } from './context.tsx';
import type { ReversiStore } from './store.ts';

/**
 * The store a status piece shows: its `store` prop, else the provided one.
 *
 * @param component - names the component in the error
 * @throws Error with neither
 * @example
 * const store = useResolvedStore(props.store, 'ReversiStatus');
 */
export function useResolvedStore(store: ReversiStore | undefined, component: string): ReversiStore {
  const provided = useOptionalReversiStoreApi();
  const resolved = store ?? provided;
  if (resolved === null) {
    throw new Error(`${component}: pass a store or render inside <ReversiProvider>.`);
  }
  return resolved;
}
