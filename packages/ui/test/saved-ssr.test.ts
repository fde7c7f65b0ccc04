// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { createSavedGames } from '../src/shared/saved/savedGames.ts';

describe('saved games where there is no localStorage (server rendering)', () => {
  it('lists nothing, restores nothing, and refuses to save with kind storage', async () => {
    expect(typeof window).toBe('undefined');
    const savedGames = createSavedGames();
    expect(await savedGames.list()).toEqual([]);
    expect(savedGames.restoreNow('gomoku')).toBeNull();
    await expect(savedGames.save(createGomokuStore(), { name: 'Nowhere' })).rejects.toMatchObject({
      kind: 'storage',
    });
  });

  it('follows a store without a page to listen to, reporting that it cannot save', () => {
    const kinds: string[] = [];
    const store = createGomokuStore();
    const stop = createSavedGames().followStore(store, {
      slot: 'gomoku',
      onError: (error) => kinds.push(error.kind),
    });
    store.getState().play('h8');
    expect(kinds).toEqual(['storage']);
    stop();
  });
});
