import { Gomoku, Reversi } from '@stonekit/core';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { savedGamesMessagesZh } from '../src/shared/saved/messages.ts';
import * as stories from '../src/shared/saved/SavedGamesList.stories.tsx';
import { SavedGamesList } from '../src/shared/saved/SavedGamesList.tsx';
import { SavedGameThumbnail } from '../src/shared/saved/SavedGameThumbnail.tsx';
import { createSavedGames } from '../src/shared/saved/savedGames.ts';
import { memoryAdapter } from '../src/shared/saved/storage.ts';
import type { LoadedGame } from '../src/shared/saved/types.ts';

// jsdom cannot compute colours, so contrast is left to the real-browser e2e run.
const axeOptions: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, axeOptions);
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const may3 = Date.UTC(2025, 4, 3, 12, 5);

let errors: MockInstance;
beforeEach(() => {
  window.localStorage.clear();
  errors = vi.spyOn(console, 'error');
});
afterEach(() => {
  errors.mockRestore();
  window.localStorage.clear();
});

/** Saved games in memory holding `names`, one Gomoku game each, the first saved last. */
async function withGames(...names: string[]) {
  let time = may3 - names.length * 60_000;
  const savedGames = createSavedGames({ storage: memoryAdapter(), now: () => time });
  for (const name of names.toReversed()) {
    await savedGames.save(createGomokuStore({ moves: 'h8 h9' }), { name });
    time += 60_000;
  }
  return savedGames;
}

describe('the SavedGamesList stories', () => {
  for (const [name, Story] of Object.entries(composeStories(stories))) {
    it(`renders ${name} accessibly, its play function passing`, async () => {
      const container = document.createElement('div');
      document.body.append(container);
      await Story.run({ canvasElement: container });
      expect(await violations(container)).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      container.remove();
    });
  }
});

describe('a list of saved games', () => {
  it('names each game under the heading, newest first, with its facts', async () => {
    const savedGames = createSavedGames({ storage: memoryAdapter(), now: () => may3 });
    const store = createGomokuStore({
      rule: 'renju',
      moves: 'h8 h9 i7 i9 j6 j9 k5 g9 l4',
      aiPlayer: 'white',
      level: 6,
    });
    await savedGames.save(store, { name: 'Diagonal', players: { black: 'Ann' } });
    const { container } = render(<SavedGamesList savedGames={savedGames} locale="en-GB" />);
    const list = await screen.findByRole('list', { name: 'Saved games' });
    const [item] = within(list).getAllByRole('listitem');
    if (item === undefined) throw new Error('no item');
    expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe('Diagonal');
    expect(item.dataset).toMatchObject({ game: 'gomoku', result: 'won', winner: 'black' });
    expect(within(item).getByText('Black: Ann · White: Computer (level 6)')).toBeDefined();
    expect(within(item).getByText('Black won with five in a row · 9 moves')).toBeDefined();
    const details = item.querySelector('.stonekit-saved-details');
    expect(details?.textContent).toMatch(/^Saved 3 May 2025, \d\d:05 · Gomoku · Renju$/);
    expect(item.querySelector('time')?.getAttribute('datetime')).toBe('2025-05-03T12:05:00.000Z');
    const picture = within(item).getByRole('img', { name: 'Position after 9 moves' });
    expect(picture.querySelectorAll('[data-stone="black"]')).toHaveLength(5);
    expect(picture.querySelectorAll('[data-last]')).toHaveLength(1);
    expect(await violations(container)).toEqual([]);
  });

  it('writes dates in Chinese with the Chinese texts', async () => {
    const savedGames = await withGames('周日的对局');
    render(<SavedGamesList savedGames={savedGames} messages={savedGamesMessagesZh} />);
    const time = await screen.findByText(/^保存于 2025年5月3日/);
    expect(time.tagName).toBe('TIME');
    expect(screen.getByRole('button', { name: '重命名“周日的对局”' })).toBeDefined();
  });

  it('lists only one game’s saves when told, and unreadable entries whatever their game', async () => {
    const storage = memoryAdapter({ entries: { 'stonekit:game:broken': 'not json' } });
    const savedGames = createSavedGames({ storage, now: () => may3 });
    await savedGames.save(createGomokuStore(), { name: 'Gomoku game' });
    await savedGames.save(new Reversi().toJSON(), { name: 'Reversi game' });
    render(<SavedGamesList savedGames={savedGames} game="reversi" />);
    const list = await screen.findByRole('list', { name: 'Saved games' });
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Reversi game', 'Unreadable saved game']);
  });

  it('shows the loading line while server rendering, and nothing fails', () => {
    const savedGames = createSavedGames({ storage: memoryAdapter() });
    const html = renderToString(<SavedGamesList savedGames={savedGames} />);
    expect(html).toContain('Loading saved games…');
  });

  it('follows a save made in another tab', async () => {
    const savedGames = createSavedGames({ now: () => may3 });
    render(<SavedGamesList savedGames={savedGames} />);
    await screen.findByText('No saved games yet.');
    // Another tab writes to the shared localStorage and the browser tells this one.
    const other = memoryAdapter();
    const elsewhere = createSavedGames({ storage: other, now: () => may3 });
    const { id } = await elsewhere.save(createGomokuStore(), { name: 'From the other tab' });
    const key = `stonekit:game:${id}`;
    window.localStorage.setItem(key, String(other.get(key)));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }));
    });
    expect(await screen.findByRole('heading', { name: 'From the other tab' })).toBeDefined();
  });
});

describe('loading a saved game', () => {
  it('hands the game to onLoad, ready for a store, and says so', async () => {
    const savedGames = await withGames('To load');
    const onLoad = vi.fn<(loaded: LoadedGame) => void>();
    render(<SavedGamesList savedGames={savedGames} onLoad={onLoad} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load To load' }));
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    const loaded = onLoad.mock.calls[0]?.[0];
    expect(loaded?.game).toBe('gomoku');
    if (loaded?.game !== 'gomoku') return;
    const store = createGomokuStore(loaded.options);
    expect(store.getState().game.moves.map((move) => move.name)).toEqual(['h8', 'h9']);
    expect(screen.getByRole('status').textContent).toBe('Loaded “To load”.');
  });

  it('says nothing of the load when onLoad returns false, as an app that asks first does', async () => {
    const savedGames = await withGames('Asked about');
    const onLoad = vi.fn<(loaded: LoadedGame) => boolean>(() => false);
    render(<SavedGamesList savedGames={savedGames} onLoad={onLoad} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load Asked about' }));
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows no Load buttons without onLoad', async () => {
    render(<SavedGamesList savedGames={await withGames('Read only')} />);
    await screen.findByRole('heading', { name: 'Read only' });
    expect(screen.queryByRole('button', { name: /^Load/ })).toBeNull();
  });

  it('says the game is gone when another tab deleted it meanwhile', async () => {
    // A storage that tells nobody of changes, as a server without pushes.
    const { subscribe: _reports, ...storage } = memoryAdapter();
    const savedGames = createSavedGames({ storage, now: () => may3 });
    const { id } = await savedGames.save(createGomokuStore(), { name: 'Going' });
    render(<SavedGamesList savedGames={savedGames} onLoad={() => {}} />);
    const load = await screen.findByRole('button', { name: 'Load Going' });
    await storage.remove(`stonekit:game:${id}`);
    await userEvent.click(load);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This saved game is no longer there: it may have been deleted in another tab.',
      ),
    );
  });
});

describe('renaming a saved game', () => {
  it('edits the name in place: Enter keeps it, focus back on Rename', async () => {
    const user = userEvent.setup();
    render(<SavedGamesList savedGames={await withGames('Old name')} />);
    await user.click(await screen.findByRole('button', { name: 'Rename Old name' }));
    const field = screen.getByRole('textbox', { name: 'New name' });
    expect(field).toBe(document.activeElement);
    expect(screen.getByRole('listitem').dataset.state).toBe('renaming');
    await user.clear(field);
    await user.type(field, 'New name{Enter}');
    const renamed = await screen.findByRole('button', { name: 'Rename New name' });
    await waitFor(() => expect(renamed).toBe(document.activeElement));
    expect(screen.getByRole('status').textContent).toBe('Renamed to “New name”.');
  });

  it('cancels with Escape, the name unchanged', async () => {
    const user = userEvent.setup();
    render(<SavedGamesList savedGames={await withGames('Kept')} />);
    await user.click(await screen.findByRole('button', { name: 'Rename Kept' }));
    await user.type(screen.getByRole('textbox', { name: 'New name' }), ' or not{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Kept' })).toBeDefined();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Rename Kept' })).toBe(document.activeElement),
    );
  });

  it('refuses an empty name, saying why beside the field', async () => {
    const user = userEvent.setup();
    const { container } = render(<SavedGamesList savedGames={await withGames('Named')} />);
    await user.click(await screen.findByRole('button', { name: 'Rename Named' }));
    const field = screen.getByRole('textbox', { name: 'New name' });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).not.toBeNull();
    const reason = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Give the game a name.');
    expect(await violations(container)).toEqual([]);
  });
});

describe('deleting a saved game', () => {
  it('asks first, deletes on confirmation, and moves focus to the heading', async () => {
    const user = userEvent.setup();
    const savedGames = await withGames('First', 'Second');
    render(<SavedGamesList savedGames={savedGames} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Second' }));
    const question = screen.getByRole('group', {
      name: 'Delete “Second”? This cannot be undone.',
    });
    expect(within(question).getByRole('button', { name: 'Keep' })).toBe(document.activeElement);
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Second' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Saved games' })).toBe(document.activeElement);
    expect(screen.getByRole('status').textContent).toBe('Deleted “Second”.');
    expect((await savedGames.list()).map((item) => item.name)).toEqual(['First']);
  });

  it('keeps the game when told to, focus back on Delete', async () => {
    const user = userEvent.setup();
    render(<SavedGamesList savedGames={await withGames('Stays')} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Stays' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Stays' })).toBeDefined();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete Stays' })).toBe(document.activeElement),
    );
  });
});

describe('an entry that cannot be read', () => {
  const raw = '{"format":"stonekit-saved-game","version":1,"name":"Half a sa';

  it('is marked unreadable with its reason, and its raw text downloads as a file', async () => {
    const storage = memoryAdapter({ entries: { 'stonekit:game:half': raw } });
    const savedGames = createSavedGames({ storage });
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:saved-game';
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    try {
      render(<SavedGamesList savedGames={savedGames} />);
      const item = (await screen.findByText('Unreadable')).closest('li');
      expect(item?.hasAttribute('data-unreadable')).toBe(true);
      expect(item?.textContent).toContain('Its text is cut short or damaged.');
      await userEvent.click(
        screen.getByRole('button', { name: 'Download raw text of Unreadable saved game' }),
      );
      expect(await created[0]?.text()).toBe(raw);
      expect(clicked[0]?.download).toBe('stonekit-half.txt');
      expect(clicked[0]?.href).toBe('blob:saved-game');
      await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:saved-game'));
    } finally {
      click.mockRestore();
    }
  });

  it('can be deleted, and only deleted', async () => {
    const user = userEvent.setup();
    const storage = memoryAdapter({ entries: { 'stonekit:game:half': raw } });
    render(<SavedGamesList savedGames={createSavedGames({ storage })} onLoad={() => {}} />);
    await screen.findByText('Unreadable');
    expect(screen.queryByRole('button', { name: /^Load|^Rename/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete Unreadable saved game' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No saved games yet.')).toBeDefined();
    expect(storage.get('stonekit:game:half')).toBeNull();
  });
});

describe('SavedGameThumbnail', () => {
  it('draws Gomoku stones on the lines and Reversi discs in the squares', () => {
    const gomoku = render(
      <SavedGameThumbnail game="gomoku" thumbnail={'x../.o./..X'} label="Three stones" />,
    );
    const picture = gomoku.getByRole('img', { name: 'Three stones' });
    expect(picture.getAttribute('viewBox')).toBe('0 0 3 3');
    expect(picture.querySelectorAll('line')).toHaveLength(6);
    const stones = [...picture.querySelectorAll('circle')].map((circle) => [
      circle.getAttribute('cx'),
      circle.getAttribute('cy'),
      circle.dataset.stone,
      circle.hasAttribute('data-last'),
    ]);
    expect(stones).toEqual([
      ['0.5', '0.5', 'black', false],
      ['1.5', '1.5', 'white', false],
      ['2.5', '2.5', 'black', true],
    ]);
    const reversi = render(<SavedGameThumbnail game="reversi" thumbnail={'xo/ox'} />);
    const svg = reversi.container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    // Squares need a line on each side: one more than the cells.
    expect(svg?.querySelectorAll('line')).toHaveLength(6);
  });

  it('draws an empty frame for text that is no thumbnail', () => {
    const { container } = render(<SavedGameThumbnail game="gomoku" thumbnail="x.?/..." />);
    expect(container.querySelectorAll('circle')).toHaveLength(0);
    expect(container.querySelector('rect')).not.toBeNull();
  });

  it('matches the thumbnail a saved game holds', async () => {
    const savedGames = createSavedGames({ storage: memoryAdapter() });
    const json = Gomoku.fromMoves('h8 h9', { size: 9 }).toJSON();
    const entry = await savedGames.save(json, { name: 'Two stones' });
    const { container } = render(
      <SavedGameThumbnail game={entry.game} thumbnail={entry.thumbnail} />,
    );
    expect(container.querySelectorAll('circle')).toHaveLength(2);
  });
});
