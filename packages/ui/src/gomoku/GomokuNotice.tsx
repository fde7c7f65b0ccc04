import { ForbiddenMoveError } from '@stonekit/core';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { withCoordinateCase } from '../shared/coordinates/case.ts';
import { useCoordinateCase } from '../shared/coordinates/useCoordinateCase.ts';
import { StoreText } from '../shared/StoreText.tsx';
import { useResolvedGomokuStore } from './context.tsx';
import { type GomokuMessages, resolveGomokuMessages } from './messages.ts';
import type { GomokuStore } from './store.ts';

/** Props of `GomokuNotice`. */
export interface GomokuNoticeProps {
  store?: GomokuStore | undefined; // the game whose refusals to show @defaultValue the provided store
  messages?: Partial<GomokuMessages> | undefined; // texts @defaultValue gomokuMessagesEn
  live?: boolean | undefined; // a polite live region, for pages whose board does not announce @defaultValue false
  className?: string | undefined; // added to `stonekit-notice`
  id?: string | undefined; // to point `aria-describedby` at the notice
}

/**
 * Says why the last move or opening action was refused ("h8 is forbidden for black: double
 * three", "g7 and i7 are the same fifth move by symmetry: offer only one of them") until the next
 * action that succeeds; empty otherwise (and hidden by the default theme). It carries
 * `data-reason`, and `data-forbidden` for a Renju foul, while it shows a refusal. Not a live
 * region unless `live`: the board already speaks refusals.
 *
 * @throws Error without a `store` prop outside a `GomokuProvider`
 * @example
 * <GomokuProvider rule="renju">
 *   <GomokuBoard />
 *   <GomokuNotice />
 * </GomokuProvider>
 */
export function GomokuNotice({
  store,
  messages,
  live = false,
  className,
  id,
}: GomokuNoticeProps): ReactNode {
  const resolvedStore = useResolvedGomokuStore(store, 'GomokuNotice');
  const lastError = useStore(resolvedStore, (s) => s.lastError);
  const game = useStore(resolvedStore, (s) => s.game);
  const texts = withCoordinateCase(
    resolveGomokuMessages(messages),
    useCoordinateCase(resolvedStore),
  );
  return (
    <StoreText
      base="stonekit-notice"
      text={lastError === null ? '' : texts.refused(lastError, game)}
      live={live}
      data={{
        'data-reason': lastError?.reason,
        'data-forbidden': lastError instanceof ForbiddenMoveError ? lastError.kind : undefined,
      }}
      className={className}
      id={id}
    />
  );
}
