import { formatPoint, type Point, parsePoint } from '@stonekit/core';
import { createAiClient, GOMOKU_WIN, type GomokuHint } from '@stonekit/core/ai';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from '../src/gomoku/GomokuBoard.stories.tsx';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { GomokuStatus } from '../src/gomoku/GomokuStatus.tsx';
import { gomokuMessagesZh } from '../src/gomoku/messages.zh.ts';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { ThinkingIndicator } from '../src/shared/ai/ThinkingIndicator.tsx';
import { channelWorker, fakeClient, flushPromises, searchResult } from './fake-ai.ts';

/** Lets the answered request play, inside React's act. */
const settle = () => act(flushPromises);

function at(name: string, size = 15): Point {
  const point = parsePoint(name, size);
  if (point === null) throw new Error(`no point ${name}`);
  return point;
}

function point(name: string): HTMLElement {
  return screen.getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

function liveRegion(container: HTMLElement): HTMLElement {
  const regions = container.querySelectorAll<HTMLElement>('.stonekit-gomoku [aria-live="polite"]');
  expect(regions).toHaveLength(1);
  return regions[0] as HTMLElement;
}

const axeOptions: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

describe('the computer player of a Gomoku store, with a fake AI client', () => {
  it('plays for its own colour only', async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({ ai: client, aiPlayer: 'white' });
    expect(requests).toHaveLength(0);
    store.getState().play('h8');
    expect(requests[0]?.task).toMatchObject({ game: 'gomoku', kind: 'search' });
    expect(store.getState().thinking).toBe('white');
    requests[0]?.resolve(searchResult(at('i9')));
    await settle();
    expect(store.getState().game.moves.map((m) => m.name)).toEqual(['h8', 'i9']);
    expect(store.getState().thinking).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('plays the computer against itself to the end on a small board', async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({ size: 9, ai: client, aiPlayer: 'both' });
    // Each side takes the first empty point: the colours fall in a checkerboard, and a diagonal
    // of one colour makes five.
    for (let i = 0; i < 81 && store.getState().game.status.kind === 'playing'; i++) {
      const { board, size } = store.getState().game;
      const index = board.indexOf(null);
      requests.at(-1)?.resolve(searchResult({ x: index % size, y: Math.floor(index / size) }));
      await settle();
    }
    const { game, thinking } = store.getState();
    expect(game.status.kind).toBe('won');
    expect(thinking).toBeNull();
    expect(requests).toHaveLength(game.moves.length);
  });

  it('discards an answer for a position undone while it was thinking', async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({ ai: client, aiPlayer: 'white' });
    store.getState().play('h8');
    store.getState().undo();
    expect(requests[0]?.signal?.aborted).toBe(true);
    requests[0]?.resolve(searchResult(at('i9')));
    await settle();
    expect(store.getState().game.moves).toEqual([]);
  });

  it('gives no hint during the opening, and asks the worker for its opening action', async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({
      ai: client,
      aiPlayer: 'both',
      rule: 'renju',
      opening: 'rif',
    });
    expect(store.getState().thinking).toBe('black');
    expect(requests.map((request) => request.task.kind)).toEqual(['opening']);
    await expect(store.getState().requestHint()).resolves.toBeNull();
  });

  it('keeps a hint for its position and clears it at the next move', async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({ ai: client, moves: 'h8 a1 i8 a2 j8 a3' });
    const asked = store.getState().requestHint();
    expect(requests[0]?.task).toMatchObject({ game: 'gomoku', kind: 'hint' });
    const answer: GomokuHint = {
      kind: 'win',
      move: at('k8'),
      in: 2,
      pv: [at('k8'), at('a4'), at('l8')],
    };
    requests[0]?.resolve(answer);
    const hint = await asked;
    expect(hint).toEqual({ ...answer, game: store.getState().game });
    store.getState().play('k8');
    expect(store.getState().hint).toBeNull();
  });

  it('shows the analysis of its own move from its search: a win it found, counted in moves', async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({
      ai: client,
      moves: 'h8 a1 i8 a2 j8 a3',
      aiPlayer: 'black',
      analysis: true,
      aiMoveDelayMs: 60_000,
    });
    expect(requests.map((request) => request.task.kind)).toEqual(['search']);
    const line = [at('k8'), at('a4'), at('l8')];
    requests[0]?.resolve({ ...searchResult(at('k8')), score: GOMOKU_WIN - 3, pv: line });
    await settle();
    expect(store.getState().hint).toEqual({
      kind: 'win',
      move: at('k8'),
      in: 2,
      pv: line,
      game: store.getState().game,
    });
    store.getState().dispose();
  });
});

describe('GomokuBoard with a computer player', () => {
  it('rings the hinted point, numbers the line and announces the hint', async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({ ai: client, moves: 'h8 a1 i8 a2 j8 a3' });
    const { container } = render(<GomokuBoard store={store} showPrincipalVariation />);
    act(() => void store.getState().requestHint());
    requests[0]?.resolve({
      kind: 'win',
      move: at('k8'),
      in: 2,
      pv: [at('k8'), at('a4'), at('l8')],
    } satisfies GomokuHint);
    await settle();

    expect(point('k8').hasAttribute('data-hint')).toBe(true);
    expect(container.querySelector('[data-hint] .stonekit-hint-marker')).not.toBeNull();
    expect(point('k8').getAttribute('aria-label')).toBe('k8, empty, hint, expected move 1, black');
    const line = [...container.querySelectorAll<HTMLElement>('[data-pv]')]
      .sort((a, b) => Number(a.dataset.pv) - Number(b.dataset.pv))
      .map((cell) => [
        cell.dataset.point,
        cell.querySelector('.stonekit-line-step')?.getAttribute('data-color'),
      ]);
    expect(line).toEqual([
      ['k8', 'black'],
      ['a4', 'white'],
      ['l8', 'black'],
    ]);
    expect(liveRegion(container).textContent?.trim()).toBe('Hint: k8, black wins in 2');
  });

  it('is busy while the computer thinks and refuses a move with a notice', async () => {
    const user = userEvent.setup();
    const { client, requests } = fakeClient();
    const store = createGomokuStore({ ai: client, aiPlayer: 'white' });
    const { container } = render(
      <>
        <ThinkingIndicator store={store} />
        <GomokuBoard store={store} />
      </>,
    );
    await user.click(point('h8'));
    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.stonekit-gomoku')?.getAttribute('data-thinking')).toBe(
      'white',
    );
    expect(screen.getByText('White is thinking…')).toBeDefined();
    await user.click(point('j10'));
    expect(point('j10').hasAttribute('data-stone')).toBe(false);
    expect(liveRegion(container).textContent?.trim()).toBe(
      'Please wait: the computer is thinking for white',
    );
    requests[0]?.resolve(searchResult(at('i9')));
    await settle();
    expect(grid.hasAttribute('aria-busy')).toBe(false);
    expect(point('i9').dataset.stone).toBe('white');
  });

  it('gives the evaluation in the status line, in English and Chinese', async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({ ai: client, moves: 'h8 a1 i8 a2 j8 a3 k8', analysis: true });
    const { container } = render(
      <>
        <GomokuStatus store={store} evaluation />
        <GomokuStatus store={store} evaluation messages={gomokuMessagesZh} />
      </>,
    );
    requests[0]?.resolve({ kind: 'loss', move: at('g8'), in: 2, pv: [at('g8'), at('l8')] });
    await settle();
    const texts = [...container.querySelectorAll('.stonekit-evaluation')].map((e) => e.textContent);
    expect(texts).toEqual(['Black wins in 2', '黑棋 2 手内获胜']);
  });

  it('has no accessibility violations with a hint, its line, thinking and the evaluation', async () => {
    const user = userEvent.setup();
    const { client, requests } = fakeClient();
    const store = createGomokuStore({ ai: client, aiPlayer: 'white', analysis: true });
    const { container } = render(
      <>
        <p>
          <GomokuStatus store={store} id="status" evaluation />
        </p>
        <ThinkingIndicator store={store} live />
        <GomokuBoard store={store} showPrincipalVariation aria-describedby="status" />
      </>,
    );
    requests[0]?.resolve({ kind: 'estimate', move: at('h8'), score: 5, pv: [at('h8'), at('h9')] });
    await settle();
    expect(container.querySelector('[data-hint]')).not.toBeNull();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    await user.click(point('h8'));
    expect(screen.getByRole('status').textContent).toBe('White is thinking…');
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });
});

describe('the Gomoku AI stories', () => {
  const composed = composeStories(stories);

  it('rings the hint and numbers its line', () => {
    const { Hint, PrincipalVariation } = composed;
    const { container } = render(<Hint />);
    expect(container.querySelectorAll('[data-hint]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-pv]')).toHaveLength(0);
    expect(screen.getByText('White wins in 8')).toBeDefined();
    const line = render(<PrincipalVariation />).container;
    expect(line.querySelector('[data-hint]')?.getAttribute('data-point')).toBe('f7');
    expect(line.querySelectorAll('[data-pv]')).toHaveLength(12);
  });

  it('shows the computer thinking', () => {
    const { Thinking } = composed;
    render(<Thinking />);
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('true');
  });
});

describe('a Gomoku store against the real search, through a message channel', () => {
  it('takes its five, and hints at it', async () => {
    const ai = createAiClient(channelWorker);
    const store = createGomokuStore({ ai, moves: 'h8 a1 i8 a2 j8 a3 k8 a15', level: 1 });
    const hint = await store.getState().requestHint();
    expect(hint?.kind).toBe('win');
    expect(hint?.move === null || hint === null ? null : formatPoint(hint.move)).toMatch(
      /^(g8|l8)$/,
    );
    store.getState().setAiPlayer('black');
    await vi.waitFor(() => expect(store.getState().game.status.kind).toBe('won'), {
      timeout: 5000,
    });
    expect(store.getState().game.status).toMatchObject({ winner: 'black' });
    ai.dispose();
  });
});
