import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { withCoordinateCase } from '../shared/coordinates/case.ts';
import { useCoordinateCase } from '../shared/coordinates/useCoordinateCase.ts';
import { useResolvedReversiStore } from './context.tsx';
import { type ReversiMessages, resolveReversiMessages } from './messages.ts';
import { ReversiScore } from './ReversiScore.tsx';
import type { ReversiStore } from './store.ts';

/** Props of `ReversiStatus`. */
export interface ReversiStatusProps {
  store?: ReversiStore | undefined; // the game to describe @defaultValue the provided store
  messages?: Partial<ReversiMessages> | undefined; // texts @defaultValue reversiMessagesEn
  score?: boolean | undefined; // the disc counts after the sentence while playing @defaultValue true
  evaluation?: boolean | undefined; // the store's hint as an evaluation, 'Black is winning by ~6 discs' @defaultValue false
  className?: string | undefined; // added to `stonekit-status`
  id?: string | undefined; // to point `aria-describedby` at the status line
}

/**
 * One line saying whose turn it is with the disc counts ("Black to move. Black 2 · White 2"), who
 * has to pass or just passed ("White passed. Black to move"), or how the game ended with the
 * score ("Black wins 40 to 24"). With `evaluation`, the store's hint follows as the position's
 * evaluation ("Black is winning by ~6 discs"), for a store with `analysis` on. It is not a live region: the board already announces changes,
 * and saying them twice would be noise.
 *
 * @throws Error without a `store` prop outside a `ReversiProvider`
 * @example
 * <ReversiProvider>
 *   <ReversiStatus />
 *   <ReversiBoard />
 * </ReversiProvider>
 */
export function ReversiStatus({
  store,
  messages,
  score = true,
  evaluation = false,
  className,
  id,
}: ReversiStatusProps): ReactNode {
  const resolvedStore = useResolvedReversiStore(store, 'ReversiStatus');
  const game = useStore(resolvedStore, (s) => s.game);
  const hint = useStore(resolvedStore, (s) =>
    s.hint !== null && s.hint.game === s.game ? s.hint : null,
  );
  const { status } = game;
  const playing = status.kind === 'playing';
  const resolved = withCoordinateCase(
    resolveReversiMessages(messages),
    useCoordinateCase(resolvedStore),
  );
  return (
    <span
      id={id}
      className={className === undefined ? 'stonekit-status' : `stonekit-status ${className}`}
      data-status={status.kind}
      data-turn={playing ? game.turn : undefined}
      data-winner={status.kind === 'won' ? status.winner : undefined}
      data-must-pass={game.mustPass ? '' : undefined}
      data-passed={playing && game.lastMove?.pass === true ? game.lastMove.stone : undefined}
    >
      <span className="stonekit-status-text">{resolved.status(game)}</span>
      {score && playing ? (
        <>
          {resolved.separator}
          <ReversiScore store={resolvedStore} messages={resolved} />
        </>
      ) : null}
      {evaluation && playing && hint !== null ? (
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
