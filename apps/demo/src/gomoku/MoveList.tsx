import type { GomokuMove } from '@stonekit/core';
import { useId } from 'react';
import type { GomokuPageMessages } from './messages.ts';

/** The game record, numbered, black's moves and white's alike. */
export function MoveList({ moves, t }: { moves: readonly GomokuMove[]; t: GomokuPageMessages }) {
  const headingId = useId();
  return (
    <div>
      <h2 id={headingId} className="panel-heading">
        {t.moves}
      </h2>
      {moves.length === 0 ? (
        <p className="muted">{t.noMoves}</p>
      ) : (
        <section
          className="move-list-scroller"
          aria-labelledby={headingId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a long game overflows the list, and a scrolling region must be reachable by keyboard
          tabIndex={0}
        >
          <ol className="move-list" aria-labelledby={headingId}>
            {moves.map((move) => (
              <li key={move.number} data-stone={move.stone}>
                {move.number}. {move.name}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
