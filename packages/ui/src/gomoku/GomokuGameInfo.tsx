import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { type GameInfoItem, GameInfoLine } from '../shared/info/GameInfo.tsx';
import { type GameInfoMessages, gameInfoMessagesEn } from '../shared/info/messages.ts';
import { useResolvedGomokuStore } from './context.tsx';
import type { GomokuStore } from './store.ts';

/** The size most games are played on, which goes without saying. */
const USUAL_SIZE = 15;

/** Props of `GomokuGameInfo`. */
export interface GomokuGameInfoProps {
  store?: GomokuStore | undefined; // the game to describe @defaultValue the provided store
  messages?: Partial<GameInfoMessages> | undefined; // texts, such as `gameInfoMessagesZh` @defaultValue gameInfoMessagesEn
  label?: boolean | undefined; // the label before the items, "This game: " @defaultValue true
  className?: string | undefined; // added to `stonekit-game-info`
  id?: string | undefined; // to point `aria-describedby` at the line
}

/**
 * What game is being played, in one line: "This game: Renju · RIF · 5 min + 3 × 30 s", with the
 * board's size first when it is not the usual 15 × 15 ("19 × 19 · Freestyle · No opening rule ·
 * No clock"). It reads the store's game and clock, so it changes only when a new game starts:
 * put it beside a form that chooses the next game's settings, so that nobody takes those for the
 * game on the board. Each fact is an element of its own (`stonekit-game-info-item`, with
 * `data-item`); the element carries `data-size`, `data-rule`, `data-opening` and
 * `data-time-control` (the control's kind). It is not a live region: a new game is announced by
 * the board.
 *
 * @throws Error without a `store` prop outside a `GomokuProvider`
 * @example
 * <GomokuProvider rule="renju" opening="rif">
 *   <GomokuStatus />
 *   <GomokuGameInfo messages={gameInfoMessagesZh} />
 *   <GomokuBoard />
 * </GomokuProvider>
 */
export function GomokuGameInfo({
  store,
  messages,
  label = true,
  className,
  id,
}: GomokuGameInfoProps): ReactNode {
  const resolvedStore = useResolvedGomokuStore(store, 'GomokuGameInfo');
  const size = useStore(resolvedStore, (s) => s.game.size);
  const rule = useStore(resolvedStore, (s) => s.game.rule);
  const opening = useStore(resolvedStore, (s) => s.game.opening.rule);
  const control = useStore(resolvedStore, (s) => s.clock.control);
  const texts =
    messages === undefined ? gameInfoMessagesEn : { ...gameInfoMessagesEn, ...messages };
  const items: GameInfoItem[] = [
    ...(size === USUAL_SIZE ? [] : [{ item: 'size', text: texts.gameInfoSize(size) } as const]),
    { item: 'rule', text: texts.gameInfoRule(rule) },
    { item: 'opening', text: texts.gameInfoOpening(opening) },
    { item: 'time-control', text: texts.gameInfoTimeControl(control) },
  ];
  return (
    <GameInfoLine
      items={items}
      texts={texts}
      label={label}
      data={{
        'data-size': String(size),
        'data-rule': rule,
        'data-opening': opening,
        'data-time-control': control.kind,
      }}
      className={className}
      id={id}
    />
  );
}
