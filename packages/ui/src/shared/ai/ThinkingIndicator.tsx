import type { Stone } from '@stonekit/core';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { type AiMessages, aiMessagesEn } from './messages.ts';

/** Props of `ThinkingIndicator`. */
export interface ThinkingIndicatorProps {
  /** A Gomoku or Reversi store, or any store with a `thinking` field. */
  store: Pick<
    StoreApi<{ readonly thinking: Stone | null }>,
    'getState' | 'getInitialState' | 'subscribe'
  >;
  /** Texts; a game's messages object fits. @defaultValue aiMessagesEn */
  messages?: Partial<Pick<AiMessages, 'thinking'>> | undefined;
  /** Speak the text when it appears, as a polite `role="status"` region. @defaultValue false */
  live?: boolean | undefined;
  /** Added to `stonekit-thinking`. */
  className?: string | undefined;
  /** Id of the element. */
  id?: string | undefined;
}

/**
 * "White is thinking…" with three pulsing dots while the computer chooses a move, and nothing
 * (an empty element, so a layout can keep its place) otherwise. `data-thinking` names the side.
 * It is not a live region unless `live` says so: the board already says `aria-busy` and
 * announces the move when it comes.
 *
 * @example
 * const store = useOwnStore(() => createReversiStore({ ai, aiPlayer: 'white' }));
 * <ThinkingIndicator store={store} messages={reversiMessagesZh} />
 */
export function ThinkingIndicator({
  store,
  messages,
  live = false,
  className,
  id,
}: ThinkingIndicatorProps): ReactNode {
  const thinking = useStore(store, (s) => s.thinking);
  const text = messages?.thinking ?? aiMessagesEn.thinking;
  return (
    <span
      id={id}
      className={className === undefined ? 'stonekit-thinking' : `stonekit-thinking ${className}`}
      role={live ? 'status' : undefined}
      data-thinking={thinking ?? undefined}
    >
      {thinking === null ? null : (
        <>
          <span className="stonekit-thinking-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {text(thinking)}
        </>
      )}
    </span>
  );
}
