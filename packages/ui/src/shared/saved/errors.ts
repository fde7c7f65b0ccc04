import { StonekitError } from '@stonekit/core';

/**
 * What went wrong with saved games:
 * - `quota`: storage is full; nothing was written, the entries are as they were
 * - `unreadable`: the entry's text does not read as a saved game (it is kept as it is)
 * - `not-found`: no entry under that id
 * - `storage`: storage refused or failed (missing, blocked by the browser, a server error)
 */
export type SavedGameErrorKind = 'quota' | 'unreadable' | 'not-found' | 'storage';

/** Longest text of a cause or an id quoted in a message. */
const SHOWN = 80;

/** `text` cut to `max` characters, ending in `...` when cut, so that no message runs on. */
export function clip(text: string, max: number = SHOWN): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

/**
 * Thrown (as a rejection) by `SavedGames` when storage fails it or an entry cannot be used;
 * `kind` says which, for a message to the user. Bad arguments throw `OptionError` instead.
 *
 * @example
 * try { await savedGames.save(store, { name: 'Final' }); }
 * catch (e) { if (e instanceof SavedGameError && e.kind === 'quota') alert('Storage is full'); }
 */
export class SavedGameError extends StonekitError {
  override name = 'SavedGameError';
  /** What went wrong. */
  readonly kind: SavedGameErrorKind;
  /** The entry or slot concerned, or `null` for the list as a whole. */
  readonly id: string | null;

  constructor(
    kind: SavedGameErrorKind,
    message: string,
    details: { id?: string | null; cause?: unknown } = {},
  ) {
    super(clip(message, 300), details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.id = details.id ?? null;
  }
}

/** Whether `error` is a browser's "storage is full", under any of the names browsers give it. */
export function isQuotaError(error: unknown): boolean {
  if (error instanceof SavedGameError) return error.kind === 'quota';
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  // Firefox said NS_ERROR_DOM_QUOTA_REACHED (code 1014) before it took the standard name.
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}

/**
 * The `SavedGameError` a failure of storage stands for: a full storage as `'quota'`, our own
 * errors as they are, anything else as `'storage'`, its message cut short.
 *
 * @example
 * catch (error) { throw storageError(error, 'save', id); }
 */
export function storageError(error: unknown, doing: string, id: string | null): SavedGameError {
  if (error instanceof SavedGameError) return error;
  if (isQuotaError(error)) {
    return new SavedGameError('quota', `Storage is full: could not ${doing}`, {
      id,
      cause: error,
    });
  }
  const said = error instanceof Error ? error.message : String(error);
  return new SavedGameError('storage', `Storage failed to ${doing}: ${clip(said)}`, {
    id,
    cause: error,
  });
}
