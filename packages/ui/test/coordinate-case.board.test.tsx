import { OptionError } from '@stonekit/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { GomokuProvider } from '../src/gomoku/context.tsx';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { GomokuNotice } from '../src/gomoku/GomokuNotice.tsx';
import { GomokuOpeningPanel } from '../src/gomoku/GomokuOpeningPanel.tsx';
import { GomokuStatus } from '../src/gomoku/GomokuStatus.tsx';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { ReversiBoard } from '../src/reversi/ReversiBoard.tsx';
import { ReversiStatus } from '../src/reversi/ReversiStatus.tsx';
import { createReversiStore } from '../src/reversi/store.ts';
import { GomokuMoveList } from '../src/shared/moves/GomokuMoveList.tsx';
import { ReversiMoveList } from '../src/shared/moves/ReversiMoveList.tsx';

/** The letters drawn along the board's edge, in order. */
function drawnLetters(container: HTMLElement): string {
  return [...container.querySelectorAll('.stonekit-coordinate')]
    .map((label) => label.textContent ?? '')
    .filter((text) => /^[a-z]$/i.test(text))
    .join('');
}

function liveRegion(container: HTMLElement): HTMLElement {
  const region = container.querySelector<HTMLElement>('[aria-live="polite"]');
  if (region === null) throw new Error('no live region');
  return region;
}

/** A cell by the name it starts with, found in its row: naming all 225 cells is slow in jsdom. */
function gomokuPoint(name: string): HTMLElement {
  const rows = screen.getAllByRole('row');
  const row = rows[rows.length - Number(name.slice(1))] as HTMLElement;
  return within(row).getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

function reversiSquare(name: string): HTMLElement {
  const row = screen.getAllByRole('row')[Number(name.slice(1)) - 1] as HTMLElement;
  return within(row).getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

describe('GomokuBoard with coordinateCase upper', () => {
  it('draws the columns A to O, I included, and names its points in capitals', () => {
    const { container } = render(<GomokuBoard coordinateCase="upper" />);
    expect(drawnLetters(container)).toBe('ABCDEFGHIJKLMNO');
    expect(gomokuPoint('H8').getAttribute('aria-label')).toBe('H8, empty');
    expect(gomokuPoint('I9').dataset.point).toBe('i9');
  });

  it('announces a move in capitals, and reports its engine name to the app', () => {
    const onPointClick = vi.fn();
    const onMove = vi.fn();
    const { container } = render(
      <GomokuBoard coordinateCase="upper" onPointClick={onPointClick} onMove={onMove} />,
    );
    fireEvent.click(gomokuPoint('H8'));
    expect(liveRegion(container).textContent?.trim()).toBe('Black plays H8');
    expect(onPointClick.mock.calls[0]?.[0]).toMatchObject({ name: 'h8' });
    expect(onMove.mock.calls[0]?.[0]).toMatchObject({ name: 'h8' });
    expect(gomokuPoint('H8').getAttribute('aria-label')).toBe('H8, black stone, last move');
  });

  it('draws a to o by default', () => {
    const { container } = render(<GomokuBoard />);
    expect(drawnLetters(container)).toBe('abcdefghijklmno');
    expect(gomokuPoint('h8').getAttribute('aria-label')).toBe('h8, empty');
  });

  it('follows its coordinateCase prop on its own store', () => {
    const { container, rerender } = render(<GomokuBoard coordinateCase="upper" />);
    rerender(<GomokuBoard coordinateCase="lower" />);
    expect(drawnLetters(container)).toBe('abcdefghijklmno');
  });

  it('refuses a case it does not know with an OptionError', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<GomokuBoard coordinateCase={'Upper' as 'upper'} />)).toThrow(OptionError);
    errors.mockRestore();
  });
});

describe('every component on one Gomoku store, in the store’s case', () => {
  it('names points alike on the board, the status line, the notice, the panel and the move list', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', coordinateCase: 'upper' });
    const { container } = render(
      <GomokuProvider store={store}>
        <GomokuStatus />
        <GomokuBoard />
        <GomokuNotice />
        <GomokuOpeningPanel />
        <GomokuMoveList />
      </GomokuProvider>,
    );
    const status = container.querySelector('.stonekit-status');
    expect(status?.textContent).toBe('Black places move 1 on the centre point H8');
    fireEvent.click(gomokuPoint('J10'));
    const notice = container.querySelector('.stonekit-board ~ .stonekit-notice');
    expect(notice?.textContent).toBe('J10 is not the centre point H8, where move 1 must go');
    expect(liveRegion(container).textContent?.trim()).toBe(notice?.textContent);
    fireEvent.click(gomokuPoint('H8'));
    expect(screen.getByRole('listitem', { name: '1. H8, black' })).toBeDefined();
    expect(container.querySelector('.stonekit-move-name')?.textContent).toBe('H8');
  });

  it('changes every one of them at once with setCoordinateCase', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8' });
    const { container } = render(
      <GomokuProvider store={store}>
        <GomokuStatus />
        <GomokuBoard />
        <GomokuMoveList />
      </GomokuProvider>,
    );
    expect(container.querySelector('.stonekit-move-name')?.textContent).toBe('h8');
    act(() => {
      store.getState().setCoordinateCase('upper');
    });
    expect(drawnLetters(container)).toBe('ABCDEFGHIJKLMNO');
    expect(gomokuPoint('H8').getAttribute('aria-label')).toMatch(/^H8, black stone/);
    expect(container.querySelector('.stonekit-move-name')?.textContent).toBe('H8');
    expect(container.querySelector('.stonekit-status')?.textContent).toBe(
      'Black places move 2 (white) within the central 3x3 square',
    );
  });

  it('names the offered fifth moves in the panel in capitals', () => {
    const store = createGomokuStore({
      rule: 'renju',
      opening: 'rif',
      moves: 'h8 h9 i9',
      coordinateCase: 'upper',
    });
    store.getState().choose('keep');
    store.getState().play('g10');
    store.getState().offerFifth(['j10', 'g8']);
    render(<GomokuOpeningPanel store={store} />);
    expect(screen.getByRole('button', { name: 'Select J10' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Select G8' }).dataset.point).toBe('g8');
  });
});

describe('a board given a store, with a coordinateCase prop', () => {
  let warnings: MockInstance;
  beforeEach(() => {
    warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warnings.mockRestore();
  });

  it('shows the store’s case and warns that the prop is ignored', () => {
    const store = createGomokuStore();
    const { container } = render(<GomokuBoard store={store} coordinateCase="upper" />);
    expect(drawnLetters(container)).toBe('abcdefghijklmno');
    expect(store.getState().coordinateCase).toBe('lower');
    expect(warnings.mock.calls[0]?.[0]).toMatch(/^GomokuBoard: coordinateCase ignored/);
  });

  it('warns for ReversiBoard as well', () => {
    render(<ReversiBoard store={createReversiStore()} coordinateCase="upper" />);
    expect(warnings.mock.calls[0]?.[0]).toMatch(/^ReversiBoard: coordinateCase ignored/);
  });
});

describe('ReversiBoard with coordinateCase upper', () => {
  it('draws the columns A to H and names its squares in capitals', () => {
    const { container } = render(<ReversiBoard coordinateCase="upper" showLegalMoves />);
    expect(drawnLetters(container)).toBe('ABCDEFGH');
    expect(reversiSquare('D3').getAttribute('aria-label')).toBe('D3, empty, legal move, flips 1');
    expect(reversiSquare('D3').dataset.square).toBe('d3');
  });

  it('announces a move and a refusal in capitals, as the move list lists it', () => {
    const store = createReversiStore({ coordinateCase: 'upper' });
    const { container } = render(
      <>
        <ReversiStatus store={store} />
        <ReversiBoard store={store} />
        <ReversiMoveList store={store} />
      </>,
    );
    fireEvent.click(reversiSquare('D3'));
    expect(liveRegion(container).textContent?.trim()).toBe('Black plays D3, flips 1');
    expect(screen.getByRole('listitem', { name: '1. D3, black' })).toBeDefined();
    fireEvent.click(reversiSquare('A1'));
    expect(liveRegion(container).textContent?.trim()).toBe('A1 flips no discs');
  });

  it('draws a to h by default', () => {
    const { container } = render(<ReversiBoard />);
    expect(drawnLetters(container)).toBe('abcdefgh');
  });
});
