import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { GomokuProvider } from '../src/gomoku/context.tsx';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { GomokuOpeningPanel } from '../src/gomoku/GomokuOpeningPanel.tsx';
import { GomokuStatus } from '../src/gomoku/GomokuStatus.tsx';
import { gomokuMessagesZh } from '../src/gomoku/messages.zh.ts';
import { createGomokuStore, type GomokuStore } from '../src/gomoku/store.ts';

// jsdom cannot compute colours, so contrast is left to the real-browser e2e run.
const options: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, options);
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

function cell(name: string): HTMLElement {
  const rows = screen.getAllByRole('row');
  const row = rows[rows.length - Number(name.slice(1))] as HTMLElement;
  return within(row).getByRole('gridcell', { name: new RegExp(`^${name}(,|，)`) });
}

function Game({ store }: { store: GomokuStore }) {
  return (
    <GomokuProvider store={store}>
      <GomokuStatus />
      <GomokuBoard />
      <GomokuOpeningPanel />
    </GomokuProvider>
  );
}

describe('GomokuOpeningPanel, a whole rif opening', () => {
  it('swaps or keeps, offers two fifth moves refusing a mirror image, and selects one', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ rule: 'renju', opening: 'rif' });
    const { container } = render(<Game store={store} />);
    const status = container.querySelector('.stonekit-status') as HTMLElement;

    // Moves 1 to 3 go on the board, each in its square; the panel says where.
    expect(screen.getByRole('group', { name: 'Black places move 1 on the centre point h8' }));
    expect(screen.getByText('Click a point inside the highlighted square.')).toBeDefined();
    for (const name of ['h8', 'h9', 'h10']) await user.click(cell(name));
    expect(status.textContent).toContain('Opening: Kansei (寒星, 1D)');

    // White keeps the colours.
    const choose = screen.getByRole('group', { name: 'White: swap or keep?' });
    expect(
      within(choose)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Swap', 'Keep']);
    await user.click(within(choose).getByRole('button', { name: 'Keep' }));
    screen.getByRole('group', { name: 'White places move 4 anywhere' });
    await user.click(cell('h6'));

    // Black picks two fifth moves on the board; g7 and i7 mirror each other.
    const offer = screen.getByRole('group', { name: 'Black offers 2 fifth moves' });
    const send = within(offer).getByRole('button', { name: 'Offer these 2 moves' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(cell('g7'));
    await user.click(cell('i7'));
    expect(within(offer).getByText(/same fifth move by symmetry/).textContent).toBe(
      'g7 and i7 are the same fifth move by symmetry: offer only one of them',
    );
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(cell('j7'));
    expect(within(offer).getByText('Chosen: g7, j7 (2 of 2)')).toBeDefined();
    expect(within(offer).queryByText(/same fifth move/)).toBeNull();
    expect((send as HTMLButtonElement).disabled).toBe(false);
    await user.click(send);

    // White selects one of them, here with the panel's button.
    const select = screen.getByRole('group', {
      name: 'White selects one of the 2 fifth moves offered',
    });
    expect(cell('g7').dataset.offered).toBe('1');
    await user.click(within(select).getByRole('button', { name: 'Select j7' }));

    expect(cell('j7').dataset.stone).toBe('black');
    expect(screen.queryByRole('group')).toBeNull();
    expect(status.textContent).toBe('White to move Opening: Kansei (寒星, 1D)');
    await user.click(cell('h5'));
    expect(store.getState().game.moves.map((m) => m.name)).toEqual([
      'h8',
      'h9',
      'h10',
      'h6',
      'j7',
      'h5',
    ]);
  });

  it('is operated with the keyboard alone, focus kept on the panel', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 h10' });
    render(<GomokuOpeningPanel store={store} />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Swap');
    await user.keyboard('{Enter}');
    expect(store.getState().game.opening.black).toBe('second');
    const panel = screen.getByRole('group', { name: 'White places move 4 anywhere' });
    expect(document.activeElement).toBe(panel);
  });

  it('clears the chosen fifth moves', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 h10' });
    store.getState().choose('keep');
    store.getState().play('h6');
    store.getState().toggleOffer('g7');
    render(<GomokuOpeningPanel store={store} />);
    expect(screen.getByText('Chosen: g7 (1 of 2)')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(store.getState().offerDraft).toHaveLength(0);
    expect(screen.getByText('None chosen yet, 0 of 2')).toBeDefined();
    expect((screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('is empty under the free rule and once the opening is over', () => {
    const store = createGomokuStore({ opening: 'swap1', moves: 'h8 h9 i9' });
    const { container } = render(<GomokuOpeningPanel store={store} />);
    expect(container.innerHTML).not.toBe('');
    act(() => {
      store.getState().choose('white');
    });
    expect(container.innerHTML).toBe('');
    const free = render(<GomokuOpeningPanel store={createGomokuStore()} />);
    expect(free.container.innerHTML).toBe('');
  });
});

describe('GomokuOpeningPanel, other rules', () => {
  it('offers the swap2 choices by name', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ opening: 'swap2', moves: 'h8 h9 i9' });
    render(<GomokuOpeningPanel store={store} />);
    const group = screen.getByRole('group', {
      name: 'Second player: take black, take white, or place two more stones?',
    });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Take black', 'Take white', 'Place two more']);
    await user.click(screen.getByRole('button', { name: 'Place two more' }));
    expect(store.getState().game.opening.phase).toMatchObject({ phase: 'place', move: 4 });
  });

  it('declares the Yamaguchi count with a labelled select', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ rule: 'renju', opening: 'yamaguchi', moves: 'h8 h9 i9' });
    render(<GomokuOpeningPanel store={store} />);
    const count = screen.getByRole('combobox', { name: 'Fifth moves to offer (1 to 12)' });
    expect((count as HTMLSelectElement).value).toBe('2');
    await user.selectOptions(count, '4');
    await user.click(screen.getByRole('button', { name: 'Declare' }));
    expect(store.getState().game.opening.declared).toBe(4);
    screen.getByRole('group', { name: 'White: swap or keep?' });
  });

  it('offers ten fifth moves in taraguchi-10', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'taraguchi-10' });
    for (const [point, choice] of [
      ['h8', 'keep'],
      ['h9', 'keep'],
      ['i9', 'keep'],
      ['i7', null],
    ] as const) {
      store.getState().play(point);
      if (choice !== null) store.getState().choose(choice);
    }
    render(<GomokuOpeningPanel store={store} />);
    expect(screen.getByRole('button', { name: 'Offer 10 fifth moves' })).toBeDefined();
  });

  it('speaks Chinese', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 h10' });
    render(<GomokuOpeningPanel store={store} messages={gomokuMessagesZh} />);
    const group = screen.getByRole('group', { name: '白方：交换还是不交换？' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['交换', '不交换']);
  });
});

describe('GomokuOpeningPanel accessibility (axe)', () => {
  function rif(moves: string) {
    return createGomokuStore({ rule: 'renju', opening: 'rif', moves });
  }

  it('has no violations with the board in a place phase', async () => {
    const { container } = render(<Game store={rif('h8')} />);
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations asking to swap or keep', async () => {
    const { container } = render(<Game store={rif('h8 h9 h10')} />);
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations while fifth moves are chosen, a refusal shown', async () => {
    const store = rif('h8 h9 h10');
    store.getState().choose('keep');
    store.getState().play('h6');
    store.getState().toggleOffer('g7');
    store.getState().toggleOffer('i7');
    const { container } = render(<Game store={store} />);
    expect(screen.getByText(/same fifth move/)).toBeDefined();
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations while white selects', async () => {
    const store = rif('h8 h9 h10');
    store.getState().choose('keep');
    store.getState().play('h6');
    store.getState().offerFifth(['g7', 'j7']);
    const { container } = render(<Game store={store} />);
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations declaring the Yamaguchi count, in Chinese', async () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'yamaguchi', moves: 'h8 h9 i9' });
    const { container } = render(
      <div lang="zh-CN">
        <GomokuProvider store={store}>
          <GomokuBoard messages={gomokuMessagesZh} />
          <GomokuOpeningPanel messages={gomokuMessagesZh} />
        </GomokuProvider>
      </div>,
    );
    expect(await violations(container)).toEqual([]);
  });
});
