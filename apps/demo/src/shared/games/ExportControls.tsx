import { useId, useState } from 'react';
import { type ExportFormat, exportFormats } from './records.ts';
import type { GamesController } from './useGames.ts';

/** What Copy link did: nothing yet, copied, or left to the player (the browser refused). */
type Copy = { readonly href: string; readonly copied: boolean } | null;

/**
 * Export and Share: a choice of format with a Download button, and Copy link, which puts a link
 * holding the game on the clipboard and shows it in a field too, for when the browser refuses.
 */
export function ExportControls({ games }: { games: GamesController }) {
  const { t, target } = games;
  const formatId = useId();
  const linkId = useId();
  const formats = exportFormats[target.kind];
  const [format, setFormat] = useState<ExportFormat>('sgf');
  const [copy, setCopy] = useState<Copy>(null);
  // The link is of the game as it was copied: a later move makes it stale, so it goes.
  const [copiedAt, setCopiedAt] = useState(games.moves);
  const shown = copy !== null && copiedAt === games.moves ? copy : null;

  const share = async () => {
    const href = games.shareHref();
    setCopiedAt(games.moves);
    try {
      await navigator.clipboard.writeText(href);
      setCopy({ href, copied: true });
    } catch {
      setCopy({ href, copied: false });
    }
  };

  return (
    <>
      <div className="games-field">
        <label htmlFor={formatId}>{t.exportAs}</label>
        <div className="games-row">
          <select
            id={formatId}
            value={format}
            onChange={(event) => setFormat(event.target.value as ExportFormat)}
          >
            {formats.map((name) => (
              <option key={name} value={name}>
                {t.formats[name]}
              </option>
            ))}
          </select>
          <button type="button" onClick={() => games.download(format)}>
            {t.download}
          </button>
        </div>
      </div>
      <div className="games-row">
        <button type="button" onClick={() => void share()} aria-describedby={`${linkId}-note`}>
          {t.copyLink}
        </button>
        <span className="games-copied" role="status">
          {shown === null ? '' : shown.copied ? t.copied : t.copyByHand}
        </span>
      </div>
      <p className="games-note" id={`${linkId}-note`}>
        {t.shareNote}
      </p>
      {shown === null ? null : (
        <label htmlFor={linkId} className="games-link">
          <span>{t.shareLink}</span>
          <input
            id={linkId}
            type="text"
            readOnly
            value={shown.href}
            onFocus={(event) => event.target.select()}
          />
        </label>
      )}
    </>
  );
}
