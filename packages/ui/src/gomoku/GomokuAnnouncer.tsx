import type { ReactNode } from 'react';
import { BoardAnnouncer, type NoticeStore } from '../shared/ai/BoardAnnouncer.tsx';
import { describeGomokuChange } from './announce.ts';
import { useGomokuStoreApi } from './context.tsx';
import type { GomokuMessages } from './messages.ts';

/** Props of `GomokuAnnouncer`. */
export interface GomokuAnnouncerProps {
  messages: GomokuMessages; // the texts to speak
  notices: NoticeStore; // what the board says by itself, such as a move refused while the computer thinks
}

/**
 * A polite live region that speaks what happens to the provided game: moves, results, undo,
 * redo, new games, refused moves, hints and the board's own notices. It holds its own state, so
 * an announcement re-renders nothing else.
 */
export function GomokuAnnouncer({ messages, notices }: GomokuAnnouncerProps): ReactNode {
  const store = useGomokuStoreApi();
  return (
    <BoardAnnouncer
      store={store}
      notices={notices}
      describe={(next, previous) => describeGomokuChange(next, previous, messages)}
    />
  );
}
