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

  it('names and explains every rule and every opening rule in both languages', () => {
    for (const messages of [en, zh]) {
      for (const table of [messages.rules, messages.ruleNotes]) {
        expect(Object.keys(table).sort()).toEqual([...GOMOKU_RULE_NAMES].sort());
      }
      for (const table of [messages.openings, messages.openingNotes]) {
        expect(Object.keys(table).sort()).toEqual([...OPENING_RULE_NAMES].sort());
      }
    }
  });
});
