import type { Stone } from '@stonekit/core';
import { type ReactNode, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { type CoordinateCase, casePointName } from '../coordinates/case.ts';
import { useIsomorphicLayoutEffect } from '../useLatest.ts';
import { useVisibleFrames } from '../useVisibleFrames.ts';
import { type AiMessages, aiMessagesEn } from './messages.ts';
import type { AiThinkingProgress } from './types.ts';

/** The texts the indicator shows. */
type ThinkingMessages = Pick<
  AiMessages,
  'thinking' | 'thinkingDepth' | 'thinkingMove' | 'thinkingScore' | 'thinkingTime'
>;

/** Props of `ThinkingIndicator`. */
export interface ThinkingIndicatorProps {
  /**
   * A Gomoku or Reversi store, or any store with a `thinking` field (and `thinkingProgress`
   * for `showProgress`).
   */
  store: Pick<
    StoreApi<{
      readonly thinking: Stone | null;
      readonly thinkingProgress?: AiThinkingProgress | null;
      readonly coordinateCase?: CoordinateCase;
    }>,
    'getState' | 'getInitialState' | 'subscribe'
  >;
  /** Texts; a game's messages object fits. @defaultValue aiMessagesEn */
  messages?: Partial<ThinkingMessages> | undefined;
  /** Speak the text when it appears, as a polite `role="status"` region. @defaultValue false */
  live?: boolean | undefined;
  /**
   * Show where the search has got to after the text: the depth reached, the best move so far
   * and the time thinking, which ticks ("White is thinking… depth 9 · best h8 · 3.2 s"). Shown
   * from the search's first report; a Gomoku opening decision sends none.
   * @defaultValue false
   */
  showProgress?: boolean | undefined;
  /**
   * Add the score of the best move so far to the progress, in the game's units (Reversi: discs;
   * Gomoku: the search's own evaluation, not a hint's -100 to 100). Off by default: while the
   * computer chooses its own move, its score gives away what it thinks of the person's position.
   * Turn it on where the evaluation shows anyway, as with `analysis`.
   * @defaultValue false
   */
  showScore?: boolean | undefined;
  /**
   * The time source, in `Date.now()` milliseconds as the store's reports are; tests and stories
   * give a fake one so that the time shown does not change. @defaultValue `() => Date.now()`
   */
  now?: (() => number) | undefined;
  /** Added to `stonekit-thinking`. */
  className?: string | undefined;
  /** Id of the element. */
  id?: string | undefined;
}

/** Tenths of a second thought so far, as of `time` (the report's own time before any reading). */
function tenthsAt(progress: AiThinkingProgress, time: number | null): number {
  const since = time === null ? 0 : Math.max(0, time - progress.at);
  return Math.floor((progress.timeMs + since) / 100);
}

/**
 * "White is thinking…" with three pulsing dots while the computer chooses a move, and nothing
 * (an empty element, so a layout can keep its place) otherwise. `data-thinking` names the side.
 * It is not a live region unless `live` says so: the board already says `aria-busy` and
 * announces the move when it comes.
 *
 * With `showProgress` it adds where the search has got to ("depth 9 · best h8 · 3.2 s"), with
 * `data-depth` and `data-move` on `.stonekit-thinking-progress`. The store changes at most ten
 * times a second with the worker's reports, and only this component reads them; the time ticks
 * between reports on animation frames, in this component alone, rendering once a tenth, and only
 * while the page is visible. The progress is never part of the live region: with `live` it is
 * hidden from screen readers, which would otherwise hear it at every tenth; without, it is plain
 * text that a screen reader finds, and no more.
 *
 * @example
 * const store = useOwnStore(() => createReversiStore({ ai, aiPlayer: 'white', level: 10 }));
 * <ThinkingIndicator store={store} messages={reversiMessagesZh} showProgress />
 */
export function ThinkingIndicator({
  store,
  messages,
  live = false,
  showProgress = false,
  showScore = false,
  now,
  className,
  id,
}: ThinkingIndicatorProps): ReactNode {
  const thinking = useStore(store, (s) => s.thinking);
  // Without `showProgress` the reports are not read at all: they cause no render.
  const progress = useStore(store, (s) =>
    showProgress && s.thinking !== null ? (s.thinkingProgress ?? null) : null,
  );
  // The best move is named as every other text on the store names points ('H8' under 'upper').
  const coordinateCase = useStore(store, (s) => s.coordinateCase ?? 'lower');
  const texts = { ...aiMessagesEn, ...messages };
  // When the time was last read, null until an effect reads it: rendering never reads the time,
  // so the server's HTML and the browser's first render agree.
  const [readAt, setReadAt] = useState<number | null>(null);
  const tenths = progress === null ? null : tenthsAt(progress, readAt);
  const shown = useRef<number | null>(tenths); // the tenths on screen, so a frame renders only on a change
  useIsomorphicLayoutEffect(() => {
    shown.current = tenths;
  });

  // Renders when the tenth shown changes, for as long as the progress shows.
  useVisibleFrames(
    progress,
    (shownProgress, time) => {
      if (tenthsAt(shownProgress, time) !== shown.current) {
        shown.current = tenthsAt(shownProgress, time);
        setReadAt(time);
      }
      return true;
    },
    now,
  );

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
          {texts.thinking(thinking)}
          {/* A space for the text read out; the flex gap draws it. */}
          {progress === null ? null : ' '}
          {progress === null || tenths === null ? null : (
            <span
              className="stonekit-thinking-progress"
              aria-hidden={live ? 'true' : undefined}
              data-depth={progress.depth}
              data-move={progress.moveName ?? undefined}
            >
              {[
                texts.thinkingDepth(progress.depth),
                progress.moveName === null
                  ? null
                  : texts.thinkingMove(casePointName(progress.moveName, coordinateCase)),
                showScore ? texts.thinkingScore(progress.score) : null,
                texts.thinkingTime(tenths / 10),
              ]
                .filter((part) => part !== null)
                .join(' · ')}
            </span>
          )}
        </>
      )}
    </span>
  );
}
