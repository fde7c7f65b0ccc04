import {
  createOpening,
  GOMOKU_RULE_NAMES,
  Gomoku,
  type GomokuRuleName,
  OPENING_RULE_NAMES,
  type OpeningRuleName,
} from '@stonekit/core';
import {
  createGomokuStore,
  GomokuBoard,
  GomokuMoveList,
  GomokuNotice,
  GomokuOpeningPanel,
  GomokuStatus,
  type GomokuStore,
  gomokuMessagesEn,
  gomokuMessagesZh,
  moveListMessagesEn,
  moveListMessagesZh,
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
import { gomokuPageMessages } from './messages.ts';
import './gomoku.css';

const storageKey = 'stonekit-demo:gomoku';
const playersKey = 'stonekit-demo:gomoku:players';
const sizes = [15, 19, 13, 9] as const;

/** The saved game, if any, with the saved players, on the demo's one AI worker. */
function createStore(): GomokuStore {
  return createGomokuStore(
    savedStoreOptions(storageKey, playersKey, (json) => Gomoku.fromJSON(json)),
  );
}

/** The opening rules a board of `size` can hold: those with central squares need room and an odd size. */
function openingsFor(size: number): readonly OpeningRuleName[] {
  return OPENING_RULE_NAMES.filter((name) => {
    try {
      createOpening(name, { size });
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Gomoku for two people on one device, against the computer, or the computer against itself: the
 * board, its status, the players, undo/redo and a new game with the size, rule and opening
 * chosen. During an opening the panel under the status line makes its choices; the computer
 * plays the opening too, for the player who started with its colour; the whole game, opening and
 * redo stack included, and the players survive a reload.
 */
export function GomokuPage() {
  const { locale } = useLocale();
  const t = gomokuPageMessages[locale];
  const messages = locale === 'zh-CN' ? gomokuMessagesZh : gomokuMessagesEn;
  const store = useOwnStore(createStore);
  useSavedGame(store, storageKey);
  useSavedPlayers(store, playersKey);
  useDemoSounds(store);
  const clockT = clockPanelMessages[locale];
  const game = useStore(store, (s) => s.game);
  const analysis = useStore(store, (s) => s.analysis);
  const aiPlayer = useStore(store, (s) => s.aiPlayer);
  const canUndo = useStore(store, (s) => s.canUndo);
  const canRedo = useStore(store, (s) => s.canRedo);
  const [size, setSize] = useState(game.size);
  const [rule, setRule] = useState<GomokuRuleName>(game.rule);
  const [opening, setOpening] = useState<OpeningRuleName>(game.opening.rule);
  const [timeName, setTimeName] = useState(() => timeControlName(store.getState().clock.control));
  const sizeId = useId();
  const ruleId = useId();
  const openingId = useId();
  const statusId = useId();
  const openings = openingsFor(size);
  // A size too small for the opening chosen falls back to none, rather than failing to start.
  const nextOpening = openings.includes(opening) ? opening : 'free';
  const inOpening = game.opening.phase.phase !== 'done' && game.status.kind === 'playing';
  // Against the computer, under an opening with a swap, who holds which colour can change: say it.
  const person = aiPlayer === 'black' ? 'second' : aiPlayer === 'white' ? 'first' : null;
  const swaps = game.opening.rule !== 'free' && game.opening.rule !== 'centre';
  const yourColour = person === null ? null : game.opening.black === person ? 'black' : 'white';

  return (
    <section className="game gomoku-page" aria-label={t.gomoku}>
      <div className="game-board">
        <GomokuBoard
          store={store}
          messages={messages}
          showPrincipalVariation={analysis}
          aria-describedby={statusId}
        />
      </div>
      <div className="game-panel">
        <div className="status-block">
          <p
            className="status"
            data-result={game.status.kind}
            data-analysis={analysis && game.status.kind === 'playing' ? '' : undefined}
          >
            <GomokuStatus store={store} messages={messages} id={statusId} evaluation={analysis} />
          </p>
          <p className="notice">
            <GomokuNotice store={store} messages={messages} />
          </p>
        </div>
        <ThinkingLine store={store} messages={messages} />
        <ClockPanel store={store} messages={messages} t={clockT} />
        {inOpening ? <GomokuOpeningPanel store={store} messages={messages} notice={false} /> : null}
        {swaps && yourColour !== null ? <p className="muted">{t.colours(yourColour)}</p> : null}
        {inOpening && (aiPlayer === 'black' || aiPlayer === 'white') ? (
          <p className="muted">{t.aiInOpening(aiPlayer)}</p>
        ) : null}
        <div className="toolbar">
          <button type="button" onClick={() => store.getState().undo()} disabled={!canUndo}>
            {t.undo}
          </button>
          <button type="button" onClick={() => store.getState().redo()} disabled={!canRedo}>
            {t.redo}
          </button>
        </div>
        <PlayersPanel
          store={store}
          t={
            swaps
              ? {
                  ...playersMessages[locale],
                  humanVsComputer: t.youStart,
                  computerVsHuman: t.computerStarts,
                }
              : playersMessages[locale]
          }
        />
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
              aria-describedby={`${ruleId}-note`}
              onChange={(e) => setRule(e.target.value as GomokuRuleName)}
            >
              {GOMOKU_RULE_NAMES.map((name) => (
                <option key={name} value={name}>
                  {t.rules[name]}
                </option>
              ))}
            </select>
          </label>
          <p className="choice-note" id={`${ruleId}-note`}>
            {t.ruleNotes[rule]}
          </p>
          <label htmlFor={openingId}>
            {t.opening}
            <select
              id={openingId}
              value={nextOpening}
              aria-describedby={`${openingId}-note`}
              onChange={(e) => setOpening(e.target.value as OpeningRuleName)}
            >
              {openings.map((name) => (
                <option key={name} value={name}>
                  {t.openings[name]}
                </option>
              ))}
            </select>
          </label>
          <p className="choice-note" id={`${openingId}-note`}>
            {t.openingNotes[nextOpening]}
          </p>
          <TimeControlSelect value={timeName} onChange={setTimeName} t={clockT} />
          <button
            type="button"
            className="primary"
            onClick={() =>
              store.getState().reset({
                size,
                rule,
                opening: nextOpening,
                timeControl: timeControls[timeName],
              })
            }
          >
            {t.newGame}
          </button>
        </fieldset>
        <GomokuMoveList
          store={store}
          messages={locale === 'zh-CN' ? moveListMessagesZh : moveListMessagesEn}
          className="move-list"
        />
      </div>
    </section>
  );
}
