import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../src/errors.ts';
import {
  applyOpeningAction,
  checkOfferDraft,
  checkOpeningAction,
  createOpening,
  type OpeningAction,
  OpeningError,
  type OpeningRuleName,
  type OpeningState,
} from '../src/gomoku/opening/index.ts';

const place = (point: string): OpeningAction => ({ type: 'place', point });
const choose = (choice: 'black' | 'white' | 'place-two' | 'swap' | 'keep' | 'offer') =>
  ({ type: 'choose', choice }) as const;
const declare = (count: number): OpeningAction => ({ type: 'declare', count });
const offer = (points: string): OpeningAction => ({ type: 'offer', points: points.split(' ') });
const select = (point: string): OpeningAction => ({ type: 'select', point });

function play(rule: OpeningRuleName, actions: readonly OpeningAction[]): OpeningState {
  return actions.reduce(applyOpeningAction, createOpening(rule));
}

// Positions to refuse offers in, each ready for the action named.
const RIF_CHOICE = [place('h8'), place('h9'), place('h10')]; // Kansei, white to swap or keep
const RIF_OFFER = [...RIF_CHOICE, choose('keep'), place('h11')]; // symmetric left to right
const RIF_SELECT = [...RIF_OFFER, offer('i12 g13')];
const YAMAGUCHI_DECLARE = [place('h8'), place('h9'), place('i9')];
const YAMAGUCHI_OFFER = [...YAMAGUCHI_DECLARE, declare(3), choose('keep'), place('a1')];

interface Refusal {
  readonly what: string; // the case, for the test name
  readonly rule: OpeningRuleName; // the opening rule
  readonly before: readonly OpeningAction[]; // the actions that lead to the position
  readonly action: unknown; // the refused action
  readonly error: typeof IllegalMoveError | typeof OpeningError; // the class thrown
  readonly reason: string; // its reason
  readonly message: string; // its message
  readonly points?: readonly string[]; // the points an OpeningError names
}

const refusals: readonly Refusal[] = [
  {
    what: 'offering fewer fifth moves than the rif rule requires',
    rule: 'rif',
    before: RIF_OFFER,
    action: offer('i12'),
    error: OpeningError,
    reason: 'wrong-count',
    message: 'Black must offer exactly 2 fifth moves, got 1',
  },
  {
    what: 'offering more fifth moves than yamaguchi black declared',
    rule: 'yamaguchi',
    before: YAMAGUCHI_OFFER,
    action: offer('j10 g8 k8 k12'),
    error: OpeningError,
    reason: 'wrong-count',
    message: 'Black must offer exactly 3 fifth moves, got 4',
  },
  {
    what: 'offering the same point twice',
    rule: 'rif',
    before: RIF_OFFER,
    action: offer('i12 i12'),
    error: OpeningError,
    reason: 'duplicate-offer',
    message: 'i12 is offered twice',
    points: ['i12'],
  },
  {
    what: 'offering an occupied point',
    rule: 'rif',
    before: RIF_OFFER,
    action: offer('h11 i12'),
    error: IllegalMoveError,
    reason: 'occupied',
    message: 'h11 is occupied by move 4 (white)',
  },
  {
    what: 'offers that are not a list',
    rule: 'rif',
    before: RIF_OFFER,
    action: { type: 'offer', points: 'i12 g13' },
    error: OpeningError,
    reason: 'malformed',
    message: "Expected the offered points as an array such as ['h10', 'j9'], got i12 g13",
  },
  {
    what: 'two offers that are mirror images left to right',
    rule: 'rif',
    before: RIF_OFFER,
    action: offer('i12 g12'),
    error: OpeningError,
    reason: 'equivalent-offers',
    message:
      'i12 and g12 are the same fifth move: mirroring left to right keeps the position and ' +
      'maps one onto the other, so offer only one of them',
    points: ['i12', 'g12'],
  },
  {
    what: 'too many offers, counted before any symmetry is looked for',
    rule: 'rif',
    before: [place('h8'), place('i9'), place('j10'), choose('keep'), place('g7')],
    action: offer('a1 j8 k3 h10'),
    error: OpeningError,
    reason: 'wrong-count',
    message: 'Black must offer exactly 2 fifth moves, got 4',
  },
  {
    what: 'two of three offers that are mirror images in the rising diagonal',
    rule: 'yamaguchi',
    before: [place('h8'), place('i9'), place('j10'), declare(3), choose('swap'), place('g7')],
    action: offer('a1 j8 h10'),
    error: OpeningError,
    reason: 'equivalent-offers',
    message:
      'j8 and h10 are the same fifth move: mirroring on the rising diagonal keeps the position ' +
      'and maps one onto the other, so offer only one of them',
    points: ['j8', 'h10'],
  },
  {
    what: 'two offers that are mirror images in the falling diagonal',
    rule: 'rif',
    before: [place('h8'), place('g9'), place('f10'), choose('keep'), place('i7')],
    action: offer('g7 i9'),
    error: OpeningError,
    reason: 'equivalent-offers',
    message:
      'g7 and i9 are the same fifth move: mirroring on the falling diagonal keeps the position ' +
      'and maps one onto the other, so offer only one of them',
    points: ['g7', 'i9'],
  },
  {
    what: 'two offers that are mirror images top to bottom',
    rule: 'rif',
    before: [place('h8'), place('i8'), place('j8'), choose('keep'), place('a8')],
    action: offer('k10 k6'),
    error: OpeningError,
    reason: 'equivalent-offers',
    message:
      'k10 and k6 are the same fifth move: mirroring top to bottom keeps the position and ' +
      'maps one onto the other, so offer only one of them',
    points: ['k10', 'k6'],
  },
  {
    what: 'two of ten taraguchi-10 offers that are mirror images',
    rule: 'taraguchi-10',
    before: [
      place('h8'),
      choose('keep'),
      place('h9'),
      choose('keep'),
      place('h10'),
      choose('keep'),
      place('h11'),
      choose('offer'),
    ],
    action: offer('a1 b1 c1 d1 e1 f1 g1 h1 j2 o1'),
    error: OpeningError,
    reason: 'equivalent-offers',
    message:
      'a1 and o1 are the same fifth move: mirroring left to right keeps the position and ' +
      'maps one onto the other, so offer only one of them',
    points: ['a1', 'o1'],
  },
  {
    what: 'selecting a point that was not offered',
    rule: 'rif',
    before: RIF_SELECT,
    action: select('g12'),
    error: OpeningError,
    reason: 'not-offered',
    message: 'g12 was not offered: select one of i12, g13',
    points: ['g12'],
  },
  {
    what: 'selecting something that is not a point',
    rule: 'rif',
    before: RIF_SELECT,
    action: { type: 'select', point: { x: 1.5, y: 2 } },
    error: IllegalMoveError,
    reason: 'malformed',
    message:
      '{"x":1.5,"y":2} is not a point: expected a name such as \'h8\' or { x, y } with integer coordinates',
  },
];

describe('refused offers and selections', () => {
  refusals.forEach((refusal) => {
    it(`refuses ${refusal.what}`, () => {
      const state = play(refusal.rule, refusal.before);
      const error = checkOpeningAction(state, refusal.action);
      expect(error).toBeInstanceOf(refusal.error);
      // An OpeningError is an IllegalMoveError too, so the class must be the very one.
      expect(error?.constructor).toBe(refusal.error);
      expect(error?.message).toBe(refusal.message);
      expect(() => applyOpeningAction(state, refusal.action as OpeningAction)).toThrow(
        refusal.message,
      );
      if (error instanceof IllegalMoveError) expect(error.reason).toBe(refusal.reason);
      if (error instanceof OpeningError) {
        expect(error.reason).toBe(refusal.reason);
        expect(error.points).toEqual(refusal.points ?? []);
      }
    });
  });

  it('leave the state as it was', () => {
    const state = play('rif', RIF_OFFER);
    const copy = JSON.parse(JSON.stringify(state));
    expect(() => applyOpeningAction(state, offer('i12 g12'))).toThrow(OpeningError);
    expect(state).toEqual(copy);
  });
});

describe('offers under a broken symmetry', () => {
  it('accepts mirror points once a stone breaks the mirror', () => {
    const state = play('rif', [...RIF_CHOICE, choose('keep'), place('i11')]);
    expect(checkOpeningAction(state, offer('i12 g12'))).toBeNull();
  });

  it('accepts points that only the empty board would make equivalent', () => {
    const state = play('rif', [place('h8'), place('h9'), place('i9'), choose('keep'), place('a1')]);
    expect(checkOpeningAction(state, offer('g10 j10'))).toBeNull();
  });
});

describe('an offer put together one click at a time', () => {
  // [what, the points so far, the reason refused or null]
  const cases: readonly (readonly [string, string, string | null])[] = [
    ['accepts no point yet', '', null],
    ['accepts fewer points than the rule asks for', 'i12', null],
    ['accepts a complete offer', 'i12 g13', null],
    ['refuses a mirror image at the click that makes it', 'i12 g12', 'equivalent-offers'],
    ['refuses a point twice', 'i12 i12', 'duplicate-offer'],
    ['refuses an occupied point', 'h10', 'occupied'],
    ['refuses one point too many', 'i12 g13 a1', 'wrong-count'],
  ];

  cases.forEach(([what, points, reason]) => {
    it(what, () => {
      const state = play('rif', RIF_OFFER);
      const draft = points === '' ? [] : points.split(' ');
      const error = checkOfferDraft(state, draft);
      expect(error === null ? null : (error as OpeningError | IllegalMoveError).reason).toBe(
        reason,
      );
    });
  });

  it('says why outside an offer phase as checkOpeningAction does', () => {
    const error = checkOfferDraft(play('rif', RIF_CHOICE), ['i12']);
    expect(error?.message).toBe('Cannot offer fifth moves now: White: swap or keep?');
  });
});
