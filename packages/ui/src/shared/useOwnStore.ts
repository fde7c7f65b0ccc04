import { useRef } from 'react';
import { useDisposeOnUnmount } from './ai/useDisposeOnUnmount.ts';

/**
 * A store the calling component creates on its first render and disposes of when it unmounts for
 * good; or `given`, when there is one, which it neither creates nor disposes of. Unlike
 * `useState(() => createStore())`, whose initializer React's StrictMode calls twice in
 * development, `create` runs once: a store made and thrown away would keep its computer player
 * searching in the worker for a board nobody sees.
 *
 * @param create - makes the store; called at most once
 * @param given - a store the caller holds, used instead
 * @example
 * const store = useOwnStore(() => createReversiStore({ ai, aiPlayer: 'white' }));
 */
export function useOwnStore<S extends { getState(): { dispose(): void } }>(
  create: () => S,
  given?: S | null,
): S {
  // The lazy-ref pattern: React keeps the ref across StrictMode's second render of the mount.
  const own = useRef<S | null>(null);
  if ((given === undefined || given === null) && own.current === null) own.current = create();
  useDisposeOnUnmount(own.current);
  return given ?? own.current!;
}
