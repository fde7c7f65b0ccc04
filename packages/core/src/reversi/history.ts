import { describeValue } from '../describe-value.ts';
import { IllegalMoveError } from '../errors.ts';
import { MALFORMED } from '../locate.ts';
import type { Position } from './position.ts';
import { bitsToNames, locate, SQUARE_NAMES, SQUARE_POINTS } from './squares.ts';
import type { LossReason, ReversiMove, ReversiStatus, Stone } from './types.ts';

/**
 * The cell a move may be played on, or the reason it may not, in the order a player would want to
 * hear them: not a square, off the board, game over, occupied, must pass, flanks nothing.
 */
export function checkPlay(position: Position, input: unknown, ended = position.over): number {
  const index = locate(input);
  const shown = describeValue(input);
  const refuse = (reason: IllegalMoveError['reason'], why: string) =>
    new IllegalMoveError(reason, shown, `Cannot play ${shown}: ${why}`);
  if (index === MALFORMED) {
    throw refuse('malformed', 'not a square (expected a1 to h8, or { x, y } with integers)');
  }
  if (index < 0) throw refuse('off-board', 'off the 8x8 board (columns a-h, rows 1-8)');
  if (ended) throw refuse('game-over', 'the game is over');
  if (position.at(index) !== null) throw refuse('occupied', `${SQUARE_NAMES[index]} is occupied`);
  if (position.mustPass) {
    throw refuse('must-pass', `${position.turn} has no legal move and must pass`);
  }
  if (!position.isLegal(index)) throw refuse('no-flips', 'it flanks no discs, so flips none');
  return index;
}

/** Throws unless the side to move may pass: it has no legal move and the game is not over. */
export function checkPass(position: Position, ended = position.over): void {
  if (ended) {
    throw new IllegalMoveError('game-over', 'pass', 'Cannot pass: the game is over');
  }
  if (!position.mustPass) {
    const moves = bitsToNames(position.movesLo, position.movesHi).join(', ');
    throw new IllegalMoveError(
      'cannot-pass',
      'pass',
      `Cannot pass: ${position.turn} has a legal move (${moves})`,
    );
  }
}

/**
 * The mutable heart of a game: the positions, the history and the redo stack. Moves reaching it
 * have been checked. Every change bumps `version`, which is how the game knows its snapshot is stale.
 */
export class History {
  readonly start: Position; // where the game began
  readonly autoPass: boolean; // forced passes are played here, right after the move forcing them
  position: Position; // the position now
  readonly moves: ReversiMove[] = []; // the history, passes included
  readonly redoStack: ReversiMove[] = []; // taken-back moves (never automatic passes), next last
  private readonly before: Position[] = []; // the position before each entry of `moves`
  version = 0; // changes made so far
  conceded: ReversiStatus | null = null; // a loss off the board (time, resignation), which no undo takes back

  constructor(start: Position, autoPass: boolean) {
    this.start = start;
    this.autoPass = autoPass;
    this.position = start;
    this.passIfForced();
  }

  /** Whether the game has ended, on the board or off it. */
  get over(): boolean {
    return this.conceded !== null || this.position.over;
  }

  /** The outcome: a loss off the board if there was one, else what the board says. */
  status(): ReversiStatus {
    return this.conceded ?? this.position.status();
  }

  /**
   * Ends the game with `loser` losing off the board. Nothing taken back can be replayed after
   * it, so the redo stack goes.
   */
  concede(loser: Stone, reason: LossReason): void {
    const winner = loser === 'black' ? 'white' : 'black';
    this.conceded = Object.freeze({ kind: 'won', winner, reason });
    this.redoStack.length = 0;
    this.version++;
  }

  /** Whether there is a move to take back; an automatic pass at the very start is none. */
  canUndo(): boolean {
    if (this.conceded !== null) return false;
    const first = this.moves[0];
    return this.moves.length > (first?.pass === true && this.autoPass ? 1 : 0);
  }

  /** Plays a checked move, empties the redo stack and passes for the opponent if forced to. */
  play(index: number): ReversiMove {
    this.redoStack.length = 0;
    const move = this.place(index, null);
    this.passIfForced();
    return move;
  }

  /** Plays a checked pass and empties the redo stack. */
  pass(): ReversiMove {
    this.redoStack.length = 0;
    return this.passEntry(null);
  }

  /** Takes back the last move and the automatic passes after it. */
  undo(): ReversiMove | null {
    if (!this.canUndo()) return null;
    let move = this.pop();
    while (move.pass && this.autoPass) move = this.pop();
    this.redoStack.push(move);
    return move;
  }

  /** Replays the last move taken back, the same record, and any pass it forces. */
  redo(): ReversiMove | null {
    if (this.conceded !== null) return null;
    const move = this.redoStack.pop();
    if (move === undefined) return null;
    if (move.square === null) this.passEntry(move);
    else this.place(locate(move.square), move);
    this.passIfForced();
    return move;
  }

  /** Back to the start with no history and nothing to redo. */
  reset(): void {
    // Without a move to undo there is at most the automatic pass of the start: nothing to reset.
    if (!this.canUndo() && this.redoStack.length === 0 && this.conceded === null) return;
    this.conceded = null;
    this.position = this.start;
    this.before.length = 0;
    this.moves.length = 0;
    this.redoStack.length = 0;
    this.version++;
    this.passIfForced();
  }

  private place(index: number, record: ReversiMove | null): ReversiMove {
    const before = this.position;
    const flips = before.flips(index);
    const move =
      record ??
      Object.freeze({
        number: this.moves.length + 1,
        stone: before.turn,
        name: SQUARE_NAMES[index]!,
        pass: false,
        square: SQUARE_NAMES[index]!,
        point: SQUARE_POINTS[index]!,
        flips: Object.freeze(bitsToNames(flips.lo, flips.hi)),
      });
    this.push(before.play(index, flips), move);
    return move;
  }

  private passEntry(record: ReversiMove | null): ReversiMove {
    const move =
      record ??
      Object.freeze({
        number: this.moves.length + 1,
        stone: this.position.turn,
        name: 'pass' as const,
        pass: true,
        square: null,
        point: null,
        flips: Object.freeze([]),
      });
    this.push(this.position.pass(), move);
    return move;
  }

  private passIfForced(): void {
    if (this.autoPass && this.position.mustPass) this.passEntry(null);
  }

  private push(after: Position, move: ReversiMove): void {
    this.before.push(this.position);
    this.moves.push(move);
    this.position = after;
    this.version++;
  }

  private pop(): ReversiMove {
    this.position = this.before.pop()!;
    this.version++;
    return this.moves.pop()!;
  }
}
