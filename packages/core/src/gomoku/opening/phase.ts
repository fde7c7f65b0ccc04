import type { OpeningPhase, OpeningPlayer, OpeningStone, Point, Stone } from '../types.ts';
import { centralRegion } from './region.ts';
import { type Actor, type OpeningScript, type Step, YAMAGUCHI_OFFERS } from './scripts.ts';

/** What the next phase depends on, besides the step that comes next. */
export interface Facts {
  readonly size: number; // board width and height
  readonly script: OpeningScript; // the rule
  readonly stones: readonly OpeningStone[]; // the moves on the board
  readonly black: OpeningPlayer; // who holds black now
  readonly declared: number | null; // Yamaguchi's declared count
  readonly offers: readonly Point[]; // the fifth moves on offer, empty outside select-fifth
}

/** The other person at the board. */
export function opponent(player: OpeningPlayer): OpeningPlayer {
  return player === 'first' ? 'second' : 'first';
}

/** The person an actor names now: a fixed person, or whoever holds that colour. */
export function resolveActor(actor: Actor, black: OpeningPlayer): OpeningPlayer {
  if (actor === 'black') return black;
  if (actor === 'white') return opponent(black);
  return actor;
}

/** The colour of move `number`: black moves first and the colours alternate. */
export function stoneOfMove(number: number): Stone {
  return number % 2 === 1 ? 'black' : 'white';
}

/** How many fifth moves an `offer` step asks for. */
export function offerCount(
  step: Extract<Step, { kind: 'offer' }>,
  declared: number | null,
): number {
  // The declare step always comes before the offer step in the scripts that use it.
  return step.count === 'declared' ? (declared ?? YAMAGUCHI_OFFERS.min) : step.count;
}

/** The phase for the next step, or 'done' when no step is left. Frozen. */
export function phaseFor(step: Step | undefined, facts: Facts): OpeningPhase {
  const { black, script, stones } = facts;
  if (step === undefined) return Object.freeze({ phase: 'done', black, white: opponent(black) });
  const player = resolveActor(step.actor, black);
  const role: Stone | null = script.tentative ? (player === black ? 'black' : 'white') : null;
  const move = stones.length + 1;
  switch (step.kind) {
    case 'place': {
      const region = step.radius === null ? null : centralRegion(facts.size, step.radius);
      return Object.freeze({
        phase: 'place',
        player,
        role,
        move,
        stone: stoneOfMove(move),
        region,
      });
    }
    case 'choose': {
      const offer = step.branch?.steps.find((next) => next.kind === 'offer');
      const count = offer?.kind === 'offer' ? offerCount(offer, facts.declared) : null;
      return Object.freeze({
        phase: 'choose',
        player,
        role,
        options: Object.freeze(step.options.slice()),
        offerCount: step.options.includes('offer') ? count : null,
      });
    }
    case 'declare':
      return Object.freeze({ phase: 'declare-offers', player, role, ...YAMAGUCHI_OFFERS });
    case 'offer':
      return Object.freeze({
        phase: 'offer-fifth',
        player,
        role,
        move,
        count: offerCount(step, facts.declared),
      });
    case 'select':
      return Object.freeze({ phase: 'select-fifth', player, role, offers: facts.offers });
  }
}
