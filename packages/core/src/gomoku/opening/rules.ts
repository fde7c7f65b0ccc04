import { refuseOption } from '../../options.ts';
import type { OpeningChoice, OpeningPlayer, OpeningRuleName, Stone } from '../types.ts';

/** Who acts in a step: a fixed person, or whoever holds that colour when the step comes. */
export type Actor = OpeningPlayer | Stone;

/**
 * One step of an opening rule, as data. The machine walks a rule's steps in order; a `choose`
 * step with a `branch` replaces the steps after it by the branch's when that answer is given.
 */
export type Step =
  | { readonly kind: 'place'; readonly actor: Actor; readonly radius: number | null } // null: free
  | {
      readonly kind: 'choose';
      readonly actor: Actor;
      readonly options: readonly OpeningChoice[]; // the answers allowed
      readonly branch?: Branch; // the answer that leads elsewhere, if any
    }
  | { readonly kind: 'declare'; readonly actor: Actor }
  | { readonly kind: 'offer'; readonly actor: Actor; readonly count: number | 'declared' }
  | { readonly kind: 'select'; readonly actor: Actor };

/** Where one answer of a `choose` step leads instead of the steps after it. */
export interface Branch {
  readonly on: OpeningChoice; // the answer
  readonly steps: readonly Step[]; // what follows it
}

/** An opening rule as data: its steps and how it treats colours. */
export interface OpeningScript {
  readonly steps: readonly Step[]; // from the empty board to the end of the opening
  readonly tentative: boolean; // players hold a colour from the start; false: settled at the end
  readonly radius: number | null; // the largest central square used, or null when none is
}

/**
 * The fewest and most fifth moves Yamaguchi's black may declare.
 *
 * @example
 * applyOpeningAction(state, { type: 'declare', count: YAMAGUCHI_OFFERS.max }); // 12, the most
 */
export const YAMAGUCHI_OFFERS = Object.freeze({ min: 1, max: 12 });

/**
 * How many fifth moves black offers in the RIF rule.
 *
 * @example
 * applyOpeningAction(state, { type: 'offer', points: ['j10', 'g8'] }); // RIF_OFFERS points
 */
export const RIF_OFFERS = 2;

/**
 * How many fifth moves black offers in taraguchi-10's second choice.
 *
 * @example
 * describeOpeningPhase(state.phase); // 'Black: swap, keep, or offer 10 fifth moves?'
 */
export const TARAGUCHI_OFFERS = 10;

const place = (actor: Actor, radius: number | null = null): Step => ({
  kind: 'place',
  actor,
  radius,
});

const swapOrKeep = (actor: Actor): Step => ({ kind: 'choose', actor, options: ['swap', 'keep'] });

// The first three moves of the Renju rules: the tentative black places all three, black, white,
// black, in growing central squares, which makes them one of the 26 canonical openings.
const RENJU_OPENING: readonly Step[] = [place('black', 0), place('black', 1), place('black', 2)];

// Anywhere on the board: swap1 and swap2 leave the first three stones free.
const THREE_STONES: readonly Step[] = [place('first'), place('first'), place('first')];

const SCRIPTS: Readonly<Record<OpeningRuleName, OpeningScript>> = Object.freeze({
  free: { steps: [], tentative: true, radius: null },
  centre: { steps: [place('black', 0)], tentative: true, radius: 0 },
  swap1: {
    steps: [...THREE_STONES, { kind: 'choose', actor: 'second', options: ['black', 'white'] }],
    tentative: false,
    radius: null,
  },
  swap2: {
    steps: [
      ...THREE_STONES,
      {
        kind: 'choose',
        actor: 'second',
        options: ['black', 'white', 'place-two'],
        branch: {
          on: 'place-two',
          steps: [
            place('second'),
            place('second'),
            { kind: 'choose', actor: 'first', options: ['black', 'white'] },
          ],
        },
      },
    ],
    tentative: false,
    radius: null,
  },
  rif: {
    steps: [
      ...RENJU_OPENING,
      swapOrKeep('white'),
      place('white'),
      { kind: 'offer', actor: 'black', count: RIF_OFFERS },
      { kind: 'select', actor: 'white' },
    ],
    tentative: true,
    radius: 2,
  },
  yamaguchi: {
    steps: [
      ...RENJU_OPENING,
      { kind: 'declare', actor: 'black' },
      swapOrKeep('white'),
      place('white'),
      { kind: 'offer', actor: 'black', count: 'declared' },
      { kind: 'select', actor: 'white' },
    ],
    tentative: true,
    radius: 2,
  },
  'taraguchi-10': {
    steps: [
      place('black', 0),
      swapOrKeep('white'),
      place('white', 1),
      swapOrKeep('black'),
      place('black', 2),
      swapOrKeep('white'),
      place('white', 3),
      {
        // Choice 1 is to swap or keep, then play one fifth move in the 9x9; choice 2 is to keep
        // black and offer ten fifth moves anywhere.
        kind: 'choose',
        actor: 'black',
        options: ['swap', 'keep', 'offer'],
        branch: {
          on: 'offer',
          steps: [
            { kind: 'offer', actor: 'black', count: TARAGUCHI_OFFERS },
            { kind: 'select', actor: 'white' },
          ],
        },
      },
      place('black', 4),
      swapOrKeep('white'),
    ],
    tentative: true,
    radius: 4,
  },
});

/**
 * The names of the opening rules `createOpening` accepts, for menus and validation.
 *
 * @example
 * OPENING_RULE_NAMES; // ['free', 'centre', 'swap1', 'swap2', 'rif', 'yamaguchi', 'taraguchi-10']
 */
export const OPENING_RULE_NAMES: readonly OpeningRuleName[] = Object.freeze(
  Object.keys(SCRIPTS) as OpeningRuleName[],
);

/**
 * Whether `name` names an opening rule, for validating saved games and options.
 *
 * @example
 * isOpeningRuleName('swap2'); // true
 */
export function isOpeningRuleName(name: unknown): name is OpeningRuleName {
  return typeof name === 'string' && Object.hasOwn(SCRIPTS, name);
}

/** The script of the rule called `name`. Throws an OptionError (`opening`) listing the rules for any other. */
export function scriptOf(name: unknown): OpeningScript {
  if (!isOpeningRuleName(name)) {
    const known = OPENING_RULE_NAMES.map((rule) => `'${rule}'`).join(', ');
    throw refuseOption('opening', `one of ${known}`, name);
  }
  return SCRIPTS[name];
}
