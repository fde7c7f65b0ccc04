import { type ReactNode, useEffect } from 'react';
import { LiveRegion, useAnnouncer } from '../shared/LiveRegion.tsx';
import { useLatest } from '../shared/useLatest.ts';
import { describeGomokuChange } from './announce.ts';
import { useGomokuStoreApi } from './context.tsx';
import type { GomokuMessages } from './messages.ts';

/** Props of `GomokuAnnouncer`. */
export interface GomokuAnnouncerProps {
  messages: GomokuMessages; // the texts to speak
}

/**
 * A polite live region that speaks what happens to the provided game: moves, results, undo,
 * redo, new games and refused moves. It holds its own state, so an announcement re-renders
 * nothing else.
 */
export function GomokuAnnouncer({ messages }: GomokuAnnouncerProps): ReactNode {
  const store = useGomokuStoreApi();
  const [announcement, announce] = useAnnouncer();
  const messagesRef = useLatest(messages);

  useEffect(
    () =>
      store.subscribe((next, previous) => {
        const text = describeGomokuChange(next, previous, messagesRef.current);
        if (text !== null && text !== '') announce(text);
      }),
    [store, announce, messagesRef],
  );

  return <LiveRegion announcement={announcement} />;
}
