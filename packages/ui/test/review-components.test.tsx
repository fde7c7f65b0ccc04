// The review's components on real analyses (fixtures.ts): the evaluation graph and its table, the
// analysis' progress, the details of a judged move with its markers, the steps and the move list.
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createReversiStore } from '../src/reversi/store.ts';
import * as progressStories from '../src/shared/review/AnalysisProgress.stories.tsx';
import { AnalysisProgress } from '../src/shared/review/AnalysisProgress.tsx';
import { createGameAnalysis } from '../src/shared/review/controller.ts';
import * as graphStories from '../src/shared/review/EvaluationGraph.stories.tsx';
import { EvaluationGraph } from '../src/shared/review/EvaluationGraph.tsx';
import { scriptedGomokuReview, scriptedReversiReview } from '../src/shared/review/fixtures.ts';
import * as detailsStories from '../src/shared/review/MistakeDetails.stories.tsx';
import { MistakeDetails } from '../src/shared/review/MistakeDetails.tsx';
import { reviewMarkers } from '../src/shared/review/markers.ts';
import { reviewMessagesZh } from '../src/shared/review/messages.ts';
import * as listStories from '../src/shared/review/ReviewMoveList.stories.tsx';
import { ReviewMoveList } from '../src/shared/review/ReviewMoveList.tsx';
import { ReviewNavigation } from '../src/shared/review/ReviewNavigation.tsx';
import { fakeClient, flushPromises, searchResult } from './fake-ai.ts';

// jsdom cannot compute colours, so contrast is left to the real-browser e2e run.
const axeOptions: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

/** Lets the scripted client's answers, one per position, all come back. */
async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 40; i++) await flushPromises();
  });
}

/** The Othello review, analysed to the end, at `ply`. */
async function othelloAt(ply: number) {
  const scene = scriptedReversiReview({ ply });
  await settle();
  return scene;
}

describe('EvaluationGraph', () => {
  it('is a slider over the positions that says the move, its value and its class', async () => {
    const { review } = await othelloAt(44);
    render(<EvaluationGraph analysis={review} />);
    const slider = screen.getByRole('slider', { name: 'Evaluation for Black' });
    expect(slider.getAttribute('aria-valuemin')).toBe('0');
    expect(slider.getAttribute('aria-valuemax')).toBe('61');
    expect(slider.getAttribute('aria-valuenow')).toBe('44');
    expect(slider.getAttribute('aria-valuetext')).toBe('44. b2, white: -16 (exact), blunder');
  });

  it('marks every judged move with a dot of its class, and the position on the board', async () => {
    const { review } = await othelloAt(44);
    const { container } = render(<EvaluationGraph analysis={review} />);
    const dots = [...container.querySelectorAll<SVGElement>('.stonekit-review-graph-dot')];
    expect(dots.map((dot) => [dot.dataset.ply, dot.dataset.judgement])).toEqual([
      ['17', 'inaccuracy'],
      ['20', 'inaccuracy'],
      ['35', 'inaccuracy'],
      ['44', 'blunder'],
      ['48', 'mistake'],
    ]);
    expect(container.querySelector('.stonekit-review-graph-marker')).not.toBeNull();
    expect(container.querySelector('.stonekit-review-graph-line')?.getAttribute('d')).toMatch(/^M/);
  });

  it('steps the store with the keys: Left and Right one move, Home and End to the ends', async () => {
    const { store, review } = await othelloAt(44);
    render(<EvaluationGraph analysis={review} />);
    const slider = screen.getByRole('slider');
    await userEvent.click(slider);
    await userEvent.keyboard('{ArrowLeft}');
    expect(store.getState().game.moves).toHaveLength(43);
    expect(slider.getAttribute('aria-valuenow')).toBe('43');
    await userEvent.keyboard('{Home}');
    expect(store.getState().game.moves).toHaveLength(0);
    expect(slider.getAttribute('aria-valuetext')).toBe('Start: +2');
    await userEvent.keyboard('{PageUp}');
    expect(review.getState().ply).toBe(10);
    await userEvent.keyboard('{End}');
    expect(store.getState().game.moves).toHaveLength(61);
  });

  it('goes to the position nearest a click', async () => {
    const { review } = await othelloAt(0);
    render(<EvaluationGraph analysis={review} />);
    const slider = screen.getByRole('slider');
    slider.getBoundingClientRect = () =>
      ({ left: 100, top: 0, width: 600, height: 120, right: 700, bottom: 120 }) as DOMRect;
    fireEvent.pointerDown(slider, { button: 0, clientX: 395, pointerId: 1 });
    expect(review.getState().ply).toBe(30);
  });

  it('lists every move’s value, class and better move in a table for screen readers', async () => {
    const { review } = await othelloAt(44);
    render(<EvaluationGraph analysis={review} />);
    const table = screen.getByRole('table', { name: 'Evaluation after each move, for Black' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(63); // the header, the start and 61 moves
    const blunder = within(table).getByRole('rowheader', { name: '44. b2' }).closest('tr');
    expect(blunder?.getAttribute('aria-current')).toBe('step');
    expect(blunder?.textContent).toBe('44. b2-16 (exact)blunder ??b6');
  });

  it('shows only the result of a finished game before any analysis', () => {
    const { review } = scriptedGomokuReview({ start: false });
    const { container } = render(<EvaluationGraph analysis={review} />);
    // White's five at move 38 needs no search: one point on the right, at the bottom.
    expect(container.querySelector('.stonekit-review-graph-line')?.getAttribute('d')).toBe(
      'M592 142',
    );
    expect(container.querySelectorAll('.stonekit-review-graph-dot')).toHaveLength(0);
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe(
      '38. f9, white: White won',
    );
  });

  it('speaks Chinese with reviewMessagesZh', async () => {
    const { review } = scriptedGomokuReview({ ply: 19 });
    await settle();
    render(<EvaluationGraph analysis={review} messages={reviewMessagesZh} />);
    expect(
      screen.getByRole('slider', { name: '局势曲线（黑棋视角）' }).getAttribute('aria-valuetext'),
    ).toBe('19. d6，黑棋：-74，败着');
  });

  it('renders on the server', () => {
    const { review } = scriptedReversiReview({ start: false });
    expect(renderToString(<EvaluationGraph analysis={review} />)).toContain('role="slider"');
  });
});

describe('AnalysisProgress', () => {
  it('starts, counts and cancels the analysis, then resumes it', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ moves: 'f5d6' });
    const analysis = createGameAnalysis(store, { ai: client });
    const { container } = render(<AnalysisProgress analysis={analysis} />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyse the game' }));
    expect(container.firstElementChild?.getAttribute('data-status')).toBe('running');
    await act(async () => {
      await flushPromises();
      requests[0]?.resolve(searchResult('f5'));
      await flushPromises();
    });
    const bar = screen.getByRole('progressbar', { name: 'Analysis' });
    expect(bar.getAttribute('value')).toBe('1');
    expect(screen.getByText('Analysing… 1 of 3 positions')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status').textContent).toBe('Analysis cancelled.');
    await userEvent.click(screen.getByRole('button', { name: 'Resume the analysis' }));
    expect(screen.getByRole('progressbar')).toBeDefined();
  });

  it('sums up what the finished analysis found, in its status region', async () => {
    const { review } = await othelloAt(61);
    render(<AnalysisProgress analysis={review} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Analysis complete: 1 blunder, 1 mistake, 3 inaccuracies.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers to try again after a failure', () => {
    const { review } = scriptedReversiReview({ start: false });
    act(() => review.setState({ status: 'failed', error: new Error('crashed') }));
    render(<AnalysisProgress analysis={review} />);
    expect(screen.getByRole('status').textContent).toBe('The analysis failed.');
    expect(screen.getByRole('button', { name: 'Try the analysis again' })).toBeDefined();
  });

  it('shows nothing without an AI client', () => {
    const analysis = createGameAnalysis(createReversiStore());
    const { container } = render(<AnalysisProgress analysis={analysis} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('MistakeDetails', () => {
  it('says what a judged move gave away and what was better', async () => {
    const { review } = await othelloAt(44);
    const { container } = render(<MistakeDetails analysis={review} />);
    const details = container.querySelector('.stonekit-review-details');
    expect(details?.getAttribute('data-judgement')).toBe('blunder');
    expect(details?.textContent).toContain('??44. b2, white: -16 (exact), blunder');
    expect(screen.getByText('gave away 26 discs')).toBeDefined();
    expect(screen.getByText('Better: b6')).toBeDefined();
  });

  it('steps to the judged moves around it', async () => {
    const { review } = await othelloAt(30);
    render(<MistakeDetails analysis={review} />);
    expect(screen.getByText('No mistake found.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Next mistake' }));
    expect(review.getState().ply).toBe(35);
    await userEvent.click(screen.getByRole('button', { name: 'Previous mistake' }));
    expect(review.getState().ply).toBe(20);
  });

  it('has no mistake before the first judged move to step back to', async () => {
    const { review } = await othelloAt(0);
    render(<MistakeDetails analysis={review} />);
    expect(screen.getByText('Start: +2')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Previous mistake' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe('reviewMarkers', () => {
  it('rings the move played in its class’s colour and the better move, with labels', async () => {
    const { review } = await othelloAt(44);
    expect(reviewMarkers(review.getState())).toEqual([
      {
        kind: 'circle',
        at: 'b2',
        label: 'played, blunder',
        className: 'stonekit-review-played stonekit-review-blunder',
      },
      { kind: 'circle', at: 'b6', label: 'better move', className: 'stonekit-review-better' },
    ]);
  });

  it('draws nothing at the start or after a good move', async () => {
    const { review } = await othelloAt(0);
    expect(reviewMarkers(review.getState())).toEqual([]);
    review.getState().goToPly(30);
    expect(reviewMarkers(review.getState())).toEqual([]);
  });
});

describe('ReviewNavigation and ReviewMoveList', () => {
  it('lists the whole line, the moves after the position included, and marks judged moves', async () => {
    const { review } = await othelloAt(30);
    render(<ReviewMoveList analysis={review} />);
    const moves = screen.getAllByRole('button');
    expect(moves).toHaveLength(61);
    expect(screen.getByRole('button', { name: '30. e8, white' }).getAttribute('aria-current')).toBe(
      'step',
    );
    const blunder = screen.getByRole('button', { name: '44. b2, white, blunder' });
    expect(blunder.closest('li')?.getAttribute('data-annotation')).toBe('blunder');
    expect(blunder.textContent).toBe('44. b2??');
    expect(screen.getByRole('button', { name: '58. pass, white' })).toBeDefined();
  });

  it('goes to the position after a move clicked', async () => {
    const { store, review } = await othelloAt(30);
    render(<ReviewMoveList analysis={review} />);
    await userEvent.click(screen.getByRole('button', { name: '44. b2, white, blunder' }));
    expect(store.getState().game.moves).toHaveLength(44);
  });

  it('steps to the start, back, forward and to the end, disabling the steps that lead nowhere', async () => {
    const { review } = await othelloAt(0);
    render(<ReviewNavigation analysis={review} />);
    const group = screen.getByRole('group', { name: 'Step through the game' });
    const step = (name: string) => within(group).getByRole('button', { name });
    expect(step('Start')).toHaveProperty('disabled', true);
    expect(step('Previous move')).toHaveProperty('disabled', true);
    await userEvent.click(step('Next move'));
    expect(review.getState().ply).toBe(1);
    await userEvent.click(step('Last move'));
    expect(review.getState().ply).toBe(61);
    expect(step('Next move')).toHaveProperty('disabled', true);
    await userEvent.click(step('Previous move'));
    expect(review.getState().ply).toBe(60);
  });
});

// Every story of the review, as Storybook shows it.
const files = {
  'Review/EvaluationGraph': composeStories(graphStories),
  'Review/AnalysisProgress': composeStories(progressStories),
  'Review/MistakeDetails': composeStories(detailsStories),
  'Review/ReviewMoveList': composeStories(listStories),
};

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
      // axe reads every cell of a board: the stories with one take a few seconds in jsdom.
      it(`renders ${name} accessibly, plays it, without console errors`, {
        timeout: 30_000,
      }, async () => {
        const { container } = render(<Story />);
        await settle();
        await Story.play?.({ canvasElement: container });
        const { violations } = await axe.run(container, axeOptions);
        expect(violations.map((v) => v.id)).toEqual([]);
        expect(errors).not.toHaveBeenCalled();
        expect(warnings).not.toHaveBeenCalled();
      });
    }
  });
}
