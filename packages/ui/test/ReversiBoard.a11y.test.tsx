import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ReversiProvider } from '../src/reversi/context.tsx';
import { reversiMessagesZh } from '../src/reversi/messages.zh.ts';
import { ReversiBoard } from '../src/reversi/ReversiBoard.tsx';
import { ReversiPassButton } from '../src/reversi/ReversiPassButton.tsx';
import { ReversiScore } from '../src/reversi/ReversiScore.tsx';
import { ReversiStatus } from '../src/reversi/ReversiStatus.tsx';

// jsdom cannot compute colours, so contrast is left to the real-browser e2e run.
const options: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, options);
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const finished =
  'd3c3b3b2b1a1c4c1c2d2d1e1a2a3f5e2f1g1f2e3b5b4a5a4c5a6f4f3g3g2h2h1h3h4g4c6g5h5b6c7d6e6f6g6h6h7a7b7a8d7e7f7g7g8b8c8d8e8f8h8';

describe('ReversiBoard accessibility (axe)', () => {
  it('has no violations at the start', async () => {
    const { container } = render(<ReversiBoard />);
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations with hints and a preview showing', async () => {
    const user = userEvent.setup();
    const { container, getByRole } = render(<ReversiBoard defaultMoves="f5d6c3" showLegalMoves />);
    await user.hover(getByRole('gridcell', { name: /^g5,/ }));
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations in a finished game with its status', async () => {
    const { container } = render(
      <ReversiProvider moves={finished}>
        <ReversiStatus />
        <ReversiBoard />
      </ReversiProvider>,
    );
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations with a pass to make, a status line, a score and a pass button', async () => {
    const { container } = render(
      <ReversiProvider autoPass={false} moves="d3c3b3b2f5a3a1c1">
        <ReversiStatus id="status" />
        <ReversiScore />
        <ReversiPassButton />
        <ReversiBoard aria-describedby="status" />
      </ReversiProvider>,
    );
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations when read-only, disabled or without coordinates', async () => {
    const { container } = render(
      <>
        <ReversiBoard readOnly aria-label="Read-only" />
        <ReversiBoard disabled aria-label="Disabled" />
        <ReversiBoard coordinates={false} aria-label="Plain" />
      </>,
    );
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations in Chinese', async () => {
    const { container } = render(
      <div lang="zh-CN">
        <ReversiProvider>
          <ReversiStatus messages={reversiMessagesZh} />
          <ReversiBoard messages={reversiMessagesZh} />
          <ReversiPassButton messages={reversiMessagesZh} />
        </ReversiProvider>
      </div>,
    );
    expect(await violations(container)).toEqual([]);
  });
});
