import type { ReactNode } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { LiveRegion, useAnnouncer } from './LiveRegion.tsx';
import { useStoreSubscription } from './useStoreSubscription.ts';

/** Props of `StoreAnnouncer`. */
export interface StoreAnnouncerProps<T> {
  store: StoreApi<T>; // the store to listen to
  describe: (next: T, previous: T) => string | null; // what to say about a change, null for nothing
}

/**
 * A polite live region that speaks what `describe` makes of each change of a store: every board
 * announces its game this way, each with its own words. It holds its own state, so an announcement
 * re-renders nothing else.
 *
 * @example
 * <StoreAnnouncer store={store} describe={(next, previous) => describeGomokuChange(next, previous, messages)} />
 */
export function StoreAnnouncer<T>({ store, describe }: StoreAnnouncerProps<T>): ReactNode {
  const [announcement, announce] = useAnnouncer();
  useStoreSubscription(store, (next, previous) => {
    const text = describe(next, previous);
    if (text !== null && text !== '') announce(text);
  });
  return <LiveRegion announcement={announcement} />;
}
