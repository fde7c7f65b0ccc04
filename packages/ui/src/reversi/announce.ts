import type { ReversiMessages } from './messages.ts';
import type { ReversiStoreState } from './store.ts';

type Snapshot = Pick<ReversiStoreState, 'game' | 'lastError' | 'lastAction'> &
  Partial<Pick<ReversiStoreState, 'hint' | 'timeAlert'>>;

/**
 * What a screen reader should hear after the store went from `previous` to `next`, or `null`
 * when nothing worth saying happened. A move is followed by what it led to: the opponent passing
 * (with `autoPass`), or having to pass, and the result with the score when the game ends; a
 * loss on time or a resignation says the result. A minute and ten seconds left on the clock are
 * said once each. A refused move is explained. A hint that arrives for the position on the board is read out.
 *
 * @example
 * describeReversiChange(next, previous, reversiMessagesEn); // 'Black plays d3, flips 1'
 */
export function describeReversiChange(
  next: Snapshot,
  previous: Snapshot,
  messages: ReversiMessages,
): string | null {
  if (next.lastError !== null && next.lastError !== previous.lastError) {
    return messages.refused(next.lastError, next.game);
  }
  const alert = next.timeAlert;
  if (alert !== undefined && alert !== null && alert !== previous.timeAlert) {
    return messages.timeAlert(alert);
  }
  const { hint } = next;
  if (hint !== undefined && hint !== null && hint !== previous.hint && hint.game === next.game) {
    return messages.hint(hint);
  }
  const action = next.lastAction;
  if (action === null || action === previous.lastAction) return null;
  const { game } = next;
  switch (action.kind) {
    case 'reset':
      return messages.newGame(game);
    case 'undo':
      return messages.undone(action.move);
    case 'resign':
    case 'time':
      return messages.result(game);
    default: {
      const { move } = action;
      const said = [
        action.kind === 'redo'
          ? messages.redone(move)
          : move.pass
            ? messages.passed(move)
            : messages.played(move),
      ];
      // Entries after the move are passes the game made by itself; `number` counts from 1.
      for (const entry of game.moves.slice(move.number)) said.push(messages.passed(entry));
      if (game.mustPass) said.push(messages.mustPass(game.turn));
      if (previous.game.status.kind === 'playing' && game.status.kind !== 'playing') {
        said.push(messages.result(game));
      }
      return said.join(messages.separator);
    }
  }
}
