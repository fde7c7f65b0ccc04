import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as stories from '../src/reversi/ReversiBoard.stories.tsx';

const composed = composeStories(stories);

describe('Boards/Reversi stories', () => {
  let errors: MockInstance;
  let warnings: MockInstance;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
    warnings = vi.spyOn(console, 'warn');
  });
  afterEach(() => {
    errors.mockRestore();
    warnings.mockRestore();
  });

  for (const [name, Story] of Object.entries(composed)) {
    it(`renders ${name} without console errors`, () => {
      render(<Story />);
      expect(screen.getAllByRole('grid').length).toBeGreaterThan(0);
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    });
  }

  it('shows a pass to make in the forced-pass story, and makes it', async () => {
    const user = userEvent.setup();
    const { ForcedPass } = composed;
    render(<ForcedPass />);
    expect(screen.getByText('Black has no move and must pass')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    expect(screen.getByText('Black passed. White to move')).toBeDefined();
  });

  it('gives the result in the game-over story', () => {
    const { GameOver } = composed;
    render(<GameOver />);
    expect(screen.getByText('White wins 45 to 19')).toBeDefined();
  });

  it('drives the controlled story with its buttons', async () => {
    const user = userEvent.setup();
    const { Controlled } = composed;
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Hints' }));
    expect(document.querySelectorAll('.stonekit-legal-hint')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('White to move')).toBeDefined();
  });

  it('marks the hint in the hint story and gives the evaluation', () => {
    const { Hint } = composed;
    const { container } = render(<Hint />);
    expect(
      [...container.querySelectorAll<HTMLElement>('[data-hint]')].map((c) => c.dataset.square),
    ).toEqual(['c6']);
    expect(container.querySelectorAll('[data-pv]')).toHaveLength(0);
    expect(screen.getByText('Black is winning by ~4 discs')).toBeDefined();
  });

  it('numbers the expected line in the principal variation story', () => {
    const { PrincipalVariation } = composed;
    const { container } = render(<PrincipalVariation />);
    const line = [...container.querySelectorAll<HTMLElement>('[data-pv]')]
      .sort((a, b) => Number(a.dataset.pv) - Number(b.dataset.pv))
      .map((c) => c.dataset.square);
    expect(line).toEqual(['c6', 'b5', 'f2', 'g4']);
  });

  it('shows the computer thinking in the thinking story', () => {
    const { Thinking } = composed;
    render(<Thinking />);
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('White is thinking…')).toBeDefined();
  });
});
