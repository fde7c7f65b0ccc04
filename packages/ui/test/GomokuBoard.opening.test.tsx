import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GomokuProvider } from '../src/gomoku/context.tsx';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { GomokuNotice } from '../src/gomoku/GomokuNotice.tsx';
import { GomokuStatus } from '../src/gomoku/GomokuStatus.tsx';
import { gomokuMessagesZh } from '../src/gomoku/messages.zh.ts';
import { createGomokuStore } from '../src/gomoku/store.ts';

// Black f8 g8 and h6 h7, white far away on the a file: h8 would make two open threes.
const doubleThree = 'f8 a1 g8 a3 h6 a5 h7 a7';
// Kansei (1D): h8 h9 h10, then move 4 on h6 keeps the position its own mirror image.
const kansei = 'h8 h9 h10';

function cell(name: string): HTMLElement {
  const rows = screen.getAllByRole('row');
  const row = rows[rows.length - Number(name.slice(1))] as HTMLElement;
  return within(row).getByRole('gridcell', { name: new RegExp(`^${name}(,|，)`) });
}

function legalPoints(): string[] {
  return screen
    .getAllByRole('gridcell')
    .filter((point) => point.hasAttribute('data-legal'))
    .map((point) => point.dataset.point ?? '');
}

function notice(container: HTMLElement): HTMLElement {
  return container.querySelector('.stonekit-notice') as HTMLElement;
}

describe('GomokuBoard, renju, a forbidden point clicked', () => {
  it('does not play, and the notice and the live region say why', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ rule: 'renju', moves: doubleThree });
    const { container } = render(
      <GomokuProvider store={store}>
        <GomokuStatus />
        <GomokuBoard />
        <GomokuNotice />
      </GomokuProvider>,
    );
    const before = store.getState().game;
    await user.click(cell('h8'));
    expect(cell('h8').hasAttribute('data-stone')).toBe(false);
    expect(store.getState().game).toBe(before);
    expect(notice(container).textContent).toBe('h8 is forbidden for black: double three');
    expect(notice(container).dataset.forbidden).toBe('double-three');
    expect(container.querySelector('[aria-live]')?.textContent?.trim()).toBe(
      'h8 is forbidden for black: double three',
    );
    expect(screen.getByText('Black to move')).toBeDefined();
  });

  it('clears the notice with the next move that is played', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <GomokuProvider rule="renju" moves={doubleThree}>
        <GomokuBoard />
        <GomokuNotice />
      </GomokuProvider>,
    );
    await user.click(cell('h8'));
    await user.click(cell('i9'));
    expect(notice(container).textContent).toBe('');
    expect(notice(container).hasAttribute('data-reason')).toBe(false);
  });

  it('crosses out forbidden points only while black is to move', async () => {
    const user = userEvent.setup();
    render(<GomokuBoard rule="renju" defaultMoves={doubleThree} />);
    expect(cell('h8').dataset.forbidden).toBe('double-three');
    await user.click(cell('o15'));
    expect(cell('h8').hasAttribute('data-forbidden')).toBe(false);
    expect(cell('h8').hasAttribute('data-legal')).toBe(true);
  });

  it('words the notice in Chinese', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <GomokuProvider rule="renju" moves={doubleThree}>
        <GomokuBoard messages={gomokuMessagesZh} />
        <GomokuNotice messages={gomokuMessagesZh} />
      </GomokuProvider>,
    );
    await user.click(cell('h8'));
    expect(notice(container).textContent).toBe('h8 是黑棋禁手（三三）');
  });
});

describe('GomokuBoard, rif opening, a place phase', () => {
  it('opens only the centre point for move 1 and highlights it', () => {
    const { container } = render(<GomokuBoard rule="renju" opening="rif" />);
    expect(legalPoints()).toEqual(['h8']);
    const root = container.firstElementChild as HTMLElement;
    expect(root.dataset.opening).toBe('rif');
    expect(root.dataset.openingPhase).toBe('place');
    expect(container.querySelector('.stonekit-region')?.getAttribute('data-radius')).toBe('0');
  });

  it('opens the 3x3 square for move 2, and shows no preview outside it', async () => {
    const user = userEvent.setup();
    const { container } = render(<GomokuBoard rule="renju" opening="rif" defaultMoves="h8" />);
    expect(legalPoints().sort()).toEqual(['g7', 'g8', 'g9', 'h7', 'h9', 'i7', 'i8', 'i9']);
    expect(container.querySelector('.stonekit-region')?.getAttribute('data-radius')).toBe('1');
    await user.hover(cell('a1'));
    expect(cell('a1').hasAttribute('data-preview')).toBe(false);
    await user.hover(cell('i9'));
    expect(cell('i9').dataset.preview).toBe('white');
  });

  it('refuses a stone outside the square and says where it must go', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <GomokuProvider rule="renju" opening="rif" moves="h8 h9">
        <GomokuBoard />
        <GomokuNotice />
      </GomokuProvider>,
    );
    await user.click(cell('a1'));
    expect(cell('a1').hasAttribute('data-stone')).toBe(false);
    expect(notice(container).textContent).toBe(
      'a1 is outside the central 5x5 square, where move 3 must go',
    );
  });

  it('opens no point while the opening asks a question, and hides the square', () => {
    const { container } = render(<GomokuBoard rule="renju" opening="rif" defaultMoves={kansei} />);
    expect(legalPoints()).toEqual([]);
    expect(container.querySelector('.stonekit-region')).toBeNull();
  });

  it('starts a new game when the opening prop changes', () => {
    const { rerender } = render(<GomokuBoard rule="renju" opening="rif" defaultMoves="h8" />);
    rerender(<GomokuBoard rule="renju" opening="free" defaultMoves="h8" />);
    expect(cell('h8').hasAttribute('data-stone')).toBe(false);
    expect(legalPoints()).toHaveLength(225);
  });
});

describe('GomokuBoard, rif opening, fifth moves', () => {
  function offering() {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: kansei });
    store.getState().choose('keep');
    store.getState().play('h6');
    return store;
  }

  it('turns clicks into chosen fifth moves, numbered ghost stones', async () => {
    const user = userEvent.setup();
    const store = offering();
    render(<GomokuBoard store={store} />);
    await user.click(cell('g7'));
    await user.click(cell('j7'));
    expect(cell('g7').dataset.offered).toBe('1');
    expect(cell('j7').dataset.offered).toBe('2');
    expect(cell('g7').hasAttribute('data-stone')).toBe(false);
    expect(cell('g7').getAttribute('aria-label')).toBe('g7, empty, chosen fifth move 1');
    expect(cell('g7').querySelector('.stonekit-offer')).not.toBeNull();
    await user.click(cell('g7'));
    expect(cell('g7').hasAttribute('data-offered')).toBe(false);
    expect(cell('j7').dataset.offered).toBe('1');
    expect(store.getState().game.moves).toHaveLength(4);
  });

  it('refuses a mirror image of a chosen point and says so', async () => {
    const user = userEvent.setup();
    const store = offering();
    const { container } = render(
      <GomokuProvider store={store}>
        <GomokuBoard />
        <GomokuNotice />
      </GomokuProvider>,
    );
    await user.click(cell('g7'));
    await user.click(cell('i7'));
    expect(cell('i7').hasAttribute('data-offered')).toBe(false);
    expect(notice(container).textContent).toBe(
      'g7 and i7 are the same fifth move by symmetry: offer only one of them',
    );
  });

  it('chooses fifth moves with the keyboard too', async () => {
    const user = userEvent.setup();
    const store = offering();
    render(<GomokuBoard store={store} />);
    cell('h6').focus();
    await user.keyboard('{ArrowLeft}{ArrowDown}{Enter}');
    expect(cell('g5').dataset.offered).toBe('1');
  });

  it('marks the offered moves and opens only them to white', () => {
    const store = offering();
    store.getState().offerFifth(['g7', 'j7']);
    render(<GomokuBoard store={store} />);
    expect(cell('g7').dataset.offered).toBe('1');
    expect(cell('j7').getAttribute('aria-label')).toBe('j7, empty, offered fifth move 2');
    expect(legalPoints().sort()).toEqual(['g7', 'j7']);
  });

  it('plays the offered move white clicks, and clears the marks', async () => {
    const user = userEvent.setup();
    const store = offering();
    store.getState().offerFifth(['g7', 'j7']);
    render(<GomokuBoard store={store} />);
    await user.click(cell('j7'));
    expect(cell('j7').dataset.stone).toBe('black');
    expect(cell('g7').hasAttribute('data-offered')).toBe(false);
    expect(store.getState().game.opening.phase.phase).toBe('done');
  });
});

describe('GomokuStatus during an opening', () => {
  it('says what the opening expects, then the name of the opening', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <GomokuProvider rule="renju" opening="rif" moves="h8 h9">
        <GomokuStatus />
        <GomokuBoard />
      </GomokuProvider>,
    );
    const status = container.querySelector('.stonekit-status') as HTMLElement;
    expect(status.textContent).toBe('Black places move 3 within the central 5x5 square');
    await user.click(cell('i9'));
    expect(status.textContent).toBe('White: swap or keep? Opening: Kagetsu (花月, 4D)');
    expect(status.dataset.openingPhase).toBe('choose');
    expect(status.querySelector('.stonekit-status-opening')?.textContent).toBe(
      'Opening: Kagetsu (花月, 4D)',
    );
  });

  it('says it in Chinese', () => {
    const { container } = render(
      <GomokuProvider rule="renju" opening="rif" moves={kansei}>
        <GomokuStatus messages={gomokuMessagesZh} />
      </GomokuProvider>,
    );
    expect(container.textContent).toBe('白方：交换还是不交换？ 开局：寒星（Kansei，1D）');
  });
});
