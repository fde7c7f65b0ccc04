import type { ReactNode } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { LiveRegion, useAnnouncer } from '../LiveRegion.tsx';
import { useStoreSubscription } from '../useStoreSubscription.ts';

/** Something a board says that no store change carries, such as a click it refused. */
export interface Notice {
  readonly text: string; // what to say
}

/** A per-board store of notices: every `setState` is one notice, the same text or not. */
export type NoticeStore = StoreApi<Notice>;

/**
 * Creates the notice store of one rendered board.
 *
 * @example
 * const [notices] = useState(createNoticeStore);
 * notices.setState({ text: 'Please wait: the computer is thinking for white' });
 */
export function createNoticeStore(): NoticeStore {
  return createStore<Notice>()(() => ({ text: '' }));
}

/** Props of `BoardAnnouncer`. */
export interface BoardAnnouncerProps<T> {
  store: StoreApi<T>; // the game store to listen to
  describe: (next: T, previous: T) => string | null; // what to say about a change, null for nothing
  notices: NoticeStore; // notices the board raises itself
}

/**
 * A board's one polite live region: it speaks what `describe` makes of each change of the game
 * store, and each notice the board raises (a move refused while the computer thinks). One region
 * rather than two keeps the order of what is said and gives tests one element to read.
 *
 * @example
 * <BoardAnnouncer store={store} notices={notices} describe={(n, p) => describeReversiChange(n, p, messages)} />
 */
export function BoardAnnouncer<T>({ store, describe, notices }: BoardAnnouncerProps<T>): ReactNode {
  const [announcement, announce] = useAnnouncer();
  useStoreSubscription(store, (next, previous) => {
    const text = describe(next, previous);
    if (text !== null && text !== '') announce(text);
  });
  useStoreSubscription(notices, ({ text }) => {
    if (text !== '') announce(text);
  });
  return <LiveRegion announcement={announcement} />;
}
