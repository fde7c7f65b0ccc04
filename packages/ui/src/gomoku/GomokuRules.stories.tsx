import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useId } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useOwnStore } from '../shared/useOwnStore.ts';
import { GomokuBoard, type GomokuBoardProps } from './GomokuBoard.tsx';
import { GomokuNotice } from './GomokuNotice.tsx';
import { GomokuStatus } from './GomokuStatus.tsx';
import { createGomokuStore, type GomokuStore } from './store.ts';

// Every position fits an 11 by 11 board, small enough for six boards side by side.
const size = 11;
// Black's e8 f8 g8 and i8 j8 with a gap at h8, white scattered along row 1 and a3.
const beforeOverline = 'e8 a1 f8 c1 g8 e1 i8 g1 j8 a3';
// Black's e8 to h8 with white's stones on d8 and j8, one at each end of the line.
const beforeBlockedFive = 'e8 d8 f8 j8 g8 a1 h8 a3';
// Renju: black's f8 g8 and h6 h7; h8 would make two open threes at once.
const beforeDoubleThree = 'f8 a1 g8 a3 h6 a5 h7 a7';

/** The positions each rule decides differently, each a real store built from its moves. */
const positions = {
  // h8 makes six in a row: under standard only exactly five wins, so the game goes on.
  standardOverline: () =>
    createGomokuStore({ size, rule: 'standard', moves: `${beforeOverline} h8` }),
  // The same six under freestyle, where five or more wins.
  freestyleOverline: () => createGomokuStore({ size, moves: `${beforeOverline} h8` }),
  // i8 makes five with white on both ends: under caro a blocked five does not win.
  caroBlockedFive: () =>
    createGomokuStore({ size, rule: 'caro', moves: `${beforeBlockedFive} i8` }),
  // The same five under freestyle wins, blocked or not.
  freestyleBlockedFive: () => createGomokuStore({ size, moves: `${beforeBlockedFive} i8` }),
  // Renju with `forbiddenMoves: 'lose'`: black's double three at h8 loses the game.
  forbiddenLoses: () =>
    createGomokuStore({
      size,
      rule: 'renju',
      forbiddenMoves: 'lose',
      moves: `${beforeDoubleThree} h8`,
    }),
  // Renju as it is by default: the double three is crossed out and refused.
  forbiddenRefused: () => {
    const store = createGomokuStore({ size, rule: 'renju', moves: beforeDoubleThree });
    store.getState().play('h8');
    return store;
  },
} satisfies Record<string, () => GomokuStore>;

type PositionName = keyof typeof positions;

/** A board with its status line and notice, on a store of its own made from `position`. */
function RulePosition({
  position,
  ...props
}: GomokuBoardProps & { position: PositionName }): ReactNode {
  const store = useOwnStore(positions[position]);
  const statusId = useId();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <GomokuStatus store={store} id={statusId} />
        <GomokuNotice store={store} />
      </p>
      <GomokuBoard {...props} store={store} aria-describedby={statusId} />
    </div>
  );
}

const meta = {
  title: 'Boards/Gomoku/Rules',
  component: GomokuBoard,
  tags: ['autodocs'],
  decorators: [
    // Boards fill their container; a story can widen it with `parameters.boardWidth`.
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.boardWidth as number | string | undefined) ?? 520 }}>
        <Story />
      </div>
    ),
  ],
  argTypes: {
    store: { control: false },
    messages: { control: false },
  },
} satisfies Meta<typeof GomokuBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Standard: black's h8 makes six in a row, which does not win; white is to move. */
export const Default: Story = {
  args: { showMoveNumbers: true },
  render: (args) => <RulePosition {...args} position="standardOverline" />,
};

/** Freestyle, the same six in a row: five or more wins. */
export const FreestyleOverline: Story = {
  args: { showMoveNumbers: true },
  render: (args) => <RulePosition {...args} position="freestyleOverline" />,
};

/** Caro: black's five from e8 to i8 is blocked by white at both ends, so it does not win. */
export const CaroBlockedFive: Story = {
  args: { showMoveNumbers: true },
  render: (args) => <RulePosition {...args} position="caroBlockedFive" />,
};

/** Renju with `forbiddenMoves: 'lose'`: black played the double three at h8 and lost. */
export const ForbiddenMoveLoses: Story = {
  args: { showMoveNumbers: true },
  render: (args) => <RulePosition {...args} position="forbiddenLoses" />,
};

/** A Renju game with forbidden moves that lose, black to move. */
function ControlledGame(props: GomokuBoardProps): ReactNode {
  const store = useOwnStore(() =>
    createGomokuStore({ size, rule: 'renju', forbiddenMoves: 'lose', moves: beforeDoubleThree }),
  );
  const statusId = useId();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0 }}>
        <GomokuStatus store={store} id={statusId} />
      </p>
      <GomokuBoard {...props} store={store} aria-describedby={statusId} />
    </div>
  );
}

/**
 * Renju with `forbiddenMoves: 'lose'`: the forbidden h8 is marked but open to play. The play
 * function plays it, and white wins by black's foul.
 */
export const Controlled: Story = {
  render: (args) => <ControlledGame {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Rows are listed from the top: row 8 of 11 is the fourth.
    const row = within(canvas.getAllByRole('row')[size - 8] as HTMLElement);
    const h8 = row.getByRole('gridcell', { name: /^h8,/ });
    await expect(h8).toHaveAttribute('data-forbidden', 'double-three');
    await userEvent.click(h8);
    await expect(h8).toHaveAttribute('data-stone', 'black');
    const status = canvasElement.querySelector('.stonekit-status') as HTMLElement;
    await expect(status).toHaveAttribute('data-winner', 'white');
    await expect(status).toHaveTextContent('White wins');
  },
};

const captions: Record<PositionName, string> = {
  standardOverline: 'Standard: six does not win',
  freestyleOverline: 'Freestyle: six wins',
  caroBlockedFive: 'Caro: a blocked five does not win',
  freestyleBlockedFive: 'Freestyle: a blocked five wins',
  forbiddenLoses: "Renju, forbiddenMoves 'lose'",
  forbiddenRefused: "Renju, forbiddenMoves 'refuse'",
};

/** Every rule's decision side by side, for visual review. */
export const AllStates: Story = {
  parameters: { boardWidth: 'none' },
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        gap: 24,
      }}
    >
      {(Object.keys(positions) as PositionName[]).map((position) => (
        <figure key={position} style={{ margin: 0 }}>
          <RulePosition {...args} position={position} aria-label={`${captions[position]} board`} />
          <figcaption style={{ marginTop: 8, textAlign: 'center' }}>
            {captions[position]}
          </figcaption>
        </figure>
      ))}
    </div>
  ),
};
