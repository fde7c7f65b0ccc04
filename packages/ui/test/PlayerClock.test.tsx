import { GameClock, type TimeControl } from '@stonekit/core';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { Profiler, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { createReversiStore, type ReversiStore } from '../src/reversi/store.ts';
import { clockMessagesZh } from '../src/shared/clock/messages.ts';
import * as stories from '../src/shared/clock/PlayerClock.stories.tsx';
import { PlayerClock, PlayerClocks } from '../src/shared/clock/PlayerClock.tsx';

const START = 1_700_000_000_000;
const minute: TimeControl = { kind: 'sudden-death', initialMs: 60_000 };

// jsdom cannot compute colours, so contrast is left to the real-browser e2e run.
const axeOptions: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, axeOptions);
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

function clockOf(name: string): HTMLElement {
  return screen.getByRole('timer', { name });
}

function face(timer: HTMLElement): string | null | undefined {
  return timer.querySelector('.stonekit-clock-time')?.textContent;
}

function spoken(timer: HTMLElement): string | null | undefined {
  return timer.querySelector('.stonekit-clock-spoken')?.textContent;
}

/** Lets `ms` of fake time pass, animation frames and the store's timers included. */
function wait(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/**
 * Lets one more animation frame come. Fake frames come every 16 ms, as a screen's do, so the
 * face turns at the first frame after a second is over, not at the very millisecond.
 */
function nextFrame(): void {
  wait(16);
}

describe('PlayerClock on a running game', () => {
  let stores: ReversiStore[];
  let frames: MockInstance<typeof requestAnimationFrame>;
  let cancels: MockInstance<typeof cancelAnimationFrame>;

  /** A store on the fake time; `moves: 'f5'` starts white's time. */
  function game(timeControl: TimeControl, moves?: string): ReversiStore {
    const store = createReversiStore({ timeControl, ...(moves === undefined ? {} : { moves }) });
    stores.push(store);
    return store;
  }

  beforeEach(() => {
    vi.useFakeTimers({ now: START });
    stores = [];
    frames = vi.spyOn(globalThis, 'requestAnimationFrame');
    cancels = vi.spyOn(globalThis, 'cancelAnimationFrame');
  });
  afterEach(() => {
    for (const store of stores) store.getState().dispose();
    frames.mockRestore();
    cancels.mockRestore();
    vi.useRealTimers();
  });

  it('shows 1:00 before the first move and counts down once it is made', () => {
    const store = game(minute);
    render(<PlayerClocks store={store} />);
    const white = clockOf("White's clock");
    expect(face(white)).toBe('1:00');
    expect(white.dataset.state).toBe('idle');
    wait(5_000);
    expect(face(white)).toBe('1:00');

    act(() => {
      store.getState().play('f5');
    });
    wait(3_000);
    nextFrame();
    expect(face(white)).toBe('0:57');
    expect(face(clockOf("Black's clock"))).toBe('1:00');
  });

  it('rounds whole seconds up while it counts', () => {
    const store = game(minute, 'f5');
    render(<PlayerClock store={store} side="white" />);
    const white = clockOf("White's clock");
    wait(2_500);
    expect(face(white)).toBe('0:58');
    wait(500);
    nextFrame();
    expect(face(white)).toBe('0:57');
  });

  it('shows tenths under ten seconds', () => {
    const store = game(minute, 'f5');
    render(<PlayerClock store={store} side="white" />);
    wait(51_600);
    expect(face(clockOf("White's clock"))).toBe('8.4');
    wait(300);
    expect(face(clockOf("White's clock"))).toBe('8.1');
  });

  it('marks the side whose time runs', () => {
    const store = game(minute, 'f5');
    render(<PlayerClocks store={store} />);
    const black = clockOf("Black's clock");
    const white = clockOf("White's clock");
    expect(white.dataset.running).toBe('');
    expect(white.dataset.turn).toBe('');
    expect(white.dataset.state).toBe('running');
    expect(black.dataset.running).toBeUndefined();
    expect(black.dataset.state).toBe('waiting');

    wait(2_000);
    act(() => {
      store.getState().play('d6');
    });
    expect(black.dataset.running).toBe('');
    expect(white.dataset.running).toBeUndefined();
    expect(face(white)).toBe('0:58');
  });

  it('shows low time under ten seconds', () => {
    const store = game(minute, 'f5');
    render(<PlayerClock store={store} side="white" />);
    const white = clockOf("White's clock");
    wait(49_000);
    expect(white.dataset.state).toBe('running');
    expect(white.dataset.low).toBeUndefined();
    wait(1_100);
    expect(white.dataset.state).toBe('low');
    expect(white.dataset.low).toBe('');
    expect(white.dataset.running).toBe('');
  });

  it('shows low time under lowMs when given', () => {
    const store = game(minute, 'f5');
    render(<PlayerClock store={store} side="white" lowMs={30_000} />);
    const white = clockOf("White's clock");
    wait(29_000);
    expect(white.dataset.state).toBe('running');
    wait(2_000);
    nextFrame();
    expect(white.dataset.state).toBe('low');
    expect(face(white)).toBe('0:29');
  });

  it('shows the flag as soon as the time runs out, and stops asking for frames', () => {
    const store = game(minute, 'f5');
    render(<PlayerClocks store={store} />);
    const white = clockOf("White's clock");
    wait(60_050);
    expect(white.dataset.state).toBe('flagged');
    expect(white.dataset.running).toBeUndefined();
    expect(face(white)).toBe('0:00');
    expect(white.querySelector('.stonekit-clock-status')?.textContent).toBe('out of time');
    expect(spoken(white)).toBe('out of time');
    // The store's own timer has ended the game on time by now.
    expect(clockOf("Black's clock").dataset.state).toBe('stopped');
    frames.mockClear();
    wait(1_000);
    expect(frames).not.toHaveBeenCalled();
  });

  it('shows a paused clock, and stops asking for frames while paused', () => {
    const store = game(minute, 'f5');
    render(<PlayerClocks store={store} />);
    const white = clockOf("White's clock");
    wait(3_000);
    expect(frames).toHaveBeenCalled();
    act(() => {
      store.getState().pauseClock();
    });
    expect(cancels).toHaveBeenCalled();
    expect(white.dataset.state).toBe('paused');
    expect(white.dataset.running).toBeUndefined();
    expect(white.dataset.turn).toBe('');
    expect(clockOf("Black's clock").dataset.state).toBe('paused');
    expect(face(white)).toBe('0:57');

    frames.mockClear();
    wait(5_000);
    expect(frames).not.toHaveBeenCalled();
    expect(face(white)).toBe('0:57');

    act(() => {
      store.getState().resumeClock();
    });
    wait(1_000);
    nextFrame();
    expect(frames).toHaveBeenCalled();
    expect(face(white)).toBe('0:56');
  });

  it('asks for no frames for the side whose time does not run', () => {
    const store = game(minute, 'f5');
    render(<PlayerClock store={store} side="black" />);
    wait(3_000);
    expect(frames).not.toHaveBeenCalled();
  });

  it('stops asking for frames on unmount', () => {
    const store = game(minute, 'f5');
    const { unmount } = render(<PlayerClock store={store} side="white" />);
    wait(1_000);
    unmount();
    expect(cancels).toHaveBeenCalled();
    frames.mockClear();
    wait(1_000);
    expect(frames).not.toHaveBeenCalled();
  });

  it('stops while the page is hidden, and catches up when it shows again', () => {
    const store = game(minute, 'f5');
    render(<PlayerClock store={store} side="white" />);
    const white = clockOf("White's clock");
    let visibility: DocumentVisibilityState = 'hidden';
    const hidden = vi
      .spyOn(document, 'visibilityState', 'get')
      .mockImplementation(() => visibility);
    try {
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(cancels).toHaveBeenCalled();
      frames.mockClear();
      wait(10_000);
      expect(frames).not.toHaveBeenCalled();
      expect(face(white)).toBe('1:00');

      visibility = 'visible';
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(face(white)).toBe('0:50');
      wait(1_000);
      nextFrame();
      expect(frames).toHaveBeenCalled();
      expect(face(white)).toBe('0:49');
    } finally {
      hidden.mockRestore();
    }
  });

  it('renders again only when what it shows changes, not every frame', () => {
    const store = game(minute, 'f5');
    const commits = vi.fn();
    render(
      <Profiler id="clock" onRender={commits}>
        <PlayerClock store={store} side="white" />
      </Profiler>,
    );
    wait(3_000);
    nextFrame();
    expect(face(clockOf("White's clock"))).toBe('0:57');
    commits.mockClear();
    frames.mockClear();
    wait(900);
    expect(frames.mock.calls.length).toBeGreaterThan(40);
    expect(commits).not.toHaveBeenCalled();
    wait(200);
    expect(face(clockOf("White's clock"))).toBe('0:56');
    expect(commits).toHaveBeenCalledTimes(1);
  });

  it('speaks the time in steps while it runs, not every second', () => {
    const store = game({ kind: 'sudden-death', initialMs: 300_000 }, 'f5');
    render(<PlayerClock store={store} side="white" />);
    const white = clockOf("White's clock");
    expect(spoken(white)).toBe('5 minutes left');
    wait(28_000);
    expect(face(white)).toBe('4:32');
    expect(spoken(white)).toBe('4 minutes left');
    wait(5_000);
    expect(spoken(white)).toBe('4 minutes left');
    act(() => {
      store.getState().pauseClock();
    });
    expect(spoken(white)).toBe('4 minutes 27 seconds left, paused');
  });

  it('works the same in StrictMode, leaving no frame behind', () => {
    const store = game(minute, 'f5');
    const { unmount } = render(
      <StrictMode>
        <PlayerClocks store={store} />
      </StrictMode>,
    );
    wait(3_000);
    nextFrame();
    expect(face(clockOf("White's clock"))).toBe('0:57');
    unmount();
    frames.mockClear();
    wait(1_000);
    expect(frames).not.toHaveBeenCalled();
  });

  it('follows a Gomoku store as well', () => {
    const store = createGomokuStore({ timeControl: minute, moves: 'h8' });
    try {
      render(<PlayerClocks store={store} />);
      wait(4_000);
      expect(face(clockOf("White's clock"))).toBe('0:56');
    } finally {
      store.getState().dispose();
    }
  });
});

describe('PlayerClock without a clock', () => {
  it('renders nothing with control none', () => {
    const store = createReversiStore();
    try {
      const { container } = render(
        <>
          <PlayerClocks store={store} />
          <PlayerClock store={store} side="black" />
        </>,
      );
      expect(container.innerHTML).toBe('');
      expect(screen.queryByRole('timer')).toBeNull();
    } finally {
      store.getState().dispose();
    }
  });
});

describe('PlayerClock accessibility', () => {
  // Real timers for axe; the clocks read a stopped fake time instead.
  function gameAt(timeControl: TimeControl, script: (wait: (ms: number) => void) => void) {
    let time = START;
    const now = () => time;
    const store = createReversiStore({ timeControl, moves: 'f5', now });
    script((ms) => {
      time += ms;
    });
    return { store, now };
  }
  let stores: ReversiStore[] = [];
  afterEach(() => {
    for (const store of stores) store.getState().dispose();
    stores = [];
  });

  it('is a pair of timers named for their sides, not live, in turn order', () => {
    const { store, now } = gameAt(minute, (wait) => wait(3_000));
    stores.push(store);
    render(<PlayerClocks store={store} now={now} />);
    const timers = screen.getAllByRole('timer');
    expect(timers.map((timer) => timer.getAttribute('aria-label'))).toEqual([
      "Black's clock",
      "White's clock",
    ]);
    for (const timer of timers) expect(timer.getAttribute('aria-live')).toBe('off');
    expect(timers[0]?.dataset.stone).toBe('black');
    expect(spoken(clockOf("White's clock"))).toBe('50 seconds left');
    expect(spoken(clockOf("Black's clock"))).toBe('1 minute left');
  });

  it('has no axe violations in any state', async () => {
    const running = gameAt(minute, (wait) => wait(3_000));
    const low = gameAt(minute, (wait) => wait(51_500));
    const byoYomi = gameAt(
      { kind: 'byo-yomi', initialMs: 60_000, periods: 3, periodMs: 30_000 },
      (wait) => wait(72_000),
    );
    const perMove = gameAt({ kind: 'per-move', turnMs: 30_000, matchMs: 180_000 }, (wait) =>
      wait(4_000),
    );
    const flagged = gameAt(minute, (wait) => wait(61_000));
    const paused = gameAt(minute, (wait) => wait(3_000));
    paused.store.getState().pauseClock();
    const games = [running, low, byoYomi, perMove, flagged, paused];
    stores.push(...games.map((g) => g.store));
    const { container } = render(
      <main>
        {games.map(({ store, now }, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <PlayerClocks key={index} store={store} now={now} />
        ))}
      </main>,
    );
    expect(await violations(container)).toEqual([]);
  });

  it('speaks Chinese with Chinese messages', async () => {
    const { store, now } = gameAt(
      { kind: 'byo-yomi', initialMs: 60_000, periods: 3, periodMs: 30_000 },
      (wait) => wait(72_000),
    );
    stores.push(store);
    store.getState().pauseClock();
    const { container } = render(
      <div lang="zh-CN">
        <PlayerClocks store={store} now={now} messages={clockMessagesZh} />
      </div>,
    );
    const white = clockOf('白方计时');
    expect(clockOf('黑方计时').dataset.stone).toBe('black');
    expect(face(white)).toBe('0:18');
    expect(white.querySelector('.stonekit-clock-name')?.textContent).toBe('白方');
    expect(white.querySelector('.stonekit-clock-detail')?.textContent).toBe('读秒 3 次 × 30 秒');
    expect(white.querySelector('.stonekit-clock-status')?.textContent).toBe('已暂停');
    expect(spoken(white)).toBe('剩余 18 秒，读秒 3 次 × 30 秒，已暂停');
    expect(await violations(container)).toEqual([]);
  });
});

describe('PlayerClock from a store set by hand', () => {
  it('shows a GameClock snapshot put in any store with a clock field', () => {
    let time = START;
    const clock = new GameClock(
      { kind: 'fischer', initialMs: 180_000, incrementMs: 2_000 },
      {
        now: () => time,
      },
    );
    const store = createReversiStore();
    try {
      clock.press('white');
      time += 10_000;
      clock.press('black');
      time += 4_000;
      act(() => {
        store.setState({ clock: clock.state });
      });
      render(<PlayerClocks store={store} now={() => time} />);
      expect(face(clockOf("White's clock"))).toBe('2:52');
      expect(face(clockOf("Black's clock"))).toBe('2:56');
      expect(clockOf("Black's clock").dataset.running).toBe('');
    } finally {
      store.getState().dispose();
    }
  });
});

describe('PlayerClock rendered on a server', () => {
  it('hydrates without a mismatch while a side runs', () => {
    let time = START;
    const now = () => time;
    const store = createReversiStore({ timeControl: minute, moves: 'f5', now });
    const errors = vi.spyOn(console, 'error');
    try {
      const html = renderToString(<PlayerClocks store={store} now={now} />);
      expect(html).toContain('role="timer"');
      expect(html).toContain('aria-label="White&#x27;s clock"');
      time += 3_000;
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      act(() => {
        hydrateRoot(container, <PlayerClocks store={store} now={now} />);
      });
      expect(face(clockOf("White's clock"))).toBe('0:57');
      expect(errors).not.toHaveBeenCalled();
      container.remove();
    } finally {
      errors.mockRestore();
      store.getState().dispose();
    }
  });
});

describe('Controls/PlayerClock stories', () => {
  const composed = composeStories(stories);
  let errors: MockInstance;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    errors.mockRestore();
  });

  const cases: [keyof typeof composed, string, string, string, string][] = [
    ['Running', "White's clock", '4:32', 'running', '5:00'],
    ['LowTime', "White's clock", '8.5', 'low', '1:00'],
    ['ByoYomi', "White's clock", '0:18', 'running', '10:00'],
    ['PerMove', "White's clock", '0:26', 'running', '0:30'],
    ['Paused', "White's clock", '4:32', 'paused', '5:00'],
    ['Flagged', "White's clock", '0:00', 'flagged', '1:00'],
    ['Idle', "White's clock", '5:00', 'idle', '5:00'],
    ['Chinese', '白方计时', '4:32', 'running', '5:00'],
  ];
  for (const [name, label, white, state, black] of cases) {
    it(`renders ${name}: white ${white} (${state}), black ${black}`, () => {
      const Story = composed[name];
      render(<Story />);
      const timer = clockOf(label);
      expect(face(timer)).toBe(white);
      expect(timer.dataset.state).toBe(state);
      expect(face(screen.getAllByRole('timer')[0]!)).toBe(black);
      expect(errors).not.toHaveBeenCalled();
    });
  }

  it('renders every state at once', () => {
    const { AllStates } = composed;
    render(<AllStates />);
    expect(screen.getAllByRole('timer')).toHaveLength(14);
  });
});
