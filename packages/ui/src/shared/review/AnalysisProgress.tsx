import { type ReactNode, useMemo } from 'react';
import { useStore } from 'zustand';
import { judgementCounts } from './format.ts';
import { type ReviewMessages, reviewMessagesEn } from './messages.ts';
import type { GameAnalysisStore } from './types.ts';

/**
 * Props of `AnalysisProgress`.
 *
 * @example
 * const props: AnalysisProgressProps = { analysis, messages: reviewMessagesZh };
 */
export interface AnalysisProgressProps {
  analysis: GameAnalysisStore; // the review, from `createGameAnalysis`
  /** Texts, such as `reviewMessagesZh`; keys left out are English. @defaultValue reviewMessagesEn */
  messages?: Partial<ReviewMessages> | undefined;
  /** Added to `stonekit-review-progress`. */
  className?: string | undefined;
  /** Id of the element. */
  id?: string | undefined;
}

/**
 * Starts, follows and stops a review's analysis: an "Analyse the game" button before it (
 * "Resume the analysis" after a cancel, "Try the analysis again" after a failure), a `<progress>`
 * bar with "Analysing… 12 of 61 positions" and a Cancel button while it runs, and once finished
 * how many blunders, mistakes and inaccuracies it found. `data-status` names the state. How it
 * ended (finished, cancelled, failed) is said in a polite live region; the count of positions
 * is not, as it changes with every one. Without an AI client (`aiAvailable` false) it shows
 * nothing.
 *
 * @example
 * <AnalysisProgress analysis={analysis} />
 */
export function AnalysisProgress({
  analysis,
  messages,
  className,
  id,
}: AnalysisProgressProps): ReactNode {
  const texts = useMemo(() => ({ ...reviewMessagesEn, ...messages }), [messages]);
  const status = useStore(analysis, (s) => s.status);
  const done = useStore(analysis, (s) => s.done);
  const total = useStore(analysis, (s) => s.total);
  const series = useStore(analysis, (s) => s.series);
  const aiAvailable = useStore(analysis, (s) => s.aiAvailable);
  const counts = useMemo(() => judgementCounts(series), [series]);
  if (!aiAvailable) return null;

  const start = () => {
    void analysis.getState().start();
  };
  const said =
    status === 'done'
      ? texts.reviewDone(counts)
      : status === 'cancelled'
        ? texts.reviewCancelled
        : status === 'failed'
          ? texts.reviewFailed
          : '';
  const startText =
    status === 'cancelled'
      ? texts.reviewResume
      : status === 'failed'
        ? texts.reviewRetry
        : texts.reviewAnalyse;

  return (
    <div
      id={id}
      className={
        className === undefined
          ? 'stonekit-review-progress'
          : `stonekit-review-progress ${className}`
      }
      data-status={status}
    >
      {status === 'running' ? (
        <>
          <progress
            className="stonekit-review-progress-bar"
            value={done}
            max={Math.max(1, total)}
            aria-label={texts.reviewProgressLabel}
            aria-valuetext={texts.reviewProgress(done, total)}
          />
          <span className="stonekit-review-progress-text">{texts.reviewProgress(done, total)}</span>
          <button
            type="button"
            className="stonekit-review-button"
            onClick={() => analysis.getState().cancel()}
          >
            {texts.reviewCancel}
          </button>
        </>
      ) : status === 'done' ? null : (
        <button type="button" className="stonekit-review-button" onClick={start}>
          {startText}
        </button>
      )}
      <span className="stonekit-review-progress-status" role="status">
        {said}
      </span>
    </div>
  );
}
