/** A player's colour, shared by both games. Black moves first in Gomoku and in Reversi. */
export type Stone = 'black' | 'white';

/**
 * How a game was lost off the board, the same in both games: the loser resigned, or ran out of
 * time on the clock (`loseOnTime`). Such a result is final: `undo` and `redo` do nothing until
 * the game is reset, since taking a move back cannot give back the time or the resignation.
 *
 * @example
 * game.resign(); // the side to move resigns
 * game.status; // { kind: 'won', winner: 'white', reason: 'resignation', ... }
 */
export type LossReason = 'time' | 'resignation';

/**
 * A result reached off the board, as saved games record it.
 *
 * @example
 * game.toJSON().result; // { reason: 'time', winner: 'black' }
 */
export interface SavedResult {
  readonly reason: LossReason; // how the loser lost
  readonly winner: Stone; // who won
}
