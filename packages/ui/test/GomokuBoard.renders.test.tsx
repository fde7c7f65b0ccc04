import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { type GomokuMessages, gomokuMessagesEn } from '../src/gomoku/messages.ts';
import { createGomokuStore } from '../src/gomoku/store.ts';

// Each point computes its label once per render, so a counting `point` message counts renders.
function renderCounter(): { messages: Partial<GomokuMessages>; rendered: string[] } {
  const rendered: string[] = [];
  return {
    rendered,
    messages: {
      point: (point) => {
        rendered.push(point.name);
        return gomokuMessagesEn.point(point);
      },
    },
  };
}

function cell(name: string): HTMLElement {
  const rows = screen.getAllByRole('row');
  const row = rows[rows.length - Number(name.slice(1))] as HTMLElement;
  return within(row).getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

describe('GomokuBoard re-renders', () => {
  it('renders each of the 225 points once at first', () => {
    const { messages, rendered } = renderCounter();
    render(<GomokuBoard messages={messages} />);
    expect(rendered).toHaveLength(225);
    expect(new Set(rendered).size).toBe(225);
  });

  it('re-renders only the played point and the previous last move after a move', () => {
    const { messages, rendered } = renderCounter();
    const store = createGomokuStore({ moves: 'h8' });
    render(<GomokuBoard store={store} messages={messages} />);
    rendered.length = 0;
    act(() => {
      store.getState().play('j10');
    });
    // j10 also takes the tab stop from h8, in the same update.
    expect(rendered.sort()).toEqual(['h8', 'j10']);
  });

  it('re-renders only the points whose stone, hover or focus changed when clicking', async () => {
    const user = userEvent.setup();
    const { messages, rendered } = renderCounter();
    render(<GomokuBoard messages={messages} />);
    const h9 = cell('h9');
    const j10 = cell('j10');
    await user.click(h9);
    rendered.length = 0;
    await user.click(j10);
    const touched = new Set(rendered);
    // h9: loses hover, focus and last move; j10: gains them and a stone.
    expect([...touched].sort()).toEqual(['h9', 'j10']);
    expect(rendered.length).toBeLessThanOrEqual(6);
  });

  it('re-renders two points when the keyboard moves focus', async () => {
    const user = userEvent.setup();
    const { messages, rendered } = renderCounter();
    render(<GomokuBoard messages={messages} />);
    await user.tab();
    rendered.length = 0;
    await user.keyboard('{ArrowUp}');
    expect(rendered.sort()).toEqual(['h8', 'h9']);
  });

  it('re-renders nothing while the pointer moves within one point', async () => {
    const user = userEvent.setup();
    const { messages, rendered } = renderCounter();
    render(<GomokuBoard messages={messages} />);
    const c3 = cell('c3');
    await user.hover(c3);
    rendered.length = 0;
    await user.pointer({ target: c3, coords: { x: 2, y: 2 } });
    await user.pointer({ target: c3, coords: { x: 3, y: 1 } });
    expect(rendered).toEqual([]);
  });
});
