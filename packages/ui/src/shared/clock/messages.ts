import type { Stone } from '@stonekit/core';
import type { TimeAlert } from './types.ts';

/**
 * The texts of the game clock that every game shares. Each key but `timeAlert` starts with
 * `clock`, so that a game's messages can include them without clashing with its own keys (such
 * as `separator` or `status`). Durations are given in milliseconds; what is spoken rounds them
 * up to whole seconds, so "no time left" is never said while some remains.
 *
 * @example
 * const messages: ClockMessages = { ...clockMessagesEn, clockMatchTime: (time) => `match ${time}` };
 */
export interface ClockMessages {
  clockSideName: (side: Stone) => string; // the side's name beside its clock: 'Black'
  clockLabel: (side: Stone) => string; // the accessible name of a side's timer: "Black's clock"
  clockTimeLeft: (ms: number) => string; // the time left, spoken: '4 minutes 32 seconds left'
  clockPeriods: (periods: number, periodMs: number) => string; // byo-yomi periods left: '3 periods of 30 s'
  clockTurnLimit: (turnMs: number) => string; // the per-move limit of a turn: '30 s per move'
  clockMatchTime: (time: string) => string; // per-move, the game's budget as shown: 'game 2:44'
  clockMatchLeft: (ms: number) => string; // per-move, the game's budget spoken: '2 minutes 44 seconds for the game'
  clockPaused: string; // the clock is paused
  clockFlagged: string; // the side ran out of time
  clockSeparator: string; // joins the parts of what a clock says
  timeAlert: (alert: TimeAlert) => string; // announced when a side's time crosses a threshold
}

/** Whole hours, minutes and seconds of `ms`, rounded up to the second. */
function parts(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** '1 hour 5 minutes', '4 minutes 32 seconds', '0 seconds'. */
function spokenEn(ms: number): string {
  const { hours, minutes, seconds } = parts(ms);
  const said: string[] = [];
  if (hours > 0) said.push(plural(hours, 'hour'));
  if (minutes > 0) said.push(plural(minutes, 'minute'));
  if (seconds > 0 || said.length === 0) said.push(plural(seconds, 'second'));
  return said.join(' ');
}

/**
 * '1 小时 5 分钟', '4 分 32 秒', '30 秒': 分钟 when the minutes end it, 分 before seconds. Settings
 * ('读秒 3 次 × 30 秒') read the same, so there is no short form.
 */
function spokenZh(ms: number): string {
  const { hours, minutes, seconds } = parts(ms);
  const said: string[] = [];
  if (hours > 0) said.push(`${hours} 小时`);
  if (minutes > 0) said.push(seconds > 0 ? `${minutes} 分` : `${minutes} 分钟`);
  if (seconds > 0 || said.length === 0) said.push(`${seconds} 秒`);
  return said.join(' ');
}

/** A setting's length, short: '30 s', '1 min', '1 min 30 s', '1 h'. */
function shortEn(ms: number): string {
  const { hours, minutes, seconds } = parts(ms);
  const said: string[] = [];
  if (hours > 0) said.push(`${hours} h`);
  if (minutes > 0) said.push(`${minutes} min`);
  if (seconds > 0 || said.length === 0) said.push(`${seconds} s`);
  return said.join(' ');
}

const names: Record<Stone, string> = { black: 'Black', white: 'White' };
const namesZh: Record<Stone, string> = { black: '黑方', white: '白方' };

/**
 * English texts of the game clock.
 *
 * @example
 * clockMessagesEn.clockTimeLeft(272_000); // '4 minutes 32 seconds left'
 * clockMessagesEn.timeAlert({ side: 'white', kind: 'minute' }); // 'White: one minute left'
 */
export const clockMessagesEn: ClockMessages = {
  clockSideName: (side) => names[side],
  clockLabel: (side) => `${names[side]}'s clock`,
  clockTimeLeft: (ms) => (ms > 0 ? `${spokenEn(ms)} left` : 'no time left'),
  clockPeriods: (periods, periodMs) =>
    `${periods} ${periods === 1 ? 'period' : 'periods'} of ${shortEn(periodMs)}`,
  clockTurnLimit: (turnMs) => `${shortEn(turnMs)} per move`,
  clockMatchTime: (time) => `game ${time}`,
  clockMatchLeft: (ms) => `${spokenEn(ms)} for the game`,
  clockPaused: 'paused',
  clockFlagged: 'out of time',
  clockSeparator: ', ',
  timeAlert: ({ side, kind }) =>
    `${names[side]}: ${kind === 'minute' ? 'one minute' : 'ten seconds'} left`,
};

/**
 * 计时器的简体中文文本。
 *
 * @example
 * clockMessagesZh.clockTimeLeft(272_000); // '剩余 4 分 32 秒'
 * clockMessagesZh.timeAlert({ side: 'white', kind: 'ten-seconds' }); // '白方剩余十秒'
 */
export const clockMessagesZh: ClockMessages = {
  clockSideName: (side) => namesZh[side],
  clockLabel: (side) => `${namesZh[side]}计时`,
  clockTimeLeft: (ms) => (ms > 0 ? `剩余 ${spokenZh(ms)}` : '时间已到'),
  clockPeriods: (periods, periodMs) => `读秒 ${periods} 次 × ${spokenZh(periodMs)}`,
  clockTurnLimit: (turnMs) => `每步限时 ${spokenZh(turnMs)}`,
  clockMatchTime: (time) => `全局 ${time}`,
  clockMatchLeft: (ms) => `全局剩余 ${spokenZh(ms)}`,
  clockPaused: '已暂停',
  clockFlagged: '超时',
  clockSeparator: '，',
  timeAlert: ({ side, kind }) => `${namesZh[side]}剩余${kind === 'minute' ? '一分钟' : '十秒'}`,
};
