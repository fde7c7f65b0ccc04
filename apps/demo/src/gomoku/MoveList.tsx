import type { GomokuMove } from '@stonekit/core';
import { useId } from 'react';
import { useLocale } from '../i18n/locale.tsx';

/** The game record, numbered, black's moves and white's alike. */
export function MoveList({ moves }: { moves: readonly GomokuMove[] }) {
  const { t } = useLocale();
  const headingId = useId();
  return (
    <div>
      <h2 id={headingId} className="panel-heading">
        {t.moves}
      </h2>
      {moves.length === 0 ? (
        <p className="muted">{t.noMoves}</p>
      ) : (
        <ol className="move-list" aria-labelledby={headingId}>
          {moves.map((move) => (
            <li key={move.number} data-stone={move.stone}>
              {move.number}. {move.name}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
