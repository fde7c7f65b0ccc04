import { IllegalMoveError, type IllegalMoveReason } from '../errors.ts';
import { BLACK, stoneName } from './board.ts';
import { cellTable } from './coords.ts';
import { placesStone } from './opening/opening.ts';
import { isPointAction, type OpeningTrack } from './opening-track.ts';
import type { Position } from './position.ts';
import { describeEnd, reasonOf } from './refusal.ts';
import { createSnapshot, listForbidden, NO_FORBIDDEN } from './snapshot.ts';
import type {
  ForbiddenPoint,
  GomokuMove,
  GomokuState,
  LossReason,
  OpeningAction,
  OpeningState,
  Point,
  PointInput,
  Stone,
} from './types.ts';

/**
 * The private state behind a `Gomoku`: the position and the opening, kept in step, and what is
 * worked out from them (the frozen move list, the snapshot, black's forbidden points), cached
 * until the next change. `ReadonlyGomoku` reads it and `Gomoku` changes it; both hold the same
 * core, so the public class can be split in two without giving up its private fields.
 */
export class GameCore {
  position: Position; // the mutable board, history and redo stack
  opening: OpeningTrack; // the opening and its taken-back actions, in step with the moves
  #moves: readonly GomokuMove[] | null = null; // frozen copy of the history, null when stale
  #state: GomokuState | null = null; // the current snapshot, null when stale
  #forbidden: readonly ForbiddenPoint[] | null = null; // black's forbidden points, null when stale

  constructor(position: Position, opening: OpeningTrack) {
    this.position = position;
    this.opening = opening;
  }

  /** Starts again from `position` and `opening`, as a game set up from a position does. */
  adopt(position: Position, opening: OpeningTrack): void {
    this.position = position;
    this.opening = opening;
    this.#changed();
  }

  /** Becomes an independent copy of `other`; snapshots are immutable, so they are shared. */
  copyFrom(other: GameCore): void {
    this.position = other.position.copy();
    this.opening = other.opening.copy();
    this.#moves = other.#moves;
    this.#state = other.#state;
    this.#forbidden = other.#forbidden;
  }

  /** The moves played so far, as a frozen array, the same one until the game changes. */
  get moves(): readonly GomokuMove[] {
    this.#moves ??= Object.freeze(this.position.history.slice());
    return this.#moves;
  }

  /** The deeply frozen snapshot of the game, the same one until the game changes. */
  get state(): GomokuState {
    const position = this.position;
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
      opening: this.opening.state,
    });
    return this.#state;
  }

  /** Black's forbidden points on the board as it stands, a frozen list, cached. */
  forbiddenPoints(): readonly ForbiddenPoint[] {
    const position = this.position;
    this.#forbidden ??= listForbidden(position.size, position.forbiddenCells());
    return this.#forbidden;
  }

  /** Whether there is a move, or an opening action, to take back; never after a loss off the board. */
  canUndo(): boolean {
    if (this.position.conceded) return false;
    return this.position.history.length > 0 || this.opening.state.actions.length > 0;
  }

  /** Whether there is a taken-back move, or opening action, to replay. */
  canRedo(): boolean {
    if (this.position.conceded) return false;
    return this.position.redoStack.length > 0 || this.opening.redoStack.length > 0;
  }

  /**
   * Ends the game with `loser` losing off the board, on time or by resignation. The redo stacks
   * go, and nothing is taken back after it (see `LossReason`).
   *
   * @throws IllegalMoveError `game-over` when the game has ended already
   */
  concede(loser: Stone, reason: LossReason): void {
    const position = this.position;
    if (position.status.kind !== 'playing') {
      const verb = reason === 'time' ? 'lose on time' : 'resign';
      throw new IllegalMoveError(
        'game-over',
        reason,
        `${loser} cannot ${verb}: the game is over, ${describeEnd(position.status)}`,
      );
    }
    position.concede(loser === 'black' ? 'white' : 'black', reason);
    this.opening.redoStack.length = 0;
    this.#changed();
  }

  /** Why the side to move may not play at `point` now, the board first, then the opening. */
  whyIllegal(point: PointInput): IllegalMoveReason | null {
    const code = this.position.judge(point);
    if (code < 0) return reasonOf(code);
    const opening = this.opening;
    return opening.done ? null : (opening.check(opening.actionAt(point))?.reason ?? null);
  }

  /** Every point the side to move may play, by row from the bottom then by column. */
  legalMoves(): Point[] {
    const position = this.position;
    const opening = this.opening;
    if (position.status.kind !== 'playing') return [];
    // One scan of the board answers for every point at once; judged one by one they cost more.
    if (position.turn === BLACK) position.forbiddenCells();
    const { points } = cellTable(position.size);
    if (opening.done) return points.filter((_, index) => position.judgeCell(index) >= 0);
    return points.filter((point, index) => position.judgeCell(index) >= 0 && opening.takes(point));
  }

  /**
   * The opening after `action`, or why the game refuses it: a point is judged on the board first,
   * as `play` judges it, then by the opening.
   */
  step(action: unknown): OpeningState | IllegalMoveError {
    const position = this.position;
    if (!this.opening.done && isPointAction(action)) {
      const code = position.judge(action.point);
      if (code < 0) return position.refusal(code, action.point);
    }
    return this.opening.after(action);
  }

  /** Plays a point, as the opening's next action while it lasts; throws when it is refused. */
  play(point: PointInput): GomokuMove {
    const position = this.position;
    const index = position.judge(point);
    if (index < 0) throw position.refusal(index, point);
    // An action that puts a stone down always gives its move.
    if (!this.opening.done) return this.act(this.opening.actionAt(point))!;
    const move = position.play(index);
    this.#changed();
    return move;
  }

  /** Takes an opening action, which `step` judges first; the move it plays, if any. */
  act(action: OpeningAction): GomokuMove | null {
    // A choice would go on with a game that ended off the board; a stone is refused anyway.
    if (this.position.conceded) {
      const shown = describeAction(action);
      const ending = describeEnd(this.position.status);
      throw new IllegalMoveError(
        'game-over',
        shown,
        `Cannot ${shown}: the game is over, ${ending}`,
      );
    }
    const next = this.step(action);
    if (next instanceof Error) throw next;
    const position = this.position;
    let move: GomokuMove | null = null;
    if (placesStone(action)) {
      // The opening's newest stone is the point judged by `step`, in the colour of `turn`.
      const index = position.judge(next.stones.at(-1)!.point);
      move = position.play(index);
    } else {
      // A new action makes the moves taken back unreachable, as a new move does.
      position.clearRedo();
    }
    this.opening.commit(next);
    this.#changed();
    return move;
  }

  /** Takes back the last move, with the opening actions since it; null when there is none. */
  undo(): GomokuMove | null {
    const position = this.position;
    const opening = this.opening;
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
   * Replays the last move taken back, with the opening actions before it that `undoAction` took
   * back on their own, and those that followed it. Null when no move comes back, even if lone
   * actions did.
   */
  redo(): GomokuMove | null {
    // Opening actions are taken back only after every move beyond them, so they come back first.
    // The moves of the opening's stones sit on top of the position's redo stack, in the same
    // order, so the position's next move is the stone the opening just replayed; when the
    // opening replayed no stone, it is the first move after the opening.
    if (this.position.conceded) return null;
    const opening = this.opening.redo();
    const move = this.position.redo();
    if (move !== null || opening) this.#changed();
    return move;
  }

  /**
   * Takes back one step: the last move beyond the opening, or else the opening's last action
   * with the move it put down, if any. The action or move taken back; null when there is none.
   */
  undoAction(): GomokuMove | OpeningAction<string> | null {
    const position = this.position;
    if (position.conceded) return null;
    let taken: GomokuMove | OpeningAction<string> | null;
    if (position.history.length > this.opening.state.stones.length) taken = position.undo();
    else {
      const action = this.opening.undoAction();
      taken = action !== null && placesStone(action) ? position.undo() : action;
    }
    if (taken !== null) this.#changed();
    return taken;
  }

  /** Replays what the last `undoAction` took back, the mirror of it; null when there is none. */
  redoAction(): GomokuMove | OpeningAction<string> | null {
    if (this.position.conceded) return null;
    // Lone actions are taken back only after every move beyond the opening: they come back first.
    const action = this.opening.redoAction();
    const taken = action === null || placesStone(action) ? this.position.redo() : action;
    if (taken !== null) this.#changed();
    return taken;
  }

  /** Back to the start, both redo stacks emptied; a game already there stays as it is. */
  reset(): void {
    const opening = this.opening.reset();
    if (this.position.reset() || opening) this.#changed();
  }

  #changed(): void {
    this.#moves = null;
    this.#state = null;
    this.#forbidden = null;
  }
}

/** An opening action as a refusal message quotes it. */
function describeAction(action: unknown): string {
  if (typeof action !== 'object' || action === null) return String(action);
  const { type } = action as { type?: unknown };
  return typeof type === 'string' ? type : 'action';
}
