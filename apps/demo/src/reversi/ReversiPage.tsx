import { Reversi } from '@stonekit/core';
import {
  createReversiStore,
  moveListMessagesEn,
  moveListMessagesZh,
  ReversiBoard,
  ReversiMoveList,
  ReversiPassButton,
  ReversiStatus,
  type ReversiStore,
  reversiMessagesEn,
  reversiMessagesZh,
  useOwnStore,
} from '@stonekit/ui';
import { useId, useState } from 'react';
import { useStore } from 'zustand';
import { useLocale } from '../i18n/locale.tsx';
import { ClockPanel } from '../shared/ClockPanel.tsx';
import { clockPanelMessages, playersMessages } from '../shared/messages.ts';
import { PlayersPanel } from '../shared/PlayersPanel.tsx';
import { useSavedPlayers } from '../shared/players.ts';
import { savedStoreOptions, useSavedGame } from '../shared/savedStore.ts';
import { useDemoSounds } from '../shared/sound.tsx';
import { ThinkingLine } from '../shared/ThinkingLine.tsx';
import { TimeControlSelect } from '../shared/TimeControlSelect.tsx';
import { timeControlName, timeControls } from '../shared/timeControls.ts';
import { reversiPageMessages } from './messages.ts';

const storageKey = 'stonekit-demo:reversi';
const playersKey = 'stonekit-demo:reversi:players';

/** The saved game, if any, with the saved players, on the demo's one AI worker. */
function createStore(): ReversiStore {
  return createReversiStore(
    savedStoreOptions(storageKey, playersKey, (json) => Reversi.fromJSON(json)),
  );
}

/**
 * Reversi for two people on one device, against the computer, or the computer against itself:
 * the board, its status, the players, undo/redo, legal-move dots, hints and a new game.
 */
export function ReversiPage() {
  const { locale } = useLocale();
  const t = reversiPageMessages[locale];
  const messages = locale === 'zh-CN' ? reversiMessagesZh : reversiMessagesEn;
  const store = useOwnStore(createStore);
  useSavedGame(store, storageKey);
  useSavedPlayers(store, playersKey);
  useDemoSounds(store);
  const clockT = clockPanelMessages[locale];
  const game = useStore(store, (s) => s.game);
  const analysis = useStore(store, (s) => s.analysis);
  const canUndo = useStore(store, (s) => s.canUndo);
  const canRedo = useStore(store, (s) => s.canRedo);
  const [hints, setHints] = useState(false);
  const [autoPass, setAutoPass] = useState(game.autoPass);
  const [timeName, setTimeName] = useState(() => timeControlName(store.getState().clock.control));
  const statusId = useId();
  const autoPassId = useId();

  return (
    <section className="game" aria-label={t.reversi}>
      <div className="game-board">
        <ReversiBoard
          store={store}
          messages={messages}
          showLegalMoves={hints}
          showPrincipalVariation={analysis}
          aria-describedby={statusId}
        />
      </div>
      <div className="game-panel">
        <p
          className="status"
          data-result={game.status.kind}
          data-analysis={analysis && game.status.kind === 'playing' ? '' : undefined}
        >
          <ReversiStatus store={store} messages={messages} id={statusId} evaluation={analysis} />
        </p>
        <ThinkingLine store={store} messages={messages} />
        <ClockPanel store={store} messages={messages} t={clockT} />
        <div className="toolbar">
          <button type="button" onClick={() => store.getState().undo()} disabled={!canUndo}>
            {t.undo}
          </button>
          <button type="button" onClick={() => store.getState().redo()} disabled={!canRedo}>
            {t.redo}
          </button>
          <button type="button" aria-pressed={hints} onClick={() => setHints(!hints)}>
            {t.hints}
          </button>
          {game.autoPass ? null : <ReversiPassButton store={store} messages={messages} />}
        </div>
        <PlayersPanel store={store} t={playersMessages[locale]} />
        <fieldset>
          <legend>{t.nextGame}</legend>
          <label htmlFor={autoPassId} className="checkbox">
            <input
              id={autoPassId}
              type="checkbox"
              checked={autoPass}
              onChange={(e) => setAutoPass(e.target.checked)}
            />
            {t.autoPass}
          </label>
          <TimeControlSelect value={timeName} onChange={setTimeName} t={clockT} />
          <button
            type="button"
            className="primary"
            onClick={() =>
              store.getState().reset({ autoPass, timeControl: timeControls[timeName] })
            }
          >
            {t.newGame}
          </button>
        </fieldset>
        <ReversiMoveList
          store={store}
          messages={locale === 'zh-CN' ? moveListMessagesZh : moveListMessagesEn}
          className="move-list"
        />
      </div>
    </section>
  );
}
