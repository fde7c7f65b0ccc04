import type {
  GomokuMove,
  GomokuOptions,
  GomokuRuleName,
  GomokuState,
  GomokuStatus,
  IllegalMoveError,
  OpeningRuleName,
  PointInput,
} from '@stonekit/core';
import { type CSSProperties, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
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
import { GomokuPointSettings, gomokuBoardDefaults } from './config.ts';
import { GomokuStoreProvider, useOptionalGomokuStoreApi } from './context.tsx';
import { GomokuAnnouncer } from './GomokuAnnouncer.tsx';
import { GomokuDrawing } from './GomokuDrawing.tsx';
import { GomokuGrid } from './GomokuGrid.tsx';
import { GomokuRegion } from './GomokuRegion.tsx';
import { GomokuWinLine } from './GomokuWinLine.tsx';
import { gomokuGeometry, gomokuLayout, overlayBox } from './geometry.ts';
import { type GomokuMessages, resolveGomokuMessages } from './messages.ts';
import { createGomokuStore, type GomokuStore, type GomokuStoreOptions } from './store.ts';
import { gomokuBoardRules } from './view.ts';

/** Props of `GomokuBoard`. All are optional; see `gomokuBoardDefaults()` for the defaults. */
export interface GomokuBoardProps {
  /** The game to show and play. @defaultValue the provided store, else one the board creates */
  store?: GomokuStore | undefined;
  /** Size of the board's own game; changing it starts a new game. Ignored, with a warning in development, when the board is given a `store`: set it on that store. @defaultValue 15 */
  size?: number | undefined;
  /** Rule of the board's own game; changing it starts a new game. Ignored, with a warning in development, when the board is given a `store`. @defaultValue 'freestyle' */
  rule?: GomokuRuleName | undefined;
  /** Renju only: whether the board's own game refuses black's forbidden moves or lets them lose. Ignored, with a warning in development, when the board is given a `store`. @defaultValue 'refuse' */
  forbiddenMoves?: GomokuOptions['forbiddenMoves'] | undefined;
  /** Opening rule of the board's own game (`'swap2'`, `'rif'`...); changing it starts a new game. Ignored, with a warning in development, when the board is given a `store`. @defaultValue 'free' */
  opening?: OpeningRuleName | undefined;
  /** Moves the board's own game starts from, read once: `'h8 h9 i8'` or points. Ignored, with a warning in development, when the board is given a `store`. @defaultValue none */
  defaultMoves?: string | readonly PointInput[] | undefined;
  /** Called after each new move on the game, with the move and the game after it. */
  onMove?: ((move: GomokuMove, state: GomokuState) => void) | undefined;
  /** Called once when the game ends, with the result. */
  onGameOver?: ((status: GomokuStatus, state: GomokuState) => void) | undefined;
  /** Called when a move or an opening action is refused (an occupied point, a finished game). */
  onIllegalMove?: ((error: IllegalMoveError, state: GomokuState) => void) | undefined;
  /**
   * Called for every click, tap, Enter or Space on a point, with its name and coordinates,
   * before the board acts on it; on a read-only board too, where nothing is played, so an app can
   * handle the points itself. Not on a disabled board.
   *
   * @example
   * <GomokuBoard readOnly onPointClick={(point) => setSelected(point.name)} />
   */
  onPointClick?: ((point: BoardPoint) => void) | undefined;
  /**
   * Asked before the board plays a person's move that the game would take; return `false` and
   * the board plays nothing. To play a move only once a server confirms it, send it and return
   * `false`, then play it on the store when the answer comes: the game changes only then, and
   * every board and status line on the store follows. Moves the game refuses are refused as
   * usual, without asking; moves played on the store (by the computer, or by your code) are not
   * asked about; nor are the fifth moves black chooses for an offer.
   *
   * @example
   * <GomokuBoard
   *   store={store}
   *   onBeforeMove={(move) => {
   *     server.send(move.name).then((ok) => ok && store.getState().play(move.name));
   *     return false; // shown when the server confirms
   *   }}
   * />
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing lets the move through
  onBeforeMove?: ((move: BoardMoveRequest) => boolean | void) | undefined;
  /**
   * The app's own annotations: rings, texts, highlights and arrows on points given by name,
   * drawn hidden from assistive technology, each `label` read as part of its point's
   * description. Themed with `--stonekit-marker-…` custom properties. @defaultValue none
   *
   * @example
   * <GomokuBoard markers={[{ kind: 'circle', at: 'h8', label: 'key stone' }, { kind: 'arrow', from: 'h8', to: 'k11' }]} />
   */
  markers?: readonly BoardMarker[] | undefined;
  /** Letters along the bottom, numbers up the left. @defaultValue true */
  coordinates?: boolean | undefined;
  /**
   * How the board's own game shows point names, in its letters, its points' names and its
   * announcements, and on every component of its store: `'lower'` (a to o, `h8`) or `'upper'`
   * (A to O, `H8`). Ignored, with a warning in development, when the board is given a `store`:
   * set `coordinateCase` on that store, so that everything on it agrees. @defaultValue 'lower'
   *
   * @example
   * <GomokuBoard coordinateCase="upper" />
   */
  coordinateCase?: CoordinateCase | undefined;
  /** Write each stone's move number on it. @defaultValue false */
  showMoveNumbers?: boolean | undefined;
  /** Mark the most recent stone. @defaultValue true */
  showLastMove?: boolean | undefined;
  /** Cross out black's forbidden points under Renju, while black is to move. @defaultValue true */
  showForbidden?: boolean | undefined;
  /** Show the store's hint (`requestHint`): the side to move's stone, translucent, in a ring; its name says "hint". @defaultValue true */
  showHint?: boolean | undefined;
  /** Numbered ghost stones along the hint's expected line: 1 is the hinted move, 2 the reply, … @defaultValue false */
  showPrincipalVariation?: boolean | undefined;
  /** Ghost stone under a mouse or pen on points open to play. @defaultValue true */
  hoverPreview?: boolean | undefined;
  /** Mark a refused move's point for a second (`data-refused`: a red ring that shakes and fades, still under `prefers-reduced-motion`), besides saying why. @defaultValue true */
  showRefusals?: boolean | undefined;
  /**
   * Which presses only show their move until the same point is pressed again, which plays it:
   * `'touch'` a finger's tap (a mouse or pen click, Enter and Space play at once), `'always'`
   * every press, `'never'` none. The point waiting shows a ghost stone of the side to move with
   * its name above it (`data-pending`), said in the live region; a tap on another point moves it,
   * and Escape, any move, undo or a new game drop it. `onPointClick` hears both presses;
   * `onBeforeMove` is asked, and the move played, on the second. Anything else throws an
   * `OptionError`. @defaultValue 'touch'
   *
   * @example
   * <GomokuBoard confirmMoves="always" />
   */
  confirmMoves?: ConfirmMoves | undefined;
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
 * `GomokuProvider`) it shows and plays that game instead, and those props do nothing (a warning
 * in development says so). Import `@stonekit/ui/styles.css` once for the default theme.
 *
 * Under Renju, black's forbidden points are crossed out while black is to move. During an
 * opening, the square the next stone must go in is highlighted, and while black offers fifth
 * moves a click chooses a point for the offer (numbered ghost stones) instead of playing it; a
 * `GomokuOpeningPanel` on the same store makes the choices and sends the offer.
 *
 * With a computer player in the store, the board shows the store's hint (`data-hint`), the side to
 * move's stone in a ring, and, with `showPrincipalVariation`, numbers its expected line in ghost
 * stones; while the computer thinks, the grid is `aria-busy` and refuses moves with a polite
 * notice.
 *
 * A refused move is said in the live region and its point marked for a second (`data-refused`).
 * `onPointClick` reports every press on a point, `onBeforeMove` can hold a move back (to play it
 * once a server confirms it), and `markers` draws the app's own annotations.
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

  const provided = useOptionalGomokuStoreApi();
  const given = storeProp ?? provided;
  const playable = !readOnly && !disabled;
  const resolvedMessages = useMemo(() => resolveGomokuMessages(messages), [messages]);
  useIgnoredPropsWarning(
    'GomokuBoard',
    given !== null,
    { size, rule, forbiddenMoves, opening, defaultMoves, coordinateCase: props.coordinateCase },
    'createGomokuStore',
  );
  const shell = useBoardShell({
    given,
    create: () =>
      createGomokuStore({
        ...storeOptions({ size, rule, forbiddenMoves, opening }, defaultMoves),
        ...coordinateCaseOption(props.coordinateCase),
      }),
    rules: gomokuBoardRules,
    events: props,
    onPress: props.onPointClick,
    playable,
    showRefusals,
    confirmMoves,
    busy: resolvedMessages.busy,
    pendingMove: resolvedMessages.pendingMove,
  });
  const { store, ownStore, notices, gradientIds } = shell;
  const coordinateCase = useBoardCoordinateCase(store, ownStore, props.coordinateCase);
  // Every text the board makes names points as the store shows them.
  const texts = withCoordinateCase(resolvedMessages, coordinateCase);
  useOwnGameOptions(ownStore, { size, rule, forbiddenMoves, opening });

  const boardSize = useStore(store, (s) => s.game.size);
  const boardRule = useStore(store, (s) => s.game.rule);
  const starPoints = useStore(store, (s) => s.game.starPoints);
  const openingRule = useStore(store, (s) => s.game.opening.rule);
  const openingPhase = useStore(store, (s) => s.game.opening.phase.phase);
  const thinking = useStore(store, (s) => s.thinking);

  const geometry = useMemo(() => gomokuGeometry(boardSize, coordinates), [boardSize, coordinates]);
  const layout = useMemo(() => gomokuLayout(geometry), [geometry]);
  const box = useMemo(() => overlayBox(geometry), [geometry]);
  const markerView = useBoardMarkers(markers, layout, shell.idPrefix);

  const pointSettings = useMemo(
    () => ({
      messages: texts,
      showMoveNumbers,
      showLastMove,
      showForbidden,
      showHint,
      showPrincipalVariation,
      stoneFills: { black: `url(#${gradientIds.black})`, white: `url(#${gradientIds.white})` },
    }),
    [
      texts,
      showMoveNumbers,
      showLastMove,
      showForbidden,
      showHint,
      showPrincipalVariation,
      gradientIds,
    ],
  );

  return (
    <GomokuStoreProvider store={store}>
      <GomokuPointSettings.Provider value={pointSettings}>
        <BoardFrame
          game="gomoku"
          shell={shell}
          markers={markerView}
          readOnly={readOnly}
          disabled={disabled}
          data={{
            'data-size': boardSize,
            'data-rule': boardRule,
            'data-opening': openingRule === 'free' ? undefined : openingRule,
            'data-opening-phase': openingPhase === 'done' ? undefined : openingPhase,
            'data-coordinates': coordinates ? '' : undefined,
            'data-move-numbers': showMoveNumbers ? '' : undefined,
          }}
          className={className}
          style={style}
          id={id}
        >
          <GomokuDrawing
            geometry={geometry}
            coordinates={coordinates}
            coordinateCase={coordinateCase}
            starPoints={starPoints}
            gradientIds={gradientIds}
          />
          <GomokuRegion geometry={geometry} />
          <BoardMarkerLayer layout={layout} placed={markerView.placed} layer="under" />
          <GomokuGrid
            layout={layout}
            box={box}
            label={props['aria-label'] ?? texts.boardLabel(boardSize)}
            labelledBy={props['aria-labelledby']}
            describedBy={props['aria-describedby']}
            // No ghost stone for the computer's side while it thinks.
            hoverable={hoverPreview && playable && thinking === null}
            disabled={disabled}
            readOnly={readOnly}
            busy={thinking !== null}
            onPress={shell.press}
          />
          <GomokuWinLine geometry={geometry} />
          <BoardMarkerLayer layout={layout} placed={markerView.placed} layer="over" />
          {announcements ? <GomokuAnnouncer messages={texts} notices={notices} /> : null}
        </BoardFrame>
      </GomokuPointSettings.Provider>
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
