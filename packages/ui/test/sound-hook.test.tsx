import { OptionError, type Stone } from '@stonekit/core';
import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { createReversiStore } from '../src/reversi/store.ts';
import type { AiPlayer } from '../src/shared/ai/types.ts';
import {
  type BoardSoundState,
  boardSound,
  nextTickDelay,
  type SoundClock,
  type SoundGameStatus,
} from '../src/shared/sound/boardSounds.ts';
import type { SoundPlayer } from '../src/shared/sound/player.ts';
import type { SoundDetail, SoundName } from '../src/shared/sound/sounds.ts';
import { useBoardSounds } from '../src/shared/sound/useBoardSounds.ts';

/** A player that plays nothing but writes down each sound asked of it. */
function recordingPlayer() {
  const played: { name: SoundName; detail?: SoundDetail }[] = [];
  const player: SoundPlayer = {
    play(name, detail) {
      played.push(detail === undefined ? { name } : { name, detail });
      return true;
    },
    setVolume() {},
    setMuted() {},
    volume: 1,
    muted: false,
    unlock() {},
    dispose() {},
  };
  const names = () => played.map((p) => p.name);
  return { player, played, names };
}

/** A bare store with just the fields the sounds read, for states the real stores reach slowly. */
function bareStore(fields: Partial<BoardSoundState> = {}) {
  return createStore<BoardSoundState>()(() => ({
    game: { status: { kind: 'playing' } },
    lastAction: null,
    lastError: null,
    aiPlayer: 'none',
    ...fields,
  }));
}

/** A clock snapshot taken now, `side` running with `leftMs` left. */
function runningClock(side: Stone, leftMs: number): SoundClock {
  const other = { leftMs: 300_000 };
  return {
    running: side,
    at: Date.now(),
    black: side === 'black' ? { leftMs } : other,
    white: side === 'white' ? { leftMs } : other,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useBoardSounds on a Gomoku store', () => {
  it('plays place for a stone', () => {
    const store = createGomokuStore();
    const { player, played } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      store.getState().play('h8');
    });
    expect(played).toEqual([{ name: 'place' }]);
  });

  it('plays illegal for a refused move, and not again for changes that are not a new refusal', () => {
    const store = createGomokuStore({ moves: 'h8' });
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      store.getState().play('h8');
    });
    act(() => {
      store.getState().setAnalysis(true);
      store.getState().setAnalysis(false);
    });
    act(() => {
      store.getState().play('h8');
    });
    expect(names()).toEqual(['illegal', 'illegal']);
  });

  it('plays win, not place, when a person beats the computer', () => {
    const store = createGomokuStore({ moves: 'a1 a2 b1 b2 c1 c2 d1 d2', aiPlayer: 'white' });
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      store.getState().play('e1');
    });
    expect(store.getState().game.status.kind).toBe('won');
    expect(names()).toEqual(['win']);
  });

  it('plays loss when the computer wins against the person', () => {
    const store = createGomokuStore({ moves: 'a1 a2 b1 b2 c1 c2 d1 d2', aiPlayer: 'black' });
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      store.getState().play('e1');
    });
    expect(names()).toEqual(['loss']);
  });

  it('plays win when one of two people wins', () => {
    const store = createGomokuStore({ moves: 'a1 a2 b1 b2 c1 c2 d1 d2' });
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      store.getState().play('e1');
    });
    expect(names()).toEqual(['win']);
  });

  it('plays start for a new game', () => {
    const store = createGomokuStore({ moves: 'h8 h9' });
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      store.getState().reset();
    });
    expect(names()).toEqual(['start']);
  });
});

describe('useBoardSounds on a Reversi store', () => {
  it('plays flip with the number of discs the move turned', () => {
    const store = createReversiStore({ moves: 'f5d6' });
    const { player, played } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    let turned = 0;
    act(() => {
      turned = store.getState().play('c3')?.flips.length ?? 0;
    });
    expect(turned).toBeGreaterThan(0);
    expect(played).toEqual([{ name: 'flip', detail: { flips: turned } }]);
  });

  it('plays nothing for undo and redo', () => {
    const store = createReversiStore({ moves: 'f5d6' });
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      store.getState().play('c3');
    });
    act(() => {
      store.getState().undo();
    });
    act(() => {
      store.getState().redo();
    });
    act(() => {
      store.getState().undo();
    });
    expect(names()).toEqual(['flip']);
  });

  it('plays illegal for a square that turns nothing', () => {
    const store = createReversiStore();
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      store.getState().play('a1');
    });
    expect(names()).toEqual(['illegal']);
  });

  it('plays the end of the game in place of the last move', () => {
    // One of the shortest games there are: nine moves, and white has no disc left.
    const store = createReversiStore({ moves: 'd3c3b3d2e1d6d7e3', aiPlayer: 'white' });
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      store.getState().play('f4');
    });
    expect(store.getState().game.status).toMatchObject({ kind: 'won', winner: 'black' });
    expect(names()).toEqual(['win']);
  });
});

describe('useBoardSounds and the end of a game off the board', () => {
  const won = (winner: Stone): SoundGameStatus => ({ kind: 'won', winner });

  it('plays loss when the person resigns against the computer', () => {
    const store = bareStore({ aiPlayer: 'white' });
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      store.setState({
        game: { status: won('white') },
        lastAction: { kind: 'resign' },
      });
    });
    expect(names()).toEqual(['loss']);
  });

  it('plays win when the computer runs out of time', () => {
    const store = bareStore({ aiPlayer: 'white' });
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      store.setState({ game: { status: won('black') }, lastAction: { kind: 'time' } });
    });
    expect(names()).toEqual(['win']);
  });

  it('plays nothing for a redo that ends the game again, nor for the undo that reopened it', () => {
    const store = bareStore({ aiPlayer: 'white' });
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      store.setState({
        game: { status: won('black') },
        lastAction: { kind: 'redo', move: { stone: 'black' } },
      });
    });
    act(() => {
      store.setState({
        game: { status: { kind: 'playing' } },
        lastAction: { kind: 'undo', move: { stone: 'black' } },
      });
    });
    expect(names()).toEqual([]);
  });

  it('plays draw for a drawn game', () => {
    const store = bareStore();
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      store.setState({
        game: { status: { kind: 'draw' } },
        lastAction: { kind: 'play', move: { stone: 'black' } },
      });
    });
    expect(names()).toEqual(['draw']);
  });
});

describe('boardSound, who lost to the computer', () => {
  const playing: BoardSoundState = {
    game: { status: { kind: 'playing' } },
    lastAction: null,
    lastError: null,
  };
  const cases: {
    aiPlayer: AiPlayer;
    winner: Stone;
    black?: 'first' | 'second';
    sound: SoundName;
  }[] = [
    { aiPlayer: 'white', winner: 'white', sound: 'loss' },
    { aiPlayer: 'white', winner: 'black', sound: 'win' },
    { aiPlayer: 'black', winner: 'black', sound: 'loss' },
    { aiPlayer: 'both', winner: 'black', sound: 'win' },
    { aiPlayer: 'none', winner: 'white', sound: 'win' },
    // After a swap the second player holds black: aiPlayer names players by their first colour.
    { aiPlayer: 'white', winner: 'black', black: 'second', sound: 'loss' },
    { aiPlayer: 'white', winner: 'white', black: 'second', sound: 'win' },
    { aiPlayer: 'black', winner: 'white', black: 'second', sound: 'loss' },
  ];
  for (const { aiPlayer, winner, black, sound } of cases) {
    const swap = black === 'second' ? ', colours swapped in the opening' : '';
    it(`plays ${sound} when ${winner} wins and the computer plays ${aiPlayer}${swap}`, () => {
      const next: BoardSoundState = {
        game: {
          status: { kind: 'won', winner },
          ...(black === undefined ? {} : { opening: { black } }),
        },
        lastAction: { kind: 'play', move: { stone: winner } },
        lastError: null,
        aiPlayer,
      };
      expect(boardSound(next, playing)).toEqual({ name: sound });
    });
  }
});

describe('useBoardSounds and the clock', () => {
  it('ticks once when a low-time warning is raised, not again for the same warning', () => {
    const store = bareStore();
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      store.setState({ timeAlert: { side: 'black', kind: 'minute' } });
    });
    act(() => {
      store.setState({ timeAlert: { side: 'black', kind: 'minute' } });
    });
    act(() => {
      store.setState({ timeAlert: null });
    });
    expect(names()).toEqual(['tick']);
  });

  it('ticks every second while the running side has under ten seconds, and stops with the clock', () => {
    vi.useFakeTimers();
    const store = bareStore();
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      store.setState({ clock: runningClock('black', 12_500) });
    });
    act(() => {
      vi.advanceTimersByTime(3_400); // 9.1 s left
    });
    expect(names()).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(100); // 9 s
    });
    expect(names()).toEqual(['tick']);
    act(() => {
      vi.advanceTimersByTime(3_000); // 6 s
    });
    expect(names()).toHaveLength(4);

    act(() => {
      store.setState({ clock: { ...runningClock('black', 6_000), running: null } });
    });
    expect(vi.getTimerCount()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(names()).toHaveLength(4);
  });

  it('counts down to the last second, then lets its timer go', () => {
    vi.useFakeTimers();
    const store = bareStore({ clock: runningClock('white', 9_500) });
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(names()).toEqual(Array(9).fill('tick'));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ticks once where the warning and the countdown fall together', () => {
    vi.useFakeTimers();
    const store = bareStore({ clock: runningClock('black', 9_000) });
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      vi.advanceTimersByTime(1_000);
      store.setState({ timeAlert: { side: 'black', kind: 'ten-seconds' } });
    });
    expect(names()).toEqual(['tick']);
  });

  it('keeps no timer while a clock has more than ten seconds, in a store that raises warnings', () => {
    vi.useFakeTimers();
    const store = bareStore({ timeAlert: null, clock: null });
    const { player } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    expect(vi.getTimerCount()).toBe(0);
    act(() => {
      store.setState({ clock: runningClock('black', 600_000) });
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits with a single timer for the last ten seconds, in a store that raises no warnings', () => {
    vi.useFakeTimers();
    const store = bareStore({ clock: runningClock('black', 600_000) });
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    expect(vi.getTimerCount()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(591_000);
    });
    expect(names()).toEqual(['tick']);
  });

  it('stops ticking when the game ends', () => {
    vi.useFakeTimers();
    const store = bareStore({ clock: runningClock('black', 5_000) });
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      store.setState({
        game: { status: { kind: 'won', winner: 'black' } },
        lastAction: { kind: 'play', move: { stone: 'black' } },
      });
    });
    expect(vi.getTimerCount()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(names()).toEqual(['win']);
  });

  it('stops ticking when the component unmounts', () => {
    vi.useFakeTimers();
    const store = bareStore({ clock: runningClock('black', 5_000) });
    const { player, names } = recordingPlayer();
    const { unmount } = renderHook(() => useBoardSounds(store, { player }));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(names()).toEqual([]);
  });

  it('counts down the clock of a real store, warning included, and stops when the move is made', () => {
    vi.useFakeTimers();
    const store = createReversiStore({ timeControl: { kind: 'sudden-death', initialMs: 12_000 } });
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }));
    act(() => {
      store.getState().play('f5'); // the first move is not timed: white's time starts now
    });
    expect(names()).toEqual(['flip']);
    act(() => {
      vi.advanceTimersByTime(2_000); // 10 s left: the store's warning
    });
    expect(names()).toEqual(['flip', 'tick']);
    act(() => {
      vi.advanceTimersByTime(3_000); // 7 s left: 9, 8 and 7
    });
    expect(names()).toEqual(['flip', 'tick', 'tick', 'tick', 'tick']);
    act(() => {
      store.getState().play('d6'); // white moves; black has all its time
    });
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    expect(names().slice(5)).toEqual(['flip']);
    store.getState().dispose();
  });

  it('waits for the whole second: 400 ms at 9.4 s left, 16 s at 25 s, none without a limit', () => {
    const now = 1_000_000;
    const at = (leftMs: number): BoardSoundState => ({
      game: { status: { kind: 'playing' } },
      lastAction: null,
      lastError: null,
      clock: { running: 'black', at: now, black: { leftMs }, white: { leftMs } },
    });
    expect(nextTickDelay(at(9_400), now)).toBe(400);
    expect(nextTickDelay(at(25_000), now)).toBe(16_000);
    expect(nextTickDelay(at(Number.POSITIVE_INFINITY), now)).toBeNull();
    expect(nextTickDelay(at(800), now)).toBeNull();
  });
});

describe('useBoardSounds in a component', () => {
  it('plays each sound once under StrictMode, whose effects run twice', () => {
    const store = createReversiStore({ moves: 'f5d6' });
    const { player, names } = recordingPlayer();
    renderHook(() => useBoardSounds(store, { player }), { wrapper: StrictMode });
    act(() => {
      store.getState().play('c3');
    });
    expect(names()).toEqual(['flip']);
  });

  it('does not re-render the component as the game changes', () => {
    const store = createReversiStore({ moves: 'f5d6' });
    const { player } = recordingPlayer();
    let renders = 0;
    renderHook(() => {
      renders++;
      useBoardSounds(store, { player });
    });
    act(() => {
      store.getState().play('c3');
    });
    expect(renders).toBe(1);
  });

  it('plays nothing, and listens to nothing, when disabled', () => {
    const store = createReversiStore({ moves: 'f5d6' });
    const { player, names } = recordingPlayer();
    const { rerender } = renderHook(({ enabled }) => useBoardSounds(store, { player, enabled }), {
      initialProps: { enabled: false },
    });
    act(() => {
      store.getState().play('c3');
    });
    expect(names()).toEqual([]);
    rerender({ enabled: true });
    act(() => {
      const { game, play } = store.getState();
      play(game.legalMoves[0]!);
    });
    expect(names()).toEqual(['flip']);
  });

  it('throws nothing with its own player where there is no Web Audio', () => {
    const store = createGomokuStore();
    const { unmount } = renderHook(() => useBoardSounds(store, { volume: 0.5, muted: false }));
    expect(() => {
      act(() => {
        document.body.dispatchEvent(new Event('pointerdown'));
        store.getState().play('h8');
        store.getState().play('h8');
        store.getState().reset();
      });
    }).not.toThrow();
    unmount();
  });

  it('refuses a volume outside 0 to 1 while rendering', () => {
    const store = createGomokuStore();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useBoardSounds(store, { volume: 2 }))).toThrow(OptionError);
    vi.mocked(console.error).mockRestore();
  });
});
