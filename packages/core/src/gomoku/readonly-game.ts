import type { IllegalMoveError, IllegalMoveReason } from '../errors.ts';
import { locate } from '../locate.ts';
import { renderBoard } from './ascii.ts';
import { BLACK, cellStone, stoneName } from './board.ts';
import { writeBoardText } from './board-text.ts';
import type { GameCore } from './game-core.ts';
import { writeSavedGame } from './json.ts';
import type {
  ForbiddenKind,
  ForbiddenMoves,
  ForbiddenPoint,
  GomokuJSON,
  GomokuMove,
  GomokuOpening,
  GomokuRuleName,
  GomokuState,
  GomokuStatus,
  OpeningAction,
  Point,
  PointInput,
  Stone,
} from './types.ts';

/**
 * What can be asked of a game of Gomoku without changing it: its settings, its moves and status,
 * the snapshot, the legality queries, and its written forms. `Gomoku` extends it with the ways to
 * start a game and the verbs that change one; see `Gomoku` for the whole. None of these throws.
 */
export class ReadonlyGomoku {
  // The same core as the `Gomoku` that extends this class holds: private fields belong to one
  // class each, so each half keeps its own reference.
  #core: GameCore;

  /** Only `Gomoku` makes one, handing over the core it changes. */
  protected constructor(core: GameCore) {
    this.#core = core;
  }

  /** Board width and height. @defaultValue 15 */
  get size(): number {
    return this.#core.position.size;
  }

  /** The win condition. @defaultValue 'freestyle' */
  get rule(): GomokuRuleName {
    return this.#core.position.rule.name;
  }

  /**
   * Under Renju, whether black's forbidden moves are refused or lose the game.
   * @defaultValue 'refuse'
   */
  get forbiddenMoves(): ForbiddenMoves {
    return this.#core.position.forbiddenMoves;
  }

  /**
   * The opening: its rule, what it expects next (`phase`), who holds black, its actions and
   * stones, and the Renju opening moves 1 to 3 make. The same object as `state.opening`.
   *
   * @example
   * new Gomoku({ opening: 'swap2' }).opening.phase.phase; // 'place'
   */
  get opening(): GomokuOpening {
    return this.#core.opening.state;
  }

  /**
   * The side to move: the colour of the next stone. Black moves first; after the game ends it
   * is the side that would move. During an opening, who acts next (and whether by placing a
   * stone) is in `opening.phase`.
   */
  get turn(): Stone {
    return stoneName(this.#core.position.turn);
  }

  /** The moves played so far, first move first, as a frozen array. */
  get moves(): readonly GomokuMove[] {
    return this.#core.moves;
  }

  /** How many moves have been played. */
  get moveCount(): number {
    return this.#core.position.history.length;
  }

  /** The most recent move, or null before the first. */
  get lastMove(): GomokuMove | null {
    return this.#core.position.history.at(-1) ?? null;
  }

  /** Playing, won (with the winner and the winning line) or drawn (full board, no five). */
  get status(): GomokuStatus {
    return this.#core.position.status;
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
    return this.#core.state;
  }

  /** Whether the game has ended in a win or a draw. */
  isGameOver(): boolean {
    return this.#core.position.status.kind !== 'playing';
  }

  /** Whether there is a move (or an opening action) to take back. */
  canUndo(): boolean {
    return this.#core.canUndo();
  }

  /** Whether there is a taken-back move (or opening action) to replay. */
  canRedo(): boolean {
    return this.#core.canRedo();
  }

  /**
   * The stone at a point, or null when the point is empty, off the board or not a point.
   *
   * @example
   * game.at('h8'); // 'black'
   */
  at(point: PointInput): Stone | null {
    const { board, size } = this.#core.position;
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
    return this.#core.whyIllegal(point) === null;
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
    return this.#core.whyIllegal(point);
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
    const next = this.#core.step(action);
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
    const { board, rule, size } = this.#core.position;
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
    return this.#core.forbiddenPoints();
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
    return this.#core.legalMoves();
  }

  /**
   * The moves as a move list that `Gomoku.fromMoves` reads back: names separated by spaces. For a
   * game set up with `fromPosition`, the moves played since (see `toJSON` to keep both).
   *
   * @example
   * Gomoku.fromMoves('H8,h9, i8').toMoves(); // 'h8 h9 i8'
   */
  toMoves(): string {
    return this.#core.position.history.map((move) => move.name).join(' ');
  }

  /**
   * The game as plain data for `JSON.stringify`, redo stack included; `Gomoku.fromJSON` reads it
   * back.
   *
   * @example
   * game.toJSON(); // { game: 'gomoku', version: 1, size: 15, rule: 'freestyle', moves: ['h8'], undone: [] }
   */
  toJSON(): GomokuJSON {
    return writeSavedGame(this.#core.position, this.#core.opening);
  }

  /**
   * The board as `Gomoku.fromPosition` reads it: `size * size` characters, the top row first and
   * each row from column `a`, `X` black, `O` white, `.` empty. The side to move is `turn`.
   *
   * @example
   * Gomoku.fromMoves('a1', { size: 5 }).toPosition(); // '....................X....'
   */
  toPosition(): string {
    return writeBoardText(this.#core.position.board);
  }

  /**
   * The board as text, for logs and tests: `X` black, `O` white, `.` empty, top row first, with
   * the coordinates around it.
   *
   * @example
   * console.log(Gomoku.fromMoves('a1', { size: 5 }).ascii()); // ends with '1 X . . . .\n  a b c d e'
   */
  ascii(): string {
    return renderBoard(this.#core.position.board);
  }
}
