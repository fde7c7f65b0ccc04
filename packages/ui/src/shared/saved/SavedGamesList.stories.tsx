import {
  type ClockJSON,
  GameClock,
  Gomoku,
  type GomokuJSON,
  Reversi,
  type ReversiJSON,
} from '@stonekit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { entryOf, entryText, replay } from './entry.ts';
import { savedGamesMessagesZh } from './messages.ts';
import { SavedGamesList, type SavedGamesListProps } from './SavedGamesList.tsx';
import { SavedGameThumbnail } from './SavedGameThumbnail.tsx';
import { createSavedGames } from './savedGames.ts';
import { memoryAdapter } from './storage.ts';
import { thumbnailOf } from './thumbnail.ts';
import type { LoadedGame, SavedGamesStorage, SavedPlayers } from './types.ts';

// Saves made at known times, so that every story shows the same dates.
const may3 = Date.UTC(2025, 4, 3, 12, 5);
const hour = 3_600_000;

const people: SavedPlayers = {
  black: { kind: 'person', name: 'Ann' },
  white: { kind: 'person', name: 'Bo' },
};

/** The stored text of a game saved under `name` at `savedAt`, as `save` writes it. */
function stored(
  id: string,
  name: string,
  savedAt: number,
  data: object,
  players: SavedPlayers = people,
): [string, string] {
  const saved = replay(data);
  const entry = entryOf(id, saved, { name, savedAt, updatedAt: savedAt, players });
  return [`stonekit:game:${id}`, entryText(entry)];
}

/** A whole game of Othello, each side taking the first legal move but one in turn. */
function finishedReversi(): ReversiJSON {
  const game = new Reversi();
  for (let ply = 0; game.state.status.kind === 'playing'; ply++) {
    const moves = game.state.legalMoves;
    game.play(moves[ply % 2 === 0 ? 0 : moves.length - 1]!);
  }
  return game.toJSON();
}

/** Five minutes each, black having used 42 seconds, paused with white to move. */
function pausedClock(): ClockJSON {
  let time = 0;
  const clock = new GameClock({ kind: 'sudden-death', initialMs: 300_000 }, { now: () => time });
  clock.press('black');
  time = 42_000;
  clock.press('white');
  clock.pause();
  return clock.toJSON();
}

const inProgress: GomokuJSON & { clock: ClockJSON } = {
  ...Gomoku.fromMoves('h8 h9 i8 g8 i9 i7 j10 k11', { rule: 'renju' }).toJSON(),
  clock: pausedClock(),
};

const severalGames = Object.fromEntries([
  stored('renju-win', 'Renju, black’s diagonal', may3, {
    ...Gomoku.fromMoves('h8 h9 i7 i9 j6 j9 k5 g9 l4', { rule: 'renju' }).toJSON(),
  }),
  stored('othello', 'Othello to the end', may3 - 2 * hour, finishedReversi(), {
    black: { kind: 'person', name: 'Ann' },
    white: { kind: 'computer', level: 5 },
  }),
  stored('clock', 'Blitz, paused', may3 - 26 * hour, inProgress, {
    black: { kind: 'person', name: null },
    white: { kind: 'computer', level: 3 },
  }),
  stored('small', 'Practice on 9 × 9', may3 - 30 * 24 * hour, {
    ...Gomoku.fromMoves('e5 e6 f5 f6', { size: 9 }).toJSON(),
  }),
]);

const unreadableGames = {
  ...Object.fromEntries([stored('fine', 'A game that reads', may3, new Reversi().toJSON())]),
  'stonekit:game:cut-short': '{"format":"stonekit-saved-game","version":1,"name":"Cut sh',
  'stonekit:game:from-the-future': JSON.stringify({
    format: 'stonekit-saved-game',
    version: 2,
    name: 'Saved by a newer app',
    savedAt: may3 - hour,
    updatedAt: may3 - hour,
  }),
};

/** Storage that holds `entries` and is full: every write fails as a browser's full storage does. */
function fullStorage(entries: Record<string, string>): SavedGamesStorage {
  return {
    ...memoryAdapter({ entries }),
    set() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}

interface ListStoryProps extends Omit<SavedGamesListProps, 'savedGames'> {
  storage: () => SavedGamesStorage; // this story's storage, made afresh for each render
}

/** The list over a storage of its own, saying which game a Load button loaded. */
function ListStory({ storage, ...props }: ListStoryProps): ReactNode {
  const [savedGames] = useState(() => createSavedGames({ storage: storage(), now: () => may3 }));
  const [loaded, setLoaded] = useState<LoadedGame | null>(null);
  return (
    <>
      <SavedGamesList savedGames={savedGames} onLoad={setLoaded} {...props} />
      {loaded === null ? null : (
        <p data-testid="loaded">
          Loaded {loaded.entry.name}: {loaded.game}, {loaded.entry.moveCount} moves.
        </p>
      )}
    </>
  );
}

const meta = {
  title: 'Panels/SavedGamesList',
  component: ListStory,
  subcomponents: { SavedGamesList, SavedGameThumbnail },
  tags: ['autodocs'],
  args: { storage: () => memoryAdapter({ entries: severalGames }) },
  decorators: [
    // A side panel's width, as a page beside the board shows the list.
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Four games, newest first: a Renju game black won, a whole game of Othello against the
 * computer, a Renju game in progress with a paused clock, and a 9 × 9 practice game. Load puts
 * the game in a store through `onLoad`.
 */
export const SeveralGames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Saved games' });
    const names = within(list).getAllByRole('heading', { level: 3 });
    await expect(names.map((name) => name.textContent)).toEqual([
      'Renju, black’s diagonal',
      'Othello to the end',
      'Blitz, paused',
      'Practice on 9 × 9',
    ]);
    await expect(canvas.getByText('Black won with five in a row · 9 moves')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load Blitz, paused' }));
    await expect(await canvas.findByTestId('loaded')).toHaveTextContent(
      'Loaded Blitz, paused: gomoku, 8 moves.',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Loaded “Blitz, paused”.');
  },
};

/** Nothing saved yet: the heading, and a line saying so. */
export const Empty: Story = {
  args: { storage: () => memoryAdapter() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No saved games yet.')).toBeVisible();
  },
};

/** Before the storage has answered (a slow server): a line saying the games are on their way. */
export const Loading: Story = {
  args: {
    storage: () => ({ ...memoryAdapter(), list: () => new Promise<string[]>(() => {}) }),
  },
};

/**
 * Entries that cannot be read, listed beside one that can: text cut short, and a save by a newer
 * version of the app. Each is marked Unreadable with the reason, and can be downloaded as it is
 * or deleted; none is dropped.
 */
export const Unreadable: Story = {
  args: { storage: () => memoryAdapter({ entries: unreadableGames }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Saved games' });
    await expect(canvas.getAllByText('Unreadable')).toHaveLength(2);
    await expect(canvas.getByText('It was saved by a newer version of this app.')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Download raw text of Saved by a newer app' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Download raw text of Unreadable saved game' }),
    ).toBeVisible();
  },
};

/** A rename in place: the name field, labelled, with Save name and Cancel. */
export const Renaming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename Othello to the end' }));
    const field = canvas.getByRole('textbox', { name: 'New name' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'Othello, lost to level 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Othello, lost to level 5' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Rename Othello, lost to level 5' }),
    ).toHaveFocus();
  },
};

/** Delete asks first, Keep focused; the question names the game. */
export const ConfirmingDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Practice on 9 × 9' }));
    const question = canvas.getByRole('group', {
      name: 'Delete “Practice on 9 × 9”? This cannot be undone.',
    });
    await expect(within(question).getByRole('button', { name: 'Keep' })).toHaveFocus();
  },
};

/** Storage is full: a rename fails, the alert says what to do, and the old name stays. */
export const QuotaError: Story = {
  args: { storage: () => fullStorage(severalGames) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename Blitz, paused' }));
    const field = canvas.getByRole('textbox', { name: 'New name' });
    await userEvent.type(field, ' (kept)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Storage is full: delete a saved game you no longer need, then try again.',
      ),
    );
    await expect(canvas.getByRole('heading', { name: 'Blitz, paused' })).toBeVisible();
  },
};

/** Chinese, from `savedGamesMessagesZh`, dates written in zh-CN. */
export const Chinese: Story = {
  args: { messages: savedGamesMessagesZh },
  render: (args) => (
    <div lang="zh-CN">
      <ListStory {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: '已保存的对局' })).toBeVisible();
    await expect(canvas.getByText('黑方五连获胜 · 共 9 手')).toBeVisible();
  },
};

/** Only Reversi's saves, as a Reversi page lists them (`game="reversi"`). */
export const OneGameOnly: Story = {
  args: { game: 'reversi' },
};

/** `.stonekit-theme-dark` on a dark page. */
export const DarkTheme: Story = {
  args: { storage: () => memoryAdapter({ entries: { ...severalGames, ...unreadableGames } }) },
  render: (args) => (
    <div
      className="stonekit-theme-dark"
      style={{ background: '#111827', color: '#e5e7eb', padding: 12 }}
    >
      <ListStory {...args} />
    </div>
  ),
};

/** `SavedGameThumbnail` alone: a Gomoku position and a Reversi one, the last stone ringed. */
export const Thumbnails: Story = {
  render: () => {
    const gomoku = Gomoku.fromMoves('h8 h9 i7 i9 j6 j9 k5 g9 l4').state;
    const reversi = Reversi.fromJSON(finishedReversi()).state;
    const size = { ['--stonekit-saved-thumbnail-size' as string]: '160px' };
    return (
      <div style={{ display: 'flex', gap: 16, ...size }}>
        <SavedGameThumbnail
          game="gomoku"
          thumbnail={thumbnailOf('gomoku', gomoku)}
          label="Gomoku: position after 9 moves"
        />
        <SavedGameThumbnail
          game="reversi"
          thumbnail={thumbnailOf('reversi', reversi)}
          label="Reversi: the final position"
        />
      </div>
    );
  },
};
