import type { Stone } from '@stonekit/core';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { useResolvedReversiStore } from './context.tsx';
import { type ReversiMessages, resolveReversiMessages } from './messages.ts';
import type { ReversiStore } from './store.ts';

/** Props of `ReversiScore`. */
export interface ReversiScoreProps {
  store?: ReversiStore | undefined; // the game to count @defaultValue the provided store
  messages?: Partial<ReversiMessages> | undefined; // texts @defaultValue reversiMessagesEn
  className?: string | undefined; // added to `stonekit-score`
}

const sides: readonly Stone[] = ['black', 'white'];

/**
 * The discs of each side on the board now, each after a small disc of its colour: "Black 12 ·
 * White 7". Each count carries `data-stone` and `data-count` for tests and themes.
 *
 * @throws Error without a `store` prop outside a `ReversiProvider`
 * @example
 * <ReversiProvider>
 *   <ReversiScore />
 *   <ReversiBoard />
 * </ReversiProvider>
 */
export function ReversiScore({ store, messages, className }: ReversiScoreProps): ReactNode {
  const score = useStore(useResolvedReversiStore(store, 'ReversiScore'), (s) => s.game.score);
  const resolved = resolveReversiMessages(messages);
  return (
    <span className={className === undefined ? 'stonekit-score' : `stonekit-score ${className}`}>
      {sides.map((stone, i) => (
        <span
          key={stone}
          className="stonekit-score-side"
          data-stone={stone}
          data-count={score[stone]}
        >
          {i > 0 ? (
            <span className="stonekit-score-separator" aria-hidden="true">
              {' · '}
            </span>
          ) : null}
          <span className="stonekit-score-disc" aria-hidden="true" />
          {resolved.count(stone, score[stone])}
        </span>
      ))}
    </span>
  );
}
