import { useEffect, useRef } from 'react';

// Bundlers replace `process.env.NODE_ENV` as text; `typeof` keeps a browser without it safe.
declare const process: { env: { NODE_ENV?: string } } | undefined;

/**
 * Whether the app runs in development, where the boards warn about props they ignore. Vite (and
 * Vitest) tell through `import.meta.env.MODE`, other bundlers through `process.env.NODE_ENV`;
 * with neither, it is taken as production, so nothing is said to the app's users.
 *
 * @example
 * if (isDevelopment()) console.warn('GomokuBoard: …');
 */
export function isDevelopment(): boolean {
  const mode = (import.meta as { env?: { MODE?: string } }).env?.MODE;
  if (mode !== undefined) return mode !== 'production';
  return typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';
}

/**
 * Warns once per board, in development, that props configuring a board's own store do nothing
 * because the board plays a store it was given (its `store` prop or a provider's).
 *
 * @param component - names the board in the warning, such as `'GomokuBoard'`
 * @param given - the board plays a store it was given
 * @param props - the props that only configure its own store, by name; `undefined` ones are not given
 * @param createStore - the factory that takes them instead, such as `'createGomokuStore'`
 * @example
 * useIgnoredPropsWarning('GomokuBoard', store !== null, { size, rule }, 'createGomokuStore');
 */
export function useIgnoredPropsWarning(
  component: string,
  given: boolean,
  props: Readonly<Record<string, unknown>>,
  createStore: string,
): void {
  const ignored = given
    ? Object.keys(props)
        .filter((name) => props[name] !== undefined)
        .join(', ')
    : '';
  const warned = useRef(false);
  useEffect(() => {
    if (ignored === '' || warned.current || !isDevelopment()) return;
    warned.current = true;
    console.warn(
      `${component}: ${ignored} ignored, because the board plays the store it is given (its store ` +
        `prop or a provider's) and these props only set up a store of its own. Pass them to ` +
        `${createStore} instead, or leave out the store.`,
    );
  }, [component, ignored, createStore]);
}
