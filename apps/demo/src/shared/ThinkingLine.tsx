import type { Stone } from '@stonekit/core';
import { type AiMessages, type AiPlayer, ThinkingIndicator } from '@stonekit/ui';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import './players.css';

/** What the line reads of a store: whether the computer plays, and whether it is thinking. */
interface ThinkingState {
  readonly aiPlayer: AiPlayer; // the sides the computer plays
  readonly thinking: Stone | null; // the side it is thinking for
}

/**
 * "White is thinking…" under the status line, close to the board on a phone too. It keeps its
 * height while the computer plays, so the panel does not jump at every move, and takes no room
 * between two people.
 */
export function ThinkingLine({
  store,
  messages,
}: {
  store: Pick<StoreApi<ThinkingState>, 'getState' | 'getInitialState' | 'subscribe'>;
  messages: Pick<AiMessages, 'thinking'>;
}) {
  const playing = useStore(store, (s) => s.aiPlayer !== 'none');
  if (!playing) return null;
  return (
    <p className="thinking-line">
      <ThinkingIndicator store={store} messages={messages} />
    </p>
  );
}
