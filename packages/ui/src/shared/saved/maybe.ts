import type { MaybePromise } from './types.ts';

// Storage may answer at once or with a promise. Code that must finish at once when it can (an
// autosave as the page goes away, a game restored during the first render) chains through
// these, which wait only for what is really a promise.

/** Whether `value` is a promise, or anything else with a `then`. */
export function isPromiseLike<T>(value: MaybePromise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** `next(value)`, at once when `value` is there already, after it when it is a promise. */
export function chain<T, U>(value: MaybePromise<T>, next: (value: T) => MaybePromise<U>) {
  return isPromiseLike(value) ? value.then(next) : next(value);
}
