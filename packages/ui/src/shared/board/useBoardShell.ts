import type { IllegalMoveError, Stone } from '@stonekit/core';
import { useCallback, useEffect, useId, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { createNoticeStore, type NoticeStore } from '../ai/BoardAnnouncer.tsx';
import { useGivenOrOwnStore, useGradientIds } from '../boardHooks.ts';
import { type CoordinateCase, casePointNames } from '../coordinates/case.ts';
import { createGridViewStore, type GridViewStore } from '../gridViewStore.tsx';
import { useLatest } from '../useLatest.ts';
import { useStoreSubscription } from '../useStoreSubscription.ts';
import { type TabStopRules, useTabStopFollowsGame } from '../useTabStopFollowsGame.ts';
import { checkConfirmMoves, confirmsPress } from './confirm.ts';
import type { BoardSpot } from './layout.ts';
import type {
  BoardMoveRequest,
  BoardPendingMove,
  BoardPoint,
  BoardPressSource,
  ConfirmMoves,
} from './types.ts';

/**
 * How long a refused cell keeps `data-refused`, in milliseconds; the CSS cue fades out within it.
 *
 * @defaultValue 1000
 * @example
 * vi.advanceTimersByTime(REFUSAL_CUE_MS); // the mark is gone
 */
export const REFUSAL_CUE_MS = 1000;

/** What the shell reads of a game snapshot. */
export interface BoardGameState {
  readonly turn: Stone; // side to move
  readonly status: { readonly kind: string }; // 'playing' until the game ends
}

/** What the shell needs of a game store: both games' stores have it. */
export interface BoardStoreState<G extends BoardGameState = BoardGameState> {
  game: G; // the snapshot on the board
  lastError: IllegalMoveError | null; // the last refused move
  thinking: Stone | null; // the side the computer is choosing a move for, if any
  coordinateCase: CoordinateCase; // how point names are shown, in what the board says
  play(name: string): unknown; // plays a move by name, or refuses it into `lastError`
  dispose(): void; // stops the computer player
}

/**
 * The few things that differ between the games' boards, for `useBoardShell`. A module constant
 * per game, so that nothing re-subscribes on render.
 */
export interface BoardRules<S extends BoardStoreState, M, N extends string = string> {
  readonly tabStop: TabStopRules<S['game']>; // where the tab stop rests, how many cells there are
  readonly cellOf: (move: string, game: S['game']) => number | null; // the cell a refused move names
  readonly wouldPlay: (state: S, spot: BoardSpot<N>) => boolean; // a press here would play a move now
  readonly instead?: ((state: S, spot: BoardSpot<N>) => boolean) | undefined; // handles a press that plays no move; true if it did
  readonly newMoves: (next: S, previous: S) => readonly M[]; // the moves a change made, for `onMove`
}

/** The callback props of a board that the shell calls, of the same names on both boards. */
export interface BoardEvents<G extends BoardGameState, M, N extends string = string> {
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing lets the move through
  onBeforeMove?: ((move: BoardMoveRequest<N>) => boolean | void) | undefined; // false vetoes
  onMove?: ((move: M, game: G) => void) | undefined; // each new move, whoever made it
  onGameOver?: ((status: G['status'], game: G) => void) | undefined; // once, when the game ends
  onIllegalMove?: ((error: IllegalMoveError, game: G) => void) | undefined; // each refusal
}

/** Options of `useBoardShell`. */
export interface BoardShellOptions<S extends BoardStoreState, M, N extends string = string> {
  given: StoreApi<S> | null; // the store prop, else the provided store
  create: () => StoreApi<S>; // makes the board's own store, once, when none is given
  rules: BoardRules<S, M, N>; // the game's part
  events: BoardEvents<S['game'], M, N>; // the board's props; the newest are read each time
  onPress: ((point: BoardPoint<N>) => void) | undefined; // `onPointClick` / `onSquareClick`
  playable: boolean; // neither read-only nor disabled
  showRefusals: boolean; // mark refused cells with `data-refused`
  confirmMoves: ConfirmMoves; // which presses only show their move, to be pressed again; checked
  busy: (stone: Stone) => string; // the notice for a move refused while the computer thinks
  pendingMove: (move: BoardPendingMove<N>) => string; // the notice for a move shown to be confirmed
}

/** What `useBoardShell` gives a board. */
export interface BoardShell<S extends BoardStoreState, N extends string = string> {
  store: StoreApi<S>; // the store the board plays
  ownStore: StoreApi<S> | null; // that store when the board created it, else null
  view: GridViewStore; // focus, hover, refusal cue and pending move of this board on screen
  notices: NoticeStore; // what the board says by itself
  idPrefix: string; // unique on the page, for ids inside the board
  gradientIds: { black: string; white: string }; // ids of the stones' or discs' gradients
  press: (spot: BoardSpot<N>, source: BoardPressSource) => void; // what a click, tap, Enter or Space on a cell does; stable
}

/** The refusal cue of one board: a cell marked for `REFUSAL_CUE_MS`, then cleared. */
interface RefusalCue {
  show(index: number): void; // mark a cell, restarting the time
  clear(): void; // clear the mark at once
}

function createRefusalCue(view: GridViewStore): RefusalCue {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    show(index) {
      clearTimeout(timer);
      view.getState().setRefused(index);
      timer = setTimeout(() => view.getState().setRefused(null), REFUSAL_CUE_MS);
    },
    clear() {
      clearTimeout(timer);
      view.getState().setRefused(null);
    },
  };
}

/**
 * Everything a board does that is the same in both games: it plays the store it is given or
 * creates its own, keeps a view store for its focus, hover and refusal cue, keeps the tab stop
 * on the game, calls `onMove`, `onGameOver` and `onIllegalMove` as the game changes, marks the
 * cell of each refused move for a second, and turns a press on a cell into a move: it tells
 * `onPress`, refuses politely while the computer thinks, lets the game handle presses that are
 * no move, asks `onBeforeMove` about a move the store would play, and plays it unless told no.
 *
 * Under `confirmMoves`, a press that would play a move only shows it (the view store's `pending`,
 * said through the notices) when it comes from a pointer that must confirm; pressing the same
 * cell again plays it by the usual path. A press elsewhere moves or drops it, and so does any
 * change of the game (a move, an undo, a new game), a read-only or disabled board, or `'never'`.
 *
 * @example
 * const shell = useBoardShell({
 *   given: storeProp ?? provided,
 *   create: () => createGomokuStore(options),
 *   rules: gomokuBoardRules,
 *   events: props,
 *   onPress: props.onPointClick,
 *   playable: !readOnly && !disabled,
 *   showRefusals: true,
 *   confirmMoves: 'touch',
 *   busy: messages.busy,
 *   pendingMove: messages.pendingMove,
 * });
 */
export function useBoardShell<S extends BoardStoreState, M, N extends string = string>(
  options: BoardShellOptions<S, M, N>,
): BoardShell<S, N> {
  const { given, create, rules } = options;
  // Checked while rendering, so a bad value fails where the board is written.
  const confirmMoves = checkConfirmMoves(options.confirmMoves);
  const { store, ownStore } = useGivenOrOwnStore(given, create);
  const [view] = useState(() => createGridViewStore(rules.tabStop.home(store.getState().game)));
  const [notices] = useState(createNoticeStore);
  const [cue] = useState(() => createRefusalCue(view));
  const latest = useLatest(options);
  const gradientIds = useGradientIds();
  // useId gives ':r1:' or '«r1»': keep what is safe inside an id list.
  const idPrefix = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-stonekit`;

  useTabStopFollowsGame(store, view, rules.tabStop);

  useStoreSubscription(store, (next, previous) => {
    const { events, showRefusals } = latest.current;
    const error = next.lastError;
    if (error !== null && error !== previous.lastError) {
      const index = showRefusals ? rules.cellOf(error.move, next.game) : null;
      if (index !== null) cue.show(index);
      events.onIllegalMove?.(error, next.game);
    }
    // A move waiting for confirmation was chosen on the game as it was: any change drops it.
    if (next.game !== previous.game) view.getState().setPending(null);
    for (const move of rules.newMoves(next, previous)) events.onMove?.(move, next.game);
    if (previous.game.status.kind === 'playing' && next.game.status.kind !== 'playing') {
      events.onGameOver?.(next.game.status, next.game);
    }
  });

  const showRefusals = options.showRefusals;
  useEffect(() => {
    if (!showRefusals) cue.clear();
    return () => cue.clear();
  }, [cue, showRefusals]);

  const { playable } = options;
  useEffect(() => {
    // Nothing may wait to be played on a board that plays nothing, or confirms nothing.
    if (!playable || confirmMoves === 'never') view.getState().setPending(null);
  }, [view, confirmMoves, playable]);

  const press = useCallback(
    (spot: BoardSpot<N>, source: BoardPressSource) => {
      const { events, onPress, playable, busy, pendingMove } = latest.current;
      const pending = view.getState().pending;
      const point = { name: spot.name, x: spot.x, y: spot.y };
      onPress?.(point);
      if (!playable) return;
      const state = store.getState();
      // While the computer is thinking the side to move is its own: a person's move is refused.
      if (state.thinking !== null) {
        notices.setState({ text: busy(state.thinking) });
        if (latest.current.showRefusals) cue.show(spot.index);
        return;
      }
      if (rules.instead?.(state, spot) === true) return;
      const playing = rules.wouldPlay(state, spot);
      // Only a move is shown first: a press the store would refuse is refused and marked at once.
      if (playing && pending !== spot.index && confirmsPress(confirmMoves, source)) {
        view.getState().setPending(spot.index);
        const text = pendingMove({ ...point, stone: state.game.turn, source });
        notices.setState({ text: casePointNames(text, state.coordinateCase) });
        return;
      }
      view.getState().setPending(null);
      const ask = events.onBeforeMove;
      // Moves the store would refuse go straight to it, to be refused, marked and explained.
      if (ask !== undefined && playing) {
        if (ask({ ...point, stone: state.game.turn }) === false) return;
      }
      // By name rather than { x, y }, so that a refusal names the point the way the user reads it.
      store.getState().play(spot.name);
    },
    [store, view, notices, cue, rules, latest, confirmMoves],
  );

  return { store, ownStore, view, notices, idPrefix, gradientIds, press };
}
