import type { ReactNode } from 'react';
import type { GameInfoMessages } from './messages.ts';

/** One fact about the game being played, as `GameInfoLine` shows it. */
export interface GameInfoItem {
  readonly item: 'size' | 'rule' | 'opening' | 'time-control' | 'passes'; // what it says, as `data-item`
  readonly text: string; // what it says, in words
}

/** Props of `GameInfoLine`, the shell of `GomokuGameInfo` and `ReversiGameInfo`. */
export interface GameInfoLineProps {
  items: readonly GameInfoItem[]; // the facts, in the order shown
  texts: GameInfoMessages; // the label and separator
  label: boolean; // the label before the items
  data: Record<`data-${string}`, string | undefined>; // the game's settings, on the element
  className: string | undefined; // added to `stonekit-game-info`
  id: string | undefined; // id of the element
}

/**
 * The line both games' descriptions share: the label ("This game: "), then each fact in its own
 * element (`stonekit-game-info-item`, named by `data-item`), joined by the separator.
 */
export function GameInfoLine({
  items,
  texts,
  label,
  data,
  className,
  id,
}: GameInfoLineProps): ReactNode {
  return (
    <span
      id={id}
      className={className === undefined ? 'stonekit-game-info' : `stonekit-game-info ${className}`}
      {...data}
    >
      {label ? <span className="stonekit-game-info-label">{texts.gameInfoLabel}</span> : null}
      {items.map(({ item, text }, index) => (
        <span key={item}>
          {index > 0 ? (
            <span className="stonekit-game-info-separator">{texts.gameInfoSeparator}</span>
          ) : null}
          <span className="stonekit-game-info-item" data-item={item}>
            {text}
          </span>
        </span>
      ))}
    </span>
  );
}
