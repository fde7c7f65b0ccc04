import type { ReversiMove } from '@stonekit/core';
import { useId } from 'react';
import type { ReversiPageMessages } from './messages.ts';

/** The game record, numbered, passes included. */
export function ReversiMoveList({
  moves,
  t,
}: {
  moves: readonly ReversiMove[];
  t: ReversiPageMessages;
}) {
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
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a whole game overflows the list, and a scrolling region must be reachable by keyboard
          tabIndex={0}
        >
          <ol className="move-list" aria-labelledby={headingId}>
            {moves.map((move) => (
              <li key={move.number} data-stone={move.stone} data-pass={move.pass ? '' : undefined}>
                {move.number}. {move.square ?? t.pass}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
