import {
  IllegalMoveError,
  type IllegalMoveReason,
  type OptionError,
  ParseError,
} from '../errors.ts';
import { locate } from '../locate.ts';
import { concedeSaved } from '../result.ts';
import { readSide } from '../side.ts';
import { isInputError, isParseError, type ValidationResult, validate } from '../validation.ts';
import { BLACK, cellStone, stoneName } from './board.ts';
import { cellTable } from './coords.ts';
import { renderBoard, writeBoardText } from './formats/board-text.ts';
import { positionError, readSavedGame, replaySavedGame, writeSavedGame } from './formats/json.ts';
import { replayMoveList } from './formats/notation.ts';
import type { Progress } from './opening/machine.ts';
import { placesStone } from './opening/opening.ts';
import { OpeningTrack } from './opening/track.ts';
import { Position } from './position.ts';
import { describeEnd, reasonOf } from './refusal.ts';
import { readOptions, setUpPosition } from './setup.ts';
import { createSnapshot, listForbidden, NO_FORBIDDEN } from './snapshot.ts';
import { starPoints } from './stars.ts';
import type {
  ForbiddenKind,
  ForbiddenMoves,
  ForbiddenPoint,
  GomokuJSON,
  GomokuMove,
  GomokuOpening,
  GomokuOptions,
  GomokuPositionOptions,
  GomokuRuleName,
  GomokuState,
  GomokuStatus,
  LossReason,
  OpeningAction,
  OpeningChoice,
  Point,
  PointInput,
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
 * The way of a move: `play` asks the position (`position.ts`) once whether the point is legal and
 * why not; during an opening, the opening (`opening/track.ts`) once whether it takes the stone;
 * then the position places it, and the cached snapshot is thrown away.
 *
 * @example
 * const game = new Gomoku(); // 15x15, freestyle
 * game.play('h8');
 * game.play({ x: 8, y: 8 }); // i9
 * game.turn; // 'black'
 * game.at('h8'); // 'black'
 * game.undo(); // the i9 move
 */
export class Gomoku {
  #position: Position; // the board, the history and the redo stack, changed in place
  #opening: OpeningTrack; // the opening and its taken-back actions, in step with the moves
  #moves: readonly GomokuMove[] | null = null; // frozen copy of the history, null when stale
  #state: GomokuState | null = null; // the current snapshot, null when stale
  #forbidden: readonly ForbiddenPoint[] | null = null; // black's forbidden points, null when stale

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
    this.#position = new Position(settings);
    this.#opening = new OpeningTrack(settings.opening);
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
    game.#position = new Position(setUp, setUp.start);
    game.#opening = new OpeningTrack(setUp.opening);
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
    if (saved.result !== null) {
      concedeSaved(saved.result, (loser, reason) => game.#concede(loser, reason));
    }
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

  // The game as it stands.

  /** Board width and height. @defaultValue 15 */
  get size(): number {
    return this.#position.size;
  }

  /** The win condition. @defaultValue 'freestyle' */
  get rule(): GomokuRuleName {
    return this.#position.rule.name;
  }

  /**
   * Under Renju, whether black's forbidden moves are refused or lose the game.
   * @defaultValue 'refuse'
   */
  get forbiddenMoves(): ForbiddenMoves {
    return this.#position.forbiddenMoves;
  }

  /**
   * The opening: its rule, what it expects next (`phase`), who holds black, its actions and
   * stones, and the Renju opening moves 1 to 3 make. The same object as `state.opening`.
   *
   * @example
   * new Gomoku({ opening: 'swap2' }).opening.phase.phase; // 'place'
   */
  get opening(): GomokuOpening {
    return this.#opening.state;
  }

  /**
   * The side to move: the colour of the next stone. Black moves first; after the game ends it
   * is the side that would move. During an opening, who acts next (and whether by placing a
   * stone) is in `opening.phase`.
   */
  get turn(): Stone {
    return stoneName(this.#position.turn);
  }

  /** The moves played so far, first move first, as a frozen array. */
  get moves(): readonly GomokuMove[] {
    this.#moves ??= Object.freeze(this.#position.history.slice());
    return this.#moves;
  }

  /** How many moves have been played. */
  get moveCount(): number {
    return this.#position.history.length;
  }

  /** The most recent move, or null before the first. */
  get lastMove(): GomokuMove | null {
    return this.#position.history.at(-1) ?? null;
  }

  /** Playing, won (with the winner and the winning line) or drawn (full board, no five). */
  get status(): GomokuStatus {
    return this.#position.status;
  }

  /**
   * The whole game as a deeply frozen snapshot. The same object comes back until the game
   * changes, so it can be compared by identity; older snapshots never change.
   *
   * @example
   * const before = game.state;
   * game.play('h8');
   * before === game.state; // false, and before still shows the empty board
   */
  get state(): GomokuState {
    const position = this.#position;
    this.#state ??= createSnapshot({
      size: position.size,
      rule: position.rule.name,
      cells: position.board.cells,
      numbers: position.numbers,
      moves: this.moves,
      status: position.status,
      canUndo: this.canUndo(),
      canRedo: this.canRedo(),
      turn: stoneName(position.turn),
      // Only black has forbidden points, and only a game in play needs them marked.
      forbidden:
        position.turn === BLACK && position.status.kind === 'playing'
          ? this.forbiddenPoints()
          : NO_FORBIDDEN,
      opening: this.#opening.state,
    });
    return this.#state;
  }

  // The verbs: a move, an opening action, the end off the board, and steps back and forth.

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
    return this.#playStone(this.#opening.pointAction, point);
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
    // A choice would go on with a game that ended off the board; a stone is refused anyway.
    if (this.#position.conceded) {
      const shown = describeAction(action);
      const ending = describeEnd(this.#position.status);
      throw new IllegalMoveError(
        'game-over',
        shown,
        `Cannot ${shown}: the game is over, ${ending}`,
      );
    }
    const opening = this.#opening;
    if (!opening.done && isPointAction(action)) return this.#playStone(action.type, action.point);
    const next = opening.after(action);
    if (next instanceof Error) throw next;
    // An action that puts no stone down still makes the moves taken back unreachable.
    this.#position.clearRedo();
    opening.commit(next);
    this.#changed();
    return null;
  }

  /**
   * The way of every stone: the board judges the point first, so that a point off the board or
   * taken says so in any phase; then the opening, while it lasts, judges the stone as a `type`
   * action (`place`, or `select` while fifth moves are on offer); then the stone goes down. Throws
   * the first refusal, leaving the game as it was.
   */
  #playStone(type: 'place' | 'select', point: unknown): GomokuMove {
    const position = this.#position;
    const opening = this.#opening;
    const cell = position.legalCell(point);
    if (typeof cell !== 'number') throw cell;
    let next: Progress | null = null;
    if (!opening.done) {
      const at = cellTable(position.size).points[cell]!;
      const after = opening.afterStone(type, at, point);
      if (after instanceof Error) throw after;
      next = after;
    }
    const move = position.playCell(cell);
    if (next !== null) opening.commit(next);
    this.#changed();
    return move;
  }

  /**
   * Answers the opening's question: `act({ type: 'choose', choice })`.
   *
   * @throws OpeningError when the opening asks nothing now, or not this (`not-an-option`)
   * @example
   * game.choose('swap'); // RIF, after move 3: white takes black
   */
  choose(choice: OpeningChoice): void {
    this.act({ type: 'choose', choice });
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
    this.act({ type: 'declare', count });
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
    this.act({ type: 'offer', points });
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
    return this.act({ type: 'select', point })!;
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
    this.#concede(side === undefined ? this.turn : readSide(side, 'side'), 'resignation');
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
    this.#concede(readSide(side, 'side'), 'time');
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
    const position = this.#position;
    const opening = this.#opening;
    if (position.conceded) return null;
    // Moves beyond the opening's stones are normal play; the opening's last move goes with the
    // actions after it.
    const beyond = position.history.length > opening.state.stones.length;
    if (!beyond && !opening.undo()) return null;
    const move = position.undo();
    if (move !== null) this.#changed();
    return move;
  }

  /**
   * Replays the last move taken back, with the opening actions that followed it. Actions that
   * `undoAction` took back on their own before that move come back first, with it; when no move
   * follows them, they come back alone and `redo` returns null.
   *
   * @returns the move replayed, or null when there is none
   */
  redo(): GomokuMove | null {
    // Opening actions are taken back only after every move beyond them, so they come back first.
    // The moves of the opening's stones sit on top of the position's redo stack, in the same
    // order, so the position's next move is the stone the opening just replayed; when the
    // opening replayed no stone, it is the first move after the opening.
    if (this.#position.conceded) return null;
    const opening = this.#opening.redo();
    const move = this.#position.redo();
    if (move !== null || opening) this.#changed();
    return move;
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
    const position = this.#position;
    if (position.conceded) return null;
    let taken: GomokuMove | OpeningAction<string> | null;
    // The last move beyond the opening, or else the opening's last action with its stone, if any.
    if (position.history.length > this.#opening.state.stones.length) taken = position.undo();
    else {
      const action = this.#opening.undoAction();
      taken = action !== null && placesStone(action) ? position.undo() : action;
    }
    if (taken !== null) this.#changed();
    return taken;
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
    if (this.#position.conceded) return null;
    // Lone actions are taken back only after every move beyond the opening: they come back first.
    const action = this.#opening.redoAction();
    const taken = action === null || placesStone(action) ? this.#position.redo() : action;
    if (taken !== null) this.#changed();
    return taken;
  }

  /**
   * Clears the history and the redo stack, back to the empty board or to the position the game
   * was set up from, and the opening back to its start. A game already there stays as it is.
   */
  reset(): void {
    const opening = this.#opening.reset();
    if (this.#position.reset() || opening) this.#changed();
  }

  /** An independent copy, redo stack included. A snapshot already taken is shared, being immutable. */
  clone(): Gomoku {
    const copy = new Gomoku();
    copy.#position = this.#position.copy();
    copy.#opening = this.#opening.copy();
    copy.#moves = this.#moves;
    copy.#state = this.#state;
    copy.#forbidden = this.#forbidden;
    return copy;
  }

  // Queries, which never throw.

  /** Whether the game has ended in a win or a draw. */
  isGameOver(): boolean {
    return this.#position.status.kind !== 'playing';
  }

  /** Whether there is a move (or an opening action) to take back. */
  canUndo(): boolean {
    if (this.#position.conceded) return false;
    return this.#position.history.length > 0 || this.#opening.state.actions.length > 0;
  }

  /** Whether there is a taken-back move (or opening action) to replay. */
  canRedo(): boolean {
    if (this.#position.conceded) return false;
    return this.#position.redoStack.length > 0 || this.#opening.redoStack.length > 0;
  }

  /**
   * The stone at a point, or null when the point is empty, off the board or not a point.
   *
   * @example
   * game.at('h8'); // 'black'
   */
  at(point: PointInput): Stone | null {
    const { board, size } = this.#position;
    const index = locate(point, size);
    return index < 0 ? null : cellStone(board.cells[index]);
  }

  /**
   * Whether the side to move may play at a point now.
   *
   * @example
   * game.isLegal('h8'); // false once h8 is taken
   */
  isLegal(point: PointInput): boolean {
    return this.whyIllegal(point) === null;
  }

  /**
   * Why the side to move may not play at a point now, or null when it may: the reason `play`
   * would throw, without the throw. Under Renju with `forbiddenMoves: 'refuse'`, black's
   * forbidden points give `'forbidden'`; with `'lose'` they may be played (and lose). During an
   * opening, a point outside the square the move must go in gives `'outside-region'`, one not
   * on offer `'not-offered'`, and any point while the opening expects a choice `'wrong-phase'`.
   *
   * @example
   * game.whyIllegal('h8'); // 'occupied'
   * game.whyIllegal('z99'); // 'malformed'
   */
  whyIllegal(point: PointInput): IllegalMoveReason | null {
    // The board first, then the opening, as `play` judges.
    const cell = this.#position.judge(point);
    if (cell < 0) return reasonOf(cell);
    const opening = this.#opening;
    if (opening.done) return null;
    const at = cellTable(this.#position.size).points[cell]!;
    const next = opening.afterStone(opening.pointAction, at, point);
    return next instanceof Error ? next.reason : null;
  }

  /**
   * Why `act` would refuse an opening action now, or null when it would take it: the error it
   * would throw, without the throw. Never throws, whatever `action` is.
   *
   * @example
   * const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
   * game.checkAction({ type: 'choose', choice: 'black' })?.reason; // 'not-an-option'
   * game.checkAction({ type: 'choose', choice: 'swap' }); // null
   */
  checkAction(action: OpeningAction): IllegalMoveError | null {
    if (!this.#opening.done && isPointAction(action)) {
      const cell = this.#position.legalCell(action.point);
      if (typeof cell !== 'number') return cell;
      const point = cellTable(this.#position.size).points[cell]!;
      const next = this.#opening.afterStone(action.type, point, action.point);
      return next instanceof Error ? next : null;
    }
    const next = this.#opening.after(action);
    return next instanceof Error ? next : null;
  }

  /**
   * Why black may not play at a point on the board as it stands, whoever is to move and whether
   * or not the game is over: `'double-three'`, `'double-four'` or `'overline'` under Renju. Null
   * when black may play there (a move making exactly five always may), when the point is taken
   * or not on the board, and always under the other rules. Never throws.
   *
   * @example
   * const game = Gomoku.fromMoves('f8 a1 g8 a3 h6 a5 h7 a7', { rule: 'renju' });
   * game.isForbidden('h8'); // 'double-three': f8 g8 h8 across and h6 h7 h8 up
   */
  isForbidden(point: PointInput): ForbiddenKind | null {
    const { board, rule, size } = this.#position;
    const index = locate(point, size);
    if (index < 0 || rule.forbidden === undefined) return null;
    return rule.forbidden(board, index, BLACK);
  }

  /**
   * Every point black may not play on the board as it stands, with why, by row from the bottom
   * then by column: what `isForbidden` says of each point, all at once (a frozen array, the same
   * one until the board changes). Empty under every rule but Renju. `state.forbidden` holds the
   * same list while black is to move in a game in play.
   *
   * @example
   * game.forbiddenPoints(); // [{ point: { x: 7, y: 7 }, kind: 'double-three' }], h8 as above
   */
  forbiddenPoints(): readonly ForbiddenPoint[] {
    const position = this.#position;
    this.#forbidden ??= listForbidden(position.size, position.forbiddenCells());
    return this.#forbidden;
  }

  /**
   * Every point the side to move may play, by row from the bottom then by column; none once the
   * game is over. During an opening, the empty points of the square the next move must go in,
   * or the fifth moves on offer; none while the opening expects a choice or an offer.
   *
   * @example
   * new Gomoku({ size: 5 }).legalMoves().length; // 25
   * new Gomoku({ opening: 'rif' }).legalMoves(); // [{ x: 7, y: 7 }], h8
   */
  legalMoves(): Point[] {
    const position = this.#position;
    const opening = this.#opening;
    if (position.status.kind !== 'playing') return [];
    // One scan of the board answers for every point at once; judged one by one they cost more.
    if (position.turn === BLACK) position.forbiddenCells();
    const { points } = cellTable(position.size);
    if (opening.done) return points.filter((_, index) => position.judgeCell(index) >= 0);
    return points.filter((point, index) => position.judgeCell(index) >= 0 && opening.takes(point));
  }

  // The written forms.

  /**
   * The moves as a move list that `Gomoku.fromMoves` reads back: names separated by spaces. For a
   * game set up with `fromPosition`, the moves played since (see `toJSON` to keep both).
   *
   * @example
   * Gomoku.fromMoves('H8,h9, i8').toMoves(); // 'h8 h9 i8'
   */
  toMoves(): string {
    return this.#position.history.map((move) => move.name).join(' ');
  }

  /**
   * The game as plain data for `JSON.stringify`, redo stack included; `Gomoku.fromJSON` reads it
   * back.
   *
   * @example
   * game.toJSON(); // { game: 'gomoku', version: 1, size: 15, rule: 'freestyle', moves: ['h8'], undone: [] }
   */
  toJSON(): GomokuJSON {
    return writeSavedGame(this.#position, this.#opening);
  }

  /**
   * The board as `Gomoku.fromPosition` reads it: `size * size` characters, the top row first and
   * each row from column `a`, `X` black, `O` white, `.` empty. The side to move is `turn`.
   *
   * @example
   * Gomoku.fromMoves('a1', { size: 5 }).toPosition(); // '....................X....'
   */
  toPosition(): string {
    return writeBoardText(this.#position.board);
  }

  /**
   * The board as text, for logs and tests: `X` black, `O` white, `.` empty, top row first, with
   * the coordinates around it.
   *
   * @example
   * console.log(Gomoku.fromMoves('a1', { size: 5 }).ascii()); // ends with '1 X . . . .\n  a b c d e'
   */
  ascii(): string {
    return renderBoard(this.#position.board);
  }

  /**
   * Ends the game with `loser` losing off the board, on time or by resignation. The redo stacks
   * go, and nothing is taken back after it (see `LossReason`).
   *
   * @throws IllegalMoveError `game-over` when the game has ended already
   */
  #concede(loser: Stone, reason: LossReason): void {
    const position = this.#position;
    if (position.status.kind !== 'playing') {
      const verb = reason === 'time' ? 'lose on time' : 'resign';
      throw new IllegalMoveError(
        'game-over',
        reason,
        `${loser} cannot ${verb}: the game is over, ${describeEnd(position.status)}`,
      );
    }
    position.concede(loser === 'black' ? 'white' : 'black', reason);
    this.#opening.redoStack.length = 0;
    this.#changed();
  }

  /** Throws away what is worked out from the position and the opening, after any change. */
  #changed(): void {
    this.#moves = null;
    this.#state = null;
    this.#forbidden = null;
  }
}

/** An action that names a point on the board: `place` or `select`, checked no further. */
function isPointAction(
  action: unknown,
): action is { readonly type: 'place' | 'select'; readonly point: unknown } {
  const type = (action as { type?: unknown } | null)?.type;
  return typeof action === 'object' && (type === 'place' || type === 'select');
}

/** An opening action as a refusal message quotes it. */
function describeAction(action: unknown): string {
  if (typeof action !== 'object' || action === null) return String(action);
  const { type } = action as { type?: unknown };
  return typeof type === 'string' ? type : 'action';
}
