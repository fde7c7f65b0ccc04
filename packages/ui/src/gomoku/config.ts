import type { Stone } from '@stonekit/core';
import { createContext, useContext } from 'react';
import type { ConfirmMoves } from '../shared/board/types.ts';
import { type GomokuMessages, gomokuMessagesEn } from './messages.ts';

/** How a Gomoku board looks and behaves; every `GomokuBoard` prop of the same name overrides it. */
export interface GomokuBoardConfig {
  coordinates: boolean; // letters along the bottom and numbers up the left
  showMoveNumbers: boolean; // write each stone's move number on it
  showLastMove: boolean; // mark the most recent stone
  showForbidden: boolean; // cross out black's forbidden points under Renju
  showHint: boolean; // the side to move's stone, translucent and ringed, on the store's hint
  showPrincipalVariation: boolean; // numbered ghost stones along the hint's expected line
  hoverPreview: boolean; // show a ghost stone under a mouse or pen on points open to play
  showRefusals: boolean; // mark a refused move's cell for a second (a still ring under reduced motion)
  confirmMoves: ConfirmMoves; // which presses only show their move until pressed again: a finger's, on points this small
  announcements: boolean; // speak moves, results and refusals through a live region
  readOnly: boolean; // the board can be explored with the keyboard but not played on
  disabled: boolean; // nothing can be played or focused; drawn dimmed
  messages: GomokuMessages; // every text shown or spoken
}

/**
 * The configuration a `GomokuBoard` starts from before its props are applied.
 *
 * @example
 * const config = { ...gomokuBoardDefaults(), showMoveNumbers: true };
 */
export function gomokuBoardDefaults(): GomokuBoardConfig {
  return {
    coordinates: true,
    showMoveNumbers: false,
    showLastMove: true,
    showForbidden: true,
    showHint: true,
    showPrincipalVariation: false,
    hoverPreview: true,
    showRefusals: true,
    confirmMoves: 'touch',
    announcements: true,
    readOnly: false,
    disabled: false,
    messages: gomokuMessagesEn,
  };
}

/** What every point of one board needs besides its own state. */
export interface GomokuPointContext {
  readonly messages: GomokuMessages; // for the point's accessible name
  readonly showMoveNumbers: boolean; // write move numbers on stones
  readonly showLastMove: boolean; // mark the most recent stone
  readonly showForbidden: boolean; // cross out black's forbidden points
  readonly showHint: boolean; // draw the hint: the mover's translucent stone in a ring
  readonly showPrincipalVariation: boolean; // ghost stones along the hint's line
  readonly stoneFills: Readonly<Record<Stone, string>>; // `url(#…)` of each stone's gradient
}

/** Per-board settings for the points; the board memoizes the value so points rarely see a new one. */
export const GomokuPointSettings = createContext<GomokuPointContext>({
  messages: gomokuMessagesEn,
  showMoveNumbers: false,
  showLastMove: true,
  showForbidden: true,
  showHint: true,
  showPrincipalVariation: false,
  stoneFills: { black: 'black', white: 'white' },
});
GomokuPointSettings.displayName = 'GomokuPointSettings';

/** The settings of the board around a point. */
export function useGomokuPointSettings(): GomokuPointContext {
  return useContext(GomokuPointSettings);
}
