import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { GomokuProvider } from '../src/gomoku/context.tsx';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { GomokuStatus } from '../src/gomoku/GomokuStatus.tsx';
import { gomokuMessagesZh } from '../src/gomoku/messages.zh.ts';

// jsdom cannot compute colours, so contrast is left to the real-browser e2e run.
const options: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, options);
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe('GomokuBoard accessibility (axe)', () => {
  it('has no violations when empty', async () => {
    const { container } = render(<GomokuBoard />);
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations in a game with move numbers', async () => {
    const { container } = render(<GomokuBoard defaultMoves="h8 h9 i8 i9 j8" showMoveNumbers />);
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations in a won game', async () => {
    const { container } = render(<GomokuBoard defaultMoves="a1 a2 b1 b2 c1 c2 d1 d2 e1" />);
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations when read-only, disabled or without coordinates', async () => {
    const { container } = render(
      <>
        <GomokuBoard readOnly size={9} aria-label="Read-only" />
        <GomokuBoard disabled size={9} aria-label="Disabled" />
        <GomokuBoard coordinates={false} size={9} aria-label="Plain" />
      </>,
    );
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations in Chinese, with a status line', async () => {
    const { container } = render(
      <div lang="zh-CN">
        <GomokuProvider size={13}>
          <GomokuStatus messages={gomokuMessagesZh} />
          <GomokuBoard messages={gomokuMessagesZh} />
        </GomokuProvider>
      </div>,
    );
    expect(await violations(container)).toEqual([]);
  });
});
