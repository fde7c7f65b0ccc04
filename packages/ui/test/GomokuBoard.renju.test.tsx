import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { gomokuMessagesZh } from '../src/gomoku/messages.zh.ts';
import { createGomokuStore } from '../src/gomoku/store.ts';

// Black f8 g8 and h6 h7, white far away on the a file: h8 would make two open threes.
const doubleThree = 'f8 a1 g8 a3 h6 a5 h7 a7';

function cell(name: string): HTMLElement {
  const rows = screen.getAllByRole('row');
  const row = rows[rows.length - Number(name.slice(1))] as HTMLElement;
  return within(row).getByRole('gridcell', { name: new RegExp(`^${name}(,|，)`) });
}

describe('GomokuBoard, renju, black to move', () => {
  it('marks a double-three as forbidden, closed to play and crossed out', () => {
    render(<GomokuBoard rule="renju" defaultMoves={doubleThree} />);
    const h8 = cell('h8');
    expect(h8.dataset.forbidden).toBe('double-three');
    expect(h8.hasAttribute('data-legal')).toBe(false);
    expect(h8.getAttribute('aria-label')).toBe('h8, empty, forbidden: double three');
    expect(h8.querySelector('.stonekit-forbidden-marker')).not.toBeNull();
    expect(cell('i8').hasAttribute('data-forbidden')).toBe(false);
  });

  it('refuses the forbidden point and says why', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ rule: 'renju', moves: doubleThree });
    const { container } = render(<GomokuBoard store={store} />);
    await user.click(cell('h8'));
    expect(store.getState().lastError?.reason).toBe('forbidden');
    expect(store.getState().game.moves).toHaveLength(8);
    expect(container.querySelector('[aria-live]')?.textContent?.trim()).toBe(
      'h8 is forbidden for black: double three',
    );
  });

  it('shows no hover preview on the forbidden point', async () => {
    const user = userEvent.setup();
    render(<GomokuBoard rule="renju" defaultMoves={doubleThree} />);
    await user.hover(cell('h8'));
    expect(cell('h8').dataset.preview).toBeUndefined();
  });

  it('can hide the cross but keeps the state', () => {
    render(<GomokuBoard rule="renju" defaultMoves={doubleThree} showForbidden={false} />);
    expect(cell('h8').dataset.forbidden).toBe('double-three');
    expect(cell('h8').querySelector('.stonekit-forbidden-marker')).toBeNull();
  });

  it('lets black lose by the forbidden move when fouls lose', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <GomokuBoard rule="renju" forbiddenMoves="lose" defaultMoves={doubleThree} />,
    );
    await user.click(cell('h8'));
    expect((container.firstElementChild as HTMLElement).dataset.status).toBe('won');
    expect(container.querySelector('[aria-live]')?.textContent?.trim()).toBe(
      'Black plays h8. White wins: black played a forbidden double three at h8',
    );
  });

  it('speaks the forbidden point in Chinese', () => {
    render(<GomokuBoard rule="renju" defaultMoves={doubleThree} messages={gomokuMessagesZh} />);
    expect(cell('h8').getAttribute('aria-label')).toBe('h8，空，禁手（三三）');
  });

  it('keeps the foul handling across a reset', () => {
    const store = createGomokuStore({ rule: 'renju', forbiddenMoves: 'lose' });
    store.getState().reset({ moves: doubleThree });
    expect(store.getState().play('h8')?.name).toBe('h8');
    expect(store.getState().game.status.kind).toBe('won');
  });
});
