import { OptionError } from '@stonekit/core';
import { clip } from './errors.ts';
import type { PlayerNames, SavedGamesStorage } from './types.ts';

/** An id or a slot name: short, and safe in any key, file name or URL. */
const NAME_OF_KEY = /^[A-Za-z0-9_-]{1,64}$/;
/** The longest name a saved game may have. */
const LONGEST_NAME = 200;

/** How a refused value reads in a message: quoted when a string, and never long. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return `the string '${clip(value, 40)}'`;
  if (value === null || typeof value !== 'object') return clip(String(value), 40);
  return Array.isArray(value) ? 'an array' : 'an object';
}

/** `value` as an id or a slot name. @throws OptionError for anything else */
export function checkKeyName(option: 'id' | 'slot', value: unknown): string {
  if (typeof value !== 'string' || !NAME_OF_KEY.test(value)) {
    throw new OptionError(
      option,
      `Expected ${option} to be 1 to 64 letters, digits, '-' or '_', got ${shown(value)}`,
    );
  }
  return value;
}

/** A game's name, trimmed. @throws OptionError for anything but text of 1 to 200 characters */
export function checkName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : value;
  if (typeof name !== 'string' || name === '' || name.length > LONGEST_NAME) {
    throw new OptionError(
      'name',
      `Expected name to be text of 1 to ${LONGEST_NAME} characters, got ${shown(value)}`,
    );
  }
  return name;
}

/** The people's names of a save. @throws OptionError for anything but `{ black?, white? }` of text */
export function checkPlayers(value: unknown): PlayerNames {
  if (value === undefined) return {};
  const players = value as Record<string, unknown> | null;
  const fits = (name: unknown) => name === undefined || typeof name === 'string';
  if (typeof players !== 'object' || players === null || Array.isArray(players)) {
    throw new OptionError(
      'players',
      `Expected players to be { black?, white? }, got ${shown(value)}`,
    );
  }
  if (!fits(players.black) || !fits(players.white)) {
    throw new OptionError('players', 'Expected the names in players to be text');
  }
  return players as PlayerNames;
}

/** A storage adapter. @throws OptionError for one without `list`, `get`, `set` and `remove` */
export function checkStorage(storage: unknown): SavedGamesStorage {
  const methods = ['list', 'get', 'set', 'remove'] as const;
  const given = storage as Record<string, unknown> | null;
  if (
    typeof given !== 'object' ||
    given === null ||
    methods.some((method) => typeof given[method] !== 'function')
  ) {
    throw new OptionError(
      'storage',
      `Expected storage to have list, get, set and remove methods, got ${shown(storage)}`,
    );
  }
  return storage as SavedGamesStorage;
}
