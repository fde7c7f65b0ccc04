import { useCallback, useEffect, useRef, useState } from 'react';
import { SavedGameError, storageError } from './errors.ts';
import type { SavedGameListItem, SavedGames } from './types.ts';

/**
 * The list of saved games as a component shows it, kept up to date.
 *
 * @example
 * const { items, error } = useSavedGames(savedGames);
 */
export interface SavedGamesView {
  readonly items: readonly SavedGameListItem[] | null; // newest first; null until the first list has come
  readonly error: SavedGameError | null; // why the last listing failed, null when it did not
  /** Lists the games again; a change through `savedGames` does this by itself. */
  refresh(): void;
}

interface Listed {
  readonly items: readonly SavedGameListItem[] | null;
  readonly error: SavedGameError | null;
}

/**
 * The saved games of `savedGames`, listed once mounted and again after every change of the list
 * (a save, a rename, a removal, here or in another tab). A listing that comes back after a newer
 * one has started is dropped, so the list never goes back in time. Nothing is listed during
 * server rendering: `items` is `null` there and on the first render.
 *
 * @example
 * function Count({ savedGames }: { savedGames: SavedGames }) {
 *   const { items } = useSavedGames(savedGames);
 *   return <span>{items === null ? '…' : items.length}</span>;
 * }
 */
export function useSavedGames(savedGames: SavedGames): SavedGamesView {
  const [listed, setListed] = useState<Listed>({ items: null, error: null });
  const latest = useRef(0);
  const mounted = useRef(false);

  const refresh = useCallback(() => {
    const ticket = ++latest.current;
    savedGames.list().then(
      (items) => {
        if (mounted.current && ticket === latest.current) setListed({ items, error: null });
      },
      (error: unknown) => {
        if (!mounted.current || ticket !== latest.current) return;
        const failure =
          error instanceof SavedGameError ? error : storageError(error, 'list the games', null);
        setListed((before) => ({ items: before.items, error: failure }));
      },
    );
  }, [savedGames]);

  useEffect(() => {
    mounted.current = true;
    refresh();
    const unsubscribe = savedGames.subscribe(refresh);
    return () => {
      mounted.current = false;
      unsubscribe();
    };
  }, [savedGames, refresh]);

  return { items: listed.items, error: listed.error, refresh };
}
