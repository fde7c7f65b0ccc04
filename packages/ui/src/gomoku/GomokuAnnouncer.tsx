import type { ReactNode } from 'react';
import { StoreAnnouncer } from '../shared/StoreAnnouncer.tsx';
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
  return (
    <StoreAnnouncer
      store={store}
      describe={(next, previous) => describeGomokuChange(next, previous, messages)}
    />
  );
}
