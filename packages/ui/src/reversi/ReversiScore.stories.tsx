import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useOwnStore } from '../shared/useOwnStore.ts';
import { reversiMessagesZh } from './messages.zh.ts';
import { ReversiBoard } from './ReversiBoard.tsx';
import { ReversiScore, type ReversiScoreProps } from './ReversiScore.tsx';
import { createReversiStore, type ReversiStore } from './store.ts';

// Each side always plays its first legal move, a1 first: white wins 45 to 19.
const finishedGame =
  'd3c3b3b2b1a1c4c1c2d2d1e1a2a3f5e2f1g1f2e3b5b4a5a4c5a6f4f3g3g2h2h1h3h4g4c6g5h5b6c7d6e6f6g6h6h7a7b7a8d7e7f7g7g8b8c8d8e8f8h8';
// A random game that filled the board 32-32 without a pass.
const fullBoardDraw =
  'd3c3c4c5b2f4f5f6e6c2g6a1b3f7b1h5g7b4e7c1g3a2a4g5d1f3c6a5a3d8f2e8a6d2f8h7c8c7b7e3g4g1h6h4h3d6e1a8b6h2g2g8b8b5h8e2f1d7h1a7';

/** Counts worth seeing, each a real store built from its moves. */
const games = {
  start: () => createReversiStore(),
  midGame: () => createReversiStore({ moves: 'f5d6c3d3c4f4f6f3e6e7' }),
  // The shortest games last nine moves; in this one black takes every white disc.
  wipeOut: () => createReversiStore({ moves: 'd3c3b3d2e1d6d7e3f4' }),
  won: () => createReversiStore({ moves: finishedGame }),
  draw: () => createReversiStore({ moves: fullBoardDraw }),
} satisfies Record<string, () => ReversiStore>;

type GameName = keyof typeof games;

/** A score on a store of its own, made once from `game` and disposed of on unmount. */
function ScoreOf({ game, ...props }: ReversiScoreProps & { game: GameName }): ReactNode {
  const store = useOwnStore(games[game]);
  return <ReversiScore {...props} store={store} />;
}

const meta = {
  title: 'Components/ReversiScore',
  component: ReversiScore,
  tags: ['autodocs'],
  argTypes: {
    store: { control: false },
    messages: { control: false },
  },
} satisfies Meta<typeof ReversiScore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The start: two discs each, each count after a small disc of its colour. */
export const Default: Story = {
  render: (args) => <ScoreOf {...args} game="start" />,
};

/** Chinese texts, from `reversiMessagesZh`. */
export const Chinese: Story = {
  args: { messages: reversiMessagesZh },
  render: (args) => (
    <span lang="zh-CN">
      <ScoreOf {...args} game="midGame" />
    </span>
  ),
};

/** A board and its score on one store. */
function ControlledGame(props: ReversiScoreProps): ReactNode {
  const store = useOwnStore(() => createReversiStore());
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <ReversiScore {...props} store={store} />
      <ReversiBoard store={store} showLegalMoves />
    </div>
  );
}

/** The score follows the board. The play function plays f5 and reads 4 to 1. */
export const Controlled: Story = {
  render: (args) => <ControlledGame {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = (stone: string) =>
      canvasElement.querySelector(`.stonekit-score-side[data-stone="${stone}"]`);
    await expect(count('black')).toHaveAttribute('data-count', '2');
    await userEvent.click(canvas.getByRole('gridcell', { name: /^f5,/ }));
    await expect(count('black')).toHaveAttribute('data-count', '4');
    await expect(count('white')).toHaveAttribute('data-count', '1');
    await expect(canvasElement.querySelector('.stonekit-score')).toHaveTextContent(
      'Black 4 · White 1',
    );
  },
};

const captions: Record<GameName, string> = {
  start: 'Start',
  midGame: 'Mid-game',
  wipeOut: 'Wipe-out',
  won: 'Finished',
  draw: 'Drawn 32-32',
};

/** Every count side by side, each with a caption. */
export const AllStates: Story = {
  render: (args) => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px' }}>
      {(Object.keys(games) as GameName[]).map((game) => (
        <div key={game} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{captions[game]}</dt>
          <dd style={{ margin: 0 }}>
            <ScoreOf {...args} game={game} />
          </dd>
        </div>
      ))}
    </dl>
  ),
};
