import { StonekitError } from '../../errors.ts';

/**
 * Why an opening refused an action that is not a bad point. Bad points (malformed, off the
 * board, occupied, outside the required square) are `IllegalMoveError`s instead, as in `play`.
 * - `malformed`: the action is not an opening action at all
 * - `wrong-phase`: the action does not fit the phase (such as `place` while white must choose)
 * - `not-an-option`: a `choose` answer the phase does not offer
 * - `bad-count`: a declared number of fifth moves out of range
 * - `wrong-count`: more or fewer fifth moves offered than required
 * - `duplicate-offer`: the same point offered twice
 * - `equivalent-offers`: two offered points that a symmetry of the position maps onto each other
 * - `not-offered`: selecting a point that was not offered
 */
export type OpeningErrorReason =
  | 'malformed'
  | 'wrong-phase'
  | 'not-an-option'
  | 'bad-count'
  | 'wrong-count'
  | 'duplicate-offer'
  | 'equivalent-offers'
  | 'not-offered';

/**
 * Thrown when an opening refuses an action; the opening is left as it was.
 *
 * @example
 * try { applyOpeningAction(state, { type: 'offer', points: ['g10', 'i10'] }); }
 * catch (e) { if (e instanceof OpeningError) console.log(e.reason, e.points); }
 * // 'equivalent-offers', ['g10', 'i10']
 */
export class OpeningError extends StonekitError {
  override name = 'OpeningError';
  /** What was wrong with the action. */
  readonly reason: OpeningErrorReason;
  /** The points the message names, such as both of two equivalent offers; often empty. */
  readonly points: readonly string[];

  constructor(reason: OpeningErrorReason, message: string, points: readonly string[] = []) {
    super(message);
    this.reason = reason;
    this.points = Object.freeze(points.slice());
  }
}
