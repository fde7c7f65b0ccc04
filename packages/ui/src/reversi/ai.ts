import type { ReversiState } from '@stonekit/core';
import {
  type AiClient,
  type AiLimits,
  type ReversiHint,
  type ReversiSearchMove,
  type ReversiSearchResult,
  reversiHintOf,
} from '@stonekit/core/ai';
import type { AiGameRules, AiStoreHint } from '../shared/ai/types.ts';

/**
 * A Reversi hint as the store holds it: `ReversiHint` with the snapshot it is for and the expected
 * line of play (squares, and `'pass'` where a side must pass) from the hinted move on.
 *
 * @example
 * const hint = await store.getState().requestHint(); // { move: 'd3', kind: 'estimate', score: 2, pv: ['d3', 'c3'], game }
 */
export type ReversiStoreHint = AiStoreHint<ReversiHint, ReversiState, ReversiSearchMove>;

/** The time a hint may take unless `hintLimits` say otherwise, as `hintReversi` allows. */
const HINT_MS = 1000;

/** A search of `game` as the store holds a hint: with the snapshot and the expected line. */
function storeHint(result: ReversiSearchResult, game: ReversiState): ReversiStoreHint {
  return { ...reversiHintOf(result), game, pv: result.pv };
}

/** Only the board and the side to move cross to the worker: the history stays behind. */
function position(game: ReversiState) {
  return { board: game.board, turn: game.turn };
}

/**
 * How the shared AI controller plays Reversi. A side that must pass (without `autoPass`) passes
 * at once, without asking the worker; with `autoPass` the engine passes for it.
 *
 * @param actions - the store's `play` and `pass`
 * @example
 * createAiController(store, reversiAiRules(() => store.getState()), { ai });
 */
export function reversiAiRules(
  actions: () => { play(square: string): unknown; pass(): unknown },
): AiGameRules<ReversiHint, ReversiState, ReversiSearchMove> {
  return {
    sideToMove: (game) => (game.status.kind === 'playing' ? game.turn : null),

    search(client: AiClient, game, limits: AiLimits, signal) {
      if (game.mustPass) return Promise.resolve({ answer: 'pass', hint: null });
      return client
        .run({ game: 'reversi', kind: 'search', position: position(game) }, limits, signal)
        .then((result) =>
          result.move === null ? null : { answer: result.move, hint: storeHint(result, game) },
        );
    },

    async hint(client, game, limits, signal) {
      const limited =
        limits.timeMs !== undefined || limits.depth !== undefined || limits.nodes !== undefined;
      const result = await client.run(
        { game: 'reversi', kind: 'search', position: position(game) },
        limited ? limits : { ...limits, timeMs: HINT_MS },
        signal,
      );
      return storeHint(result, game);
    },

    play(move) {
      if (move === 'pass') actions().pass();
      else actions().play(move);
    },
  };
}
