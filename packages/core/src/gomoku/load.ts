import { IllegalMoveError, ParseError } from '../errors.ts';
import type { SavedGame } from './json.ts';
import { tokenizeMoves } from './notation.ts';
import type { GomokuMove, PointInput } from './types.ts';

/** The part of a game that loading drives; a type, so this module does not import the class. */
interface Replayable {
  play(point: PointInput): GomokuMove;
  undo(): GomokuMove | null;
}

/** Runs `play`, turning a refusal into the ParseError `describe` builds around it. */
function playOrFail(
  game: Replayable,
  move: string,
  describe: (error: IllegalMoveError) => ParseError,
): void {
  try {
    game.play(move);
  } catch (error) {
    if (!(error instanceof IllegalMoveError)) throw error;
    throw describe(error);
  }
}

/**
 * Plays every move of a move list on a fresh game.
 *
 * @throws ParseError with the token and its offset; for a well-formed move the game refuses,
 *   the message gives the move number and the reason, and `cause` is the IllegalMoveError
 */
export function replayMoveList(game: Replayable, text: string): void {
  if (typeof text !== 'string') {
    throw new ParseError(`Expected a move list such as 'h8 h9 i8', got ${typeof text}`, {
      token: String(text),
    });
  }
  tokenizeMoves(text).forEach((token, i) => {
    playOrFail(game, token.text, (error) => {
      return new ParseError(
        `Move ${i + 1} '${token.text}' at offset ${token.offset} is illegal: ${error.message}`,
        { token: token.text, offset: token.offset, cause: error },
      );
    });
  });
}

/**
 * Replays a saved game on a fresh game of its size and rule: the moves, then the undone moves
 * (which must follow them legally), then takes the undone moves back so they can be redone.
 *
 * @throws ParseError with `path` (`moves[3]`, `undone[0]`) and the IllegalMoveError as `cause`
 */
export function replaySavedGame(game: Replayable, saved: SavedGame): void {
  const fields = [
    ['moves', saved.moves],
    ['undone', saved.undone],
  ] as const;
  for (const [field, moves] of fields) {
    moves.forEach((move, i) => {
      const path = `${field}[${i}]`;
      playOrFail(game, move, (error) => {
        const message =
          error.reason === 'malformed'
            ? `Expected ${path} to be a move such as 'h8', got the string '${move}'`
            : `${path} '${move}' cannot be replayed: ${error.message}`;
        return new ParseError(message, { token: move, path, cause: error });
      });
    });
  }
  for (let i = 0; i < saved.undone.length; i++) game.undo();
}
