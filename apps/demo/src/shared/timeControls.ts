import type { TimeControl } from '@stonekit/core';

/** The time controls the demo offers, by the name the select uses. */
export const timeControls = {
  none: { kind: 'none' },
  '1+0': { kind: 'sudden-death', initialMs: 60_000 },
  '5+0': { kind: 'sudden-death', initialMs: 5 * 60_000 },
  '15+0': { kind: 'sudden-death', initialMs: 15 * 60_000 },
  '3+2': { kind: 'fischer', initialMs: 3 * 60_000, incrementMs: 2_000 },
  '10+5': { kind: 'fischer', initialMs: 10 * 60_000, incrementMs: 5_000 },
  'byo-yomi': { kind: 'byo-yomi', initialMs: 5 * 60_000, periods: 3, periodMs: 30_000 },
} as const satisfies Record<string, TimeControl>;

/** The name of a time control the demo offers. */
export type TimeControlName = keyof typeof timeControls;

/** The names in the order the select lists them. */
export const timeControlNames = Object.keys(timeControls) as TimeControlName[];

/**
 * The demo's name for `control`, or `'none'` for a control it does not offer (a save from
 * elsewhere), so the select always shows one of its options.
 *
 * @example
 * timeControlName({ kind: 'fischer', initialMs: 180_000, incrementMs: 2_000 }); // '3+2'
 */
export function timeControlName(control: TimeControl): TimeControlName {
  const same = (offered: TimeControl) => JSON.stringify(offered) === JSON.stringify(control);
  return timeControlNames.find((name) => same(timeControls[name])) ?? 'none';
}
