import { describe, expect, it } from 'vitest';
import { OptionError } from '../src/errors.ts';
import {
  applyOpeningAction,
  boardCentre,
  centralRegion,
  createOpening,
  describeRegion,
  isInRegion,
  isOpeningDone,
  type OpeningAction,
  type OpeningPhraseKey,
  type OpeningRuleName,
  openingPhraseKey,
  placesStone,
  pointAction,
} from '../src/gomoku/opening/index.ts';

const place = (point: string): OpeningAction => ({ type: 'place', point });

describe('phrase keys for the UI', () => {
  // [the rule, the actions before, the key of the phase they lead to]
  const cases: readonly (readonly [OpeningRuleName, readonly OpeningAction[], OpeningPhraseKey])[] =
    [
      ['free', [], 'done'],
      ['centre', [], 'place-centre'],
      ['swap2', [], 'place-anywhere'],
      ['rif', [place('h8')], 'place-in-square'],
      ['rif', [place('h8'), place('h9'), place('i9')], 'choose-swap'],
      ['swap1', [place('h8'), place('h9'), place('i9')], 'choose-colour'],
      ['swap2', [place('h8'), place('h9'), place('i9')], 'choose-colour-or-place-two'],
      ['yamaguchi', [place('h8'), place('h9'), place('i9')], 'declare-offers'],
      [
        'taraguchi-10',
        ['h8', 'keep', 'h9', 'keep', 'i9', 'keep', 'k11'].map(
          (step): OpeningAction =>
            step === 'keep' ? { type: 'choose', choice: 'keep' } : place(step),
        ),
        'choose-swap-or-offer',
      ],
      [
        'rif',
        [place('h8'), place('h9'), place('i9'), { type: 'choose', choice: 'keep' }, place('a1')],
        'offer-fifth',
      ],
      [
        'rif',
        [
          place('h8'),
          place('h9'),
          place('i9'),
          { type: 'choose', choice: 'keep' },
          place('a1'),
          { type: 'offer', points: ['j10', 'g8'] },
        ],
        'select-fifth',
      ],
    ];

  cases.forEach(([rule, actions, key]) => {
    it(`gives ${key} after ${actions.length} actions of ${rule}`, () => {
      const state = actions.reduce(applyOpeningAction, createOpening(rule));
      expect(openingPhraseKey(state.phase)).toBe(key);
    });
  });
});

describe('central regions', () => {
  it('are the squares around the centre point, as bounds the UI can draw', () => {
    expect(boardCentre(15)).toEqual({ x: 7, y: 7 });
    expect(centralRegion(15, 2)).toEqual({
      centre: { x: 7, y: 7 },
      radius: 2,
      minX: 5,
      maxX: 9,
      minY: 5,
      maxY: 9,
    });
  });

  // [the radius, the point, whether it is inside]
  const cases: readonly (readonly [number, string, boolean])[] = [
    [0, 'h8', true],
    [0, 'h9', false],
    [1, 'g7', true],
    [1, 'i9', true],
    [1, 'j9', false],
    [3, 'e5', true],
    [3, 'k11', true],
    [3, 'l11', false],
    [4, 'd4', true],
    [4, 'c4', false],
    [4, 'z99', false],
  ];

  cases.forEach(([radius, point, inside]) => {
    it(`${inside ? 'hold' : 'do not hold'} ${point} in the square of radius ${radius}`, () => {
      expect(isInRegion(centralRegion(15, radius), point)).toBe(inside);
    });
  });

  it('read in words for messages', () => {
    expect(describeRegion(centralRegion(15, 0))).toBe('the centre point h8');
    expect(describeRegion(centralRegion(15, 3))).toBe('the central 7x7 square (e5 to k11)');
  });

  it('need an odd board that fits them', () => {
    expect(() => boardCentre(14)).toThrow(OptionError);
    expect(() => centralRegion(7, 4)).toThrow('A central 9x9 square does not fit on a 7x7 board');
  });
});

describe('what a click means', () => {
  it('places a stone in a place phase', () => {
    expect(pointAction(createOpening('rif'), 'h8')).toEqual(place('h8'));
  });

  it('selects a fifth move when fifth moves are on offer', () => {
    const state = [
      place('h8'),
      place('h9'),
      place('i9'),
      { type: 'choose', choice: 'keep' } as const,
      place('a1'),
      { type: 'offer', points: ['j10', 'g8'] } as const,
    ].reduce(applyOpeningAction, createOpening('rif'));
    expect(pointAction(state, 'j10')).toEqual({ type: 'select', point: 'j10' });
  });

  it('means nothing while a choice is due, or once the opening is over', () => {
    const choosing = [place('h8'), place('h9'), place('i9')].reduce(
      applyOpeningAction,
      createOpening('swap2'),
    );
    expect(pointAction(choosing, 'a1')).toBeNull();
    expect(pointAction(createOpening('free'), 'a1')).toBeNull();
    expect(isOpeningDone(createOpening('free'))).toBe(true);
    expect(isOpeningDone(choosing)).toBe(false);
  });

  it('puts a stone on the board only when placing or selecting', () => {
    expect(placesStone(place('h8'))).toBe(true);
    expect(placesStone({ type: 'select', point: 'h8' })).toBe(true);
    expect(placesStone({ type: 'choose', choice: 'swap' })).toBe(false);
    expect(placesStone({ type: 'declare', count: 2 })).toBe(false);
    expect(placesStone({ type: 'offer', points: ['h8', 'h9'] })).toBe(false);
  });
});
