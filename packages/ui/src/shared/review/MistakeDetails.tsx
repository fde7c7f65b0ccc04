import { type ReactNode, useId, useMemo } from 'react';
import { useStore } from 'zustand';
import {
  evaluationText,
  JUDGEMENT_SYMBOLS,
  judgedPly,
  reviewMoveEntry,
  shownMoveName,
} from './format.ts';
import { type ReviewMessages, reviewMessagesEn } from './messages.ts';
import type { GameAnalysisStore } from './types.ts';

/**
 * Props of `MistakeDetails`.
 *
 * @example
 * const props: MistakeDetailsProps = { analysis, messages: reviewMessagesZh };
 */
export interface MistakeDetailsProps {
  analysis: GameAnalysisStore; // the review, from `createGameAnalysis`
  /** Texts, such as `reviewMessagesZh`; keys left out are English. @defaultValue reviewMessagesEn */
  messages?: Partial<ReviewMessages> | undefined;
  /** Show the buttons that step to the judged move before and after this one. @defaultValue true */
  showSteps?: boolean | undefined;
  /** Added to `stonekit-review-details`. */
  className?: string | undefined;
  /** Id of the element. */
  id?: string | undefined;
}

/**
 * What the review says of the move whose position is on view (the last one played up to the
 * review's `ply`): its number, name and side, its value after it and, for a judged move, its
 * class with the chess mark (`?!`, `?`, `??`), what it gave away and the better move the search
 * found, which `useReviewMarkers` draws on the board. `data-judgement` names the class. "Previous
 * mistake" and "Next mistake" step to the judged moves around it, disabled where there is none.
 * It follows every step, so it is not a live region: the board announces each move, and the
 * graph's slider says the class with the value.
 *
 * @example
 * <EvaluationGraph analysis={analysis} />
 * <MistakeDetails analysis={analysis} messages={reviewMessagesZh} />
 */
export function MistakeDetails({
  analysis,
  messages,
  showSteps = true,
  className,
  id,
}: MistakeDetailsProps): ReactNode {
  const texts = useMemo(() => ({ ...reviewMessagesEn, ...messages }), [messages]);
  const series = useStore(analysis, (s) => s.series);
  const ply = useStore(analysis, (s) => s.ply);
  const coordinateCase = useStore(analysis, (s) => s.coordinateCase);
  const headingId = useId();
  const move = ply > 0 ? series.moves[ply - 1] : undefined;
  const entry =
    move === undefined ? null : reviewMoveEntry({ series, coordinateCase }, move.index, texts);
  const value = evaluationText(series.evaluations[ply] ?? null, series.game, texts);
  const previous = judgedPly(series, ply, 'previous');
  const next = judgedPly(series, ply, 'next');
  const go = (target: number | null) => {
    if (target !== null) analysis.getState().goToPly(target);
  };

  let detail: ReactNode = null;
  if (move !== undefined && move.judgement !== null) {
    detail = (
      <p className="stonekit-review-details-loss">
        <span>{texts.reviewLoss(move.loss ?? 0, series.game)}</span>
        {move.better === null ? null : (
          <>
            {' · '}
            <span className="stonekit-review-details-better" data-move={move.better}>
              {texts.reviewBetter(shownMoveName(move.better, coordinateCase, texts))}
            </span>
          </>
        )}
      </p>
    );
  } else if (move !== undefined && move.loss !== null) {
    detail = <p className="stonekit-review-details-loss">{texts.reviewGoodMove}</p>;
  }

  return (
    <section
      id={id}
      className={
        className === undefined ? 'stonekit-review-details' : `stonekit-review-details ${className}`
      }
      aria-labelledby={headingId}
      data-judgement={move?.judgement ?? undefined}
      data-ply={ply}
    >
      <p id={headingId} className="stonekit-review-details-move">
        {move?.judgement == null ? null : (
          <span className="stonekit-review-symbol" aria-hidden="true">
            {JUDGEMENT_SYMBOLS[move.judgement]}
          </span>
        )}
        {texts.reviewPosition(entry, value)}
      </p>
      {detail}
      {showSteps ? (
        <div className="stonekit-review-details-steps">
          <button
            type="button"
            className="stonekit-review-step"
            disabled={previous === null}
            onClick={() => go(previous)}
          >
            {texts.reviewPreviousMistake}
          </button>
          <button
            type="button"
            className="stonekit-review-step"
            disabled={next === null}
            onClick={() => go(next)}
          >
            {texts.reviewNextMistake}
          </button>
        </div>
      ) : null}
    </section>
  );
}
