import { IllegalMoveError, ParseError } from '../errors.ts';
import { PASS, type SavedGame, type SavedToken } from './json.ts';
import { SQUARE_NAMES } from './squares.ts';
import type { TranscriptToken } from './transcript.ts';
import type { ReversiMove, ReversiState } from './types.ts';

/** The part of a game that replaying drives; a type, so this module does not import the class. */
interface Replayable {
  readonly moves: readonly ReversiMove[];
  readonly state: ReversiState;
  isGameOver(): boolean;
  mustPass(): boolean;
  pass(): ReversiMove;
  play(square: string): ReversiMove;
  undo(): ReversiMove | null;
}

/**
 * Plays a transcript's squares on `game`, passing for the side to move whenever it has no move.
 * Throws a `ParseError` at the offset of the first square that is not legal.
 */
export function replayTranscript(game: Replayable, tokens: readonly TranscriptToken[]): void {
  tokens.forEach(({ index, text, offset }, i) => {
    const where = `Move ${i + 1} '${text}' at offset ${offset}`;
    if (game.isGameOver()) {
      throw new ParseError(`${where} comes after the game ended`, { token: text, offset });
    }
    if (game.mustPass()) game.pass();
    try {
      game.play(SQUARE_NAMES[index]!);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      throw new ParseError(`${where} is illegal: ${error.message}`, { token: text, offset });
    }
  });
}

/**
 * Replays a saved game's moves and then its redo stack, which it takes back again so that redo
 * finds it. A move where the side to move has none is preceded by a pass, and a saved pass that
 * the game has already played by itself (with `autoPass`) is taken as that pass.
 */
export function replaySaved(game: Replayable, saved: SavedGame): void {
  // Whether the last entry is an automatic pass that no saved 'pass' has stood for yet.
  let unclaimedPass = lastIsAutomaticPass(game);
  const apply = (token: SavedToken): void => {
    if (token.index === PASS && unclaimedPass) {
      unclaimedPass = false;
      return;
    }
    try {
      if (token.index === PASS) game.pass();
      else {
        if (game.mustPass()) game.pass();
        game.play(SQUARE_NAMES[token.index]!);
      }
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      throw new ParseError(`Saved game field ${token.path} is illegal: ${error.message}`, {
        token: token.text,
        path: token.path,
      });
    }
    unclaimedPass = lastIsAutomaticPass(game);
  };
  saved.moves.forEach(apply);
  const kept = game.moves.length;
  saved.undone.forEach(apply);
  while (game.moves.length > kept && game.undo() !== null) {}
}

// With autoPass on, the side to move never has to pass by hand, so every pass is automatic.
function lastIsAutomaticPass(game: Replayable): boolean {
  return game.state.autoPass && game.moves.at(-1)?.pass === true;
}
