import { describe, expect, it } from 'vitest';
import {
  ClockError,
  type ClockState,
  clockAt,
  GameClock,
  moveTimeBudget,
  OptionError,
  ParseError,
  type TimeControl,
} from '../src/index.ts';

/** A clock whose time the test moves by hand: `time.now` is what `now()` returns. */
function clockWith(control: TimeControl): { clock: GameClock; time: { now: number } } {
  const time = { now: 1_000 };
  return { clock: new GameClock(control, { now: () => time.now }), time };
}

const minute: TimeControl = { kind: 'sudden-death', initialMs: 60_000 };

describe('sudden death', () => {
  it('starts idle, with both sides on their full time', () => {
    const { clock } = clockWith(minute);
    expect(clock.state).toMatchObject({ phase: 'idle', turn: null, running: null, flagged: null });
    expect(clock.state.black).toEqual({
      mainMs: 60_000,
      periodMs: null,
      periods: null,
      leftMs: 60_000,
      moves: 0,
      flagged: false,
    });
    expect(Object.isFrozen(clock.state)).toBe(true);
    expect(Object.isFrozen(clock.state.white)).toBe(true);
  });

  it('leaves the first move untimed: the first press only starts the clock', () => {
    const { clock, time } = clockWith(minute);
    time.now += 5_000;
    expect(clock.press('white')).toBeNull();
    expect(clock.state.black.leftMs).toBe(60_000);
    expect(clock.state.black.moves).toBe(0);
    expect(clock.state.white.leftMs).toBe(60_000);
    expect(clock.state).toMatchObject({ phase: 'running', turn: 'white', running: 'white' });
  });

  it('counts the running side down between events', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 1_234;
    expect(clock.state.white.leftMs).toBe(58_766);
    expect(clock.state.black.leftMs).toBe(60_000);
  });

  it('charges the mover the time it thought and counts its move', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 1_200;
    clock.press('black');
    time.now += 700;
    expect(clock.state.white).toMatchObject({ mainMs: 58_800, moves: 1 });
    expect(clock.state.black).toMatchObject({ mainMs: 59_300, moves: 0 });
    expect(clock.state.running).toBe('black');
  });

  it('lets the same side run again after a forced pass', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 1_000;
    clock.press('white');
    time.now += 1_000;
    expect(clock.state.white).toMatchObject({ leftMs: 58_000, moves: 1 });
  });

  it('does not flag 1 ms before the time runs out', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 59_999;
    expect(clock.check()).toBeNull();
    expect(clock.state.white).toMatchObject({ leftMs: 1, flagged: false });
    expect(clock.state.phase).toBe('running');
  });

  it('flags at exactly 0', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 60_000;
    expect(clock.check()).toBe('white');
    expect(clock.state).toMatchObject({ phase: 'flagged', flagged: 'white', running: null });
    expect(clock.state.white).toMatchObject({ leftMs: 0, mainMs: 0, flagged: true });
    expect(clock.state.black.flagged).toBe(false);
  });

  it('shows the flag before anyone calls check(), dated when the time ran out', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    const started = time.now;
    time.now += 90_000;
    expect(clock.state).toMatchObject({ phase: 'flagged', flagged: 'white', at: started + 60_000 });
  });

  it('keeps reporting the flagged side, and the time frozen at 0', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 61_000;
    expect(clock.check()).toBe('white');
    time.now += 10_000;
    expect(clock.check()).toBe('white');
    expect(clock.state.white.leftMs).toBe(0);
    expect(clock.state.black.leftMs).toBe(60_000);
  });

  it('does not save a move made after the time ran out: press returns the side that flagged', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 60_000;
    expect(clock.press('black')).toBe('white');
    expect(clock.state).toMatchObject({ phase: 'flagged', flagged: 'white' });
    expect(clock.state.white.moves).toBe(0);
  });

  it('refuses a press once the flag was reported', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 60_000;
    clock.check();
    expect(() => clock.press('black')).toThrow(ClockError);
    expect(() => clock.press('black')).toThrow(/white has run out of time/);
  });

  it('starts with start(side) for a timed first move, and only once', () => {
    const { clock, time } = clockWith(minute);
    clock.start('black');
    time.now += 1_000;
    expect(clock.state.black.leftMs).toBe(59_000);
    expect(() => clock.start('black')).toThrow(ClockError);
  });

  it('refuses a side that is not black or white', () => {
    const { clock } = clockWith(minute);
    expect(() => clock.press('red' as 'black')).toThrow(OptionError);
    expect(() => clock.start('red' as 'black')).toThrow(/'black' or 'white'/);
  });
});

describe('fischer', () => {
  const blitz: TimeControl = { kind: 'fischer', initialMs: 180_000, incrementMs: 2_000 };

  it('credits the increment after the move and not before', () => {
    const { clock, time } = clockWith(blitz);
    clock.press('white');
    time.now += 3_000;
    expect(clock.state.white.leftMs).toBe(177_000);
    clock.press('black');
    expect(clock.state.white.leftMs).toBe(179_000);
  });

  it('credits nothing for the untimed first move', () => {
    const { clock, time } = clockWith(blitz);
    time.now += 3_000;
    clock.press('white');
    expect(clock.state.black.leftMs).toBe(180_000);
    expect(clock.state.white.leftMs).toBe(180_000);
  });

  it('credits the increment for a move made while paused', () => {
    const { clock, time } = clockWith(blitz);
    clock.press('white');
    time.now += 1_000;
    clock.pause();
    time.now += 50_000;
    clock.press('black');
    expect(clock.state.white).toMatchObject({ leftMs: 181_000, moves: 1 });
  });

  it('credits no increment to a move made too late', () => {
    const { clock, time } = clockWith(blitz);
    clock.press('white');
    time.now += 180_000;
    expect(clock.press('black')).toBe('white');
    expect(clock.state.white.leftMs).toBe(0);
  });
});

describe('byo-yomi', () => {
  // Ten seconds of main time, then three periods of five seconds.
  const japanese: TimeControl = {
    kind: 'byo-yomi',
    initialMs: 10_000,
    periods: 3,
    periodMs: 5_000,
  };

  it('spends main time first, the periods staying whole', () => {
    const { clock, time } = clockWith(japanese);
    clock.press('white');
    time.now += 4_000;
    expect(clock.state.white).toMatchObject({
      mainMs: 6_000,
      periodMs: 5_000,
      periods: 3,
      leftMs: 21_000,
    });
  });

  it('uses up the periods one by one as they run out', () => {
    const { clock, time } = clockWith(japanese);
    clock.press('white');
    time.now += 10_000;
    expect(clock.state.white).toMatchObject({ mainMs: 0, periodMs: 5_000, periods: 3 });
    time.now += 4_999;
    expect(clock.state.white).toMatchObject({ periodMs: 1, periods: 3, leftMs: 10_001 });
    time.now += 1;
    expect(clock.state.white).toMatchObject({ periodMs: 5_000, periods: 2, leftMs: 10_000 });
    time.now += 7_000;
    expect(clock.state.white).toMatchObject({ periodMs: 3_000, periods: 1, leftMs: 3_000 });
  });

  it('gives a period back whole to a move made inside it', () => {
    const { clock, time } = clockWith(japanese);
    clock.press('white');
    time.now += 13_000;
    clock.press('black');
    expect(clock.state.white).toMatchObject({ mainMs: 0, periodMs: 5_000, periods: 3 });
  });

  it('only deducts main time from a move made while main time remains', () => {
    const { clock, time } = clockWith(japanese);
    clock.press('white');
    time.now += 3_000;
    clock.press('black');
    expect(clock.state.white).toMatchObject({ mainMs: 7_000, periodMs: 5_000, periods: 3 });
  });

  it('keeps the periods that ran out during a move used up', () => {
    const { clock, time } = clockWith(japanese);
    clock.press('white');
    time.now += 10_000 + 5_000 + 2_000;
    clock.press('black');
    expect(clock.state.white).toMatchObject({ mainMs: 0, periodMs: 5_000, periods: 2 });
  });

  it('flags when the last period runs out, at exactly 0', () => {
    const { clock, time } = clockWith(japanese);
    clock.press('white');
    time.now += 24_999;
    expect(clock.check()).toBeNull();
    time.now += 1;
    expect(clock.check()).toBe('white');
    expect(clock.state.white).toMatchObject({ mainMs: 0, periodMs: 0, periods: 0, leftMs: 0 });
  });

  it('plays periods only when there is no main time', () => {
    const { clock, time } = clockWith({
      kind: 'byo-yomi',
      initialMs: 0,
      periods: 1,
      periodMs: 30_000,
    });
    clock.press('white');
    time.now += 29_000;
    clock.press('black');
    expect(clock.state.white).toMatchObject({ periodMs: 30_000, periods: 1, moves: 1 });
  });
});

describe('per-move (Gomocup)', () => {
  const gomocup: TimeControl = { kind: 'per-move', turnMs: 5_000, matchMs: 12_000 };

  it('resets the turn after each move and charges the match budget', () => {
    const { clock, time } = clockWith(gomocup);
    clock.press('white');
    time.now += 3_000;
    expect(clock.state.white).toMatchObject({ mainMs: 9_000, periodMs: 2_000, leftMs: 2_000 });
    clock.press('black');
    expect(clock.state.white).toMatchObject({ mainMs: 9_000, periodMs: 5_000, leftMs: 5_000 });
  });

  it('flags when the turn runs out, the match budget keeping the rest', () => {
    const { clock, time } = clockWith(gomocup);
    clock.press('white');
    time.now += 5_000;
    expect(clock.check()).toBe('white');
    expect(clock.state.white).toMatchObject({ mainMs: 7_000, periodMs: 0, leftMs: 0 });
  });

  it('flags when the match budget runs out, even with turn time left', () => {
    const { clock, time } = clockWith(gomocup);
    clock.press('white');
    for (const _ of [1, 2]) {
      time.now += 4_000;
      clock.press('white');
    }
    expect(clock.state.white).toMatchObject({ mainMs: 4_000, periodMs: 5_000, leftMs: 4_000 });
    time.now += 3_999;
    expect(clock.check()).toBeNull();
    time.now += 1;
    expect(clock.check()).toBe('white');
    expect(clock.state.white).toMatchObject({ mainMs: 0, periodMs: 1_000 });
  });
});

describe('no clock', () => {
  const none: TimeControl = { kind: 'none' };

  it('runs, pauses and counts moves, but nobody ever runs out of time', () => {
    const { clock, time } = clockWith(none);
    clock.press('white');
    time.now += 1e9;
    expect(clock.check()).toBeNull();
    expect(clock.pause()).toBe(true);
    expect(clock.press('black')).toBeNull();
    expect(clock.state.white).toEqual({
      mainMs: 0,
      periodMs: null,
      periods: null,
      leftMs: Number.POSITIVE_INFINITY,
      moves: 1,
      flagged: false,
    });
    expect(clock.msUntilFlag()).toBeNull();
  });

  it('saves as JSON without Infinity and reads back', () => {
    const { clock, time } = clockWith(none);
    clock.press('white');
    const text = JSON.stringify(clock);
    expect(JSON.parse(text)).toEqual(clock.toJSON());
    const copy = GameClock.fromJSON(text, { now: () => time.now });
    expect(copy.state).toEqual(clock.state);
  });

  it('has no time to add to: addTime does nothing', () => {
    const { clock } = clockWith(none);
    clock.addTime('black', 5_000);
    expect(clock.state.black.mainMs).toBe(0);
  });
});

describe('pause and resume', () => {
  it('charges the time up to the pause and nothing while paused', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 2_000;
    expect(clock.pause()).toBe(true);
    expect(clock.state).toMatchObject({ phase: 'paused', turn: 'white', running: null });
    time.now += 10_000;
    expect(clock.state.white.leftMs).toBe(58_000);
    expect(clock.resume()).toBe(true);
    time.now += 1_000;
    expect(clock.state.white.leftMs).toBe(57_000);
    expect(clock.state.running).toBe('white');
  });

  it('changes nothing and says so when there is nothing to pause or resume', () => {
    const { clock } = clockWith(minute);
    expect(clock.pause()).toBe(false);
    expect(clock.resume()).toBe(false);
    clock.press('white');
    expect(clock.resume()).toBe(false);
    expect(clock.pause()).toBe(true);
    expect(clock.pause()).toBe(false);
    clock.stop();
    expect(clock.pause()).toBe(false);
    expect(clock.resume()).toBe(false);
  });

  it('lets a press while paused count the move, charge nothing more and run the next side', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 1_000;
    clock.pause();
    time.now += 5_000;
    clock.press('black');
    expect(clock.state.white).toMatchObject({ leftMs: 59_000, moves: 1 });
    time.now += 500;
    expect(clock.state.black.leftMs).toBe(59_500);
    expect(clock.state.running).toBe('black');
  });

  it('flags instead of pausing when the time ran out before the pause', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 60_500;
    expect(clock.pause()).toBe(false);
    expect(clock.state).toMatchObject({ phase: 'flagged', flagged: 'white' });
  });
});

describe('handing the clock over without a move (a move taken back)', () => {
  const fischer: TimeControl = { kind: 'fischer', initialMs: 60_000, incrementMs: 5_000 };

  it('charges the side whose time ran and runs the other, crediting nothing', () => {
    const { clock, time } = clockWith(fischer);
    clock.press('black'); // the first move is untimed; black's time runs
    time.now += 4_000;
    expect(clock.handOver('white')).toBeNull();
    expect(clock.state).toMatchObject({ phase: 'running', running: 'white' });
    expect(clock.state.black).toMatchObject({ mainMs: 56_000, moves: 0 });
    time.now += 1_000;
    expect(clock.state.white.mainMs).toBe(59_000);
  });

  it('gives no byo-yomi period back', () => {
    const { clock, time } = clockWith({
      kind: 'byo-yomi',
      initialMs: 0,
      periods: 3,
      periodMs: 10_000,
    });
    clock.press('black');
    time.now += 4_000;
    clock.handOver('white');
    expect(clock.state.black).toMatchObject({ periodMs: 6_000, periods: 3 });
  });

  it('keeps a paused clock paused, with the other side to run on resume', () => {
    const { clock, time } = clockWith(minute);
    clock.press('black');
    clock.pause();
    time.now += 10_000;
    clock.handOver('white');
    expect(clock.state).toMatchObject({ phase: 'paused', turn: 'white', running: null });
    clock.resume();
    time.now += 1_000;
    expect(clock.state.white.mainMs).toBe(59_000);
    expect(clock.state.black.mainMs).toBe(60_000);
  });

  it('leaves an idle clock idle, and reports a flag that fell before it', () => {
    const { clock, time } = clockWith(minute);
    expect(clock.handOver('white')).toBeNull();
    expect(clock.state.phase).toBe('idle');
    clock.press('black');
    time.now += 60_000;
    expect(clock.handOver('white')).toBe('black');
    expect(clock.state.flagged).toBe('black');
    expect(() => clock.handOver('black')).toThrow(ClockError);
  });
});

describe('stop', () => {
  it('freezes the times when the game ends on the board', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 1_500;
    expect(clock.stop()).toBe(true);
    time.now += 100_000;
    expect(clock.state).toMatchObject({ phase: 'stopped', running: null, flagged: null });
    expect(clock.state.white.leftMs).toBe(58_500);
    expect(clock.check()).toBeNull();
    expect(clock.stop()).toBe(false);
  });

  it('refuses a press after the stop', () => {
    const { clock } = clockWith(minute);
    clock.press('white');
    clock.stop();
    expect(() => clock.press('black')).toThrow(ClockError);
    expect(() => clock.press('black')).toThrow(/stopped/);
  });

  it('stops an idle clock, for a game resigned before its first move', () => {
    const { clock } = clockWith(minute);
    expect(clock.stop()).toBe(true);
    expect(clock.state).toMatchObject({ phase: 'stopped', turn: null });
  });

  it('lets a flag that fell before the stop stand', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 60_000;
    expect(clock.stop()).toBe(false);
    expect(clock.state).toMatchObject({ phase: 'flagged', flagged: 'white' });
  });
});

describe('adding time', () => {
  it('adds to the main time of either side, the running one included', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 10_000;
    clock.addTime('white', 15_000);
    clock.addTime('black', 15_000);
    expect(clock.state.white.leftMs).toBe(65_000);
    expect(clock.state.black.leftMs).toBe(75_000);
    time.now += 1_000;
    expect(clock.state.white.leftMs).toBe(64_000);
  });

  it('adds to the match budget with per-move control', () => {
    const { clock } = clockWith({ kind: 'per-move', turnMs: 5_000, matchMs: 12_000 });
    clock.addTime('black', 3_000);
    expect(clock.state.black).toMatchObject({ mainMs: 15_000, periodMs: 5_000 });
  });

  it('is spent before the rest of the current byo-yomi period', () => {
    const control: TimeControl = { kind: 'byo-yomi', initialMs: 0, periods: 2, periodMs: 5_000 };
    const { clock, time } = clockWith(control);
    clock.press('white');
    time.now += 2_000;
    clock.addTime('white', 1_000);
    time.now += 1_500;
    expect(clock.state.white).toMatchObject({ mainMs: 0, periodMs: 2_500, periods: 2 });
  });

  it('refuses once a side has run out of time, noticed or not', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 60_000;
    expect(() => clock.addTime('white', 15_000)).toThrow(ClockError);
    expect(clock.state.phase).toBe('flagged');
    expect(() => clock.addTime('black', 15_000)).toThrow(/white has already run out/);
  });

  const bad: { name: string; ms: unknown }[] = [
    { name: 'zero', ms: 0 },
    { name: 'a negative number', ms: -1_000 },
    { name: 'NaN', ms: Number.NaN },
    { name: 'Infinity', ms: Number.POSITIVE_INFINITY },
    { name: 'a string', ms: '15000' },
  ];
  for (const c of bad) {
    it(`refuses ${c.name} as the time to add, naming ms`, () => {
      const { clock } = clockWith(minute);
      let error: unknown;
      try {
        clock.addTime('black', c.ms as number);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(OptionError);
      expect((error as OptionError).option).toBe('ms');
      expect(clock.state.black.leftMs).toBe(60_000);
    });
  }
});

describe('time until the flag', () => {
  it('is the running side time left, periods included', () => {
    const { clock, time } = clockWith({
      kind: 'byo-yomi',
      initialMs: 10_000,
      periods: 3,
      periodMs: 5_000,
    });
    clock.press('white');
    time.now += 2_000;
    expect(clock.msUntilFlag()).toBe(23_000);
  });

  it('is null while the clock does not run', () => {
    const { clock } = clockWith(minute);
    expect(clock.msUntilFlag()).toBeNull();
    clock.press('white');
    clock.pause();
    expect(clock.msUntilFlag()).toBeNull();
  });

  it('is 0 once the time ran out and nobody noticed, so that a late timer checks at once', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 70_000;
    expect(clock.msUntilFlag()).toBe(0);
    clock.check();
    expect(clock.msUntilFlag()).toBeNull();
  });
});

describe('reading a snapshot forward with clockAt', () => {
  it('returns the snapshot itself when the clock does not run or no time passed', () => {
    const { clock, time } = clockWith(minute);
    const idle = clock.state;
    expect(clockAt(idle, time.now + 5_000)).toBe(idle);
    clock.press('white');
    const running = clock.state;
    expect(clockAt(running, running.at)).toBe(running);
    expect(clockAt(running, running.at - 1)).toBe(running);
  });

  it('counts the running side down without touching the snapshot it was given', () => {
    const { clock } = clockWith(minute);
    clock.press('white');
    const snapshot = clock.state;
    const later = clockAt(snapshot, snapshot.at + 2_500);
    expect(later.white.leftMs).toBe(57_500);
    expect(later.at).toBe(snapshot.at + 2_500);
    expect(snapshot.white.leftMs).toBe(60_000);
    expect(Object.isFrozen(later)).toBe(true);
  });

  it('shows the running side out of time once it reaches 0, without check()', () => {
    const { clock } = clockWith(minute);
    clock.press('white');
    const snapshot: ClockState = clock.state;
    const later = clockAt(snapshot, snapshot.at + 60_000);
    expect(later).toMatchObject({ phase: 'flagged', flagged: 'white', running: null });
    expect(later.white).toMatchObject({ leftMs: 0, flagged: true });
    expect(clock.state.phase).toBe('running');
  });
});

describe('saving and restoring', () => {
  const japanese: TimeControl = {
    kind: 'byo-yomi',
    initialMs: 10_000,
    periods: 3,
    periodMs: 5_000,
  };

  it('writes remaining times, never wall-clock times', () => {
    const { clock, time } = clockWith(japanese);
    clock.press('white');
    time.now += 12_000;
    expect(clock.toJSON()).toEqual({
      version: 1,
      control: japanese,
      phase: 'running',
      turn: 'white',
      black: { mainMs: 10_000, periodMs: 5_000, periods: 3, moves: 0 },
      white: { mainMs: 0, periodMs: 3_000, periods: 3, moves: 0 },
    });
  });

  it('reads back a clock saved mid-game, from the object or its JSON text', () => {
    const { clock, time } = clockWith(japanese);
    clock.press('white');
    time.now += 16_000;
    clock.press('black');
    time.now += 4_000;
    clock.pause();
    const fromText = GameClock.fromJSON(JSON.stringify(clock), { now: () => time.now });
    const fromObject = GameClock.fromJSON(clock.toJSON(), { now: () => time.now });
    expect(fromText.state).toEqual(clock.state);
    expect(fromObject.state).toEqual(clock.state);
    expect(fromText.control).toEqual(japanese);
  });

  it('charges nobody for the time between saving and restoring a running clock', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 5_000;
    const saved = JSON.stringify(clock);
    time.now += 3_600_000;
    const copy = GameClock.fromJSON(saved, { now: () => time.now });
    expect(copy.state).toMatchObject({ phase: 'running', running: 'white' });
    expect(copy.state.white.leftMs).toBe(55_000);
    time.now += 1_000;
    expect(copy.state.white.leftMs).toBe(54_000);
  });

  it('keeps a flag through a save', () => {
    const { clock, time } = clockWith(minute);
    clock.press('white');
    time.now += 61_000;
    const copy = GameClock.fromJSON(JSON.stringify(clock), { now: () => time.now });
    expect(copy.state).toMatchObject({ phase: 'flagged', flagged: 'white' });
    expect(copy.state.white.flagged).toBe(true);
    expect(copy.check()).toBe('white');
    expect(() => copy.press('black')).toThrow(ClockError);
  });

  it('reads back a per-move clock mid-turn', () => {
    const { clock, time } = clockWith({ kind: 'per-move', turnMs: 5_000, matchMs: 12_000 });
    clock.press('white');
    time.now += 3_000;
    const copy = GameClock.fromJSON(clock.toJSON(), { now: () => time.now });
    expect(copy.state).toEqual(clock.state);
  });
});

describe('loading malformed saves', () => {
  const base = {
    version: 1,
    control: { kind: 'sudden-death', initialMs: 60_000 },
    phase: 'running',
    turn: 'white',
    black: { mainMs: 60_000, periodMs: null, periods: null, moves: 0 },
    white: { mainMs: 50_000, periodMs: null, periods: null, moves: 1 },
  };
  const byoYomi = {
    ...base,
    control: { kind: 'byo-yomi', initialMs: 0, periods: 3, periodMs: 5_000 },
    black: { mainMs: 0, periodMs: 5_000, periods: 3, moves: 0 },
    white: { mainMs: 0, periodMs: 2_000, periods: 2, moves: 1 },
  };
  const cases: { name: string; data: unknown; path: string | undefined; words: string }[] = [
    { name: 'null', data: null, path: undefined, words: 'an object' },
    { name: 'an array', data: [], path: undefined, words: 'got an array' },
    { name: 'text that is not JSON', data: '{"version":', path: undefined, words: 'JSON text' },
    { name: 'an unknown version', data: { ...base, version: 2 }, path: 'version', words: '1' },
    {
      name: 'an unknown kind of control',
      data: { ...base, control: { kind: 'hourglass', initialMs: 60_000 } },
      path: 'control.kind',
      words: "the string 'hourglass'",
    },
    {
      name: 'a control duration given as a string',
      data: { ...base, control: { kind: 'sudden-death', initialMs: '60000' } },
      path: 'control.initialMs',
      words: "the string '60000'",
    },
    {
      name: 'an unknown phase',
      data: { ...base, phase: 'ticking' },
      path: 'phase',
      words: "'idle'",
    },
    { name: 'no turn while running', data: { ...base, turn: null }, path: 'turn', words: 'null' },
    {
      name: 'a turn while idle',
      data: { ...base, phase: 'idle' },
      path: 'turn',
      words: 'null while the clock is idle',
    },
    {
      name: 'a missing side',
      data: { ...base, black: undefined },
      path: 'black',
      words: 'missing',
    },
    {
      name: 'a negative time',
      data: { ...base, black: { ...base.black, mainMs: -5 } },
      path: 'black.mainMs',
      words: 'number -5',
    },
    {
      name: 'a time that is not a number',
      data: { ...base, white: { ...base.white, mainMs: true } },
      path: 'white.mainMs',
      words: 'boolean true',
    },
    {
      name: 'a fractional move count',
      data: { ...base, white: { ...base.white, moves: 1.5 } },
      path: 'white.moves',
      words: 'whole number',
    },
    {
      name: 'a period with sudden death',
      data: { ...base, black: { ...base.black, periodMs: 5_000 } },
      path: 'black.periodMs',
      words: "null with control 'sudden-death'",
    },
    {
      name: 'more periods than the control gives',
      data: { ...byoYomi, black: { ...byoYomi.black, periods: 4 } },
      path: 'black.periods',
      words: '0 to 3',
    },
    {
      name: 'a period longer than the control',
      data: { ...byoYomi, white: { ...byoYomi.white, periodMs: 6_000 } },
      path: 'white.periodMs',
      words: '0 to 5000',
    },
    {
      name: 'a side out of time on a clock that is not flagged',
      data: { ...base, black: { ...base.black, mainMs: 0 } },
      path: 'black.mainMs',
      words: 'only the flagged side',
    },
    {
      name: 'a flag on a side with time left',
      data: { ...base, phase: 'flagged' },
      path: 'phase',
      words: 'no time left',
    },
    {
      name: 'main time on a clock with no clock',
      data: {
        ...base,
        control: { kind: 'none' },
        black: { ...base.black, mainMs: 5 },
      },
      path: 'black.mainMs',
      words: 'no clock',
    },
  ];
  for (const c of cases) {
    it(`refuses ${c.name}${c.path === undefined ? '' : `, naming ${c.path}`}`, () => {
      let error: unknown;
      try {
        GameClock.fromJSON(c.data);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ParseError);
      expect((error as ParseError).path).toBe(c.path);
      expect((error as ParseError).message).toContain(c.words);
    });
  }

  it('keeps the message short when the bad value is huge', () => {
    const huge = 'x'.repeat(1_000_000);
    for (const data of [huge, { ...base, control: { kind: huge } }, { ...base, phase: huge }]) {
      let error: unknown;
      try {
        GameClock.fromJSON(data);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ParseError);
      expect((error as ParseError).message.length).toBeLessThan(300);
      expect((error as ParseError).token.length).toBeLessThanOrEqual(40);
    }
  });
});

describe('refusing bad time controls', () => {
  const cases: { name: string; control: unknown; option: string; words: string }[] = [
    { name: 'null', control: null, option: 'control', words: 'got null' },
    {
      name: 'an unknown kind',
      control: { kind: 'blitz', initialMs: 1 },
      option: 'kind',
      words: "the string 'blitz'",
    },
    {
      name: 'a duration given as a string',
      control: { kind: 'sudden-death', initialMs: '15' },
      option: 'initialMs',
      words: "got the string '15'",
    },
    {
      name: 'a missing duration',
      control: { kind: 'sudden-death' },
      option: 'initialMs',
      words: 'missing',
    },
    {
      name: 'a negative duration',
      control: { kind: 'sudden-death', initialMs: -1 },
      option: 'initialMs',
      words: 'number -1',
    },
    {
      name: 'no time at all',
      control: { kind: 'fischer', initialMs: 0, incrementMs: 2_000 },
      option: 'initialMs',
      words: 'above 0',
    },
    {
      name: 'an infinite duration',
      control: { kind: 'sudden-death', initialMs: Number.POSITIVE_INFINITY },
      option: 'initialMs',
      words: 'finite',
    },
    {
      name: 'a negative increment',
      control: { kind: 'fischer', initialMs: 60_000, incrementMs: -1 },
      option: 'incrementMs',
      words: '0 or more',
    },
    {
      name: 'no periods',
      control: { kind: 'byo-yomi', initialMs: 60_000, periods: 0, periodMs: 30_000 },
      option: 'periods',
      words: 'whole number, 1 or more',
    },
    {
      name: 'a fractional number of periods',
      control: { kind: 'byo-yomi', initialMs: 60_000, periods: 1.5, periodMs: 30_000 },
      option: 'periods',
      words: 'number 1.5',
    },
    {
      name: 'empty periods',
      control: { kind: 'byo-yomi', initialMs: 60_000, periods: 3, periodMs: 0 },
      option: 'periodMs',
      words: 'above 0',
    },
    {
      name: 'no time for a turn',
      control: { kind: 'per-move', turnMs: 0, matchMs: 60_000 },
      option: 'turnMs',
      words: 'above 0',
    },
    {
      name: 'a missing match budget',
      control: { kind: 'per-move', turnMs: 5_000 },
      option: 'matchMs',
      words: 'missing',
    },
  ];
  for (const c of cases) {
    it(`refuses ${c.name}, naming ${c.option}`, () => {
      let error: unknown;
      try {
        new GameClock(c.control as TimeControl);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(OptionError);
      expect((error as OptionError).option).toBe(c.option);
      expect((error as OptionError).message).toContain(c.words);
    });
  }

  it('accepts byo-yomi without main time and Fischer without increment', () => {
    expect(
      new GameClock({ kind: 'byo-yomi', initialMs: 0, periods: 5, periodMs: 30_000 }).control,
    ).toEqual({ kind: 'byo-yomi', initialMs: 0, periods: 5, periodMs: 30_000 });
    expect(new GameClock({ kind: 'fischer', initialMs: 60_000, incrementMs: 0 }).state.phase).toBe(
      'idle',
    );
  });

  it('keeps only the fields of the control, frozen', () => {
    const control = { kind: 'sudden-death', initialMs: 60_000, note: 'x' } as TimeControl;
    const clock = new GameClock(control);
    expect(clock.control).toEqual({ kind: 'sudden-death', initialMs: 60_000 });
    expect(Object.isFrozen(clock.control)).toBe(true);
  });

  it('keeps the message short when the bad value is huge', () => {
    const huge = 'x'.repeat(1_000_000);
    expect(() => new GameClock({ kind: huge } as unknown as TimeControl)).toThrow(
      expect.objectContaining({ message: expect.stringMatching(/^.{0,300}$/s) }),
    );
  });

  it('refuses a time source that is not a function, naming now', () => {
    expect(() => new GameClock(minute, { now: 5 as unknown as () => number })).toThrow(
      expect.objectContaining({ option: 'now', message: expect.stringContaining('number 5') }),
    );
  });

  it('refuses a time source that returns something other than a number', () => {
    expect(() => new GameClock(minute, { now: () => Number.NaN })).toThrow(OptionError);
  });
});

describe('how long the computer may think', () => {
  /** The state of a clock whose `side` is to move with these times. */
  function stateWith(control: TimeControl, wait: number): ClockState {
    const { clock, time } = clockWith(control);
    clock.press('white');
    time.now += wait;
    return clock.state;
  }

  it('spends well under a minute of 15 minutes of sudden death on move 3', () => {
    const state = stateWith({ kind: 'sudden-death', initialMs: 900_000 }, 4_000);
    const budget = moveTimeBudget(state, 'white', { movesLeft: 30 });
    expect(budget).toBe(Math.floor(896_000 / 30));
    expect(budget).toBeLessThan(60_000);
  });

  it('never stakes more than an eighth of the time on a low guess of moves left', () => {
    const state = stateWith({ kind: 'sudden-death', initialMs: 900_000 }, 0);
    expect(moveTimeBudget(state, 'white', { movesLeft: 1 })).toBe(112_500);
  });

  it('keeps the margin when one second is left', () => {
    const state = stateWith({ kind: 'sudden-death', initialMs: 1_000 }, 0);
    const budget = moveTimeBudget(state, 'white', { movesLeft: 30 });
    expect(budget).toBeGreaterThanOrEqual(20);
    expect(budget).toBeLessThan(1_000 - 250);
  });

  it('moves at once when no more than the margin is left', () => {
    const state = stateWith({ kind: 'sudden-death', initialMs: 1_000 }, 800);
    expect(moveTimeBudget(state, 'white', { movesLeft: 30 })).toBe(0);
  });

  it('adds most of the Fischer increment', () => {
    const state = stateWith({ kind: 'fischer', initialMs: 180_000, incrementMs: 2_000 }, 0);
    expect(moveTimeBudget(state, 'white', { movesLeft: 30 })).toBe(6_000 + 1_600);
  });

  it('never goes past the time left minus the margin, increment or not', () => {
    const state = stateWith({ kind: 'fischer', initialMs: 500, incrementMs: 5_000 }, 0);
    expect(moveTimeBudget(state, 'white', { movesLeft: 30, marginMs: 100 })).toBe(400);
  });

  it('spends main time plus half a period while byo-yomi main time lasts', () => {
    const control: TimeControl = {
      kind: 'byo-yomi',
      initialMs: 600_000,
      periods: 5,
      periodMs: 30_000,
    };
    expect(moveTimeBudget(stateWith(control, 0), 'white', { movesLeft: 40 })).toBe(15_000 + 15_000);
  });

  it('spends a safe part of one period in byo-yomi periods, never the next one', () => {
    const control: TimeControl = { kind: 'byo-yomi', initialMs: 0, periods: 5, periodMs: 30_000 };
    const budget = moveTimeBudget(stateWith(control, 0), 'white', { movesLeft: 40 });
    expect(budget).toBe(24_000);
    const short: TimeControl = { kind: 'byo-yomi', initialMs: 0, periods: 5, periodMs: 1_000 };
    expect(moveTimeBudget(stateWith(short, 0), 'white', { movesLeft: 40 })).toBe(750);
  });

  it('takes the smaller of the turn and the spread match budget with per-move control', () => {
    const gomocup: TimeControl = { kind: 'per-move', turnMs: 5_000, matchMs: 180_000 };
    expect(moveTimeBudget(stateWith(gomocup, 0), 'white', { movesLeft: 30 })).toBe(4_750);
    expect(moveTimeBudget(stateWith(gomocup, 0), 'white', { movesLeft: 60 })).toBe(3_000);
  });

  it('gives no limit without a clock', () => {
    expect(moveTimeBudget(stateWith({ kind: 'none' }, 0), 'white', { movesLeft: 30 })).toBeNull();
  });

  it('gives nothing to a side that ran out of time', () => {
    const state = stateWith(minute, 60_000);
    expect(moveTimeBudget(state, 'white', { movesLeft: 30 })).toBe(0);
  });

  it('refuses a number of moves left that is not above 0', () => {
    const state = stateWith(minute, 0);
    expect(() => moveTimeBudget(state, 'white', { movesLeft: 0 })).toThrow(OptionError);
    expect(() => moveTimeBudget(state, 'white', { movesLeft: 30, marginMs: -1 })).toThrow(
      /marginMs/,
    );
  });
});
