import { describeValue } from '../describe-value.ts';
import { IllegalMoveError, type OptionError, ParseError } from '../errors.ts';
import { readOptionsObject, refuseOption } from '../options.ts';
import { concedeSaved } from '../result.ts';
import { readSide } from '../side.ts';
import type { Stone } from '../types.ts';
import { isInputError, isParseError, type ValidationResult, validate } from '../validation.ts';
import { checkPass, checkPlay, History } from './history.ts';
import { readJSON, writeJSON } from './json.ts';
import { formatPosition, readBoardArguments, readOBF } from './obf.ts';
import { perft } from './perft.ts';
import { Position } from './position.ts';
import { replaySaved, replayTranscript } from './replay.ts';
import { createSnapshot } from './snapshot.ts';
import { bitsToNames, locate } from './squares.ts';
import { formatTranscript, readTranscript } from './transcript.ts';
import type {
  LossReason,
  ReversiAnnotation,
  ReversiJSON,
  ReversiMove,
  ReversiOptions,
  ReversiPositionOptions,
  ReversiScore,
  ReversiSquare,
  ReversiSquareInput,
  ReversiState,
  ReversiStatus,
} from './types.ts';

/**
 * What `Reversi.parseOBF()` returns. It holds the class, so it stands beside it rather than in
 * `types.ts`, which imports nothing of the game.
 *
 * @example
 * const { game, annotations } = Reversi.parseOBF(line);
 */
export interface ReversiOBF {
  readonly game: Reversi; // the position, ready to play
  readonly annotations: readonly ReversiAnnotation[]; // move scores, in the order listed
}

/**
 * A game of Reversi (Othello) on the 8x8 board, black first from the four centre discs. Squares
 * are names such as `'d3'` (column from the left, row 1 at the TOP) or `{ x, y }` counted the same
 * way from 0. Mutations throw typed errors and leave the game exactly as it was; queries return
 * `null`, `false` or `[]` rather than throw.
 *
 * @example
 * const game = new Reversi();
 * game.play('f5'); // flips e5
 * game.legalMoves(); // ['f4', 'd6', 'f6'] (white's replies, a1 first)
 * game.state.score; // { black: 4, white: 1, empty: 59 }
 */
export class Reversi {
  #history: History; // positions, moves and the redo stack
  #state: ReversiState | null = null; // the current snapshot, built on first read
  #stateVersion = -1; // the history version the snapshot shows

  /**
   * Starts the standard position: d4 and e5 white, d5 and e4 black, black to move.
   *
   * @param options - `autoPass` (@defaultValue true): whether the game passes by itself for a
   *   side with no legal move; when false, that side must call `pass()`.
   * @throws OptionError for options that are not an object, or an `autoPass` that is not a
   *   boolean
   * @example
   * const game = new Reversi({ autoPass: false });
   */
  constructor(options: ReversiOptions = {}) {
    this.#history = new History(Position.start(), readAutoPass(options));
  }

  /**
   * A game from a board string: 64 cells a1, b1, ..., h1, a2, ..., h8 with `X` black, `O` white,
   * `-` or `.` empty (any case, whitespace ignored), then optionally the side to move `X` or `O`,
   * as `toPosition()` writes it. The option `toMove` may say it instead, as in
   * `Gomoku.fromPosition`; black moves when neither does.
   *
   * @param options - `toMove`, and the options of `new Reversi` (`autoPass`)
   * @throws ParseError naming the offset of the offending character, or for a side to move in the
   *   text that `toMove` contradicts
   * @throws OptionError for bad options: a `toMove` that is not `'black'` or `'white'`, a bad
   *   `autoPass`
   * @example
   * Reversi.fromPosition(`${'-'.repeat(27)}OX------XO${'-'.repeat(27)} X`).legalMoves(); // ['d3', 'c4', 'f5', 'e6']
   * Reversi.fromPosition(board, { toMove: 'white', autoPass: false });
   */
  static fromPosition(board: string, options?: ReversiPositionOptions): Reversi;
  /**
   * The old form of `fromPosition(board, { toMove, ...options })`, with the side to move as its
   * own argument.
   *
   * @deprecated use `Reversi.fromPosition(board, { toMove: side, ...options })`
   */
  static fromPosition(board: string, side: Stone | undefined, options?: ReversiOptions): Reversi;
  static fromPosition(
    board: string,
    second?: ReversiPositionOptions | Stone,
    third?: ReversiOptions,
  ): Reversi {
    // The old form: a side (or undefined, or anything else that is not an object) first, or
    // options in third place.
    const old = third !== undefined || (second !== undefined && typeof second !== 'object');
    const { toMove, ...options } = old
      ? { ...readOptionsObject(third), toMove: second }
      : readOptionsObject(second);
    const { cells, turn } = readBoardArguments(board, toMove, old ? 'side' : 'toMove');
    return Reversi.#from(Position.fromCells(cells, turn), options as ReversiOptions);
  }

  /**
   * Reads an Edax OBF line, `<64 cells> <X|O>;` then any `MOVE:score;` annotations, into a game
   * and the annotated scores (final disc differential for the side to move; `PS` is a pass).
   *
   * @throws ParseError naming the offset of the offending character
   * @example
   * const { game, annotations } = Reversi.parseOBF(line); // annotations[0]: { move: 'g8', score: 18 }
   */
  static parseOBF(line: string, options?: ReversiOptions): ReversiOBF {
    if (typeof line !== 'string') {
      throw new ParseError(`An OBF line must be a string, got ${typeof line}`, {
        token: describeValue(line),
      });
    }
    const { cells, turn, annotations } = readOBF(line);
    const game = Reversi.#from(Position.fromCells(cells, turn), options);
    return Object.freeze({ game, annotations: Object.freeze(annotations) });
  }

  /**
   * Replays a move list (a transcript) from the standard start: squares run together, any case,
   * whitespace allowed, as `toMoves()` writes them. Passes are not written; they are made
   * wherever the side to move has no move.
   *
   * @throws ParseError at the offset of the first bad character or illegal square
   * @throws OptionError for bad options, as the constructor
   * @example
   * Reversi.fromMoves('f5 d6 C3').turn; // 'white'
   */
  static fromMoves(moves: string, options?: ReversiOptions): Reversi {
    const game = new Reversi(options);
    replayTranscript(game, readTranscript(moves));
    return game;
  }

  /**
   * The old name of `fromMoves`.
   *
   * @deprecated use `Reversi.fromMoves`, the name both games share
   */
  static fromTranscript(text: string, options?: ReversiOptions): Reversi {
    return Reversi.fromMoves(text, options);
  }

  /**
   * Loads what `toJSON()` saved, the object or its JSON text, checked field by field, as
   * `Gomoku.fromJSON` does.
   *
   * @throws ParseError whose `path` names the bad field, such as `'moves[3]'`; for text that is
   *   not JSON, and for data nested too deeply to read
   * @example
   * const copy = Reversi.fromJSON(JSON.stringify(game)); // or the object, JSON.parse'd
   */
  static fromJSON(json: unknown): Reversi {
    const saved = readJSON(json);
    const options = { autoPass: saved.autoPass };
    const { start } = saved;
    const game =
      start === null
        ? new Reversi(options)
        : Reversi.#from(Position.fromCells(start.cells, start.turn), options);
    replaySaved(game, saved);
    if (saved.result !== null) {
      concedeSaved(saved.result, (loser, reason) =>
        reason === 'time' ? game.loseOnTime(loser) : game.resign(loser),
      );
    }
    return game;
  }

  /**
   * Whether `Reversi.fromMoves(moves, options)` would replay the move list, without throwing.
   *
   * @returns `{ ok: true }`, or `{ ok: false, error }` with the ParseError (`token`, `offset`)
   *   `fromMoves` would throw, or an OptionError for bad options
   * @example
   * Reversi.validateMoves('f5 d6 c9'); // { ok: false, error: ParseError { offset: 7, ... } }
   */
  static validateMoves(
    moves: string,
    options?: ReversiOptions,
  ): ValidationResult<ParseError | OptionError> {
    return validate(() => Reversi.fromMoves(moves, options), isInputError);
  }

  /**
   * Whether `Reversi.fromJSON(json)` would load the saved game (the object or its JSON text),
   * without throwing.
   *
   * @returns `{ ok: true }`, or `{ ok: false, error }` with the ParseError whose `path` names the
   *   bad field
   * @example
   * Reversi.validateJSON({ game: 'reversi', version: 1, moves: ['z9'] }); // error.path: 'moves[0]'
   */
  static validateJSON(json: unknown): ValidationResult {
    return validate(() => Reversi.fromJSON(json), isParseError);
  }

  /**
   * Whether `Reversi.fromPosition(board, options)` would set up the position, without throwing.
   *
   * @returns `{ ok: true }`, or `{ ok: false, error }` with the ParseError (`offset` of a bad
   *   character), or an OptionError for bad options
   * @example
   * Reversi.validatePosition('-'.repeat(63)); // { ok: false, error: ParseError: … ends after 63 cells … }
   */
  static validatePosition(
    board: string,
    options?: ReversiPositionOptions,
  ): ValidationResult<ParseError | OptionError> {
    return validate(() => Reversi.fromPosition(board, options), isInputError);
  }

  /**
   * Whether `Reversi.parseOBF(line, options)` would read the OBF line, without throwing.
   *
   * @returns `{ ok: true }`, or `{ ok: false, error }` with the ParseError (`offset`), or an
   *   OptionError for bad options
   * @example
   * Reversi.validateOBF(`${'-'.repeat(64)};`); // { ok: false, error: ParseError: … no side to move … }
   */
  static validateOBF(
    line: string,
    options?: ReversiOptions,
  ): ValidationResult<ParseError | OptionError> {
    return validate(() => Reversi.parseOBF(line, options), isInputError);
  }

  static #from(start: Position, options: ReversiOptions | undefined): Reversi {
    const game = new Reversi(options);
    game.#history = new History(start, game.#history.autoPass);
    return game;
  }

  /** The side to move; once the game is over, the side that would have been next. */
  get turn(): Stone {
    return this.#history.position.turn;
  }

  /** The history, passes included, first entry first. */
  get moves(): readonly ReversiMove[] {
    return this.state.moves;
  }

  /**
   * `{ kind: 'playing' }`; when neither side can move `{ kind: 'won', winner, reason: 'count' }` or
   * `{ kind: 'draw' }`; after `loseOnTime` or `resign`, `{ kind: 'won', winner, reason }`.
   */
  get status(): ReversiStatus {
    return this.#history.status();
  }

  /** A frozen snapshot of the game: the same object until the next change, never changed itself. */
  get state(): ReversiState {
    const history = this.#history;
    if (this.#state === null || this.#stateVersion !== history.version) {
      this.#state = createSnapshot({
        position: history.position,
        moves: history.moves,
        canUndo: history.canUndo(),
        canRedo: history.redoStack.length > 0,
        autoPass: history.autoPass,
        status: history.status(),
      });
      this.#stateVersion = history.version;
    }
    return this.#state;
  }

  /** Whether the game has ended: neither side can move, or one lost on time or resigned. */
  isGameOver(): boolean {
    return this.#history.over;
  }

  /** Whether a move can be taken back (a pass the game made by itself is not one). */
  canUndo(): boolean {
    return this.#history.canUndo();
  }

  /** Whether a taken-back move can be replayed. */
  canRedo(): boolean {
    return this.#history.conceded === null && this.#history.redoStack.length > 0;
  }

  /** The disc on a square: `null` when it is empty or the input names no square. */
  at(square: ReversiSquareInput): Stone | null {
    const index = locate(square);
    return index < 0 ? null : this.#history.position.at(index);
  }

  /** The squares the side to move may play, in index order (a1, b1, ..., h8); none once the game is over. */
  legalMoves(): ReversiSquare[] {
    if (this.#history.over) return [];
    const { movesLo, movesHi } = this.#history.position;
    return bitsToNames(movesLo, movesHi);
  }

  /** Whether the side to move may play `square`; false for input that names no square. */
  isLegal(square: ReversiSquareInput): boolean {
    const index = locate(square);
    return index >= 0 && !this.#history.over && this.#history.position.isLegal(index);
  }

  /** The discs playing `square` would flip, in index order, for previews; `[]` unless legal. */
  flipsFor(square: ReversiSquareInput): ReversiSquare[] {
    const index = locate(square);
    const position = this.#history.position;
    if (index < 0 || this.#history.over || !position.isLegal(index)) return [];
    const flips = position.flips(index);
    return bitsToNames(flips.lo, flips.hi);
  }

  /** Whether the side to move has no move but the game goes on; only ever true without `autoPass`. */
  mustPass(): boolean {
    return !this.#history.over && this.#history.position.mustPass;
  }

  /** The discs on the board now. */
  score(): ReversiScore {
    return this.#history.position.score();
  }

  /**
   * The tournament count: the discs, with the empty squares going to the side with more discs
   * (split evenly in a draw). Counted from the board as it stands, so meant for a finished game.
   *
   * A game lost on time or by resignation is scored as the World Othello Championship rules
   * score a game lost on time: the winner keeps the board's count, the empty squares added, when
   * that beats the loser's discs, and otherwise wins 33-31.
   *
   * @example
   * game.finalScore(); // { black: 40, white: 24, empty: 0 } after a 38-24 finish with 2 empty
   */
  finalScore(): ReversiScore {
    const { conceded, position } = this.#history;
    if (conceded?.kind !== 'won') return position.finalScore();
    const score = position.score();
    const loser = conceded.winner === 'black' ? 'white' : 'black';
    const won = score[conceded.winner] + score.empty;
    const [winnerDiscs, loserDiscs] = won > score[loser] ? [won, score[loser]] : [33, 31];
    return Object.freeze({
      black: conceded.winner === 'black' ? winnerDiscs : loserDiscs,
      white: conceded.winner === 'white' ? winnerDiscs : loserDiscs,
      empty: 64 - winnerDiscs - loserDiscs,
    });
  }

  /**
   * Plays a disc for the side to move and flips every disc it flanks. With `autoPass`, a pass the
   * opponent is then forced into follows. A new move empties the redo stack.
   *
   * @throws IllegalMoveError with reason `malformed`, `off-board`, `game-over`, `occupied`,
   *   `must-pass` or `no-flips`; the game is unchanged
   * @example
   * game.play('d3'); // or game.play({ x: 3, y: 2 })
   */
  play(square: ReversiSquareInput): ReversiMove {
    const index = checkPlay(this.#history.position, square, this.#history.over);
    return this.#history.play(index);
  }

  /**
   * Passes for the side to move, allowed only when it has no legal move and the game goes on (so
   * never with `autoPass`, which passes by itself).
   *
   * @throws IllegalMoveError with reason `game-over` or `cannot-pass`; the game is unchanged
   * @example
   * if (game.mustPass()) game.pass();
   */
  pass(): ReversiMove {
    checkPass(this.#history.position, this.#history.over);
    return this.#history.pass();
  }

  /**
   * Ends the game: `side` (by default the side to move) resigns and the other side wins, with
   * `reason: 'resignation'`; `finalScore` gives the conventional score. Final: `undo` and
   * `redo` do nothing afterwards (see `LossReason`); `reset` starts again.
   *
   * @returns the new status
   * @throws IllegalMoveError `game-over` when the game has ended already; OptionError for a
   *   `side` that is not `'black'` or `'white'`
   * @example
   * game.resign('white'); // { kind: 'won', winner: 'black', reason: 'resignation' }
   */
  resign(side?: Stone): ReversiStatus {
    return this.#concede(side === undefined ? this.turn : readSide(side, 'side'), 'resignation');
  }

  /**
   * Ends the game: `side` ran out of time and the other side wins, with `reason: 'time'`, as the
   * World Othello Championship rules have it; `finalScore` gives the conventional score. The
   * engine keeps no clock: call this when yours says a side is out (`GameClock.check`). Final,
   * as `resign`.
   *
   * @returns the new status
   * @throws IllegalMoveError `game-over` when the game has ended already; OptionError for a
   *   `side` that is not `'black'` or `'white'`
   * @example
   * if (clock.check() !== null) game.loseOnTime(clock.state.flagged!);
   */
  loseOnTime(side: Stone): ReversiStatus {
    return this.#concede(readSide(side, 'side'), 'time');
  }

  #concede(loser: Stone, reason: LossReason): ReversiStatus {
    const history = this.#history;
    if (history.over) {
      const verb = reason === 'time' ? 'lose on time' : 'resign';
      throw new IllegalMoveError('game-over', reason, `${loser} cannot ${verb}: the game is over`);
    }
    history.concede(loser, reason);
    return history.status();
  }

  /**
   * Takes back the last move, with any pass the game made by itself after it, and returns it;
   * `null` when there is nothing to take back, or after a loss on time or by resignation.
   *
   * @example
   * game.undo()?.name; // 'd3'
   */
  undo(): ReversiMove | null {
    return this.#history.undo();
  }

  /** Replays the last move taken back and returns it; `null` when there is none. */
  redo(): ReversiMove | null {
    return this.#history.redo();
  }

  /** Back to the start position, with no history and nothing to redo. */
  reset(): void {
    this.#history.reset();
  }

  /**
   * Counts the move sequences `depth` plies long from the current position, as Edax does: a
   * forced pass is a ply and lines whose game ends sooner are not counted. Bitboards, no
   * allocation; for testing and benchmarks.
   *
   * @throws OptionError (`depth`) unless `depth` is an integer from 0 to 64
   * @example
   * new Reversi().perft(8); // 390216
   */
  perft(depth: number): number {
    return perft(this.#history.position, depth);
  }

  /**
   * The move list: the squares played, passes left out, such as `'f5d6c3d3c4'`;
   * `Reversi.fromMoves` replays it when the game began at the standard start.
   *
   * @example
   * Reversi.fromMoves('f5 d6').toMoves(); // 'f5d6'
   */
  toMoves(): string {
    return formatTranscript(this.#history.moves);
  }

  /**
   * The old name of `toMoves`.
   *
   * @deprecated use `toMoves`, the name both games share
   */
  toTranscript(): string {
    return this.toMoves();
  }

  /** The position now: 64 cells and the side to move, `'<64 cells> X'`, as OBF lines begin. */
  toPosition(): string {
    return formatPosition(this.#history.position);
  }

  /** The saved game: `{ game: 'reversi', version: 1, start?, autoPass, moves, undone, result? }`. */
  toJSON(): ReversiJSON {
    const { start, autoPass, moves, redoStack, conceded } = this.#history;
    const startText = start.isStart() ? null : formatPosition(start);
    return writeJSON(startText, autoPass, moves, redoStack.toReversed(), conceded);
  }
}

function readAutoPass(options: ReversiOptions | undefined): boolean {
  const autoPass = readOptionsObject(options).autoPass ?? true;
  if (typeof autoPass !== 'boolean') throw refuseOption('autoPass', 'true or false', autoPass);
  return autoPass;
}
