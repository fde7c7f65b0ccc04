/** A player's colour, shared by both games. Black moves first in Gomoku and in Reversi. */
export type Stone = 'black' | 'white';
