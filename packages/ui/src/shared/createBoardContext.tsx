import { type Context, createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { useOwnStore } from './useOwnStore.ts';

/** A React context for one kind of zustand store, made by `createBoardContext`. */
export interface BoardContext<T> {
  readonly context: Context<StoreApi<T> | null>; // the React context itself
  readonly name: string; // names the provider in errors and DevTools
}

/**
 * Makes a context for one kind of zustand vanilla store. Each board creates its store once and
 * provides it with `BoardStoreProvider`; `useBoardStore` reads it. Several boards on one page
 * never share state unless they are handed the same store on purpose.
 *
 * @param name - names the context in React DevTools and in the missing-provider error
 * @example
 * const CounterContext = createBoardContext<CounterState>('Counter');
 * const useCounter = <U,>(selector: (s: CounterState) => U) => useBoardStore(CounterContext, selector);
 */
export function createBoardContext<T>(name: string): BoardContext<T> {
  const context = createContext<StoreApi<T> | null>(null);
  context.displayName = `${name}StoreContext`;
  return { context, name };
}

/** Props of `BoardStoreProvider`. */
export interface BoardStoreProviderProps<T> {
  context: BoardContext<T>; // which kind of store this provides
  store: StoreApi<T>; // the store every hook below reads
  children?: ReactNode; // the boards and controls that share the store
}

/**
 * Hands `store` down to every `useBoardStore(context, …)` below it.
 *
 * @example
 * <BoardStoreProvider context={CounterContext} store={store}><Counter /></BoardStoreProvider>
 */
export function BoardStoreProvider<T>({
  context,
  store,
  children,
}: BoardStoreProviderProps<T>): ReactNode {
  // `Context.Provider` rather than React 19's `<Context>` keeps React 18.3 working.
  return <context.context.Provider value={store}>{children}</context.context.Provider>;
}

/**
 * The store from the nearest provider of `context`, or `null` when there is none.
 *
 * @example
 * const store = useOptionalBoardStoreApi(CounterContext) ?? fallbackStore;
 */
export function useOptionalBoardStoreApi<T>(context: BoardContext<T>): StoreApi<T> | null {
  return useContext(context.context);
}

/**
 * The store from the nearest provider of `context`.
 *
 * @throws Error when no provider is above
 * @example
 * const store = useBoardStoreApi(CounterContext);
 */
export function useBoardStoreApi<T>(context: BoardContext<T>): StoreApi<T> {
  const store = useContext(context.context);
  if (store === null) {
    throw new Error(`${context.name}: no store found. Render inside a ${context.name} provider.`);
  }
  return store;
}

/**
 * A slice of the provided store's state; re-renders only when the slice changes (`Object.is`).
 *
 * @throws Error when no provider is above
 * @example
 * const count = useBoardStore(CounterContext, (s) => s.count);
 */
export function useBoardStore<T, U>(context: BoardContext<T>, selector: (state: T) => U): U {
  return useStore(useBoardStoreApi(context), selector);
}

/** Props of `OwnStoreProvider`. */
export interface OwnStoreProviderProps<T> {
  context: BoardContext<T>; // which kind of store this provides
  store: StoreApi<T> | undefined; // a store the caller holds; without one the provider makes its own
  createStore: () => StoreApi<T>; // makes that store, once, on first render
  children?: ReactNode; // the boards and controls that share the store
}

/**
 * A game's provider: hands down `store`, or else a store of its own that it creates once with
 * `createStore` and disposes on unmount.
 *
 * @example
 * <OwnStoreProvider context={CounterContext} store={props.store} createStore={() => createCounter()}>
 *   <Counter />
 * </OwnStoreProvider>
 */
export function OwnStoreProvider<T extends { dispose(): void }>({
  context,
  store,
  createStore,
  children,
}: OwnStoreProviderProps<T>): ReactNode {
  // A store it was given is not its own to create or dispose of.
  const resolved = useOwnStore(createStore, store);
  return (
    <BoardStoreProvider context={context} store={resolved}>
      {children}
    </BoardStoreProvider>
  );
}

/**
 * The store a piece beside the board works on: its `store` prop, else the provided one.
 *
 * @param component - names the component in the error
 * @throws Error with neither
 * @example
 * const store = useResolvedBoardStore(CounterContext, props.store, 'CounterLabel');
 */
export function useResolvedBoardStore<T>(
  context: BoardContext<T>,
  store: StoreApi<T> | undefined,
  component: string,
): StoreApi<T> {
  const provided = useOptionalBoardStoreApi(context);
  const resolved = store ?? provided;
  if (resolved === null) {
    throw new Error(`${component}: pass a store or render inside <${context.name}Provider>.`);
  }
  return resolved;
}
