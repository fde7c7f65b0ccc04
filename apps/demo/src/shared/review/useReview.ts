import {
  type BoardMarker,
  createGameAnalysis,
  type GameAnalysisStore,
  type ReviewableStore,
  reviewMessagesEn,
  reviewMessagesZh,
  useOwnStore,
  useReviewMarkers,
} from '@stonekit/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ai } from '../../ai.ts';
import type { Locale } from '../../i18n/locale.tsx';
import { type PausableStore, pauseComputer } from '../players.ts';

/** The review of a page's game, and whether the page is in review. */
export interface ReviewController {
  analysis: GameAnalysisStore; // the kit's review of the store's game, on the demo's AI worker
  reviewing: boolean; // the page steps through the game: the computer waits, the review shows
  paused: boolean; // the computer was playing, and waits
  markers: readonly BoardMarker[] | undefined; // the move on view and the better one, while reviewing
  enter(): void;
  leave(): void;
}

/**
 * The review of the game on `store` (the kit's `createGameAnalysis`), and the review mode of the
 * page: entered by Step through the game or by starting an analysis, it pauses the computer
 * (which would otherwise play in a past position and replace the rest of the game), and left by
 * Back to the game, which goes to the end of the game and lets the computer play again.
 */
export function useReview(
  store: ReviewableStore & PausableStore,
  playersKey: string,
  locale: Locale,
): ReviewController {
  const analysis = useOwnStore(() => createGameAnalysis(store, { ai }));
  const [reviewing, setReviewing] = useState(false);
  const [paused, setPaused] = useState(false);
  const resume = useRef<(() => void) | null>(null);
  const markers = useReviewMarkers(
    analysis,
    locale === 'zh-CN' ? reviewMessagesZh : reviewMessagesEn,
  );

  const enter = useCallback(() => {
    if (resume.current === null) {
      const pausable: PausableStore = store;
      setPaused(pausable.getState().aiPlayer !== 'none');
      resume.current = pauseComputer(store, playersKey);
    }
    setReviewing(true);
  }, [store, playersKey]);

  const leave = useCallback(() => {
    const { plan, goToPly } = analysis.getState();
    goToPly(plan.moves.length);
    resume.current?.();
    resume.current = null;
    setPaused(false);
    setReviewing(false);
  }, [analysis]);

  // The analysis is started by the kit's own button: that starts the review too.
  useEffect(
    () =>
      analysis.subscribe((next, previous) => {
        if (next.status === 'running' && previous.status !== 'running') enter();
      }),
    [analysis, enter],
  );

  // A page left in review gives the computer back.
  useEffect(
    () => () => {
      resume.current?.();
      resume.current = null;
    },
    [],
  );

  return { analysis, reviewing, paused, markers: reviewing ? markers : undefined, enter, leave };
}
