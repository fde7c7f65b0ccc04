import { type ReactNode, useMemo } from 'react';
import { useStore } from 'zustand';
import { type ReviewMessages, reviewMessagesEn } from './messages.ts';
import type { GameAnalysisStore } from './types.ts';

// Drawn, not typed: the media-control characters are missing from many fonts.
const ICONS = {
  start: 'M3 3h2v10H3zM13 3v10L6 8z',
  back: 'M12 3v10L5 8z',
  forward: 'M4 3v10l7-5z',
  end: 'M11 3h2v10h-2zM3 3v10l7-5z',
} as const;

/**
 * Props of `ReviewNavigation`.
 *
 * @example
 * const props: ReviewNavigationProps = { analysis, messages: reviewMessagesZh };
 */
export interface ReviewNavigationProps {
  analysis: GameAnalysisStore; // the review, from `createGameAnalysis`
  /** Texts, such as `reviewMessagesZh`; keys left out are English. @defaultValue reviewMessagesEn */
  messages?: Partial<ReviewMessages> | undefined;
  /** Added to `stonekit-review-navigation`. */
  className?: string | undefined;
  /** Id of the element. */
  id?: string | undefined;
}

/**
 * Four buttons that step through the whole line, whoever played each move: to the start, one
 * move back, one forward, and to the last move (`goToPly`). Each is named for screen readers
 * ("Previous move") and shows a drawn sign; those that lead nowhere are disabled. A group named
 * "Step through the game" (a `<fieldset>`).
 *
 * @example
 * <ReviewNavigation analysis={analysis} />
 * <ReviewMoveList analysis={analysis} />
 */
export function ReviewNavigation({
  analysis,
  messages,
  className,
  id,
}: ReviewNavigationProps): ReactNode {
  const texts = useMemo(() => ({ ...reviewMessagesEn, ...messages }), [messages]);
  const ply = useStore(analysis, (s) => s.ply);
  const last = useStore(analysis, (s) => s.plan.moves.length);
  const steps = [
    { label: texts.reviewFirst, icon: ICONS.start, target: 0, step: 'start' },
    { label: texts.reviewPrevious, icon: ICONS.back, target: ply - 1, step: 'back' },
    { label: texts.reviewNext, icon: ICONS.forward, target: ply + 1, step: 'forward' },
    { label: texts.reviewLast, icon: ICONS.end, target: last, step: 'end' },
  ] as const;
  return (
    <fieldset
      id={id}
      aria-label={texts.reviewNavigation}
      className={
        className === undefined
          ? 'stonekit-review-navigation'
          : `stonekit-review-navigation ${className}`
      }
    >
      {steps.map(({ label, icon, target, step }) => (
        <button
          key={step}
          type="button"
          className="stonekit-review-step"
          aria-label={label}
          title={label}
          data-step={step}
          disabled={target < 0 || target > last || target === ply}
          onClick={() => analysis.getState().goToPly(target)}
        >
          <svg className="stonekit-review-step-icon" viewBox="0 0 16 16" aria-hidden="true">
            <path d={icon} />
          </svg>
        </button>
      ))}
    </fieldset>
  );
}
