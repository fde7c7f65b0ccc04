import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { gomokuMessagesZh } from '../src/gomoku/messages.zh.ts';
import { ReversiBoard } from '../src/reversi/ReversiBoard.tsx';
import type { BoardMarker } from '../src/shared/board/types.ts';

// Finds the row first: naming all 225 cells after every move is slow in jsdom.
function point(name: string): HTMLElement {
  const rows = screen.getAllByRole('row');
  const row = rows[rows.length - Number(name.slice(1))] as HTMLElement;
  return within(row).getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

// Reversi rows run from 1 at the top.
function square(name: string): HTMLElement {
  const rows = screen.getAllByRole('row');
  const row = rows[Number(name.slice(1)) - 1] as HTMLElement;
  return within(row).getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

// jsdom cannot compute colours, so contrast is left to the real-browser e2e run.
const axeOptions: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, axeOptions);
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`);
}

const variation: BoardMarker[] = [
  { kind: 'highlight', at: 'g7' },
  { kind: 'circle', at: 'h8', label: 'key stone' },
  { kind: 'text', at: 'J10', text: 'A', label: 'variation A', color: 'rebeccapurple' },
  { kind: 'arrow', from: 'h8', to: 'k11', label: 'the threat' },
];

describe('GomokuBoard, markers', () => {
  it('draws each marker with its kind and point in data attributes, hidden from assistive technology', () => {
    const { container } = render(<GomokuBoard defaultMoves="h8 i9" markers={variation} />);
    const layers = [...container.querySelectorAll<SVGElement>('svg.stonekit-markers')];
    expect(layers.map((layer) => layer.dataset.layer)).toEqual(['under', 'over']);
    for (const layer of layers) expect(layer.getAttribute('aria-hidden')).toBe('true');
    const drawn = [...container.querySelectorAll<SVGElement>('.stonekit-marker')].map((m) => ({
      marker: m.dataset.marker,
      at: m.dataset.at,
      from: m.dataset.from,
      to: m.dataset.to,
    }));
    expect(drawn).toEqual([
      { marker: 'highlight', at: 'g7', from: undefined, to: undefined },
      { marker: 'circle', at: 'h8', from: undefined, to: undefined },
      { marker: 'text', at: 'j10', from: undefined, to: undefined },
      { marker: 'arrow', at: undefined, from: 'h8', to: 'k11' },
    ]);
  });

  it('writes a text marker and colours it with its own colour', () => {
    const { container } = render(<GomokuBoard markers={variation} />);
    const text = container.querySelector<SVGTextElement>('[data-marker="text"]');
    expect(text?.textContent).toBe('A');
    expect(text?.style.color).toBe('rebeccapurple');
  });

  it('puts highlights under the grid and the other markers over it', () => {
    const { container } = render(<GomokuBoard markers={variation} />);
    const grid = screen.getByRole('grid');
    const under = container.querySelector('[data-layer="under"]') as Element;
    const over = container.querySelector('[data-layer="over"]') as Element;
    expect(under.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(over.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('reads a marker label as the description of its point, keeping the point name as it was', () => {
    render(<GomokuBoard defaultMoves="h8 i9" markers={variation} />);
    expect(point('h8')).toBe(
      screen.getByRole('gridcell', { name: 'h8, black stone', description: 'key stone' }),
    );
    expect(point('j10')).toBe(
      screen.getByRole('gridcell', { name: 'j10, empty', description: 'variation A' }),
    );
    // An arrow describes the point it points to.
    expect(point('k11')).toBe(
      screen.getByRole('gridcell', { name: 'k11, empty', description: 'the threat' }),
    );
    expect(point('g7').hasAttribute('aria-describedby')).toBe(false);
  });

  it('reads every label of a point, in the order of the markers', () => {
    render(
      <GomokuBoard
        markers={[
          { kind: 'circle', at: 'c3', label: 'first' },
          { kind: 'text', at: 'c3', text: '1', label: 'second' },
        ]}
      />,
    );
    expect(point('c3')).toBe(screen.getByRole('gridcell', { description: 'first second' }));
  });

  it('leaves out markers that name no point of the board', () => {
    const { container } = render(
      <GomokuBoard
        size={9}
        markers={[
          { kind: 'circle', at: 'o15', label: 'off the board' },
          { kind: 'arrow', from: 'a1', to: 'z9' },
          { kind: 'circle', at: 'e5' },
        ]}
      />,
    );
    expect(container.querySelectorAll('.stonekit-marker')).toHaveLength(1);
    expect(container.querySelector('.stonekit-marker-descriptions')).toBeNull();
  });

  it('draws nothing without markers', () => {
    const { container } = render(<GomokuBoard />);
    expect(container.querySelector('.stonekit-markers')).toBeNull();
    expect(container.querySelector('[aria-describedby]')).toBeNull();
  });

  it('follows new markers and takes the old descriptions away', () => {
    const { rerender } = render(
      <GomokuBoard markers={[{ kind: 'circle', at: 'c3', label: 'x' }]} />,
    );
    expect(point('c3').getAttribute('aria-describedby')).not.toBeNull();
    rerender(<GomokuBoard markers={[{ kind: 'circle', at: 'd4', label: 'y' }]} />);
    expect(point('c3').hasAttribute('aria-describedby')).toBe(false);
    expect(point('d4')).toBe(screen.getByRole('gridcell', { description: 'y' }));
  });

  it('keeps the labels apart on two boards of one page', () => {
    render(
      <>
        <GomokuBoard aria-label="One" markers={[{ kind: 'circle', at: 'c3', label: 'one' }]} />
        <GomokuBoard aria-label="Two" markers={[{ kind: 'circle', at: 'c3', label: 'two' }]} />
      </>,
    );
    const one = screen.getByRole('grid', { name: 'One' });
    const two = screen.getByRole('grid', { name: 'Two' });
    expect(within(one).getByRole('gridcell', { description: 'one' })).toBeDefined();
    expect(within(two).getByRole('gridcell', { description: 'two' })).toBeDefined();
  });

  // Axe on 15 by 15 boards is slow in jsdom: 9 by 9 ones say the same, sooner.
  const small: BoardMarker[] = [
    { kind: 'highlight', at: 'd4' },
    { kind: 'circle', at: 'e5', label: 'key stone' },
    { kind: 'text', at: 'f6', text: 'A', label: 'variation A' },
    { kind: 'arrow', from: 'e5', to: 'g7', label: 'the threat' },
  ];

  it('has no axe violations with markers, in English and in Chinese', async () => {
    const { container } = render(
      <>
        <GomokuBoard size={9} defaultMoves="e5 d6" markers={small} aria-label="English" />
        <GomokuBoard
          size={9}
          defaultMoves="e5 d6"
          markers={small}
          messages={gomokuMessagesZh}
          aria-label="中文"
        />
      </>,
    );
    expect(await violations(container)).toEqual([]);
  }, 15_000);
});

describe('ReversiBoard, markers', () => {
  it('draws markers on squares by name and reads their labels', () => {
    const { container } = render(
      <ReversiBoard
        markers={[
          { kind: 'highlight', at: 'd3', label: 'best move' },
          { kind: 'circle', at: 'e4' },
          { kind: 'arrow', from: 'd3', to: 'c5', label: 'the reply' },
        ]}
      />,
    );
    const drawn = [...container.querySelectorAll<SVGElement>('.stonekit-marker')].map(
      (m) => `${m.dataset.marker} ${m.dataset.at ?? `${m.dataset.from}-${m.dataset.to}`}`,
    );
    expect(drawn).toEqual(['highlight d3', 'circle e4', 'arrow d3-c5']);
    expect(square('d3')).toBe(
      screen.getByRole('gridcell', {
        name: 'd3, empty, legal move, flips 1',
        description: 'best move',
      }),
    );
    expect(square('c5')).toBe(screen.getByRole('gridcell', { description: 'the reply' }));
  });

  it('draws a marker at the centre of its square', () => {
    const { container } = render(
      <ReversiBoard coordinates={false} markers={[{ kind: 'circle', at: 'a1' }]} />,
    );
    const circle = container.querySelector('[data-marker="circle"]');
    // The frame is 1.5 units wide without coordinates, a square 10.
    expect(circle?.getAttribute('cx')).toBe('6.5');
    expect(circle?.getAttribute('cy')).toBe('6.5');
  });

  it('has no axe violations with markers', async () => {
    const { container } = render(
      <ReversiBoard
        showLegalMoves
        markers={[
          { kind: 'text', at: 'f5', text: '1', label: 'first choice' },
          { kind: 'arrow', from: 'f5', to: 'f6' },
        ]}
      />,
    );
    expect(await violations(container)).toEqual([]);
  }, 15_000);
});
