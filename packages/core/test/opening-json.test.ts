import { describe, expect, it } from 'vitest';
import { IllegalMoveError, OptionError, ParseError } from '../src/errors.ts';
import {
  applyOpeningAction,
  createOpening,
  type OpeningAction,
  OpeningError,
  type OpeningRuleName,
  type OpeningState,
  openingFromJSON,
  openingToJSON,
  replayOpening,
  undoOpening,
} from '../src/gomoku/opening/index.ts';

const place = (point: string): OpeningAction => ({ type: 'place', point });

// A full Yamaguchi opening and a swap2 opening cut short, as the actions a save keeps.
const YAMAGUCHI: readonly OpeningAction[] = [
  place('h8'),
  place('h9'),
  place('i9'),
  { type: 'declare', count: 2 },
  { type: 'choose', choice: 'swap' },
  place('g10'),
  { type: 'offer', points: ['j10', 'g8'] },
  { type: 'select', point: 'g8' },
];
const SWAP2: readonly OpeningAction[] = [
  place('a1'),
  place('b2'),
  place('c3'),
  { type: 'choose', choice: 'place-two' },
];

function play(rule: OpeningRuleName, actions: readonly OpeningAction[]): OpeningState {
  return actions.reduce(applyOpeningAction, createOpening(rule));
}

describe('saving and loading an opening', () => {
  it('saves the rule, size and actions, points as names', () => {
    const state = play('swap2', [...SWAP2, { type: 'place', point: { x: 3, y: 3 } }]);
    expect(openingToJSON(state)).toEqual({
      rule: 'swap2',
      size: 15,
      actions: [...SWAP2, place('d4')],
    });
  });

  it('loads a save back into an equal state', () => {
    for (const [rule, actions] of [
      ['yamaguchi', YAMAGUCHI],
      ['swap2', SWAP2],
    ] as const) {
      const state = play(rule, actions);
      const text = JSON.stringify(openingToJSON(state));
      expect(openingFromJSON(JSON.parse(text))).toEqual(state);
      expect(openingFromJSON(text)).toEqual(state);
    }
  });

  it('survives JSON.stringify of the whole state, whose derived fields it recomputes', () => {
    const state = play('yamaguchi', YAMAGUCHI.slice(0, 5));
    const saved = JSON.parse(JSON.stringify(state));
    expect(openingFromJSON(saved)).toEqual(state);
    const forged = { ...saved, phase: { phase: 'done', black: 'first', white: 'second' } };
    expect(openingFromJSON(forged).phase).toEqual(state.phase);
  });

  it('ignores fields it does not know', () => {
    const json = { rule: 'rif', size: 15, actions: [place('h8')], players: ['Ann', 'Bo'] };
    expect(openingFromJSON(json).stones).toHaveLength(1);
  });

  // [what is wrong, the save, the path, the message]
  const bad: readonly (readonly [string, unknown, string | undefined, string])[] = [
    ['not an object', 42, undefined, 'Expected a saved opening to be an object, got 42'],
    ['an array', [], undefined, 'Expected a saved opening to be an object, got []'],
    [
      'an unknown rule',
      { rule: 'pro', size: 15, actions: [] },
      'rule',
      "Expected rule to be 'free' or 'centre' or 'swap1' or 'swap2' or 'rif' or 'yamaguchi' or " +
        "'taraguchi-10', got pro",
    ],
    [
      'a size out of range',
      { rule: 'swap2', size: 30, actions: [] },
      'size',
      'Expected size to be an integer from 5 to 26, got 30',
    ],
    [
      'an even size for a rule with central squares',
      { rule: 'rif', size: 16, actions: [] },
      'size',
      'The rif opening cannot be played here: A board of size 16 has no centre point: use an odd size',
    ],
    [
      'actions that are not a list',
      { rule: 'rif', size: 15, actions: 'h8' },
      'actions',
      'Expected actions to be an array of opening actions, got h8',
    ],
    [
      'an action out of place',
      { rule: 'rif', size: 15, actions: [place('h8'), place('a1')] },
      'actions[1]',
      'actions[1] cannot be replayed: a1 is outside the central 3x3 square (g7 to i9), where ' +
        'move 2 must go',
    ],
  ];

  bad.forEach(([what, json, path, message]) => {
    it(`refuses a save with ${what}`, () => {
      let error: unknown;
      try {
        openingFromJSON(json);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ParseError);
      expect((error as ParseError).message).toBe(message);
      expect((error as ParseError).path).toBe(path);
    });
  });

  it('gives the refusal of a bad action as the cause', () => {
    const json = { rule: 'swap1', size: 15, actions: [place('h8'), { type: 'choose' }] };
    try {
      openingFromJSON(json);
      expect.unreachable();
    } catch (error) {
      expect((error as ParseError).cause).toBeInstanceOf(OpeningError);
    }
    const occupied = { rule: 'swap1', size: 15, actions: [place('h8'), place('h8')] };
    expect(() => openingFromJSON(occupied)).toThrow(/h8 is occupied by move 1/);
  });

  it('refuses JSON text that does not parse', () => {
    expect(() => openingFromJSON('{ rule')).toThrow(ParseError);
  });
});

describe('undo and replay', () => {
  it('undo gives back each earlier state in turn, down to the empty opening', () => {
    const states = [createOpening('yamaguchi')];
    for (const action of YAMAGUCHI) states.push(applyOpeningAction(states.at(-1)!, action));
    let state: OpeningState | null = states.at(-1)!;
    for (let i = states.length - 2; i >= 0; i--) {
      state = undoOpening(state!);
      expect(state).toEqual(states[i]);
    }
    expect(undoOpening(state!)).toBeNull();
  });

  it('replaying the history of a state gives an equal state', () => {
    const state = play('yamaguchi', YAMAGUCHI);
    expect(replayOpening('yamaguchi', { size: 15 }, state.actions)).toEqual(state);
  });

  it('replaying throws the refusal of the first bad action', () => {
    expect(() => replayOpening('rif', {}, [place('h8'), place('h8')])).toThrow(IllegalMoveError);
  });
});

describe('creating an opening', () => {
  // [what, the rule, the size, the message]
  const bad: readonly (readonly [string, string, number, string])[] = [
    [
      'an unknown rule',
      'renju',
      15,
      "Expected opening to be one of 'free', 'centre', 'swap1', 'swap2', " +
        "'rif', 'yamaguchi', 'taraguchi-10', got the string 'renju'",
    ],
    ['a size out of range', 'free', 4, 'Expected size to be an integer from 5 to 26, got number 4'],
    [
      'an even size for centre',
      'centre',
      20,
      'A board of size 20 has no centre point: use an odd size',
    ],
    [
      'a board too small for the 9x9 of taraguchi-10',
      'taraguchi-10',
      7,
      'A central 9x9 square does not fit on a 7x7 board',
    ],
  ];

  bad.forEach(([what, rule, size, message]) => {
    it(`throws an OptionError for ${what}`, () => {
      expect(() => createOpening(rule as OpeningRuleName, { size })).toThrow(message);
      expect(() => createOpening(rule as OpeningRuleName, { size })).toThrow(OptionError);
    });
  });

  it('plays swap rules on even boards, such as the 20x20 of Gomocup', () => {
    const state = applyOpeningAction(createOpening('swap2', { size: 20 }), place('t20'));
    expect(state.stones[0]?.name).toBe('t20');
  });

  it('defaults to the free rule on 15x15', () => {
    expect(createOpening()).toMatchObject({ rule: 'free', size: 15, phase: { phase: 'done' } });
  });
});
