import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../src/errors.ts';
import {
  applyOpeningAction,
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

function play(rule: OpeningRuleName, actions: readonly OpeningAction[]): OpeningState {
  return actions.reduce(applyOpeningAction, createOpening(rule));
}

// Positions to refuse things in, each ready for the action named.
const RIF_CHOICE = [place('h8'), place('h9'), place('h10')]; // Kansei, white to swap or keep
const RIF_OFFER = [...RIF_CHOICE, choose('keep'), place('h11')]; // symmetric left to right
const RIF_SELECT = [...RIF_OFFER, offer('i12 g13')];
const YAMAGUCHI_DECLARE = [place('h8'), place('h9'), place('i9')];
const TARAGUCHI_FOURTH = [
  place('h8'),
  choose('keep'),
  place('h9'),
  choose('keep'),
  place('i9'),
  choose('keep'),
];
const TARAGUCHI_FIFTH = [...TARAGUCHI_FOURTH, place('k11'), choose('keep')];
const SWAP2_CHOICE = [place('h8'), place('h9'), place('i9')];

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
    what: 'move 1 of a rif opening off the centre point',
    rule: 'rif',
    before: [],
    action: place('a1'),
    error: IllegalMoveError,
    reason: 'outside-region',
    message: 'a1 is not the centre point h8, where move 1 must go',
  },
  {
    what: 'move 1 of a centre opening off the centre point',
    rule: 'centre',
    before: [],
    action: place('h9'),
    error: IllegalMoveError,
    reason: 'outside-region',
    message: 'h9 is not the centre point h8, where move 1 must go',
  },
  {
    what: 'move 2 of a rif opening outside the central 3x3',
    rule: 'rif',
    before: [place('h8')],
    action: place('j10'),
    error: IllegalMoveError,
    reason: 'outside-region',
    message: 'j10 is outside the central 3x3 square (g7 to i9), where move 2 must go',
  },
  {
    what: 'move 3 of a yamaguchi opening outside the central 5x5',
    rule: 'yamaguchi',
    before: [place('h8'), place('h9')],
    action: place('k8'),
    error: IllegalMoveError,
    reason: 'outside-region',
    message: 'k8 is outside the central 5x5 square (f6 to j10), where move 3 must go',
  },
  {
    what: 'move 4 of a taraguchi-10 opening outside the central 7x7',
    rule: 'taraguchi-10',
    before: TARAGUCHI_FOURTH,
    action: place('l8'),
    error: IllegalMoveError,
    reason: 'outside-region',
    message: 'l8 is outside the central 7x7 square (e5 to k11), where move 4 must go',
  },
  {
    what: 'move 5 of a taraguchi-10 opening outside the central 9x9',
    rule: 'taraguchi-10',
    before: TARAGUCHI_FIFTH,
    action: place('c3'),
    error: IllegalMoveError,
    reason: 'outside-region',
    message: 'c3 is outside the central 9x9 square (d4 to l12), where move 5 must go',
  },
  {
    what: 'a stone on an occupied point',
    rule: 'swap2',
    before: [place('h8')],
    action: place('H8'),
    error: IllegalMoveError,
    reason: 'occupied',
    message: 'h8 is occupied by move 1 (black)',
  },
  {
    what: 'a stone off the board',
    rule: 'swap1',
    before: [],
    action: place('p3'),
    error: IllegalMoveError,
    reason: 'off-board',
    message: 'p3 is off the 15x15 board',
  },
  {
    what: 'a stone on something that is not a point',
    rule: 'swap1',
    before: [],
    action: { type: 'place', point: 'z99' },
    error: IllegalMoveError,
    reason: 'malformed',
    message:
      "'z99' is not a point: expected a column letter a-z and a row number 1-26, such as 'h8'",
  },
  {
    what: 'a choice while a stone is due',
    rule: 'rif',
    before: [],
    action: choose('swap'),
    error: OpeningError,
    reason: 'wrong-phase',
    message: 'Cannot choose now: Black places move 1 on the centre point h8',
  },
  {
    what: 'a stone while white must swap or keep',
    rule: 'rif',
    before: RIF_CHOICE,
    action: place('a1'),
    error: OpeningError,
    reason: 'wrong-phase',
    message: 'Cannot place a stone now: White: swap or keep?',
  },
  {
    what: 'a stone while black must declare',
    rule: 'yamaguchi',
    before: YAMAGUCHI_DECLARE,
    action: place('a1'),
    error: OpeningError,
    reason: 'wrong-phase',
    message: 'Cannot place a stone now: Black declares how many fifth moves to offer (1 to 12)',
  },
  {
    what: 'a single fifth move where the rule wants offers',
    rule: 'rif',
    before: RIF_OFFER,
    action: place('a1'),
    error: OpeningError,
    reason: 'wrong-phase',
    message: 'Cannot place a stone now: Black offers 2 fifth moves',
  },
  {
    what: 'placing a stone instead of selecting an offer',
    rule: 'rif',
    before: RIF_SELECT,
    action: place('i12'),
    error: OpeningError,
    reason: 'wrong-phase',
    message: 'Cannot place a stone now: White selects one of the 2 fifth moves offered',
  },
  {
    what: 'any action once the opening is over',
    rule: 'free',
    before: [],
    action: place('h8'),
    error: OpeningError,
    reason: 'wrong-phase',
    message: 'Cannot place a stone: the opening is over and normal play goes on',
  },
  {
    what: 'an answer the phase does not offer',
    rule: 'rif',
    before: RIF_CHOICE,
    action: choose('black'),
    error: OpeningError,
    reason: 'not-an-option',
    message: "black is not an answer here: White: swap or keep? (one of 'swap', 'keep')",
  },
  {
    what: 'placing two more stones under swap1',
    rule: 'swap1',
    before: SWAP2_CHOICE,
    action: choose('place-two'),
    error: OpeningError,
    reason: 'not-an-option',
    message:
      "place-two is not an answer here: Second player: take black or white? (one of 'black', 'white')",
  },
  {
    what: 'a plain swap under swap2',
    rule: 'swap2',
    before: SWAP2_CHOICE,
    action: choose('swap'),
    error: OpeningError,
    reason: 'not-an-option',
    message:
      'swap is not an answer here: Second player: take black, take white, or place two more ' +
      "stones? (one of 'black', 'white', 'place-two')",
  },
  {
    what: 'offering ten fifth moves after a swap in taraguchi-10, which only choice 2 allows',
    rule: 'taraguchi-10',
    before: [...TARAGUCHI_FOURTH, place('k11'), choose('swap')],
    action: offer('a1 b1 c1 d1 e1 f1 g1 h1 i1 j1'),
    error: OpeningError,
    reason: 'wrong-phase',
    message: 'Cannot offer fifth moves now: Black places move 5 within the central 9x9 square',
  },
  {
    what: 'declaring no fifth move',
    rule: 'yamaguchi',
    before: YAMAGUCHI_DECLARE,
    action: declare(0),
    error: OpeningError,
    reason: 'bad-count',
    message: 'Black must declare a whole number of fifth moves from 1 to 12, got 0',
  },
  {
    what: 'declaring more fifth moves than the rule allows',
    rule: 'yamaguchi',
    before: YAMAGUCHI_DECLARE,
    action: declare(13),
    error: OpeningError,
    reason: 'bad-count',
    message: 'Black must declare a whole number of fifth moves from 1 to 12, got 13',
  },
  {
    what: 'declaring a fraction of a fifth move',
    rule: 'yamaguchi',
    before: YAMAGUCHI_DECLARE,
    action: { type: 'declare', count: 2.5 },
    error: OpeningError,
    reason: 'bad-count',
    message: 'Black must declare a whole number of fifth moves from 1 to 12, got 2.5',
  },
  {
    what: 'an action of no known type',
    rule: 'rif',
    before: [],
    action: { type: 'pass' },
    error: OpeningError,
    reason: 'malformed',
    message:
      '{"type":"pass"} is not an opening action: expected { type } with a type of place, ' +
      'choose, declare, offer, select',
  },
  {
    what: 'a point where an action is expected',
    rule: 'rif',
    before: [],
    action: 'h8',
    error: OpeningError,
    reason: 'malformed',
    message:
      'h8 is not an opening action: expected { type } with a type of place, choose, declare, ' +
      'offer, select',
  },
];

describe('refused opening actions', () => {
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
    const state = play('rif', RIF_CHOICE);
    const copy = JSON.parse(JSON.stringify(state));
    expect(() => applyOpeningAction(state, place('a1'))).toThrow(OpeningError);
    expect(state).toEqual(copy);
  });
});

describe('the OpeningError class', () => {
  it('is an IllegalMoveError, so play throws nothing else', () => {
    const error = checkOpeningAction(play('rif', RIF_CHOICE), place('a1'));
    expect(error).toBeInstanceOf(OpeningError);
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect(error?.name).toBe('OpeningError');
  });

  // [what, the rule, the position, the action, its reason, what `move` shows of it]
  type Shown = readonly [
    string,
    OpeningRuleName,
    readonly OpeningAction[],
    unknown,
    string,
    string,
  ];
  const shown: readonly Shown[] = [
    ['the point of a place', 'rif', RIF_CHOICE, place('a1'), 'wrong-phase', 'a1'],
    ['the choice', 'rif', RIF_CHOICE, choose('black'), 'not-an-option', 'black'],
    ['the count', 'yamaguchi', YAMAGUCHI_DECLARE, declare(13), 'bad-count', '13'],
    ['the offered points', 'rif', RIF_OFFER, offer('i12 g12'), 'equivalent-offers', 'i12 g12'],
    ['the point selected', 'rif', RIF_SELECT, { type: 'select', point: 'a1' }, 'not-offered', 'a1'],
    ['a value that is no action', 'rif', [], 'h8', 'malformed', 'h8'],
  ];
  shown.forEach(([what, rule, before, action, reason, move]) => {
    it(`shows ${what} as its move`, () => {
      const error = checkOpeningAction(play(rule, before), action);
      expect(error).toBeInstanceOf(OpeningError);
      expect(error?.reason).toBe(reason);
      expect(error?.move).toBe(move);
    });
  });
});
