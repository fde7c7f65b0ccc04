import type { Stone } from '@stonekit/core';
import { useId } from 'react';

/** What the list needs of a move, whatever the game. */
interface ListedMove {
  readonly number: number; // the move's number in the game, from 1
  readonly stone: Stone; // the side that played it
}

/** Props of `MoveList`. */
interface MoveListProps<M extends ListedMove> {
  moves: readonly M[]; // the game record, oldest first
  name: (move: M) => string; // what the move is called, after its number
  isPass?: (move: M) => boolean; // marks moves that placed nothing with `data-pass`
  t: { moves: string; noMoves: string }; // the heading, and the line shown before any move
}

/** The game record, numbered, black's moves and white's alike. */
export function MoveList<M extends ListedMove>({ moves, name, isPass, t }: MoveListProps<M>) {
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
              <li
                key={move.number}
                data-stone={move.stone}
                data-pass={isPass?.(move) ? '' : undefined}
              >
                {move.number}. {name(move)}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
