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
  createReversiStore,
  type ReversiStore,
  type ReversiStoreOptions,
  type ReversiStoreState,
} from './store.ts';

const ReversiContext = createBoardContext<ReversiStoreState>('Reversi');

/** Props of `ReversiProvider`: a store to share, or options to create one from. */
export interface ReversiProviderProps extends ReversiStoreOptions {
  store?: ReversiStore | undefined; // an existing store; without one the provider creates its own
  children?: ReactNode; // boards, status lines and controls that share the game
}

/**
 * Shares one Reversi store with every board, `ReversiStatus`, `ReversiPassButton` and
 * `useReversiStore` call below it. Pass `store` to share one created elsewhere; otherwise the
 * provider creates its own once, from `autoPass`, `game`, `moves` and the computer player's
 * options (`ai`, `aiPlayer`, `level`, …) as they are on first render, and disposes it on unmount.
 *
 * @example
 * <ReversiProvider autoPass={false}>
 *   <ReversiBoard showLegalMoves />
 *   <ReversiStatus />
 *   <ReversiPassButton />
 * </ReversiProvider>
 */
export function ReversiProvider({ store, children, ...options }: ReversiProviderProps): ReactNode {
  return (
    <OwnStoreProvider
      context={ReversiContext}
      store={store}
      createStore={() => createReversiStore(options)}
    >
      {children}
    </OwnStoreProvider>
  );
}

/** Provides a store the caller already holds; `ReversiBoard` uses it for its own store. */
export function ReversiStoreProvider({
  store,
  children,
}: {
  store: ReversiStore;
  children?: ReactNode;
}): ReactNode {
  return (
    <BoardStoreProvider context={ReversiContext} store={store}>
      {children}
    </BoardStoreProvider>
  );
}

/**
 * Reads a slice of the provided Reversi store and re-renders when that slice changes. Select
 * primitives or stable objects; wrap selectors that build objects in zustand's `useShallow`.
 *
 * @throws Error outside a `ReversiProvider` or `ReversiBoard`
 * @example
 * const score = useReversiStore((s) => s.game.score);
 * const pass = useReversiStore((s) => s.pass);
 */
export function useReversiStore<U>(selector: (state: ReversiStoreState) => U): U {
  return useBoardStore(ReversiContext, selector);
}

/**
 * The provided Reversi store itself, for event handlers that read or act without re-rendering.
 *
 * @throws Error outside a `ReversiProvider` or `ReversiBoard`
 * @example
 * const store = useReversiStoreApi();
 * const onClick = () => store.getState().undo();
 */
export function useReversiStoreApi(): ReversiStore {
  return useBoardStoreApi(ReversiContext);
}

/**
 * The provided Reversi store, or `null` outside any provider.
 *
 * @example
 * const store = useOptionalReversiStoreApi() ?? myStore;
 */
export function useOptionalReversiStoreApi(): ReversiStore | null {
  return useOptionalBoardStoreApi(ReversiContext);
}

/**
 * The store a piece beside the board works on: its `store` prop, else the provided one.
 *
 * @param component - names the component in the error
 * @throws Error with neither
 * @example
 * const store = useResolvedReversiStore(props.store, 'ReversiStatus');
 */
export function useResolvedReversiStore(
  store: ReversiStore | undefined,
  component: string,
): ReversiStore {
  return useResolvedBoardStore(ReversiContext, store, component);
}
