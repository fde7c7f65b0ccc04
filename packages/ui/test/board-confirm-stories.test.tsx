import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as gomokuStories from '../src/gomoku/GomokuBoard.stories.tsx';
import * as reversiStories from '../src/reversi/ReversiBoard.stories.tsx';

const gomoku = composeStories(gomokuStories);
const reversi = composeStories(reversiStories);

// `run` renders into a container of its own, which testing-library does not clean up.
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('Boards/Gomoku, PendingMove and PointClicks', () => {
  it('shows the clicked point as a move waiting, and plays nothing (its play function)', async () => {
    await gomoku.PendingMove.run();
    const g10 = document.querySelector('[data-point="g10"]');
    expect(g10?.hasAttribute('data-pending')).toBe(true);
    expect(g10?.querySelector('.stonekit-pending-name')?.textContent).toBe('g10');
    expect(g10?.hasAttribute('data-stone')).toBe(false);
  });

  it('logs every press with its point, on a board that plays nothing', async () => {
    await gomoku.PointClicks.run();
    fireEvent.click(document.querySelector('[data-point="h8"]') as HTMLElement);
    fireEvent.click(document.querySelector('[data-point="a1"]') as HTMLElement);
    const last = screen.getByRole('status');
    expect(last.textContent).toBe('Last press: a1 (x 0, y 0), 2 in all');
    expect(document.querySelector('.press-log')?.textContent).toBe('h8 a1');
    expect(document.querySelector('[data-stone]')).toBeNull();
  });
});

describe('Boards/Reversi, PendingMove and SquareClicks', () => {
  it('shows the clicked square as a move waiting, and plays nothing (its play function)', async () => {
    await reversi.PendingMove.run();
    const d3 = document.querySelector('[data-square="d3"]');
    expect(d3?.hasAttribute('data-pending')).toBe(true);
    expect(d3?.querySelector('.stonekit-pending')?.getAttribute('data-color')).toBe('black');
    expect(d3?.hasAttribute('data-stone')).toBe(false);
  });

  it('logs every press with its square', async () => {
    await reversi.SquareClicks.run();
    fireEvent.click(document.querySelector('[data-square="d3"]') as HTMLElement);
    expect(screen.getByRole('status').textContent).toBe('Last press: d3 (x 3, y 2), 1 in all');
  });
});
