import type { GomokuMove } from '@stonekit/core';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { useResolvedGomokuStore } from '../../gomoku/context.tsx';
import type { GomokuStore } from '../../gomoku/store.ts';
import { type CoordinateCase, casePointName } from '../coordinates/case.ts';
import { useCoordinateCase } from '../coordinates/useCoordinateCase.ts';
import { type HistoryStep, takeHistoryStep } from '../history/useUndoShortcuts.ts';
import { MoveList, type MoveListOptions } from './MoveList.tsx';

/**
 * Props of `GomokuMoveList`: the store, and what every move list takes.
 *
 * @example
 * const props: GomokuMoveListProps = { store, messages: moveListMessagesZh };
 */
export interface GomokuMoveListProps extends MoveListOptions {
  store?: GomokuStore | undefined; // the game to list @defaultValue the provided store
  /**
   * While the list has focus, the arrow keys take back (Up, Left) and replay (Down, Right) moves
   * with the store's `undo` and `redo`, and Home and End go to the start and the end, as a person
   * may (`takeHistoryStep`); for a list beside the game being played, not a review (`onSelectMove`).
   * @defaultValue false
   */
  undoKeys?: boolean | undefined;
}

/** What the list calls a move, its point, in each coordinate case: `h8` or `H8`. */
const pointNames: Readonly<Record<CoordinateCase, (move: GomokuMove) => string>> = {
  lower: (move) => move.name,
  upper: (move) => casePointName(move.name, 'upper'),
};

/**
 * The moves of a Gomoku game, numbered as the game counts them ("1. h8", "2. h9"), opening stones
 * included, in the store's `coordinateCase`; see `MoveList` for what it shows, marks and does with
 * `selected` and `onSelectMove`.
 * With `undoKeys` its keys take back and replay moves.
 *
 * @throws Error without a `store` prop outside a `GomokuProvider`
 * @example
 * <GomokuProvider>
 *   <GomokuBoard />
 *   <GomokuMoveList />
 * </GomokuProvider>
 */
export function GomokuMoveList({
  store,
  undoKeys = false,
  ...options
}: GomokuMoveListProps): ReactNode {
  const resolved = useResolvedGomokuStore(store, 'GomokuMoveList');
  const moves = useStore(resolved, (s) => s.game.moves);
  const coordinateCase = useCoordinateCase(resolved);
  const onStep = undoKeys
    ? (step: HistoryStep) => {
        takeHistoryStep(resolved, step);
      }
    : options.onStep;
  return <MoveList {...options} onStep={onStep} moves={moves} name={pointNames[coordinateCase]} />;
}
