import { type Point, parsePoint, type TimeControl } from '@stonekit/core';
import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { GomokuStoreHint } from '../src/gomoku/ai.ts';
import { GomokuProvider } from '../src/gomoku/context.tsx';
import * as gomokuGameInfo from '../src/gomoku/GomokuGameInfo.stories.tsx';
import { GomokuGameInfo } from '../src/gomoku/GomokuGameInfo.tsx';
import * as gomokuHintText from '../src/gomoku/GomokuHintText.stories.tsx';
import { GomokuHintText } from '../src/gomoku/GomokuHintText.tsx';
import { gomokuMessagesZh } from '../src/gomoku/messages.zh.ts';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { reversiMessagesZh } from '../src/reversi/messages.zh.ts';
import * as reversiGameInfo from '../src/reversi/ReversiGameInfo.stories.tsx';
import { ReversiGameInfo } from '../src/reversi/ReversiGameInfo.tsx';
import * as reversiHintText from '../src/reversi/ReversiHintText.stories.tsx';
import { ReversiHintText } from '../src/reversi/ReversiHintText.tsx';
import * as reversiNotice from '../src/reversi/ReversiNotice.stories.tsx';
import { ReversiNotice } from '../src/reversi/ReversiNotice.tsx';
import { createReversiStore } from '../src/reversi/store.ts';
import { gameInfoMessagesEn, gameInfoMessagesZh } from '../src/shared/info/messages.ts';

const text = (container: HTMLElement, selector: string) =>
  container.querySelector(selector)?.textContent;

describe('GomokuGameInfo', () => {
  it('names the rule, the opening rule and the clock of the default game, not its usual size', () => {
    const { container } = render(<GomokuGameInfo store={createGomokuStore()} />);
    expect(text(container, '.stonekit-game-info')).toBe(
      'This game: Freestyle · No opening rule · No clock',
    );
    const info = container.querySelector<HTMLElement>('.stonekit-game-info');
    expect(info?.dataset).toMatchObject({
      size: '15',
      rule: 'freestyle',
      opening: 'free',
      timeControl: 'none',
    });
  });

  it('says the size first when the board is not 15 × 15, and each fact in its own element', () => {
    const store = createGomokuStore({
      size: 19,
      rule: 'renju',
      opening: 'rif',
      timeControl: { kind: 'byo-yomi', initialMs: 300_000, periods: 3, periodMs: 30_000 },
    });
    const { container } = render(<GomokuGameInfo store={store} />);
    const items = [...container.querySelectorAll<HTMLElement>('.stonekit-game-info-item')];
    expect(items.map((item) => [item.dataset.item, item.textContent])).toEqual([
      ['size', '19 × 19'],
      ['rule', 'Renju'],
      ['opening', 'RIF'],
      ['time-control', '5 min + 3 × 30 s'],
    ]);
  });

  it('changes with a new game, and only then', () => {
    const store = createGomokuStore();
    const { container } = render(<GomokuGameInfo store={store} label={false} />);
    act(() => {
      store.getState().play('h8');
    });
    expect(text(container, '.stonekit-game-info')).toBe('Freestyle · No opening rule · No clock');
    act(() => {
      store.getState().reset({ rule: 'renju', opening: 'taraguchi-10' });
    });
    expect(text(container, '.stonekit-game-info')).toBe('Renju · Taraguchi-10 · No clock');
  });

  it('speaks Chinese, and reads the store of the provider around it', () => {
    const { container } = render(
      <GomokuProvider rule="renju" opening="yamaguchi">
        <GomokuGameInfo messages={gameInfoMessagesZh} />
      </GomokuProvider>,
    );
    expect(text(container, '.stonekit-game-info')).toBe('本局：连珠规则 · 山口规则 · 不计时');
  });
});

describe('ReversiGameInfo', () => {
  it('names the clock, and passes by hand when the game does not pass by itself', () => {
    const store = createReversiStore({
      autoPass: false,
      timeControl: { kind: 'fischer', initialMs: 180_000, incrementMs: 2_000 },
    });
    const { container } = render(<ReversiGameInfo store={store} />);
    expect(text(container, '.stonekit-game-info')).toBe('This game: 3 min + 2 s · Passes by hand');
    expect(container.querySelector<HTMLElement>('.stonekit-game-info')?.dataset).toMatchObject({
      timeControl: 'fischer',
      autoPass: 'false',
    });
  });

  it('says no clock for an untimed game, in Chinese too', () => {
    const { container } = render(
      <ReversiGameInfo store={createReversiStore()} messages={gameInfoMessagesZh} />,
    );
    expect(text(container, '.stonekit-game-info')).toBe('本局：不计时');
  });
});

describe('the time controls in words', () => {
  const cases: [TimeControl, string, string][] = [
    [{ kind: 'none' }, 'No clock', '不计时'],
    [{ kind: 'sudden-death', initialMs: 60_000 }, '1 min', '1 分钟'],
    [{ kind: 'sudden-death', initialMs: 90_000 }, '1 min 30 s', '1 分 30 秒'],
    [
      { kind: 'fischer', initialMs: 600_000, incrementMs: 5_000 },
      '10 min + 5 s',
      '10 分钟 + 每手加 5 秒',
    ],
    [
      { kind: 'byo-yomi', initialMs: 3_600_000, periods: 5, periodMs: 60_000 },
      '1 h + 5 × 1 min',
      '1 小时 + 读秒 5 × 1 分钟',
    ],
    [
      { kind: 'per-move', turnMs: 30_000, matchMs: 600_000 },
      '30 s a move, 10 min a game',
      '每手 30 秒，全局 10 分钟',
    ],
  ];
  for (const [control, english, chinese] of cases) {
    it(`writes ${control.kind} as '${english}' and '${chinese}'`, () => {
      expect(gameInfoMessagesEn.gameInfoTimeControl(control)).toBe(english);
      expect(gameInfoMessagesZh.gameInfoTimeControl(control)).toBe(chinese);
    });
  }
});

describe('GomokuHintText', () => {
  it('shows the store’s hint for the position on the board, and nothing once a move makes it old', () => {
    const store = createGomokuStore({ moves: 'h8 i9' });
    const { container } = render(<GomokuHintText store={store} />);
    const element = container.querySelector<HTMLElement>('.stonekit-hint-text');
    expect(element?.textContent).toBe('');
    const move = parsePoint('g7', 15) as Point;
    const hint: GomokuStoreHint = {
      kind: 'win',
      move,
      in: 4,
      pv: [move],
      game: store.getState().game,
    };
    act(() => {
      store.setState({ hint });
    });
    expect(element?.textContent).toBe('Hint: g7, black wins in 4');
    expect(element?.dataset.kind).toBe('win');
    expect(element?.getAttribute('role')).toBeNull();
    act(() => {
      store.getState().play('g7');
    });
    expect(element?.textContent).toBe('');
    expect(element?.dataset.kind).toBeUndefined();
  });

  it('speaks Chinese, and is a polite status region when asked', () => {
    const store = createGomokuStore({ moves: 'h8' });
    const move = parsePoint('i9', 15) as Point;
    store.setState({
      hint: { kind: 'estimate', move, score: 0, pv: [move], game: store.getState().game },
    });
    const { container } = render(<GomokuHintText store={store} messages={gomokuMessagesZh} live />);
    const element = container.querySelector('.stonekit-hint-text');
    expect(element?.getAttribute('role')).toBe('status');
    expect(element?.textContent).toBe(gomokuMessagesZh.hint(store.getState().hint!));
    expect(element?.textContent).toMatch(/^提示/);
  });
});

describe('ReversiHintText', () => {
  it('shows the store’s hint in words until the game changes', () => {
    const store = createReversiStore({ moves: 'f5' });
    const { container } = render(
      <ReversiHintText store={store} messages={reversiMessagesZh} className="mine" />,
    );
    const element = container.querySelector<HTMLElement>('.stonekit-hint-text.mine');
    act(() => {
      store.setState({
        hint: { move: 'f6', kind: 'estimate', score: 2, pv: ['f6'], game: store.getState().game },
      });
    });
    expect(element?.textContent).toBe(reversiMessagesZh.hint(store.getState().hint!));
    act(() => {
      store.getState().play('f6');
    });
    expect(element?.textContent).toBe('');
  });
});

describe('ReversiNotice', () => {
  it('says why a square was refused until the next action that succeeds', () => {
    const store = createReversiStore();
    const { container } = render(<ReversiNotice store={store} />);
    const notice = container.querySelector<HTMLElement>('.stonekit-notice');
    expect(notice?.textContent).toBe('');
    act(() => {
      store.getState().play('a1');
    });
    expect(notice?.textContent).toBe('a1 flips no discs');
    expect(notice?.dataset.reason).toBe('no-flips');
    act(() => {
      store.getState().setLevel(4);
    });
    expect(notice?.textContent).toBe('');
    expect(notice?.dataset.reason).toBeUndefined();
  });
});

// The stories of the components above, rendered as Storybook shows them.
const files = {
  'Components/GomokuGameInfo': composeStories(gomokuGameInfo),
  'Components/ReversiGameInfo': composeStories(reversiGameInfo),
  'Components/GomokuHintText': composeStories(gomokuHintText),
  'Components/ReversiHintText': composeStories(reversiHintText),
  'Components/ReversiNotice': composeStories(reversiNotice),
};

// jsdom cannot compute colours, so contrast is left to the real-browser e2e run.
const options: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

let errors: MockInstance;
beforeEach(() => {
  errors = vi.spyOn(console, 'error');
});
afterEach(() => {
  errors.mockRestore();
});

for (const [title, stories] of Object.entries(files)) {
  describe(`${title} stories`, () => {
    for (const [name, Story] of Object.entries(stories)) {
      it(`renders ${name} accessibly, and its play function passes`, async () => {
        const { container } = render(<Story />);
        await Story.play?.({ canvasElement: container });
        const { violations } = await axe.run(container, options);
        expect(violations.map((v) => v.id)).toEqual([]);
        expect(errors).not.toHaveBeenCalled();
      });
    }
  });
}

describe('the texts beside the board, in the store’s coordinate case', () => {
  it('writes the hint’s point and the refused square in upper case under `upper`', () => {
    const gomoku = createGomokuStore({ moves: 'h8', coordinateCase: 'upper' });
    const move = parsePoint('i9', 15) as Point;
    gomoku.setState({
      hint: { kind: 'win', move, in: 2, pv: [move], game: gomoku.getState().game },
    });
    const reversi = createReversiStore({ coordinateCase: 'upper' });
    reversi.getState().play('a1');
    const { container } = render(
      <>
        <GomokuHintText store={gomoku} />
        <ReversiNotice store={reversi} />
      </>,
    );
    expect(text(container, '.stonekit-hint-text')).toBe('Hint: I9, white wins in 2');
    expect(text(container, '.stonekit-notice')).toBe('A1 flips no discs');
  });
});
