import { useId, useState } from 'react';
import type { GamesController } from './useGames.ts';

/** The files the picker offers first; any other file may be chosen too. */
const ACCEPT = '.sgf,.psq,.ggf,.wtb,.txt';

/**
 * Import: a file picker (the same as a drop on the board) and, under a disclosure, a field to
 * paste a record, a move list or a share link into.
 */
export function ImportControls({ games }: { games: GamesController }) {
  const { t } = games;
  const fileId = useId();
  const pasteId = useId();
  const [text, setText] = useState('');

  return (
    <div className="games-import">
      <div className="games-row">
        <label htmlFor={fileId} className="games-file">
          <input
            id={fileId}
            type="file"
            accept={ACCEPT}
            aria-describedby={`${fileId}-note`}
            onChange={(event) => {
              const [file] = event.target.files ?? [];
              // Emptied, so that choosing the same file again is a change too.
              event.target.value = '';
              if (file !== undefined) void games.importFile(file);
            }}
          />
          <span>{t.openFile}</span>
        </label>
      </div>
      <p className="games-note" id={`${fileId}-note`}>
        {t.fileKinds}
      </p>
      <details className="games-paste">
        <summary>{t.paste}</summary>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim() !== '') games.importText(text);
          }}
        >
          <label htmlFor={pasteId} className="stacked">
            {t.pasteLabel}
          </label>
          <textarea
            id={pasteId}
            rows={4}
            value={text}
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" disabled={text.trim() === ''}>
            {t.importPasted}
          </button>
        </form>
      </details>
    </div>
  );
}
