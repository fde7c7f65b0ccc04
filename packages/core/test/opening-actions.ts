// Arbitrary but valid opening actions, for property tests that play openings at random.
import { checkOfferDraft, type Gomoku, type OpeningAction, type Point } from '../src/index.ts';

/** Every point of the board, by row from the bottom. */
export function everyPoint(size: number): Point[] {
  const points: Point[] = [];
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) points.push({ x, y });
  return points;
}

/**
 * One action the opening takes now, chosen by `pick` among the valid ones (modulo their count);
 * null when a stone is due and no point takes it.
 *
 * @throws Error once the opening is over
 */
export function validOpeningAction(game: Gomoku, pick: number): OpeningAction | null {
  const { phase } = game.opening;
  switch (phase.phase) {
    case 'place':
    case 'select-fifth': {
      const moves = game.legalMoves();
      const point = moves[pick % Math.max(1, moves.length)];
      if (point === undefined) return null;
      return { type: phase.phase === 'place' ? 'place' : 'select', point };
    }
    case 'choose':
      return { type: 'choose', choice: phase.options[pick % phase.options.length]! };
    case 'declare-offers':
      return { type: 'declare', count: phase.min + (pick % (phase.max - phase.min + 1)) };
    case 'offer-fifth': {
      const empty = everyPoint(game.size).filter((point) => game.at(point) === null);
      const chosen: Point[] = [];
      for (let i = 0; i < empty.length && chosen.length < phase.count; i++) {
        const point = empty[(pick + i) % empty.length]!;
        // The opening's own check of an offer in progress skips mirror images.
        if (checkOfferDraft(game.opening, [...chosen, point]) === null) chosen.push(point);
      }
      return { type: 'offer', points: chosen };
    }
    case 'done':
      throw new Error('the opening is over');
  }
}
