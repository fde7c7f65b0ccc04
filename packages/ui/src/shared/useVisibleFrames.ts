import { useIsomorphicLayoutEffect, useLatest } from './useLatest.ts';

// Where there is no requestAnimationFrame (an old test environment), a timer at about ten frames
// a second still shows every tenth.
function nextFrame(callback: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(frame);
  }
  const timer = setTimeout(callback, 100);
  return () => clearTimeout(timer);
}

/**
 * Calls `read(source, now)` on every animation frame while `source` is not null and the page is
 * visible, until `read` returns false: how a clock face or a thinking time ticks without the
 * store changing. It starts again when `source` changes (by identity), stops while the page is
 * hidden and catches up when it shows again, and stops on unmount. A layout effect, so that a
 * face that starts ticking is read before the browser paints it; `read` and `now` may change
 * on every render. `now` defaults to `Date.now` as it is when called (tests fake it).
 *
 * @example
 * useVisibleFrames(clock.running === side ? clock : null, (clock, time) => showAt(clock, time), now);
 */
export function useVisibleFrames<T>(
  source: T | null,
  read: (source: T, time: number) => boolean,
  now?: (() => number) | undefined,
): void {
  const latest = useLatest({ read, now });
  useIsomorphicLayoutEffect(() => {
    if (source === null) return;
    let cancel: (() => void) | null = null;
    function frame(): void {
      cancel = null;
      const time = latest.current.now === undefined ? Date.now() : latest.current.now();
      if (source !== null && latest.current.read(source, time)) cancel = nextFrame(frame);
    }
    function stop(): void {
      cancel?.();
      cancel = null;
    }
    function onVisibilityChange(): void {
      if (document.visibilityState === 'hidden') stop();
      else if (cancel === null) frame();
    }
    document.addEventListener('visibilitychange', onVisibilityChange);
    if (document.visibilityState !== 'hidden') frame();
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [source]);
}
