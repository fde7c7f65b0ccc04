import { SavedGamesList, savedGamesMessagesEn, savedGamesMessagesZh } from '@stonekit/ui';
import { useId, useState } from 'react';
import type { Locale } from '../../i18n/locale.tsx';
import { ExportControls } from './ExportControls.tsx';
import { GamesQuestionBox } from './GamesQuestionBox.tsx';
import { ImportControls } from './ImportControls.tsx';
import { defaultSaveName } from './records.ts';
import { savedGames } from './savedGames.ts';
import type { GamesController } from './useGames.ts';
import './games.css';

// Loading is said by the panel once the game is on the board (its load returns false), since
// the panel may first ask whether to replace the game in play.
const listMessages = { en: savedGamesMessagesEn, 'zh-CN': savedGamesMessagesZh } as const;

/**
 * The Games panel of a page: Save the game on the board under a name (a default one names the
 * game, its moves and the time), the saved games of this page's game (Load, Rename, Delete; an
 * unreadable one with its raw text to download), Export and Share, and Import from a file or a
 * paste (a drop on the board goes to the same place). What an action did is said under it.
 */
export function GamesPanel({ games, locale }: { games: GamesController; locale: Locale }) {
  const { t, target, message } = games;
  const nameId = useId();
  const [name, setName] = useState('');
  // The panel renders again with every move (`games.moves`): the name suggested is the game's
  // as it stands, at the time it is.
  const suggested = defaultSaveName(target, t, locale, new Date());

  return (
    <fieldset className="games-panel" data-dropping={games.dropping ? '' : undefined}>
      <legend>{t.games}</legend>
      <form
        className="games-save games-field"
        onSubmit={(event) => {
          event.preventDefault();
          void games.save(name).then(() => setName(''));
        }}
      >
        <label htmlFor={nameId}>{t.saveName}</label>
        <div className="games-row">
          <input
            id={nameId}
            type="text"
            value={name}
            maxLength={200}
            placeholder={suggested}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="primary">
            {t.save}
          </button>
        </div>
      </form>
      <ExportControls games={games} />
      <ImportControls games={games} />
      <div className="games-said">
        <GamesQuestionBox games={games} />
        <p className="games-status" role="status">
          {message?.tone === 'status' ? message.text : ''}
        </p>
        <p className="games-error" role="alert">
          {message?.tone === 'error' ? message.text : ''}
        </p>
      </div>
      <SavedGamesList
        savedGames={savedGames}
        game={target.kind}
        messages={listMessages[locale]}
        // Dates as the names of saves write them: 25 Nov 2025, not Nov 25, 2025.
        locale={locale === 'zh-CN' ? 'zh-CN' : 'en-GB'}
        headingLevel={3}
        className="games-list"
        onLoad={games.load}
      />
    </fieldset>
  );
}
