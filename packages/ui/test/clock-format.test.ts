import { type ClockSideState, type ClockState, GameClock, type TimeControl } from '@stonekit/core';
import { describe, expect, it } from 'vitest';
import {
  clockFace,
  clockView,
  formatClockTime,
  roundForSpeech,
} from '../src/shared/clock/format.ts';
import { clockMessagesEn, clockMessagesZh } from '../src/shared/clock/messages.ts';

/** A side's times as a snapshot holds them. */
function side(times: Partial<ClockSideState>): ClockSideState {
  return {
    mainMs: 0,
    periodMs: null,
    periods: null,
    leftMs: 0,
    moves: 0,
    flagged: false,
    ...times,
  };
}

describe('formatClockTime', () => {
  const cases: [number, string, string][] = [
    [5 * 60_000, '5:00', 'whole minutes'],
    [272_000, '4:32', 'minutes and seconds'],
    [272_001, '4:33', 'a part of a second rounded up'],
    [60_000, '1:00', 'a minute'],
    [59_001, '1:00', 'not yet 0:59 while more than 59 s remain'],
    [59_000, '0:59', '0:59 once a full second has gone'],
    [10_001, '0:11', 'whole seconds just above ten seconds'],
    [10_000, '0:10', 'exactly ten seconds'],
    [9_999, '9.9', 'tenths just under ten seconds'],
    [9_470, '9.4', 'tenths rounded down'],
    [8_500, '8.5', 'a whole tenth'],
    [1_000, '1.0', 'one second'],
    [150, '0.1', 'the last tenth'],
    [40, '0.1', 'never 0.0 while time remains'],
    [0, '0:00', 'no time left'],
    [-1_500, '0:00', 'never negative'],
    [Number.NaN, '0:00', 'not a number as no time'],
    [3_600_000, '1:00:00', 'an hour'],
    [3_599_001, '1:00:00', 'an hour when rounding up reaches it'],
    [3_599_000, '59:59', 'under an hour'],
    [3_723_000, '1:02:03', 'hours, minutes and seconds'],
    [36_000_000, '10:00:00', 'ten hours'],
    [Number.POSITIVE_INFINITY, '∞', 'no limit'],
  ];
  for (const [ms, text, what] of cases) {
    it(`shows ${ms} ms as ${text}: ${what}`, () => {
      expect(formatClockTime(ms)).toBe(text);
    });
  }
});

describe('clockFace', () => {
  it('shows nothing with control none', () => {
    expect(clockFace({ kind: 'none' }, side({ leftMs: Number.POSITIVE_INFINITY }))).toBeNull();
  });

  it('shows main time under sudden death and Fischer', () => {
    const sudden: TimeControl = { kind: 'sudden-death', initialMs: 300_000 };
    const fischer: TimeControl = { kind: 'fischer', initialMs: 180_000, incrementMs: 2_000 };
    expect(clockFace(sudden, side({ mainMs: 272_000, leftMs: 272_000 }))).toEqual({
      timeMs: 272_000,
      time: '4:32',
      inPeriods: false,
      periods: null,
      matchMs: null,
      match: null,
    });
    expect(clockFace(fischer, side({ mainMs: 8_400, leftMs: 8_400 }))?.time).toBe('8.4');
  });

  const byoYomi: TimeControl = {
    kind: 'byo-yomi',
    initialMs: 600_000,
    periods: 3,
    periodMs: 30_000,
  };

  it('shows byo-yomi main time with the periods to come', () => {
    const face = clockFace(byoYomi, side({ mainMs: 600_000, periodMs: 30_000, periods: 3 }));
    expect(face).toMatchObject({ time: '10:00', inPeriods: false, periods: 3 });
  });

  it('shows the period time and the periods left once main time is out', () => {
    const face = clockFace(byoYomi, side({ mainMs: 0, periodMs: 18_000, periods: 2 }));
    expect(face).toMatchObject({ timeMs: 18_000, time: '0:18', inPeriods: true, periods: 2 });
  });

  it('counts tenths in the last seconds of a period', () => {
    const face = clockFace(byoYomi, side({ mainMs: 0, periodMs: 4_250, periods: 1 }));
    expect(face).toMatchObject({ time: '4.2', inPeriods: true, periods: 1 });
  });

  it('shows the per-move turn with the game budget beside it', () => {
    const gomocup: TimeControl = { kind: 'per-move', turnMs: 30_000, matchMs: 180_000 };
    const face = clockFace(gomocup, side({ mainMs: 164_000, periodMs: 26_000, leftMs: 26_000 }));
    expect(face).toEqual({
      timeMs: 26_000,
      time: '0:26',
      inPeriods: false,
      periods: null,
      matchMs: 164_000,
      match: '2:44',
    });
  });
});

describe('roundForSpeech', () => {
  const cases: [number, boolean, number][] = [
    [272_400, false, 272_400],
    [272_400, true, 240_000],
    [60_000, true, 60_000],
    [59_999, true, 50_000],
    [10_000, true, 10_000],
    [9_999, true, 10_000],
    [8_500, true, 9_000],
    [0, true, 0],
  ];
  for (const [ms, running, spoken] of cases) {
    it(`says ${ms} ms as ${spoken} ms ${running ? 'while running' : 'when stopped'}`, () => {
      expect(roundForSpeech(ms, running)).toBe(spoken);
    });
  }
});

describe('clockView', () => {
  // A clock on a fake time source, moved along by hand.
  function clockOn(control: TimeControl): { clock: GameClock; wait: (ms: number) => void } {
    let time = 1_000_000;
    const clock = new GameClock(control, { now: () => time });
    return {
      clock,
      wait: (ms) => {
        time += ms;
      },
    };
  }
  const minute: TimeControl = { kind: 'sudden-death', initialMs: 60_000 };
  const options = { messages: clockMessagesEn };

  it('is idle before the clock starts', () => {
    const { clock } = clockOn(minute);
    const view = clockView(clock.state, 'black', options);
    expect(view).toMatchObject({ state: 'idle', running: false, low: false, status: null });
    expect(view?.face.time).toBe('1:00');
    expect(view?.spoken).toBe('1 minute left');
  });

  it('tells the running side from the waiting one', () => {
    const { clock, wait } = clockOn(minute);
    clock.press('white');
    wait(3_000);
    const state = clock.state;
    expect(clockView(state, 'white', options)).toMatchObject({
      state: 'running',
      running: true,
      turn: true,
    });
    expect(clockView(state, 'white', options)?.face.time).toBe('0:57');
    expect(clockView(state, 'black', options)).toMatchObject({
      state: 'waiting',
      running: false,
      turn: false,
    });
  });

  it('speaks a running time in steps and a waiting one to the second', () => {
    const { clock, wait } = clockOn({ kind: 'sudden-death', initialMs: 300_000 });
    clock.press('white');
    wait(28_000);
    expect(clockView(clock.state, 'white', options)?.spoken).toBe('4 minutes left');
    clock.pause();
    expect(clockView(clock.state, 'white', options)?.spoken).toBe(
      '4 minutes 32 seconds left, paused',
    );
  });

  it('is low under ten seconds, or under lowMs', () => {
    const { clock, wait } = clockOn(minute);
    clock.press('white');
    wait(51_500);
    expect(clockView(clock.state, 'white', options)).toMatchObject({ state: 'low', low: true });
    expect(clockView(clock.state, 'white', options)?.face.time).toBe('8.5');
    expect(clockView(clock.state, 'black', options)?.state).toBe('waiting');
    expect(clockView(clock.state, 'black', { ...options, lowMs: 90_000 })).toMatchObject({
      state: 'low',
      low: true,
    });
  });

  it('is paused on both sides while the clock is paused, with the time kept', () => {
    const { clock, wait } = clockOn(minute);
    clock.press('white');
    wait(51_500);
    clock.pause();
    const white = clockView(clock.state, 'white', options);
    expect(white).toMatchObject({ state: 'paused', running: false, turn: true, low: true });
    expect(white?.status).toBe('paused');
    expect(clockView(clock.state, 'black', options)?.state).toBe('paused');
  });

  it('is flagged for the side out of time, and stopped for the other', () => {
    const { clock, wait } = clockOn(minute);
    clock.press('white');
    wait(61_000);
    const state: ClockState = clock.state;
    const white = clockView(state, 'white', options);
    expect(white).toMatchObject({ state: 'flagged', low: false, status: 'out of time' });
    expect(white?.face.time).toBe('0:00');
    expect(white?.spoken).toBe('out of time');
    expect(clockView(state, 'black', options)?.state).toBe('stopped');
  });

  it('describes byo-yomi periods, in English and in Chinese', () => {
    const { clock, wait } = clockOn({
      kind: 'byo-yomi',
      initialMs: 60_000,
      periods: 3,
      periodMs: 30_000,
    });
    clock.press('white');
    wait(72_000);
    clock.pause();
    const en = clockView(clock.state, 'white', options);
    expect(en?.face.time).toBe('0:18');
    expect(en?.detail).toBe('3 periods of 30 s');
    expect(en?.spoken).toBe('18 seconds left, 3 periods of 30 s, paused');
    const zh = clockView(clock.state, 'white', { messages: clockMessagesZh });
    expect(zh?.detail).toBe('读秒 3 次 × 30 秒');
    expect(zh?.spoken).toBe('剩余 18 秒，读秒 3 次 × 30 秒，已暂停');
  });

  it('describes the per-move turn and the game budget', () => {
    const { clock, wait } = clockOn({ kind: 'per-move', turnMs: 30_000, matchMs: 180_000 });
    clock.press('white');
    wait(4_000);
    const view = clockView(clock.state, 'white', options);
    expect(view?.face.time).toBe('0:26');
    expect(view?.detail).toBe('game 2:56');
    expect(view?.spoken).toBe('20 seconds left, 30 s per move, 2 minutes for the game');
    expect(clockView(clock.state, 'black', options)?.spoken).toBe(
      '30 seconds left, 30 s per move, 3 minutes for the game',
    );
  });

  it('shows no clock with control none', () => {
    const { clock } = clockOn({ kind: 'none' });
    expect(clockView(clock.state, 'black', options)).toBeNull();
  });

  it('changes its key exactly when what it shows changes', () => {
    const { clock, wait } = clockOn(minute);
    clock.press('white');
    wait(3_000);
    const before = clockView(clock.state, 'white', options)?.key;
    wait(400);
    expect(clockView(clock.state, 'white', options)?.key).toBe(before);
    wait(600);
    expect(clockView(clock.state, 'white', options)?.key).not.toBe(before);
  });
});

describe('clock messages', () => {
  it('name the sides and their timers', () => {
    expect(clockMessagesEn.clockSideName('black')).toBe('Black');
    expect(clockMessagesEn.clockLabel('white')).toBe("White's clock");
    expect(clockMessagesZh.clockSideName('white')).toBe('白方');
    expect(clockMessagesZh.clockLabel('black')).toBe('黑方计时');
  });

  const spoken: [number, string, string][] = [
    [272_000, '4 minutes 32 seconds left', '剩余 4 分 32 秒'],
    [271_100, '4 minutes 32 seconds left', '剩余 4 分 32 秒'],
    [300_000, '5 minutes left', '剩余 5 分钟'],
    [61_000, '1 minute 1 second left', '剩余 1 分 1 秒'],
    [3_900_000, '1 hour 5 minutes left', '剩余 1 小时 5 分钟'],
    [400, '1 second left', '剩余 1 秒'],
    [0, 'no time left', '时间已到'],
  ];
  for (const [ms, en, zh] of spoken) {
    it(`say ${ms} ms as "${en}" and "${zh}"`, () => {
      expect(clockMessagesEn.clockTimeLeft(ms)).toBe(en);
      expect(clockMessagesZh.clockTimeLeft(ms)).toBe(zh);
    });
  }

  it('describe byo-yomi periods and per-move limits', () => {
    expect(clockMessagesEn.clockPeriods(3, 30_000)).toBe('3 periods of 30 s');
    expect(clockMessagesEn.clockPeriods(1, 60_000)).toBe('1 period of 1 min');
    expect(clockMessagesZh.clockPeriods(3, 30_000)).toBe('读秒 3 次 × 30 秒');
    expect(clockMessagesEn.clockTurnLimit(30_000)).toBe('30 s per move');
    expect(clockMessagesZh.clockTurnLimit(90_000)).toBe('每步限时 1 分 30 秒');
    expect(clockMessagesEn.clockMatchTime('2:44')).toBe('game 2:44');
    expect(clockMessagesZh.clockMatchLeft(164_000)).toBe('全局剩余 2 分 44 秒');
  });

  it('announce a minute and ten seconds left', () => {
    expect(clockMessagesEn.timeAlert({ side: 'white', kind: 'minute' })).toBe(
      'White: one minute left',
    );
    expect(clockMessagesEn.timeAlert({ side: 'white', kind: 'ten-seconds' })).toBe(
      'White: ten seconds left',
    );
    expect(clockMessagesZh.timeAlert({ side: 'white', kind: 'minute' })).toBe('白方剩余一分钟');
    expect(clockMessagesZh.timeAlert({ side: 'black', kind: 'ten-seconds' })).toBe('黑方剩余十秒');
  });
});
