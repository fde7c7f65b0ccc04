/**
 * The demo's settings (players, board, next game, language) are kept in localStorage, so a
 * reload or a closed tab loses nothing. A setting that can no longer be read gives its default;
 * its text is set aside under `<key>:unreadable` rather than deleted. Games are kept by the kit's
 * saved games instead (`./games/savedGames.ts`).
 */
export function loadSetting<T>(key: string, read: (json: unknown) => T): T | null {
  const text = window.localStorage.getItem(key);
  if (text === null) return null;
  try {
    return read(JSON.parse(text));
  } catch (error) {
    console.warn(`Stonekit demo: the setting under '${key}' could not be read`, error);
    window.localStorage.setItem(`${key}:unreadable`, text);
    window.localStorage.removeItem(key);
    return null;
  }
}

export function saveSetting(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the page goes on, it just is not kept.
  }
}
