import {
  type ClockJSON,
  GameClock,
  Gomoku,
  type GomokuJSON,
  type GomokuState,
  type OpeningPlayer,
  Reversi,
  type ReversiJSON,
  type ReversiState,
  type Stone,
} from '@stonekit/core';
import type { AiPlayer } from '../ai/types.ts';
import { clip } from './errors.ts';
import { thumbnailOf } from './thumbnail.ts';
import type {
  ContinueOptions,
  LoadedGame,
  PlayerNames,
  SavedGameEntry,
  SavedGameListItem,
  SavedGameResult,
  SavedPlayer,
  SavedPlayers,
  UnreadableReason,
  UnreadableSavedGame,
} from './types.ts';

// A saved game is stored as one JSON text, an envelope around the store's `toJSON()`:
//   { format: 'stonekit-saved-game', version: 1, name, savedAt, updatedAt, game, players, size,
//     rule, opening (Gomoku), score (Reversi), result, moveCount, thumbnail, timeControl, data }
// The summary fields are written for readers without the engines (a server listing saves); the
// kit itself recomputes them from `data` on reading, which replays the game and so checks it, so
// that a summary can never disagree with the game it describes.

/** What marks a saved game's envelope. */
export const SAVED_GAME_FORMAT = 'stonekit-saved-game';

/** The version of the envelope this kit writes, and the newest it reads. */
export const SAVED_GAME_VERSION = 1;

/**
 * Upgrades, by the version they start from: `migrations[n]` turns an envelope of version `n`
 * into one of `n + 1`. A new version of the format adds one here, so that older saves still read.
 */
const migrations: readonly ((old: Record<string, unknown>) => Record<string, unknown>)[] = [
  // 0 → 1: a bare `toJSON()`, as apps (the demo among them) kept the game in progress before the
  // kit kept saved games. Nothing says who played it or when.
  (data) => ({
    format: SAVED_GAME_FORMAT,
    version: 1,
    name: '',
    savedAt: 0,
    updatedAt: 0,
    data,
  }),
];

/** A game's snapshot with the `toJSON()` it was saved as: what an entry is made of. */
export type SavedSnapshot =
  | {
      readonly game: 'gomoku';
      readonly state: GomokuState;
      readonly data: GomokuJSON & { readonly clock?: ClockJSON };
    }
  | {
      readonly game: 'reversi';
      readonly state: ReversiState;
      readonly data: ReversiJSON & { readonly clock?: ClockJSON };
    };

/**
 * Replays a game's `toJSON()` (the store's, clock included) with its engine, for its snapshot.
 *
 * @throws ParseError (or another StonekitError) for data that is not a game of ours or does not
 *   replay, and for a clock that does not read
 */
export function replay(data: unknown): SavedSnapshot {
  const kind =
    typeof data === 'object' && data !== null ? (data as { game?: unknown }).game : undefined;
  const clock = (data as { clock?: unknown } | null)?.clock;
  // The clock is read for its checks alone: the store makes its own from the saved JSON.
  if (clock !== undefined) GameClock.fromJSON(clock);
  if (kind === 'reversi') {
    const { state } = Reversi.fromJSON(data);
    return { game: 'reversi', state, data: data as ReversiJSON };
  }
  // Anything else is left to Gomoku's reader, whose message then says what `game` should be.
  const { state } = Gomoku.fromJSON(data);
  return { game: 'gomoku', state, data: data as GomokuJSON };
}

/**
 * Who played each colour, from a store's `aiPlayer` and `level` and the people's names. Under a
 * Gomoku swap opening `aiPlayer` names a player by the colour they started with: the colour they
 * hold at the end is the one saved.
 */
export function playersOf(
  saved: SavedSnapshot,
  aiPlayer: AiPlayer,
  level: number,
  names: PlayerNames = {},
): SavedPlayers {
  // The player (as `aiPlayer` names them) holding each colour now.
  let holder: Record<Stone, Stone> = { black: 'black', white: 'white' };
  if (saved.game === 'gomoku') {
    const first: OpeningPlayer = saved.state.opening.black;
    holder = first === 'first' ? holder : { black: 'white', white: 'black' };
  }
  const player = (side: Stone): SavedPlayer => {
    const computer = aiPlayer === 'both' || aiPlayer === holder[side];
    if (computer) return { kind: 'computer', level };
    const name = names[side]?.trim();
    return { kind: 'person', name: name === undefined || name === '' ? null : clip(name, 200) };
  };
  return { black: player('black'), white: player('white') };
}

/** How a game stands, from its status. */
function resultOf(saved: SavedSnapshot): SavedGameResult {
  const { status, turn } = saved.state;
  if (status.kind === 'playing') return { kind: 'playing', turn };
  if (status.kind === 'draw') return { kind: 'draw' };
  return { kind: 'won', winner: status.winner, reason: status.reason ?? 'five' };
}

/** The facts an entry keeps besides its game. */
export interface EntryFacts {
  readonly name: string; // as named
  readonly savedAt: number; // when the game was saved
  readonly updatedAt: number; // when the entry last changed
  readonly players: SavedPlayers; // who played
}

/** The entry of a saved game, with the facts kept beside it. */
export function entryOf(id: string, saved: SavedSnapshot, facts: EntryFacts): SavedGameEntry {
  const common = {
    id,
    unreadable: false as const,
    version: 1 as const,
    ...facts,
    result: resultOf(saved),
    moveCount: saved.state.moves.length,
    timeControl: saved.data.clock?.control ?? { kind: 'none' as const },
  };
  if (saved.game === 'gomoku') {
    const { state, data } = saved;
    return {
      ...common,
      game: 'gomoku',
      size: state.size,
      rule: state.rule,
      opening: state.opening.rule,
      thumbnail: thumbnailOf('gomoku', state),
      data,
    };
  }
  const { state, data } = saved;
  return {
    ...common,
    game: 'reversi',
    size: 8,
    score: state.score,
    thumbnail: thumbnailOf('reversi', state),
    data,
  };
}

/** The text an entry is stored as: its envelope. */
export function entryText(entry: SavedGameEntry): string {
  const { id: _id, unreadable: _unreadable, version, game, data, ...summary } = entry;
  return JSON.stringify({ format: SAVED_GAME_FORMAT, version, game, ...summary, data });
}

/** An entry that cannot be read, for `reason`. */
function unreadable(
  id: string,
  raw: string,
  reason: UnreadableReason,
  message: string,
  envelope?: Record<string, unknown>,
): UnreadableSavedGame {
  const { name, savedAt } = envelope ?? {};
  return {
    id,
    unreadable: true,
    reason,
    message: clip(message, 200),
    raw,
    name: typeof name === 'string' && name !== '' ? clip(name, 200) : null,
    savedAt: isTime(savedAt) && savedAt > 0 ? savedAt : null,
  };
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A saved player as stored, or a person with no name for anything else: it is only a label. */
function readPlayer(value: unknown): SavedPlayer {
  if (isRecord(value)) {
    const { kind, level, name } = value;
    if (kind === 'computer' && Number.isInteger(level) && (level as number) >= 1) {
      return { kind: 'computer', level: Math.min(level as number, 10) };
    }
    if (kind === 'person' && typeof name === 'string' && name !== '') {
      return { kind: 'person', name: clip(name, 200) };
    }
  }
  return { kind: 'person', name: null };
}

function readPlayers(value: unknown): SavedPlayers {
  const players = isRecord(value) ? value : {};
  return { black: readPlayer(players.black), white: readPlayer(players.white) };
}

/** The version an envelope is of: 0 for a bare `toJSON()`, null for what is no save at all. */
function versionOf(data: Record<string, unknown>): unknown {
  if (data.format === SAVED_GAME_FORMAT) return data.version;
  const bare = (data.game === 'gomoku' || data.game === 'reversi') && Array.isArray(data.moves);
  return bare ? 0 : null;
}

/**
 * Reads an entry's stored text: upgraded to the current version if older, its game replayed.
 * Never throws: what does not read comes back as an `UnreadableSavedGame` saying why, with its
 * text untouched.
 */
export function readEntry(id: string, raw: string): SavedGameListItem {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    return unreadable(id, raw, 'not-json', `The saved text is not JSON: ${clip(said)}`);
  }
  if (!isRecord(parsed)) {
    return unreadable(id, raw, 'not-a-save', 'The saved text is JSON, but not a saved game');
  }
  const version = versionOf(parsed);
  if (version === null) {
    return unreadable(id, raw, 'not-a-save', 'The saved text is JSON, but not a saved game');
  }
  if (
    typeof version !== 'number' ||
    !Number.isInteger(version) ||
    version < 0 ||
    version > SAVED_GAME_VERSION
  ) {
    const shown = clip(JSON.stringify(version) ?? String(version), 20);
    return unreadable(
      id,
      raw,
      'unknown-version',
      `Saved by a version of the format (${shown}) this one cannot read; it reads up to ${SAVED_GAME_VERSION}`,
      parsed,
    );
  }
  let envelope = parsed;
  for (let v = version; v < SAVED_GAME_VERSION; v++) envelope = migrations[v]!(envelope);
  const { name, savedAt, updatedAt } = envelope;
  if (typeof name !== 'string' || !isTime(savedAt) || !isTime(updatedAt)) {
    return unreadable(id, raw, 'not-a-save', 'The saved game has no name or date', envelope);
  }
  let saved: SavedSnapshot;
  try {
    saved = replay(envelope.data);
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    return unreadable(id, raw, 'bad-game', `The saved game does not replay: ${said}`, envelope);
  }
  const players = readPlayers(envelope.players);
  return entryOf(id, saved, { name: clip(name, 200), savedAt, updatedAt, players });
}

/** The options that continue an entry's game in a store, on an engine of its own. */
export function loadedGame(entry: SavedGameEntry): LoadedGame {
  const { clock } = entry.data;
  if (entry.game === 'gomoku') {
    const game = Gomoku.fromJSON(entry.data);
    const options: ContinueOptions<Gomoku> =
      clock === undefined ? { game, timeControl: { kind: 'none' } } : { game, clock };
    return { game: 'gomoku', entry, options };
  }
  const game = Reversi.fromJSON(entry.data);
  const options: ContinueOptions<Reversi> =
    clock === undefined ? { game, timeControl: { kind: 'none' } } : { game, clock };
  return { game: 'reversi', entry, options };
}
