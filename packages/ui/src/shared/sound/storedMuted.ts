/**
 * The sound setting remembered in `localStorage`, read and written so that nothing can break the
 * page: storage may be missing (a server), refuse access (a sandboxed frame, blocked cookies),
 * be full, or hold anything another script left under the key.
 */

/** The page's `localStorage`, or `null` where there is none or it may not be touched. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the sound was left muted, as remembered under `key`: `true` for `'off'`, `false` for
 * `'on'`, and `null` for nothing remembered, anything else stored there, or storage out of reach.
 *
 * @example
 * readStoredMuted('my-app:sound'); // true after the user turned sound off
 */
export function readStoredMuted(key: string): boolean | null {
  try {
    const value = storage()?.getItem(key);
    return value === 'off' ? true : value === 'on' ? false : null;
  } catch {
    return null;
  }
}

/**
 * Remembers under `key` whether the sound is muted, as `'off'` or `'on'`; does nothing where
 * storage is out of reach or full.
 *
 * @example
 * writeStoredMuted('my-app:sound', true); // localStorage['my-app:sound'] === 'off'
 */
export function writeStoredMuted(key: string, muted: boolean): void {
  try {
    storage()?.setItem(key, muted ? 'off' : 'on');
  } catch {
    // Full or refused: the choice still holds for this visit.
  }
}
