import type { GomokuMessages } from './messages.ts';
import type { GomokuStoreState } from './store.ts';

type Snapshot = Pick<GomokuStoreState, 'game' | 'lastError' | 'lastAction'>;

/**
 * What a screen reader should hear after the store went from `previous` to `next`, or `null`
 * when nothing worth saying happened. A move that ends the game is followed by the result; a
 * refused move is explained.
 *
 * @example
 * describeGomokuChange(next, previous, gomokuMessagesEn); // 'Black plays h8'
 */
export function describeGomokuChange(
  next: Snapshot,
  previous: Snapshot,
  messages: GomokuMessages,
): string | null {
  if (next.lastError !== null && next.lastError !== previous.lastError) {
    return messages.refused(next.lastError, next.game);
  }
  const action = next.lastAction;
  if (action === null || action === previous.lastAction) return null;
  switch (action.kind) {
    case 'reset':
      return messages.newGame(next.game);
    case 'undo':
      return messages.undone(action.move);
    default: {
      const said =
        action.kind === 'play' ? messages.played(action.move) : messages.redone(action.move);
      const ended = previous.game.status.kind === 'playing' && next.game.status.kind !== 'playing';
      return ended ? `${said}${messages.separator}${messages.result(next.game.status)}` : said;
    }
  }
}
