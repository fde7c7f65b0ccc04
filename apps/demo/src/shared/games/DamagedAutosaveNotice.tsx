import { downloadText } from './download.ts';
import type { GamesMessages } from './messages.ts';
import type { GameKind } from './records.ts';
import { dismissDamagedAutosave, useDamagedAutosave } from './savedGames.ts';

/**
 * Says that the game in progress could not be restored on this visit, where the player looks
 * first, with its raw text to download: the kit has kept it in Saved games as unreadable, but a
 * game that silently disappears is a game lost to the player.
 */
export function DamagedAutosaveNotice({ kind, t }: { kind: GameKind; t: GamesMessages }) {
  const raw = useDamagedAutosave(kind);
  if (raw === null) return null;
  return (
    <div className="damaged-notice" role="alert">
      <p>{t.autosaveUnreadable}</p>
      <div className="toolbar">
        <button
          type="button"
          onClick={() => downloadText(`stonekit-demo-${kind}-unreadable.txt`, raw)}
        >
          {t.downloadRaw}
        </button>
        <button type="button" onClick={() => dismissDamagedAutosave(kind)}>
          {t.dismiss}
        </button>
      </div>
    </div>
  );
}
