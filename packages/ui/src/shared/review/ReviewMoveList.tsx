import type { AnalysedMove } from '@stonekit/core/ai';
import { type ReactNode, useMemo } from 'react';
import { useStore } from 'zustand';
import { MoveList, type MoveListOptions } from '../moves/MoveList.tsx';
import { JUDGEMENT_SYMBOLS, shownMoveName } from './format.ts';
import { type ReviewMessages, reviewMessagesEn } from './messages.ts';
import type { GameAnalysisStore } from './types.ts';

/**
 * Props of `ReviewMoveList`: the review, its texts, and what every move list takes but the
 * selection, which the review's `ply` holds.
 *
 * @example
 * const props: ReviewMoveListProps = { analysis, messages: moveListMessagesZh, reviewMessages: reviewMessagesZh };
 */
export interface ReviewMoveListProps
  extends Omit<MoveListOptions, 'selected' | 'onSelectMove' | 'onStep'> {
  analysis: GameAnalysisStore; // the review, from `createGameAnalysis`
  /** The review's texts, for the judgements read after a move. @defaultValue reviewMessagesEn */
  reviewMessages?: Partial<ReviewMessages> | undefined;
}

const isPass = (move: AnalysedMove): boolean => move.pass;

/**
 * The whole line under review, the moves taken back included, as buttons: the move whose
 * position is on view is current, and a click, the arrow keys, Home or End go to a move (the
 * position after it) through the review's `goToPly`. Judged moves carry their chess mark after
 * the name (`?!`, `?`, `??`, with `data-annotation` naming the class) and their class in their
 * accessible name. Names follow the store's coordinate case. Its class adds `stonekit-review-moves`
 * to `stonekit-moves`, with columns wide enough for a mark. See `MoveList` for the rest.
 *
 * @example
 * <ReviewNavigation analysis={analysis} />
 * <ReviewMoveList analysis={analysis} />
 */
export function ReviewMoveList({
  analysis,
  reviewMessages,
  className,
  ...options
}: ReviewMoveListProps): ReactNode {
  const texts = useMemo(() => ({ ...reviewMessagesEn, ...reviewMessages }), [reviewMessages]);
  const moves = useStore(analysis, (s) => s.plan.moves);
  const judged = useStore(analysis, (s) => s.series.moves);
  const ply = useStore(analysis, (s) => s.ply);
  const coordinateCase = useStore(analysis, (s) => s.coordinateCase);
  return (
    <MoveList
      {...options}
      className={
        className === undefined ? 'stonekit-review-moves' : `stonekit-review-moves ${className}`
      }
      moves={moves}
      name={(move) => shownMoveName(move.name, coordinateCase, texts)}
      isPass={isPass}
      annotate={(move) => {
        const judgement = judged[move.index]?.judgement ?? null;
        return judgement === null
          ? null
          : {
              text: JUDGEMENT_SYMBOLS[judgement],
              label: texts.reviewMoveJudgement(judgement),
              kind: judgement,
            };
      }}
      selected={ply - 1}
      onSelectMove={(index) => analysis.getState().goToPly(index + 1)}
    />
  );
}
