import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { useResolvedReversiStore } from './context.tsx';
import { type ReversiMessages, resolveReversiMessages } from './messages.ts';
import type { ReversiStore } from './store.ts';

/** Props of `ReversiPassButton`. */
export interface ReversiPassButtonProps {
  store?: ReversiStore | undefined; // the game to pass in @defaultValue the provided store
  messages?: Partial<ReversiMessages> | undefined; // texts @defaultValue reversiMessagesEn
  className?: string | undefined; // added to `stonekit-pass-button`
  children?: ReactNode; // the button's content @defaultValue messages.passButton
}

/**
 * The pass a game without `autoPass` needs: a button that passes for the side to move when it
 * has no legal move, and is `aria-disabled` otherwise (and while the computer thinks: it passes
 * for its own side). It stays focusable when disabled, so a
 * keyboard user who just passed keeps their place; a press then does nothing.
 *
 * @throws Error without a `store` prop outside a `ReversiProvider`
 * @example
 * <ReversiProvider autoPass={false}>
 *   <ReversiBoard />
 *   <ReversiPassButton />
 * </ReversiProvider>
 */
export function ReversiPassButton({
  store,
  messages,
  className,
  children,
}: ReversiPassButtonProps): ReactNode {
  const resolvedStore = useResolvedReversiStore(store, 'ReversiPassButton');
  // The computer passes for its own side.
  const mustPass = useStore(resolvedStore, (s) => s.game.mustPass && s.thinking === null);
  return (
    <button
      type="button"
      className={
        className === undefined ? 'stonekit-pass-button' : `stonekit-pass-button ${className}`
      }
      aria-disabled={!mustPass}
      data-must-pass={mustPass ? '' : undefined}
      onClick={() => {
        const { game, thinking, pass } = resolvedStore.getState();
        if (game.mustPass && thinking === null) pass();
      }}
    >
      {children ?? resolveReversiMessages(messages).passButton}
    </button>
  );
}
