import { Gomoku, OptionError, Reversi, type TimeControl } from '@stonekit/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { createReversiStore } from '../src/reversi/store.ts';
import { fakeClient, flushPromises, searchResult } from './fake-ai.ts';

const minute: TimeControl = { kind: 'sudden-death', initialMs: 60_000 };
const blitz: TimeControl = { kind: 'fischer', initialMs: 180_000, incrementMs: 2_000 };

// Fake timers fake Date.now too, which is the stores' default time source.
beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a store on the clock', () => {
  it('starts with the clock idle and no time running, the first move untimed', () => {
    const store = createGomokuStore({ timeControl: minute });
    expect(store.getState().clock).toMatchObject({ phase: 'idle', running: null });
    vi.advanceTimersByTime(5_000);
    store.getState().play('h8');
    const { clock } = store.getState();
    expect(clock).toMatchObject({ phase: 'running', running: 'white' });
    expect(clock.black.leftMs).toBe(60_000);
  });

  it('passes the time to the other side with each move, crediting the increment after it', () => {
    const store = createReversiStore({ timeControl: blitz, moves: 'f5' });
    vi.advanceTimersByTime(3_000);
    store.getState().play('d6');
    const { clock } = store.getState();
    expect(clock.running).toBe('black');
    expect(clock.white.mainMs).toBe(180_000 - 3_000 + 2_000);
  });

  it('ends the game on time when the running side flags, and refuses every move after', () => {
    const store = createGomokuStore({ timeControl: minute, moves: 'h8' });
    vi.advanceTimersByTime(59_999);
    expect(store.getState().game.status.kind).toBe('playing');
    vi.advanceTimersByTime(1);
    const state = store.getState();
    expect(state.game.status).toMatchObject({ kind: 'won', winner: 'black', reason: 'time' });
    expect(state.lastAction).toEqual({ kind: 'time', side: 'white' });
    expect(state.clock).toMatchObject({ phase: 'flagged', flagged: 'white' });
    expect(store.getState().play('h9')).toBeNull();
    expect(store.getState().lastError?.reason).toBe('game-over');
  });

  it('refuses a move made after the flag fell, even before its timer fired', () => {
    const store = createReversiStore({ timeControl: minute, moves: 'f5' });
    // The clock says white is out, but no timer has run: the page was busy.
    vi.setSystemTime(Date.now() + 61_000);
    expect(store.getState().play('d6')).toBeNull();
    expect(store.getState().game.status).toMatchObject({ winner: 'black', reason: 'time' });
    expect(store.getState().game.moves).toHaveLength(1);
  });

  it('warns once at a minute left and once at ten seconds, not every second', () => {
    const store = createGomokuStore({
      timeControl: { kind: 'sudden-death', initialMs: 90_000 },
      moves: 'h8',
    });
    const alerts: unknown[] = [];
    store.subscribe((next, previous) => {
      if (next.timeAlert !== previous.timeAlert && next.timeAlert !== null) {
        alerts.push(next.timeAlert);
      }
    });
    vi.advanceTimersByTime(30_000);
    expect(alerts).toEqual([{ side: 'white', kind: 'minute' }]);
    vi.advanceTimersByTime(50_000);
    expect(alerts).toEqual([
      { side: 'white', kind: 'minute' },
      { side: 'white', kind: 'ten-seconds' },
    ]);
    store.getState().play('h9');
    expect(store.getState().timeAlert).toBeNull();
  });

  it('stops the time while paused, and a move resumes it', () => {
    const store = createReversiStore({ timeControl: minute, moves: 'f5' });
    vi.advanceTimersByTime(1_000);
    expect(store.getState().pauseClock()).toBe(true);
    expect(store.getState().clock.phase).toBe('paused');
    vi.advanceTimersByTime(120_000);
    expect(store.getState().game.status.kind).toBe('playing');
    expect(store.getState().resumeClock()).toBe(true);
    vi.advanceTimersByTime(1_000);
    store.getState().play('d6');
    expect(store.getState().clock.white.mainMs).toBe(58_000);
  });

  it('gives no time back for a move taken back: the side to move now has the clock', () => {
    const store = createGomokuStore({ timeControl: blitz, moves: 'h8' });
    vi.advanceTimersByTime(4_000);
    store.getState().play('h9');
    vi.advanceTimersByTime(1_000);
    store.getState().undo();
    const { clock } = store.getState();
    expect(clock.running).toBe('white');
    // White's 4 s and its increment stay; black's second stays spent.
    expect(clock.white.mainMs).toBe(180_000 - 4_000 + 2_000);
    expect(clock.black.mainMs).toBe(179_000);
  });

  it('stops the clock when the game ends on the board', () => {
    const store = createGomokuStore({ timeControl: minute, moves: 'a1 b1 a2 b2 a3 b3 a4 b4' });
    store.getState().play('a5');
    expect(store.getState().game.status.kind).toBe('won');
    expect(store.getState().clock.phase).toBe('stopped');
  });

  it('keeps its time control for the next game unless told another', () => {
    const store = createReversiStore({ timeControl: minute, moves: 'f5' });
    store.getState().reset();
    expect(store.getState().clock).toMatchObject({ phase: 'idle', control: minute });
    store.getState().reset({ timeControl: blitz });
    expect(store.getState().clock.control).toEqual(blitz);
    store.getState().reset({ timeControl: { kind: 'none' } });
    expect(store.getState().toJSON()).not.toHaveProperty('clock');
  });

  it('saves each side its time and restores it without charging the time in between', () => {
    const store = createGomokuStore({ timeControl: minute, moves: 'h8' });
    vi.advanceTimersByTime(12_000);
    const saved = JSON.parse(JSON.stringify(store.getState().toJSON()));
    expect(saved.clock.white.mainMs).toBe(48_000);
    store.getState().dispose();
    vi.advanceTimersByTime(600_000); // the page was closed for ten minutes
    const again = createGomokuStore({ game: Gomoku.fromJSON(saved), clock: saved.clock });
    expect(again.getState().clock).toMatchObject({ phase: 'running', running: 'white' });
    expect(again.getState().clock.white.mainMs).toBe(48_000);
    vi.advanceTimersByTime(48_000);
    expect(again.getState().game.status).toMatchObject({ winner: 'black', reason: 'time' });
  });

  it('keeps a loss on time through a save', () => {
    const store = createReversiStore({ timeControl: minute, moves: 'f5' });
    vi.advanceTimersByTime(60_000);
    const saved = JSON.parse(JSON.stringify(store.getState().toJSON()));
    const again = createReversiStore({ game: Reversi.fromJSON(saved), clock: saved.clock });
    expect(again.getState().game.status).toMatchObject({ winner: 'black', reason: 'time' });
    expect(again.getState().clock.flagged).toBe('white');
  });

  it('clears its timers on dispose, so a disposed store never flags', () => {
    const store = createGomokuStore({ timeControl: minute, moves: 'h8' });
    store.getState().dispose();
    vi.advanceTimersByTime(120_000);
    expect(store.getState().game.status.kind).toBe('playing');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refuses a bad time control with an OptionError and keeps the game', () => {
    expect(() =>
      createGomokuStore({ timeControl: { kind: 'sudden-death', initialMs: -5 } }),
    ).toThrow(OptionError);
    const store = createReversiStore({ timeControl: minute, moves: 'f5' });
    const before = store.getState().game;
    expect(() =>
      store.getState().reset({ timeControl: { kind: 'fischer', initialMs: 60_000 } as never }),
    ).toThrow(OptionError);
    expect(store.getState().game).toBe(before);
    expect(store.getState().clock.control).toEqual(minute);
  });
});

describe('resigning from a store', () => {
  it('resigns for the person playing the computer, whoever is to move', () => {
    const store = createReversiStore({ aiPlayer: 'black', moves: 'f5' });
    expect(store.getState().game.turn).toBe('white');
    store.getState().setAiPlayer('none');
    store.getState().setAiPlayer('black');
    expect(store.getState().resign()).toBe(true);
    expect(store.getState().game.status).toMatchObject({ winner: 'black', reason: 'resignation' });
    expect(store.getState().lastAction).toEqual({ kind: 'resign', side: 'white' });
  });

  it('resigns for the side to move between two people, and stops the clock', () => {
    const store = createGomokuStore({ timeControl: minute, moves: 'h8' });
    expect(store.getState().resign()).toBe(true);
    expect(store.getState().game.status).toMatchObject({ winner: 'black', reason: 'resignation' });
    expect(store.getState().clock.phase).toBe('stopped');
  });

  it('resigns for the colour the person holds after a swap', () => {
    // RIF: the computer is the second player; after the first player's three stones it swaps,
    // so the person (first) now plays white.
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 i9' });
    store.getState().choose('swap');
    store.getState().setAiPlayer('white');
    expect(store.getState().game.opening.black).toBe('second');
    store.getState().resign();
    expect(store.getState().game.status).toMatchObject({ winner: 'black', reason: 'resignation' });
  });

  it('refuses to resign a finished game, into lastError', () => {
    const store = createGomokuStore({ moves: 'h8' });
    store.getState().resign();
    const before = store.getState().game;
    expect(store.getState().resign('black')).toBe(false);
    expect(store.getState().lastError?.reason).toBe('game-over');
    expect(store.getState().game).toBe(before);
  });

  it('throws an OptionError for a side that is not a colour', () => {
    const store = createGomokuStore();
    expect(() => store.getState().resign('purple' as never)).toThrow(OptionError);
  });
});

describe('the computer on the clock', () => {
  it('thinks for what the clock allows, not for the level time, with little time left', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({
      ai: client,
      aiPlayer: 'white',
      level: 10,
      timeControl: { kind: 'sudden-death', initialMs: 10_000 },
    });
    store.getState().play('f5');
    await flushPromises();
    const request = requests.at(-1)!;
    // 10 s for about 30 more moves: a third of a second or so, far below level 10's 5 s.
    expect(request.limits.timeMs).toBeGreaterThan(20);
    expect(request.limits.timeMs).toBeLessThan(10_000 / 8);
    expect(request.limits.level).toBe(10);
  });

  it('asks for no time limit of its own without a clock', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white', level: 10 });
    store.getState().play('f5');
    await flushPromises();
    expect(requests.at(-1)!.limits.timeMs).toBeUndefined();
  });

  it('does not move while the clock is paused, and moves once it runs again', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white', timeControl: minute });
    store.getState().play('f5');
    await flushPromises();
    expect(store.getState().thinking).toBe('white');
    store.getState().pauseClock();
    expect(store.getState().thinking).toBeNull();
    expect(requests.at(-1)!.signal?.aborted).toBe(true);
    store.getState().resumeClock();
    await flushPromises();
    expect(store.getState().thinking).toBe('white');
    requests.at(-1)!.resolve(searchResult('d6'));
    await flushPromises();
    vi.runOnlyPendingTimers();
    await flushPromises();
    expect(store.getState().game.moves).toHaveLength(2);
  });

  it('keeps the pause before its move inside its thinking time', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({
      ai: client,
      aiPlayer: 'white',
      aiMoveDelayMs: 5_000,
      timeControl: { kind: 'sudden-death', initialMs: 4_000 },
    });
    store.getState().play('f5');
    await flushPromises();
    requests.at(-1)!.resolve(searchResult('d6'));
    await flushPromises();
    vi.advanceTimersByTime(1_000);
    await flushPromises();
    expect(store.getState().game.moves).toHaveLength(2);
    expect(store.getState().game.status.kind).toBe('playing');
  });
});

describe('store setters that refuse what they cannot use', () => {
  it('refuse an unknown player, a delay that is not a number and a non-boolean analysis', () => {
    const store = createReversiStore();
    const before = store.getState();
    expect(() => store.getState().setAiPlayer('purple' as never)).toThrow(OptionError);
    expect(() => store.getState().setAiMoveDelay(Number.NaN)).toThrow(/aiMoveDelayMs/);
    expect(() => store.getState().setAiMoveDelay('600' as never)).toThrow(OptionError);
    expect(() => store.getState().setAnalysis('yes' as never)).toThrow(OptionError);
    expect(store.getState().aiPlayer).toBe(before.aiPlayer);
    expect(store.getState().aiMoveDelayMs).toBe(before.aiMoveDelayMs);
  });

  it('refuse the same values as options', () => {
    expect(() => createGomokuStore({ aiPlayer: 'purple' as never })).toThrow(OptionError);
    expect(() => createGomokuStore({ aiMoveDelayMs: Number.NaN })).toThrow(OptionError);
  });

  it('switch a Renju game that loses on forbidden moves to another rule without refusing', () => {
    const store = createGomokuStore({ rule: 'renju', forbiddenMoves: 'lose' });
    store.getState().reset({ rule: 'freestyle' });
    expect(store.getState().game.rule).toBe('freestyle');
    store.getState().reset({ rule: 'renju' });
    expect(store.getState().toJSON()).not.toHaveProperty('forbiddenMoves');
  });
});
