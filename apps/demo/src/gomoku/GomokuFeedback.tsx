import type { Stone } from '@stonekit/core';
import {
  type GomokuAction,
  GomokuHintText,
  type GomokuMessages,
  GomokuNotice,
  type GomokuStore,
} from '@stonekit/ui';
import { useStore } from 'zustand';
import type { ColourChoice, GomokuPageMessages } from './messages.ts';

/** The choices that settle the colours: a swap or not, or a colour taken. */
const colourChoices: readonly string[] = ['swap', 'keep', 'black', 'white'];

/**
 * The colour choice the computer made with `action`, if it made one, and the colour the person
 * holds after it; null for anything else (a move, a person's choice, two people).
 */
export function computerColourChoice(
  action: GomokuAction | null,
  aiPlayer: string,
  black: 'first' | 'second',
): { choice: ColourChoice; you: Stone } | null {
  if (action?.kind !== 'opening' || action.action.type !== 'choose') return null;
  const { choice } = action.action;
  const { phase } = action;
  if (!colourChoices.includes(choice) || phase.phase === 'done') return null;
  const computer = aiPlayer === 'black' ? 'first' : aiPlayer === 'white' ? 'second' : null;
  if (computer === null || phase.player !== computer) return null;
  const you = black === computer ? 'white' : 'black';
  return { choice: choice as ColourChoice, you };
}

/**
 * The line under the status that says what just happened and is not on the board: why a move was
 * refused, the computer's choice of colours in an opening, or the hint asked for, the first that
 * applies. Each lasts until the next action. The line keeps the room of two lines whatever it
 * shows, so that nothing under it moves when something appears (`gomoku.css`).
 */
export function GomokuFeedback({
  store,
  messages,
  t,
}: {
  store: GomokuStore;
  messages: GomokuMessages;
  t: GomokuPageMessages;
}) {
  const lastAction = useStore(store, (s) => s.lastAction);
  const aiPlayer = useStore(store, (s) => s.aiPlayer);
  const black = useStore(store, (s) => s.game.opening.black);
  const news = computerColourChoice(lastAction, aiPlayer, black);
  return (
    <p className="feedback">
      {/* The first that is not empty shows; the notice and the hint stay in the page, empty. */}
      <GomokuNotice store={store} messages={messages} />
      {news === null ? null : (
        <span className="computer-choice" data-choice={news.choice}>
          {t.computerChose(news.choice, news.you)}
        </span>
      )}
      <GomokuHintText store={store} messages={messages} />
    </p>
  );
}
