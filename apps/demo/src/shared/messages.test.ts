import { describe, expect, it } from 'vitest';
import { playersMessages } from './messages.ts';

describe('the players panel texts', () => {
  it('has a Chinese text for every English one, and none left in English', () => {
    const { en, 'zh-CN': zh } = playersMessages;
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const sample = (text: (typeof en)[typeof key]) =>
        typeof text === 'function' ? text(1) : text;
      expect(sample(zh[key]), key).not.toBe(sample(en[key]));
    }
  });
});
