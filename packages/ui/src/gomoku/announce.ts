import { formatPoint } from '@stonekit/core';
import type { GomokuMessages } from './messages.ts';
import type { GomokuStoreState } from './store.ts';

type Snapshot = Pick<GomokuStoreState, 'game' | 'lastError' | 'lastAction'> &
  Partial<Pick<GomokuStoreState, 'offerDraft' | 'hint' | 'timeAlert'>>;

/**
 * What the opening adds to an announcement after the game went from `previous` to `next`: the
 * name of the opening once moves 1 to 3 make one, and what the opening expects now, or that it
 * is over. Empty outside openings.
 */
function openingNews(next: Snapshot, previous: Snapshot, messages: GomokuMessages): string[] {
  const now = next.game.opening;
  const before = previous.game.opening;
  const news: string[] = [];
  if (now.name !== null && now.name !== before.name) news.push(messages.openingName(now.name));
  // The end of an opening is news too, since it says who plays black; a new game is not its end.
  const ended = before.phase.phase !== 'done' && next.lastAction?.kind !== 'reset';
  if (now.phase.phase !== 'done' || ended) news.push(messages.openingPhase(now.phase));
  return news;
}

/** What changed in the offer being put together, when nothing else changed. */
function draftNews(next: Snapshot, previous: Snapshot, messages: GomokuMessages): string | null {
  const draft = next.offerDraft ?? [];
  const old = previous.offerDraft ?? [];
  const { phase } = next.game.opening;
  if (draft === old || next.game !== previous.game || phase.phase !== 'offer-fifth') return null;
  if (draft.length > old.length) {
    const added = draft.at(-1);
    if (added === undefined) return null;
    return messages.offerChosen(formatPoint(added), draft.length, phase.count);
  }
  const removed = old.find((p) => !draft.some((q) => q.x === p.x && q.y === p.y));
  return removed === undefined ? null : messages.offerRemoved(formatPoint(removed));
}

/**
 * What a screen reader should hear after the store went from `previous` to `next`, or `null`
 * when nothing worth saying happened. A move that ends the game is followed by the result; a
 * loss on time or a resignation says the result; a minute and ten seconds left on the clock are
 * said once each; a refused move is explained; during an opening, each step is followed by what comes next. A hint
 * that arrives for the position on the board is read out.
 *
 * @example
 * describeGomokuChange(next, previous, gomokuMessagesEn); // 'Black plays h8'
 * describeGomokuChange(next, previous, gomokuMessagesEn); // 'White keeps. White places move 4 anywhere'
 */
export function describeGomokuChange(
  next: Snapshot,
  previous: Snapshot,
  messages: GomokuMessages,
): string | null {
  if (next.lastError !== null && next.lastError !== previous.lastError) {
    return messages.refused(next.lastError, next.game);
  }
  const alert = next.timeAlert;
  if (alert !== undefined && alert !== null && alert !== previous.timeAlert) {
    return messages.timeAlert(alert);
  }
  const draft = draftNews(next, previous, messages);
  if (draft !== null) return draft;
  const { hint } = next;
  if (hint !== undefined && hint !== null && hint !== previous.hint && hint.game === next.game) {
    return messages.hint(hint);
  }
  const action = next.lastAction;
  if (action === null || action === previous.lastAction) return null;
  const sentences: string[] = [];
  switch (action.kind) {
    case 'reset':
      sentences.push(messages.newGame(next.game));
      break;
    case 'undo':
      sentences.push(messages.undone(action.move));
      break;
    case 'opening':
      sentences.push(messages.openingAction(action.action, action.phase));
      break;
    case 'undo-opening':
      sentences.push(messages.openingUndone(action.action, action.phase));
      break;
    case 'redo-opening':
      sentences.push(messages.openingRedone(action.action, action.phase));
      break;
    case 'resign':
    case 'time':
      sentences.push(messages.result(next.game.status));
      break;
    default: {
      sentences.push(
        action.kind === 'play' ? messages.played(action.move) : messages.redone(action.move),
      );
      const ended = previous.game.status.kind === 'playing' && next.game.status.kind !== 'playing';
      if (ended) sentences.push(messages.result(next.game.status));
    }
  }
  sentences.push(...openingNews(next, previous, messages));
  return sentences.join(messages.separator);
}
