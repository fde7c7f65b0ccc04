import { Reversi } from '@stonekit/core';
import {
  createReversiStore,
  ReversiBoard,
  ReversiPassButton,
  ReversiStatus,
  type ReversiStore,
  reversiMessagesEn,
  reversiMessagesZh,
} from '@stonekit/ui';
import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import { useLocale } from '../i18n/locale.tsx';
import { loadSaved, save } from '../savedGame.ts';
import { reversiPageMessages } from './messages.ts';
import { ReversiMoveList } from './ReversiMoveList.tsx';

const storageKey = 'stonekit-demo:reversi';

function readSaved(json: unknown): ReversiStore {
  // fromJSON validates everything: a tampered save throws and is set aside.
  return createReversiStore({ game: Reversi.fromJSON(json) });
}

function useSavedGame(store: ReversiStore): void {
  useEffect(
    () =>
      store.subscribe((next, previous) => {
        if (next.game !== previous.game) save(storageKey, next.toJSON());
      }),
    [store],
  );
}

/** Two people play Reversi on one device: the board, its status, undo/redo, hints and a new game. */
export function ReversiPage() {
  const { locale } = useLocale();
  const t = reversiPageMessages[locale];
  const messages = locale === 'zh-CN' ? reversiMessagesZh : reversiMessagesEn;
  const [store] = useState(() => loadSaved(storageKey, readSaved) ?? createReversiStore());
  useSavedGame(store);
  const game = useStore(store, (s) => s.game);
  const [hints, setHints] = useState(false);
  const [autoPass, setAutoPass] = useState(game.autoPass);
  const statusId = useId();
  const autoPassId = useId();

  return (
    <section className="game" aria-label={t.reversi}>
      <div className="game-board">
        <ReversiBoard
          store={store}
          messages={messages}
          showLegalMoves={hints}
          aria-describedby={statusId}
        />
      </div>
      <div className="game-panel">
        <p className="status" data-result={game.status.kind}>
          <ReversiStatus store={store} messages={messages} id={statusId} />
        </p>
        <div className="toolbar">
          <button type="button" onClick={() => store.getState().undo()} disabled={!game.canUndo}>
            {t.undo}
          </button>
          <button type="button" onClick={() => store.getState().redo()} disabled={!game.canRedo}>
            {t.redo}
          </button>
          <button type="button" aria-pressed={hints} onClick={() => setHints(!hints)}>
            {t.hints}
          </button>
          {game.autoPass ? null : <ReversiPassButton store={store} messages={messages} />}
        </div>
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
          <button
            type="button"
            className="primary"
            onClick={() => store.getState().reset({ autoPass })}
          >
            {t.newGame}
          </button>
        </fieldset>
        <ReversiMoveList moves={game.moves} t={t} />
      </div>
    </section>
  );
}
