import {
  AnalysisProgress,
  EvaluationGraph,
  MistakeDetails,
  moveListMessagesEn,
  moveListMessagesZh,
  ReviewMoveList,
  ReviewNavigation,
  reviewMessagesEn,
  reviewMessagesZh,
} from '@stonekit/ui';
import { useId } from 'react';
import type { Locale } from '../../i18n/locale.tsx';
import { reviewSectionMessages } from './messages.ts';
import type { ReviewController } from './useReview.ts';
import './review.css';

/**
 * The review under the board, all of it the kit's: Analyse (a progress bar and Cancel while it
 * runs, what it found after), and while reviewing the evaluation graph, what the engine thinks
 * of the move on view (with the better move ringed on the board), the step buttons and the whole
 * line as a move list that steps with a click or the arrow keys. Once the game is over, Analyse
 * is the button that stands out.
 */
export function ReviewSection({
  review,
  locale,
  over,
}: {
  review: ReviewController;
  locale: Locale;
  over: boolean; // the game is over: the time to analyse it, which the page says
}) {
  const t = reviewSectionMessages[locale];
  const texts = locale === 'zh-CN' ? reviewMessagesZh : reviewMessagesEn;
  const headingId = useId();
  const { analysis, reviewing } = review;
  return (
    <section
      className="review"
      aria-labelledby={headingId}
      data-reviewing={reviewing ? '' : undefined}
      data-over={over ? '' : undefined}
    >
      <div className="review-head">
        <h2 id={headingId}>{t.review}</h2>
        {reviewing ? (
          <button type="button" onClick={review.leave}>
            {t.backToGame}
          </button>
        ) : (
          <button type="button" onClick={review.enter}>
            {t.stepThrough}
          </button>
        )}
      </div>
      {reviewing ? null : <p className="muted review-intro">{over ? t.overIntro : t.intro}</p>}
      {review.paused ? <p className="muted review-intro">{t.computerWaits}</p> : null}
      <AnalysisProgress analysis={analysis} messages={texts} />
      {reviewing ? (
        <>
          <EvaluationGraph analysis={analysis} messages={texts} />
          <MistakeDetails analysis={analysis} messages={texts} />
          <ReviewNavigation analysis={analysis} messages={texts} />
          <ReviewMoveList
            analysis={analysis}
            messages={locale === 'zh-CN' ? moveListMessagesZh : moveListMessagesEn}
            reviewMessages={texts}
            className="move-list"
          />
        </>
      ) : null}
    </section>
  );
}
