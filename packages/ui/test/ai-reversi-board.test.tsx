import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReversiProvider, useReversiStoreApi } from '../src/reversi/context.tsx';
import { reversiMessagesZh } from '../src/reversi/messages.zh.ts';
import { ReversiBoard } from '../src/reversi/ReversiBoard.tsx';
import { ReversiPassButton } from '../src/reversi/ReversiPassButton.tsx';
import { ReversiStatus } from '../src/reversi/ReversiStatus.tsx';
import { createReversiStore, type ReversiStore } from '../src/reversi/store.ts';
import { ThinkingIndicator } from '../src/shared/ai/ThinkingIndicator.tsx';
import { type FakeRequest, fakeClient, searchResult } from './fake-ai.ts';

/** Answers a request and lets the store and React catch up. */
async function answer(request: FakeRequest | undefined, value: unknown): Promise<void> {
  await act(async () => {
    request?.resolve(value);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

function square(name: string): HTMLElement {
  return screen.getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

function liveRegion(container: HTMLElement): HTMLElement {
  const regions = container.querySelectorAll<HTMLElement>('.stonekit-reversi [aria-live="polite"]');
  expect(regions).toHaveLength(1);
  return regions[0] as HTMLElement;
}

const axeOptions: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, axeOptions);
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ReversiBoard against the computer', () => {
  it('is busy while the computer thinks, and shows who is thinking', async () => {
    const user = userEvent.setup();
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white' });
    const { container } = render(
      <>
        <ThinkingIndicator store={store} />
        <ReversiBoard store={store} />
      </>,
    );
    const grid = screen.getByRole('grid');
    expect(grid.hasAttribute('aria-busy')).toBe(false);
    expect(container.querySelector('.stonekit-thinking')?.textContent).toBe('');

    await user.click(square('d3'));
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.stonekit-reversi')?.getAttribute('data-thinking')).toBe(
      'white',
    );
    expect(container.querySelector('.stonekit-thinking')?.textContent).toBe('White is thinking…');

    await answer(requests[0], searchResult('c3'));
    expect(grid.hasAttribute('aria-busy')).toBe(false);
    expect(square('c3').dataset.stone).toBe('white');
    expect(container.querySelector('.stonekit-thinking')?.textContent).toBe('');
    expect(liveRegion(container).textContent?.trim()).toBe('White plays c3, flips 1');
  });

  it('refuses a move while the computer thinks, with a polite notice', async () => {
    const user = userEvent.setup();
    const { client } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white' });
    const { container } = render(<ReversiBoard store={store} />);
    await user.click(square('d3'));
    await user.click(square('c3'));
    expect(square('c3').hasAttribute('data-stone')).toBe(false);
    expect(store.getState().game.moves).toHaveLength(1);
    expect(liveRegion(container).textContent?.trim()).toBe(
      'Please wait: the computer is thinking for white',
    );
    // The keyboard is refused the same way.
    square('c3').focus();
    await user.keyboard('{Enter}');
    expect(store.getState().game.moves).toHaveLength(1);
  });

  it('shows no preview of a move for the side the computer is thinking for', async () => {
    const user = userEvent.setup();
    const { client } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white' });
    render(<ReversiBoard store={store} />);
    await user.click(square('d3'));
    await user.hover(square('c3'));
    expect(square('c3').hasAttribute('data-preview')).toBe(false);
  });

  it('keeps the Pass button from passing for the computer, which passes by itself', async () => {
    vi.useFakeTimers();
    const { client, requests } = fakeClient();
    const store = createReversiStore({
      ai: client,
      autoPass: false,
      moves: 'd3c3b3b2f5a3a1c1',
      aiPlayer: 'black',
      aiMoveDelayMs: 1000,
    });
    render(<ReversiPassButton store={store} />);
    const pass = screen.getByRole('button', { name: 'Pass' });
    expect(store.getState().thinking).toBe('black');
    expect(pass.getAttribute('aria-disabled')).toBe('true');
    act(() => pass.click());
    expect(store.getState().game.moves).toHaveLength(8);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(store.getState().game.lastMove).toMatchObject({ stone: 'black', pass: true });
    expect(requests).toHaveLength(0);
  });
});

describe('ReversiBoard showing a hint', () => {
  it('marks the hinted square, names it "hint", announces it and clears it at the next move', async () => {
    const user = userEvent.setup();
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client });
    const { container } = render(<ReversiBoard store={store} />);
    act(() => void store.getState().requestHint());
    await answer(requests[0], searchResult('d3', { score: 6, exact: true, pv: ['d3', 'c3'] }));

    expect(square('d3').hasAttribute('data-hint')).toBe(true);
    expect(square('d3').getAttribute('aria-label')).toBe('d3, empty, legal move, flips 1, hint');
    expect(container.querySelectorAll('[data-hint]')).toHaveLength(1);
    expect(container.querySelector('[data-hint] .stonekit-hint-marker')).not.toBeNull();
    expect(liveRegion(container).textContent?.trim()).toBe('Hint: d3, a win by 6 discs');
    // Without showPrincipalVariation, the line stays hidden.
    expect(container.querySelectorAll('[data-pv]')).toHaveLength(0);

    await user.click(square('f5'));
    expect(container.querySelectorAll('[data-hint]')).toHaveLength(0);
    expect(square('d3').getAttribute('aria-label')).toBe('d3, empty');
  });

  it('draws the expected line as numbered ghost discs with showPrincipalVariation', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client });
    const { container } = render(<ReversiBoard store={store} showPrincipalVariation />);
    act(() => void store.getState().requestHint());
    await answer(requests[0], searchResult('d3', { score: -2, pv: ['d3', 'c3', 'c4'] }));

    const steps = [...container.querySelectorAll<HTMLElement>('[data-pv]')].map((cell) => [
      cell.dataset.square,
      cell.dataset.pv,
      cell.querySelector('.stonekit-line-step')?.getAttribute('data-color'),
      cell.querySelector('.stonekit-line-number')?.textContent,
    ]);
    expect(steps).toEqual([
      ['c3', '2', 'white', '2'],
      ['d3', '1', 'black', '1'],
      ['c4', '3', 'black', '3'],
    ]);
    expect(square('c3').getAttribute('aria-label')).toBe('c3, empty, expected move 2, white');
    expect(square('d3').getAttribute('aria-label')).toBe(
      'd3, empty, legal move, flips 1, hint, expected move 1, black',
    );
    expect(liveRegion(container).textContent?.trim()).toBe('Hint: d3, about 2 discs behind');
  });

  it('shows no mark with showHint off', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client });
    const { container } = render(<ReversiBoard store={store} showHint={false} />);
    act(() => void store.getState().requestHint());
    await answer(requests[0], searchResult('d3', { score: 1 }));
    expect(container.querySelectorAll('[data-hint]')).toHaveLength(0);
  });

  it('gives the evaluation in the status line, in English and Chinese', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, moves: 'f5', analysis: true });
    const { container } = render(
      <>
        <ReversiStatus store={store} evaluation />
        <ReversiStatus store={store} evaluation messages={reversiMessagesZh} />
      </>,
    );
    await answer(requests[0], searchResult('d6', { score: 6.4 }));
    const [en, zh] = [...container.querySelectorAll('.stonekit-evaluation')].map(
      (e) => e.textContent,
    );
    // The score is for the side to move, white after f5.
    expect(en).toBe('White is winning by ~6 discs');
    expect(zh).toBe('白棋约领先 6 子');
  });
});

/** Hands the provided store out to the test. */
function GrabStore({ onStore }: { onStore: (store: ReversiStore) => void }) {
  onStore(useReversiStoreApi());
  return null;
}

describe('ReversiProvider with a computer player', () => {
  it('disposes the store it created when it unmounts, cancelling the search', async () => {
    vi.useFakeTimers();
    const { client, requests } = fakeClient();
    const stores: ReversiStore[] = [];
    const { unmount } = render(
      <ReversiProvider ai={client} aiPlayer="black">
        <GrabStore onStore={(store) => stores.push(store)} />
      </ReversiProvider>,
    );
    expect(requests).toHaveLength(1);
    expect(stores[0]?.getState().thinking).toBe('black');
    unmount();
    await vi.advanceTimersByTimeAsync(1);
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(stores[0]?.getState().thinking).toBeNull();
  });
});

describe('the computer player UI, accessibility (axe)', () => {
  it('has no violations while thinking, with a hint, its line and the evaluation', async () => {
    const user = userEvent.setup();
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white', analysis: true });
    const { container } = render(
      <>
        <p>
          <ReversiStatus store={store} id="status" evaluation />
        </p>
        <ThinkingIndicator store={store} live />
        <ReversiBoard store={store} showPrincipalVariation aria-describedby="status" />
      </>,
    );
    await answer(requests[0], searchResult('d3', { score: 1, pv: ['d3', 'c3'] }));
    expect(container.querySelector('[data-hint]')).not.toBeNull();
    expect(await violations(container)).toEqual([]);

    await user.click(square('d3'));
    expect(within(container).getByRole('status').textContent).toBe('White is thinking…');
    expect(await violations(container)).toEqual([]);
  });
});
