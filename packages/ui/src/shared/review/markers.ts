import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { BoardMarker } from '../board/types.ts';
import { type ReviewMessages, reviewMessagesEn } from './messages.ts';
import type { GameAnalysisState, GameAnalysisStore } from './types.ts';

/**
 * The markers that show, on the board, the judged move whose position is on view: a ring round
 * the move played, in the colour of its class, and a ring on the point or square the search
 * preferred, each labelled for screen readers. Empty at the start, for a good move, a move not
 * analysed yet, or a pass. Hand them to the board's `markers` prop; they follow the review's
 * `ply`. Themes colour them through their classes: `stonekit-review-played` with
 * `stonekit-review-inaccuracy`, `-mistake` or `-blunder`, and `stonekit-review-better`.
 *
 * @param state - the review's state, or the part of it read: `series` and `ply`
 * @param messages - the marker labels; keys left out are English
 * @example
 * reviewMarkers(analysis.getState()); // [{ kind: 'circle', at: 'c4', label: 'played, mistake', … }, { kind: 'circle', at: 'f5', … }]
 */
export function reviewMarkers(
  state: Pick<GameAnalysisState, 'series' | 'ply'>,
  messages: Partial<Pick<ReviewMessages, 'reviewMarkerPlayed' | 'reviewMarkerBetter'>> = {},
): BoardMarker[] {
  const texts = { ...reviewMessagesEn, ...messages };
  const move = state.ply > 0 ? state.series.moves[state.ply - 1] : undefined;
  if (move === undefined || move.judgement === null || move.pass) return [];
  const markers: BoardMarker[] = [
    {
      kind: 'circle',
      at: move.name,
      label: texts.reviewMarkerPlayed(move.judgement),
      className: `stonekit-review-played stonekit-review-${move.judgement}`,
    },
  ];
  if (move.better !== null && move.better !== 'pass') {
    markers.push({
      kind: 'circle',
      at: move.better,
      label: texts.reviewMarkerBetter,
      className: 'stonekit-review-better',
    });
  }
  return markers;
}

/**
 * `reviewMarkers` of the review, kept as one array until the position or the analysis changes,
 * so that the board does not redraw its markers at every render.
 *
 * @param messages - the marker labels, such as `reviewMessagesZh`; keep the object stable
 * @example
 * const markers = useReviewMarkers(analysis);
 * <ReversiBoard store={store} markers={markers} />
 */
export function useReviewMarkers(
  analysis: GameAnalysisStore,
  messages?: Partial<Pick<ReviewMessages, 'reviewMarkerPlayed' | 'reviewMarkerBetter'>>,
): BoardMarker[] {
  const series = useStore(analysis, (s) => s.series);
  const ply = useStore(analysis, (s) => s.ply);
  return useMemo(() => reviewMarkers({ series, ply }, messages), [series, ply, messages]);
}
