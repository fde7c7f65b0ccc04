import type { AiClient } from '@stonekit/core/ai';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useId } from 'react';
import { ThinkingIndicator } from '../shared/ai/ThinkingIndicator.tsx';
import { useOwnStore } from '../shared/useOwnStore.ts';
import { GomokuProvider } from './context.tsx';
import { GomokuBoard } from './GomokuBoard.tsx';
import { GomokuOpeningPanel } from './GomokuOpeningPanel.tsx';
import { GomokuStatus } from './GomokuStatus.tsx';
import type { GomokuMessages } from './messages.ts';
import { gomokuMessagesZh } from './messages.zh.ts';
import { createGomokuStore, type GomokuStore } from './store.ts';

// Kansei (1D): h8 h9 h10 on one line, a position that is its own mirror image, so two fifth
// moves on either side of the h file are the same move.
const kansei = 'h8 h9 h10';

/** A RIF game whose black is to offer two fifth moves: Kansei kept, move 4 on h6. */
function rifOffering(): GomokuStore {
  const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: kansei });
  store.getState().choose('keep');
  store.getState().play('h6');
  return store;
}

interface OpeningGameProps {
  setUp: () => GomokuStore; // builds the game shown, once
  messages?: Partial<GomokuMessages> | undefined; // texts of every part
}

/** A board with its status line, notice and opening panel, all on one store. */
function OpeningGame({ setUp, messages }: OpeningGameProps): ReactNode {
  const store = useOwnStore(setUp);
  const statusId = useId();
  return (
    <GomokuProvider store={store}>
      <div style={{ display: 'grid', gap: 12 }}>
        <p style={{ margin: 0, fontWeight: 600, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <GomokuStatus id={statusId} messages={messages} />
          <ThinkingIndicator store={store} messages={messages} />
        </p>
        <GomokuBoard aria-describedby={statusId} messages={messages} showMoveNumbers />
        <GomokuOpeningPanel messages={messages} />
      </div>
    </GomokuProvider>
  );
}

const meta = {
  title: 'Boards/Gomoku/Openings',
  component: GomokuOpeningPanel,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GomokuOpeningPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Swap2 after three stones: the second player takes a colour or places two more. */
export const Swap2Choose: Story = {
  render: () => (
    <OpeningGame setUp={() => createGomokuStore({ opening: 'swap2', moves: 'h8 h9 i9' })} />
  ),
};

/** Swap2, the other branch: the second player placed two more stones; the first takes a colour. */
export const Swap2PlaceTwo: Story = {
  render: () => (
    <OpeningGame
      setUp={() => {
        const store = createGomokuStore({ opening: 'swap2', moves: 'h8 h9 i9' });
        store.getState().choose('place-two');
        store.getState().play('j10');
        store.getState().play('g7');
        return store;
      }}
    />
  ),
};

/** Swap1 after three stones placed anywhere: the second player takes a colour. */
export const Swap1Choose: Story = {
  render: () => (
    <OpeningGame setUp={() => createGomokuStore({ opening: 'swap1', moves: 'd4 l12 h8' })} />
  ),
};

/** Centre: the first stone may only go on the centre point, highlighted. */
export const CentreFirstStone: Story = {
  render: () => <OpeningGame setUp={() => createGomokuStore({ opening: 'centre' })} />,
};

/** RIF, move 3: the central 5x5 square is highlighted and only its points take the stone. */
export const RifPlaceInRegion: Story = {
  render: () => (
    <OpeningGame
      setUp={() => createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9' })}
    />
  ),
};

/** RIF after move 3: white swaps or keeps; the status line names the opening. */
export const RifSwapOrKeep: Story = {
  render: () => (
    <OpeningGame
      setUp={() => createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 i9' })}
    />
  ),
};

/**
 * RIF, the fifth moves: black clicks points on the board, numbered as chosen; i7 mirrors g7, so
 * it was refused, and the offer waits for a second point.
 */
export const RifOfferFifth: Story = {
  render: () => (
    <OpeningGame
      setUp={() => {
        const store = rifOffering();
        store.getState().toggleOffer('g7');
        store.getState().toggleOffer('i7');
        return store;
      }}
    />
  ),
};

/** RIF, the offered fifth moves marked: white picks one on the board or with a button. */
export const RifSelectFifth: Story = {
  render: () => (
    <OpeningGame
      setUp={() => {
        const store = rifOffering();
        store.getState().offerFifth(['g7', 'j7']);
        return store;
      }}
    />
  ),
};

/** Yamaguchi after move 3: black declares how many fifth moves it will offer. */
export const YamaguchiDeclare: Story = {
  render: () => (
    <OpeningGame
      setUp={() => createGomokuStore({ rule: 'renju', opening: 'yamaguchi', moves: 'h8 h9 i9' })}
    />
  ),
};

/** Yamaguchi, four fifth moves declared and offered: white selects one of them. */
export const YamaguchiSelectFifth: Story = {
  render: () => (
    <OpeningGame
      setUp={() => {
        const store = createGomokuStore({ rule: 'renju', opening: 'yamaguchi', moves: 'h8 h9 i9' });
        store.getState().declareOffers(4);
        store.getState().choose('keep');
        store.getState().play('h6');
        store.getState().offerFifth(['g7', 'j7', 'g10', 'k8']);
        return store;
      }}
    />
  ),
};

/**
 * Taraguchi-10 after four stones, each in a wider central square with a swap after it: black
 * swaps, keeps and plays the fifth in the 9x9, or offers ten fifth moves.
 */
export const Taraguchi10Choice: Story = {
  render: () => (
    <OpeningGame
      setUp={() => {
        const store = createGomokuStore({ rule: 'renju', opening: 'taraguchi-10' });
        const { play, choose } = store.getState();
        play('h8');
        choose('keep');
        play('h9');
        choose('keep');
        play('i10');
        choose('keep');
        play('g11');
        return store;
      }}
    />
  ),
};

/** The opening over: normal play, the panel gone, the opening's name in the status line. */
export const OpeningDone: Story = {
  render: () => (
    <OpeningGame
      setUp={() => {
        const store = rifOffering();
        store.getState().offerFifth(['g7', 'j7']);
        store.getState().selectFifth('j7');
        return store;
      }}
    />
  ),
};

/** The panel, the status line and the board in Chinese. */
export const Chinese: Story = {
  render: () => (
    <div lang="zh-CN">
      <OpeningGame
        messages={gomokuMessagesZh}
        setUp={() => {
          const store = rifOffering();
          store.getState().toggleOffer('g7');
          return store;
        }}
      />
    </div>
  ),
};

/** A client whose searches never end: the computer thinks for as long as the story is shown. */
const thinkingForever: AiClient = { run: () => new Promise(() => {}), dispose() {} };

/**
 * RIF against the computer, which sits as the second player: it is weighing whether to swap, so
 * the panel is disabled and busy, and the thinking indicator names the colour it holds.
 */
export const ComputerChoosing: Story = {
  render: () => (
    <OpeningGame
      setUp={() =>
        createGomokuStore({
          rule: 'renju',
          opening: 'rif',
          moves: 'h8 h9 i9',
          ai: thinkingForever,
          aiPlayer: 'white',
        })
      }
    />
  ),
};

/** Move 1 tried on a1 and refused: the panel says it must go on the centre point. */
export const RefusedOutsideRegion: Story = {
  render: () => (
    <OpeningGame
      setUp={() => {
        const store = createGomokuStore({ rule: 'renju', opening: 'rif' });
        store.getState().play('a1');
        return store;
      }}
    />
  ),
};
