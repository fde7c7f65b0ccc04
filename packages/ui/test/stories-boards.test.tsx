import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as gomokuResults from '../src/gomoku/GomokuResults.stories.tsx';
import * as gomokuRules from '../src/gomoku/GomokuRules.stories.tsx';
import * as reversiResults from '../src/reversi/ReversiResults.stories.tsx';
import * as theming from '../src/shared/Theming.stories.tsx';

// The board stories that are not in GomokuBoard.stories.tsx and ReversiBoard.stories.tsx.
const files = {
  'Boards/Gomoku/Rules': composeStories(gomokuRules),
  'Boards/Gomoku/Results': composeStories(gomokuResults),
  'Boards/Reversi/Results': composeStories(reversiResults),
  'Boards/Theming': composeStories(theming),
};

/** The status line of each board of a rendered story, in order. */
function statuses(container: HTMLElement): (string | null)[] {
  return [...container.querySelectorAll('.stonekit-status')].map((s) => s.textContent);
}

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

for (const [title, stories] of Object.entries(files)) {
  describe(`${title} stories`, () => {
    for (const [name, Story] of Object.entries(stories)) {
      it(`renders ${name} without console errors`, () => {
        render(<Story />);
        expect(screen.getAllByRole('grid').length).toBeGreaterThan(0);
        expect(errors).not.toHaveBeenCalled();
        expect(warnings).not.toHaveBeenCalled();
      });
    }
  });
}

describe('Boards/Gomoku/Rules, what each rule decides', () => {
  it('lets six in a row win under freestyle only, and a blocked five under freestyle only', () => {
    const { AllStates } = composeStories(gomokuRules);
    const { container } = render(<AllStates />);
    expect(statuses(container)).toEqual([
      'White to move',
      'Black wins',
      'White to move',
      'Black wins',
      'White wins',
      'Black to move',
    ]);
  });

  it('gives the game to white when black plays a forbidden point that loses', () => {
    const { ForbiddenMoveLoses } = composeStories(gomokuRules);
    const { container } = render(<ForbiddenMoveLoses />);
    const status = container.querySelector<HTMLElement>('.stonekit-status');
    expect(status?.dataset.winner).toBe('white');
    expect(container.querySelector('[data-point="h8"]')?.getAttribute('data-stone')).toBe('black');
  });

  it('refuses the same point under the default forbiddenMoves, and says why', () => {
    const { AllStates } = composeStories(gomokuRules);
    const { container } = render(<AllStates />);
    const notices = [...container.querySelectorAll('.stonekit-notice')].map((n) => n.textContent);
    expect(notices.at(-1)).toBe('h8 is forbidden for black: double three');
  });

  it('plays the forbidden point and loses (Controlled)', async () => {
    const { Controlled } = composeStories(gomokuRules);
    const { container } = render(<Controlled />);
    await Controlled.play?.({ canvasElement: container });
  });
});

describe('Boards/Gomoku/Results and Boards/Reversi/Results, how games end', () => {
  it('ends Gomoku by five, a full board, time and resignation', () => {
    const { AllStates } = composeStories(gomokuResults);
    const { container } = render(<AllStates />);
    expect(statuses(container)).toEqual([
      'Black wins',
      'Draw',
      'Black wins on time',
      'Black wins by resignation',
    ]);
    const flagged = container.querySelectorAll('.stonekit-clock[data-state="flagged"]');
    expect(flagged).toHaveLength(1);
  });

  it('ends Reversi by the count, a 32-32 draw, time and resignation', () => {
    const { AllStates } = composeStories(reversiResults);
    const { container } = render(<AllStates />);
    expect(statuses(container)).toEqual([
      'White wins 45 to 19',
      'Draw, 32 to 32',
      'Black wins on time',
      'Black resigns. White wins',
    ]);
  });

  it('resigns for the side to move, and the board takes no more moves (Gomoku, Controlled)', async () => {
    const { Controlled } = composeStories(gomokuResults);
    const { container } = render(<Controlled />);
    await Controlled.play?.({ canvasElement: container });
  });

  it('resigns for the side to move, and the board takes no more moves (Reversi, Controlled)', async () => {
    const { Controlled } = composeStories(reversiResults);
    const { container } = render(<Controlled />);
    await Controlled.play?.({ canvasElement: container });
  });
});

describe('Boards/Theming', () => {
  it('puts the dark theme class on the boards’ ancestor, and custom colours in its style', () => {
    const { AllStates } = composeStories(theming);
    const { container } = render(<AllStates />);
    const dark = container.querySelector<HTMLElement>('[data-theme="dark"]');
    expect(dark?.className).toBe('stonekit-theme-dark');
    expect(dark?.querySelectorAll('[role="grid"]')).toHaveLength(2);
    const custom = container.querySelector<HTMLElement>('[data-theme="custom"]');
    expect(custom?.style.getPropertyValue('--stonekit-board-color')).toBe('#8fb8de');
  });
});
