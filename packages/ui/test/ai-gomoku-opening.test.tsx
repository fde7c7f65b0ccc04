import { type OpeningAction, type Point, parsePoint } from '@stonekit/core';
import { createAiClient } from '@stonekit/core/ai';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { gomokuActor } from '../src/gomoku/ai.ts';
import { GomokuOpeningPanel } from '../src/gomoku/GomokuOpeningPanel.tsx';
import { createGomokuStore } from '../src/gomoku/store.ts';
import {
  channelWorker,
  type FakeRequest,
  fakeClient,
  flushPromises,
  searchResult,
} from './fake-ai.ts';

/** Lets the answered request play, inside React's act. */
const settle = () => act(flushPromises);

function at(name: string): Point {
  const point = parsePoint(name, 15);
  if (point === null) throw new Error(`no point ${name}`);
  return point;
}

function place(name: string): OpeningAction<Point> {
  return { type: 'place', point: at(name) };
}

/** Answers the newest request, which must be the only one still waiting, and lets it play. */
async function answer(requests: FakeRequest[], reply: unknown): Promise<void> {
  const waiting = requests.filter((request) => request.signal?.aborted !== true);
  expect(waiting.length).toBeGreaterThan(0);
  requests.at(-1)!.resolve(reply);
  await settle();
}

describe('who acts in an opening, as aiPlayer names players', () => {
  it('names the first player black and the second white, whatever colour they hold', async () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 i9' });
    expect(gomokuActor(store.getState().game)).toEqual({ player: 'white', side: 'white' });
    store.getState().choose('swap');
    // The first player, white since the swap, places move 4.
    expect(gomokuActor(store.getState().game)).toEqual({ player: 'black', side: 'white' });
  });

  it('has the chooser of swap2 act without a colour yet, as the player it is', () => {
    const store = createGomokuStore({ opening: 'swap2', moves: 'h8 h9 i9' });
    expect(gomokuActor(store.getState().game)).toEqual({ player: 'white', side: 'white' });
    store.getState().choose('black');
    // The second player took black: after the opening, black to move at move 4 is white's seat.
    expect(store.getState().game.turn).toBe('white');
    expect(gomokuActor(store.getState().game)).toEqual({ player: 'black', side: 'white' });
  });

  it('names nobody once the game is over', () => {
    const store = createGomokuStore({ moves: 'h8 a1 i8 a2 j8 a3 k8 a4 l8' });
    expect(gomokuActor(store.getState().game)).toBeNull();
  });
});

describe('the computer in an opening, with a fake AI client', () => {
  it('plays RIF as the first player, through the swap, to normal play', async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({
      ai: client,
      aiPlayer: 'black',
      rule: 'renju',
      opening: 'rif',
    });
    expect(requests.at(-1)?.task).toMatchObject({ game: 'gomoku', kind: 'opening' });
    expect(store.getState().thinking).toBe('black');
    await answer(requests, place('h8'));
    await answer(requests, place('h9'));
    await answer(requests, place('j10'));
    expect(store.getState().game.moves.map((move) => move.name)).toEqual(['h8', 'h9', 'j10']);
    // The person, tentative white, is to swap or keep: the computer waits.
    expect(store.getState().thinking).toBeNull();
    expect(requests).toHaveLength(3);

    store.getState().choose('swap');
    // Now white, the computer places move 4.
    expect(requests).toHaveLength(4);
    expect(store.getState().thinking).toBe('white');
    await answer(requests, place('g7'));
    expect(store.getState().thinking).toBeNull();
    store.getState().offerFifth(['i9', 'g9']);
    expect(store.getState().thinking).toBe('white');
    await answer(requests, { type: 'select', point: at('g9') });
    expect(store.getState().game.opening.phase).toEqual({
      phase: 'done',
      black: 'second',
      white: 'first',
    });
    // Normal play: white to move, and white is the computer's colour since the swap.
    expect(requests.at(-1)?.task).toMatchObject({ kind: 'search' });
    await answer(requests, searchResult(at('i9')));
    expect(store.getState().game.moves.at(-1)?.name).toBe('i9');
    expect(store.getState().game.turn).toBe('black');
    expect(store.getState().thinking).toBeNull();
  });

  it('chooses for the second player of swap2 and plays the colour it took', async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({ ai: client, aiPlayer: 'white', opening: 'swap2' });
    expect(requests).toHaveLength(0);
    store.getState().play('h8');
    store.getState().play('h9');
    store.getState().play('i9');
    expect(store.getState().thinking).toBe('white');
    await answer(requests, { type: 'choose', choice: 'black' });
    // The computer holds black; white (the person) plays move 4.
    expect(store.getState().thinking).toBeNull();
    store.getState().play('j10');
    expect(store.getState().thinking).toBe('black');
    expect(requests.at(-1)?.task).toMatchObject({ kind: 'search' });
  });

  it('places the two stones of swap2 and leaves the choice to the person', async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({ ai: client, aiPlayer: 'white', opening: 'swap2' });
    for (const point of ['h8', 'h9', 'i9']) store.getState().play(point);
    await answer(requests, { type: 'choose', choice: 'place-two' });
    await answer(requests, place('g7'));
    await answer(requests, place('j7'));
    expect(store.getState().game.opening.phase).toMatchObject({ phase: 'choose', player: 'first' });
    expect(store.getState().thinking).toBeNull();
  });

  it('discards an opening answer for a position taken back while it was thinking', async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({
      ai: client,
      aiPlayer: 'white',
      rule: 'renju',
      opening: 'rif',
      moves: 'h8 h9',
    });
    store.getState().play('i9');
    expect(requests).toHaveLength(1);
    store.getState().undo();
    expect(requests[0]?.signal?.aborted).toBe(true);
    requests[0]?.resolve({ type: 'choose', choice: 'swap' });
    await settle();
    expect(store.getState().game.opening.actions).toHaveLength(2);
    expect(store.getState().thinking).toBeNull();
  });

  it('stops on a position whose opening refuses the answer, with aiError', async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({
      ai: client,
      aiPlayer: 'black',
      rule: 'renju',
      opening: 'rif',
    });
    await answer(requests, place('a1')); // move 1 must go on h8
    expect(store.getState().aiError).not.toBeNull();
    expect(store.getState().game.moves).toHaveLength(0);
    expect(store.getState().thinking).toBeNull();
    expect(requests).toHaveLength(1);
    // A person may play for it; then the computer goes on.
    store.getState().play('h8');
    expect(requests).toHaveLength(2);
  });

  it('disables the opening panel while it answers for the player the opening waits on', async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({
      ai: client,
      aiPlayer: 'white',
      rule: 'renju',
      opening: 'rif',
      moves: 'h8 h9 i9',
    });
    render(<GomokuOpeningPanel store={store} />);
    const panel = screen.getByRole('group', { name: 'White: swap or keep?' });
    expect(panel.hasAttribute('disabled')).toBe(true);
    expect(panel.getAttribute('aria-busy')).toBe('true');
    expect(
      (screen.getByRole('button', { name: /keep/i }) as HTMLButtonElement).matches(':disabled'),
    ).toBe(true);
    await answer(requests, { type: 'choose', choice: 'keep' });
    // Move 4 is white's, the computer's: still busy, now placing it.
    expect(store.getState().thinking).toBe('white');
    store.getState().setAiPlayer('none');
    expect(store.getState().thinking).toBeNull();
  });
});

describe('a Gomoku store against the real opening policy, through a message channel', () => {
  it('plays both sides of a RIF opening and goes on into normal play', async () => {
    const ai = createAiClient(channelWorker);
    const store = createGomokuStore({
      ai,
      aiPlayer: 'both',
      rule: 'renju',
      opening: 'rif',
      level: 2,
      aiLimits: { nodes: 1500, timeMs: 60_000, seed: 1 },
    });
    await vi.waitFor(() => expect(store.getState().game.moves.length).toBeGreaterThanOrEqual(6), {
      timeout: 20_000,
    });
    expect(store.getState().aiError).toBeNull();
    expect(store.getState().game.opening.phase.phase).toBe('done');
    store.getState().dispose();
    ai.dispose();
  });
});
