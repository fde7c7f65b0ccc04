import {
  type GameRecord,
  Gomoku,
  type GomokuRuleName,
  type RecordInfo,
  type RecordPlayers,
  Reversi,
  type Stone,
  writeGgf,
  writePsq,
  writeSgf,
} from '@stonekit/core';
import type { AiPlayer, GomokuStore, LoadedGame, ReversiStore, SavedGameKind } from '@stonekit/ui';
import type { Locale } from '../../i18n/locale.tsx';
import type { GamesMessages } from './messages.ts';

/** The two games of the demo, as the kit's saved games name them. */
export type GameKind = SavedGameKind;

/** The formats a game can be downloaded in. */
export type ExportFormat = 'sgf' | 'psq' | 'ggf';

/** A page's store with the game it holds: what the Games panel saves, exports and replaces. */
export type GameTarget =
  | { readonly kind: 'gomoku'; readonly store: GomokuStore } // the Gomoku page's
  | { readonly kind: 'reversi'; readonly store: ReversiStore }; // the Reversi page's

/** What each game exports to: SGF for both, then the format its own players exchange. */
export const exportFormats: Record<GameKind, readonly ExportFormat[]> = {
  gomoku: ['sgf', 'psq'],
  reversi: ['sgf', 'ggf'],
};

/** The largest file the panel reads: the kit's readers refuse more than a WTHOR file's 16 MB. */
export const MAX_IMPORT_MB = 16;

/** The game on the store as an engine of its own, for the writers and share codes. */
export function engineOf(target: GameTarget): Gomoku | Reversi {
  return target.kind === 'gomoku'
    ? Gomoku.fromJSON(target.store.getState().toJSON())
    : Reversi.fromJSON(target.store.getState().toJSON());
}

/** Moves played on the store's board. */
export function movesOf(target: GameTarget): number {
  return target.store.getState().game.moves.length;
}

/** Whether replacing the store's game would lose a game someone is playing: asked first. */
export function isGameInPlay(target: GameTarget): boolean {
  const { game } = target.store.getState();
  return game.status.kind === 'playing' && game.moves.length > 0;
}

/**
 * Puts `engine` on the store, without a clock: a record keeps none that could go on. Returns
 * false, leaving the store alone, when it is a game of the other kind.
 */
export function openEngine(target: GameTarget, engine: Gomoku | Reversi): boolean {
  const timeControl = { kind: 'none' } as const;
  if (target.kind === 'gomoku' && engine instanceof Gomoku) {
    target.store.getState().reset({ game: engine, timeControl });
    return true;
  }
  if (target.kind === 'reversi' && engine instanceof Reversi) {
    target.store.getState().reset({ game: engine, timeControl });
    return true;
  }
  return false;
}

/** Continues a saved game on the store, its clock included. False for the other kind. */
export function openLoaded(target: GameTarget, loaded: LoadedGame): boolean {
  if (target.kind === 'gomoku' && loaded.game === 'gomoku') {
    target.store.getState().reset(loaded.options);
    return true;
  }
  if (target.kind === 'reversi' && loaded.game === 'reversi') {
    target.store.getState().reset(loaded.options);
    return true;
  }
  return false;
}

/**
 * Whether the computer holds `side` now. `aiPlayer` names Gomoku's players by the colour they
 * started with, which a swap in the opening may have changed.
 */
function computerHolds(target: GameTarget, aiPlayer: AiPlayer, side: Stone): boolean {
  if (aiPlayer === 'both') return true;
  if (aiPlayer === 'none') return false;
  if (target.kind === 'reversi') return aiPlayer === side;
  const firstHolds = target.store.getState().game.opening.black === 'first' ? 'black' : 'white';
  const computerStarted = aiPlayer === 'black';
  return computerStarted === (firstHolds === side);
}

/** The players as a record names them: the computer with its level; people the demo does not name. */
export function recordPlayers(target: GameTarget): RecordPlayers {
  const { aiPlayer, level } = target.store.getState();
  const name = `Stonekit level ${level}`;
  return {
    ...(computerHolds(target, aiPlayer, 'black') ? { black: name } : {}),
    ...(computerHolds(target, aiPlayer, 'white') ? { white: name } : {}),
  };
}

/** `date` as records write it: 2025-11-25. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** What a download of the store's game records beside the moves: who played, and when. */
export function exportInfo(target: GameTarget, date: Date): RecordInfo {
  return { players: recordPlayers(target), date: isoDate(date) };
}

/**
 * The game as a file of `format`. @throws what the writer throws (a Gomoku game set up from a
 * position has no .psq form), and OptionError for a format the game has none of
 */
export function recordText(engine: Gomoku | Reversi, format: ExportFormat, info: RecordInfo) {
  if (format === 'sgf') return writeSgf(engine, info);
  if (format === 'psq' && engine instanceof Gomoku) return writePsq(engine, info);
  if (format === 'ggf' && engine instanceof Reversi) return writeGgf(engine, info);
  throw new Error(`There is no ${format} form of this game`);
}

/** What a file's name starts with: the game, and for Gomoku its rule. */
function fileStem(kind: GameKind, rule: GomokuRuleName | null): string {
  if (kind === 'reversi') return 'reversi';
  return rule === 'renju' ? 'renju' : rule === 'caro' ? 'caro' : 'gomoku';
}

/**
 * The name of a downloaded record: the game, the date and time, the format's extension.
 *
 * @example
 * exportFileName('gomoku', 'renju', 'sgf', new Date(2025, 10, 25, 14, 3)); // 'renju-2025-11-25-1403.sgf'
 */
export function exportFileName(
  kind: GameKind,
  rule: GomokuRuleName | null,
  format: ExportFormat,
  date: Date,
): string {
  const time = `${String(date.getHours()).padStart(2, '0')}${String(date.getMinutes()).padStart(2, '0')}`;
  return `${fileStem(kind, rule)}-${isoDate(date)}-${time}.${format}`;
}

/** A date as a name shows it: '25 Nov 14:03', '11月25日 14:03'. */
export function shortDate(date: Date, locale: Locale): string {
  const tag = locale === 'zh-CN' ? 'zh-CN' : 'en-GB';
  const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short' }).format(date);
  const time = new Intl.DateTimeFormat(tag, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${day} ${time}`;
}

/** What the game on the store is called: its rule for Gomoku ('Renju'), else 'Reversi'. */
export function titleOf(target: GameTarget, t: GamesMessages): string {
  return target.kind === 'gomoku'
    ? t.gomokuTitles[target.store.getState().game.rule]
    : t.kinds.reversi;
}

/** The name a save gets when none is typed: 'Renju · 12 moves · 25 Nov 14:03'. */
export function defaultSaveName(
  target: GameTarget,
  t: GamesMessages,
  locale: Locale,
  date: Date,
): string {
  return t.defaultName(titleOf(target, t), t.moveCount(movesOf(target)), shortDate(date, locale));
}

/**
 * A record in a line, from what it says without replaying it (a WTHOR file's games are
 * replayed only when opened): 'Ann vs Bo · 2024-05-01 · B+R'; 'Game 3' when it says nothing.
 */
export function recordLabel(record: GameRecord, index: number, t: GamesMessages): string {
  const { black, white } = record.players;
  const parts: string[] = [];
  if (black !== undefined || white !== undefined) {
    parts.push(t.versus(black ?? t.unnamed, white ?? t.unnamed));
  }
  if (record.event !== undefined && record.event !== '') parts.push(record.event);
  if (record.date !== undefined && record.date !== '') parts.push(record.date);
  if (record.result !== undefined && record.result !== '') parts.push(record.result);
  return parts.length === 0 ? t.gameNumber(index + 1) : `${index + 1}. ${parts.join(' · ')}`;
}

/** A record once opened: its game and size of it, then what the file says of it. */
export function recordSummary(record: GameRecord, t: GamesMessages): string {
  const title = record.game === 'gomoku' ? t.gomokuTitles[record.rule] : t.kinds.reversi;
  const parts = [title, t.moveCount(record.engine.moves.length)];
  const { black, white } = record.players;
  if (black !== undefined || white !== undefined) {
    parts.push(t.versus(black ?? t.unnamed, white ?? t.unnamed));
  }
  return parts.join(' · ');
}
