import type { GomokuState, OpeningAction, Point, PointInput } from '@stonekit/core';
import { type GomokuHint, gomokuHintOf } from '@stonekit/core/ai';
import type { AiActor, AiGameRules, AiStoreHint } from '../shared/ai/types.ts';

/**
 * A Gomoku hint as the store holds it: `GomokuHint` with the snapshot it is for and its expected
 * line of play (`pv`, empty once the game is over).
 *
 * @example
 * const hint = await store.getState().requestHint(); // { kind: 'win', move: { x: 7, y: 7 }, in: 3, pv: […], game }
 */
export type GomokuStoreHint = AiStoreHint<GomokuHint, GomokuState, Point>;

/**
 * What the computer plays in Gomoku: a move once the opening is over, an opening action before.
 *
 * @example
 * const answer: GomokuAiAnswer = { type: 'choose', choice: 'swap' };
 */
export type GomokuAiAnswer = Point | OpeningAction<Point>;

/**
 * Whether the game goes on with its opening over, so that a search for a move, and a hint, make
 * sense. During an opening the computer takes opening actions instead (see `gomokuActor`).
 *
 * @example
 * gomokuAiMoves(new Gomoku({ opening: 'rif' }).state); // false
 */
export function gomokuAiMoves(game: GomokuState): boolean {
  return game.status.kind === 'playing' && game.opening.phase.phase === 'done';
}

/**
 * Who acts now, `null` once the game is over: the player the opening waits on, or, once it is
 * over, the player holding the colour to move. The player is named as `aiPlayer` names it, by
 * the colour it starts with: `'black'` for the opening's `first` player (the tentative black),
 * `'white'` for `second`. `side` is the colour that player holds now, which a swap changes:
 * after a swap, `aiPlayer: 'white'` has the computer play black.
 *
 * @example
 * const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
 * gomokuActor(game.state); // { player: 'white', side: 'white' }: the tentative white, to swap or keep
 * game.choose('swap');
 * gomokuActor(game.state); // { player: 'black', side: 'white' }: the first player, now white, plays move 4
 */
export function gomokuActor(game: GomokuState): AiActor | null {
  if (game.status.kind !== 'playing') return null;
  const { phase, black } = game.opening;
  const person =
    phase.phase !== 'done' ? phase.player : game.turn === 'black' ? phase.black : phase.white;
  return {
    player: person === 'first' ? 'black' : 'white',
    side: person === black ? 'black' : 'white',
  };
}

/**
 * How the shared AI controller plays Gomoku: during an opening it asks the worker for the
 * opening action of the player to act (`decideOpeningGomoku`) and takes it with the store's
 * `act`; once the opening is over it searches and plays the point found through the store's
 * `play`, which keeps Renju's forbidden moves out (the search never picks one). Hints are given
 * once the opening is over.
 *
 * @param actions - the store's `play` and `act`
 * @example
 * createAiController(store, gomokuAiRules(() => store.getState()), { ai });
 */
export function gomokuAiRules(
  actions: () => { play(point: PointInput): unknown; act(action: OpeningAction): unknown },
): AiGameRules<GomokuHint, GomokuState, Point, GomokuAiAnswer> {
  return {
    sideToMove: (game) => (gomokuAiMoves(game) ? game.turn : null),

    actor: gomokuActor,

    search(client, game, limits, signal) {
      if (game.opening.phase.phase !== 'done') {
        return client
          .run({ game: 'gomoku', kind: 'opening', position: game }, limits, signal)
          .then((action) => (action === null ? null : { answer: action, hint: null }));
      }
      return client
        .run({ game: 'gomoku', kind: 'search', position: game }, limits, signal)
        .then((result) => {
          if (result.move === null) return null;
          const hint = gomokuHintOf(result);
          return { answer: result.move, hint: { ...hint, game, pv: hintLine(hint) } };
        });
    },

    async hint(client, game, limits, signal) {
      const hint = await client.run(
        { game: 'gomoku', kind: 'hint', position: game },
        limits,
        signal,
      );
      return { ...hint, game, pv: hintLine(hint) };
    },

    play: (answer) => {
      if ('type' in answer) actions().act(answer);
      else actions().play(answer);
    },
  };
}

/** The expected line of a hint: none once the game is over. */
function hintLine(hint: GomokuHint): readonly Point[] {
  return hint.kind === 'over' ? [] : hint.pv;
}
