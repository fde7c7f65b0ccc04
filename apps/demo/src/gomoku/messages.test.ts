import { GOMOKU_RULE_NAMES, OPENING_RULE_NAMES } from '@stonekit/core';
import { describe, expect, it } from 'vitest';
import { gomokuPageMessages } from './messages.ts';

describe('the Gomoku page texts', () => {
  const { en, 'zh-CN': zh } = gomokuPageMessages;

  it('has a Chinese text for every English one', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(zh[key], key).not.toEqual(en[key]);
    }
  });

  it('names every rule and every opening rule in both languages', () => {
    for (const messages of [en, zh]) {
      expect(Object.keys(messages.rules).sort()).toEqual([...GOMOKU_RULE_NAMES].sort());
      expect(Object.keys(messages.openings).sort()).toEqual([...OPENING_RULE_NAMES].sort());
    }
  });
});
