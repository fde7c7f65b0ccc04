import { OptionError } from '@stonekit/core';
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { type ReactNode, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { createGomokuStore, type GomokuStore } from '../src/gomoku/store.ts';
import { createReversiStore } from '../src/reversi/store.ts';
import * as stories from '../src/shared/history/UndoShortcuts.stories.tsx';
import {
  type HistoryStep,
  takeHistoryStep,
  type UndoShortcutsOptions,
  undoShortcutStep,
  useUndoShortcuts,
} from '../src/shared/history/useUndoShortcuts.ts';
import { GomokuMoveList } from '../src/shared/moves/GomokuMoveList.tsx';
import { ReversiMoveList } from '../src/shared/moves/ReversiMoveList.tsx';

const names = (store: GomokuStore) => store.getState().game.moves.map((move) => move.name);

// Finds the row first: naming all 225 cells after every move is slow in jsdom.
function cell(name: string): HTMLElement {
  const rows = screen.getAllByRole('row');
  const row = rows[rows.length - Number(name.slice(1))] as HTMLElement;
  return within(row).getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

describe('takeHistoryStep', () => {
  it('steps back and forward one move between two people', () => {
    const store = createGomokuStore({ moves: 'h8 h9 i8' });
    expect(takeHistoryStep(store, 'back')).toBe(true);
    expect(names(store)).toEqual(['h8', 'h9']);
    expect(takeHistoryStep(store, 'forward')).toBe(true);
    expect(names(store)).toEqual(['h8', 'h9', 'i8']);
  });

  it('goes to the start and to the end', () => {
    const store = createGomokuStore({ moves: 'h8 h9 i8' });
    expect(takeHistoryStep(store, 'start')).toBe(true);
    expect(names(store)).toEqual([]);
    expect(takeHistoryStep(store, 'end')).toBe(true);
    expect(names(store)).toEqual(['h8', 'h9', 'i8']);
  });

  it('does nothing, and says so, with nothing to take back or replay', () => {
    const store = createGomokuStore({ moves: 'h8' });
    expect(takeHistoryStep(store, 'forward')).toBe(false);
    expect(takeHistoryStep(store, 'end')).toBe(false);
    expect(names(store)).toEqual(['h8']);
  });

  it('keeps the person-undo rules against the computer: its answer goes with your move', () => {
    // The computer plays white: h9 is its answer to h8.
    const store = createGomokuStore({ aiPlayer: 'white', moves: 'h8 h9 i8 i9' });
    takeHistoryStep(store, 'back');
    expect(names(store)).toEqual(['h8', 'h9']);
    takeHistoryStep(store, 'start');
    expect(names(store)).toEqual([]);
  });

  it('never takes back the computer’s first move alone', () => {
    // The computer plays black: its h8 is all there is, and taking it back would replay it.
    const store = createReversiStore({ aiPlayer: 'black', moves: 'f5' });
    expect(store.getState().canUndo).toBe(false);
    expect(takeHistoryStep(store, 'start')).toBe(false);
    expect(store.getState().game.moves).toHaveLength(1);
  });

  it('refuses a step it does not know with an OptionError', () => {
    const store = createGomokuStore();
    expect(() => takeHistoryStep(store, 'sideways' as HistoryStep)).toThrow(OptionError);
  });
});

describe('undoShortcutStep', () => {
  const cases: [string, Partial<KeyboardEvent>, 'back' | 'forward' | null][] = [
    ['Ctrl+Z', { key: 'z', code: 'KeyZ', ctrlKey: true }, 'back'],
    ['Cmd+Z', { key: 'z', code: 'KeyZ', metaKey: true }, 'back'],
    ['Ctrl+Shift+Z', { key: 'Z', code: 'KeyZ', ctrlKey: true, shiftKey: true }, 'forward'],
    ['Cmd+Shift+Z', { key: 'Z', code: 'KeyZ', metaKey: true, shiftKey: true }, 'forward'],
    ['Ctrl+Y', { key: 'y', code: 'KeyY', ctrlKey: true }, 'forward'],
    ['Cmd+Y, the browser’s history on a Mac', { key: 'y', code: 'KeyY', metaKey: true }, null],
    ['Z alone', { key: 'z', code: 'KeyZ' }, null],
    ['Ctrl+Alt+Z', { key: 'z', code: 'KeyZ', ctrlKey: true, altKey: true }, null],
    ['Ctrl+ArrowLeft', { key: 'ArrowLeft', code: 'ArrowLeft', ctrlKey: true }, null],
    // German layout: Z and Y swap places; the letter counts, not the place.
    ['Ctrl+Z on a German keyboard', { key: 'z', code: 'KeyY', ctrlKey: true }, 'back'],
    // Russian layout: no Latin letter, so the key's place tells.
    ['Ctrl+Я on a Russian keyboard', { key: 'я', code: 'KeyZ', ctrlKey: true }, 'back'],
  ];
  for (const [name, event, step] of cases) {
    it(`reads ${name} as ${step ?? 'no shortcut'}`, () => {
      const full = {
        key: '',
        code: '',
        ctrlKey: false,
        metaKey: false,
        shiftKey: false,
        altKey: false,
      };
      expect(undoShortcutStep({ ...full, ...event })).toBe(step);
    });
  }
});

/** A board with the shortcuts on, and the fields of a page beside it. */
function Page({ store, options }: { store: GomokuStore; options?: UndoShortcutsOptions }) {
  useUndoShortcuts(store, options);
  return (
    <>
      <GomokuBoard store={store} />
      <label>
        Name <input type="text" />
      </label>
      <label>
        Size
        <select>
          <option>15</option>
        </select>
      </label>
      <button type="button">Elsewhere</button>
    </>
  );
}

/** Half of a page with a board of its own: the shortcuts act within it. */
function Half({ store, name }: { store: GomokuStore; name: string }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useUndoShortcuts(store, { within: ref });
  return (
    <div ref={ref}>
      <button type="button">{name}</button>
    </div>
  );
}

describe('useUndoShortcuts', () => {
  it('takes back with Ctrl+Z and replays with Ctrl+Shift+Z and Ctrl+Y, as a person', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ moves: 'h8 h9 i8' });
    render(<Page store={store} />);
    await user.keyboard('{Control>}z{/Control}');
    expect(names(store)).toEqual(['h8', 'h9']);
    await user.keyboard('{Control>}z{/Control}');
    expect(names(store)).toEqual(['h8']);
    await user.keyboard('{Control>}{Shift>}Z{/Shift}{/Control}');
    expect(names(store)).toEqual(['h8', 'h9']);
    await user.keyboard('{Control>}y{/Control}');
    expect(names(store)).toEqual(['h8', 'h9', 'i8']);
    await user.keyboard('{Meta>}z{/Meta}');
    expect(names(store)).toEqual(['h8', 'h9']);
  });

  it('works with focus on the board, whose arrow keys still move focus and undo nothing', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ size: 9, moves: 'e5 e6' });
    render(<Page store={store} />);
    await user.tab();
    expect(document.activeElement).toBe(cell('e6'));
    await user.keyboard('{ArrowLeft}{Home}{End}{PageDown}');
    expect(names(store)).toEqual(['e5', 'e6']);
    expect(document.activeElement).toBe(cell('i1'));
    await user.keyboard('{Control>}z{/Control}');
    expect(names(store)).toEqual(['e5']);
    expect(document.activeElement).toBe(cell('i1'));
  });

  it('leaves Ctrl+Z to a text field and to a select', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ moves: 'h8 h9' });
    render(<Page store={store} />);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Control>}z{/Control}');
    screen.getByRole('combobox', { name: 'Size' }).focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(names(store)).toEqual(['h8', 'h9']);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('{Control>}z{/Control}');
    expect(names(store)).toEqual(['h8']);
  });

  it('prevents the browser’s default only when it steps, and yields to a handler before it', () => {
    const store = createGomokuStore({ moves: 'h8' });
    render(<Page store={store} />);
    const undo = () =>
      fireEvent.keyDown(document.body, { key: 'z', code: 'KeyZ', ctrlKey: true, cancelable: true });
    expect(undo()).toBe(false); // default prevented: h8 taken back
    expect(undo()).toBe(true); // nothing left to take back
    act(() => {
      store.getState().redo();
    });
    const taken = (event: KeyboardEvent) => event.preventDefault();
    document.addEventListener('keydown', taken, { capture: true });
    undo();
    document.removeEventListener('keydown', taken, { capture: true });
    expect(names(store)).toEqual(['h8']);
  });

  it('listens only while enabled', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ moves: 'h8 h9' });
    const { rerender } = render(<Page store={store} options={{ enabled: false }} />);
    await user.keyboard('{Control>}z{/Control}');
    expect(names(store)).toEqual(['h8', 'h9']);
    rerender(<Page store={store} options={{ enabled: true }} />);
    await user.keyboard('{Control>}z{/Control}');
    expect(names(store)).toEqual(['h8']);
  });

  it('acts on the board whose part of the page has focus, given `within`', async () => {
    const user = userEvent.setup();
    const left = createGomokuStore({ moves: 'h8 h9' });
    const right = createGomokuStore({ moves: 'h8 h9' });
    render(
      <>
        <Half store={left} name="Left" />
        <Half store={right} name="Right" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Right' }));
    await user.keyboard('{Control>}z{/Control}');
    expect(names(left)).toEqual(['h8', 'h9']);
    expect(names(right)).toEqual(['h8']);
  });

  it('refuses an `enabled` that is not a boolean with an OptionError', () => {
    const store = createGomokuStore();
    expect(() =>
      renderHook(() => useUndoShortcuts(store, { enabled: 'yes' as unknown as boolean })),
    ).toThrow(OptionError);
  });
});

describe('a move list with undoKeys', () => {
  it('takes back and replays with the arrow keys while its region has focus', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ moves: 'h8 h9 i8' });
    render(<GomokuMoveList store={store} undoKeys />);
    await user.tab();
    const region = screen.getByRole('region', { name: 'Moves' });
    expect(document.activeElement).toBe(region);
    await user.keyboard('{ArrowLeft}');
    expect(names(store)).toEqual(['h8', 'h9']);
    await user.keyboard('{ArrowUp}');
    expect(names(store)).toEqual(['h8']);
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(names(store)).toEqual(['h8', 'h9', 'i8']);
    expect(screen.getAllByRole('listitem').at(-1)?.getAttribute('aria-current')).toBe('step');
  });

  it('goes to the start with Home and back to the end with End, keeping focus', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ moves: 'h8 h9 i8' });
    const { container } = render(<GomokuMoveList store={store} undoKeys />);
    await user.tab();
    await user.keyboard('{Home}');
    expect(names(store)).toEqual([]);
    const region = screen.getByRole('region', { name: 'Moves' });
    expect(document.activeElement).toBe(region);
    expect(within(region).getByText('No moves yet.')).toBeDefined();
    expect(screen.queryByRole('list')).toBeNull();
    const { violations } = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((v) => v.id)).toEqual([]);
    await user.keyboard('{End}');
    expect(names(store)).toEqual(['h8', 'h9', 'i8']);
  });

  it('steps through a Reversi game as the person may, against the computer', async () => {
    const user = userEvent.setup();
    // The computer plays white: d6 answered f5, and d3 answered c3.
    const store = createReversiStore({ aiPlayer: 'white', moves: 'f5d6c3d3' });
    render(<ReversiMoveList store={store} undoKeys />);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(store.getState().game.moves.map((move) => move.square)).toEqual(['f5', 'd6']);
  });

  it('leaves its keys alone without undoKeys', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ moves: 'h8 h9' });
    render(<GomokuMoveList store={store} />);
    await user.tab();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(names(store)).toEqual(['h8', 'h9']);
  });

  it('leaves the board’s arrow keys to the board', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ size: 9, moves: 'e5 e6' });
    render(
      <>
        <GomokuBoard store={store} />
        <GomokuMoveList store={store} undoKeys />
      </>,
    );
    await user.tab();
    expect(document.activeElement).toBe(cell('e6'));
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(document.activeElement).toBe(cell('d7'));
    expect(names(store)).toEqual(['e5', 'e6']);
  });
});

describe('the UndoShortcuts story', () => {
  it('takes back and replays with the shortcuts, then steps with the list’s keys', async () => {
    const { Default } = composeStories(stories);
    const { container } = render(<Default />);
    await Default.play?.({ canvasElement: container });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
