import type {
  IllegalMoveError,
  ReversiMove,
  ReversiSquareInput,
  ReversiState,
  ReversiStatus,
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
import { BoardAnnouncer, createNoticeStore } from '../shared/ai/BoardAnnouncer.tsx';
import { useGivenOrOwnStore, useGradientIds } from '../shared/boardHooks.ts';
import { createGridViewStore, GridViewProvider } from '../shared/gridViewStore.tsx';
import { useStoreSubscription } from '../shared/useStoreSubscription.ts';
import { type TabStopRules, useTabStopFollowsGame } from '../shared/useTabStopFollowsGame.ts';
import { describeReversiChange } from './announce.ts';
import {
  letterSide,
  type ReversiCoordinates,
  ReversiSquareSettings,
  reversiBoardDefaults,
} from './config.ts';
import { ReversiStoreProvider, useOptionalReversiStoreApi } from './context.tsx';
import { overlayBox, reversiGeometry } from './geometry.ts';
import { type ReversiMessages, resolveReversiMessages } from './messages.ts';
import { createReversiPreviewStore, ReversiPreviewProvider, useFlipPreview } from './preview.tsx';
import { ReversiDrawing } from './ReversiDrawing.tsx';
import { ReversiGrid } from './ReversiGrid.tsx';
import { createReversiStore, type ReversiStore, type ReversiStoreOptions } from './store.ts';
import { defaultFocusIndex } from './view.ts';

/** Props of `ReversiBoard`. All are optional; see `reversiBoardDefaults()` for the defaults. */
export interface ReversiBoardProps {
  /** The game to show and play. @defaultValue the provided store, else one the board creates */
  store?: ReversiStore | undefined;
  /** Whether the board's own game passes by itself; changing it starts a new game. @defaultValue true */
  autoPass?: boolean | undefined;
  /** Squares the board's own game starts with, read once: a transcript `'f5d6c3'` or an array. */
  defaultMoves?: string | readonly ReversiSquareInput[] | undefined;
  /** Called after each new entry of the history: a disc played, or a pass, automatic ones too. */
  onMove?: ((move: ReversiMove, state: ReversiState) => void) | undefined;
  /** Called once when the game ends, with the result. */
  onGameOver?: ((status: ReversiStatus, state: ReversiState) => void) | undefined;
  /** Called when a move or pass is refused (a square that flips nothing, an occupied square). */
  onIllegalMove?: ((error: IllegalMoveError, state: ReversiState) => void) | undefined;
  /** Letters along the top (`true`, `'top'`) or bottom, numbers down the left; `false` hides them. @defaultValue true */
  coordinates?: ReversiCoordinates | undefined;
  /** A dot on every square the side to move may play. @defaultValue false */
  showLegalMoves?: boolean | undefined;
  /** Mark the disc placed last. @defaultValue true */
  showLastMove?: boolean | undefined;
  /** Mark the square of the store's hint (`requestHint`) with a frame, and name it "hint". @defaultValue true */
  showHint?: boolean | undefined;
  /** Numbered ghost discs along the hint's expected line: 1 is the hinted move, 2 the reply, … @defaultValue false */
  showPrincipalVariation?: boolean | undefined;
  /** Under a mouse or pen, or on the square with keyboard focus: a ghost disc and a mark on each disc it would flip. @defaultValue true */
  hoverPreview?: boolean | undefined;
  /** Turn flipped discs over in a short animation; never under `prefers-reduced-motion`. @defaultValue true */
  animateFlips?: boolean | undefined;
  /** Speak moves, passes, results and refusals in a polite live region. @defaultValue true */
  announcements?: boolean | undefined;
  /** Explorable with the keyboard, but nothing can be played. @defaultValue false */
  readOnly?: boolean | undefined;
  /** Nothing can be played or focused; drawn dimmed. @defaultValue false */
  disabled?: boolean | undefined;
  /** Texts, merged over `reversiMessagesEn`; keep the object stable across renders. */
  messages?: Partial<ReversiMessages> | undefined;
  /** Accessible name of the grid. @defaultValue messages.boardLabel */
  'aria-label'?: string | undefined;
  /** Id of an element naming the board, instead of `aria-label`. */
  'aria-labelledby'?: string | undefined;
  /** Id of an element describing the board, such as a `ReversiStatus`. */
  'aria-describedby'?: string | undefined;
  /** Added to the root element's `stonekit-board stonekit-reversi` classes. */
  className?: string | undefined;
  /** Inline style of the root element, such as CSS custom properties for a theme. */
  style?: CSSProperties | undefined;
  /** Id of the root element. */
  id?: string | undefined;
}

const defaults = reversiBoardDefaults();

const reversiTabStop: TabStopRules<ReversiState> = { home: defaultFocusIndex, cells: () => 64 };

/** The options of the board's own game, leaving out what the props leave out. */
function storeOptions(
  autoPass: boolean | undefined,
  moves?: string | readonly ReversiSquareInput[],
): ReversiStoreOptions {
  return {
    ...(autoPass === undefined ? {} : { autoPass }),
    ...(moves === undefined ? {} : { moves }),
  };
}

/**
 * A Reversi (Othello) board: green felt with square cells under an accessible ARIA grid, played
 * with mouse, touch, pen or keyboard. Discs that change colour turn over; the square under the
 * pointer or focus previews the discs a move there would flip. Uncontrolled, it creates its own
 * game from `autoPass` and `defaultMoves`; given a `store` (or inside a `ReversiProvider`) it
 * shows and plays that game instead. Import `@stonekit/ui/styles.css` once for the default theme.
 *
 * With a computer player in the store, the board marks the store's hint (`data-hint`) and, with
 * `showPrincipalVariation`, its expected line; while the computer thinks, the grid is
 * `aria-busy` and refuses moves with a polite notice.
 *
 * @example
 * <ReversiBoard showLegalMoves onGameOver={(status) => console.log(status)} />
 * @example
 * const [store] = useState(() => createReversiStore({ autoPass: false }));
 * <ReversiBoard store={store} />
 * <ReversiPassButton store={store} />
 */
export function ReversiBoard(props: ReversiBoardProps): ReactNode {
  const {
    store: storeProp,
    autoPass,
    defaultMoves,
    coordinates = defaults.coordinates,
    showLegalMoves = defaults.showLegalMoves,
    showLastMove = defaults.showLastMove,
    showHint = defaults.showHint,
    showPrincipalVariation = defaults.showPrincipalVariation,
    hoverPreview = defaults.hoverPreview,
    animateFlips = defaults.animateFlips,
    announcements = defaults.announcements,
    readOnly = defaults.readOnly,
    disabled = defaults.disabled,
    messages,
    className,
    style,
    id,
  } = props;

  const provided = useOptionalReversiStoreApi();
  const { store, ownStore } = useGivenOrOwnStore(storeProp ?? provided, () =>
    createReversiStore(storeOptions(autoPass, defaultMoves)),
  );
  const playable = !readOnly && !disabled;

  const [view] = useState(() => createGridViewStore(defaultFocusIndex(store.getState().game)));
  const [preview] = useState(createReversiPreviewStore);
  const [notices] = useState(createNoticeStore);
  const thinking = useStore(store, (s) => s.thinking);
  useTabStopFollowsGame(store, view, reversiTabStop);
  // No preview of a move for the computer's side while it thinks.
  useFlipPreview(store, view, preview, hoverPreview && playable && thinking === null);
  useOwnGameOptions(ownStore, autoPass);
  useGameCallbacks(store, props);

  const turn = useStore(store, (s) => s.game.turn);
  const statusKind = useStore(store, (s) => s.game.status.kind);
  const mustPass = useStore(store, (s) => s.game.mustPass);

  const resolvedMessages = useMemo(() => resolveReversiMessages(messages), [messages]);
  const letters = letterSide(coordinates);
  const geometry = useMemo(() => reversiGeometry(letters), [letters]);
  const box = useMemo(() => overlayBox(geometry), [geometry]);

  const gradientIds = useGradientIds();
  const squareSettings = useMemo(
    () => ({
      messages: resolvedMessages,
      showLegalMoves,
      showLastMove,
      showHint,
      showPrincipalVariation,
      animateFlips,
      discFills: { black: `url(#${gradientIds.black})`, white: `url(#${gradientIds.white})` },
    }),
    [
      resolvedMessages,
      showLegalMoves,
      showLastMove,
      showHint,
      showPrincipalVariation,
      animateFlips,
      gradientIds,
    ],
  );
  const onBusy = useCallback(
    (stone: Stone) => notices.setState({ text: resolvedMessages.busy(stone) }),
    [notices, resolvedMessages],
  );

  return (
    <ReversiStoreProvider store={store}>
      <GridViewProvider store={view}>
        <ReversiPreviewProvider store={preview}>
          <ReversiSquareSettings.Provider value={squareSettings}>
            <div
              id={id}
              className={
                className === undefined
                  ? 'stonekit-board stonekit-reversi'
                  : `stonekit-board stonekit-reversi ${className}`
              }
              style={style}
              data-turn={turn}
              data-status={statusKind}
              data-must-pass={mustPass ? '' : undefined}
              data-coordinates={letters ?? undefined}
              data-legal-moves={showLegalMoves ? '' : undefined}
              data-readonly={readOnly ? '' : undefined}
              data-disabled={disabled ? '' : undefined}
              data-thinking={thinking ?? undefined}
            >
              <div className="stonekit-felt" style={box} />
              <ReversiDrawing geometry={geometry} gradientIds={gradientIds} />
              <ReversiGrid
                box={box}
                label={props['aria-label'] ?? resolvedMessages.boardLabel}
                labelledBy={props['aria-labelledby']}
                describedBy={props['aria-describedby']}
                playable={playable}
                hoverable={hoverPreview && playable}
                disabled={disabled}
                readOnly={readOnly}
                busy={thinking !== null}
                onBusy={onBusy}
              />
              {announcements ? (
                <BoardAnnouncer
                  store={store}
                  notices={notices}
                  describe={(next, previous) =>
                    describeReversiChange(next, previous, resolvedMessages)
                  }
                />
              ) : null}
            </div>
          </ReversiSquareSettings.Provider>
        </ReversiPreviewProvider>
      </GridViewProvider>
    </ReversiStoreProvider>
  );
}

/** Starts a new game on the board's own store when the `autoPass` prop changes. */
function useOwnGameOptions(store: ReversiStore | null, autoPass: boolean | undefined): void {
  const applied = useRef(autoPass);
  useEffect(() => {
    if (store === null || applied.current === autoPass) return;
    applied.current = autoPass;
    store.getState().reset({ autoPass: autoPass ?? true });
  }, [store, autoPass]);
}

/** Calls `onMove`, `onGameOver` and `onIllegalMove` as the game changes, whoever changed it. */
function useGameCallbacks(store: ReversiStore, props: ReversiBoardProps): void {
  useStoreSubscription(store, (next, previous) => {
    const { onMove, onGameOver, onIllegalMove } = props;
    if (next.lastError !== null && next.lastError !== previous.lastError) {
      onIllegalMove?.(next.lastError, next.game);
    }
    const action = next.lastAction;
    if (action !== previous.lastAction && (action?.kind === 'play' || action?.kind === 'pass')) {
      // The move, then any pass the game made by itself after it; `number` counts from 1.
      for (const move of next.game.moves.slice(action.move.number - 1)) onMove?.(move, next.game);
    }
    if (previous.game.status.kind === 'playing' && next.game.status.kind !== 'playing') {
      onGameOver?.(next.game.status, next.game);
    }
  });
}
