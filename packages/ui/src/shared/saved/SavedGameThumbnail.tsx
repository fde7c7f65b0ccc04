import { type ReactNode, useMemo } from 'react';
import { readThumbnail } from './thumbnail.ts';
import type { SavedGameKind } from './types.ts';

/** Props of `SavedGameThumbnail`. */
export interface SavedGameThumbnailProps {
  /** The position, as `thumbnailOf` writes it and a saved game's `thumbnail` holds it. */
  thumbnail: string;
  /** The game, which says how the board is drawn: lines and stones, or squares and discs. */
  game: SavedGameKind;
  /**
   * The picture's accessible name, such as 'Position after 37 moves'. Without one the picture is
   * hidden from assistive technology, as a decoration beside text that says the same.
   */
  label?: string | undefined;
  /** Added to `stonekit-saved-thumbnail`. */
  className?: string | undefined;
}

/**
 * A small picture of a position, for a list of saved games: a Gomoku board's lines and stones, or
 * Reversi's squares and discs, the last stone or disc placed ringed. It scales to its box (by
 * default `--stonekit-saved-thumbnail-size`) and takes its colours from `--stonekit-saved-*`
 * custom properties. Text that is no thumbnail draws an empty frame.
 *
 * @example
 * <SavedGameThumbnail game={entry.game} thumbnail={entry.thumbnail} label="Position after 37 moves" />
 */
export function SavedGameThumbnail({
  thumbnail,
  game,
  label,
  className,
}: SavedGameThumbnailProps): ReactNode {
  const read = useMemo(() => readThumbnail(thumbnail), [thumbnail]);
  const size = read?.size ?? 1;
  const gomoku = game === 'gomoku';
  const lines: ReactNode[] = [];
  const stones: ReactNode[] = [];
  if (read !== null) {
    // Gomoku's stones sit on the lines through the middle of each cell, Reversi's discs inside
    // squares drawn between the lines.
    const from = gomoku ? 0.5 : 0;
    const count = gomoku ? size : size + 1;
    const end = gomoku ? size - 0.5 : size;
    for (let i = 0; i < count; i++) {
      const at = from + i;
      lines.push(<line key={`h${i}`} x1={from} y1={at} x2={end} y2={at} />);
      lines.push(<line key={`v${i}`} x1={at} y1={from} x2={at} y2={end} />);
    }
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const cell = read.rows[y]?.[x];
        if (cell === undefined || cell.stone === null) continue;
        // A point of the board is the stone's identity: keyed by it, a stone never moves.
        stones.push(
          <circle
            key={`${x},${y}`}
            className="stonekit-saved-stone"
            data-stone={cell.stone}
            data-last={cell.last ? '' : undefined}
            cx={x + 0.5}
            cy={y + 0.5}
            r={gomoku ? 0.45 : 0.38}
          />,
        );
      }
    }
  }
  return (
    <svg
      className={
        className === undefined
          ? 'stonekit-saved-thumbnail'
          : `stonekit-saved-thumbnail ${className}`
      }
      data-game={game}
      viewBox={`0 0 ${size} ${size}`}
      role={label === undefined ? undefined : 'img'}
      aria-label={label}
      aria-hidden={label === undefined ? true : undefined}
      focusable="false"
    >
      <rect className="stonekit-saved-thumbnail-board" width={size} height={size} />
      <g className="stonekit-saved-thumbnail-lines">{lines}</g>
      {stones}
    </svg>
  );
}
