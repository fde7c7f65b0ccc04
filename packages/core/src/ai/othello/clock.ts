/**
 * Time and yielding without DOM or Node types: the engines' TypeScript sees only the ECMAScript
 * library, so the host's `performance` and `setTimeout` are looked up on `globalThis`. Both exist
 * in browsers, Web Workers, Node, Deno and Bun.
 */

interface Host {
  performance?: { now(): number };
  setTimeout?: (callback: () => void, ms: number) => unknown;
}

const host = globalThis as unknown as Host;

/** Milliseconds from an arbitrary origin, as finely as the host allows. */
export function now(): number {
  return host.performance === undefined ? Date.now() : host.performance.now();
}

/**
 * Resolves after the event loop has run other tasks, such as an `abort()` queued by a timer or an
 * event handler. Resolves at once where there is no `setTimeout`.
 */
export function yieldToEventLoop(): Promise<void> {
  if (host.setTimeout === undefined) return Promise.resolve();
  // Called as a method of globalThis: some hosts refuse a detached setTimeout.
  return new Promise((resolve) => {
    host.setTimeout?.(resolve, 0);
  });
}
