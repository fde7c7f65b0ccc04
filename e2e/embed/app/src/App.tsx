import { Gomoku } from '@stonekit/core';
import { createAiClient } from '@stonekit/core/ai';
import {
  createGomokuStore,
  createReversiStore,
  GomokuBoard,
  GomokuStatus,
  PlayerClocks,
  ReversiBoard,
  ReversiStatus,
  useOwnStore,
} from '@stonekit/ui';
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

/** Gomoku between two people, continued from a saved game. */
function GomokuFromSave() {
  const store = useOwnStore(() =>
    createGomokuStore({ game: Gomoku.fromJSON(Gomoku.fromMoves('h8 h9').toJSON()) }),
  );
  return (
    <section aria-label="Gomoku between two people">
      <GomokuStatus store={store} />
      <GomokuBoard store={store} />
    </section>
  );
}

export function App() {
  return (
    <main>
      <h1>Stonekit, embedded</h1>
      <ReversiAgainstComputer />
      <GomokuFromSave />
    </main>
  );
}
