/**
 * How many more moves a side should expect to make, for spreading its clock time over them
 * (`moveTimeBudget`). Estimates err on the long side: a side that expects more moves spends
 * less on each, and running short loses the game while thinking less costs only a little
 * strength.
 */

/**
 * Moves the side to move still has to make in Othello: one for every other empty square, as
 * both sides take turns filling the board (passes are rare).
 *
 * @example
 * reversiMovesLeft(60); // 30 at the start
 */
export function reversiMovesLeft(empties: number): number {
  return Math.max(1, Math.ceil(empties / 2));
}

/**
 * Moves the side to move should expect to make in Gomoku: games between good players end after
 * 20 to 40 moves a side, but a defended game goes on, so never fewer than 12 however many
 * stones are down, and never more than the empty points allow.
 *
 * @example
 * gomokuMovesLeft(2, 225); // 30 on move 3
 */
export function gomokuMovesLeft(stones: number, cells: number): number {
  const empties = Math.max(1, cells - stones);
  return Math.min(Math.ceil(empties / 2), Math.max(12, Math.round(30 - stones / 4)));
}
