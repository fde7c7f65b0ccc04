import type {
  ClockJSON,
  Gomoku,
  GomokuJSON,
  GomokuRuleName,
  GomokuState,
  GomokuWinReason,
  OpeningRuleName,
  Reversi,
  ReversiJSON,
  ReversiScore,
  ReversiState,
  ReversiWinReason,
  Stone,
  TimeControl,
} from '@stonekit/core';
import type { AiPlayer } from '../ai/types.ts';
import type { SavedGameError } from './errors.ts';

/** A value now, or later: what a storage adapter may return. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * Where saved games are kept: a flat store of text under string keys. Every method may answer at
 * once or with a promise, so that localStorage, IndexedDB and a server all fit; `createSavedGames`
 * prefixes the keys with its namespace and never asks for anything else. An adapter throws (or
 * rejects with) a `DOMException` named `QuotaExceededError`, or a `SavedGameError` of kind
 * `'quota'`, when it is full, and must then have stored nothing.
 *
 * @example
 * const storage: SavedGamesStorage = {
 *   list: async (prefix) => (await fetch(`/saves?prefix=${prefix}`)).json(),
 *   get: async (key) => (await fetch(`/saves/${key}`)).text(),
 *   set: async (key, value) => void (await fetch(`/saves/${key}`, { method: 'PUT', body: value })),
 *   remove: async (key) => void (await fetch(`/saves/${key}`, { method: 'DELETE' })),
 * };
 */
export interface SavedGamesStorage {
  /** The keys that start with `prefix`, in any order. */
  list(prefix: string): MaybePromise<readonly string[]>;
  /** The text under `key`, or `null` when there is none. */
  get(key: string): MaybePromise<string | null>;
  /** Keeps `value` under `key`, replacing what was there. */
  set(key: string, value: string): MaybePromise<void>;
  /** Forgets `key`; nothing happens when there is none. */
  remove(key: string): MaybePromise<void>;
  /**
   * Calls `listener` with the key after every change, made here or elsewhere (another tab, a
   * server's push), `null` when many keys may have changed; returns the unsubscribe. Optional:
   * without it, a `SavedGames` hears only of its own changes.
   */
  subscribe?(listener: (key: string | null) => void): () => void;
}

/** The two games a save may hold. */
export type SavedGameKind = 'gomoku' | 'reversi';

/**
 * Who played one side: a person, named when the app gave a name, or the computer at a level.
 *
 * @example
 * const players: SavedPlayers = { black: { kind: 'person', name: 'Ann' }, white: { kind: 'computer', level: 3 } };
 */
export type SavedPlayer =
  | { readonly kind: 'person'; readonly name: string | null } // a person, by name when known
  | { readonly kind: 'computer'; readonly level: number }; // the computer, at its level 1 to 10

/** Who played each colour, by the colour they held at the end of the game. */
export interface SavedPlayers {
  readonly black: SavedPlayer; // the player holding black
  readonly white: SavedPlayer; // the player holding white
}

/**
 * How a saved game stands: still under way with a side to move, won (how, as the game's status
 * says: `'five'`, `'forbidden'`, `'count'`, `'time'`, `'resignation'`), or drawn.
 *
 * @example
 * const result: SavedGameResult = { kind: 'won', winner: 'black', reason: 'five' };
 */
export type SavedGameResult =
  | { readonly kind: 'playing'; readonly turn: Stone } // under way, `turn` to move
  | {
      readonly kind: 'won';
      readonly winner: Stone;
      readonly reason: GomokuWinReason | ReversiWinReason;
    } // over, `winner` won by `reason`
  | { readonly kind: 'draw' }; // over, drawn

/** The fields of a readable entry, whatever the game. */
interface SavedGameEntryFields {
  readonly id: string; // the entry's key in the list (the slot's name for an autosave)
  readonly unreadable: false; // it reads: see `UnreadableSavedGame` for one that does not
  readonly version: 1; // of the saved-game format this entry was read as
  readonly name: string; // as the user named it; '' for a save that had none (a version-0 save)
  readonly savedAt: number; // when the game was last saved, in ms since 1970; 0 when not known
  readonly updatedAt: number; // when the entry last changed, a rename included; 0 when not known
  readonly players: SavedPlayers; // who played black and white
  readonly result: SavedGameResult; // how the game stands
  readonly moveCount: number; // moves played, Reversi's passes included
  readonly size: number; // board width and height: 15 for most Gomoku, 8 for Reversi
  readonly thumbnail: string; // the final position, as `thumbnailOf` writes it
  readonly timeControl: TimeControl; // the clock's, `{ kind: 'none' }` without one
}

/** A saved game of Gomoku, read and checked by replaying it. */
export interface SavedGomokuEntry extends SavedGameEntryFields {
  readonly game: 'gomoku'; // which game
  readonly rule: GomokuRuleName; // the winning rule
  readonly opening: OpeningRuleName; // the opening rule, `'free'` for none
  readonly data: GomokuJSON & { readonly clock?: ClockJSON }; // the store's `toJSON()`
}

/** A saved game of Reversi, read and checked by replaying it. */
export interface SavedReversiEntry extends SavedGameEntryFields {
  readonly game: 'reversi'; // which game
  readonly score: ReversiScore; // discs on the board at the end
  readonly data: ReversiJSON & { readonly clock?: ClockJSON }; // the store's `toJSON()`
}

/**
 * A saved game that reads: its summary for a list, and `data`, the store's `toJSON()` as saved.
 * Discriminated by `game`.
 *
 * @example
 * if (entry.game === 'gomoku') console.log(entry.rule, entry.opening);
 */
export type SavedGameEntry = SavedGomokuEntry | SavedReversiEntry;

/**
 * Why an entry cannot be read:
 * - `not-json`: its text is not JSON (cut short, or written by something else)
 * - `not-a-save`: JSON, but neither a saved game nor a game's `toJSON()`
 * - `unknown-version`: a saved game of a version this kit cannot read, a newer one most often
 * - `bad-game`: a saved game whose game does not replay (a move refused, a field out of range)
 */
export type UnreadableReason = 'not-json' | 'not-a-save' | 'unknown-version' | 'bad-game';

/**
 * An entry that cannot be read, kept as it is: a list shows it, its raw text can be downloaded,
 * and only `remove` deletes it.
 *
 * @example
 * if (item.unreadable) download(new Blob([item.raw]));
 */
export interface UnreadableSavedGame {
  readonly id: string; // the entry's key in the list
  readonly unreadable: true; // it does not read
  readonly reason: UnreadableReason; // why, as a code for messages
  readonly message: string; // why, in English, in a line or two
  readonly raw: string; // the text as stored, untouched
  readonly name: string | null; // its name, when the text still gives one
  readonly savedAt: number | null; // when it was saved, when the text still says
}

/** One item of `list()`: a saved game, or an entry that cannot be read. */
export type SavedGameListItem = SavedGameEntry | UnreadableSavedGame;

/**
 * What a store's `reset` (or `createGomokuStore` / `createReversiStore`) takes to continue a
 * saved game: the replayed engine with its clock, or no clock when the game had none.
 */
export type ContinueOptions<G> =
  | { readonly game: G; readonly clock: ClockJSON } // a game with its saved clock
  | { readonly game: G; readonly timeControl: { readonly kind: 'none' } }; // a game without a clock

/**
 * A loaded game: its entry, and the options that continue it in a store, checked by replaying the
 * game (`Gomoku.fromJSON` or `Reversi.fromJSON`) and reading its clock (`GameClock.fromJSON`).
 *
 * @example
 * const loaded = await savedGames.load(id);
 * if (loaded.game === 'gomoku') gomokuStore.getState().reset(loaded.options);
 */
export type LoadedGame =
  | {
      readonly game: 'gomoku'; // which game
      readonly entry: SavedGomokuEntry; // its entry
      readonly options: ContinueOptions<Gomoku>; // for the store's `reset`
    }
  | {
      readonly game: 'reversi'; // which game
      readonly entry: SavedReversiEntry; // its entry
      readonly options: ContinueOptions<Reversi>; // for the store's `reset`
    };

/**
 * What a store gives a save: its game as `toJSON()` writes it, and who plays. A Gomoku or a
 * Reversi store fits.
 */
export interface SavableState {
  readonly aiPlayer: AiPlayer; // the sides the computer plays
  readonly level: number; // the computer's level
  readonly game: GomokuState | ReversiState; // the game's snapshot, new after every change
  readonly clock: { readonly phase: string }; // the clock's snapshot, new after every change
  toJSON():
    | (GomokuJSON & { readonly clock?: ClockJSON })
    | (ReversiJSON & { readonly clock?: ClockJSON });
}

/** A store a game can be saved from: `GomokuStore` and `ReversiStore` fit. */
export interface SavableStore {
  getState(): SavableState;
  subscribe(listener: (state: SavableState, previous: SavableState) => void): () => void;
}

/** A game's `toJSON()`, with its clock if it has one: what `save` takes besides a store. */
export type SavableJSON =
  | (GomokuJSON & { readonly clock?: ClockJSON })
  | (ReversiJSON & { readonly clock?: ClockJSON });

/** The people's names, by the colour they held at the end of the game. */
export interface PlayerNames {
  readonly black?: string | undefined; // the name of the person holding black
  readonly white?: string | undefined; // the name of the person holding white
}

/** Options of `SavedGames.save`. */
export interface SaveOptions {
  /** What the list calls the game: 1 to 200 characters, spaces around it trimmed. */
  name: string;
  /**
   * The people's names. A side the computer plays is saved as the computer with its level,
   * whatever is given for it. @defaultValue no names
   */
  players?: PlayerNames | undefined;
  /**
   * Saves over the entry with this id, which keeps its place in storage; a new id when left out.
   * Letters, digits, `-` and `_`, at most 64.
   */
  id?: string | undefined;
}

/** Options of `SavedGames.followStore`. */
export interface FollowOptions {
  /** The slot the game is kept in, one per game in progress: `'gomoku'`. Letters, digits, `-`, `_`. */
  slot: string;
  /** The people's names, as `save` takes them. @defaultValue no names */
  players?: PlayerNames | undefined;
  /**
   * Told when a save fails (storage full, refused): the game goes on unsaved until the next
   * change saves it. @defaultValue failures are ignored
   */
  onError?: ((error: SavedGameError) => void) | undefined;
}

/** Options of `createSavedGames`. */
export interface SavedGamesOptions {
  /** Where the games are kept. @defaultValue `localStorageAdapter()` */
  storage?: SavedGamesStorage | undefined;
  /**
   * The prefix of every key: games under `<namespace>:game:<id>`, autosaves under
   * `<namespace>:<slot>`. Two apps on one origin keep apart with two namespaces.
   * @defaultValue 'stonekit'
   */
  namespace?: string | undefined;
  /** The time saves are stamped with, in ms since 1970. @defaultValue `() => Date.now()` */
  now?: (() => number) | undefined;
}

/**
 * A collection of saved games over a storage. Every method is async, so that any storage fits;
 * `restoreNow` alone reads at once, for a store created on the first render.
 */
export interface SavedGames {
  /** The prefix of its keys, as given to `createSavedGames`. */
  readonly namespace: string;
  /**
   * Saves a game under `name`: a store's game (with its clock and who plays), or a game's
   * `toJSON()`. The game is checked by replaying it. Resolves to the new entry.
   *
   * @throws OptionError for a name that is empty or too long, a bad id, or a game that does not
   *   replay; SavedGameError `'quota'` when storage is full (nothing is saved), `'storage'` when
   *   it refuses
   */
  save(source: SavableStore | SavableJSON, options: SaveOptions): Promise<SavedGameEntry>;
  /**
   * Every saved game, newest first, entries that cannot be read included (`unreadable: true`,
   * last when they give no date), so that nothing is ever lost from view. Autosaves are not in it.
   */
  list(): Promise<readonly SavedGameListItem[]>;
  /**
   * The game saved under `id`, replayed and ready for a store.
   *
   * @throws SavedGameError `'not-found'`, `'unreadable'` (with the raw text kept), `'storage'`
   */
  load(id: string): Promise<LoadedGame>;
  /**
   * Renames the entry `id`; its game is untouched.
   *
   * @throws OptionError for a bad name; SavedGameError `'not-found'`, `'unreadable'`, `'quota'`,
   *   `'storage'`
   */
  rename(id: string, name: string): Promise<SavedGameEntry>;
  /** Deletes the entry `id`, readable or not. @throws SavedGameError `'not-found'`, `'storage'` */
  remove(id: string): Promise<void>;
  /**
   * Calls `listener` after every change of the list: a save, a rename or a removal, here or in
   * another tab (with storage that reports them, as localStorage does). Returns the unsubscribe.
   */
  subscribe(listener: () => void): () => void;
  /**
   * The game autosaved in `slot`, or `null` when there is none. An autosave that cannot be read
   * is moved into the list, where it shows as unreadable, and `null` is returned.
   */
  restore(slot: string): Promise<LoadedGame | null>;
  /**
   * `restore` at once, for a store created during the first render.
   *
   * @throws OptionError when the storage answers with promises (IndexedDB, a server)
   */
  restoreNow(slot: string): LoadedGame | null;
  /**
   * Keeps the store's game in `slot`: saves it whenever the game or its clock changes (a move,
   * a pause), and, while a clock runs, as the page is hidden or left, so that a reload gives
   * each side back the time it had then. Returns the function that stops it.
   */
  followStore(store: SavableStore, options: FollowOptions): () => void;
}
