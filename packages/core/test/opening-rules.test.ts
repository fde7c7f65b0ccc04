import { describe, expect, it } from 'vitest';
import {
  applyOpeningAction,
  createOpening,
  describeOpeningPhase,
  type OpeningAction,
  type OpeningPlayer,
  type OpeningRuleName,
} from '../src/gomoku/opening/index.ts';

const place = (point: string): OpeningAction => ({ type: 'place', point });
const choose = (choice: 'black' | 'white' | 'place-two' | 'swap' | 'keep' | 'offer') =>
  ({ type: 'choose', choice }) as const;
const declare = (count: number): OpeningAction => ({ type: 'declare', count });
const offer = (points: string): OpeningAction => ({ type: 'offer', points: points.split(' ') });
const select = (point: string): OpeningAction => ({ type: 'select', point });

/** One step of a walk: the action, then the phase it leads to in words and who acts in it. */
type Step = readonly [OpeningAction, string, OpeningPlayer | null];

interface Walk {
  readonly name: string; // what the walk shows
  readonly rule: OpeningRuleName; // the opening rule
  readonly start: string; // the first phase in words
  readonly first: OpeningPlayer | null; // who acts first, null when the opening is over at once
  readonly steps: readonly Step[]; // the actions, each with the phase that follows
  readonly black: OpeningPlayer; // who plays black once the opening is over
  readonly stones: string; // the moves on the board at the end, move 1 first
  readonly placers: string; // who put each one there
}

const BLACK_FIRST = 'Opening over: the first player plays black, the second player white';
const BLACK_SECOND = 'Opening over: the second player plays black, the first player white';

const walks: readonly Walk[] = [
  {
    name: 'free: the opening is over before it starts',
    rule: 'free',
    start: BLACK_FIRST,
    first: null,
    steps: [],
    black: 'first',
    stones: '',
    placers: '',
  },
  {
    name: 'centre: black plays the centre point, then play is free',
    rule: 'centre',
    start: 'Black places move 1 on the centre point h8',
    first: 'first',
    steps: [[place('h8'), BLACK_FIRST, null]],
    black: 'first',
    stones: 'h8',
    placers: 'first',
  },
  {
    name: 'swap1: the second player takes black',
    rule: 'swap1',
    start: 'First player places move 1 (black) anywhere',
    first: 'first',
    steps: [
      [place('a1'), 'First player places move 2 (white) anywhere', 'first'],
      [place('o15'), 'First player places move 3 (black) anywhere', 'first'],
      [place('h8'), 'Second player: take black or white?', 'second'],
      [choose('black'), BLACK_SECOND, null],
    ],
    black: 'second',
    stones: 'a1 o15 h8',
    placers: 'first first first',
  },
  {
    name: 'swap1: the second player takes white',
    rule: 'swap1',
    start: 'First player places move 1 (black) anywhere',
    first: 'first',
    steps: [
      [place('h8'), 'First player places move 2 (white) anywhere', 'first'],
      [place('h9'), 'First player places move 3 (black) anywhere', 'first'],
      [place('i9'), 'Second player: take black or white?', 'second'],
      [choose('white'), BLACK_FIRST, null],
    ],
    black: 'first',
    stones: 'h8 h9 i9',
    placers: 'first first first',
  },
  {
    name: 'swap2: the second player takes white',
    rule: 'swap2',
    start: 'First player places move 1 (black) anywhere',
    first: 'first',
    steps: [
      [place('h8'), 'First player places move 2 (white) anywhere', 'first'],
      [place('h9'), 'First player places move 3 (black) anywhere', 'first'],
      [place('j10'), 'Second player: take black, take white, or place two more stones?', 'second'],
      [choose('white'), BLACK_FIRST, null],
    ],
    black: 'first',
    stones: 'h8 h9 j10',
    placers: 'first first first',
  },
  {
    name: 'swap2: the second player takes black',
    rule: 'swap2',
    start: 'First player places move 1 (black) anywhere',
    first: 'first',
    steps: [
      [place('h8'), 'First player places move 2 (white) anywhere', 'first'],
      [place('h9'), 'First player places move 3 (black) anywhere', 'first'],
      [place('j10'), 'Second player: take black, take white, or place two more stones?', 'second'],
      [choose('black'), BLACK_SECOND, null],
    ],
    black: 'second',
    stones: 'h8 h9 j10',
    placers: 'first first first',
  },
  {
    name: 'swap2: the second player places two more stones and the first takes white',
    rule: 'swap2',
    start: 'First player places move 1 (black) anywhere',
    first: 'first',
    steps: [
      [place('h8'), 'First player places move 2 (white) anywhere', 'first'],
      [place('h9'), 'First player places move 3 (black) anywhere', 'first'],
      [place('j10'), 'Second player: take black, take white, or place two more stones?', 'second'],
      [choose('place-two'), 'Second player places move 4 (white) anywhere', 'second'],
      [place('g7'), 'Second player places move 5 (black) anywhere', 'second'],
      [place('k11'), 'First player: take black or white?', 'first'],
      [choose('white'), BLACK_SECOND, null],
    ],
    black: 'second',
    stones: 'h8 h9 j10 g7 k11',
    placers: 'first first first second second',
  },
  {
    name: 'swap2: the second player places two more stones and the first takes black',
    rule: 'swap2',
    start: 'First player places move 1 (black) anywhere',
    first: 'first',
    steps: [
      [place('h8'), 'First player places move 2 (white) anywhere', 'first'],
      [place('h9'), 'First player places move 3 (black) anywhere', 'first'],
      [place('j10'), 'Second player: take black, take white, or place two more stones?', 'second'],
      [choose('place-two'), 'Second player places move 4 (white) anywhere', 'second'],
      [place('g7'), 'Second player places move 5 (black) anywhere', 'second'],
      [place('k11'), 'First player: take black or white?', 'first'],
      [choose('black'), BLACK_FIRST, null],
    ],
    black: 'first',
    stones: 'h8 h9 j10 g7 k11',
    placers: 'first first first second second',
  },
  {
    name: 'rif: white keeps white',
    rule: 'rif',
    start: 'Black places move 1 on the centre point h8',
    first: 'first',
    steps: [
      [place('h8'), 'Black places move 2 (white) within the central 3x3 square', 'first'],
      [place('i9'), 'Black places move 3 within the central 5x5 square', 'first'],
      [place('j10'), 'White: swap or keep?', 'second'],
      [choose('keep'), 'White places move 4 anywhere', 'second'],
      [place('a1'), 'Black offers 2 fifth moves', 'first'],
      [offer('g9 k12'), 'White selects one of the 2 fifth moves offered', 'second'],
      [select('k12'), BLACK_FIRST, null],
    ],
    black: 'first',
    stones: 'h8 i9 j10 a1 k12',
    placers: 'first first first second first',
  },
  {
    name: 'rif: white swaps and the first player ends up with white',
    rule: 'rif',
    start: 'Black places move 1 on the centre point h8',
    first: 'first',
    steps: [
      [place('h8'), 'Black places move 2 (white) within the central 3x3 square', 'first'],
      [place('h9'), 'Black places move 3 within the central 5x5 square', 'first'],
      [place('i9'), 'White: swap or keep?', 'second'],
      [choose('swap'), 'White places move 4 anywhere', 'first'],
      [place('g10'), 'Black offers 2 fifth moves', 'second'],
      [offer('j10 g8'), 'White selects one of the 2 fifth moves offered', 'first'],
      [select('j10'), BLACK_SECOND, null],
    ],
    black: 'second',
    stones: 'h8 h9 i9 g10 j10',
    placers: 'first first first first second',
  },
  {
    name: 'yamaguchi: black declares three fifth moves and white keeps',
    rule: 'yamaguchi',
    start: 'Black places move 1 on the centre point h8',
    first: 'first',
    steps: [
      [place('h8'), 'Black places move 2 (white) within the central 3x3 square', 'first'],
      [place('h9'), 'Black places move 3 within the central 5x5 square', 'first'],
      [place('i9'), 'Black declares how many fifth moves to offer (1 to 12)', 'first'],
      [declare(3), 'White: swap or keep?', 'second'],
      [choose('keep'), 'White places move 4 anywhere', 'second'],
      [place('g10'), 'Black offers 3 fifth moves', 'first'],
      [offer('j10 g8 k8'), 'White selects one of the 3 fifth moves offered', 'second'],
      [select('k8'), BLACK_FIRST, null],
    ],
    black: 'first',
    stones: 'h8 h9 i9 g10 k8',
    placers: 'first first first second first',
  },
  {
    name: 'yamaguchi: black declares one fifth move and white swaps',
    rule: 'yamaguchi',
    start: 'Black places move 1 on the centre point h8',
    first: 'first',
    steps: [
      [place('h8'), 'Black places move 2 (white) within the central 3x3 square', 'first'],
      [place('i9'), 'Black places move 3 within the central 5x5 square', 'first'],
      [place('f6'), 'Black declares how many fifth moves to offer (1 to 12)', 'first'],
      [declare(1), 'White: swap or keep?', 'second'],
      [choose('swap'), 'White places move 4 anywhere', 'first'],
      [place('g7'), 'Black offers 1 fifth move', 'second'],
      [offer('j10'), 'White selects one of the 1 fifth move offered', 'first'],
      [select('j10'), BLACK_SECOND, null],
    ],
    black: 'second',
    stones: 'h8 i9 f6 g7 j10',
    placers: 'first first first first second',
  },
  {
    name: 'taraguchi-10: a fifth move in the 9x9, with swaps along the way',
    rule: 'taraguchi-10',
    start: 'Black places move 1 on the centre point h8',
    first: 'first',
    steps: [
      [place('h8'), 'White: swap or keep?', 'second'],
      [choose('swap'), 'White places move 2 within the central 3x3 square', 'first'],
      [place('g9'), 'Black: swap or keep?', 'second'],
      [choose('keep'), 'Black places move 3 within the central 5x5 square', 'second'],
      [place('f6'), 'White: swap or keep?', 'first'],
      [choose('keep'), 'White places move 4 within the central 7x7 square', 'first'],
      [place('k11'), 'Black: swap, keep, or offer 10 fifth moves?', 'second'],
      [choose('swap'), 'Black places move 5 within the central 9x9 square', 'first'],
      [place('l4'), 'White: swap or keep?', 'second'],
      [choose('swap'), BLACK_SECOND, null],
    ],
    black: 'second',
    stones: 'h8 g9 f6 k11 l4',
    placers: 'first first second first first',
  },
  {
    name: 'taraguchi-10: black offers ten fifth moves and white picks one',
    rule: 'taraguchi-10',
    start: 'Black places move 1 on the centre point h8',
    first: 'first',
    steps: [
      [place('h8'), 'White: swap or keep?', 'second'],
      [choose('keep'), 'White places move 2 within the central 3x3 square', 'second'],
      [place('h9'), 'Black: swap or keep?', 'first'],
      [choose('keep'), 'Black places move 3 within the central 5x5 square', 'first'],
      [place('j9'), 'White: swap or keep?', 'second'],
      [choose('keep'), 'White places move 4 within the central 7x7 square', 'second'],
      [place('e11'), 'Black: swap, keep, or offer 10 fifth moves?', 'first'],
      [choose('offer'), 'Black offers 10 fifth moves', 'first'],
      [
        offer('a1 b1 c1 d1 e1 f1 g1 h1 i1 o15'),
        'White selects one of the 10 fifth moves offered',
        'second',
      ],
      [select('o15'), BLACK_FIRST, null],
    ],
    black: 'first',
    stones: 'h8 h9 j9 e11 o15',
    placers: 'first second first second first',
  },
];

describe('the happy path of each opening rule', () => {
  walks.forEach((walk) => {
    it(`walks ${walk.name}`, () => {
      let state = createOpening(walk.rule);
      expect(describeOpeningPhase(state.phase)).toBe(walk.start);
      expect('player' in state.phase ? state.phase.player : null).toBe(walk.first);
      for (const [action, phrase, player] of walk.steps) {
        state = applyOpeningAction(state, action);
        expect(describeOpeningPhase(state.phase)).toBe(phrase);
        expect('player' in state.phase ? state.phase.player : null).toBe(player);
      }
      expect(state.phase).toEqual({
        phase: 'done',
        black: walk.black,
        white: walk.black === 'first' ? 'second' : 'first',
      });
      expect(state.black).toBe(walk.black);
      expect(state.stones.map((stone) => stone.name).join(' ')).toBe(walk.stones);
      expect(state.stones.map((stone) => stone.player).join(' ')).toBe(walk.placers);
      expect(state.actions).toHaveLength(walk.steps.length);
    });
  });
});
