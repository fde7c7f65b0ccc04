import type { ReactNode } from 'react';
import { withCoordinateCase } from '../shared/coordinates/case.ts';
import { useCoordinateCase } from '../shared/coordinates/useCoordinateCase.ts';
import { StoreText, useCurrentHint } from '../shared/StoreText.tsx';
import { useResolvedReversiStore } from './context.tsx';
import { type ReversiMessages, resolveReversiMessages } from './messages.ts';
import type { ReversiStore } from './store.ts';

/** Props of `ReversiHintText`. */
export interface ReversiHintTextProps {
  store?: ReversiStore | undefined; // the game whose hint to show @defaultValue the provided store
  messages?: Partial<ReversiMessages> | undefined; // texts @defaultValue reversiMessagesEn
  live?: boolean | undefined; // a polite live region, for pages whose board does not announce @defaultValue false
  className?: string | undefined; // added to `stonekit-hint-text`
  id?: string | undefined; // to point `aria-describedby` at the text
}

/**
 * The store's hint in words, for the eye as the board announces it to the ear: "Hint: d3, a win
 * by 6 discs" (the `hint` message, square names in the store's `coordinateCase`), from the
 * moment it comes (`requestHint`, or every move with `analysis`) until the game changes; empty
 * otherwise, so that a layout can keep its place. It carries `data-kind` (`'exact'`, `'win'`,
 * `'loss'`, `'estimate'`) while it shows a hint. Not a live region unless `live`: the board
 * already speaks the hint when it comes.
 *
 * @throws Error without a `store` prop outside a `ReversiProvider`
 * @example
 * <>
 *   <ReversiBoard store={store} />
 *   <ReversiHintText store={store} />
 *   <button onClick={() => store.getState().requestHint()}>Hint</button>
 * </>
 */
export function ReversiHintText({
  store,
  messages,
  live = false,
  className,
  id,
}: ReversiHintTextProps): ReactNode {
  const resolvedStore = useResolvedReversiStore(store, 'ReversiHintText');
  const hint = useCurrentHint(resolvedStore);
  const texts = withCoordinateCase(
    resolveReversiMessages(messages),
    useCoordinateCase(resolvedStore),
  );
  return (
    <StoreText
      base="stonekit-hint-text"
      text={hint === null ? '' : texts.hint(hint)}
      live={live}
      data={{ 'data-kind': hint?.kind }}
      className={className}
      id={id}
    />
  );
}
