import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { gameLinkHref, useGameLink, useHashRoute } from './useHashRoute.ts';

afterEach(() => {
  window.history.replaceState(null, '', '#');
});

describe('the page and the game a link names', () => {
  it('reads the page before the query of a share link', () => {
    window.history.replaceState(null, '', gameLinkHref('reversi', 'AQEBJSs'));
    const { result } = renderHook(() => [useHashRoute()[0], useGameLink()[0]] as const);
    expect(result.current).toEqual(['reversi', { code: 'AQEBJSs', from: 'link' }]);
  });

  it('tells a game handed over by an import from a shared one', () => {
    expect(gameLinkHref('gomoku', 'AQAPAABwgA', 'import')).toBe(
      '#/gomoku?g=AQAPAABwgA&from=import',
    );
    window.history.replaceState(null, '', gameLinkHref('gomoku', 'AQAPAABwgA', 'import'));
    const { result } = renderHook(() => useGameLink()[0]);
    expect(result.current).toEqual({ code: 'AQAPAABwgA', from: 'import' });
  });

  it('takes the game out of the address once dealt with, keeping the page', () => {
    window.history.replaceState(null, '', '#/reversi?g=AQEBJSs');
    const { result } = renderHook(() => [useHashRoute()[0], ...useGameLink()] as const);
    act(() => result.current[2]());
    expect(window.location.hash).toBe('#/reversi');
    expect(result.current.slice(0, 2)).toEqual(['reversi', null]);
  });

  it('opens Gomoku for an address that names no page', () => {
    window.history.replaceState(null, '', '#/chess?g=');
    const { result } = renderHook(() => [useHashRoute()[0], useGameLink()[0]] as const);
    expect(result.current).toEqual(['gomoku', null]);
  });
});
