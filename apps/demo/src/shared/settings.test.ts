import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardMessages } from './boardMessages.ts';
import { type BoardSettings, readBoardSettings, useSavedSettings } from './settings.ts';

const defaults: BoardSettings = { confirmMoves: 'touch', coordinateCase: 'upper' };
const key = 'stonekit-demo:test:board';
const read = (json: unknown) => readBoardSettings(json, defaults);

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the board settings saved across reloads', () => {
  it('reads what was saved', () => {
    expect(read({ confirmMoves: 'always', coordinateCase: 'lower' })).toEqual({
      confirmMoves: 'always',
      coordinateCase: 'lower',
    });
  });

  it('keeps the defaults for anything missing or unknown', () => {
    expect(read({ confirmMoves: 'sometimes' })).toEqual(defaults);
  });

  it('starts from the defaults, throwing nothing, when the saved text is not JSON', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(key, '{not json');
    const { result } = renderHook(() => useSavedSettings(key, read, () => defaults));
    expect(result.current[0]).toEqual(defaults);
  });

  it('starts from the defaults when the saved value is not an object', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(key, '42');
    const { result } = renderHook(() => useSavedSettings(key, read, () => defaults));
    expect(result.current[0]).toEqual(defaults);
  });

  it('saves a new value, which the next visit reads', () => {
    const first = renderHook(() => useSavedSettings(key, read, () => defaults));
    act(() => {
      first.result.current[1]({ confirmMoves: 'never', coordinateCase: 'lower' });
    });
    expect(first.result.current[0].confirmMoves).toBe('never');
    first.unmount();
    const second = renderHook(() => useSavedSettings(key, read, () => defaults));
    expect(second.result.current[0]).toEqual({ confirmMoves: 'never', coordinateCase: 'lower' });
  });
});

describe('the texts around the board', () => {
  it('has a Chinese text for every English one, and none left in English', () => {
    const { en, 'zh-CN': zh } = boardMessages;
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(zh.coordinateCase('upper', 15)).toBe('大写 A–O');
    expect(en.coordinateCase('lower', 8)).toBe('Small letters, a–h');
    for (const key of ['boardSettings', 'confirmMoves', 'pendingNote', 'changed'] as const) {
      expect(zh[key], key).not.toBe(en[key]);
    }
  });
});
