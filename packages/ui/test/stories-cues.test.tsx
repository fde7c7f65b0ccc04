import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as gomokuStories from '../src/gomoku/GomokuBoard.stories.tsx';
import * as reversiStories from '../src/reversi/ReversiBoard.stories.tsx';
import * as cues from '../src/shared/Cues.stories.tsx';

const stories = composeStories(cues);

describe('Boards/Cues stories', () => {
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

  for (const [name, Story] of Object.entries(stories)) {
    it(`renders ${name} and passes its play function, without console errors`, async () => {
      const { container } = render(<Story />);
      await act(() => Story.play?.({ canvasElement: container }));
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    });
  }
});

describe('the upper-case coordinates stories', () => {
  it('draws and names Gomoku points in capitals (Boards/Gomoku, UpperCaseCoordinates)', async () => {
    const { UpperCaseCoordinates } = composeStories(gomokuStories);
    await UpperCaseCoordinates.run();
    expect(document.querySelector('[data-point="h8"]')?.getAttribute('aria-label')).toMatch(/^H8,/);
  });

  it('draws and names Reversi squares in capitals (Boards/Reversi, UpperCaseCoordinates)', async () => {
    const { UpperCaseCoordinates } = composeStories(reversiStories);
    await UpperCaseCoordinates.run();
    expect(document.querySelector('[data-square="d3"]')?.getAttribute('aria-label')).toMatch(
      /^D3,/,
    );
  });
});
