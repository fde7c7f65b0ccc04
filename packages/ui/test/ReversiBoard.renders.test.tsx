import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ReversiMessages, reversiMessagesEn } from '../src/reversi/messages.ts';
import { ReversiBoard } from '../src/reversi/ReversiBoard.tsx';
import { createReversiStore } from '../src/reversi/store.ts';

// Each square computes its label once per render, so a counting `square` message counts renders.
function renderCounter(): { messages: Partial<ReversiMessages>; rendered: string[] } {
  const rendered: string[] = [];
  return {
    rendered,
    messages: {
      square: (square) => {
        rendered.push(square.name);
        return reversiMessagesEn.square(square);
      },
    },
  };
}

function square(name: string): HTMLElement {
  const rows = screen.getAllByRole('row');
  const row = rows[Number(name.slice(1)) - 1] as HTMLElement;
  return within(row).getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

function distinct(rendered: string[]): string[] {
  return [...new Set(rendered)].sort();
}

describe('ReversiBoard re-renders', () => {
  it('renders each of the 64 squares once at first', () => {
    const { messages, rendered } = renderCounter();
    render(<ReversiBoard messages={messages} />);
    expect(rendered).toHaveLength(64);
    expect(new Set(rendered).size).toBe(64);
  });

  it('re-renders the played square, the flipped disc and the squares whose hint changed', () => {
    const { messages, rendered } = renderCounter();
    const store = createReversiStore();
    render(<ReversiBoard store={store} messages={messages} showLegalMoves />);
    rendered.length = 0;
    act(() => {
      store.getState().play('f5');
    });
    // f5 placed, e5 flipped; black's d3, c4 and e6 stop being legal, white's f4, d6, f6 start.
    expect(distinct(rendered)).toEqual(['c4', 'd3', 'd6', 'e5', 'e6', 'f4', 'f5', 'f6']);
  });

  it('also re-renders the previous last move, but not the discs flipped the move before', () => {
    const { messages, rendered } = renderCounter();
    const store = createReversiStore({ moves: 'f5' });
    render(<ReversiBoard store={store} messages={messages} showLegalMoves />);
    rendered.length = 0;
    act(() => {
      store.getState().play('d6');
    });
    // d6 placed, d5 flipped, f5 loses the last-move mark; f4 and f6 stop being legal, c3 to c7 start.
    expect(distinct(rendered)).toEqual([
      'c3',
      'c4',
      'c5',
      'c6',
      'c7',
      'd5',
      'd6',
      'f4',
      'f5',
      'f6',
    ]);
    expect(rendered).not.toContain('e5');
  });

  it('re-renders the previewed square and the discs it would flip as the mouse moves', async () => {
    const user = userEvent.setup();
    const { messages, rendered } = renderCounter();
    render(<ReversiBoard messages={messages} />);
    await user.hover(square('d3'));
    rendered.length = 0;
    await user.hover(square('f5'));
    // d3 and d4 lose the preview, f5 and e5 gain it.
    expect(distinct(rendered)).toEqual(['d3', 'd4', 'e5', 'f5']);
  });

  it('re-renders nothing while the pointer moves within one square', async () => {
    const user = userEvent.setup();
    const { messages, rendered } = renderCounter();
    render(<ReversiBoard messages={messages} />);
    const c3 = square('c3');
    await user.hover(c3);
    rendered.length = 0;
    await user.pointer({ target: c3, coords: { x: 2, y: 2 } });
    await user.pointer({ target: c3, coords: { x: 3, y: 1 } });
    expect(rendered).toEqual([]);
  });

  it('re-renders two squares when the keyboard moves focus between empty squares', async () => {
    const user = userEvent.setup();
    const { messages, rendered } = renderCounter();
    render(<ReversiBoard messages={messages} />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    rendered.length = 0;
    await user.keyboard('{ArrowLeft}');
    expect(distinct(rendered)).toEqual(['c2', 'd2']);
  });
});
