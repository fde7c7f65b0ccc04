import { describeOpeningPhase, Gomoku } from '../src/index.ts';

/** A RIF game played up to the offer of two fifth moves, white to select. */
export function rifAtSelection(): Gomoku {
  const game = new Gomoku({ rule: 'renju', opening: 'rif' });
  game.play('h8');
  game.play('h9');
  game.play('i9');
  game.choose('swap');
  game.play('g10');
  game.offerFifth(['j10', 'g8']);
  return game;
}

/** The phase in words, so each step of a game reads as the players would hear it. */
export function phaseOf(game: Gomoku): string {
  return describeOpeningPhase(game.state.opening.phase);
}
