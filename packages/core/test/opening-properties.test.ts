import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StonekitError } from '../src/errors.ts';
import {
  applyOpeningAction,
  checkOpeningAction,
  createOpening,
  isInRegion,
  type OpeningAction,
  type OpeningPhase,
  type OpeningRuleName,
  type OpeningState,
  openingFromJSON,
  replayOpening,
  undoOpening,
} from '../src/gomoku/opening/index.ts';
import { SYMMETRIES } from './gomoku-symmetries.ts';

interface RandomOpening {
  readonly rule: OpeningRuleName; // the opening rule
  readonly size: number; // a board size the rule accepts
  readonly picks: readonly number[]; // each picks one of the valid actions, modulo their count
}

// Yamaguchi may declare 12 offers; a 5x5 board with a symmetric position can have fewer distinct
// fifth moves than that, so the rules with offers start at 7x7.
const odd = (min: number) => fc.integer({ min: min / 2, max: 9 }).map((half) => half * 2 + 1);
const randomOpening: fc.Arbitrary<RandomOpening> = fc.oneof(
  fc.record({
    rule: fc.constantFrom<OpeningRuleName>('free', 'swap1', 'swap2'),
    size: fc.integer({ min: 5, max: 19 }),
    picks: fc.array(fc.nat(), { maxLength: 12 }),
  }),
  fc.record({
    rule: fc.constantFrom<OpeningRuleName>('centre', 'rif', 'yamaguchi'),
    size: odd(6),
    picks: fc.array(fc.nat(), { maxLength: 12 }),
  }),
  fc.record({
    rule: fc.constant<OpeningRuleName>('taraguchi-10'),
    size: odd(8),
    picks: fc.array(fc.nat(), { maxLength: 14 }),
  }),
);

const key = (x: number, y: number) => `${x},${y}`;

/** An oracle for equivalent offers, written apart from the engine's own check. */
function equivalent(state: OpeningState, a: string, b: string): boolean {
  const last = state.size - 1;
  const colours = new Map(state.stones.map((s) => [key(s.point.x, s.point.y), s.stone]));
  const [ax, ay] = a.split(',').map(Number) as [number, number];
  return SYMMETRIES.some((symmetry) => {
    const keeps = state.stones.every((s) => {
      const [x, y] = symmetry.map(s.point.x, s.point.y, last);
      return colours.get(key(x, y)) === s.stone;
    });
    return keeps && key(...symmetry.map(ax, ay, last)) === b;
  });
}

/** The empty points of the board, by row from the bottom. */
function empties(state: OpeningState): { x: number; y: number }[] {
  const taken = new Set(state.stones.map((s) => key(s.point.x, s.point.y)));
  const points: { x: number; y: number }[] = [];
  for (let y = 0; y < state.size; y++) {
    for (let x = 0; x < state.size; x++) if (!taken.has(key(x, y))) points.push({ x, y });
  }
  return points;
}

/** One valid action for the phase, chosen by `pick`; null when the opening is over. */
function validAction(state: OpeningState, pick: number): OpeningAction | null {
  const { phase } = state;
  switch (phase.phase) {
    case 'place': {
      const region = phase.region;
      const points = empties(state).filter((p) => region === null || isInRegion(region, p));
      return { type: 'place', point: points[pick % points.length]! };
    }
    case 'choose':
      return { type: 'choose', choice: phase.options[pick % phase.options.length]! };
    case 'declare-offers':
      return { type: 'declare', count: phase.min + (pick % (phase.max - phase.min + 1)) };
    case 'offer-fifth': {
      const points = empties(state);
      const start = pick % points.length;
      const chosen: string[] = [];
      for (let i = 0; i < points.length && chosen.length < phase.count; i++) {
        const p = points[(start + i) % points.length]!;
        const k = key(p.x, p.y);
        if (!chosen.some((c) => equivalent(state, c, k))) chosen.push(k);
      }
      const offered = chosen.map((k) => k.split(',').map(Number) as [number, number]);
      return { type: 'offer', points: offered.map(([x, y]) => ({ x, y })) };
    }
    case 'select-fifth':
      return { type: 'select', point: phase.offers[pick % phase.offers.length]! };
    case 'done':
      return null;
  }
}

/** Checks everything that must hold of any state; `before` is the phase the last action met. */
function expectConsistent(state: OpeningState, before: OpeningPhase | null): void {
  const { phase, stones } = state;
  expect(replayOpening(state.rule, state, state.actions)).toEqual(state);
  expect(openingFromJSON(JSON.parse(JSON.stringify(state)))).toEqual(state);
  expect(new Set(stones.map((s) => key(s.point.x, s.point.y))).size).toBe(stones.length);
  stones.forEach((s, i) => {
    expect(s.number).toBe(i + 1);
    expect(s.stone).toBe(i % 2 === 0 ? 'black' : 'white');
  });
  const last = stones.at(-1);
  if (before?.phase === 'place' && before.region !== null && last !== undefined) {
    expect(isInRegion(before.region, last.point)).toBe(true);
  }
  if (phase.phase === 'done') {
    expect([phase.black, phase.white].sort()).toEqual(['first', 'second']);
    expect(phase.black).toBe(state.black);
    return;
  }
  const swapRule = state.rule === 'swap1' || state.rule === 'swap2';
  expect(phase.role).toBe(swapRule ? null : phase.player === state.black ? 'black' : 'white');
  if (phase.phase === 'place') {
    expect(phase.move).toBe(stones.length + 1);
    expect(phase.stone).toBe(stones.length % 2 === 0 ? 'black' : 'white');
  }
  if (phase.phase === 'offer-fifth' || phase.phase === 'select-fifth') {
    expect(stones).toHaveLength(4);
  }
  if (phase.phase === 'select-fifth') {
    const n = phase.offers.length;
    expect(phase.role).toBe('white');
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const [a, b] = [phase.offers[i]!, phase.offers[j]!];
        expect(equivalent(state, key(a.x, a.y), key(b.x, b.y))).toBe(false);
      }
    }
  }
}

describe('random valid opening actions', () => {
  it('never lead to an inconsistent state', () => {
    fc.assert(
      fc.property(randomOpening, ({ rule, size, picks }) => {
        let state = createOpening(rule, { size });
        expectConsistent(state, null);
        for (const pick of picks) {
          const action = validAction(state, pick);
          if (action === null) break;
          expect(checkOpeningAction(state, action)).toBeNull();
          const next = applyOpeningAction(state, action);
          expectConsistent(next, state.phase);
          expect(undoOpening(next)).toEqual(state);
          state = next;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('end with the stones the rule places', () => {
    const expected: Record<OpeningRuleName, readonly number[]> = {
      free: [0],
      centre: [1],
      swap1: [3],
      swap2: [3, 5],
      rif: [5],
      yamaguchi: [5],
      'taraguchi-10': [5],
    };
    fc.assert(
      fc.property(randomOpening, ({ rule, size, picks }) => {
        let state = createOpening(rule, { size });
        for (let i = 0; state.phase.phase !== 'done'; i++) {
          state = applyOpeningAction(
            state,
            validAction(state, picks[i % (picks.length || 1)] ?? i)!,
          );
        }
        expect(expected[rule]).toContain(state.stones.length);
      }),
      { numRuns: 200 },
    );
  });
});

const junkPoint = fc.oneof(
  fc.constantFrom('h8', 'a1', 'o15', 'p3', 'z26', 'z99', '', 'h'),
  fc.record({ x: fc.integer({ min: -2, max: 27 }), y: fc.integer({ min: -2, max: 27 }) }),
  fc.anything(),
);
const junkAction: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('place'), point: junkPoint }),
  fc.record({
    type: fc.constant('choose'),
    choice: fc.constantFrom('black', 'white', 'place-two', 'swap', 'keep', 'offer', 'nope'),
  }),
  fc.record({
    type: fc.constant('declare'),
    count: fc.oneof(fc.integer({ min: -1, max: 14 }), fc.anything()),
  }),
  fc.record({
    type: fc.constant('offer'),
    points: fc.oneof(fc.array(junkPoint, { maxLength: 11 }), fc.anything()),
  }),
  fc.record({ type: fc.constant('select'), point: junkPoint }),
  fc.anything(),
);

describe('random actions, valid or not', () => {
  it('either throw a Stonekit error and change nothing, or give a consistent state', () => {
    fc.assert(
      fc.property(
        randomOpening,
        fc.array(fc.option(junkAction, { freq: 2 }), { maxLength: 14 }),
        ({ rule, size, picks }, junk) => {
          let state = createOpening(rule, { size });
          for (let i = 0; i < junk.length; i++) {
            // Mixing in valid actions reaches the later phases, where the junk lands.
            const action = junk[i] ?? validAction(state, picks[i] ?? i);
            if (action === null) break;
            const copy = JSON.stringify(state);
            try {
              const next = applyOpeningAction(state, action as OpeningAction);
              expectConsistent(next, state.phase);
              state = next;
            } catch (error) {
              expect(error).toBeInstanceOf(StonekitError);
              expect(checkOpeningAction(state, action)).toEqual(error);
              expect(JSON.stringify(state)).toBe(copy);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
