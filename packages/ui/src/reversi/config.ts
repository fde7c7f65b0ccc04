import type { Stone } from '@stonekit/core';
import { createContext, useContext } from 'react';
import type { ConfirmMoves } from '../shared/board/types.ts';
import type { LetterSide } from './geometry.ts';
import { type ReversiMessages, reversiMessagesEn } from './messages.ts';

/**
 * Whether to draw coordinates, and where the letters go: `true` is `'top'`, as on most Othello
 * boards; the numbers always run down the left side, row 1 at the top.
 */
export type ReversiCoordinates = boolean | 'top' | 'bottom';

/** How a Reversi board looks and behaves; every `ReversiBoard` prop of the same name overrides it. */
export interface ReversiBoardConfig {
  coordinates: ReversiCoordinates; // letters along the top or bottom, numbers down the left
  showLegalMoves: boolean; // a ring in the side to move's colour on every square it may play
  showLastMove: boolean; // mark the disc placed last
  showHint: boolean; // the side to move's disc, translucent and framed, on the store's hint
  showPrincipalVariation: boolean; // numbered ghost discs along the hint's expected line
  hoverPreview: boolean; // under a mouse or pen, or on the square with keyboard focus: a ghost disc and the discs it would flip
  animateFlips: boolean; // turn flipped discs over in a short animation (never under reduced motion)
  showRefusals: boolean; // mark a refused move's cell for a second (a still ring under reduced motion)
  confirmMoves: ConfirmMoves; // which presses only show their move until pressed again: none, squares are large enough
  announcements: boolean; // speak moves, passes, results and refusals through a live region
  readOnly: boolean; // the board can be explored with the keyboard but not played on
  disabled: boolean; // nothing can be played or focused; drawn dimmed
  messages: ReversiMessages; // every text shown or spoken
}

/**
 * The configuration a `ReversiBoard` starts from before its props are applied.
 *
 * @example
 * const config = { ...reversiBoardDefaults(), showLegalMoves: true };
 */
export function reversiBoardDefaults(): ReversiBoardConfig {
  return {
    coordinates: true,
    showLegalMoves: false,
    showLastMove: true,
    showHint: true,
    showPrincipalVariation: false,
    hoverPreview: true,
    animateFlips: true,
    showRefusals: true,
    confirmMoves: 'never',
    announcements: true,
    readOnly: false,
    disabled: false,
    messages: reversiMessagesEn,
  };
}

/** The side the column letters go on, `null` without coordinates. */
export function letterSide(coordinates: ReversiCoordinates): LetterSide {
  if (coordinates === false) return null;
  return coordinates === 'bottom' ? 'bottom' : 'top';
}

/** What every square of one board needs besides its own state. */
export interface ReversiSquareContext {
  readonly messages: ReversiMessages; // for the square's accessible name
  readonly showLegalMoves: boolean; // ring the legal moves
  readonly showLastMove: boolean; // mark the disc placed last
  readonly showHint: boolean; // draw the hint: the mover's translucent disc in a frame
  readonly showPrincipalVariation: boolean; // ghost discs along the hint's line
  readonly animateFlips: boolean; // animate discs that turn over
  readonly discFills: Readonly<Record<Stone, string>>; // `url(#…)` of each disc's gradient
}

/** Per-board settings for the squares; the board memoizes the value so squares rarely see a new one. */
export const ReversiSquareSettings = createContext<ReversiSquareContext>({
  messages: reversiMessagesEn,
  showLegalMoves: false,
  showLastMove: true,
  showHint: true,
  showPrincipalVariation: false,
  animateFlips: true,
  discFills: { black: 'black', white: 'white' },
});
ReversiSquareSettings.displayName = 'ReversiSquareSettings';

/** The settings of the board around a square. */
export function useReversiSquareSettings(): ReversiSquareContext {
  return useContext(ReversiSquareSettings);
}
