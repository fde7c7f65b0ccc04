/**
 * How promptly a search answers an abort, in turns of the event loop rather than milliseconds: a
 * busy machine stretches the milliseconds (the 50 ms bound these tests had failed at 58 ms on CI),
 * but not the turns. A search that honours the abort stops in the first turn it gets after it;
 * one that ignored it would search on in slices, yielding a turn after each.
 */

/** A search that is started with a signal and resolves to its result. */
type Started<T> = (signal: AbortSignal) => Promise<T>;

/**
 * Starts `search`, aborts it after `ms`, and counts the event loop's turns (timers that run) from
 * the abort until the search resolves: -1 if it resolved before the abort.
 */
export async function abortAfter<T>(
  ms: number,
  search: Started<T>,
): Promise<{ result: T; turnsAfterAbort: number }> {
  const controller = new AbortController();
  let turns = -1;
  let settled = false;
  const tick = () => {
    setTimeout(() => {
      if (settled) return;
      turns++;
      tick();
    }, 0);
  };
  const timer = setTimeout(() => {
    controller.abort();
    turns = 0;
    tick();
  }, ms);
  try {
    return { result: await search(controller.signal), turnsAfterAbort: turns };
  } finally {
    settled = true;
    clearTimeout(timer);
  }
}
