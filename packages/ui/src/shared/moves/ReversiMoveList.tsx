import type { ReversiMove } from '@stonekit/core';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { useResolvedReversiStore } from '../../reversi/context.tsx';
import type { ReversiStore } from '../../reversi/store.ts';
import { type CoordinateCase, casePointName } from '../coordinates/case.ts';
import { useCoordinateCase } from '../coordinates/useCoordinateCase.ts';
import { type HistoryStep, takeHistoryStep } from '../history/useUndoShortcuts.ts';
import { MoveList, type MoveListOptions } from './MoveList.tsx';

/**
 * Props of `ReversiMoveList`: the store, and what every move list takes.
 *
 * @example
 * const props: ReversiMoveListProps = { store, messages: moveListMessagesZh };
 */
export interface ReversiMoveListProps extends MoveListOptions {
  store?: ReversiStore | undefined; // the game to list @defaultValue the provided store
  /**
   * While the list has focus, the arrow keys take back (Up, Left) and replay (Down, Right) moves
   * with the store's `undo` and `redo`, and Home and End go to the start and the end, as a person
   * may (`takeHistoryStep`); for a list beside the game being played, not a review (`onSelectMove`).
   * @defaultValue false
   */
  undoKeys?: boolean | undefined;
}

// A pass has no square: the list calls it `moveListPass`.
const squareNames: Readonly<Record<CoordinateCase, (move: ReversiMove) => string>> = {
  lower: (move) => move.square ?? '',
  upper: (move) => casePointName(move.square ?? '', 'upper'),
};
const isPass = (move: ReversiMove): boolean => move.pass;

/**
 * The moves of a Reversi game, numbered as the game counts them and named in the store's
 * `coordinateCase`, passes included ("9. pass",
 * marked `data-pass`), whether the game made them by itself (`autoPass`) or a player did; see
 * `MoveList` for what it shows, marks and does with `selected` and `onSelectMove`. With `undoKeys`
 * its keys take back and replay moves.
 *
 * @throws Error without a `store` prop outside a `ReversiProvider`
 * @example
 * <ReversiProvider>
 *   <ReversiBoard />
 *   <ReversiMoveList messages={moveListMessagesZh} />
 * </ReversiProvider>
 */
export function ReversiMoveList({
  store,
  undoKeys = false,
  ...options
}: ReversiMoveListProps): ReactNode {
  const resolved = useResolvedReversiStore(store, 'ReversiMoveList');
  const moves = useStore(resolved, (s) => s.game.moves);
  const coordinateCase = useCoordinateCase(resolved);
  const onStep = undoKeys
    ? (step: HistoryStep) => {
        takeHistoryStep(resolved, step);
      }
    : options.onStep;
  return (
    <MoveList
      {...options}
      onStep={onStep}
      moves={moves}
      name={squareNames[coordinateCase]}
      isPass={isPass}
    />
  );
}
