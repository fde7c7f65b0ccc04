import { ParseError } from '../errors.ts';
import type { Stone } from '../types.ts';
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
  ReversiJSON,
  ReversiMove,
  ReversiOBF,
  ReversiOptions,
  ReversiScore,
  ReversiSquare,
  ReversiSquareInput,
  ReversiState,
  ReversiStatus,
} from './types.ts';

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
   * @throws TypeError when `autoPass` is given and is not a boolean
   * @example
   * const game = new Reversi({ autoPass: false });
   */
  constructor(options: ReversiOptions = {}) {
    this.#history = new History(Position.start(), readAutoPass(options));
  }

  /**
   * A game from a board string: 64 cells a1, b1, ..., h1, a2, ..., h8 with `X` black, `O` white,
   * `-` or `.` empty (any case, whitespace ignored), then optionally the side to move `X` or `O`,
   * as `toPosition()` writes it. `side` may say it instead; black moves when neither does.
   *
   * @throws ParseError naming the offset of the offending character
   * @example
   * Reversi.fromPosition(`${'-'.repeat(27)}OX------XO${'-'.repeat(27)} X`).legalMoves(); // ['d3', 'c4', 'f5', 'e6']
   */
  static fromPosition(board: string, side?: Stone, options?: ReversiOptions): Reversi {
    const { cells, turn } = readBoardArguments(board, side);
    return Reversi.#from(Position.fromCells(cells, turn), options);
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
        token: String(line),
      });
    }
    const { cells, turn, annotations } = readOBF(line);
    const game = Reversi.#from(Position.fromCells(cells, turn), options);
    return Object.freeze({ game, annotations: Object.freeze(annotations) });
  }

  /**
   * Replays a transcript from the standard start: squares run together, any case, whitespace
   * allowed. Passes are not written; they are made wherever the side to move has no move.
   *
   * @throws ParseError at the offset of the first bad character or illegal square
   * @example
   * Reversi.fromTranscript('f5 d6 C3').turn; // 'white'
   */
  static fromTranscript(text: string, options?: ReversiOptions): Reversi {
    const game = new Reversi(options);
    replayTranscript(game, readTranscript(text));
    return game;
  }

  /**
   * Loads what `toJSON()` saved (the object or `JSON.parse` of it), checked field by field.
   *
   * @throws ParseError whose `path` names the bad field, such as `'moves[3]'`
   * @example
   * const copy = Reversi.fromJSON(JSON.parse(JSON.stringify(game)));
   */
  static fromJSON(data: unknown): Reversi {
    const saved = readJSON(data);
    const options = { autoPass: saved.autoPass };
    const { start } = saved;
    const game =
      start === null
        ? new Reversi(options)
        : Reversi.#from(Position.fromCells(start.cells, start.turn), options);
    replaySaved(game, saved);
    return game;
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

  /** `{ kind: 'playing' }`, or when neither side can move `{ kind: 'won', winner }` / `{ kind: 'draw' }`. */
  get status(): ReversiStatus {
    return this.#history.position.status();
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
      });
      this.#stateVersion = history.version;
    }
    return this.#state;
  }

  /** Whether neither side can move. */
  isGameOver(): boolean {
    return this.#history.position.over;
  }

  /** Whether a move can be taken back (a pass the game made by itself is not one). */
  canUndo(): boolean {
    return this.#history.canUndo();
  }

  /** Whether a taken-back move can be replayed. */
  canRedo(): boolean {
    return this.#history.redoStack.length > 0;
  }

  /** The disc on a square: `null` when it is empty or the input names no square. */
  at(square: ReversiSquareInput): Stone | null {
    const index = locate(square);
    return index < 0 ? null : this.#history.position.at(index);
  }

  /** The squares the side to move may play, in index order (a1, b1, ..., h8). */
  legalMoves(): ReversiSquare[] {
    const { movesLo, movesHi } = this.#history.position;
    return bitsToNames(movesLo, movesHi);
  }

  /** Whether the side to move may play `square`; false for input that names no square. */
  isLegal(square: ReversiSquareInput): boolean {
    const index = locate(square);
    return index >= 0 && this.#history.position.isLegal(index);
  }

  /** The discs playing `square` would flip, in index order, for previews; `[]` unless legal. */
  flipsFor(square: ReversiSquareInput): ReversiSquare[] {
    const index = locate(square);
    const position = this.#history.position;
    if (index < 0 || !position.isLegal(index)) return [];
    const flips = position.flips(index);
    return bitsToNames(flips.lo, flips.hi);
  }

  /** Whether the side to move has no move but the game goes on; only ever true without `autoPass`. */
  mustPass(): boolean {
    return this.#history.position.mustPass;
  }

  /** The discs on the board now. */
  score(): ReversiScore {
    return this.#history.position.score();
  }

  /**
   * The tournament count: the discs, with the empty squares going to the side with more discs
   * (split evenly in a draw). Counted from the board as it stands, so meant for a finished game.
   *
   * @example
   * game.finalScore(); // { black: 40, white: 24, empty: 0 } after a 38-24 finish with 2 empty
   */
  finalScore(): ReversiScore {
    return this.#history.position.finalScore();
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
    const index = checkPlay(this.#history.position, square);
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
    checkPass(this.#history.position);
    return this.#history.pass();
  }

  /**
   * Takes back the last move, with any pass the game made by itself after it, and returns it;
   * `null` when there is nothing to take back.
   *
   * @example
   * game.undo()?.square; // 'd3'
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
   * @throws RangeError unless `depth` is an integer from 0 to 64
   * @example
   * new Reversi().perft(8); // 390216
   */
  perft(depth: number): number {
    return perft(this.#history.position, depth);
  }

  /**
   * The squares played, passes left out, such as `'f5d6c3d3c4'`; `Reversi.fromTranscript` replays
   * it when the game began at the standard start.
   */
  toTranscript(): string {
    return formatTranscript(this.#history.moves);
  }

  /** The position now: 64 cells and the side to move, `'<64 cells> X'`, as OBF lines begin. */
  toPosition(): string {
    return formatPosition(this.#history.position);
  }

  /** The saved game: `{ game: 'reversi', version: 1, start?, autoPass, moves, undone }`. */
  toJSON(): ReversiJSON {
    const { start, autoPass, moves, redoStack } = this.#history;
    const startText = start.isStart() ? null : formatPosition(start);
    return writeJSON(startText, autoPass, moves, redoStack.toReversed());
  }
}

function readAutoPass(options: ReversiOptions): boolean {
  const autoPass = options.autoPass ?? true;
  if (typeof autoPass !== 'boolean') {
    throw new TypeError(`autoPass must be true or false, got ${String(autoPass)}`);
  }
  return autoPass;
}
