import { GOMOKU_RULE_NAMES, type GomokuRuleName, type OpeningRuleName } from '@stonekit/core';
import {
  type AiPlayer,
  createGomokuStore,
  GomokuBoard,
  GomokuGameInfo,
  GomokuMoveList,
  GomokuOpeningPanel,
  GomokuStatus,
  type GomokuStore,
  type GomokuStoreState,
  gameInfoMessagesEn,
  gameInfoMessagesZh,
  gomokuMessagesEn,
  gomokuMessagesZh,
  moveListMessagesEn,
  moveListMessagesZh,
  useOwnStore,
  useUndoShortcuts,
} from '@stonekit/ui';
import { useEffect, useId, useMemo } from 'react';
import { useStore } from 'zustand';
import { useLocale } from '../i18n/locale.tsx';
import { BoardSettingsPanel } from '../shared/BoardSettingsPanel.tsx';
import { boardMessages } from '../shared/boardMessages.ts';
import { ClockPanel } from '../shared/ClockPanel.tsx';
import { GamePageFrame, HistoryButtons, StatusBlock } from '../shared/GamePageFrame.tsx';
import { gamesMessages } from '../shared/games/messages.ts';
import { restoreAutosave } from '../shared/games/savedGames.ts';
import { useGames } from '../shared/games/useGames.ts';
import { clockPanelMessages, playersMessages } from '../shared/messages.ts';
import { PendingMark } from '../shared/PendingMark.tsx';
import { PlayersPanel } from '../shared/PlayersPanel.tsx';
import { computerOptions, useSavedPlayers } from '../shared/players.ts';
import { useReview } from '../shared/review/useReview.ts';
import {
  type BoardSettings,
  type CoordinateCase,
  readBoardSettings,
  useSavedSettings,
} from '../shared/settings.ts';
import { useDemoSounds } from '../shared/sound.tsx';
import { loadSetting } from '../shared/storedSettings.ts';
import { ThinkingLine } from '../shared/ThinkingLine.tsx';
import { TimeControlSelect } from '../shared/TimeControlSelect.tsx';
import { timeControlName, timeControls } from '../shared/timeControls.ts';
import { GomokuFeedback } from './GomokuFeedback.tsx';
import { gomokuPageMessages } from './messages.ts';
import {
  type GomokuNextGame,
  type GomokuPreset,
  openingsFor,
  presets,
  readNextGomoku,
  sizes,
} from './nextGame.ts';
import './gomoku.css';

const playersKey = 'stonekit-demo:gomoku:players';
const nextKey = 'stonekit-demo:gomoku:next';
const boardKey = 'stonekit-demo:gomoku:board';

// The brief's board is lettered A to O; a tap on a phone shows the stone before it plays.
const boardDefaults: BoardSettings = { confirmMoves: 'touch', coordinateCase: 'upper' };
const firstGame: GomokuNextGame = {
  size: 15,
  rule: 'freestyle',
  opening: 'free',
  timeControl: 'none',
};

/** The settings of the game a store holds, as the Next game box names them. */
function settingsOf(state: Pick<GomokuStoreState, 'game' | 'clock'>): GomokuNextGame {
  return {
    size: state.game.size,
    rule: state.game.rule,
    opening: state.game.opening.rule,
    timeControl: timeControlName(state.clock.control),
  };
}

/** The store options of a new game with the choices `next`. */
function newGameOptions(next: GomokuNextGame) {
  return {
    size: next.size,
    rule: next.rule,
    opening: next.opening,
    timeControl: timeControls[next.timeControl],
  };
}

/**
 * The game in progress when the page was last left, with its clock, and the saved players, on
 * the demo's one AI worker; with no game in progress, a new game of the kind chosen last, so
 * that a Renju player gets Renju on every visit.
 */
function createStore(coordinateCase: CoordinateCase): GomokuStore {
  const restored = restoreAutosave('gomoku');
  const game =
    restored?.game === 'gomoku'
      ? restored.options
      : newGameOptions(
          loadSetting(nextKey, (json) => readNextGomoku(json, firstGame)) ?? firstGame,
        );
  return createGomokuStore({ ...computerOptions(playersKey), ...game, coordinateCase });
}

/**
 * Gomoku for two people on one device, against the computer, or the computer against itself: the
 * board, its status and the rules of the game being played, the players, undo/redo (buttons,
 * Ctrl+Z and Ctrl+Shift+Z, the move list's arrow keys), games one click starts, and a Next game
 * box whose choices wait for New game and say so. During an opening the panel under the status
 * line makes its choices; the computer plays the opening too, for the player who started with
 * its colour. The whole game, opening and redo stack included, the players, the next game's
 * choices and the board's settings survive a reload.
 */
export function GomokuPage() {
  const { locale } = useLocale();
  const t = gomokuPageMessages[locale];
  const b = boardMessages[locale];
  const messages = locale === 'zh-CN' ? gomokuMessagesZh : gomokuMessagesEn;
  const [board, setBoard] = useSavedSettings(
    boardKey,
    (json) => readBoardSettings(json, boardDefaults),
    () => boardDefaults,
  );
  const store = useOwnStore(() => createStore(board.coordinateCase));
  const gamesT = gamesMessages[locale];
  const target = useMemo(() => ({ kind: 'gomoku', store }) as const, [store]);
  const games = useGames(target, gamesT, locale);
  const review = useReview(store, playersKey, locale);
  useSavedPlayers(store, playersKey);
  useDemoSounds(store);
  useUndoShortcuts(store);
  useEffect(() => {
    store.getState().setCoordinateCase(board.coordinateCase);
  }, [store, board.coordinateCase]);
  const clockT = clockPanelMessages[locale];
  const game = useStore(store, (s) => s.game);
  const control = useStore(store, (s) => s.clock.control);
  const analysis = useStore(store, (s) => s.analysis);
  const aiPlayer = useStore(store, (s) => s.aiPlayer);
  const canUndo = useStore(store, (s) => s.canUndo);
  const canRedo = useStore(store, (s) => s.canRedo);
  const [next, setNext] = useSavedSettings(
    nextKey,
    (json) => readNextGomoku(json, settingsOf(store.getState())),
    () => settingsOf(store.getState()),
  );
  const sizeId = useId();
  const ruleId = useId();
  const openingId = useId();
  const statusId = useId();
  const infoId = useId();
  const current: GomokuNextGame = {
    size: game.size,
    rule: game.rule,
    opening: game.opening.rule,
    timeControl: timeControlName(control),
  };
  // Each choice that differs from the game on the board is marked: it waits for New game.
  const changed = (key: keyof GomokuNextGame) => (next[key] === current[key] ? null : b.changed);
  const pending = (Object.keys(current) as (keyof GomokuNextGame)[]).some((key) => changed(key));
  const inOpening = game.opening.phase.phase !== 'done' && game.status.kind === 'playing';
  // Against the computer, under an opening with a swap, who holds which colour can change: say it.
  const person = personOf(aiPlayer);
  const swaps = game.opening.rule !== 'free' && game.opening.rule !== 'centre';
  const yourColour = person === null ? null : game.opening.black === person ? 'black' : 'white';

  const startGame = (choices: GomokuNextGame) => {
    setNext(choices);
    store.getState().reset(newGameOptions(choices));
  };
  const startPreset = (preset: GomokuPreset) =>
    startGame({ ...next, size: 15, rule: preset.rule, opening: preset.opening });
  const choose = (choices: Partial<GomokuNextGame>) => {
    const chosen = { ...next, ...choices };
    // A size too small for the opening chosen falls back to none, rather than failing to start.
    if (!openingsFor(chosen.size).includes(chosen.opening)) chosen.opening = 'free';
    setNext(chosen);
  };

  return (
    <GamePageFrame
      label={t.gomoku}
      className="gomoku-page"
      target={target}
      games={games}
      review={review}
      gamesT={gamesT}
      locale={locale}
      over={game.status.kind !== 'playing'}
      board={
        <GomokuBoard
          store={store}
          messages={messages}
          showPrincipalVariation={analysis}
          confirmMoves={board.confirmMoves}
          markers={review.markers}
          aria-describedby={`${statusId} ${infoId}`}
        />
      }
    >
      <StatusBlock
        result={game.status.kind}
        analysing={analysis && game.status.kind === 'playing'}
        status={
          <GomokuStatus store={store} messages={messages} id={statusId} evaluation={analysis} />
        }
        info={
          <GomokuGameInfo
            store={store}
            messages={locale === 'zh-CN' ? gameInfoMessagesZh : gameInfoMessagesEn}
            id={infoId}
          />
        }
      >
        <GomokuFeedback store={store} messages={messages} t={t} />
      </StatusBlock>
      <ThinkingLine store={store} messages={messages} />
      <ClockPanel store={store} messages={messages} t={clockT} />
      {inOpening ? <GomokuOpeningPanel store={store} messages={messages} notice={false} /> : null}
      {swaps && yourColour !== null ? <p className="muted">{t.colours(yourColour)}</p> : null}
      {inOpening && (aiPlayer === 'black' || aiPlayer === 'white') ? (
        <p className="muted">{t.aiInOpening(aiPlayer)}</p>
      ) : null}
      <div className="toolbar">
        <HistoryButtons store={store} canUndo={canUndo} canRedo={canRedo} t={t} />
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
      <fieldset className="presets">
        <legend>{t.presets}</legend>
        <div className="toolbar">
          {presets.map((preset) => (
            <button
              key={preset.name}
              type="button"
              data-preset={preset.name}
              data-current={
                game.size === 15 &&
                game.rule === preset.rule &&
                game.opening.rule === preset.opening
                  ? ''
                  : undefined
              }
              onClick={() => startPreset(preset)}
            >
              {t.presetNames[preset.name]}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="next-game" data-pending={pending ? '' : undefined}>
        <legend>{t.nextGame}</legend>
        <p className="pending-note">{b.pendingNote}</p>
        <label htmlFor={sizeId}>
          <span>
            {t.boardSize}
            <PendingMark text={changed('size')} />
          </span>
          <select
            id={sizeId}
            value={next.size}
            onChange={(e) => choose({ size: Number(e.target.value) })}
          >
            {sizes.map((n) => (
              <option key={n} value={n}>
                {n} × {n}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ruleId}>
          <span>
            {t.rule}
            <PendingMark text={changed('rule')} />
          </span>
          <select
            id={ruleId}
            value={next.rule}
            aria-describedby={`${ruleId}-note`}
            onChange={(e) => choose({ rule: e.target.value as GomokuRuleName })}
          >
            {GOMOKU_RULE_NAMES.map((name) => (
              <option key={name} value={name}>
                {t.rules[name]}
              </option>
            ))}
          </select>
        </label>
        <p className="choice-note" id={`${ruleId}-note`}>
          {changed('rule') === null ? null : <strong>{b.nextGame}</strong>}
          {t.ruleNotes[next.rule]}
        </p>
        <label htmlFor={openingId}>
          <span>
            {t.opening}
            <PendingMark text={changed('opening')} />
          </span>
          <select
            id={openingId}
            value={next.opening}
            aria-describedby={`${openingId}-note`}
            onChange={(e) => choose({ opening: e.target.value as OpeningRuleName })}
          >
            {openingsFor(next.size).map((name) => (
              <option key={name} value={name}>
                {t.openings[name]}
              </option>
            ))}
          </select>
        </label>
        <p className="choice-note" id={`${openingId}-note`}>
          {changed('opening') === null ? null : <strong>{b.nextGame}</strong>}
          {t.openingNotes[next.opening]}
        </p>
        <TimeControlSelect
          value={next.timeControl}
          onChange={(timeControl) => choose({ timeControl })}
          t={clockT}
          changed={changed('timeControl')}
        />
        <button type="button" className="primary" onClick={() => startGame(next)}>
          {t.newGame}
        </button>
      </fieldset>
      <BoardSettingsPanel value={board} onChange={setBoard} size={game.size} t={b} />
      {/* While reviewing, the whole line is listed under the board, with the review. */}
      {review.reviewing ? null : (
        <GomokuMoveList
          store={store}
          messages={locale === 'zh-CN' ? moveListMessagesZh : moveListMessagesEn}
          className="move-list"
          undoKeys
        />
      )}
    </GamePageFrame>
  );
}

/** The opening player a person plays against the computer: the one it does not play. */
function personOf(aiPlayer: AiPlayer): 'first' | 'second' | null {
  return aiPlayer === 'black' ? 'second' : aiPlayer === 'white' ? 'first' : null;
}
