import type { Stone } from '@stonekit/core';
import type { AiPlayer } from '@stonekit/ui';
import { describe, expect, it } from 'vitest';
import { personCanUndo } from './history.ts';

const CASES: [AiPlayer, Stone[], boolean, string][] = [
  ['black', ['black'], false, 'the computer made the only move'],
  ['black', ['black', 'white'], true, 'you answered it'],
  ['white', ['black'], true, 'you made the only move'],
  ['white', ['white', 'white'], false, 'the computer took every step'],
  ['none', ['black'], true, 'two people take back one step'],
  ['both', ['black', 'white'], true, 'the computer against itself takes back one step'],
  ['none', [], false, 'there is nothing to take back'],
];

describe('personCanUndo', () => {
  it.each(CASES)('with aiPlayer %s after steps by %j is %s: %s', (aiPlayer, takers, expected) => {
    expect(personCanUndo(aiPlayer, takers)).toBe(expected);
  });
});
