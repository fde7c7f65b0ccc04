import {
  createReversiStore,
  gameInfoMessagesEn,
  gameInfoMessagesZh,
  moveListMessagesEn,
  moveListMessagesZh,
  ReversiBoard,
  ReversiGameInfo,
  ReversiHintText,
  ReversiMoveList,
  ReversiNotice,
  ReversiPassButton,
  ReversiStatus,
  type ReversiStore,
  type ReversiStoreState,
  reversiMessagesEn,
  reversiMessagesZh,
  useOwnStore,
  useUndoShortcuts,
} from '@stonekit/ui';
import { useEffect, useId, useMemo, useState } from 'react';
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
import { reversiPageMessages } from './messages.ts';
import { type ReversiNextGame, readNextReversi } from './nextGame.ts';

const playersKey = 'stonekit-demo:reversi:players';
const nextKey = 'stonekit-demo:reversi:next';
const boardKey = 'stonekit-demo:reversi:board';

// Othello players write f5d6: lower case, as the kit does. Squares of 39 px on a phone need no
// second tap, as they do on the kit's board.
const boardDefaults: BoardSettings = { confirmMoves: 'never', coordinateCase: 'lower' };
const firstGame: ReversiNextGame = { autoPass: true, timeControl: 'none' };

/** The settings of the game a store holds, as the Next game box names them. */
function settingsOf(state: Pick<ReversiStoreState, 'game' | 'clock'>): ReversiNextGame {
  return { autoPass: state.game.autoPass, timeControl: timeControlName(state.clock.control) };
}

/** The store options of a new game with the choices `next`. */
function newGameOptions(next: ReversiNextGame) {
  return { autoPass: next.autoPass, timeControl: timeControls[next.timeControl] };
}

/**
 * The game in progress when the page was last left, with its clock, and the saved players, on
 * the demo's one AI worker; with no game in progress, a new game of the kind chosen last.
 */
function createStore(coordinateCase: CoordinateCase): ReversiStore {
  const restored = restoreAutosave('reversi');
  const game =
    restored?.game === 'reversi'
      ? restored.options
      : newGameOptions(
          loadSetting(nextKey, (json) => readNextReversi(json, firstGame)) ?? firstGame,
        );
  return createReversiStore({ ...computerOptions(playersKey), ...game, coordinateCase });
}

/**
 * Reversi for two people on one device, against the computer, or the computer against itself:
 * the board, its status and time control, the players, undo/redo (buttons, Ctrl+Z and
 * Ctrl+Shift+Z, the move list's arrow keys), legal-move dots, hints in words and a Next game box
 * whose choices wait for New game and say so.
 */
export function ReversiPage() {
  const { locale } = useLocale();
  const t = reversiPageMessages[locale];
  const b = boardMessages[locale];
  const messages = locale === 'zh-CN' ? reversiMessagesZh : reversiMessagesEn;
  const [board, setBoard] = useSavedSettings(
    boardKey,
    (json) => readBoardSettings(json, boardDefaults),
    () => boardDefaults,
  );
  const store = useOwnStore(() => createStore(board.coordinateCase));
  const gamesT = gamesMessages[locale];
  const target = useMemo(() => ({ kind: 'reversi', store }) as const, [store]);
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
  const canUndo = useStore(store, (s) => s.canUndo);
  const canRedo = useStore(store, (s) => s.canRedo);
  const [hints, setHints] = useState(false);
  const [next, setNext] = useSavedSettings(
    nextKey,
    (json) => readNextReversi(json, settingsOf(store.getState())),
    () => settingsOf(store.getState()),
  );
  const statusId = useId();
  const infoId = useId();
  const autoPassId = useId();
  const current: ReversiNextGame = {
    autoPass: game.autoPass,
    timeControl: timeControlName(control),
  };
  const changed = (key: keyof ReversiNextGame) => (next[key] === current[key] ? null : b.changed);
  const pending = changed('autoPass') !== null || changed('timeControl') !== null;

  return (
    <GamePageFrame
      label={t.reversi}
      target={target}
      games={games}
      review={review}
      gamesT={gamesT}
      locale={locale}
      over={game.status.kind !== 'playing'}
      board={
        <ReversiBoard
          store={store}
          messages={messages}
          showLegalMoves={hints}
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
          <ReversiStatus store={store} messages={messages} id={statusId} evaluation={analysis} />
        }
        info={
          <ReversiGameInfo
            store={store}
            messages={locale === 'zh-CN' ? gameInfoMessagesZh : gameInfoMessagesEn}
            id={infoId}
          />
        }
      >
        {/* A refusal, else the hint asked for: the first that has something to say. */}
        <p className="feedback" data-lines="1">
          <ReversiNotice store={store} messages={messages} />
          <ReversiHintText store={store} messages={messages} />
        </p>
      </StatusBlock>
      <ThinkingLine store={store} messages={messages} />
      <ClockPanel store={store} messages={messages} t={clockT} />
      <div className="toolbar">
        <HistoryButtons store={store} canUndo={canUndo} canRedo={canRedo} t={t} />
        <button type="button" aria-pressed={hints} onClick={() => setHints(!hints)}>
          {t.hints}
        </button>
        {game.autoPass ? null : <ReversiPassButton store={store} messages={messages} />}
      </div>
      <PlayersPanel store={store} t={playersMessages[locale]} />
      <fieldset className="next-game" data-pending={pending ? '' : undefined}>
        <legend>{t.nextGame}</legend>
        <p className="pending-note">{b.pendingNote}</p>
        <label htmlFor={autoPassId} className="checkbox">
          <input
            id={autoPassId}
            type="checkbox"
            checked={next.autoPass}
            onChange={(e) => setNext({ ...next, autoPass: e.target.checked })}
          />
          <span>
            {t.autoPass}
            <PendingMark text={changed('autoPass')} />
          </span>
        </label>
        <TimeControlSelect
          value={next.timeControl}
          onChange={(timeControl) => setNext({ ...next, timeControl })}
          t={clockT}
          changed={changed('timeControl')}
        />
        <button
          type="button"
          className="primary"
          onClick={() => store.getState().reset(newGameOptions(next))}
        >
          {t.newGame}
        </button>
      </fieldset>
      <BoardSettingsPanel value={board} onChange={setBoard} size={8} t={b} />
      {/* While reviewing, the whole line is listed under the board, with the review. */}
      {review.reviewing ? null : (
        <ReversiMoveList
          store={store}
          messages={locale === 'zh-CN' ? moveListMessagesZh : moveListMessagesEn}
          className="move-list"
          undoKeys
        />
      )}
    </GamePageFrame>
  );
}
