/**
 * The opening policy's answers that are not stones: which colour to take, how many fifth moves
 * to declare, which fifth moves to offer and which offered one to select. Each weighs positions
 * with the judge, the value of a position for black less what offering fifth moves costs black.
 */
import { checkOfferDraft } from '../../gomoku/opening/opening.ts';
import { RIF_OFFERS } from '../../gomoku/opening/rules.ts';
import type {
  ChoosePhase,
  DeclarePhase,
  OfferPhase,
  OpeningChoice,
  OpeningState,
  Point,
  SelectPhase,
} from '../../gomoku/types.ts';
import { candidatePoints, type Judge, valueEach } from './opening-judge.ts';

/**
 * What each fifth move offered beyond the first costs black, in evaluation units: the opponent
 * picks the offer worst for black, and the more there are the worse that one is.
 */
export const OFFER_COST = 120;

/** A position within this of even, either way, counts as balanced for swap2's `place-two`. */
const EVEN = 150;

/** The cost to black of offering `count` fifth moves rather than playing its own. */
export function offerCost(count: number): number {
  return OFFER_COST * Math.max(0, count - 1);
}

/** The fifth moves black must still offer before normal play: 1 when it plays its own. */
function pendingOffers(opening: OpeningState): number {
  if (opening.stones.length >= 5) return 1;
  if (opening.rule === 'rif') return RIF_OFFERS;
  if (opening.rule === 'yamaguchi') return opening.declared ?? RIF_OFFERS;
  return 1;
}

/**
 * The answer of a `choose` phase: the colour, or the side of the swap, the search values more
 * for the chooser, black's value counting the fifth moves it will have to offer. Keeping wins a
 * tie. In swap2, a position close to even makes a seeded half of the choosers place two more
 * stones instead; in taraguchi-10, black offers ten fifth moves when that is still worth more
 * than either colour.
 */
export async function chooseAnswer(
  judge: Judge,
  phase: ChoosePhase,
  random: () => number,
): Promise<OpeningChoice> {
  const { opening } = judge;
  const position = await judge.value(judge.stones, 1);
  const black = position - offerCost(pendingOffers(opening));
  const holdsBlack = phase.player === opening.black;
  const worth = (choice: OpeningChoice): number => {
    switch (choice) {
      case 'black':
        return black;
      case 'white':
        return -black;
      case 'keep':
        return holdsBlack ? black : -black;
      case 'swap':
        return holdsBlack ? -black : black;
      case 'offer':
        return position - offerCost(phase.offerCount ?? 1);
      case 'place-two':
        // The other player will take the better colour of an even position: about nothing.
        return Math.abs(black) < EVEN && random() < 0.5 ? Math.abs(black) + 1 : -Infinity;
    }
  };
  // Earlier options win ties, except that keeping comes first: no swap for nothing.
  const options = [...phase.options].sort((a, b) => Number(b === 'keep') - Number(a === 'keep'));
  const values = options.map(worth);
  let best = 0;
  for (let i = 1; i < options.length; i++) if (values[i]! > values[best]!) best = i;
  return options[best]!;
}

/**
 * Yamaguchi's declaration: as many fifth moves as black can offer and still hold the position
 * even, so that swapping gains white nothing; at least the phase's minimum.
 */
export async function declareCount(judge: Judge, phase: DeclarePhase): Promise<number> {
  const black = await judge.value(judge.stones, 1);
  const count = 1 + Math.round(Math.max(0, black) / OFFER_COST);
  return Math.min(phase.max, Math.max(phase.min, count));
}

/**
 * The fifth moves to offer: the best for black of the points near the stones, no two the same
 * up to a symmetry of the position, since the opponent will pick the worst of them. Points
 * further out make up the count when the near ones run short.
 */
export async function offerPoints(judge: Judge, phase: OfferPhase): Promise<Point[]> {
  const near = candidatePoints(judge, null, true).slice(0, Math.max(16, 2 * phase.count + 6));
  const values = await valueEach(judge, near);
  const ranked = near
    .map((point, i) => ({ point, value: values[i] ?? Number.NEGATIVE_INFINITY }))
    .sort((a, b) => b.value - a.value)
    .map(({ point }) => point);
  const chosen: Point[] = [];
  const everywhere = candidatePoints(judge, null, true, judge.size);
  for (const point of [...ranked, ...everywhere]) {
    if (chosen.length === phase.count) break;
    if (checkOfferDraft(judge.opening, [...chosen, point]) === null) chosen.push(point);
  }
  return chosen;
}

/** The offered fifth move worst for black, which is white's to select; the first on a tie. */
export async function selectPoint(judge: Judge, phase: SelectPhase): Promise<Point> {
  const values = await valueEach(judge, phase.offers);
  let worst = 0;
  for (let i = 1; i < values.length; i++) if (values[i]! < values[worst]!) worst = i;
  return phase.offers[worst]!;
}
