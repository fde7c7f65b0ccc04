import { type Point, parsePoint } from '@stonekit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { GomokuBoard } from '../gomoku/GomokuBoard.tsx';
import { createGomokuStore } from '../gomoku/store.ts';
import { ReversiBoard } from '../reversi/ReversiBoard.tsx';
import { createReversiStore } from '../reversi/store.ts';

// What the boards mark for the player besides the game: the squares open to play, the hint and a
// refused move, in the default theme and the dark one, side by side so they can be compared.

const themes = {
  default: { className: undefined, page: { background: '#ffffff', color: '#1d1d1f' } },
  dark: { className: 'stonekit-theme-dark', page: { background: '#111418', color: '#e5e7eb' } },
} as const;

type ThemeName = keyof typeof themes;

function Themed({
  theme,
  title,
  children,
}: {
  theme: ThemeName;
  title: string;
  children: ReactNode;
}): ReactNode {
  const { className, page } = themes[theme];
  return (
    <section className={className} style={{ ...page, padding: 12, borderRadius: 8 }}>
      <h2 style={{ fontSize: 14, margin: '0 0 8px' }}>{title}</h2>
      {children}
    </section>
  );
}

function Row({ children }: { children: ReactNode }): ReactNode {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        gap: 16,
        alignItems: 'start',
      }}
    >
      {children}
    </div>
  );
}

const meta = {
  title: 'Boards/Cues',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `showLegalMoves`: a ring in the colour of the side to move on every square it may play, never
 * taken for the felt's four solid dots; black to move, then white, in both themes.
 */
export const LegalMoves: Story = {
  render: () => (
    <Row>
      {(['default', 'dark'] as const).flatMap((theme) => [
        <Themed key={`${theme}-black`} theme={theme} title={`Black to move (${theme})`}>
          <ReversiBoard showLegalMoves aria-label={`Black to move, ${theme} theme`} />
        </Themed>,
        <Themed key={`${theme}-white`} theme={theme} title={`White to move (${theme})`}>
          <ReversiBoard
            showLegalMoves
            defaultMoves="f5"
            aria-label={`White to move, ${theme} theme`}
          />
        </Themed>,
      ])}
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const black = canvas.getByRole('grid', { name: 'Black to move, default theme' });
    const rings = black.querySelectorAll('.stonekit-legal-hint');
    await expect(rings).toHaveLength(4);
    for (const ring of rings) await expect(ring.getAttribute('data-color')).toBe('black');
    const white = canvas.getByRole('grid', { name: 'White to move, dark theme' });
    for (const ring of white.querySelectorAll('.stonekit-legal-hint')) {
      await expect(ring.getAttribute('data-color')).toBe('white');
    }
  },
};

const points = (names: string): Point[] =>
  names.split(' ').map((name) => parsePoint(name, 15) ?? { x: 0, y: 0 });

/** A Gomoku game with the hint the search gives for white, set by hand: no worker needed. */
function GomokuHint({ label }: { label: string }): ReactNode {
  const [store] = useState(() => {
    const created = createGomokuStore({ moves: 'h8 i9 g9 i7 i8 g7 j7 f6 j9 h7 k10' });
    const { game } = created.getState();
    const pv = points('f7 e7 f8 f5');
    created.setState({ hint: { kind: 'win', move: pv[0] ?? null, in: 8, pv, game } as never });
    return created;
  });
  return <GomokuBoard store={store} aria-label={label} />;
}

/** A Reversi game with a hint for black at c6, set by hand. */
function ReversiHint({ label }: { label: string }): ReactNode {
  const [store] = useState(() => {
    const created = createReversiStore({ moves: 'f5d6c3d3c4f4f6f3e6e7' });
    const { game } = created.getState();
    created.setState({
      hint: { move: 'c6', kind: 'estimate', score: 4, pv: ['c6', 'b5'], game } as never,
    });
    return created;
  });
  return <ReversiBoard store={store} showLegalMoves aria-label={label} />;
}

/**
 * The hint on both boards: the stone or disc the side to move would play, translucent, in a
 * strong ring (`--stonekit-hint`, `--stonekit-felt-hint`) that closes in on it as it arrives.
 */
export const Hints: Story = {
  render: () => (
    <Row>
      {(['default', 'dark'] as const).flatMap((theme) => [
        <Themed key={`${theme}-gomoku`} theme={theme} title={`Gomoku, white's hint (${theme})`}>
          <GomokuHint label={`Gomoku hint, ${theme} theme`} />
        </Themed>,
        <Themed key={`${theme}-reversi`} theme={theme} title={`Reversi, black's hint (${theme})`}>
          <ReversiHint label={`Reversi hint, ${theme} theme`} />
        </Themed>,
      ])}
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gomoku = canvas.getByRole('grid', { name: 'Gomoku hint, default theme' });
    const point = within(gomoku).getByRole('gridcell', { name: /^f7, empty, hint/ });
    await expect(point.querySelector('.stonekit-hint-stone')).not.toBeNull();
    await expect(point.querySelector('.stonekit-hint')?.getAttribute('data-color')).toBe('white');
    const reversi = canvas.getByRole('grid', { name: 'Reversi hint, dark theme' });
    const square = within(reversi).getByRole('gridcell', { name: /^c6, empty, legal move/ });
    await expect(square.querySelector('.stonekit-hint')?.getAttribute('data-color')).toBe('black');
    // The hint's disc stands for the legal move: no ring beside it.
    await expect(square.querySelector('.stonekit-legal-hint')).toBeNull();
  },
};

/**
 * A Reversi move that flips nothing is refused visibly as well as in words: its square is ringed
 * for a second (`data-refused`). Click any empty square that is not a legal move.
 */
export const RefusedMove: Story = {
  render: () => (
    <Row>
      {(['default', 'dark'] as const).map((theme) => (
        <Themed key={theme} theme={theme} title={`A move that flips nothing (${theme})`}>
          <ReversiBoard showLegalMoves aria-label={`Reversi, ${theme} theme`} />
        </Themed>
      ))}
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const board = canvas.getByRole('grid', { name: 'Reversi, default theme' });
    const corner = within(board).getByRole('gridcell', { name: /^a1, empty/ });
    await userEvent.click(corner);
    await expect(corner.hasAttribute('data-refused')).toBe(true);
    await expect(corner.querySelector('.stonekit-refusal')).not.toBeNull();
  },
};
