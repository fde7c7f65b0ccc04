import type { ClockState, Stone } from '@stonekit/core';
import { type AiPlayer, type ClockMessages, PlayerClocks } from '@stonekit/ui';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { ClockPanelMessages } from './messages.ts';

/** What the panel reads and does of a store, whatever the game. */
interface ClockPanelState {
  readonly clock: ClockState; // the game's clock
  readonly game: { readonly status: { readonly kind: string } }; // whether the game goes on
  readonly aiPlayer: AiPlayer; // who the computer plays
  pauseClock(): boolean;
  resumeClock(): boolean;
  resign(side?: Stone): boolean;
}

// How long Resign waits for its confirmation.
const CONFIRM_MS = 4_000;

/**
 * The clocks beside the board, with Pause for two people at one screen and Resign. Resign asks
 * once more before it ends the game, since a click cannot be taken back. Without a time
 * control only Resign shows.
 */
export function ClockPanel({
  store,
  messages,
  t,
}: {
  store: StoreApi<ClockPanelState>;
  messages: ClockMessages;
  t: ClockPanelMessages;
}) {
  const phase = useStore(store, (s) => s.clock.phase);
  const timed = useStore(store, (s) => s.clock.control.kind !== 'none');
  const playing = useStore(store, (s) => s.game.status.kind === 'playing');
  const aiPlayer = useStore(store, (s) => s.aiPlayer);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!confirming) return;
    const timer = setTimeout(() => setConfirming(false), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [confirming]);
  useEffect(() => {
    if (!playing) setConfirming(false);
  }, [playing]);
  // Pausing is for two people sharing a screen; against the computer the clock keeps going.
  const canPause =
    timed && playing && aiPlayer === 'none' && (phase === 'running' || phase === 'paused');
  const canResign = playing && aiPlayer !== 'both';

  return (
    <div className="clock-panel">
      {timed ? <PlayerClocks store={store} messages={messages} /> : null}
      {canPause || canResign ? (
        <div className="toolbar">
          {canPause ? (
            <button
              type="button"
              aria-pressed={phase === 'paused'}
              onClick={() => {
                if (phase === 'paused') store.getState().resumeClock();
                else store.getState().pauseClock();
              }}
            >
              {phase === 'paused' ? t.resume : t.pause}
            </button>
          ) : null}
          {canResign ? (
            <button
              type="button"
              className={confirming ? 'danger' : undefined}
              onClick={() => {
                if (!confirming) setConfirming(true);
                else {
                  setConfirming(false);
                  store.getState().resign();
                }
              }}
            >
              {confirming ? t.confirmResign : t.resign}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
