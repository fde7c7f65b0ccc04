import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as boardStories from '../src/gomoku/GomokuBoard.stories.tsx';
import * as openingStories from '../src/gomoku/GomokuOpening.stories.tsx';

const openings = composeStories(openingStories);
const boards = composeStories(boardStories);

// jsdom cannot compute colours, so contrast is left to the real-browser e2e run.
const options: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

describe('Boards/Gomoku/Openings stories', () => {
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

  for (const [name, Story] of Object.entries(openings)) {
    it(`renders ${name} accessibly without console errors`, async () => {
      const { container } = render(<Story />);
      expect(screen.getAllByRole('grid')).toHaveLength(1);
      const { violations } = await axe.run(container, options);
      expect(violations.map((v) => v.id)).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    });
  }

  it('shows each phase it is named after', () => {
    const phases = {
      Swap2Choose: 'choose',
      Swap2PlaceTwo: 'choose',
      Swap1Choose: 'choose',
      CentreFirstStone: 'place',
      RifPlaceInRegion: 'place',
      RifSwapOrKeep: 'choose',
      RifOfferFifth: 'offer-fifth',
      RifSelectFifth: 'select-fifth',
      YamaguchiDeclare: 'declare-offers',
      YamaguchiSelectFifth: 'select-fifth',
      Taraguchi10Choice: 'choose',
      OpeningDone: undefined,
    } as const;
    for (const [name, phase] of Object.entries(phases)) {
      const Story = openings[name as keyof typeof phases];
      const { container, unmount } = render(<Story />);
      const board = container.querySelector('.stonekit-gomoku') as HTMLElement;
      expect(board.dataset.openingPhase, name).toBe(phase);
      unmount();
    }
  });

  it('names the opening once it is over', () => {
    const { container } = render(<openings.OpeningDone />);
    expect(container.querySelector('.stonekit-status')?.textContent).toBe(
      'White to move Opening: Kansei (寒星, 1D)',
    );
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe('Boards/Gomoku forbidden-point stories', () => {
  const cases = [
    { story: boards.ForbiddenDoubleThree, marks: ['f8 double-three'] },
    {
      story: boards.ForbiddenDoubleFour,
      marks: ['h14 double-four', 'i10 double-four', 'i6 double-four'],
    },
    {
      story: boards.ForbiddenOverline,
      marks: ['e14 double-four', 'f8 overline', 'k5 double-three'],
    },
    { story: boards.PseudoDoubleThree, marks: [] },
  ];
  for (const { story: Story, marks } of cases) {
    it(`${Story.storyName ?? 'story'} crosses out exactly ${marks.length} points`, () => {
      const { container } = render(<Story />);
      const found = [...container.querySelectorAll<HTMLElement>('[data-forbidden]')]
        .filter((point) => point.matches('[role="gridcell"]'))
        .map((point) => `${point.dataset.point} ${point.dataset.forbidden}`)
        .sort();
      expect(found).toEqual(marks);
      expect(container.querySelectorAll('.stonekit-forbidden-marker')).toHaveLength(marks.length);
    });
  }
});
