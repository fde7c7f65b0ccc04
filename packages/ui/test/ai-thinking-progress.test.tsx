import type { Stone } from '@stonekit/core';
import { type AiProgress, createAiClient } from '@stonekit/core/ai';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { ReversiBoard } from '../src/reversi/ReversiBoard.tsx';
import { ReversiStatus } from '../src/reversi/ReversiStatus.tsx';
import { createReversiStore } from '../src/reversi/store.ts';
import { aiMessagesZh } from '../src/shared/ai/messages.ts';
import * as stories from '../src/shared/ai/ThinkingIndicator.stories.tsx';
import { ThinkingIndicator } from '../src/shared/ai/ThinkingIndicator.tsx';
import type { AiThinkingProgress } from '../src/shared/ai/types.ts';
import { channelWorker, fakeClient, flushPromises, searchResult } from './fake-ai.ts';

const START = 1_700_000_000_000;

/** A worker's report at `depth`, `timeMs` into the search. */
function report(depth: number, moveName = 'c3', timeMs = depth * 100): AiProgress {
  return { depth, moveName, score: 2, nodes: depth * 1000, timeMs };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('thinkingProgress of a Reversi store, with a fake AI client', () => {
  it('is null until the search first reports, then holds the report, the side and when it came', () => {
    vi.useFakeTimers({ now: START });
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white' });
    store.getState().play('d3');
    expect(store.getState().thinking).toBe('white');
    expect(store.getState().thinkingProgress).toBeNull();

    vi.advanceTimersByTime(250);
    requests[0]?.progress(report(1));
    expect(store.getState().thinkingProgress).toEqual({
      ...report(1),
      side: 'white',
      at: START + 250,
    });
  });

  it('follows each report as the search deepens', () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white' });
    store.getState().play('d3');
    const depths: number[] = [];
    store.subscribe((next, previous) => {
      if (next.thinkingProgress !== previous.thinkingProgress && next.thinkingProgress !== null) {
        depths.push(next.thinkingProgress.depth);
      }
    });
    requests[0]?.progress(report(1, 'c3'));
    requests[0]?.progress(report(4, 'e3'));
    requests[0]?.progress(report(7, 'c5'));
    expect(depths).toEqual([1, 4, 7]);
    expect(store.getState().thinkingProgress?.moveName).toBe('c5');
  });

  it('is null once the move is played', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white' });
    store.getState().play('d3');
    requests[0]?.progress(report(3));
    requests[0]?.resolve(searchResult('c3'));
    await flushPromises();
    expect(store.getState().game.moves).toHaveLength(2);
    expect(store.getState()).toMatchObject({ thinking: null, thinkingProgress: null });
  });

  it('stays through the pause before the move, then goes with it', async () => {
    vi.useFakeTimers({ now: START });
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white', aiMoveDelayMs: 500 });
    store.getState().play('d3');
    requests[0]?.progress(report(2));
    requests[0]?.resolve(searchResult('c3'));
    await vi.advanceTimersByTimeAsync(400);
    expect(store.getState().thinkingProgress?.depth).toBe(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(store.getState().thinkingProgress).toBeNull();
  });

  it('is null once an undo cancels the search, and a late report changes nothing', () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white' });
    store.getState().play('d3');
    requests[0]?.progress(report(5));
    store.getState().undo();
    expect(store.getState()).toMatchObject({ thinking: null, thinkingProgress: null });
    requests[0]?.progress(report(6));
    expect(store.getState().thinkingProgress).toBeNull();
  });

  it('starts over at null when a new level restarts the search, and hears only the new one', () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white' });
    store.getState().play('d3');
    requests[0]?.progress(report(5));
    store.getState().setLevel(9);
    expect(store.getState().thinking).toBe('white');
    expect(store.getState().thinkingProgress).toBeNull();
    requests[0]?.progress(report(6));
    expect(store.getState().thinkingProgress).toBeNull();
    requests[1]?.progress(report(1));
    expect(store.getState().thinkingProgress?.depth).toBe(1);
  });

  it('is null once the store is disposed', () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white' });
    store.getState().play('d3');
    requests[0]?.progress(report(5));
    store.getState().dispose();
    expect(store.getState()).toMatchObject({ thinking: null, thinkingProgress: null });
  });

  it('passes the limits on without the callback, as the worker gets them', () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white', level: 10 });
    store.getState().play('d3');
    expect(requests[0]?.limits).toEqual({ level: 10, keepTable: true });
  });
});

describe('a report on the search, on a page', () => {
  it('renders the indicator showing it, and neither the board nor the status', () => {
    vi.useFakeTimers({ now: START });
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white' });
    const board = vi.fn();
    const indicator = vi.fn();
    const { container } = render(
      <>
        <Profiler id="board" onRender={board}>
          <ReversiBoard store={store} />
          <ReversiStatus store={store} />
        </Profiler>
        <Profiler id="indicator" onRender={indicator}>
          <ThinkingIndicator store={store} showProgress />
        </Profiler>
      </>,
    );
    act(() => {
      store.getState().play('d3');
    });
    board.mockClear();
    indicator.mockClear();
    act(() => {
      requests[0]?.progress(report(6, 'c5', 1_200));
    });
    expect(progressText(container)).toBe('depth 6 · best c5 · 1.2 s');
    expect(indicator).toHaveBeenCalled();
    expect(board).not.toHaveBeenCalled();
    store.getState().dispose();
  });
});

describe('thinkingProgress of a Gomoku store', () => {
  it("holds the search's report for the colour the computer plays, and clears with the move", async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({ ai: client, aiPlayer: 'white' });
    store.getState().play('h8');
    expect(requests[0]?.task).toMatchObject({ game: 'gomoku', kind: 'search' });
    requests[0]?.progress(report(9, 'i9'));
    expect(store.getState().thinkingProgress).toMatchObject({
      side: 'white',
      depth: 9,
      moveName: 'i9',
    });
    requests[0]?.resolve(searchResult({ x: 8, y: 8 }));
    await flushPromises();
    expect(store.getState().thinkingProgress).toBeNull();
  });
});

describe('thinkingProgress against the real search, through a message channel', () => {
  it('shows a depth and a legal best move while level 10 thinks, and null after its move', async () => {
    const ai = createAiClient(channelWorker);
    const store = createReversiStore({
      ai,
      aiPlayer: 'white',
      level: 10,
      aiLimits: { timeMs: 800 },
    });
    store.getState().play('d3');
    const legal = store.getState().game.legalMoves;
    await vi.waitFor(() => expect(store.getState().thinkingProgress).not.toBeNull(), {
      timeout: 5000,
    });
    const progress = store.getState().thinkingProgress;
    expect(progress?.side).toBe('white');
    expect(progress?.depth).toBeGreaterThanOrEqual(1);
    expect(legal).toContain(progress?.moveName);
    await vi.waitFor(() => expect(store.getState().game.moves).toHaveLength(2), {
      timeout: 5000,
    });
    expect(store.getState()).toMatchObject({ thinking: null, thinkingProgress: null });
    store.getState().dispose();
    ai.dispose();
  });
});

/** A store with only what the indicator reads, set by the test. */
function indicatorStore(thinking: Stone | null, thinkingProgress: AiThinkingProgress | null) {
  return createStore<{ thinking: Stone | null; thinkingProgress: AiThinkingProgress | null }>()(
    () => ({ thinking, thinkingProgress }),
  );
}

const nine: AiThinkingProgress = {
  side: 'white',
  depth: 9,
  moveName: 'h8',
  score: -3,
  nodes: 412_000,
  timeMs: 3_000,
  at: START,
};

function progressText(container: HTMLElement): string | null | undefined {
  return container.querySelector('.stonekit-thinking-progress')?.textContent;
}

describe('ThinkingIndicator with showProgress', () => {
  it('adds the depth, the best move and the time to the text', () => {
    const store = indicatorStore('white', nine);
    const { container } = render(
      <ThinkingIndicator store={store} showProgress now={() => START + 200} />,
    );
    expect(container.querySelector('.stonekit-thinking')?.textContent).toBe(
      'White is thinking… depth 9 · best h8 · 3.2 s',
    );
    const progress = container.querySelector('.stonekit-thinking-progress');
    expect(progress?.getAttribute('data-depth')).toBe('9');
    expect(progress?.getAttribute('data-move')).toBe('h8');
  });

  it("names the best move in the store's coordinate case", () => {
    const store = createStore<{
      thinking: Stone | null;
      thinkingProgress: AiThinkingProgress | null;
      coordinateCase: 'lower' | 'upper';
    }>()(() => ({ thinking: 'white', thinkingProgress: nine, coordinateCase: 'upper' }));
    const { container } = render(
      <ThinkingIndicator store={store} showProgress now={() => START} />,
    );
    expect(progressText(container)).toBe('depth 9 · best H8 · 3.0 s');
  });

  it('shows no score unless told to', () => {
    const store = indicatorStore('white', nine);
    const { container } = render(
      <>
        <ThinkingIndicator store={store} showProgress now={() => START} />
        <ThinkingIndicator store={store} showProgress showScore now={() => START} />
      </>,
    );
    const [plain, scored] = container.querySelectorAll('.stonekit-thinking-progress');
    expect(plain?.textContent).toBe('depth 9 · best h8 · 3.0 s');
    expect(scored?.textContent).toBe('depth 9 · best h8 · score -3 · 3.0 s');
  });

  it('reads in Chinese', () => {
    const store = indicatorStore('white', nine);
    const { container } = render(
      <ThinkingIndicator
        store={store}
        messages={aiMessagesZh}
        showProgress
        showScore
        now={() => START + 200}
      />,
    );
    expect(container.querySelector('.stonekit-thinking')?.textContent).toBe(
      '白棋思考中… 第 9 层 · 最佳 h8 · 评分 -3 · 3.2 秒',
    );
  });

  it('shows the text alone before the first report, and nothing once the thinking is over', () => {
    const store = indicatorStore('black', null);
    const { container } = render(<ThinkingIndicator store={store} showProgress />);
    expect(container.querySelector('.stonekit-thinking')?.textContent).toBe('Black is thinking…');
    act(() => {
      store.setState({ thinking: null, thinkingProgress: null });
    });
    expect(container.querySelector('.stonekit-thinking')?.textContent).toBe('');
  });

  it('shows no progress unless asked, and renders nothing for the reports then', () => {
    const store = indicatorStore('white', nine);
    const commits = vi.fn();
    const { container } = render(
      <Profiler id="indicator" onRender={commits}>
        <ThinkingIndicator store={store} />
      </Profiler>,
    );
    expect(progressText(container)).toBeUndefined();
    commits.mockClear();
    act(() => {
      store.setState({ thinkingProgress: { ...nine, depth: 10 } });
    });
    expect(commits).not.toHaveBeenCalled();
  });

  it('hides the progress from screen readers inside its live region', () => {
    const store = indicatorStore('white', nine);
    render(<ThinkingIndicator store={store} live showProgress now={() => START} />);
    const status = screen.getByRole('status');
    const progress = status.querySelector('.stonekit-thinking-progress');
    expect(progress?.getAttribute('aria-hidden')).toBe('true');
    expect(status.textContent).toContain('depth 9');
    expect(status.querySelector('[aria-live]')).toBeNull();
  });

  it('has no accessibility violations, live or not', async () => {
    const store = indicatorStore('white', nine);
    const { container } = render(
      <>
        <ThinkingIndicator store={store} showProgress showScore now={() => START} />
        <ThinkingIndicator store={store} live showProgress now={() => START} />
      </>,
    );
    const results = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations).toEqual([]);
  });
});

describe('ThinkingIndicator ticking', () => {
  let frames: MockInstance<typeof requestAnimationFrame>;

  function wait(ms: number): void {
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  }

  afterEach(() => {
    frames?.mockRestore();
  });

  it('ticks the time between reports on animation frames, rendering once a tenth', () => {
    vi.useFakeTimers({ now: START });
    frames = vi.spyOn(globalThis, 'requestAnimationFrame');
    const store = indicatorStore('white', nine);
    const commits = vi.fn();
    const { container } = render(
      <Profiler id="indicator" onRender={commits}>
        <ThinkingIndicator store={store} showProgress />
      </Profiler>,
    );
    expect(progressText(container)).toBe('depth 9 · best h8 · 3.0 s');
    // Fake frames come every 16 ms, as a screen's do: the tenth turns at the first frame after it.
    wait(1_000);
    wait(16);
    expect(progressText(container)).toBe('depth 9 · best h8 · 4.0 s');
    commits.mockClear();
    frames.mockClear();
    wait(60);
    expect(frames.mock.calls.length).toBeGreaterThan(2);
    expect(commits).not.toHaveBeenCalled();
    wait(60);
    expect(progressText(container)).toBe('depth 9 · best h8 · 4.1 s');
    expect(commits).toHaveBeenCalledTimes(1);
  });

  it('takes up the time from each new report', () => {
    vi.useFakeTimers({ now: START });
    const store = indicatorStore('white', nine);
    const { container } = render(<ThinkingIndicator store={store} showProgress />);
    wait(500);
    act(() => {
      store.setState({ thinkingProgress: { ...nine, depth: 10, timeMs: 3_600, at: START + 500 } });
    });
    expect(progressText(container)).toBe('depth 10 · best h8 · 3.6 s');
  });

  it('stops while the page is hidden, and catches up when it shows again', () => {
    vi.useFakeTimers({ now: START });
    frames = vi.spyOn(globalThis, 'requestAnimationFrame');
    const store = indicatorStore('white', nine);
    const { container } = render(<ThinkingIndicator store={store} showProgress />);
    let visibility: DocumentVisibilityState = 'hidden';
    const hidden = vi
      .spyOn(document, 'visibilityState', 'get')
      .mockImplementation(() => visibility);
    try {
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      frames.mockClear();
      wait(2_000);
      expect(frames).not.toHaveBeenCalled();
      expect(progressText(container)).toBe('depth 9 · best h8 · 3.0 s');
      visibility = 'visible';
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(progressText(container)).toBe('depth 9 · best h8 · 5.0 s');
    } finally {
      hidden.mockRestore();
    }
  });

  it('asks for no frames once the thinking is over', () => {
    vi.useFakeTimers({ now: START });
    frames = vi.spyOn(globalThis, 'requestAnimationFrame');
    const store = indicatorStore('white', nine);
    render(<ThinkingIndicator store={store} showProgress />);
    act(() => {
      store.setState({ thinking: null, thinkingProgress: null });
    });
    frames.mockClear();
    wait(1_000);
    expect(frames).not.toHaveBeenCalled();
  });
});

describe('the ThinkingIndicator progress stories', () => {
  const composed = composeStories(stories);
  const cases: [keyof typeof composed, string][] = [
    ['Progress', 'White is thinking… depth 9 · best h8 · 3.2 s'],
    ['ProgressWithScore', 'White is thinking… depth 9 · best h8 · score +4 · 3.2 s'],
    ['ProgressChinese', '白棋思考中… 第 9 层 · 最佳 h8 · 3.2 秒'],
    ['LiveProgress', 'White is thinking… depth 9 · best h8 · 3.2 s'],
    ['BeforeFirstReport', 'Black is thinking…'],
  ];
  for (const [name, text] of cases) {
    it(`renders ${name} as "${text}"`, async () => {
      const Story = composed[name];
      const { container } = render(<Story />);
      expect(container.querySelector('.stonekit-thinking')?.textContent).toBe(text);
      await Story.play?.({ canvasElement: container });
    });
  }
});
