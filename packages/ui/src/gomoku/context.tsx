import type { ReactNode } from 'react';
import {
  BoardStoreProvider,
  createBoardContext,
  OwnStoreProvider,
  useBoardStore,
  useBoardStoreApi,
  useOptionalBoardStoreApi,
  useResolvedBoardStore,
} from '../shared/createBoardContext.tsx';
import {
  createGomokuStore,
  type GomokuStore,
  type GomokuStoreOptions,
  type GomokuStoreState,
} from './store.ts';

const GomokuContext = createBoardContext<GomokuStoreState>('Gomoku');

/** Props of `GomokuProvider`: a store to share, or options to create one from. */
export interface GomokuProviderProps extends GomokuStoreOptions {
  store?: GomokuStore | undefined; // an existing store; without one the provider creates its own
  children?: ReactNode; // boards, status lines and controls that share the game
}

/**
 * Shares one Gomoku store with every board, `GomokuStatus` and `useGomokuStore` call below it.
 * Pass `store` to share one created elsewhere; otherwise the provider creates its own once, from
 * `size`, `rule`, `opening`, `game`, `moves` and the computer player's options (`ai`,
 * `aiPlayer`, `level`, …) as they are on first render, and disposes it on unmount.
 *
 * @example
 * <GomokuProvider size={15}>
 *   <GomokuBoard />
 *   <GomokuStatus />
 * </GomokuProvider>
 */
export function GomokuProvider({ store, children, ...options }: GomokuProviderProps): ReactNode {
  return (
    <OwnStoreProvider
      context={GomokuContext}
      store={store}
      createStore={() => createGomokuStore(options)}
    >
      {children}
    </OwnStoreProvider>
  );
}

/** Provides a store the caller already holds; `GomokuBoard` uses it for its own store. */
export function GomokuStoreProvider({
  store,
  children,
}: {
  store: GomokuStore;
  children?: ReactNode;
}): ReactNode {
  return (
    <BoardStoreProvider context={GomokuContext} store={store}>
      {children}
    </BoardStoreProvider>
  );
}

/**
 * Reads a slice of the provided Gomoku store and re-renders when that slice changes. Select
 * primitives or stable objects; wrap selectors that build objects in zustand's `useShallow`.
 *
 * @throws Error outside a `GomokuProvider` or `GomokuBoard`
 * @example
 * const turn = useGomokuStore((s) => s.game.turn);
 * const undo = useGomokuStore((s) => s.undo);
 */
export function useGomokuStore<U>(selector: (state: GomokuStoreState) => U): U {
  return useBoardStore(GomokuContext, selector);
}

/**
 * The provided Gomoku store itself, for event handlers that read or act without re-rendering.
 *
 * @throws Error outside a `GomokuProvider` or `GomokuBoard`
 * @example
 * const store = useGomokuStoreApi();
 * const onClick = () => store.getState().undo();
 */
export function useGomokuStoreApi(): GomokuStore {
  return useBoardStoreApi(GomokuContext);
}

/**
 * The provided Gomoku store, or `null` outside any provider.
 *
 * @example
 * const store = useOptionalGomokuStoreApi() ?? myStore;
 */
export function useOptionalGomokuStoreApi(): GomokuStore | null {
  return useOptionalBoardStoreApi(GomokuContext);
}

/**
 * The store a piece beside the board works on: its `store` prop, else the provided one.
 *
 * @param component - names the component in the error
 * @throws Error with neither
 * @example
 * const store = useResolvedGomokuStore(props.store, 'GomokuNotice');
 */
export function useResolvedGomokuStore(
  store: GomokuStore | undefined,
  component: string,
): GomokuStore {
  return useResolvedBoardStore(GomokuContext, store, component);
}
