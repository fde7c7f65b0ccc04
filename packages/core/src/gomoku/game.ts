import { type IllegalMoveError, type IllegalMoveReason, ParseError } from '../errors.ts';
import { renderBoard } from './ascii.ts';
import { BLACK, cellStone, stoneName } from './board.ts';
import { writeBoardText } from './board-text.ts';
import { cellTable, locate } from './coords.ts';
import { positionError, readSavedGame, writeSavedGame } from './json.ts';
import { replayMoveList, replaySavedGame } from './load.ts';
import { placesStone } from './opening/opening.ts';
import type { OpeningAction, OpeningChoice, OpeningState } from './opening/types.ts';
import { isPointAction, OpeningTrack } from './opening-track.ts';
import { Position } from './position.ts';
import { reasonOf } from './refusal.ts';
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
 * @example
 * const game = new Gomoku(); // 15x15, freestyle
 * game.play('h8');
 * game.play({ x: 8, y: 8 }); // i9
 * game.turn; // 'black'
 * game.at('h8'); // 'black'
 * game.undo(); // the i9 move
 */
export class Gomoku {
  #position: Position; // the mutable board, history and redo stack
  #opening: OpeningTrack; // the opening and its taken-back actions, in step with the moves
  #moves: readonly GomokuMove[] | null = null; // frozen copy of the history, null when stale
  #state: GomokuState | null = null; // the current snapshot, null when stale
  #forbidden: readonly ForbiddenPoint[] | null = null; // black's forbidden points, null when stale

  /**
   * Starts an empty board with black to move.
   *
   * @param options - `size` (5 to 26, default 15), `rule` (default `'freestyle'`), for Renju
   *   `forbiddenMoves` (default `'refuse'`), and the `opening` rule (default `'free'`)
   * @throws RangeError for a size outside 5 to 26, an unknown rule or a bad `forbiddenMoves`; for
   *   an unknown opening rule, or one with central squares (`centre`, `rif`, `yamaguchi`,
   *   `taraguchi-10`) on an even size or a board too small for them
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
   * @throws RangeError for bad options, as the constructor, a `toMove` that is not a stone, or
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
   * @throws RangeError for bad options, as the constructor
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
   *   `opening.actions[2]`)
   * @example
   * const copy = Gomoku.fromJSON(JSON.parse(JSON.stringify(game)));
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
    return game;
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
      turn: this.turn,
      // Only black has forbidden points, and only a game in play needs them marked.
      forbidden:
        position.turn === BLACK && position.status.kind === 'playing'
          ? this.forbiddenPoints()
          : NO_FORBIDDEN,
      opening: this.#opening.state,
    });
    return this.#state;
  }

  /** Whether the game has ended in a win or a draw. */
  isGameOver(): boolean {
    return this.#position.status.kind !== 'playing';
  }

  /** Whether there is a move (or an opening action) to take back. */
  canUndo(): boolean {
    return this.#position.history.length > 0 || this.#opening.state.actions.length > 0;
  }

  /** Whether there is a taken-back move (or opening action) to replay. */
  canRedo(): boolean {
    return this.#position.redoStack.length > 0 || this.#opening.redoStack.length > 0;
  }

  /**
   * The stone at a point, or null when the point is empty, off the board or not a point.
   *
   * @example
   * game.at('h8'); // 'black'
   */
  at(point: PointInput): Stone | null {
    const index = locate(point, this.#position.size);
    return index < 0 ? null : cellStone(this.#position.board.cells[index]);
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
    const code = this.#position.judge(point);
    if (code < 0) return reasonOf(code);
    const opening = this.#opening;
    return opening.done ? null : (opening.check(opening.actionAt(point))?.reason ?? null);
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
    const next = this.#step(action);
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
    const position = this.#position;
    const index = position.judge(point);
    if (index < 0) throw position.refusal(index, point);
    // An action that puts a stone down always gives its move.
    if (!this.#opening.done) return this.#act(this.#opening.actionAt(point))!;
    const move = position.play(index);
    this.#changed();
    return move;
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
    return this.#act(action);
  }

  /**
   * Answers the opening's question: `act({ type: 'choose', choice })`.
   *
   * @throws OpeningError when the opening asks nothing now, or not this (`not-an-option`)
   * @example
   * game.choose('swap'); // RIF, after move 3: white takes black
   */
  choose(choice: OpeningChoice): void {
    this.#act({ type: 'choose', choice });
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
    this.#act({ type: 'declare', count });
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
    this.#act({ type: 'offer', points });
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
    return this.#act({ type: 'select', point })!;
  }

  /**
   * Takes back the last move; `redo` replays it. After a win or a draw, play resumes. During an
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
    // Moves beyond the opening's stones are normal play; the opening's last move goes with the
    // actions after it.
    const beyond = position.history.length > opening.state.stones.length;
    if (!beyond && !opening.undo()) return null;
    const move = position.undo();
    if (move !== null) this.#changed();
    return move;
  }

  /**
   * Replays the last move taken back, with the opening actions that followed it.
   *
   * @returns the move replayed, or null when there is none
   */
  redo(): GomokuMove | null {
    // Opening actions are taken back only after every move beyond them, so they come back first.
    this.#opening.redo();
    const move = this.#position.redo();
    if (move !== null) this.#changed();
    return move;
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
   * The opening after `action`, or why the game refuses it: a point is judged on the board first,
   * as `play` judges it, then by the opening.
   */
  #step(action: unknown): OpeningState | IllegalMoveError {
    const position = this.#position;
    if (!this.#opening.done && isPointAction(action)) {
      const code = position.judge(action.point);
      if (code < 0) return position.refusal(code, action.point);
    }
    return this.#opening.after(action);
  }

  /** Takes an opening action, which `#step` judges first; see `act`. */
  #act(action: OpeningAction): GomokuMove | null {
    const next = this.#step(action);
    if (next instanceof Error) throw next;
    const position = this.#position;
    let move: GomokuMove | null = null;
    if (placesStone(action)) {
      // The opening's newest stone is the point judged by `#step`, in the colour of `turn`.
      const index = position.judge(next.stones.at(-1)!.point);
      move = position.play(index);
    } else {
      // A new action makes the moves taken back unreachable, as a new move does.
      position.redoStack.length = 0;
    }
    this.#opening.commit(next);
    this.#changed();
    return move;
  }

  #changed(): void {
    this.#moves = null;
    this.#state = null;
    this.#forbidden = null;
  }
}
