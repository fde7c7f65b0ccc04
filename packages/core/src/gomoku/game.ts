import type { IllegalMoveReason } from '../errors.ts';
import { renderBoard } from './ascii.ts';
import { cellStone } from './board.ts';
import { assertSize, cellTable, locate } from './coords.ts';
import { readSavedGame } from './json.ts';
import { replayMoveList, replaySavedGame } from './load.ts';
import { Position } from './position.ts';
import { reasonOf } from './refusal.ts';
import { ruleByName } from './rules.ts';
import { createSnapshot, turnAfter } from './snapshot.ts';
import { starPoints } from './stars.ts';
import type {
  GomokuJSON,
  GomokuMove,
  GomokuOptions,
  GomokuRuleName,
  GomokuState,
  GomokuStatus,
  Point,
  PointInput,
  Stone,
} from './types.ts';

/**
 * A game of Gomoku: black and white take turns placing stones, and the first to make a line of
 * five wins. Moves are checked, can be taken back and replayed, and the whole game can be read as
 * an immutable snapshot (`state`), written as a move list (`toMoves`) or saved (`toJSON`).
 *
 * Mutations (`play`) throw `IllegalMoveError` on bad input and leave the game untouched; queries
 * (`at`, `isLegal`, `whyIllegal`) never throw.
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
  #moves: readonly GomokuMove[] | null = null; // frozen copy of the history, null when stale
  #state: GomokuState | null = null; // the current snapshot, null when stale

  /**
   * Starts an empty board with black to move.
   *
   * @param options - `size` (5 to 26, default 15) and `rule` (default `'freestyle'`)
   * @throws RangeError for a size outside 5 to 26 or an unknown rule
   * @example
   * new Gomoku({ size: 19, rule: 'standard' });
   */
  constructor(options: GomokuOptions = {}) {
    const { size = 15, rule = 'freestyle' } = options;
    assertSize(size);
    this.#position = new Position(size, ruleByName(rule));
  }

  /**
   * Plays a move list on a new game: moves such as `h8`, separated by spaces, commas or nothing
   * at all (`'h8 h9 i8'`, `'h8,h9,i8'`, `'h8h9i8'`), case-insensitive.
   *
   * @throws ParseError naming the bad token and its offset; when the game refuses a move, the
   *   message gives its number and why, and `cause` is the IllegalMoveError
   * @throws RangeError for bad options, as the constructor
   * @example
   * Gomoku.fromMoves('h8 h9 i8').moveCount; // 3
   */
  static fromMoves(moves: string, options?: GomokuOptions): Gomoku {
    const game = new Gomoku(options);
    replayMoveList(game, moves);
    return game;
  }

  /**
   * Restores a game saved with `toJSON()`, redo stack included. Everything is checked: field
   * types, version, size, rule, and every move, which must be legal in turn. Accepts the object
   * or its JSON text. Unknown extra fields are ignored.
   *
   * @throws ParseError whose `path` names the bad field (`version`, `moves[3]`)
   * @example
   * const copy = Gomoku.fromJSON(JSON.parse(JSON.stringify(game)));
   */
  static fromJSON(json: unknown): Gomoku {
    const saved = readSavedGame(json);
    const game = new Gomoku({ size: saved.size, rule: saved.rule });
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

  /** The side to move. Black moves first; after the game ends it is the side that would move. */
  get turn(): Stone {
    return turnAfter(this.#position.history.length);
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
      canRedo: position.redoStack.length > 0,
    });
    return this.#state;
  }

  /** Whether the game has ended in a win or a draw. */
  isGameOver(): boolean {
    return this.#position.status.kind !== 'playing';
  }

  /** Whether there is a move to take back. */
  canUndo(): boolean {
    return this.#position.history.length > 0;
  }

  /** Whether there is a taken-back move to replay. */
  canRedo(): boolean {
    return this.#position.redoStack.length > 0;
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
    return this.#position.judge(point) >= 0;
  }

  /**
   * Why the side to move may not play at a point now, or null when it may: the reason `play`
   * would throw, without the throw.
   *
   * @example
   * game.whyIllegal('h8'); // 'occupied'
   * game.whyIllegal('z99'); // 'malformed'
   */
  whyIllegal(point: PointInput): IllegalMoveReason | null {
    const code = this.#position.judge(point);
    return code >= 0 ? null : reasonOf(code);
  }

  /**
   * Every point the side to move may play, by row from the bottom then by column; none once the
   * game is over.
   *
   * @example
   * new Gomoku({ size: 5 }).legalMoves().length; // 25
   */
  legalMoves(): Point[] {
    const position = this.#position;
    if (position.status.kind !== 'playing') return [];
    const { points } = cellTable(position.size);
    return points.filter((_, index) => position.judgeCell(index) >= 0);
  }

  /**
   * Places the side to move's stone at `point` and clears the redo stack.
   *
   * @returns the move, with its number, colour, point and name
   * @throws IllegalMoveError (`malformed`, `off-board`, `occupied`, `game-over`), leaving the
   *   game and its snapshot as they were
   * @example
   * game.play('h8'); // { number: 1, stone: 'black', point: { x: 7, y: 7 }, name: 'h8' }
   */
  play(point: PointInput): GomokuMove {
    const index = this.#position.judge(point);
    if (index < 0) throw this.#position.refusal(index, point);
    const move = this.#position.play(index);
    this.#changed();
    return move;
  }

  /**
   * Takes back the last move; `redo` replays it. After a win or a draw, play resumes.
   *
   * @returns the move taken back, or null when there is none
   */
  undo(): GomokuMove | null {
    const move = this.#position.undo();
    if (move !== null) this.#changed();
    return move;
  }

  /**
   * Replays the last move taken back.
   *
   * @returns the move replayed, or null when there is none
   */
  redo(): GomokuMove | null {
    const move = this.#position.redo();
    if (move !== null) this.#changed();
    return move;
  }

  /** Clears the board, the history and the redo stack. A game already empty stays as it is. */
  reset(): void {
    if (this.#position.reset()) this.#changed();
  }

  /** An independent copy, redo stack included. A snapshot already taken is shared, being immutable. */
  clone(): Gomoku {
    const copy = new Gomoku({ size: this.size, rule: this.rule });
    copy.#position = this.#position.copy();
    copy.#moves = this.#moves;
    copy.#state = this.#state;
    return copy;
  }

  /**
   * The moves as a move list that `Gomoku.fromMoves` reads back: names separated by spaces.
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
    const { size, rule, history, redoStack } = this.#position;
    return {
      game: 'gomoku',
      version: 1,
      size,
      rule: rule.name,
      moves: history.map((move) => move.name),
      undone: redoStack.map((move) => move.name).reverse(),
    };
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

  #changed(): void {
    this.#moves = null;
    this.#state = null;
  }
}
