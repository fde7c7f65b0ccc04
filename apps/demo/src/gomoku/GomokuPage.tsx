import { GOMOKU_RULE_NAMES, Gomoku, type GomokuJSON, type GomokuRuleName } from '@stonekit/core';
import {
  createGomokuStore,
  GomokuBoard,
  GomokuStatus,
  type GomokuStore,
  gomokuMessagesEn,
  gomokuMessagesZh,
} from '@stonekit/ui';
import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import { useLocale } from '../i18n/locale.tsx';
import { loadSaved, save } from '../savedGame.ts';
import { MoveList } from './MoveList.tsx';

const storageKey = 'stonekit-demo:gomoku';
const sizes = [15, 19, 13, 9] as const;

function readSaved(json: unknown): GomokuStore {
  // fromJSON validates everything: a tampered save throws and is set aside.
  const game = Gomoku.fromJSON(json);
  return createGomokuStore({ size: game.size, rule: game.rule, moves: game.toMoves() });
}

function useSavedGame(store: GomokuStore): void {
  useEffect(
    () =>
      store.subscribe(({ game }) => {
        const saved: GomokuJSON = {
          game: 'gomoku',
          version: 1,
          size: game.size,
          rule: game.rule,
          moves: game.moves.map((move) => move.name),
          undone: [],
        };
        save(storageKey, saved);
      }),
    [store],
  );
}

/** Two people play Gomoku on one device: the board, its status, undo/redo and a new game. */
export function GomokuPage() {
  const { t, locale } = useLocale();
  const messages = locale === 'zh-CN' ? gomokuMessagesZh : gomokuMessagesEn;
  const [store] = useState(() => loadSaved(storageKey, readSaved) ?? createGomokuStore());
  useSavedGame(store);
  const game = useStore(store, (s) => s.game);
  const [size, setSize] = useState(game.size);
  const [rule, setRule] = useState<GomokuRuleName>(game.rule);
  const sizeId = useId();
  const ruleId = useId();
  const statusId = useId();
  const ruleNames: Record<GomokuRuleName, string> = {
    freestyle: t.ruleFreestyle,
    standard: t.ruleStandard,
    renju: t.ruleRenju,
    caro: t.ruleCaro,
  };

  return (
    <section className="game" aria-label={t.gomoku}>
      <div className="game-board">
        <GomokuBoard store={store} messages={messages} aria-describedby={statusId} />
      </div>
      <div className="game-panel">
        <p className="status" data-result={game.status.kind}>
          <GomokuStatus store={store} messages={messages} id={statusId} />
        </p>
        <div className="toolbar">
          <button type="button" onClick={() => store.getState().undo()} disabled={!game.canUndo}>
            {t.undo}
          </button>
          <button type="button" onClick={() => store.getState().redo()} disabled={!game.canRedo}>
            {t.redo}
          </button>
        </div>
        <fieldset>
          <legend>{t.nextGame}</legend>
          <label htmlFor={sizeId}>
            {t.boardSize}
            <select id={sizeId} value={size} onChange={(e) => setSize(Number(e.target.value))}>
              {sizes.map((n) => (
                <option key={n} value={n}>
                  {n} × {n}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={ruleId}>
            {t.rule}
            <select
              id={ruleId}
              value={rule}
              onChange={(e) => setRule(e.target.value as GomokuRuleName)}
            >
              {GOMOKU_RULE_NAMES.map((name) => (
                <option key={name} value={name}>
                  {ruleNames[name]}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="primary"
            onClick={() => store.getState().reset({ size, rule })}
          >
            {t.newGame}
          </button>
        </fieldset>
        <MoveList moves={game.moves} />
      </div>
    </section>
  );
}
