import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { GomokuProvider } from '../src/gomoku/context.tsx';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { ReversiBoard } from '../src/reversi/ReversiBoard.tsx';
import { createReversiStore } from '../src/reversi/store.ts';
import { isDevelopment } from '../src/shared/board/dev.ts';

describe('a board given a store together with props for a store of its own', () => {
  let warnings: MockInstance;
  beforeEach(() => {
    warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warnings.mockRestore();
  });

  it('runs the tests in development', () => {
    expect(isDevelopment()).toBe(true);
  });

  it('warns once that GomokuBoard ignores size and rule, naming them, and plays the store', () => {
    const store = createGomokuStore();
    const { rerender } = render(<GomokuBoard store={store} size={19} rule="caro" />);
    rerender(<GomokuBoard store={store} size={19} rule="caro" showMoveNumbers />);
    expect(warnings).toHaveBeenCalledTimes(1);
    const [message] = warnings.mock.calls[0] as [string];
    expect(message).toMatch(/^GomokuBoard: size, rule ignored/);
    expect(message).toContain('createGomokuStore');
    expect(screen.getByRole('grid', { name: 'Gomoku board, 15 by 15' })).toBeDefined();
  });

  it('warns once under StrictMode too', () => {
    const store = createGomokuStore();
    render(
      <StrictMode>
        <GomokuBoard store={store} opening="rif" defaultMoves="h8" />
      </StrictMode>,
    );
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(warnings.mock.calls[0]?.[0]).toMatch(/^GomokuBoard: opening, defaultMoves ignored/);
  });

  it('warns for a store provided by a GomokuProvider as well', () => {
    render(
      <GomokuProvider size={9}>
        <GomokuBoard size={19} />
      </GomokuProvider>,
    );
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('grid', { name: 'Gomoku board, 9 by 9' })).toBeDefined();
  });

  it('warns once per board', () => {
    const store = createGomokuStore();
    render(
      <>
        <GomokuBoard store={store} forbiddenMoves="lose" aria-label="One" />
        <GomokuBoard store={store} forbiddenMoves="lose" aria-label="Two" />
      </>,
    );
    expect(warnings).toHaveBeenCalledTimes(2);
  });

  it('warns that ReversiBoard ignores autoPass and defaultMoves', () => {
    const store = createReversiStore();
    render(<ReversiBoard store={store} autoPass={false} defaultMoves="f5" />);
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(warnings.mock.calls[0]?.[0]).toMatch(/^ReversiBoard: autoPass, defaultMoves ignored/);
    expect(warnings.mock.calls[0]?.[0]).toContain('createReversiStore');
  });

  it('says nothing when the board plays its own store, or gets a store alone', () => {
    render(
      <>
        <GomokuBoard size={19} rule="caro" aria-label="Own" />
        <GomokuBoard store={createGomokuStore()} aria-label="Given" />
        <ReversiBoard autoPass={false} aria-label="Own Reversi" />
        <ReversiBoard store={createReversiStore()} aria-label="Given Reversi" />
      </>,
    );
    expect(warnings).not.toHaveBeenCalled();
  });
});
