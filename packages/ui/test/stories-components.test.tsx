import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as gomokuNotice from '../src/gomoku/GomokuNotice.stories.tsx';
import * as gomokuOpeningPanel from '../src/gomoku/GomokuOpeningPanel.stories.tsx';
import * as gomokuProvider from '../src/gomoku/GomokuProvider.stories.tsx';
import * as gomokuStatus from '../src/gomoku/GomokuStatus.stories.tsx';
import * as reversiPassButton from '../src/reversi/ReversiPassButton.stories.tsx';
import * as reversiProvider from '../src/reversi/ReversiProvider.stories.tsx';
import * as reversiScore from '../src/reversi/ReversiScore.stories.tsx';
import * as reversiStatus from '../src/reversi/ReversiStatus.stories.tsx';

// The stories of every component beside the boards, and of the providers.
const files = {
  'Components/GomokuStatus': composeStories(gomokuStatus),
  'Components/GomokuNotice': composeStories(gomokuNotice),
  'Controls/GomokuOpeningPanel': composeStories(gomokuOpeningPanel),
  'Providers/GomokuProvider': composeStories(gomokuProvider),
  'Components/ReversiStatus': composeStories(reversiStatus),
  'Components/ReversiScore': composeStories(reversiScore),
  'Controls/ReversiPassButton': composeStories(reversiPassButton),
  'Providers/ReversiProvider': composeStories(reversiProvider),
};

// jsdom cannot compute colours, so contrast is left to the real-browser e2e run.
const options: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

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
      // axe reads every cell of every board: a matrix of boards takes seconds in jsdom.
      it(`renders ${name} accessibly without console errors`, { timeout: 20_000 }, async () => {
        const { container } = render(<Story />);
        expect(container.textContent).not.toBe('');
        const { violations } = await axe.run(container, options);
        expect(violations.map((v) => v.id)).toEqual([]);
        expect(errors).not.toHaveBeenCalled();
        expect(warnings).not.toHaveBeenCalled();
      });
    }
  });
}

describe('the states each component story shows', () => {
  it('names every ending and phase in the GomokuStatus matrix', () => {
    const { AllStates } = composeStories(gomokuStatus);
    const { container } = render(<AllStates />);
    const lines = [...container.querySelectorAll('.stonekit-status')].map((s) => s.textContent);
    expect(lines).toEqual([
      'White to move',
      'Black wins',
      'Draw',
      'White wins',
      'Black wins on time',
      'Black wins by resignation',
      'White: swap or keep? Opening: Kagetsu (花月, 4D)',
      'White to move. White is ahead',
    ]);
  });

  it('words every refusal in the GomokuNotice matrix', () => {
    const { AllStates } = composeStories(gomokuNotice);
    const { container } = render(<AllStates />);
    const notices = [...container.querySelectorAll<HTMLElement>('.stonekit-notice')];
    expect(notices.map((n) => n.dataset.reason ?? '')).toEqual([
      'occupied',
      'game-over',
      'forbidden',
      'off-board',
      'outside-region',
      'equivalent-offers',
      '',
    ]);
    expect(notices[2]?.dataset.forbidden).toBe('double-three');
  });

  it('asks each question of the GomokuOpeningPanel matrix', () => {
    const { AllStates } = composeStories(gomokuOpeningPanel);
    const { container } = render(<AllStates />);
    const panels = [...container.querySelectorAll<HTMLElement>('.stonekit-opening-panel')];
    expect(panels.map((p) => p.dataset.phase)).toEqual([
      'choose',
      'choose',
      'declare-offers',
      'offer-fifth',
      'select-fifth',
      'offer-fifth',
    ]);
  });

  it('says every sentence of the ReversiStatus matrix', () => {
    const { AllStates } = composeStories(reversiStatus);
    const { container } = render(<AllStates />);
    const texts = [...container.querySelectorAll('.stonekit-status-text')].map(
      (s) => s.textContent,
    );
    expect(texts).toEqual([
      'White to move',
      'Black has no move and must pass',
      'Black passed. White to move',
      'White wins 45 to 19',
      'Draw, 32 to 32',
      'Black wins on time',
      'Black resigns. White wins',
      'Black to move',
    ]);
  });

  it('counts 2-2, 6-8, 13-0, 19 to 45 and 32-32 in the ReversiScore matrix', () => {
    const { AllStates } = composeStories(reversiScore);
    const { container } = render(<AllStates />);
    const counts = [...container.querySelectorAll<HTMLElement>('.stonekit-score-side')].map(
      (side) => side.dataset.count,
    );
    expect(counts).toEqual(['2', '2', '6', '8', '13', '0', '19', '45', '32', '32']);
  });

  it('enables the pass button only when black must pass', () => {
    const { AllStates } = composeStories(reversiPassButton);
    render(<AllStates />);
    const buttons = screen.getAllByRole('button', { name: 'Pass' });
    expect(buttons.map((b) => b.getAttribute('aria-disabled'))).toEqual(['false', 'true', 'true']);
  });
});

// The play functions the e2e run plays in Chromium, played here too in jsdom.
describe('the interactive component stories', () => {
  it('plays five in a row and takes it back (GomokuStatus, Controlled)', async () => {
    const { Controlled } = composeStories(gomokuStatus);
    const { container } = render(<Controlled />);
    await Controlled.play?.({ canvasElement: container });
    expect(container.querySelector('.stonekit-status')?.textContent).toBe('Black to move');
  });

  it('refuses a move on an occupied point (GomokuNotice, Controlled)', async () => {
    const { Controlled } = composeStories(gomokuNotice);
    const { container } = render(<Controlled />);
    await Controlled.play?.({ canvasElement: container });
  });

  it('swaps under RIF (GomokuOpeningPanel, Controlled)', async () => {
    const { Controlled } = composeStories(gomokuOpeningPanel);
    const { container } = render(<Controlled />);
    await Controlled.play?.({ canvasElement: container });
  });

  it('plays and undoes through a provided store (GomokuProvider, Controlled)', async () => {
    const { Controlled } = composeStories(gomokuProvider);
    const { container } = render(<Controlled />);
    await Controlled.play?.({ canvasElement: container });
  });

  it('plays, refuses a move that flips nothing, and undoes (ReversiStatus, Controlled)', async () => {
    const { Controlled } = composeStories(reversiStatus);
    const { container } = render(<Controlled />);
    await Controlled.play?.({ canvasElement: container });
  });

  it('counts the discs after a move (ReversiScore, Controlled)', async () => {
    const { Controlled } = composeStories(reversiScore);
    const { container } = render(<Controlled />);
    await Controlled.play?.({ canvasElement: container });
  });

  it('passes for black (ReversiPassButton, Controlled)', async () => {
    const { Controlled } = composeStories(reversiPassButton);
    const { container } = render(<Controlled />);
    await Controlled.play?.({ canvasElement: container });
  });

  it('plays and undoes through a provided store (ReversiProvider, Controlled)', async () => {
    const { Controlled } = composeStories(reversiProvider);
    const { container } = render(<Controlled />);
    await Controlled.play?.({ canvasElement: container });
  });
});
