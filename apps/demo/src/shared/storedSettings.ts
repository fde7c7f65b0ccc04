/**
 * Games in progress are kept in localStorage, so a reload or a closed tab loses nothing.
 * A save that can no longer be read is set aside under `<key>:unreadable` rather than deleted.
 */
export function loadSaved<T>(key: string, read: (json: unknown) => T): T | null {
  const text = window.localStorage.getItem(key);
  if (text === null) return null;
  try {
    return read(JSON.parse(text));
  } catch (error) {
    console.warn(`Stonekit demo: the saved game under '${key}' could not be restored`, error);
    window.localStorage.setItem(`${key}:unreadable`, text);
    window.localStorage.removeItem(key);
    return null;
  }
}

export function save(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the game goes on, it just is not kept.
  }
}
