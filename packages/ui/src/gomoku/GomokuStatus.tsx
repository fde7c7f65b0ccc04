import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { withCoordinateCase } from '../shared/coordinates/case.ts';
import { useCoordinateCase } from '../shared/coordinates/useCoordinateCase.ts';
import { useResolvedGomokuStore } from './context.tsx';
import { type GomokuMessages, resolveGomokuMessages } from './messages.ts';
import type { GomokuStore } from './store.ts';

/** Props of `GomokuStatus`. */
export interface GomokuStatusProps {
  store?: GomokuStore | undefined; // the game to describe @defaultValue the provided store
  messages?: Partial<GomokuMessages> | undefined; // texts @defaultValue gomokuMessagesEn
  openingName?: boolean | undefined; // the Renju opening's name after the sentence, once known @defaultValue true
  evaluation?: boolean | undefined; // the store's hint as an evaluation, 'White wins in 3' @defaultValue false
  className?: string | undefined; // added to `stonekit-status`
  id?: string | undefined; // to point `aria-describedby` at the status line
}

/**
 * One line saying whose turn it is or how the game ended ("Black to move", "White wins",
 * "Draw"); during an opening, what the opening expects ("White: swap or keep?", "Black offers 2
 * fifth moves"). Once moves 1 to 3 make one of the 26 Renju openings, its name follows in its own
 * element (`stonekit-status-opening`): "Opening: Kagetsu (花月, 4D)". It is not a live region:
 * the board already announces changes, and saying them twice would be noise. With `evaluation`,
 * the store's hint follows as the position's evaluation ("White wins in 3"), for a store with
 * `analysis` on.
 *
 * @throws Error without a `store` prop outside a `GomokuProvider`
 * @example
 * <GomokuProvider rule="renju" opening="rif">
 *   <GomokuStatus />
 *   <GomokuBoard />
 * </GomokuProvider>
 */
export function GomokuStatus({
  store,
  messages,
  openingName = true,
  evaluation = false,
  className,
  id,
}: GomokuStatusProps): ReactNode {
  const resolvedStore = useResolvedGomokuStore(store, 'GomokuStatus');
  const game = useStore(resolvedStore, (s) => s.game);
  const hint = useStore(resolvedStore, (s) =>
    s.hint !== null && s.hint.game === s.game ? s.hint : null,
  );
  const resolved = withCoordinateCase(
    resolveGomokuMessages(messages),
    useCoordinateCase(resolvedStore),
  );
  const { status, opening } = game;
  const inOpening = opening.phase.phase !== 'done' && status.kind === 'playing';
  return (
    <span
      id={id}
      className={className === undefined ? 'stonekit-status' : `stonekit-status ${className}`}
      data-status={status.kind}
      data-turn={status.kind === 'playing' ? game.turn : undefined}
      data-winner={status.kind === 'won' ? status.winner : undefined}
      data-opening-phase={inOpening ? opening.phase.phase : undefined}
    >
      {inOpening ? resolved.openingPhase(opening.phase) : resolved.status(game)}
      {openingName && opening.name !== null ? (
        <>
          {' '}
          <span className="stonekit-status-opening">{resolved.openingName(opening.name)}</span>
        </>
      ) : null}
      {evaluation && status.kind === 'playing' && hint !== null ? (
        <>
          <span className="stonekit-status-separator">{resolved.separator}</span>
          <span className="stonekit-evaluation" data-kind={hint.kind}>
            {resolved.evaluation(hint)}
          </span>
        </>
      ) : null}
    </span>
  );
}
