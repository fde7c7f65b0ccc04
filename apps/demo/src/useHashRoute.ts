import { useCallback, useSyncExternalStore } from 'react';

/** The demo's pages, addressed by the URL hash (`#/gomoku`, `#/reversi`) so links and reloads keep the page. */
export type Route = 'gomoku' | 'reversi';

const routes: readonly Route[] = ['gomoku', 'reversi'];

function currentRoute(): Route {
  const name = window.location.hash.replace(/^#\/?/, '');
  return routes.find((route) => route === name) ?? 'gomoku';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The page the hash names (Gomoku when it names none) and a function to go to another. */
export function useHashRoute(): [Route, (route: Route) => void] {
  const route = useSyncExternalStore(subscribe, currentRoute, () => 'gomoku' as const);
  const navigate = useCallback((next: Route) => {
    window.location.hash = `/${next}`;
  }, []);
  return [route, navigate];
}
