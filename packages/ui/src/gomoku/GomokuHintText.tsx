import type { ReactNode } from 'react';
import { withCoordinateCase } from '../shared/coordinates/case.ts';
import { useCoordinateCase } from '../shared/coordinates/useCoordinateCase.ts';
import { StoreText, useCurrentHint } from '../shared/StoreText.tsx';
import { useResolvedGomokuStore } from './context.tsx';
import { type GomokuMessages, resolveGomokuMessages } from './messages.ts';
import type { GomokuStore } from './store.ts';

/** Props of `GomokuHintText`. */
export interface GomokuHintTextProps {
  store?: GomokuStore | undefined; // the game whose hint to show @defaultValue the provided store
  messages?: Partial<GomokuMessages> | undefined; // texts @defaultValue gomokuMessagesEn
  live?: boolean | undefined; // a polite live region, for pages whose board does not announce @defaultValue false
  className?: string | undefined; // added to `stonekit-hint-text`
  id?: string | undefined; // to point `aria-describedby` at the text
}

/**
 * The store's hint in words, for the eye as the board announces it to the ear: "Hint: h8, black
 * wins in 3" (the `hint` message, point names in the store's `coordinateCase`), from the moment it
 * comes (`requestHint`, or every move with `analysis`) until the game changes; empty otherwise,
 * so that a layout can keep its place. It carries `data-kind` (`'win'`, `'loss'`, `'estimate'`,
 * `'over'`) while it shows a hint. Not a live region unless `live`: the board already speaks the
 * hint when it comes.
 *
 * @throws Error without a `store` prop outside a `GomokuProvider`
 * @example
 * <>
 *   <GomokuBoard store={store} />
 *   <GomokuHintText store={store} />
 *   <button onClick={() => store.getState().requestHint()}>Hint</button>
 * </>
 */
export function GomokuHintText({
  store,
  messages,
  live = false,
  className,
  id,
}: GomokuHintTextProps): ReactNode {
  const resolvedStore = useResolvedGomokuStore(store, 'GomokuHintText');
  const hint = useCurrentHint(resolvedStore);
  const texts = withCoordinateCase(
    resolveGomokuMessages(messages),
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
