// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GomokuProvider } from '../src/gomoku/context.tsx';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { GomokuStatus } from '../src/gomoku/GomokuStatus.tsx';

describe('server rendering, without a DOM', () => {
  it('renders a board to HTML with its grid, stones and tab stop', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<GomokuBoard defaultMoves="h8 h9" />);
    expect(html).toContain('role="grid"');
    expect(html).toContain('aria-label="Gomoku board, 15 by 15"');
    expect(html).toContain('aria-label="h9, white stone, last move"');
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html).toMatch(/data-point="h9"[^>]*data-stone="white"/);
  });

  it('renders a provider with a status line', () => {
    const html = renderToString(
      <GomokuProvider moves="h8">
        <GomokuStatus />
        <GomokuBoard />
      </GomokuProvider>,
    );
    expect(html).toContain('White to move');
  });
});
