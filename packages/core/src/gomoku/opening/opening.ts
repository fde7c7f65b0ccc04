import type { IllegalMoveError } from '../../errors.ts';
import { readOptionsObject, refuseOption } from '../../options.ts';
import type {
  OpeningAction,
  OpeningOptions,
  OpeningRuleName,
  OpeningState,
  PointInput,
} from '../types.ts';
import { checkOffers } from './checks.ts';
import type { OpeningError } from './errors.ts';
import { advance, begin, replay, stateOf } from './machine.ts';

/**
 * A new opening, before its first action. Under `free` the phase is already `done`.
 *
 * @param rule - the opening rule @defaultValue 'free'
 * @param options - `size`, the board width and height @defaultValue `{ size: 15 }`
 * @throws OptionError for an unknown rule (`opening`), a size outside 5 to 26 (`size`), or, for
 *   the rules with central squares (`centre`, `rif`, `yamaguchi`, `taraguchi-10`), an even size or
 *   one too small for their largest square, taraguchi-10's 9x9 (`opening`)
 * @example
 * const opening = createOpening('swap2');
 * opening.phase; // { phase: 'place', player: 'first', role: null, move: 1, stone: 'black', ... }
 */
export function createOpening(
  rule: OpeningRuleName = 'free',
  options: OpeningOptions = {},
): OpeningState {
  const { size = 15 } = readOptionsObject(options);
  return stateOf(begin(rule, size as number));
}

/**
 * The opening after one more action. Pure: `state` is left as it was.
 *
 * @throws IllegalMoveError for a bad point: `malformed`, `off-board`, `occupied`, or
 *   `outside-region` for a move outside the central square it must go in
 * @throws OpeningError for an action the phase does not take, an answer it does not offer, a
 *   bad count, duplicate or equivalent offers (naming both points), or an unoffered selection
 * @example
 * let opening = createOpening('rif');
 * opening = applyOpeningAction(opening, { type: 'place', point: 'h8' });
 * opening.phase; // { phase: 'place', player: 'first', role: 'black', move: 2, stone: 'white' ... }
 */
export function applyOpeningAction(state: OpeningState, action: OpeningAction): OpeningState {
  const next = advance(replay(state.rule, state.size, state.actions), action);
  if (next instanceof Error) throw next;
  return stateOf(next);
}

/**
 * Why the opening would refuse an action, or null when it would take it: the error
 * `applyOpeningAction` would throw, without the throw. Never throws for any `action`.
 *
 * @example
 * checkOpeningAction(createOpening('rif'), { type: 'place', point: 'a1' })?.message;
 * // 'a1 is not the centre point h8, where move 1 must go'
 */
export function checkOpeningAction(
  state: OpeningState,
  action: unknown,
): IllegalMoveError | OpeningError | null {
  const next = advance(replay(state.rule, state.size, state.actions), action);
  return next instanceof Error ? next : null;
}

/**
 * Checks an offer of fifth moves still being put together, one click at a time: what
 * `checkOpeningAction` says of `{ type: 'offer', points }`, except that fewer points than the
 * phase asks for are fine. Lets a UI refuse a duplicate or a mirror image at the click that makes
 * it. Never throws for any `points`.
 *
 * @example
 * checkOfferDraft(state, ['i12', 'g12'])?.message; // 'i12 and g12 are the same fifth move: ...'
 * checkOfferDraft(state, ['i12']); // null: one of two, so far so good
 */
export function checkOfferDraft(
  state: OpeningState,
  points: readonly PointInput[],
): IllegalMoveError | OpeningError | null {
  const progress = replay(state.rule, state.size, state.actions);
  const { phase } = progress;
  if (phase.phase !== 'offer-fifth') return checkOpeningAction(state, { type: 'offer', points });
  const checked = checkOffers(points, phase.count, progress.size, progress.stones, true);
  return checked instanceof Error ? checked : null;
}

/**
 * The opening that a list of actions leads to from the start. This is how an opening is
 * rebuilt from its history: `state` equals `replayOpening(state.rule, state, state.actions)`.
 *
 * @throws OptionError for bad options, as `createOpening`, or `actions` that are no array
 * @throws IllegalMoveError or OpeningError for the first action refused
 * @example
 * replayOpening('swap2', { size: 15 }, [
 *   { type: 'place', point: 'h8' }, { type: 'place', point: 'h9' }, { type: 'place', point: 'i9' },
 *   { type: 'choose', choice: 'white' },
 * ]).phase; // { phase: 'done', black: 'first', white: 'second' }
 */
export function replayOpening(
  rule: OpeningRuleName,
  options: OpeningOptions,
  actions: readonly OpeningAction[],
): OpeningState {
  const { size = 15 } = readOptionsObject(options);
  if (!Array.isArray(actions))
    throw refuseOption('actions', 'an array of opening actions', actions);
  return stateOf(replay(rule, size as number, actions));
}

/**
 * The opening before its last action, or null when there was none. Undo is replay: the
 * state is rebuilt from all the actions but the last.
 *
 * @example
 * undoOpening(createOpening('rif')); // null
 */
export function undoOpening(state: OpeningState): OpeningState | null {
  if (state.actions.length === 0) return null;
  return stateOf(replay(state.rule, state.size, state.actions.slice(0, -1)));
}

/**
 * Whether an action puts a move on the board: `place`, and `select`, which plays the fifth move
 * picked. The others (`choose`, `declare`, `offer`) change no stone.
 *
 * @example
 * placesStone({ type: 'choose', choice: 'swap' }); // false
 */
export function placesStone(action: OpeningAction<unknown>): boolean {
  return action.type === 'place' || action.type === 'select';
}

/**
 * What a click on a point means now: `place` in a place phase, `select` when fifth moves are on
 * offer, null in phases that take no single point (choosing, declaring, offering, done).
 *
 * @example
 * pointAction(createOpening('rif'), 'h8'); // { type: 'place', point: 'h8' }
 */
export function pointAction(state: OpeningState, point: PointInput): OpeningAction | null {
  if (state.phase.phase === 'place') return { type: 'place', point };
  if (state.phase.phase === 'select-fifth') return { type: 'select', point };
  return null;
}

/**
 * Whether the opening is over and normal play goes on, with the colours in `phase`.
 *
 * @example
 * isOpeningDone(createOpening('free')); // true
 */
export function isOpeningDone(state: OpeningState): boolean {
  return state.phase.phase === 'done';
}
