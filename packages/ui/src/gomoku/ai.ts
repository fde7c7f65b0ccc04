import type { GomokuState, Point, PointInput } from '@stonekit/core';
import type { GomokuHint } from '@stonekit/core/ai';
import type { AiGameRules, AiStoreHint } from '../shared/ai/types.ts';

/**
 * A Gomoku hint as the store holds it: `GomokuHint` with the snapshot it is for and its expected
 * line of play (`pv`, empty once the game is over).
 *
 * @example
 * const hint = await store.getState().requestHint(); // { kind: 'win', move: { x: 7, y: 7 }, in: 3, pv: […], game }
 */
export type GomokuStoreHint = AiStoreHint<GomokuHint, GomokuState, Point>;

/**
 * Whether the computer may move in `game`: the game goes on and its opening is over. The AI
 * knows no opening rules, so during an opening people make every choice and place every stone.
 *
 * @example
 * gomokuAiMoves(new Gomoku({ opening: 'rif' }).state); // false
 */
export function gomokuAiMoves(game: GomokuState): boolean {
  return game.status.kind === 'playing' && game.opening.phase.phase === 'done';
}

/**
 * How the shared AI controller plays Gomoku: it searches once the opening is over, and plays the
 * point found through the store's `play`, which keeps Renju's forbidden moves out (the search
 * never picks one).
 *
 * @param actions - the store's `play`
 * @example
 * createAiController(store, gomokuAiRules(() => store.getState()), { ai });
 */
export function gomokuAiRules(
  actions: () => { play(point: PointInput): unknown },
): AiGameRules<GomokuHint, GomokuState, Point> {
  return {
    sideToMove: (game) => (gomokuAiMoves(game) ? game.turn : null),

    search: (client, game, limits, signal) =>
      client
        .run({ game: 'gomoku', kind: 'search', position: game }, limits, signal)
        .then((result) => result.move),

    async hint(client, game, limits, signal) {
      const hint = await client.run(
        { game: 'gomoku', kind: 'hint', position: game },
        limits,
        signal,
      );
      return { ...hint, game, pv: hint.kind === 'over' ? [] : hint.pv };
    },

    play: (point) => {
      actions().play(point);
    },
  };
}
