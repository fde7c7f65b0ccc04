import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * `useLayoutEffect` in the browser, `useEffect` on the server: the layout effect warns during
 * server rendering in React 18, and nothing runs there anyway.
 *
 * @example
 * useIsomorphicLayoutEffect(() => { ref.current?.style.setProperty('--step', '2'); }, [step]);
 */
export const useIsomorphicLayoutEffect =
  typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A ref that always holds the latest `value`, so event handlers and store subscriptions made
 * once can call the newest callback props without being re-created on every render.
 *
 * @example
 * const onMoveRef = useLatest(onMove);
 * useEffect(() => store.subscribe(() => onMoveRef.current?.()), [store]);
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
