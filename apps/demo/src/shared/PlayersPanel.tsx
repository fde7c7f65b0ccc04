import type { Level } from '@stonekit/core/ai';
import type { AiPlayer } from '@stonekit/ui';
import { useId, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { PlayersMessages } from './messages.ts';
import './players.css';
import { type PlayersState, speeds } from './players.ts';

const levels: readonly Level[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Props of `PlayersPanel`. */
export interface PlayersPanelProps<T extends PlayersState> {
  store: StoreApi<T & { game: { readonly status: { readonly kind: string } } }>; // the game and its computer player
  t: PlayersMessages; // the panel's texts
}

/**
 * Who plays (two people, either colour against the computer, or the computer against itself),
 * the computer's level and speed, a Hint button and the Analysis toggle. Shared by the Gomoku and
 * Reversi pages.
 */
export function PlayersPanel<T extends PlayersState>({ store, t }: PlayersPanelProps<T>) {
  const aiPlayer = useStore(store, (s) => s.aiPlayer);
  const level = useStore(store, (s) => s.level);
  const delay = useStore(store, (s) => s.aiMoveDelayMs);
  const analysis = useStore(store, (s) => s.analysis);
  const available = useStore(store, (s) => s.aiAvailable);
  const failed = useStore(store, (s) => s.aiError !== null);
  const playing = useStore(store, (s) => s.game.status.kind === 'playing');
  // From a click on Hint to its answer, which can take a second or two.
  const [asking, setAsking] = useState(false);
  const modeId = useId();
  const levelId = useId();
  const speedId = useId();
  const modes: [AiPlayer, string][] = [
    ['none', t.humanVsHuman],
    ['white', t.humanVsComputer],
    ['black', t.computerVsHuman],
    ['both', t.computerVsComputer],
  ];
  const speed = Object.entries(speeds).reduce((best, entry) =>
    Math.abs(entry[1] - delay) < Math.abs(best[1] - delay) ? entry : best,
  )[0];

  return (
    <fieldset className="players">
      <legend>{t.players}</legend>
      <label htmlFor={modeId} className="stacked">
        {t.mode}
        <select
          id={modeId}
          value={aiPlayer}
          disabled={!available}
          onChange={(e) => store.getState().setAiPlayer(e.target.value as AiPlayer)}
        >
          {modes.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={levelId}>
        {t.level}
        <select
          id={levelId}
          value={level}
          disabled={!available}
          onChange={(e) => store.getState().setLevel(Number(e.target.value) as Level)}
        >
          {levels.map((n) => (
            <option key={n} value={n}>
              {t.levelName(n)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={speedId}>
        {t.speed}
        <select
          id={speedId}
          value={speed}
          disabled={!available || aiPlayer === 'none'}
          onChange={(e) =>
            store.getState().setAiMoveDelay(speeds[e.target.value as keyof typeof speeds])
          }
        >
          <option value="slow">{t.slow}</option>
          <option value="normal">{t.normal}</option>
          <option value="fast">{t.fast}</option>
        </select>
      </label>
      <div className="toolbar">
        <button
          type="button"
          disabled={!available || !playing}
          aria-busy={asking || undefined}
          onClick={() => {
            setAsking(true);
            void store
              .getState()
              .requestHint()
              .finally(() => setAsking(false));
          }}
        >
          {t.hint}
        </button>
        <button
          type="button"
          aria-pressed={analysis}
          disabled={!available}
          onClick={() => store.getState().setAnalysis(!analysis)}
        >
          {t.analysis}
        </button>
      </div>
      {failed ? <p className="muted">{t.aiFailed}</p> : null}
    </fieldset>
  );
}
