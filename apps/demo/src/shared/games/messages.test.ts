import { GOMOKU_RULE_NAMES } from '@stonekit/core';
import { describe, expect, it } from 'vitest';
import { reviewSectionMessages } from '../review/messages.ts';
import { gamesMessages } from './messages.ts';

/** A text as shown: a function's, called with the same arguments in both languages. */
function sample(text: unknown): unknown {
  return typeof text === 'function' ? (text as (...args: number[]) => unknown)(2, 2, 2) : text;
}

describe('the Games panel texts', () => {
  const { en, 'zh-CN': zh } = gamesMessages;

  it('has a Chinese text for every English one, and none left in English', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    // Format names are the same in both languages, and so is the pattern of a default name.
    const same = new Set(['formats', 'defaultName']);
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      if (!same.has(key)) expect(sample(zh[key]), key).not.toEqual(sample(en[key]));
    }
  });

  it('names every Gomoku rule in both languages', () => {
    for (const messages of [en, zh]) {
      expect(Object.keys(messages.gomokuTitles).sort()).toEqual([...GOMOKU_RULE_NAMES].sort());
    }
  });
});

describe('the review section texts', () => {
  it('has a Chinese text for every English one, and none left in English', () => {
    const { en, 'zh-CN': zh } = reviewSectionMessages;
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(zh[key], key).not.toEqual(en[key]);
    }
  });
});
