// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReversiProvider } from '../src/reversi/context.tsx';
import { ReversiBoard } from '../src/reversi/ReversiBoard.tsx';
import { ReversiPassButton } from '../src/reversi/ReversiPassButton.tsx';
import { ReversiStatus } from '../src/reversi/ReversiStatus.tsx';

describe('Reversi server rendering, without a DOM', () => {
  it('renders a board to HTML with its grid, discs and tab stop', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<ReversiBoard defaultMoves="f5d6" showLegalMoves />);
    expect(html).toContain('role="grid"');
    expect(html).toContain('aria-label="Reversi board, 8 by 8"');
    expect(html).toContain('aria-label="d6, white disc, last move"');
    expect(html).toContain('aria-label="c3, empty, legal move, flips 1"');
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html.match(/class="stonekit-legal-hint"/g)).toHaveLength(5);
  });

  it('renders a provider with a status line and a pass button', () => {
    const html = renderToString(
      <ReversiProvider autoPass={false} moves="d3c3b3b2f5a3a1c1">
        <ReversiStatus />
        <ReversiPassButton />
        <ReversiBoard />
      </ReversiProvider>,
    );
    expect(html).toContain('Black has no move and must pass');
    expect(html).toContain('aria-disabled="false"');
  });
});
