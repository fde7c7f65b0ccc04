import { Gomoku } from '@stonekit/core';
import { createAiClient } from '@stonekit/core/ai';
import {
  createGomokuStore,
  createReversiStore,
  GomokuBoard,
  GomokuMoveList,
  GomokuStatus,
  PlayerClocks,
  ReversiBoard,
  ReversiMoveList,
  ReversiStatus,
  useOwnStore,
} from '@stonekit/ui';
import { useState } from 'react';
import { useStore } from 'zustand';

const ai = createAiClient(
  () => new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' }),
);

/** Reversi against the computer, with the app's own Undo button and clocks. */
function ReversiAgainstComputer() {
  const store = useOwnStore(() =>
    createReversiStore({
      ai,
      aiPlayer: 'white',
      level: 1,
      timeControl: { kind: 'sudden-death', initialMs: 5 * 60_000 },
    }),
  );
  const moves = useStore(store, (s) => s.game.moves.length);
  return (
    <section aria-label="Reversi against the computer">
      <ReversiStatus store={store} />
      <PlayerClocks store={store} />
      <ReversiBoard store={store} showLegalMoves />
      <ReversiMoveList store={store} />
      <p data-testid="reversi-moves">{moves}</p>
      <button type="button" onClick={() => store.getState().undo()}>
        Undo
      </button>
      <button type="button" onClick={() => store.getState().resign()}>
        Resign
      </button>
    </section>
  );
}

/** Gomoku between two people, continued from a saved game, in the dark theme. */
function GomokuFromSave() {
  const store = useOwnStore(() =>
    createGomokuStore({ game: Gomoku.fromJSON(Gomoku.fromMoves('h8 h9').toJSON()) }),
  );
  return (
    <section aria-label="Gomoku between two people" className="stonekit-theme-dark">
      <GomokuStatus store={store} />
      <GomokuBoard store={store} />
      <GomokuMoveList store={store} />
    </section>
  );
}

/**
 * Server-authoritative play: the board asks before each move, the app sends it to the server and
 * plays it on the store only once the server has confirmed it. This fake server confirms when its
 * button is pressed, so the test decides how long the wait lasts (a timer raced a loaded machine).
 */
function GomokuOnServer() {
  const store = useOwnStore(() => createGomokuStore({ rule: 'renju' }));
  const [pending, setPending] = useState<string | null>(null);
  const confirm = () => {
    if (pending === null) return;
    store.getState().play(pending);
    setPending(null);
  };
  return (
    <section aria-label="Gomoku on a server">
      <GomokuStatus store={store} />
      <p data-testid="pending">{pending ?? 'none'}</p>
      <button type="button" disabled={pending === null} onClick={confirm}>
        Server confirms
      </button>
      <GomokuBoard
        store={store}
        onBeforeMove={(move) => {
          setPending(move.name);
          return false;
        }}
      />
    </section>
  );
}

export function App() {
  return (
    <main>
      <h1>Stonekit, embedded</h1>
      <ReversiAgainstComputer />
      <GomokuFromSave />
      <GomokuOnServer />
    </main>
  );
}
