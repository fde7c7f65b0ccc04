import type { Stone } from '@stonekit/core';
import {
  type AiMessages,
  type AiPlayer,
  type AiThinkingProgress,
  ThinkingIndicator,
} from '@stonekit/ui';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import './players.css';
import './thinking-line.css';

/** What the line reads of a store: whether the computer plays, and what it is thinking. */
interface ThinkingState {
  readonly aiPlayer: AiPlayer; // the sides the computer plays
  readonly thinking: Stone | null; // the side it is thinking for
  readonly thinkingProgress: AiThinkingProgress | null; // where its search has got to
}

/**
 * "White is thinking… depth 9 · best h8 · 3.2 s" under the status line, close to the board on a
 * phone too: at the strong levels the computer thinks for seconds, and the depth and the best
 * move so far show that it is getting somewhere. Never the score: the demo's evaluation is the
 * status line's, on the -100 to 100 scale of hints, and the search's own units would only
 * contradict it. The line keeps its height (two lines: the text, then the progress) while the
 * computer plays, so the panel does not jump at every move, and takes no room between two people.
 */
export function ThinkingLine({
  store,
  messages,
}: {
  store: Pick<StoreApi<ThinkingState>, 'getState' | 'getInitialState' | 'subscribe'>;
  messages: Pick<
    AiMessages,
    'thinking' | 'thinkingDepth' | 'thinkingMove' | 'thinkingScore' | 'thinkingTime'
  >;
}) {
  const playing = useStore(store, (s) => s.aiPlayer !== 'none');
  if (!playing) return null;
  return (
    <p className="thinking-line thinking-line-progress">
      <ThinkingIndicator store={store} messages={messages} showProgress />
    </p>
  );
}
