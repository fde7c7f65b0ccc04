import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';

/** Props of `StoreText`. */
export interface StoreTextProps {
  base: string; // the component's own class, such as 'stonekit-notice'
  text: string; // what it says now; '' keeps the element, so a layout keeps its place
  live: boolean; // a polite `role="status"` region
  data: Readonly<Record<`data-${string}`, string | undefined>>; // what the text is about
  className: string | undefined; // added to `base`
  id: string | undefined; // id of the element, for `aria-describedby`
}

/**
 * The one line of text that the notices and hint texts of both games are: a span that stays in
 * the page when empty, a live region only when asked (the boards already speak what it says),
 * and `data-*` attributes saying what it shows.
 *
 * @example
 * <StoreText base="stonekit-notice" text={text} live={false} data={{ 'data-reason': reason }} className={undefined} id={undefined} />
 */
export function StoreText({ base, text, live, data, className, id }: StoreTextProps): ReactNode {
  return (
    <span
      id={id}
      className={className === undefined ? base : `${base} ${className}`}
      role={live ? 'status' : undefined}
      {...data}
    >
      {text}
    </span>
  );
}

/** What `useCurrentHint` reads of a store. */
interface HintState<H extends { readonly game: unknown }> {
  readonly game: unknown; // the snapshot on the board
  readonly hint: H | null; // the last hint, and the snapshot it was asked for
}

/**
 * The store's hint while it is for the position on the board, else null: a hint is for the
 * position it was asked in, and after a move it says nothing true.
 *
 * @example
 * const hint = useCurrentHint(store); // null again after the next move
 */
export function useCurrentHint<H extends { readonly game: unknown }>(
  store: StoreApi<HintState<H>>,
): H | null {
  return useStore(store, (s) => (s.hint !== null && s.hint.game === s.game ? s.hint : null));
}
