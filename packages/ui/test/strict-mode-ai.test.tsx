import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { GomokuProvider } from '../src/gomoku/context.tsx';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { ReversiProvider } from '../src/reversi/context.tsx';
import { ReversiBoard } from '../src/reversi/ReversiBoard.tsx';
import { createReversiStore, type ReversiStore } from '../src/reversi/store.ts';
import { useOwnStore } from '../src/shared/useOwnStore.ts';
import { fakeClient } from './fake-ai.ts';

/** A game that makes its own store with `useOwnStore`. */
function OwnGame({ create }: { create: () => ReversiStore }) {
  const store = useOwnStore(create);
  return (
    <ReversiProvider store={store}>
      <ReversiBoard />
    </ReversiProvider>
  );
}

describe('under StrictMode, a store the components create for themselves', () => {
  it('asks the computer for its first move once, not once per rehearsal render', () => {
    const { client, requests } = fakeClient();
    render(
      <StrictMode>
        <GomokuProvider ai={client} aiPlayer="black">
          <GomokuBoard />
        </GomokuProvider>
      </StrictMode>,
    );
    expect(requests).toHaveLength(1);
  });

  it('is created once by useOwnStore, and its search is cancelled when the board goes', async () => {
    const { client, requests } = fakeClient();
    let created = 0;
    const create = () => {
      created++;
      return createReversiStore({ ai: client, aiPlayer: 'black' });
    };
    const { unmount } = render(
      <StrictMode>
        <OwnGame create={create} />
      </StrictMode>,
    );
    expect(created).toBe(1);
    expect(requests).toHaveLength(1);
    unmount();
    // The disposal waits a tick, in case StrictMode mounts the component again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(requests[0]?.signal?.aborted).toBe(true);
  });
});
