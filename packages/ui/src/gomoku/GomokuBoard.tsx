import type {
  GomokuMove,
  GomokuOptions,
  GomokuRuleName,
  GomokuState,
  GomokuStatus,
  IllegalMoveError,
  OpeningRuleName,
  PointInput,
  Stone,
} from '@stonekit/core';
import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useStore } from 'zustand';
import { createNoticeStore } from '../shared/ai/BoardAnnouncer.tsx';
import { useGivenOrOwnStore, useGradientIds } from '../shared/boardHooks.ts';
import { createGridViewStore, GridViewProvider } from '../shared/gridViewStore.tsx';
import { useLatest } from '../shared/useLatest.ts';
import { GomokuPointSettings, gomokuBoardDefaults } from './config.ts';
import { GomokuStoreProvider, useOptionalGomokuStoreApi } from './context.tsx';
import { GomokuAnnouncer } from './GomokuAnnouncer.tsx';
import { GomokuDrawing } from './GomokuDrawing.tsx';
import { GomokuGrid } from './GomokuGrid.tsx';
import { GomokuRegion } from './GomokuRegion.tsx';
import { GomokuWinLine } from './GomokuWinLine.tsx';
import { gomokuGeometry, overlayBox } from './geometry.ts';
import { type GomokuMessages, resolveGomokuMessages } from './messages.ts';
import { createGomokuStore, type GomokuStore, type GomokuStoreOptions } from './store.ts';
import { useFollowGame } from './useFollowGame.ts';
import { defaultFocusIndex } from './view.ts';

/** Props of `GomokuBoard`. All are optional; see `gomokuBoardDefaults()` for the defaults. */
export interface GomokuBoardProps {
  /** The game to show and play. @defaultValue the provided store, else one the board creates */
  store?: GomokuStore | undefined;
  /** Size of the board's own game; changing it starts a new game. @defaultValue 15 */
  size?: number | undefined;
  /** Rule of the board's own game; changing it starts a new game. @defaultValue 'freestyle' */
  rule?: GomokuRuleName | undefined;
  /** Renju only: whether the board's own game refuses black's forbidden moves or lets them lose. @defaultValue 'refuse' */
  forbiddenMoves?: GomokuOptions['forbiddenMoves'] | undefined;
  /** Opening rule of the board's own game (`'swap2'`, `'rif'`...); changing it starts a new game. @defaultValue 'free' */
  opening?: OpeningRuleName | undefined;
  /** Moves the board's own game starts from, read once: `'h8 h9 i8'` or points. */
  defaultMoves?: string | readonly PointInput[] | undefined;
  /** Called after each new move on the game, with the move and the game after it. */
  onMove?: ((move: GomokuMove, state: GomokuState) => void) | undefined;
  /** Called once when the game ends, with the result. */
  onGameOver?: ((status: GomokuStatus, state: GomokuState) => void) | undefined;
  /** Called when a move or an opening action is refused (an occupied point, a finished game). */
  onIllegalMove?: ((error: IllegalMoveError, state: GomokuState) => void) | undefined;
  /** Letters along the bottom, numbers up the left. @defaultValue true */
  coordinates?: boolean | undefined;
  /** Write each stone's move number on it. @defaultValue false */
  showMoveNumbers?: boolean | undefined;
  /** Mark the most recent stone. @defaultValue true */
  showLastMove?: boolean | undefined;
  /** Cross out black's forbidden points under Renju, while black is to move. @defaultValue true */
  showForbidden?: boolean | undefined;
  /** Ring the point of the store's hint (`requestHint`), and name it "hint". @defaultValue true */
  showHint?: boolean | undefined;
  /** Numbered ghost stones along the hint's expected line: 1 is the hinted move, 2 the reply, … @defaultValue false */
  showPrincipalVariation?: boolean | undefined;
  /** Ghost stone under a mouse or pen on points open to play. @defaultValue true */
  hoverPreview?: boolean | undefined;
  /** Speak moves, results and refusals in a polite live region. @defaultValue true */
  announcements?: boolean | undefined;
  /** Explorable with the keyboard, but nothing can be played. @defaultValue false */
  readOnly?: boolean | undefined;
  /** Nothing can be played or focused; drawn dimmed. @defaultValue false */
  disabled?: boolean | undefined;
  /** Texts, merged over `gomokuMessagesEn`; keep the object stable across renders. */
  messages?: Partial<GomokuMessages> | undefined;
  /** Accessible name of the grid. @defaultValue messages.boardLabel(size) */
  'aria-label'?: string | undefined;
  /** Id of an element naming the board, instead of `aria-label`. */
  'aria-labelledby'?: string | undefined;
  /** Id of an element describing the board, such as a `GomokuStatus`. */
  'aria-describedby'?: string | undefined;
  /** Added to the root element's `stonekit-board stonekit-gomoku` classes. */
  className?: string | undefined;
  /** Inline style of the root element, such as CSS custom properties for a theme. */
  style?: CSSProperties | undefined;
  /** Id of the root element. */
  id?: string | undefined;
}

const defaults = gomokuBoardDefaults();

/** The props that make the board's own game; changing one of them starts a new game. */
interface OwnGameOptions {
  size: number | undefined; // board width and height
  rule: GomokuRuleName | undefined; // win condition
  forbiddenMoves: GomokuOptions['forbiddenMoves'] | undefined; // Renju fouls refused or lost
  opening: OpeningRuleName | undefined; // the opening rule
}

/** The options of the board's own game, leaving out what the props leave out. */
function storeOptions(
  { size, rule, forbiddenMoves, opening }: OwnGameOptions,
  moves?: string | readonly PointInput[],
): GomokuStoreOptions {
  return {
    ...(size === undefined ? {} : { size }),
    ...(rule === undefined ? {} : { rule }),
    ...(forbiddenMoves === undefined ? {} : { forbiddenMoves }),
    ...(opening === undefined ? {} : { opening }),
    ...(moves === undefined ? {} : { moves }),
  };
}

/**
 * A Gomoku board: an SVG drawing that scales to its container, under an accessible ARIA grid of
 * intersections played with mouse, touch, pen or keyboard. Uncontrolled, it creates its own game
 * from `size`, `rule`, `opening` and `defaultMoves`; given a `store` (or inside a
 * `GomokuProvider`) it shows and plays that game instead. Import `@stonekit/ui/styles.css` once
 * for the default theme.
 *
 * Under Renju, black's forbidden points are crossed out while black is to move. During an
 * opening, the square the next stone must go in is highlighted, and while black offers fifth
 * moves a click chooses a point for the offer (numbered ghost stones) instead of playing it; a
 * `GomokuOpeningPanel` on the same store makes the choices and sends the offer.
 *
 * With a computer player in the store, the board rings the store's hint (`data-hint`) and, with
 * `showPrincipalVariation`, numbers its expected line in ghost stones; while the computer
 * thinks, the grid is `aria-busy` and refuses moves with a polite notice.
 *
 * @example
 * <GomokuBoard size={15} onGameOver={(status) => console.log(status)} />
 * @example
 * const [store] = useState(() => createGomokuStore({ rule: 'renju', opening: 'rif' }));
 * <GomokuBoard store={store} showMoveNumbers />
 * <GomokuOpeningPanel store={store} />
 */
export function GomokuBoard(props: GomokuBoardProps): ReactNode {
  const {
    store: storeProp,
    size,
    rule,
    forbiddenMoves,
    opening,
    defaultMoves,
    coordinates = defaults.coordinates,
    showMoveNumbers = defaults.showMoveNumbers,
    showLastMove = defaults.showLastMove,
    showForbidden = defaults.showForbidden,
    showHint = defaults.showHint,
    showPrincipalVariation = defaults.showPrincipalVariation,
    hoverPreview = defaults.hoverPreview,
    announcements = defaults.announcements,
    readOnly = defaults.readOnly,
    disabled = defaults.disabled,
    messages,
    className,
    style,
    id,
  } = props;

  const provided = useOptionalGomokuStoreApi();
  const { store, ownStore } = useGivenOrOwnStore(storeProp ?? provided, () =>
    createGomokuStore(storeOptions({ size, rule, forbiddenMoves, opening }, defaultMoves)),
  );

  const [view] = useState(() => createGridViewStore(defaultFocusIndex(store.getState().game)));
  const [notices] = useState(createNoticeStore);
  useFollowGame(store, view);
  useOwnGameOptions(ownStore, { size, rule, forbiddenMoves, opening });
  useGameCallbacks(store, props);

  const boardSize = useStore(store, (s) => s.game.size);
  const boardRule = useStore(store, (s) => s.game.rule);
  const turn = useStore(store, (s) => s.game.turn);
  const statusKind = useStore(store, (s) => s.game.status.kind);
  const starPoints = useStore(store, (s) => s.game.starPoints);
  const openingRule = useStore(store, (s) => s.game.opening.rule);
  const openingPhase = useStore(store, (s) => s.game.opening.phase.phase);
  const thinking = useStore(store, (s) => s.thinking);

  const resolvedMessages = useMemo(() => resolveGomokuMessages(messages), [messages]);
  const geometry = useMemo(() => gomokuGeometry(boardSize, coordinates), [boardSize, coordinates]);
  const box = useMemo(() => overlayBox(geometry), [geometry]);

  const gradientIds = useGradientIds();
  const pointSettings = useMemo(
    () => ({
      messages: resolvedMessages,
      showMoveNumbers,
      showLastMove,
      showForbidden,
      showHint,
      showPrincipalVariation,
      stoneFills: { black: `url(#${gradientIds.black})`, white: `url(#${gradientIds.white})` },
    }),
    [
      resolvedMessages,
      showMoveNumbers,
      showLastMove,
      showForbidden,
      showHint,
      showPrincipalVariation,
      gradientIds,
    ],
  );
  const onBusy = useCallback(
    (stone: Stone) => notices.setState({ text: resolvedMessages.busy(stone) }),
    [notices, resolvedMessages],
  );

  return (
    <GomokuStoreProvider store={store}>
      <GridViewProvider store={view}>
        <GomokuPointSettings.Provider value={pointSettings}>
          <div
            id={id}
            className={
              className === undefined
                ? 'stonekit-board stonekit-gomoku'
                : `stonekit-board stonekit-gomoku ${className}`
            }
            style={style}
            data-size={boardSize}
            data-rule={boardRule}
            data-turn={turn}
            data-status={statusKind}
            data-opening={openingRule === 'free' ? undefined : openingRule}
            data-opening-phase={openingPhase === 'done' ? undefined : openingPhase}
            data-coordinates={coordinates ? '' : undefined}
            data-move-numbers={showMoveNumbers ? '' : undefined}
            data-readonly={readOnly ? '' : undefined}
            data-disabled={disabled ? '' : undefined}
            data-thinking={thinking ?? undefined}
          >
            <GomokuDrawing
              geometry={geometry}
              coordinates={coordinates}
              starPoints={starPoints}
              gradientIds={gradientIds}
            />
            <GomokuRegion geometry={geometry} />
            <GomokuGrid
              size={boardSize}
              box={box}
              label={props['aria-label'] ?? resolvedMessages.boardLabel(boardSize)}
              labelledBy={props['aria-labelledby']}
              describedBy={props['aria-describedby']}
              playable={!readOnly && !disabled}
              // No ghost stone for the computer's side while it thinks.
              hoverPreview={hoverPreview && thinking === null}
              disabled={disabled}
              readOnly={readOnly}
              busy={thinking !== null}
              onBusy={onBusy}
            />
            <GomokuWinLine geometry={geometry} />
            {announcements ? (
              <GomokuAnnouncer messages={resolvedMessages} notices={notices} />
            ) : null}
          </div>
        </GomokuPointSettings.Provider>
      </GridViewProvider>
    </GomokuStoreProvider>
  );
}

/** Starts a new game on the board's own store when `size`, `rule`, `forbiddenMoves` or `opening` changes. */
function useOwnGameOptions(store: GomokuStore | null, options: OwnGameOptions): void {
  const { size, rule, forbiddenMoves, opening } = options;
  const applied = useRef(options);
  useEffect(() => {
    if (store === null) return;
    const last = applied.current;
    const same =
      last.size === size &&
      last.rule === rule &&
      last.forbiddenMoves === forbiddenMoves &&
      last.opening === opening;
    if (same) return;
    applied.current = { size, rule, forbiddenMoves, opening };
    store.getState().reset(storeOptions({ size, rule, forbiddenMoves, opening }));
  }, [store, size, rule, forbiddenMoves, opening]);
}

/** Calls `onMove`, `onGameOver` and `onIllegalMove` as the game changes, whoever changed it. */
function useGameCallbacks(store: GomokuStore, props: GomokuBoardProps): void {
  const latest = useLatest(props);
  useEffect(
    () =>
      store.subscribe((next, previous) => {
        const { onMove, onGameOver, onIllegalMove } = latest.current;
        if (next.lastError !== null && next.lastError !== previous.lastError) {
          onIllegalMove?.(next.lastError, next.game);
        }
        const action = next.lastAction;
        if (action !== previous.lastAction && action?.kind === 'play') {
          onMove?.(action.move, next.game);
        }
        if (previous.game.status.kind === 'playing' && next.game.status.kind !== 'playing') {
          onGameOver?.(next.game.status, next.game);
        }
      }),
    [store, latest],
  );
}
