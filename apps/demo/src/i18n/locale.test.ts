import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from './en.ts';
import { initialLocale } from './locale.tsx';
import { zh } from './zh.ts';

describe('the demo language', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('defaults to Chinese for any Chinese browser language', () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['zh-TW', 'en']);
    expect(initialLocale()).toBe('zh-CN');
  });

  it('defaults to English for other browser languages', () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'zh-CN']);
    expect(initialLocale()).toBe('en');
  });

  it('prefers the language the user chose before', () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-US']);
    window.localStorage.setItem('stonekit-demo:locale', 'zh-CN');
    expect(initialLocale()).toBe('zh-CN');
  });

  it('has a Chinese text for every English one, and none left in English', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      if (key === 'title') continue; // the product name is not translated
      const english = en[key];
      const chinese = zh[key];
      const sample = (text: typeof english) =>
        typeof text === 'function' ? (text as (arg: never) => string)('X' as never) : text;
      expect(sample(chinese), key).not.toBe(sample(english));
    }
  });
});
