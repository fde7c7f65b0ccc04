import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { type GameInfoItem, GameInfoLine } from '../shared/info/GameInfo.tsx';
import { type GameInfoMessages, gameInfoMessagesEn } from '../shared/info/messages.ts';
import { useResolvedReversiStore } from './context.tsx';
import type { ReversiStore } from './store.ts';

/** Props of `ReversiGameInfo`. */
export interface ReversiGameInfoProps {
  store?: ReversiStore | undefined; // the game to describe @defaultValue the provided store
  messages?: Partial<GameInfoMessages> | undefined; // texts, such as `gameInfoMessagesZh` @defaultValue gameInfoMessagesEn
  label?: boolean | undefined; // the label before the items, "This game: " @defaultValue true
  className?: string | undefined; // added to `stonekit-game-info`
  id?: string | undefined; // to point `aria-describedby` at the line
}

/**
 * What game is being played, in one line, as `GomokuGameInfo` says it for Gomoku: "This game:
 * 3 min + 2 s", and "Passes by hand" after it when the game does not pass by itself (`autoPass`
 * off). Every Reversi game has the same board and rules, so the time control is what there is to
 * say. The element carries `data-time-control` (the control's kind) and `data-auto-pass`.
 *
 * @throws Error without a `store` prop outside a `ReversiProvider`
 * @example
 * <ReversiProvider>
 *   <ReversiStatus />
 *   <ReversiGameInfo />
 *   <ReversiBoard />
 * </ReversiProvider>
 */
export function ReversiGameInfo({
  store,
  messages,
  label = true,
  className,
  id,
}: ReversiGameInfoProps): ReactNode {
  const resolvedStore = useResolvedReversiStore(store, 'ReversiGameInfo');
  const control = useStore(resolvedStore, (s) => s.clock.control);
  const autoPass = useStore(resolvedStore, (s) => s.game.autoPass);
  const texts =
    messages === undefined ? gameInfoMessagesEn : { ...gameInfoMessagesEn, ...messages };
  const items: GameInfoItem[] = [
    { item: 'time-control', text: texts.gameInfoTimeControl(control) },
    ...(autoPass ? [] : [{ item: 'passes', text: texts.gameInfoManualPasses } as const]),
  ];
  return (
    <GameInfoLine
      items={items}
      texts={texts}
      label={label}
      data={{ 'data-time-control': control.kind, 'data-auto-pass': String(autoPass) }}
      className={className}
      id={id}
    />
  );
}
