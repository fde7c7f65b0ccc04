/**
 * `decideOpeningGomoku`: the computer's part in a tournament opening (swap1, swap2, RIF,
 * Yamaguchi, taraguchi-10...). It answers for whichever player the opening waits on, with the
 * ordinary search weighing the positions each answer leads to.
 */
import { checkOfferDraft, checkOpeningAction } from '../../gomoku/opening/opening.ts';
import { isInRegion } from '../../gomoku/opening/region.ts';
import type { OpeningAction, OpeningPhase, Point } from '../../gomoku/types.ts';
import { refuseOption } from '../../options.ts';
import { readSearchOptions } from '../options.ts';
import { seededRandom } from '../random.ts';
import { stateOf } from './input.ts';
import { chooseAnswer, declareCount, offerPoints, selectPoint } from './opening-choices.ts';
import { createJudge, isOpen, type Judge } from './opening-judge.ts';
import { placeStone } from './opening-stones.ts';
import type { GomokuPosition, GomokuSearchOptions } from './types.ts';

// Mixed into the seed, so that the policy's draws are not the searches' noise over again.
const SALT = 0x5eed0;

/**
 * The opening action to take now, for whichever player the opening waits on (`phase.player`),
 * or null when there is none: the opening is over, or the game is. Always an action the opening
 * takes, points given as `{ x, y }`:
 * - `place`: moves 1 to 3 under Renju follow a canonical opening reckoned close to balanced
 *   (Kansei, Sangetsu, Meigetsu...) inside the squares the rule sets; a stone the other player
 *   answers with a choice of colours leaves the position as even as the search finds it; a stone
 *   its player keeps (move 4 of RIF and Yamaguchi) is the search's best move
 * - `choose`: the colour, or the side of a swap, the search values more for the chooser, black's
 *   value counting the fifth moves it will have to offer; keeping wins a tie
 * - `declare`: as many fifth moves as keep the position even for black
 * - `offer`: the fifth moves best for black, no two the same up to symmetry
 * - `select`: the offered fifth move worst for black
 *
 * The same position, options and seed give the same action whenever nodes or depth, not time,
 * end the searches. Aborting `signal` (or `shouldStop`) ends the searches early: the answer
 * comes from what was weighed by then, and is still legal.
 *
 * @param position - a `Gomoku` or a `GomokuState`, whose `opening` says what is expected
 * @param options - as `searchGomoku`; the level's time and nodes are shared out among the
 *   positions a decision compares
 * @defaultValue options: level 10, seed 0, the level's depth and time
 * @throws OptionError (as a rejection) naming a bad option, as `searchGomoku`, or `position`
 *   when it is no game with an opening
 * @example
 * const game = new Gomoku({ rule: 'renju', opening: 'rif' });
 * const action = await decideOpeningGomoku(game, { level: 5, seed: 1 });
 * if (action) game.act(action); // { type: 'place', point: { x: 7, y: 7 } }
 */
export async function decideOpeningGomoku(
  position: GomokuPosition,
  options: GomokuSearchOptions = {},
): Promise<OpeningAction<Point> | null> {
  const checked = readSearchOptions<Point>(options);
  const state = stateOf(position);
  const opening = state.opening as unknown;
  if (typeof opening !== 'object' || opening === null || !('phase' in opening)) {
    throw refuseOption('position', 'an opening state', opening, 'position.opening');
  }
  const { phase } = state.opening;
  if (state.status.kind !== 'playing' || phase.phase === 'done') return null;
  const judge = createJudge(state, checked);
  const random = seededRandom((checked.seed ?? 0) ^ SALT);
  const action = await decide(judge, phase, random);
  return action !== null && isTaken(judge, action) ? action : fallback(judge, phase);
}

async function decide(
  judge: Judge,
  phase: Exclude<OpeningPhase, { phase: 'done' }>,
  random: () => number,
): Promise<OpeningAction<Point> | null> {
  switch (phase.phase) {
    case 'place': {
      const point = await placeStone(judge, phase, random);
      return point === null ? null : { type: 'place', point };
    }
    case 'choose':
      return { type: 'choose', choice: await chooseAnswer(judge, phase, random) };
    case 'declare-offers':
      return { type: 'declare', count: await declareCount(judge, phase) };
    case 'offer-fifth':
      return { type: 'offer', points: await offerPoints(judge, phase) };
    case 'select-fifth':
      return { type: 'select', point: await selectPoint(judge, phase) };
  }
}

/** Whether the game would take `action`: the opening takes it, and it puts no black stone on a forbidden point. */
function isTaken(judge: Judge, action: OpeningAction<Point>): boolean {
  if (checkOpeningAction(judge.opening, action) !== null) return false;
  if (action.type === 'offer') return action.points.every((point) => isOpen(judge, point, true));
  if (action.type !== 'place' && action.type !== 'select') return true;
  return isOpen(judge, action.point, judge.stones.length % 2 === 0);
}

/**
 * A plain legal action, for when the considered one is missing: the first open point of the
 * region nearest the centre, the first option, the least count, the first offers that fit.
 */
function fallback(
  judge: Judge,
  phase: Exclude<OpeningPhase, { phase: 'done' }>,
): OpeningAction<Point> {
  const black = judge.stones.length % 2 === 0;
  const middle = (judge.size - 1) / 2;
  const open: Point[] = [];
  for (let y = 0; y < judge.size; y++) {
    for (let x = 0; x < judge.size; x++) if (isOpen(judge, { x, y }, black)) open.push({ x, y });
  }
  const away = (p: Point) => Math.abs(p.x - middle) + Math.abs(p.y - middle);
  open.sort((a, b) => away(a) - away(b));
  switch (phase.phase) {
    case 'place': {
      const { region } = phase;
      const point = open.find((p) => region === null || isInRegion(region, p)) ?? open[0]!;
      return { type: 'place', point };
    }
    case 'choose':
      return { type: 'choose', choice: phase.options[0]! };
    case 'declare-offers':
      return { type: 'declare', count: phase.min };
    case 'offer-fifth': {
      const points: Point[] = [];
      for (const point of open) {
        if (points.length === phase.count) break;
        if (checkOfferDraft(judge.opening, [...points, point]) === null) points.push(point);
      }
      return { type: 'offer', points };
    }
    case 'select-fifth':
      return { type: 'select', point: phase.offers[0]! };
  }
}
