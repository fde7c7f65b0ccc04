import { describe, expect, it } from 'vitest';
import { defaultPlayers, readPlayers } from './players.ts';

describe('reading saved player settings', () => {
  it('reads what was saved', () => {
    const saved = { aiPlayer: 'both', level: 7, aiMoveDelayMs: 150, analysis: true };
    expect(readPlayers(saved)).toEqual(saved);
  });

  it('keeps the defaults for anything missing or out of range', () => {
    expect(readPlayers({ aiPlayer: 'red', level: 11, aiMoveDelayMs: -5 })).toEqual(defaultPlayers);
    expect(readPlayers({})).toEqual(defaultPlayers);
  });

  it('refuses something other than an object, so the save is set aside', () => {
    expect(() => readPlayers('white')).toThrow(TypeError);
    expect(() => readPlayers(null)).toThrow(TypeError);
  });
});
