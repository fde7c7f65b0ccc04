import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BALANCED_OPENINGS } from '../src/ai/gomoku/opening-stones.ts';
import { decideOpeningGomoku, type GomokuSearchOptions, searchGomoku } from '../src/ai/index.ts';
import { OptionError } from '../src/errors.ts';
import {
  checkOfferDraft,
  checkOpeningAction,
  formatPoint,
  Gomoku,
  type GomokuRuleName,
  OPENING_RULE_NAMES,
  type OpeningAction,
  type OpeningRuleName,
  type Point,
  parsePoint,
} from '../src/index.ts';
import { validOpeningAction } from './opening-actions.ts';

// Nodes, not time, end every search here, so that the answers do not depend on the machine.
const QUICK: GomokuSearchOptions = { level: 5, seed: 1, nodes: 4000, timeMs: 60_000 };

function at(name: string, size = 15): Point {
  const point = parsePoint(name, size);
  if (point === null) throw new Error(`no point ${name}`);
  return point;
}

/** An action as text, for comparing whole openings: `place h8`, `choose keep`, `offer j10 g8`. */
function shown(action: OpeningAction<Point>): string {
  switch (action.type) {
    case 'place':
    case 'select':
      return `${action.type} ${formatPoint(action.point)}`;
    case 'choose':
      return `choose ${action.choice}`;
    case 'declare':
      return `declare ${action.count}`;
    case 'offer':
      return `offer ${action.points.map(formatPoint).join(' ')}`;
  }
}

/** The computer plays both sides of the opening; every action is checked before it is taken. */
async function playOpening(game: Gomoku, options: GomokuSearchOptions): Promise<string[]> {
  const actions: string[] = [];
  while (game.opening.phase.phase !== 'done') {
    const action = await decideOpeningGomoku(game, options);
    expect(action).not.toBeNull();
    expect(checkOpeningAction(game.opening, action)).toBeNull();
    game.act(action!);
    actions.push(shown(action!));
  }
  return actions;
}

describe('the computer through a whole opening, playing both sides', () => {
  const cases: { rule: GomokuRuleName; opening: OpeningRuleName; size: number }[] = [];
  for (const opening of OPENING_RULE_NAMES) {
    cases.push({ rule: 'renju', opening, size: 15 });
    cases.push({ rule: 'freestyle', opening, size: 15 });
  }
  cases.push({ rule: 'standard', opening: 'taraguchi-10', size: 9 });
  cases.push({ rule: 'caro', opening: 'swap2', size: 9 });

  for (const { rule, opening, size } of cases) {
    it(`reaches normal play under ${opening}, ${rule}, ${size}x${size}, the same way every time`, async () => {
      const first = await playOpening(new Gomoku({ rule, opening, size }), QUICK);
      const again = await playOpening(new Gomoku({ rule, opening, size }), QUICK);
      expect(again).toEqual(first);
    });
  }

  it('takes another road with another seed', async () => {
    const roads = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const game = new Gomoku({ rule: 'renju', opening: 'rif' });
      for (let i = 0; i < 3; i++) game.act((await decideOpeningGomoku(game, { ...QUICK, seed }))!);
      roads.add(game.moves.map((move) => move.name).join(' '));
    }
    expect(roads.size).toBeGreaterThan(1);
  });
});

describe('placing the stones of an opening', () => {
  it('puts move 1 on the centre point under the centre rule', async () => {
    const action = await decideOpeningGomoku(new Gomoku({ opening: 'centre' }), QUICK);
    expect(action).toEqual({ type: 'place', point: at('h8') });
  });

  for (const opening of ['rif', 'yamaguchi', 'taraguchi-10'] as const) {
    it(`makes moves 1 to 3 one of the balanced Renju openings under ${opening}`, async () => {
      for (const seed of [1, 2, 3]) {
        const game = new Gomoku({ rule: 'renju', opening });
        while (game.moveCount < 3) game.act((await decideOpeningGomoku(game, { ...QUICK, seed }))!);
        expect(BALANCED_OPENINGS).toContain(game.opening.name?.code);
      }
    });
  }

  it('completes a balanced opening around a move 2 someone else placed', async () => {
    for (const second of ['g7', 'g8', 'g9', 'h7', 'h9', 'i7', 'i8', 'i9']) {
      const game = Gomoku.fromMoves(`h8 ${second}`, { rule: 'renju', opening: 'rif' });
      game.act((await decideOpeningGomoku(game, QUICK))!);
      expect(BALANCED_OPENINGS).toContain(game.opening.name?.code);
    }
  });

  it("plays RIF's move 4 where the search would, for white itself", async () => {
    const game = Gomoku.fromMoves('h8 h9 j10', { rule: 'renju', opening: 'rif' });
    game.choose('keep');
    const action = await decideOpeningGomoku(game, QUICK);
    expect(action?.type).toBe('place');
    const placed = action?.type === 'place' ? formatPoint(action.point) : null;
    const searched = await searchGomoku(Gomoku.fromMoves('h8 h9 j10', { rule: 'renju' }), QUICK);
    expect(placed).toBe(searched.moveName);
    // White blocks black's diagonal h8-j10 (at an end or at its heart) rather than play elsewhere.
    expect(['g7', 'i9', 'k11']).toContain(placed);
  });
});

describe('the choices of an opening', () => {
  it('takes black when the white stone is far out of play (swap1)', async () => {
    const game = Gomoku.fromMoves('h8 a1 i9', { opening: 'swap1' });
    expect(await decideOpeningGomoku(game, QUICK)).toEqual({ type: 'choose', choice: 'black' });
  });

  it('takes white when black stones are far out of play (swap2)', async () => {
    const game = Gomoku.fromMoves('a1 h8 o15', { opening: 'swap2' });
    expect(await decideOpeningGomoku(game, QUICK)).toEqual({ type: 'choose', choice: 'white' });
  });

  it("answers RIF's question with swap or keep, for the tentative white", async () => {
    const game = Gomoku.fromMoves('h8 g9 i9', { rule: 'freestyle', opening: 'rif' });
    const action = await decideOpeningGomoku(game, QUICK);
    expect(action?.type === 'choose' ? ['swap', 'keep'] : []).toContain(
      action?.type === 'choose' ? action.choice : null,
    );
  });

  it('declares between 1 and 12 fifth moves under Yamaguchi', async () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'yamaguchi' });
    const action = await decideOpeningGomoku(game, QUICK);
    expect(action?.type).toBe('declare');
    const count = action?.type === 'declare' ? action.count : 0;
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(12);
  });

  it('offers as many fifth moves as declared, none a mirror image of another', async () => {
    const game = Gomoku.fromMoves('h8 h9 h10', { rule: 'renju', opening: 'yamaguchi' });
    game.declareOffers(8);
    game.choose('keep');
    game.play('h11'); // the position is its own mirror image left to right
    const action = await decideOpeningGomoku(game, QUICK);
    expect(action?.type).toBe('offer');
    const points = action?.type === 'offer' ? action.points : [];
    expect(points).toHaveLength(8);
    expect(checkOfferDraft(game.opening, points)).toBeNull();
  });

  it('offers ten fifth moves anywhere when taraguchi-10 asks for them', async () => {
    const game = Gomoku.fromMoves('h8', { rule: 'renju', opening: 'taraguchi-10' });
    game.choose('keep');
    game.play('h9');
    game.choose('keep');
    game.play('j10');
    game.choose('keep');
    game.play('g10');
    game.choose('offer');
    const action = await decideOpeningGomoku(game, QUICK);
    expect(action?.type === 'offer' ? action.points.length : 0).toBe(10);
    expect(checkOpeningAction(game.opening, action)).toBeNull();
  });

  it('selects the offered fifth move worst for black', async () => {
    const game = Gomoku.fromMoves('h8 h9 j10', { rule: 'renju', opening: 'rif' });
    game.choose('keep');
    game.play('o1');
    // i9 makes an open three on the diagonal; a15 is out of play.
    game.offerFifth(['i9', 'a15']);
    expect(await decideOpeningGomoku(game, QUICK)).toEqual({ type: 'select', point: at('a15') });
  });
});

describe('what the opening policy answers besides an action', () => {
  it('answers null once the opening is over, or with no opening at all', async () => {
    expect(await decideOpeningGomoku(new Gomoku(), QUICK)).toBeNull();
    const game = Gomoku.fromMoves('h8 h9 i9', { opening: 'swap1' });
    game.choose('white');
    expect(await decideOpeningGomoku(game.state, QUICK)).toBeNull();
  });

  it('rejects a level outside 1-10', async () => {
    const game = new Gomoku({ opening: 'swap2' });
    await expect(decideOpeningGomoku(game, { level: 11 as 10 })).rejects.toBeInstanceOf(
      OptionError,
    );
  });

  it('still answers a legal action in every phase when the signal is already aborted', async () => {
    const signal = { aborted: true };
    const game = new Gomoku({ rule: 'renju', opening: 'taraguchi-10' });
    let steps = 0;
    while (game.opening.phase.phase !== 'done') {
      const action = await decideOpeningGomoku(game, { signal, seed: steps });
      expect(checkOpeningAction(game.opening, action)).toBeNull();
      game.act(action!);
      steps += 1;
    }
    expect(steps).toBeGreaterThan(8);
  });

  it('stops weighing when shouldStop says so, and still answers', async () => {
    const game = Gomoku.fromMoves('h8 h9 j10', { rule: 'renju', opening: 'yamaguchi' });
    game.declareOffers(12);
    game.choose('keep');
    game.play('g7');
    let calls = 0;
    const action = await decideOpeningGomoku(game, { level: 10, shouldStop: () => ++calls > 50 });
    expect(action?.type).toBe('offer');
    expect(checkOpeningAction(game.opening, action)).toBeNull();
  });
});

describe('openings a person and the computer share, at random', () => {
  it('the computer always answers an action the game takes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          rule: fc.constantFrom<GomokuRuleName>('renju', 'freestyle'),
          opening: fc.constantFrom<OpeningRuleName>(...OPENING_RULE_NAMES),
          size: fc.constantFrom(9, 11, 15),
          level: fc.integer({ min: 1, max: 10 }),
          seed: fc.integer(),
          // Who takes each action: true for the computer, with the person's pick otherwise.
          turns: fc.array(fc.option(fc.nat(), { nil: undefined }), { maxLength: 16 }),
        }),
        async ({ rule, opening, size, level, seed, turns }) => {
          const game = new Gomoku({ rule, opening, size });
          for (const pick of turns) {
            if (game.opening.phase.phase === 'done') break;
            if (pick !== undefined) {
              game.act(validOpeningAction(game, pick)!);
              continue;
            }
            const options = { level: level as 1, seed, nodes: 600, timeMs: 60_000 };
            const action = await decideOpeningGomoku(game, options);
            expect(checkOpeningAction(game.opening, action)).toBeNull();
            expect(() => game.act(action!)).not.toThrow();
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
