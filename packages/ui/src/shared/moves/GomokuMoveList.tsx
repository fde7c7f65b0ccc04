import type { GomokuMove } from '@stonekit/core';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { useResolvedGomokuStore } from '../../gomoku/context.tsx';
import type { GomokuStore } from '../../gomoku/store.ts';
import { MoveList, type MoveListOptions } from './MoveList.tsx';

/**
 * Props of `GomokuMoveList`: the store, and what every move list takes.
 *
 * @example
 * const props: GomokuMoveListProps = { store, messages: moveListMessagesZh };
 */
export interface GomokuMoveListProps extends MoveListOptions {
  store?: GomokuStore | undefined; // the game to list @defaultValue the provided store
}

const pointName = (move: GomokuMove): string => move.name;

/**
 * The moves of a Gomoku game, numbered as the game counts them ("1. h8", "2. h9"), opening stones
 * included; see `MoveList` for what it shows, marks and does with `selected` and `onSelectMove`.
 *
 * @throws Error without a `store` prop outside a `GomokuProvider`
 * @example
 * <GomokuProvider>
 *   <GomokuBoard />
 *   <GomokuMoveList />
 * </GomokuProvider>
 */
export function GomokuMoveList({ store, ...options }: GomokuMoveListProps): ReactNode {
  const moves = useStore(useResolvedGomokuStore(store, 'GomokuMoveList'), (s) => s.game.moves);
  return <MoveList {...options} moves={moves} name={pointName} />;
}
