import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ClockError,
  type ClockState,
  clockAt,
  GameClock,
  moveTimeBudget,
  type Stone,
  type TimeControl,
} from '../src/index.ts';

// Short controls, so that random games run into periods, turn limits and flags.
const controls: TimeControl[] = [
  { kind: 'none' },
  { kind: 'sudden-death', initialMs: 5_000 },
  { kind: 'fischer', initialMs: 3_000, incrementMs: 1_000 },
  { kind: 'byo-yomi', initialMs: 2_000, periods: 3, periodMs: 1_000 },
  { kind: 'byo-yomi', initialMs: 0, periods: 2, periodMs: 1_500 },
  { kind: 'per-move', turnMs: 1_000, matchMs: 4_000 },
];

/** One thing that happens to a clock: time passing, or a call. */
type Step =
  | { readonly kind: 'wait'; readonly ms: number }
  | { readonly kind: 'press'; readonly next: Stone }
  | { readonly kind: 'add'; readonly side: Stone; readonly ms: number }
  | { readonly kind: 'pause' | 'resume' | 'check' | 'stop' };

const side = fc.constantFrom<Stone>('black', 'white');
// Weighted so that most games get going, about two in five end on a flag, and few are stopped.
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('wait'), ms: fc.integer({ min: 0, max: 3_000 }) }),
    weight: 20,
  },
  { arbitrary: fc.record({ kind: fc.constant('press'), next: side }), weight: 14 },
  {
    arbitrary: fc.record({
      kind: fc.constant('add'),
      side,
      ms: fc.integer({ min: 1, max: 2_000 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.constantFrom<Step>({ kind: 'pause' }, { kind: 'resume' }), weight: 4 },
  { arbitrary: fc.constant<Step>({ kind: 'check' }), weight: 3 },
  { arbitrary: fc.constant<Step>({ kind: 'stop' }), weight: 1 },
);
const steps = fc.array(step, { minLength: 5, maxLength: 60 });

/** Does `step` to `clock`; refusals because the game is over are part of a random game. */
function play(clock: GameClock, time: { now: number }, step: Step): void {
  try {
    switch (step.kind) {
      case 'wait':
        time.now += step.ms;
        return;
      case 'press':
        clock.press(step.next);
        return;
      case 'add':
        clock.addTime(step.side, step.ms);
        return;
      default:
        clock[step.kind]();
    }
  } catch (error) {
    if (!(error instanceof ClockError)) throw error;
  }
}

/** How much `step` may raise a side's time: its increment, added time or a period given back. */
function credit(control: TimeControl, before: ClockState, step: Step, who: Stone): number {
  if (step.kind === 'add' && step.side === who) return step.ms;
  if (step.kind !== 'press' || before.turn !== who) return 0;
  switch (control.kind) {
    case 'fischer':
      return control.incrementMs;
    case 'byo-yomi':
      return control.periodMs;
    case 'per-move':
      return control.turnMs;
    default:
      return 0;
  }
}

/** The state without `at`, which says when the state was last read or changed. */
function timesOf(state: ClockState): Omit<ClockState, 'at'> {
  const { at: _, ...rest } = state;
  return rest;
}

describe('random games on the clock', () => {
  it('never raise a side time except by increment, added time or a period given back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...controls), steps, (control, list) => {
        const time = { now: 0 };
        const clock = new GameClock(control, { now: () => time.now });
        for (const s of list) {
          const before = clock.state;
          play(clock, time, s);
          const after = clock.state;
          for (const who of ['black', 'white'] as const) {
            const most = before[who].leftMs + credit(control, before, s, who);
            expect(after[who].leftMs).toBeLessThanOrEqual(most);
            expect(after[who].leftMs).toBeGreaterThanOrEqual(0);
            expect(after[who].moves).toBeGreaterThanOrEqual(before[who].moves);
          }
        }
      }),
    );
  });

  it('charge the sides, between them, exactly the time the clock ran', () => {
    const long: TimeControl[] = [
      { kind: 'sudden-death', initialMs: 1e9 },
      { kind: 'fischer', initialMs: 1e9, incrementMs: 1_000 },
    ];
    const noAdded = steps.map((list) => list.filter((s) => s.kind !== 'add'));
    fc.assert(
      fc.property(fc.constantFrom(...long), noAdded, (control, list) => {
        const increment = control.kind === 'fischer' ? control.incrementMs : 0;
        const time = { now: 0 };
        const clock = new GameClock(control, { now: () => time.now });
        let ran = 0;
        for (const s of list) {
          if (s.kind === 'wait' && clock.state.phase === 'running') ran += s.ms;
          play(clock, time, s);
          const { black, white } = clock.state;
          const used = (side: typeof black): number => 1e9 + increment * side.moves - side.mainMs;
          expect(used(black) + used(white)).toBe(ran);
        }
      }),
    );
  });

  it('read the same through clockAt from the last event as through the clock itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...controls), steps, (control, list) => {
        const time = { now: 0 };
        const clock = new GameClock(control, { now: () => time.now });
        let last = clock.state;
        for (const s of list) {
          const previous = clock.state;
          play(clock, time, s);
          // check() only writes down what clockAt already shows; the rest are events.
          if (s.kind === 'wait' || s.kind === 'check') {
            expect(clockAt(last, time.now)).toEqual(clock.state);
            // Read forward in steps, as a UI does frame by frame, or at once: the same.
            expect(clockAt(previous, time.now)).toEqual(clock.state);
          } else {
            last = clock.state;
          }
        }
      }),
    );
  });

  it('go on the same after a save and a restore at any moment', () => {
    fc.assert(
      fc.property(fc.constantFrom(...controls), steps, steps, (control, first, then) => {
        const time = { now: 0 };
        const clock = new GameClock(control, { now: () => time.now });
        for (const s of first) play(clock, time, s);
        const copy = GameClock.fromJSON(JSON.stringify(clock), { now: () => time.now });
        expect(timesOf(copy.state)).toEqual(timesOf(clock.state));
        for (const s of then) {
          play(clock, time, s);
          if (s.kind !== 'wait') play(copy, time, s);
          expect(timesOf(copy.state)).toEqual(timesOf(clock.state));
        }
      }),
    );
  });

  it('are given a thinking time within the time left, minus the margin', () => {
    const budgetOptions = fc.record({
      movesLeft: fc.integer({ min: 1, max: 80 }),
      marginMs: fc.integer({ min: 0, max: 500 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...controls),
        steps,
        side,
        budgetOptions,
        (control, list, who, options) => {
          const time = { now: 0 };
          const clock = new GameClock(control, { now: () => time.now });
          for (const s of list) play(clock, time, s);
          const state = clock.state;
          const budget = moveTimeBudget(state, who, options);
          if (control.kind === 'none') {
            expect(budget).toBeNull();
            return;
          }
          const room = state[who].leftMs - options.marginMs;
          expect(Number.isInteger(budget)).toBe(true);
          expect(budget).toBeGreaterThanOrEqual(0);
          expect(budget).toBeLessThanOrEqual(Math.max(0, room));
          if (room > 0) expect(budget).toBeGreaterThanOrEqual(Math.min(20, Math.floor(room)));
        },
      ),
    );
  });
});
