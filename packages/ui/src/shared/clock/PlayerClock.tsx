import { type ClockState, clockAt, type Stone } from '@stonekit/core';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { useIsomorphicLayoutEffect } from '../useLatest.ts';
import { useVisibleFrames } from '../useVisibleFrames.ts';
import { clockView } from './format.ts';
import { type ClockMessages, clockMessagesEn } from './messages.ts';

/**
 * What a clock reads of a store: a Gomoku or Reversi store, or any store with a `clock` field
 * holding the clock at its last change.
 *
 * @example
 * const store: ClockStoreApi = createStore(() => ({ clock: new GameClock(control).state }));
 */
export type ClockStoreApi = Pick<
  StoreApi<{ readonly clock: ClockState }>,
  'getState' | 'getInitialState' | 'subscribe'
>;

/**
 * Props of `PlayerClock`.
 *
 * @example
 * const props: PlayerClockProps = { store, side: 'black', lowMs: 30_000 };
 */
export interface PlayerClockProps {
  /** A Gomoku or Reversi store, or any store with a `clock` field. */
  store: ClockStoreApi;
  /** Whose clock this is. */
  side: Stone;
  /** Texts, such as `clockMessagesZh`; keys left out are English. @defaultValue clockMessagesEn */
  messages?: Partial<ClockMessages> | undefined;
  /** Below this much time left the clock shows `data-state="low"`. @defaultValue 10_000 */
  lowMs?: number | undefined;
  /**
   * The time source, in the store's milliseconds; tests and stories give a fake one so that
   * the face does not change. @defaultValue `() => Date.now()`
   */
  now?: (() => number) | undefined;
  /** Added to `stonekit-clock`. */
  className?: string | undefined;
  /** Id of the element. */
  id?: string | undefined;
}

/**
 * One side's clock: its stone, its name and its time, `m:ss` (`h:mm:ss` from an hour, tenths
 * under 10 s), with byo-yomi's periods or the per-move game budget beneath. State is in the DOM:
 * `data-stone`, `data-state` (`idle`, `running`, `waiting`, `low`, `paused`, `stopped`,
 * `flagged`), `data-running` on the side whose time counts, `data-turn` on the side whose time
 * would (also while paused), `data-low` under `lowMs`, `data-in-periods` in byo-yomi periods.
 * Nothing with control 'none'.
 *
 * It is a `role="timer"` named "Black's clock", with `aria-live="off"`: the board announces a
 * minute left, ten seconds left and the flag, not the clock. What a screen reader finds inside is
 * the time in words, given to the second when the clock is not running and in steps (whole
 * minutes, then 10 s, then seconds) while it runs, so it is not rewritten every frame.
 *
 * While its side's time runs and the page is visible it redraws on animation frames from the
 * store's last snapshot (`clockAt`), rendering only when what it shows changes; it stops when
 * the time stops, when the page is hidden and on unmount. The server's HTML and the first render
 * show the snapshot as published.
 *
 * @example
 * const store = useOwnStore(() => createGomokuStore({ timeControl: { kind: 'fischer', initialMs: 180_000, incrementMs: 2_000 } }));
 * <PlayerClock store={store} side="white" />
 */
export function PlayerClock({
  store,
  side,
  messages,
  lowMs,
  now,
  className,
  id,
}: PlayerClockProps): ReactNode {
  const clock = useStore(store, (s) => s.clock);
  const texts = useMemo(() => ({ ...clockMessagesEn, ...messages }), [messages]);
  // When the face was last read, null until an effect reads it: rendering never reads the time,
  // so the server's HTML and the browser's first render agree.
  const [readAt, setReadAt] = useState<number | null>(null);
  const view = clockView(readAt === null ? clock : clockAt(clock, readAt), side, {
    lowMs,
    messages: texts,
  });
  const key = view?.key ?? null;
  const shown = useRef<string | null>(key); // what the face shows, so a frame renders only on a change
  useIsomorphicLayoutEffect(() => {
    shown.current = key;
  });

  // While its side's time runs: shows the clock as it is at each frame; whether it still runs.
  useVisibleFrames(
    clock.running === side ? clock : null,
    (running, time) => {
      const state = clockAt(running, time);
      const next = clockView(state, side, { lowMs, messages: texts });
      if (next !== null && next.key !== shown.current) {
        shown.current = next.key;
        setReadAt(time);
      }
      return state.running === side;
    },
    now,
  );

  if (view === null) return null;
  return (
    <div
      id={id}
      role="timer"
      aria-live="off"
      aria-label={texts.clockLabel(side)}
      className={className === undefined ? 'stonekit-clock' : `stonekit-clock ${className}`}
      data-stone={side}
      data-control={clock.control.kind}
      data-state={view.state}
      data-running={view.running ? '' : undefined}
      data-turn={view.turn ? '' : undefined}
      data-low={view.low ? '' : undefined}
      data-in-periods={view.face.inPeriods ? '' : undefined}
    >
      <span className="stonekit-clock-side" aria-hidden="true">
        <span className="stonekit-clock-swatch" />
        <span className="stonekit-clock-name">{texts.clockSideName(side)}</span>
      </span>
      <span className="stonekit-clock-time" aria-hidden="true">
        {view.face.time}
      </span>
      {view.detail === null ? null : (
        <span className="stonekit-clock-detail" aria-hidden="true">
          {view.detail}
        </span>
      )}
      {view.status === null ? null : (
        <span className="stonekit-clock-status" aria-hidden="true">
          {view.status}
        </span>
      )}
      <span className="stonekit-clock-spoken">{view.spoken}</span>
    </div>
  );
}

/**
 * Props of `PlayerClocks`: those of `PlayerClock` but the side.
 *
 * @example
 * const props: PlayerClocksProps = { store, messages: clockMessagesZh };
 */
export interface PlayerClocksProps extends Omit<PlayerClockProps, 'side' | 'className' | 'id'> {
  /** Added to `stonekit-clocks`. */
  className?: string | undefined;
  /** Id of the row. */
  id?: string | undefined;
}

/**
 * Both clocks in a row, in turn order (black, then white), each with its stone. Nothing with
 * control 'none', so a page can always place it.
 *
 * @example
 * <PlayerClocks store={store} messages={clockMessagesZh} />
 */
export function PlayerClocks({ className, id, ...props }: PlayerClocksProps): ReactNode {
  const kind = useStore(props.store, (s) => s.clock.control.kind);
  if (kind === 'none') return null;
  return (
    <div
      id={id}
      className={className === undefined ? 'stonekit-clocks' : `stonekit-clocks ${className}`}
    >
      <PlayerClock {...props} side="black" />
      <PlayerClock {...props} side="white" />
    </div>
  );
}
