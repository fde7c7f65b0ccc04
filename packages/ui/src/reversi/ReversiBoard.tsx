import type {
  IllegalMoveError,
  ReversiMove,
  ReversiSquare,
  ReversiSquareInput,
  ReversiState,
  ReversiStatus,
} from '@stonekit/core';
import { type CSSProperties, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { BoardAnnouncer } from '../shared/ai/BoardAnnouncer.tsx';
import { BoardFrame } from '../shared/board/BoardFrame.tsx';
import { BoardMarkerLayer, useBoardMarkers } from '../shared/board/BoardMarkers.tsx';
import { useIgnoredPropsWarning } from '../shared/board/dev.ts';
import type {
  BoardMarker,
  BoardMoveRequest,
  BoardPoint,
  ConfirmMoves,
} from '../shared/board/types.ts';
import { useBoardShell } from '../shared/board/useBoardShell.ts';
import { type CoordinateCase, withCoordinateCase } from '../shared/coordinates/case.ts';
import {
  coordinateCaseOption,
  useBoardCoordinateCase,
} from '../shared/coordinates/useCoordinateCase.ts';
import { describeReversiChange } from './announce.ts';
import {
  letterSide,
  type ReversiCoordinates,
  ReversiSquareSettings,
  reversiBoardDefaults,
} from './config.ts';
import { ReversiStoreProvider, useOptionalReversiStoreApi } from './context.tsx';
import { overlayBox, reversiGeometry, reversiLayout } from './geometry.ts';
import { type ReversiMessages, resolveReversiMessages } from './messages.ts';
import { createReversiPreviewStore, ReversiPreviewProvider, useFlipPreview } from './preview.tsx';
import { ReversiDrawing } from './ReversiDrawing.tsx';
import { ReversiGrid } from './ReversiGrid.tsx';
import { createReversiStore, type ReversiStore, type ReversiStoreOptions } from './store.ts';
import { reversiBoardRules } from './view.ts';

/** Props of `ReversiBoard`. All are optional; see `reversiBoardDefaults()` for the defaults. */
export interface ReversiBoardProps {
  /** The game to show and play. @defaultValue the provided store, else one the board creates */
  store?: ReversiStore | undefined;
  /** Whether the board's own game passes by itself; changing it starts a new game. Ignored, with a warning in development, when the board is given a `store`: set it on that store. @defaultValue true */
  autoPass?: boolean | undefined;
  /** Squares the board's own game starts with, read once: a transcript `'f5d6c3'` or an array. Ignored, with a warning in development, when the board is given a `store`. @defaultValue none */
  defaultMoves?: string | readonly ReversiSquareInput[] | undefined;
  /** Called after each new entry of the history: a disc played, or a pass, automatic ones too. */
  onMove?: ((move: ReversiMove, state: ReversiState) => void) | undefined;
  /** Called once when the game ends, with the result. */
  onGameOver?: ((status: ReversiStatus, state: ReversiState) => void) | undefined;
  /** Called when a move or pass is refused (a square that flips nothing, an occupied square). */
  onIllegalMove?: ((error: IllegalMoveError, state: ReversiState) => void) | undefined;
  /**
   * Called for every click, tap, Enter or Space on a square, with its name and coordinates,
   * before the board acts on it; on a read-only board too, where nothing is played, so an app can
   * handle the squares itself. Not on a disabled board.
   *
   * @example
   * <ReversiBoard readOnly onSquareClick={(square) => setSelected(square.name)} />
   */
  onSquareClick?: ((square: BoardPoint<ReversiSquare>) => void) | undefined;
  /**
   * Asked before the board plays a person's move on a legal square; return `false` and the board
   * plays nothing. To play a move only once a server confirms it, send it and return `false`,
   * then play it on the store when the answer comes: the game changes only then, and every board
   * and status line on the store follows. Squares the game refuses are refused as usual, without
   * asking; moves and passes played on the store (by the computer, by `ReversiPassButton` or by
   * your code) are not asked about.
   *
   * @example
   * <ReversiBoard
   *   store={store}
   *   onBeforeMove={(move) => {
   *     server.send(move.name).then((ok) => ok && store.getState().play(move.name));
   *     return false; // shown when the server confirms
   *   }}
   * />
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing lets the move through
  onBeforeMove?: ((move: BoardMoveRequest<ReversiSquare>) => boolean | void) | undefined;
  /**
   * The app's own annotations: rings, texts, highlights and arrows on squares given by name,
   * drawn hidden from assistive technology, each `label` read as part of its square's
   * description. Themed with `--stonekit-marker-…` custom properties. @defaultValue none
   *
   * @example
   * <ReversiBoard markers={[{ kind: 'highlight', at: 'd3', label: 'best move' }, { kind: 'arrow', from: 'd3', to: 'c5' }]} />
   */
  markers?: readonly BoardMarker[] | undefined;
  /** Letters along the top (`true`, `'top'`) or bottom, numbers down the left; `false` hides them. @defaultValue true */
  coordinates?: ReversiCoordinates | undefined;
  /**
   * How the board's own game shows square names, in its letters, its squares' names and its
   * announcements, and on every component of its store: `'lower'` (a to h, `d3`) or `'upper'`
   * (A to H, `D3`). Ignored, with a warning in development, when the board is given a `store`:
   * set `coordinateCase` on that store, so that everything on it agrees. @defaultValue 'lower'
   *
   * @example
   * <ReversiBoard coordinateCase="upper" />
   */
  coordinateCase?: CoordinateCase | undefined;
  /** A ring in the side to move's colour on every square it may play. @defaultValue false */
  showLegalMoves?: boolean | undefined;
  /** Mark the disc placed last. @defaultValue true */
  showLastMove?: boolean | undefined;
  /** Show the store's hint (`requestHint`): the side to move's disc, translucent, in a frame; its name says "hint". @defaultValue true */
  showHint?: boolean | undefined;
  /** Numbered ghost discs along the hint's expected line: 1 is the hinted move, 2 the reply, … @defaultValue false */
  showPrincipalVariation?: boolean | undefined;
  /** Under a mouse or pen, or on the square with keyboard focus: a ghost disc and a mark on each disc it would flip. @defaultValue true */
  hoverPreview?: boolean | undefined;
  /** Turn flipped discs over in a short animation; never under `prefers-reduced-motion`. @defaultValue true */
  animateFlips?: boolean | undefined;
  /** Mark a refused move's square for a second (`data-refused`: a red ring that shakes and fades, still under `prefers-reduced-motion`), besides saying why. @defaultValue true */
  showRefusals?: boolean | undefined;
  /**
   * Which presses only show their move until the same square is pressed again, which plays it:
   * `'touch'` a finger's tap (a mouse or pen click, Enter and Space play at once), `'always'`
   * every press, `'never'` none. The square waiting shows a ghost disc of the side to move with
   * its name above it (`data-pending`), said in the live region; a tap on another square moves it,
   * and Escape, any move, undo or a new game drop it. `onSquareClick` hears both presses;
   * `onBeforeMove` is asked, and the move played, on the second. Anything else throws an
   * `OptionError`. @defaultValue 'never'
   *
   * @example
   * <ReversiBoard confirmMoves="touch" />
   */
  confirmMoves?: ConfirmMoves | undefined;
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
 * shows and plays that game instead, and those props do nothing (a warning in development says
 * so). Import `@stonekit/ui/styles.css` once for the default theme.
 *
 * With a computer player in the store, the board shows the store's hint (`data-hint`), the side
 * to move's disc in a frame, and, with `showPrincipalVariation`, its expected line; while the
 * computer thinks, the grid is `aria-busy` and refuses moves with a polite notice.
 *
 * A refused move (a square that flips nothing, say) is said in the live region and its square
 * marked for a second (`data-refused`). `onSquareClick` reports every press on a square,
 * `onBeforeMove` can hold a move back (to play it once a server confirms it), and `markers`
 * draws the app's own annotations.
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
    showRefusals = defaults.showRefusals,
    confirmMoves = defaults.confirmMoves,
    announcements = defaults.announcements,
    readOnly = defaults.readOnly,
    disabled = defaults.disabled,
    messages,
    markers,
    className,
    style,
    id,
  } = props;

  const provided = useOptionalReversiStoreApi();
  const given = storeProp ?? provided;
  const playable = !readOnly && !disabled;
  const resolvedMessages = useMemo(() => resolveReversiMessages(messages), [messages]);
  useIgnoredPropsWarning(
    'ReversiBoard',
    given !== null,
    { autoPass, defaultMoves, coordinateCase: props.coordinateCase },
    'createReversiStore',
  );
  const shell = useBoardShell({
    given,
    create: () =>
      createReversiStore({
        ...storeOptions(autoPass, defaultMoves),
        ...coordinateCaseOption(props.coordinateCase),
      }),
    rules: reversiBoardRules,
    events: props,
    onPress: props.onSquareClick,
    playable,
    showRefusals,
    confirmMoves,
    busy: resolvedMessages.busy,
    pendingMove: resolvedMessages.pendingMove,
  });
  const { store, ownStore, notices, gradientIds } = shell;
  const coordinateCase = useBoardCoordinateCase(store, ownStore, props.coordinateCase);
  // Every text the board makes names squares as the store shows them.
  const texts = withCoordinateCase(resolvedMessages, coordinateCase);

  const [preview] = useState(createReversiPreviewStore);
  const thinking = useStore(store, (s) => s.thinking);
  // No preview of a move for the computer's side while it thinks.
  useFlipPreview(store, shell.view, preview, hoverPreview && playable && thinking === null);
  useOwnGameOptions(ownStore, autoPass);

  const mustPass = useStore(store, (s) => s.game.mustPass);

  const letters = letterSide(coordinates);
  const geometry = useMemo(() => reversiGeometry(letters), [letters]);
  const layout = useMemo(() => reversiLayout(geometry), [geometry]);
  const box = useMemo(() => overlayBox(geometry), [geometry]);
  const markerView = useBoardMarkers(markers, layout, shell.idPrefix);

  const squareSettings = useMemo(
    () => ({
      messages: texts,
      showLegalMoves,
      showLastMove,
      showHint,
      showPrincipalVariation,
      animateFlips,
      discFills: { black: `url(#${gradientIds.black})`, white: `url(#${gradientIds.white})` },
    }),
    [
      texts,
      showLegalMoves,
      showLastMove,
      showHint,
      showPrincipalVariation,
      animateFlips,
      gradientIds,
    ],
  );

  return (
    <ReversiStoreProvider store={store}>
      <ReversiPreviewProvider store={preview}>
        <ReversiSquareSettings.Provider value={squareSettings}>
          <BoardFrame
            game="reversi"
            shell={shell}
            markers={markerView}
            readOnly={readOnly}
            disabled={disabled}
            data={{
              'data-must-pass': mustPass ? '' : undefined,
              'data-coordinates': letters ?? undefined,
              'data-legal-moves': showLegalMoves ? '' : undefined,
            }}
            className={className}
            style={style}
            id={id}
          >
            <div className="stonekit-felt" style={box} />
            <ReversiDrawing
              geometry={geometry}
              coordinateCase={coordinateCase}
              gradientIds={gradientIds}
            />
            <BoardMarkerLayer layout={layout} placed={markerView.placed} layer="under" />
            <ReversiGrid
              layout={layout}
              box={box}
              label={props['aria-label'] ?? texts.boardLabel}
              labelledBy={props['aria-labelledby']}
              describedBy={props['aria-describedby']}
              hoverable={hoverPreview && playable}
              disabled={disabled}
              readOnly={readOnly}
              busy={thinking !== null}
              onPress={shell.press}
            />
            <BoardMarkerLayer layout={layout} placed={markerView.placed} layer="over" />
            {announcements ? (
              <BoardAnnouncer
                store={store}
                notices={notices}
                describe={(next, previous) => describeReversiChange(next, previous, texts)}
              />
            ) : null}
          </BoardFrame>
        </ReversiSquareSettings.Provider>
      </ReversiPreviewProvider>
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
