import { clip, describeValue } from '../describe-value.ts';
import { IllegalMoveError, ParseError } from '../errors.ts';
import { locate } from '../locate.ts';
import type { SavedGame } from './json.ts';
import { tokenizeMoves } from './notation.ts';
import { describeOpeningPhase } from './opening/describe.ts';
import type { GomokuMove, OpeningAction, OpeningState, PointInput } from './types.ts';

/** The part of a game that loading drives; a type, so this module does not import the class. */
interface Replayable {
  readonly size: number;
  readonly opening: OpeningState;
  play(point: PointInput): GomokuMove;
  act(action: OpeningAction): GomokuMove | null;
  readonly moveCount: number;
  undoAction(): GomokuMove | OpeningAction<string> | null;
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
      token: describeValue(text),
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

/** Which saved fields go together: the opening's actions and the moves they put down. */
interface Fields {
  readonly actions: 'opening.actions' | 'opening.undone'; // the opening's field
  readonly moves: 'moves' | 'undone'; // the field of the moves played at the same time
}

/**
 * Takes the opening's saved actions in turn; the stones they put down must be the first saved
 * moves. The moves after them are played as they are, which needs the opening to be over.
 */
function replayPart(
  game: Replayable,
  fields: Fields,
  actions: readonly unknown[],
  moves: readonly string[],
): void {
  let next = 0; // the saved move the next stone must be
  actions.forEach((action, i) => {
    const path = `${fields.actions}[${i}]`;
    let move: GomokuMove | null;
    try {
      move = game.act(action as OpeningAction);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      const message = `${path} cannot be replayed: ${error.message}`;
      throw new ParseError(message, { token: describeValue(action), path, cause: error });
    }
    if (move === null) return;
    matchMove(game.size, move, moves[next], `${fields.moves}[${next}]`, path);
    next++;
  });
  moves.slice(next).forEach((move, j) => {
    const path = `${fields.moves}[${next + j}]`;
    const { phase } = game.opening;
    if (phase.phase !== 'done') {
      throw new ParseError(
        `${path} '${clip(move)}' cannot be replayed: the opening is not over (${describeOpeningPhase(phase)}) and ${fields.actions} has no more actions`,
        { token: move, path },
      );
    }
    playOrFail(game, move, (error) => {
      const message =
        error.reason === 'malformed'
          ? `Expected ${path} to be a move such as 'h8', got the string '${clip(move)}'`
          : `${path} '${clip(move)}' cannot be replayed: ${error.message}`;
      return new ParseError(message, { token: move, path, cause: error });
    });
  });
}

/** Checks that the saved move at `path` is the stone an opening action put down. */
function matchMove(
  size: number,
  move: GomokuMove,
  saved: string | undefined,
  path: string,
  from: string,
): void {
  const { name, number, point } = move;
  if (saved === undefined) {
    const field = path.slice(0, path.indexOf('['));
    throw new ParseError(
      `Expected ${path} to be ${name}, move ${number}, which ${from} plays, but ${field} ends before it`,
      { token: name, path: field },
    );
  }
  if (locate(saved, size) !== point.y * size + point.x) {
    throw new ParseError(
      `Expected ${path} to be ${name}, move ${number}, which ${from} plays, got the string '${clip(saved)}'`,
      { token: saved, path },
    );
  }
}

/**
 * Replays a saved game on a fresh game of its size, rule and opening rule: the opening's actions
 * with the moves they put down and the moves after them, then the undone actions and moves
 * (which must follow them legally), then takes the undone ones back, one action at a time, so
 * they can be redone. Undone actions may start with a choice: `undoAction` takes one back alone.
 *
 * @throws ParseError with `path` (`moves[3]`, `undone[0]`, `opening.actions[2]`) and the
 *   IllegalMoveError as `cause` when the game refused it
 */
export function replaySavedGame(game: Replayable, saved: SavedGame): void {
  const actions = saved.opening?.actions ?? [];
  const undone = saved.opening?.undone ?? [];
  replayPart(game, { actions: 'opening.actions', moves: 'moves' }, actions, saved.moves);
  replayPart(game, { actions: 'opening.undone', moves: 'undone' }, undone, saved.undone);
  // Every step back takes back one action or one move, so the saved point is passed through.
  while (game.moveCount > saved.moves.length || game.opening.actions.length > actions.length) {
    if (game.undoAction() === null) break;
  }
}
