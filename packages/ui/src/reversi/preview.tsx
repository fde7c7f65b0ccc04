import type { Stone } from '@stonekit/core';
import { type ReactNode, useEffect } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  BoardStoreProvider,
  createBoardContext,
  useBoardStore,
} from '../shared/createBoardContext.tsx';
import type { GridViewState, GridViewStore } from '../shared/gridViewStore.tsx';
import type { ReversiStore } from './store.ts';
import { legalFlips } from './view.ts';

/**
 * The move one board is previewing: a ghost disc on a legal square and a mark on every disc it
 * would flip. Derived from the game and the board's view, and kept in a store of its own so that
 * each square selects just whether it is involved: moving the preview re-renders those squares.
 */
export interface ReversiPreviewState {
  square: number | null; // the legal square previewed, null when none
  stone: Stone | null; // the side that would play it
  flips: ReadonlySet<number>; // cell indexes of the discs it would turn over
}

/** A per-board preview store. */
export type ReversiPreviewStore = StoreApi<ReversiPreviewState>;

const NONE: ReversiPreviewState = Object.freeze({
  square: null,
  stone: null,
  flips: Object.freeze(new Set<number>()),
});

/**
 * Creates the preview store of one rendered board, showing nothing.
 *
 * @example
 * const [preview] = useState(createReversiPreviewStore);
 */
export function createReversiPreviewStore(): ReversiPreviewStore {
  return createStore<ReversiPreviewState>()(() => NONE);
}

/**
 * The cell to preview: the one under a mouse or pen, else the one holding keyboard focus, so
 * keyboard users see the same preview. Focus left by a click or tap previews nothing.
 *
 * @example
 * previewTarget({ hover: null, focusVisible: true, active: 19 }); // 19
 */
export function previewTarget(
  view: Pick<GridViewState, 'hover' | 'focusVisible' | 'active'>,
): number | null {
  return view.hover ?? (view.focusVisible ? view.active : null);
}

/**
 * Keeps `preview` on the move under the pointer or focus, as the game and the view change.
 *
 * @param enabled - false clears the preview and keeps it clear
 * @example
 * useFlipPreview(store, view, preview, hoverPreview && playable);
 */
export function useFlipPreview(
  store: ReversiStore,
  view: GridViewStore,
  preview: ReversiPreviewStore,
  enabled: boolean,
): void {
  useEffect(() => {
    const update = () => {
      const target = enabled ? previewTarget(view.getState()) : null;
      const { game } = store.getState();
      const flips = target === null ? undefined : legalFlips(game).get(target);
      const current = preview.getState();
      if (target === null || flips === undefined) {
        if (current !== NONE) preview.setState(NONE, true);
      } else if (current.square !== target || current.flips !== flips) {
        preview.setState({ square: target, stone: game.turn, flips }, true);
      }
    };
    update();
    const stopView = view.subscribe(update);
    const stopGame = store.subscribe((next, previous) => {
      if (next.game !== previous.game) update();
    });
    return () => {
      stopView();
      stopGame();
    };
  }, [store, view, preview, enabled]);
}

const previewContext = createBoardContext<ReversiPreviewState>('ReversiPreview');

/** Provides a board's preview store to its squares. */
export function ReversiPreviewProvider({
  store,
  children,
}: {
  store: ReversiPreviewStore;
  children?: ReactNode;
}): ReactNode {
  return (
    <BoardStoreProvider context={previewContext} store={store}>
      {children}
    </BoardStoreProvider>
  );
}

/**
 * A slice of the provided preview store; squares select only whether they are involved.
 *
 * @example
 * const ghost = useReversiPreview((s) => (s.square === index ? s.stone : null));
 */
export function useReversiPreview<U>(selector: (state: ReversiPreviewState) => U): U {
  return useBoardStore(previewContext, selector);
}
