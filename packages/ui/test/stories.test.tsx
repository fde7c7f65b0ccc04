import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as stories from '../src/gomoku/GomokuBoard.stories.tsx';

const composed = composeStories(stories);

describe('Boards/Gomoku stories', () => {
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

  it('renders the controlled story with its buttons', () => {
    const { Controlled } = composed;
    render(<Controlled />);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDefined();
    expect(screen.getByText('Black to move')).toBeDefined();
  });
});
