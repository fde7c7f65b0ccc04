import type { IllegalMoveError } from '../../errors.ts';
import type {
  GomokuOpening,
  OpeningAction,
  OpeningRuleName,
  OpeningState,
  Point,
} from '../types.ts';
import { advance, advanceStone, type Progress, replay, stateOf } from './machine.ts';
import { placesStone } from './opening.ts';
import { recogniseOpening } from './openings.ts';
import { isInRegion } from './region.ts';

// The rules that put moves 1 to 3 in the central squares, which makes them one of the 26 openings.
const NAMED_RULES: ReadonlySet<OpeningRuleName> = new Set(['rif', 'yamaguchi', 'taraguchi-10']);

/** The opening as the snapshot shows it: the state with the name of its first three moves. */
function withName(state: OpeningState): GomokuOpening {
  const { rule, stones } = state;
  const named = NAMED_RULES.has(rule) && stones.length >= 3;
  const name = named ? recogniseOpening(stones.slice(0, 3).map((stone) => stone.point)) : null;
  return Object.freeze({ ...state, name });
}

/**
 * The opening of a game and the actions taken back from it, beside the position that holds the
 * stones. `Gomoku` keeps the two in step: every action that puts a stone down is a move of the
 * position, and the position's moves beyond the opening's stones are normal play. The track
 * keeps the machine itself, so judging the next action replays nothing.
 *
 * Undo works on whole moves: it takes back the last action that put a stone down together with
 * the actions after it (a swap, an offer), so that every undo takes back exactly one move.
 * `undoAction` and `redoAction` step one action at a time, so that a choice can be taken back
 * on its own; both kinds of step share the one redo stack.
 */
export class OpeningTrack {
  readonly #start: Progress; // the machine before the first action, for reset
  readonly redoStack: OpeningAction<string>[] = []; // actions taken back, the next to redo LAST
  #progress: Progress; // the machine now
  #state: GomokuOpening; // the opening now, with the name of its first three moves

  constructor(start: Progress) {
    this.#start = start;
    this.#progress = start;
    this.#state = withName(stateOf(start));
  }

  /** The opening now: a frozen `OpeningState` with `name`. */
  get state(): GomokuOpening {
    return this.#state;
  }

  /** Whether the opening is over (at once under `'free'`) and normal play goes on. */
  get done(): boolean {
    return this.#state.phase.phase === 'done';
  }

  /**
   * What a point played now stands for: `select` while fifth moves are on offer, else `place`,
   * which the opening refuses, outside a place phase, with what it expects instead.
   */
  get pointAction(): 'place' | 'select' {
    return this.#state.phase.phase === 'select-fifth' ? 'select' : 'place';
  }

  /**
   * The machine after a stone at `point`, read from `input` and empty on the board, or why the
   * opening refuses it. The track itself does not change.
   */
  afterStone(type: 'place' | 'select', point: Point, input: unknown): Progress | IllegalMoveError {
    return advanceStone(this.#progress, type, point, input);
  }

  /** The machine after any other action, or why the opening refuses it; the track stays as it is. */
  after(action: unknown): Progress | IllegalMoveError {
    return advance(this.#progress, action);
  }

  /** Moves on to `next`, the machine after a new action, which clears the redo stack. */
  commit(next: Progress): void {
    this.#go(next);
    this.redoStack.length = 0;
  }

  /**
   * Whether the phase takes a stone at `point`, an empty point of the board: inside the region
   * of a place phase, or one of the fifth moves on offer. False in the other phases.
   */
  takes(point: Point): boolean {
    const { phase } = this.#state;
    if (phase.phase === 'place') return phase.region === null || isInRegion(phase.region, point);
    if (phase.phase !== 'select-fifth') return false;
    return phase.offers.some((offer) => offer.x === point.x && offer.y === point.y);
  }

  /**
   * Takes back the last action that put a stone down and every action after it onto the redo
   * stack. Returns false, changing nothing, when no action put a stone down.
   */
  undo(): boolean {
    const { actions } = this.#state;
    const last = actions.findLastIndex(placesStone);
    if (last < 0) return false;
    for (let i = actions.length - 1; i >= last; i--) this.redoStack.push(actions[i]!);
    this.#replay(actions.slice(0, last));
    return true;
  }

  /**
   * Replays up to the next action that puts a stone down, that action, and the actions that
   * followed it: what the last `undo` took back. After `undoAction` took back actions without a
   * stone, they come back first; when no stone follows them, only they come back. Returns false,
   * changing nothing, when the redo stack is empty.
   */
  redo(): boolean {
    const redo = this.redoStack;
    if (redo.length === 0) return false;
    const actions = [...this.#state.actions];
    let stone = false;
    while (redo.length > 0 && !(stone && placesStone(redo.at(-1)!))) {
      const action = redo.pop()!;
      stone ||= placesStone(action);
      actions.push(action);
    }
    this.#replay(actions);
    return true;
  }

  /** Takes back the last action alone onto the redo stack; null, changing nothing, when none. */
  undoAction(): OpeningAction<string> | null {
    const { actions } = this.#state;
    const last = actions.at(-1);
    if (last === undefined) return null;
    this.redoStack.push(last);
    this.#replay(actions.slice(0, -1));
    return last;
  }

  /** Replays the last action taken back, alone; null, changing nothing, when there is none. */
  redoAction(): OpeningAction<string> | null {
    const action = this.redoStack.pop();
    if (action === undefined) return null;
    this.#replay([...this.#state.actions, action]);
    return action;
  }

  /** Goes back to the start and empties the redo stack; returns whether anything changed. */
  reset(): boolean {
    if (this.#state.actions.length === 0 && this.redoStack.length === 0) return false;
    this.#go(this.#start);
    this.redoStack.length = 0;
    return true;
  }

  /** An independent copy; the machine and opening states are immutable, so they are shared. */
  copy(): OpeningTrack {
    const copy = new OpeningTrack(this.#start);
    copy.#progress = this.#progress;
    copy.#state = this.#state;
    copy.redoStack.push(...this.redoStack);
    return copy;
  }

  #replay(actions: readonly OpeningAction<string>[]): void {
    const { rule, size } = this.#state;
    this.#go(replay(rule, size, actions));
  }

  #go(progress: Progress): void {
    this.#progress = progress;
    this.#state = withName(stateOf(progress));
  }
}
