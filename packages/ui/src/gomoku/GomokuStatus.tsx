import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { useOptionalGomokuStoreApi } from './context.tsx';
import { type GomokuMessages, resolveGomokuMessages } from './messages.ts';
import type { GomokuStore } from './store.ts';

/** Props of `GomokuStatus`. */
export interface GomokuStatusProps {
  store?: GomokuStore | undefined; // the game to describe @defaultValue the provided store
  messages?: Partial<GomokuMessages> | undefined; // texts @defaultValue gomokuMessagesEn
  className?: string | undefined; // added to `stonekit-status`
  id?: string | undefined; // to point `aria-describedby` at the status line
}

/**
 * One line saying whose turn it is or how the game ended ("Black to move", "White wins",
 * "Draw"). It is not a live region: the board already announces changes, and saying them twice
 * would be noise.
 *
 * @throws Error without a `store` prop outside a `GomokuProvider`
 * @example
 * <GomokuProvider>
 *   <GomokuStatus />
 *   <GomokuBoard />
 * </GomokuProvider>
 */
export function GomokuStatus({ store, messages, className, id }: GomokuStatusProps): ReactNode {
  const provided = useOptionalGomokuStoreApi();
  const resolved = store ?? provided;
  if (resolved === null) {
    throw new Error('GomokuStatus: pass a store or render inside <GomokuProvider>.');
  }
  const game = useStore(resolved, (s) => s.game);
  const { status } = game;
  return (
    <span
      id={id}
      className={className === undefined ? 'stonekit-status' : `stonekit-status ${className}`}
      data-status={status.kind}
      data-turn={status.kind === 'playing' ? game.turn : undefined}
      data-winner={status.kind === 'won' ? status.winner : undefined}
    >
      {resolveGomokuMessages(messages).status(game)}
    </span>
  );
}
