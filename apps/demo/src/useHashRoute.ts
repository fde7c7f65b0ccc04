import { useCallback, useSyncExternalStore } from 'react';

/** The demo's pages, addressed by the URL hash (`#/gomoku`, `#/reversi`) so links and reloads keep the page. */
export type Route = 'gomoku' | 'reversi';

/**
 * A game a link brings to a page: `#/gomoku?g=<share code>`, from someone who shared it, or with
 * `&from=import` when the other page hands over a game imported there.
 */
export interface GameLink {
  readonly code: string; // the share code, as encodeShareCode wrote it
  readonly from: 'link' | 'import'; // who sends it: a shared link, or an import on the other page
}

const routes: readonly Route[] = ['gomoku', 'reversi'];

/** The page and its query, split: `#/reversi?g=AQEB` gives `['reversi', 'g=AQEB']`. */
function parts(hash: string): [string, string] {
  const path = hash.replace(/^#\/?/, '');
  const query = path.indexOf('?');
  return query === -1 ? [path, ''] : [path.slice(0, query), path.slice(query + 1)];
}

function routeOf(hash: string): Route {
  const [name] = parts(hash);
  return routes.find((route) => route === name) ?? 'gomoku';
}

function linkOf(hash: string): GameLink | null {
  const params = new URLSearchParams(parts(hash)[1]);
  const code = params.get('g');
  if (code === null || code === '') return null;
  return { code, from: params.get('from') === 'import' ? 'import' : 'link' };
}

// replaceState fires no hashchange: the hooks below are told by hand.
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('hashchange', onChange);
  };
}

const currentHash = () => window.location.hash;

/** The page the hash names (Gomoku when it names none) and a function to go to another. */
export function useHashRoute(): [Route, (route: Route) => void] {
  const hash = useSyncExternalStore(subscribe, currentHash, () => '');
  const navigate = useCallback((next: Route) => {
    window.location.hash = `/${next}`;
  }, []);
  return [routeOf(hash), navigate];
}

/**
 * The game the hash brings, if any, and the function that takes it out of the address once it
 * is dealt with, so that a reload does not bring it again.
 */
export function useGameLink(): [GameLink | null, () => void] {
  const hash = useSyncExternalStore(subscribe, currentHash, () => '');
  const link = linkOf(hash);
  const code = link?.code ?? null;
  const from = link?.from ?? 'link';
  const clear = useCallback(() => replaceHash(`#/${routeOf(window.location.hash)}`), []);
  return [code === null ? null : { code, from }, clear];
}

/** Goes to `hash` in place of the address now, leaving no step in the history to go back to. */
export function replaceHash(hash: string): void {
  window.history.replaceState(window.history.state, '', hash);
  for (const listener of [...listeners]) listener();
}

/** The address of a page holding the game `code`: what Share copies, and how an import changes page. */
export function gameLinkHref(route: Route, code: string, from: GameLink['from'] = 'link'): string {
  const query = from === 'import' ? `g=${code}&from=import` : `g=${code}`;
  return `#/${route}?${query}`;
}
