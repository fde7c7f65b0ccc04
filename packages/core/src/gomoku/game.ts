import { IllegalMoveError, type OptionError, ParseError } from '../errors.ts';
import { readSide } from '../side.ts';
import { isInputError, isParseError, type ValidationResult, validate } from '../validation.ts';
import { GameCore } from './game-core.ts';
import { positionError, readSavedGame } from './json.ts';
import { replayMoveList, replaySavedGame } from './load.ts';
import { OpeningTrack } from './opening-track.ts';
import { Position } from './position.ts';
import { ReadonlyGomoku } from './readonly-game.ts';
import { readOptions, setUpPosition } from './setup.ts';
import { starPoints } from './stars.ts';
import type {
  GomokuMove,
  GomokuOptions,
  GomokuPositionOptions,
  GomokuStatus,
  OpeningAction,
  OpeningChoice,
  Point,
  PointInput,
  SavedResult,
  Stone,
} from './types.ts';

/**
 * A game of Gomoku: black and white take turns placing stones, and the first to make a line of
 * five wins, under the rule chosen (`freestyle`, `standard`, `renju` with black's forbidden
 * moves, or `caro`). Moves are checked, can be taken back and replayed, and the whole game can
 * be read as an immutable snapshot (`state`), written as a move list (`toMoves`) or a board
 * (`toPosition`), or saved (`toJSON`). A game may start from a position (`fromPosition`).
 *
 * A game may begin with a tournament opening rule (`opening`: `swap2`, `rif`, `yamaguchi`...):
 * its first moves go where the rule says (`play`), and its choices are made with `act` or the
 * verbs `choose`, `declareOffers`, `offerFifth` and `selectFifth`; `state.opening` says what it
 * expects next.
 *
 * Mutations (`play`, `act`) throw `IllegalMoveError` on bad input and leave the game untouched;
 * queries (`at`, `isLegal`, `whyIllegal`, `isForbidden`, `checkAction`) never throw.
 *
 * @example
 * const game = new Gomoku(); // 15x15, freestyle
 * game.play('h8');
 * game.play({ x: 8, y: 8 }); // i9
 * game.turn; // 'black'
 * game.at('h8'); // 'black'
 * game.undo(); // the i9 move
 */
export class Gomoku extends ReadonlyGomoku {
  // The game's state, shared with `ReadonlyGomoku`, which answers the queries: this half
  // starts games and changes them.
  #core: GameCore;

  /**
   * Starts an empty board with black to move.
   *
   * @param options - `size` (5 to 26, default 15), `rule` (default `'freestyle'`), for Renju
   *   `forbiddenMoves` (default `'refuse'`), and the `opening` rule (default `'free'`)
   * @throws OptionError naming the option: options that are not an object, a size that is not
   *   an integer from 5 to 26, an unknown rule, a bad `forbiddenMoves` or `'lose'` under a rule
   *   other than `'renju'`; an unknown opening rule, or one with central squares (`centre`,
   *   `rif`, `yamaguchi`, `taraguchi-10`) on an even size or a board too small for them
   * @example
   * new Gomoku({ size: 19, rule: 'standard' });
   * new Gomoku({ rule: 'renju', forbiddenMoves: 'lose' });
   * new Gomoku({ rule: 'renju', opening: 'rif' });
   */
  constructor(options: GomokuOptions = {}) {
    const settings = readOptions(options);
    const core = new GameCore(new Position(settings), new OpeningTrack(settings.opening));
    super(core);
    this.#core = core;
  }

  /**
   * Sets up a position without a game record: `size * size` cells, the top row first and each
   * row from column `a`, `X` black, `O` white, `.` empty; whitespace (between rows, say) is
   * ignored. The game starts there with no moves: `undo` and `reset` stop at the position.
   * The size defaults to the square root of the cell count. The side to move defaults to black
   * when both sides have as many stones and to white when black has one more; other counts
   * need `toMove`, which is taken as given. A five already on the board ends the game.
   *
   * @throws ParseError naming the offset of a bad character or of a wrong length, for stone
   *   counts that leave the side to move open, and for fives of both colours
   * @throws OptionError for bad options, as the constructor, a `toMove` that is not a stone, or
   *   an `opening` other than `'free'`: a position set up by hand has no opening to play
   * @example
   * const game = Gomoku.fromPosition('.'.repeat(112) + 'X' + '.'.repeat(112), { rule: 'renju' });
   * game.turn; // 'white'
   * game.at('h8'); // 'black'
   */
  static fromPosition(board: string, options: GomokuPositionOptions = {}): Gomoku {
    const setUp = setUpPosition(board, options);
    const game = new Gomoku();
    game.#core.adopt(new Position(setUp, setUp.start), new OpeningTrack(setUp.opening));
    return game;
  }

  /**
   * Plays a move list on a new game: moves such as `h8`, separated by spaces, commas or nothing
   * at all (`'h8 h9 i8'`, `'h8,h9,i8'`, `'h8h9i8'`), case-insensitive.
   *
   * Each move is played as `play` would, so under an `opening` rule a move list goes as far as
   * points can take the opening: all the way under `'free'` and `'centre'`, up to the first
   * choice under the others (a move list cannot say "swap"). Save games with choices with
   * `toJSON`, or make the choices with `act` after loading the moves before them.
   *
   * @throws ParseError naming the bad token and its offset; when the game refuses a move, the
   *   message gives its number and why, and `cause` is the IllegalMoveError
   * @throws OptionError for bad options, as the constructor
   * @example
   * Gomoku.fromMoves('h8 h9 i8').moveCount; // 3
   * Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' }).state.opening.phase.phase; // 'choose'
   */
  static fromMoves(moves: string, options?: GomokuOptions): Gomoku {
    const game = new Gomoku(options);
    replayMoveList(game, moves);
    return game;
  }

  /**
   * Restores a game saved with `toJSON()`, redo stack included. Everything is checked: field
   * types, version, size, rule, every move, which must be legal in turn, and the opening's
   * actions, replayed in turn, whose stones must be the moves saved. Accepts the object or its
   * JSON text. Unknown extra fields are ignored.
   *
   * @throws ParseError whose `path` names the bad field (`version`, `moves[3]`,
   *   `opening.actions[2]`); for text that is not JSON, and for data nested too deeply to read
   * @example
   * const copy = Gomoku.fromJSON(JSON.stringify(game)); // or the object, JSON.parse'd
   */
  static fromJSON(json: unknown): Gomoku {
    const saved = readSavedGame(json);
    const { size, rule, forbiddenMoves, position } = saved;
    const opening = saved.opening?.rule ?? 'free';
    let game: Gomoku;
    if (position === null) game = new Gomoku({ size, rule, forbiddenMoves, opening });
    else {
      const { board, toMove } = position;
      try {
        game = Gomoku.fromPosition(board, { size, rule, forbiddenMoves, toMove });
      } catch (error) {
        throw error instanceof ParseError ? positionError(error) : error;
      }
    }
    replaySavedGame(game, saved);
    if (saved.result !== null) concedeSaved(game.#core, saved.result);
    return game;
  }

  /**
   * Whether `Gomoku.fromMoves(moves, options)` would read the move list, without throwing: a
   * verdict for a form field, say. Every move is played, so an illegal one is caught too.
   *
   * @returns `{ ok: true }`, or `{ ok: false, error }` with the ParseError (`token`, `offset`)
   *   `fromMoves` would throw, or an OptionError for bad options
   * @example
   * Gomoku.validateMoves('h8 h99'); // { ok: false, error: ParseError { offset: 3, ... } }
   * Gomoku.validateMoves('h8 h9 i8', { size: 9 }); // { ok: true }
   */
  static validateMoves(
    moves: string,
    options?: GomokuOptions,
  ): ValidationResult<ParseError | OptionError> {
    return validate(() => Gomoku.fromMoves(moves, options), isInputError);
  }

  /**
   * Whether `Gomoku.fromJSON(json)` would restore the saved game (the object or its JSON text),
   * without throwing.
   *
   * @returns `{ ok: true }`, or `{ ok: false, error }` with the ParseError whose `path` names the
   *   bad field
   * @example
   * Gomoku.validateJSON('{"game":"gomoku"}'); // { ok: false, error: ParseError { path: 'version', ... } }
   */
  static validateJSON(json: unknown): ValidationResult {
    return validate(() => Gomoku.fromJSON(json), isParseError);
  }

  /**
   * Whether `Gomoku.fromPosition(board, options)` would set up the position, without throwing.
   *
   * @returns `{ ok: true }`, or `{ ok: false, error }` with the ParseError (`offset` of a bad
   *   character, or a wrong length), or an OptionError for bad options
   * @example
   * Gomoku.validatePosition('.'.repeat(224)); // { ok: false, error: ParseError: … got 224 cells }
   */
  static validatePosition(
    board: string,
    options?: GomokuPositionOptions,
  ): ValidationResult<ParseError | OptionError> {
    return validate(() => Gomoku.fromPosition(board, options), isInputError);
  }

  /**
   * The star points of a board size; see the `starPoints` function.
   *
   * @example
   * Gomoku.starPoints(15).length; // 5
   */
  static starPoints(size: number): readonly Point[] {
    return starPoints(size);
  }

  /**
   * Places the side to move's stone at `point` and clears the redo stack. During an opening, the
   * point is the opening's next move (`place`) or the offered fifth move picked (`select`), as
   * `act` takes it.
   *
   * @returns the move, with its number, colour, point and name
   * @throws IllegalMoveError (`malformed`, `off-board`, `occupied`, `game-over`, `forbidden`),
   *   leaving the game and its snapshot as they were; a forbidden Renju move throws its subclass
   *   `ForbiddenMoveError`, whose `kind` and message say why (`h8 is forbidden for black:
   *   double-three`). During an opening, `outside-region` for a point outside the square the
   *   move must go in, and the subclass `OpeningError` when the opening takes no point now
   *   (`wrong-phase`: "Cannot place a stone now: White: swap or keep?") or not this one
   *   (`not-offered`)
   * @example
   * game.play('h8'); // { number: 1, stone: 'black', point: { x: 7, y: 7 }, name: 'h8' }
   */
  play(point: PointInput): GomokuMove {
    return this.#core.play(point);
  }

  /**
   * Takes an opening action: places the next stone (`place`), answers a choice (`choose`:
   * `'swap'`, `'keep'`, `'black'`, `'white'`, `'place-two'`, `'offer'`), declares how many fifth
   * moves to offer (`declare`), offers them (`offer`) or picks one (`select`). An action that
   * puts a stone down plays it as `play` does; any action clears the redo stack.
   *
   * @returns the move played by `place` and `select`; null for the others
   * @throws IllegalMoveError for a bad point (`malformed`, `off-board`, `occupied`,
   *   `outside-region`), and its subclass `OpeningError` for an action the opening does not take
   *   now (see `OpeningErrorReason`); the game and its snapshot stay as they were
   * @example
   * const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
   * game.act({ type: 'choose', choice: 'swap' }); // null
   * game.act({ type: 'place', point: 'g10' }); // { number: 4, stone: 'white', name: 'g10', ... }
   */
  act(action: OpeningAction): GomokuMove | null {
    return this.#core.act(action);
  }

  /**
   * Answers the opening's question: `act({ type: 'choose', choice })`.
   *
   * @throws OpeningError when the opening asks nothing now, or not this (`not-an-option`)
   * @example
   * game.choose('swap'); // RIF, after move 3: white takes black
   */
  choose(choice: OpeningChoice): void {
    this.#core.act({ type: 'choose', choice });
  }

  /**
   * Declares how many fifth moves black will offer (Yamaguchi, after move 3):
   * `act({ type: 'declare', count })`.
   *
   * @throws OpeningError for a count out of range (`bad-count`) or in another phase
   * @example
   * game.declareOffers(3);
   */
  declareOffers(count: number): void {
    this.#core.act({ type: 'declare', count });
  }

  /**
   * Offers every candidate fifth move at once: `act({ type: 'offer', points })`. No two may be the
   * same move up to a symmetry of the position.
   *
   * @throws IllegalMoveError for a bad or occupied point; OpeningError for the wrong number of
   *   points (`wrong-count`), a point twice, or two equivalent ones (`equivalent-offers`, naming
   *   both in `points`)
   * @example
   * game.offerFifth(['j10', 'g8']);
   */
  offerFifth(points: readonly PointInput[]): void {
    this.#core.act({ type: 'offer', points });
  }

  /**
   * Picks one of the fifth moves on offer, which is played: `act({ type: 'select', point })`.
   * `play` does the same while fifth moves are on offer.
   *
   * @returns the fifth move
   * @throws OpeningError for a point not on offer (`not-offered`) or in another phase
   * @example
   * game.selectFifth('g8'); // { number: 5, stone: 'black', name: 'g8', ... }
   */
  selectFifth(point: PointInput): GomokuMove {
    // A select puts a stone down, so it always gives its move.
    return this.#core.act({ type: 'select', point })!;
  }

  /**
   * Ends the game: `side` (by default the side to move) resigns and the other side wins, with
   * `reason: 'resignation'`. Final: `undo` and `redo` do nothing afterwards (see `LossReason`);
   * `reset` starts again. Under a swap opening, name the colour the resigning player holds now.
   *
   * @returns the new status
   * @throws IllegalMoveError `game-over` when the game has ended already; OptionError for a
   *   `side` that is not `'black'` or `'white'`
   * @example
   * game.resign(); // { kind: 'won', winner: 'white', line: [], reason: 'resignation' } with black to move
   */
  resign(side?: Stone): GomokuStatus {
    this.#core.concede(side === undefined ? this.turn : readSide(side, 'side'), 'resignation');
    return this.status;
  }

  /**
   * Ends the game: `side` ran out of time and the other side wins, with `reason: 'time'`, as the
   * RIF rules have it (a player who exceeds the time limit loses the game). The engine keeps no
   * clock: call this when yours says a side is out (`GameClock.check`). Final, as `resign`.
   *
   * @returns the new status
   * @throws IllegalMoveError `game-over` when the game has ended already; OptionError for a
   *   `side` that is not `'black'` or `'white'`
   * @example
   * if (clock.check() !== null) game.loseOnTime(clock.state.flagged!);
   */
  loseOnTime(side: Stone): GomokuStatus {
    this.#core.concede(readSide(side, 'side'), 'time');
    return this.status;
  }

  /**
   * Takes back the last move; `redo` replays it. After a win by five or a draw, play resumes;
   * after a loss on time or by resignation, nothing is taken back (null). During an
   * opening, the opening actions taken since the move (a swap, a declaration, an offer) go with
   * it, so that the player who made the move is to make it again.
   *
   * @returns the move taken back, or null when there is none
   * @example
   * game.undo(); // RIF after move 4 and the offer: takes back both, white to place move 4
   */
  undo(): GomokuMove | null {
    return this.#core.undo();
  }

  /**
   * Replays the last move taken back, with the opening actions that followed it. Actions that
   * `undoAction` took back on their own before that move come back first, with it; when no move
   * follows them, they come back alone and `redo` returns null.
   *
   * @returns the move replayed, or null when there is none
   */
  redo(): GomokuMove | null {
    return this.#core.redo();
  }

  /**
   * Takes back one action: during an opening, its last action alone, a choice, a declaration or
   * an offer as much as a stone; after it, the last move, as `undo`. `redoAction` replays it.
   * Where `undo` takes back a move with the choices made after it, this gives the player who
   * made the last choice the choice again. Both kinds of step share the redo stack, so they mix.
   *
   * @returns the move taken back, or for an action that put no stone down, the action as the
   *   opening recorded it (points as names); null when there is nothing to take back
   * @example
   * const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
   * game.choose('swap');
   * game.undoAction(); // { type: 'choose', choice: 'swap' }: white to swap or keep again
   * game.undoAction(); // { number: 3, name: 'i9', ... }
   * game.redoAction(); // the i9 move again
   */
  undoAction(): GomokuMove | OpeningAction<string> | null {
    return this.#core.undoAction();
  }

  /**
   * Replays one action taken back, the mirror of `undoAction`: the next opening action with the
   * move it puts down, if any, or after the opening, the next move.
   *
   * @returns the move replayed, or for an action that puts no stone down, the action; null when
   *   there is nothing to replay
   * @example
   * game.redoAction(); // { type: 'choose', choice: 'swap' } after the example of `undoAction`
   */
  redoAction(): GomokuMove | OpeningAction<string> | null {
    return this.#core.redoAction();
  }

  /**
   * Clears the history and the redo stack, back to the empty board or to the position the game
   * was set up from, and the opening back to its start. A game already there stays as it is.
   */
  reset(): void {
    this.#core.reset();
  }

  /** An independent copy, redo stack included. A snapshot already taken is shared, being immutable. */
  clone(): Gomoku {
    const copy = new Gomoku();
    copy.#core.copyFrom(this.#core);
    return copy;
  }
}

/** Ends a loaded game as its saved result says; a game already over on the board cannot be. */
function concedeSaved(core: GameCore, result: SavedResult): void {
  const loser = result.winner === 'black' ? 'white' : 'black';
  try {
    core.concede(loser, result.reason);
  } catch (error) {
    if (!(error instanceof IllegalMoveError)) throw error;
    throw new ParseError(`Saved game field result does not fit the moves: ${error.message}`, {
      token: result.reason,
      path: 'result',
      cause: error,
    });
  }
}
