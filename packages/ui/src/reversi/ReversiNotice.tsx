import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { withCoordinateCase } from '../shared/coordinates/case.ts';
import { useCoordinateCase } from '../shared/coordinates/useCoordinateCase.ts';
import { StoreText } from '../shared/StoreText.tsx';
import { useResolvedReversiStore } from './context.tsx';
import { type ReversiMessages, resolveReversiMessages } from './messages.ts';
import type { ReversiStore } from './store.ts';

/** Props of `ReversiNotice`. */
export interface ReversiNoticeProps {
  store?: ReversiStore | undefined; // the game whose refusals to show @defaultValue the provided store
  messages?: Partial<ReversiMessages> | undefined; // texts @defaultValue reversiMessagesEn
  live?: boolean | undefined; // a polite live region, for pages whose board does not announce @defaultValue false
  className?: string | undefined; // added to `stonekit-notice`
  id?: string | undefined; // to point `aria-describedby` at the notice
}

/**
 * Says why the last move or pass was refused ("a1 flips no discs", "White has a move and cannot
 * pass"), as `GomokuNotice` does for Gomoku, until the next action that succeeds; empty otherwise
 * (and hidden by the default theme). It carries `data-reason` while it shows a refusal. Not a live
 * region unless `live`: the board already speaks refusals.
 *
 * @throws Error without a `store` prop outside a `ReversiProvider`
 * @example
 * <ReversiProvider>
 *   <ReversiBoard />
 *   <ReversiNotice />
 * </ReversiProvider>
 */
export function ReversiNotice({
  store,
  messages,
  live = false,
  className,
  id,
}: ReversiNoticeProps): ReactNode {
  const resolvedStore = useResolvedReversiStore(store, 'ReversiNotice');
  const lastError = useStore(resolvedStore, (s) => s.lastError);
  const game = useStore(resolvedStore, (s) => s.game);
  const texts = withCoordinateCase(
    resolveReversiMessages(messages),
    useCoordinateCase(resolvedStore),
  );
  return (
    <StoreText
      base="stonekit-notice"
      text={lastError === null ? '' : texts.refused(lastError, game)}
      live={live}
      data={{
        'data-reason': lastError?.reason,
      }}
      className={className}
      id={id}
    />
  );
}
