import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { type ReactNode, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { GomokuProvider } from '../src/gomoku/context.tsx';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { createGomokuStore, type GomokuStore } from '../src/gomoku/store.ts';
import { createReversiStore } from '../src/reversi/store.ts';
import { GomokuMoveList } from '../src/shared/moves/GomokuMoveList.tsx';
import * as stories from '../src/shared/moves/MoveList.stories.tsx';
import { MoveList } from '../src/shared/moves/MoveList.tsx';
import { moveListMessagesZh } from '../src/shared/moves/messages.ts';
import { ReversiMoveList } from '../src/shared/moves/ReversiMoveList.tsx';

// jsdom cannot compute colours, so contrast is left to the real-browser e2e run.
const axeOptions: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, axeOptions);
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** A list that keeps the selection it asks for, as a review of the game would. */
function Selectable({ store, initial }: { store: GomokuStore; initial: number }): ReactNode {
  const [selected, setSelected] = useState(initial);
  return <GomokuMoveList store={store} selected={selected} onSelectMove={setSelected} />;
}

describe('GomokuMoveList before the first move', () => {
  it('says there are no moves yet under its heading, and shows no list', async () => {
    const { container } = render(<GomokuMoveList store={createGomokuStore()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Moves' })).toBeDefined();
    expect(screen.getByText('No moves yet.')).toBeDefined();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(await violations(container)).toEqual([]);
  });
});

describe('GomokuMoveList during a game', () => {
  it('numbers black’s and white’s moves in a list named by its heading', () => {
    render(<GomokuMoveList store={createGomokuStore({ moves: 'h8 h9 i8' })} />);
    const list = screen.getByRole('list', { name: 'Moves' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1. h8', '2. h9', '3. i8']);
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      '1. h8, black',
      '2. h9, white',
      '3. i8, black',
    ]);
    expect(items.map((item) => item.dataset.stone)).toEqual(['black', 'white', 'black']);
  });

  it('marks the last move current, and follows the game', () => {
    const store = createGomokuStore({ moves: 'h8 h9' });
    render(<GomokuMoveList store={store} />);
    const current = () => screen.getAllByRole('listitem').filter((item) => item.ariaCurrent);
    expect(current().map((item) => [item.textContent, item.getAttribute('aria-current')])).toEqual([
      ['2. h9', 'step'],
    ]);
    act(() => {
      store.getState().play('i8');
    });
    expect(current().map((item) => item.textContent)).toEqual(['3. i8']);
    expect(screen.getAllByRole('listitem').at(-1)?.dataset.current).toBe('');
  });

  it('scrolls in a region the keyboard reaches', async () => {
    const user = userEvent.setup();
    render(<GomokuMoveList store={createGomokuStore({ moves: 'h8 h9' })} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Moves' }));
  });

  it('reads the store of the GomokuProvider around it', () => {
    render(
      <GomokuProvider moves="h8 h9">
        <GomokuMoveList headingLevel={3} />
      </GomokuProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Moves' })).toBeDefined();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders on the server as it does in the browser', () => {
    const html = renderToString(<GomokuMoveList store={createGomokuStore({ moves: 'h8' })} />);
    expect(html).toContain('aria-current="step"');
    expect(html).toContain('1. h8, black');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<GomokuMoveList store={createGomokuStore({ moves: 'h8 h9' })} />);
    expect(await violations(container)).toEqual([]);
  });
});

describe('ReversiMoveList', () => {
  // After c1 black has no move: the game passes for it as move 9.
  const withPass = 'd3c3b3b2f5a3a1c1f6';

  it('names and marks a pass', () => {
    render(<ReversiMoveList store={createReversiStore({ moves: withPass })} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[8]?.textContent).toBe('9. pass');
    expect(items[8]?.getAttribute('aria-label')).toBe('9. pass, black');
    expect(items[8]?.dataset.pass).toBe('');
    expect(items[9]?.dataset.pass).toBeUndefined();
  });

  it('speaks Chinese', async () => {
    const { container } = render(
      <div lang="zh-CN">
        <ReversiMoveList
          store={createReversiStore({ moves: withPass })}
          messages={moveListMessagesZh}
        />
      </div>,
    );
    expect(screen.getByRole('list', { name: '棋谱' })).toBeDefined();
    expect(screen.getAllByRole('listitem')[8]?.getAttribute('aria-label')).toBe('9. 弃权，黑棋');
    expect(await violations(container)).toEqual([]);
  });

  it('says in Chinese that there are no moves yet', () => {
    render(<ReversiMoveList store={createReversiStore()} messages={moveListMessagesZh} />);
    expect(screen.getByText('尚未落子。')).toBeDefined();
  });
});

describe('a move list with onSelectMove, ready for a review', () => {
  it('makes each move a button that asks for its index', async () => {
    const user = userEvent.setup();
    const onSelectMove = vi.fn();
    render(
      <GomokuMoveList
        store={createGomokuStore({ moves: 'h8 h9 i8' })}
        onSelectMove={onSelectMove}
      />,
    );
    await user.click(screen.getByRole('button', { name: '2. h9, white' }));
    expect(onSelectMove).toHaveBeenCalledWith(1);
  });

  it('marks the selected move current, with the one tab stop of the list on it', async () => {
    const user = userEvent.setup();
    render(
      <GomokuMoveList
        store={createGomokuStore({ moves: 'h8 h9 i8' })}
        selected={0}
        onSelectMove={() => {}}
      />,
    );
    const first = screen.getByRole('button', { name: '1. h8, black' });
    expect(first.getAttribute('aria-current')).toBe('step');
    expect(
      screen.getByRole('button', { name: '3. i8, black' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.tab();
    expect(screen.getAllByRole('button')).not.toContain(document.activeElement);
  });

  it('moves the selection with the arrow keys, Home and End, focus following', async () => {
    const user = userEvent.setup();
    render(<Selectable store={createGomokuStore({ moves: 'h8 h9 i8 i9' })} initial={1} />);
    await user.tab();
    const button = (name: string) => screen.getByRole('button', { name });
    expect(document.activeElement).toBe(button('2. h9, white'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button('3. i8, black'));
    expect(button('3. i8, black').getAttribute('aria-current')).toBe('step');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(button('1. h8, black'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(button('1. h8, black'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(button('4. i9, white'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('4. i9, white'));
    await user.keyboard('{Home}');
    expect(button('1. h8, black').getAttribute('aria-current')).toBe('step');
  });

  it('leaves the board’s arrow keys to the board', async () => {
    const user = userEvent.setup();
    const onSelectMove = vi.fn();
    const store = createGomokuStore({ moves: 'h8 h9' });
    render(
      <>
        <GomokuBoard store={store} />
        <GomokuMoveList store={store} selected={0} onSelectMove={onSelectMove} />
      </>,
    );
    await user.tab();
    expect(screen.getByRole('grid').contains(document.activeElement)).toBe(true);
    await user.keyboard('{ArrowLeft}{ArrowDown}{Home}{End}');
    expect(onSelectMove).not.toHaveBeenCalled();
  });

  it('marks no move when -1 selects the position before the first', () => {
    render(
      <MoveList
        moves={[{ number: 1, stone: 'black', name: 'h8' }]}
        name={(move) => move.name}
        selected={-1}
        onSelectMove={() => {}}
      />,
    );
    const only = screen.getByRole('button', { name: '1. h8, black' });
    expect(only.getAttribute('aria-current')).toBeNull();
    expect(only.tabIndex).toBe(0);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <Selectable store={createGomokuStore({ moves: 'h8 h9 i8' })} initial={1} />,
    );
    expect(await violations(container)).toEqual([]);
  });
});

describe('Panels/MoveList stories', () => {
  const composed = composeStories(stories);
  for (const [name, Story] of Object.entries(composed)) {
    it(`renders ${name} accessibly without console errors`, async () => {
      const errors = vi.spyOn(console, 'error');
      const { container } = render(<Story />);
      expect(screen.getByRole('heading')).toBeDefined();
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      expect(await violations(container)).toEqual([]);
    });
  }

  it('shows the pass of the Reversi game and the selected move', () => {
    const { ReversiGameWithPasses, SelectedMove } = composed;
    const { unmount } = render(<ReversiGameWithPasses />);
    expect(screen.getByRole('listitem', { name: '9. pass, black' }).dataset.pass).toBe('');
    unmount();
    render(<SelectedMove />);
    expect(screen.getByRole('button', { name: '12. j7, white' }).getAttribute('aria-current')).toBe(
      'step',
    );
  });
});
