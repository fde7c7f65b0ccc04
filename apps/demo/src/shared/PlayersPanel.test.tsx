import type { AiClient } from '@stonekit/core/ai';
import { createReversiStore } from '@stonekit/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { playersMessages } from './messages.ts';
import { PlayersPanel } from './PlayersPanel.tsx';

/** A client whose searches never end: enough for the panel, which only sets the store. */
const thinkingForever: AiClient = { run: () => new Promise(() => {}), dispose() {} };

afterEach(() => {
  cleanup();
});

describe('the players panel', () => {
  it('sets who plays, the level, the speed and analysis on the store', async () => {
    const user = userEvent.setup();
    const store = createReversiStore({ ai: thinkingForever });
    render(<PlayersPanel store={store} t={playersMessages.en} />);
    const speed = screen.getByRole('combobox', { name: 'Move speed' }) as HTMLSelectElement;
    expect(speed.disabled).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Who plays' }), 'both');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '7');
    await user.selectOptions(speed, 'fast');
    await user.click(screen.getByRole('button', { name: 'Analysis' }));
    expect(store.getState()).toMatchObject({
      aiPlayer: 'both',
      level: 7,
      aiMoveDelayMs: 150,
      analysis: true,
    });
    expect(store.getState().thinking).toBe('black');
    expect(screen.getByRole('button', { name: 'Analysis' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    store.getState().dispose();
  });

  it('says Hint is busy from the click until the hint comes', async () => {
    const user = userEvent.setup();
    let answer: (result: unknown) => void = () => {};
    const slow: AiClient = {
      run: () => new Promise((resolve) => (answer = resolve)) as never,
      dispose() {},
    };
    const store = createReversiStore({ ai: slow });
    render(<PlayersPanel store={store} t={playersMessages.en} />);
    const hint = screen.getByRole('button', { name: 'Hint' });
    expect(hint.getAttribute('aria-busy')).toBeNull();

    await user.click(hint);
    expect(hint.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      answer({
        move: 'd3',
        score: 1,
        pv: ['d3'],
        depth: 1,
        nodes: 1,
        timeMs: 1,
        exact: false,
        bound: 'exact',
        interrupted: false,
      });
    });
    expect(store.getState().hint).toMatchObject({ move: 'd3' });
    expect(hint.getAttribute('aria-busy')).toBeNull();
    store.getState().dispose();
  });

  it('turns its controls off without an AI client', () => {
    const store = createReversiStore();
    render(<PlayersPanel store={store} t={playersMessages.en} />);
    expect((screen.getByRole('button', { name: 'Hint' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('combobox', { name: 'Who plays' }) as HTMLSelectElement).disabled,
    ).toBe(true);
  });

  it('has no accessibility violations, in Chinese too', async () => {
    const store = createReversiStore({ ai: thinkingForever, aiPlayer: 'black' });
    const { container } = render(
      <>
        <PlayersPanel store={store} t={playersMessages.en} />
        <div lang="zh-CN">
          <PlayersPanel store={store} t={playersMessages['zh-CN']} />
        </div>
      </>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    store.getState().dispose();
  });
});
