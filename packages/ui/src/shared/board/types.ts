import type { Stone } from '@stonekit/core';

/**
 * A point of a Gomoku board or a square of a Reversi board, as the boards' events give it: its
 * name and its coordinates as the engine counts them (Gomoku rows from the bottom, Reversi rows
 * from the top, each game's own convention). It is a valid `PointInput` / `ReversiSquareInput`.
 *
 * @typeParam N - the game's names: `string` for Gomoku points, `ReversiSquare` for Reversi
 * @example
 * <GomokuBoard onPointClick={(point) => console.log(point)} />; // { name: 'h8', x: 7, y: 7 }
 */
export interface BoardPoint<N extends string = string> {
  readonly name: N; // the point or square in notation: 'h8', 'd3'
  readonly x: number; // column from the left, from 0
  readonly y: number; // row from 0: from the bottom in Gomoku, from the top in Reversi
}

/**
 * A move a board is about to play for a person, handed to `onBeforeMove` first.
 *
 * @example
 * <ReversiBoard onBeforeMove={(move) => move.name !== 'a1'} />; // { name: 'd3', x: 3, y: 2, stone: 'black' }
 */
export interface BoardMoveRequest<N extends string = string> extends BoardPoint<N> {
  readonly stone: Stone; // the side that would play it
}

/**
 * Which presses on a point or square only show the move, to be played by a second press on the
 * same one: `'touch'` a tap of a finger (a mouse or pen click, and Enter or Space, play at once),
 * `'always'` every press (keyboard included), `'never'` none. The pointer type of each tap
 * decides, not a media query, so a laptop with a touch screen confirms taps and not clicks.
 *
 * @defaultValue `'touch'` on `GomokuBoard`, `'never'` on `ReversiBoard`
 * @example
 * <GomokuBoard confirmMoves="always" />
 */
export type ConfirmMoves = 'touch' | 'always' | 'never';

/** What pressed a point or square: a kind of pointer, or Enter or Space on the focused cell. */
export type BoardPressSource = 'mouse' | 'pen' | 'touch' | 'keyboard';

/**
 * A move a board shows as pending under `confirmMoves`: a ghost stone or disc of the side to move,
 * with the point's name, until the same point is pressed again, which plays it.
 *
 * @example
 * messages.pendingMove({ name: 'h8', x: 7, y: 7, stone: 'black', source: 'touch' }); // 'Black at h8: tap it again to play'
 */
export interface BoardPendingMove<N extends string = string> extends BoardMoveRequest<N> {
  readonly source: BoardPressSource; // what pressed it, and so how to confirm it
}

/** What every marker may carry besides where it goes. */
export interface BoardMarkerStyle {
  /**
   * Read to screen readers as the description of the marked point (for an arrow, of the point it
   * points to). The drawing itself is hidden from them. @defaultValue none: nothing is read
   */
  readonly label?: string | undefined;
  /** Any CSS colour; overrides the theme's `--stonekit-marker-…` colour for this marker. */
  readonly color?: string | undefined;
  /** Added to the marker's `stonekit-marker` class, to style some markers apart. */
  readonly className?: string | undefined;
}

/** A ring round a point or square, drawn over the stone or disc. */
export interface BoardCircleMarker<N extends string = string> extends BoardMarkerStyle {
  readonly kind: 'circle'; // what to draw
  readonly at: N; // the point or square, by name ('h8')
}

/** A short text (a letter, a number, a sign) written on a point or square, over its stone. */
export interface BoardTextMarker<N extends string = string> extends BoardMarkerStyle {
  readonly kind: 'text'; // what to draw
  readonly at: N; // the point or square, by name ('h8')
  readonly text: string; // what to write: one to three characters fit
}

/** A tinted square under a point's stone or a square's disc. */
export interface BoardHighlightMarker<N extends string = string> extends BoardMarkerStyle {
  readonly kind: 'highlight'; // what to draw
  readonly at: N; // the point or square, by name ('h8')
}

/** An arrow from one point or square to another, such as a move of a variation. */
export interface BoardArrowMarker<N extends string = string> extends BoardMarkerStyle {
  readonly kind: 'arrow'; // what to draw
  readonly from: N; // where the arrow starts, by name
  readonly to: N; // where it points, by name
}

/**
 * An annotation an app draws on a board through its `markers` prop: a ring, a text, a highlight
 * or an arrow. Points and squares are given by name (any case); a marker naming no point of the
 * board is left out. Markers are drawn in the order given and are hidden from assistive
 * technology, but a marker's `label` becomes part of its point's description. Theme them with
 * the `--stonekit-marker-…` custom properties; each one's `data-marker` and `data-at` (or
 * `data-from` and `data-to`) attributes say what and where it is.
 *
 * @typeParam N - the names it takes: any string for Gomoku, `ReversiSquare` for Reversi
 * @defaultValue none
 * @example
 * const markers: BoardMarker[] = [
 *   { kind: 'circle', at: 'h8', label: 'key stone' },
 *   { kind: 'text', at: 'j10', text: 'A', label: 'variation A' },
 *   { kind: 'highlight', at: 'g7', color: 'rgb(0 160 255 / 0.4)' },
 *   { kind: 'arrow', from: 'h8', to: 'k11', label: 'the threat' },
 * ];
 * <GomokuBoard markers={markers} />
 */
export type BoardMarker<N extends string = string> =
  | BoardCircleMarker<N>
  | BoardTextMarker<N>
  | BoardHighlightMarker<N>
  | BoardArrowMarker<N>;
