import type { Stone } from '@stonekit/core';
import { type GameInfoMessages, gameInfoMessagesEn, gameInfoMessagesZh } from '../info/messages.ts';
import type { SavedGameErrorKind } from './errors.ts';
import type { SavedGameEntry, SavedGameKind, SavedPlayer, UnreadableReason } from './types.ts';

/**
 * The texts of `SavedGamesList`. Each key of its own starts with `saved`; the game's rule,
 * opening, size and time control are named as `GameInfoMessages` name them, which it includes.
 *
 * @example
 * const messages: SavedGamesMessages = { ...savedGamesMessagesEn, savedHeading: 'Your games' };
 */
export interface SavedGamesMessages extends GameInfoMessages {
  savedHeading: string; // the heading, which also names the list: 'Saved games'
  savedLoading: string; // before the first list has come: 'Loading saved games…'
  savedEmpty: string; // instead of the list when nothing is saved: 'No saved games yet.'
  savedLocale: string | undefined; // the locale dates are written in; undefined for the browser's
  savedDate: (date: string) => string; // the date of saving, written by Intl: 'Saved 3 May 2025, 14:05'
  savedGameKind: (game: SavedGameKind) => string; // 'Gomoku', 'Reversi'
  savedUntitled: string; // a save without a name: 'Untitled game'
  savedPlayer: (player: SavedPlayer) => string; // 'Ann', 'Player', 'Computer (level 3)'
  savedPlayers: (black: string, white: string) => string; // 'Black: Ann · White: Computer (level 3)'
  savedResult: (entry: SavedGameEntry) => string; // 'Black won with five in a row', 'In progress, white to move'
  savedMoves: (count: number) => string; // '37 moves'
  savedThumbnail: (entry: SavedGameEntry) => string; // the picture's name: 'Position after 37 moves'
  savedLoad: string; // the Load button: 'Load'
  savedLoadLabel: (name: string) => string; // its accessible name: 'Load Sunday's game'
  savedRename: string; // the Rename button: 'Rename'
  savedRenameLabel: (name: string) => string; // its accessible name: 'Rename Sunday's game'
  savedNewName: string; // the label of the name field: 'New name'
  savedRenameSave: string; // the button that keeps the new name: 'Save name'
  savedRenameCancel: string; // the button that keeps the old one: 'Cancel'
  savedNameRequired: string; // an empty name refused: 'Give the game a name.'
  savedDelete: string; // the Delete button: 'Delete'
  savedDeleteLabel: (name: string) => string; // its accessible name: 'Delete Sunday's game'
  savedDeleteQuestion: (name: string) => string; // 'Delete “Sunday's game”? This cannot be undone.'
  savedDeleteConfirm: string; // the button that deletes: 'Delete'
  savedDeleteCancel: string; // the button that keeps it: 'Keep'
  savedUnreadable: string; // the mark of an entry that cannot be read: 'Unreadable'
  savedUnreadableName: string; // such an entry without a name: 'Unreadable saved game'
  savedUnreadableReason: (reason: UnreadableReason) => string; // why it cannot be read
  savedDownloadRaw: string; // the button that downloads its text: 'Download raw text'
  savedDownloadRawLabel: (name: string) => string; // its accessible name, which starts with what it shows: 'Download raw text of Sunday's game'
  savedLoaded: (name: string) => string; // said once loaded: 'Loaded “Sunday's game”.'
  savedRenamed: (name: string) => string; // said once renamed: 'Renamed to “Sunday's game”.'
  savedDeleted: (name: string) => string; // said once deleted: 'Deleted “Sunday's game”.'
  savedError: (kind: SavedGameErrorKind) => string; // a failure, in words the user can act on
}

const stonesEn: Record<Stone, string> = { black: 'Black', white: 'White' };

function resultEn(entry: SavedGameEntry): string {
  const { result } = entry;
  if (result.kind === 'playing') return `In progress, ${result.turn} to move`;
  if (result.kind === 'draw') return 'Draw';
  const winner = stonesEn[result.winner];
  const loser = result.winner === 'black' ? 'white' : 'black';
  switch (result.reason) {
    case 'five':
      return `${winner} won with five in a row`;
    case 'forbidden':
      return `${winner} won: ${loser} played a forbidden move`;
    case 'time':
      return `${winner} won on time`;
    case 'resignation':
      return `${winner} won by resignation`;
    default:
      return entry.game === 'reversi'
        ? `${winner} won ${entry.score[result.winner]}–${entry.score[loser]}`
        : `${winner} won`;
  }
}

const reasonsEn: Record<UnreadableReason, string> = {
  'not-json': 'Its text is cut short or damaged.',
  'not-a-save': 'It is not a saved game.',
  'unknown-version': 'It was saved by a newer version of this app.',
  'bad-game': 'Its moves do not make a legal game.',
};

const errorsEn: Record<SavedGameErrorKind, string> = {
  quota: 'Storage is full: delete a saved game you no longer need, then try again.',
  unreadable: 'This saved game cannot be read.',
  'not-found': 'This saved game is no longer there: it may have been deleted in another tab.',
  storage: 'Saved games cannot be reached: the browser refused access to storage.',
};

/**
 * English texts of the saved games list.
 *
 * @example
 * <SavedGamesList savedGames={savedGames} messages={savedGamesMessagesEn} />
 */
export const savedGamesMessagesEn: SavedGamesMessages = {
  ...gameInfoMessagesEn,
  savedHeading: 'Saved games',
  savedLoading: 'Loading saved games…',
  savedEmpty: 'No saved games yet.',
  savedLocale: undefined,
  savedDate: (date) => `Saved ${date}`,
  savedGameKind: (game) => (game === 'gomoku' ? 'Gomoku' : 'Reversi'),
  savedUntitled: 'Untitled game',
  savedPlayer: (player) =>
    player.kind === 'computer' ? `Computer (level ${player.level})` : (player.name ?? 'Player'),
  savedPlayers: (black, white) => `Black: ${black} · White: ${white}`,
  savedResult: resultEn,
  savedMoves: (count) => (count === 1 ? '1 move' : `${count} moves`),
  savedThumbnail: (entry) =>
    entry.moveCount === 1 ? 'Position after 1 move' : `Position after ${entry.moveCount} moves`,
  savedLoad: 'Load',
  savedLoadLabel: (name) => `Load ${name}`,
  savedRename: 'Rename',
  savedRenameLabel: (name) => `Rename ${name}`,
  savedNewName: 'New name',
  savedRenameSave: 'Save name',
  savedRenameCancel: 'Cancel',
  savedNameRequired: 'Give the game a name.',
  savedDelete: 'Delete',
  savedDeleteLabel: (name) => `Delete ${name}`,
  savedDeleteQuestion: (name) => `Delete “${name}”? This cannot be undone.`,
  savedDeleteConfirm: 'Delete',
  savedDeleteCancel: 'Keep',
  savedUnreadable: 'Unreadable',
  savedUnreadableName: 'Unreadable saved game',
  savedUnreadableReason: (reason) => reasonsEn[reason] ?? reasonsEn['not-a-save'],
  savedDownloadRaw: 'Download raw text',
  savedDownloadRawLabel: (name) => `Download raw text of ${name}`,
  savedLoaded: (name) => `Loaded “${name}”.`,
  savedRenamed: (name) => `Renamed to “${name}”.`,
  savedDeleted: (name) => `Deleted “${name}”.`,
  savedError: (kind) => errorsEn[kind] ?? errorsEn.storage,
};

const stonesZh: Record<Stone, string> = { black: '黑方', white: '白方' };

function resultZh(entry: SavedGameEntry): string {
  const { result } = entry;
  if (result.kind === 'playing') return `对局中，轮到${stonesZh[result.turn]}`;
  if (result.kind === 'draw') return '和棋';
  const winner = stonesZh[result.winner];
  const loser = result.winner === 'black' ? 'white' : 'black';
  switch (result.reason) {
    case 'five':
      return `${winner}五连获胜`;
    case 'forbidden':
      return `${winner}获胜（${stonesZh[loser]}禁手）`;
    case 'time':
      return `${winner}获胜（对方超时）`;
    case 'resignation':
      return `${winner}获胜（对方认输）`;
    default:
      return entry.game === 'reversi'
        ? `${winner}以 ${entry.score[result.winner]}:${entry.score[loser]} 获胜`
        : `${winner}获胜`;
  }
}

const reasonsZh: Record<UnreadableReason, string> = {
  'not-json': '内容不完整或已损坏。',
  'not-a-save': '这不是保存的对局。',
  'unknown-version': '由更新版本的应用保存，无法读取。',
  'bad-game': '其中的着法不构成合法对局。',
};

const errorsZh: Record<SavedGameErrorKind, string> = {
  quota: '存储空间已满：请删除不再需要的对局后重试。',
  unreadable: '无法读取这局保存的对局。',
  'not-found': '这局对局已不存在，可能已在其他标签页中删除。',
  storage: '无法访问保存的对局：浏览器拒绝了存储访问。',
};

/**
 * 已保存对局列表的简体中文文本。
 *
 * @example
 * <SavedGamesList savedGames={savedGames} messages={savedGamesMessagesZh} />
 */
export const savedGamesMessagesZh: SavedGamesMessages = {
  ...gameInfoMessagesZh,
  savedHeading: '已保存的对局',
  savedLoading: '正在读取已保存的对局…',
  savedEmpty: '还没有保存的对局。',
  savedLocale: 'zh-CN',
  savedDate: (date) => `保存于 ${date}`,
  savedGameKind: (game) => (game === 'gomoku' ? '五子棋' : '黑白棋'),
  savedUntitled: '未命名对局',
  savedPlayer: (player) =>
    player.kind === 'computer' ? `电脑（${player.level} 级）` : (player.name ?? '棋手'),
  savedPlayers: (black, white) => `黑方：${black} · 白方：${white}`,
  savedResult: resultZh,
  savedMoves: (count) => `共 ${count} 手`,
  savedThumbnail: (entry) => `第 ${entry.moveCount} 手后的局面`,
  savedLoad: '载入',
  savedLoadLabel: (name) => `载入“${name}”`,
  savedRename: '重命名',
  savedRenameLabel: (name) => `重命名“${name}”`,
  savedNewName: '新名称',
  savedRenameSave: '保存名称',
  savedRenameCancel: '取消',
  savedNameRequired: '请为对局命名。',
  savedDelete: '删除',
  savedDeleteLabel: (name) => `删除“${name}”`,
  savedDeleteQuestion: (name) => `删除“${name}”？删除后无法恢复。`,
  savedDeleteConfirm: '删除',
  savedDeleteCancel: '保留',
  savedUnreadable: '无法读取',
  savedUnreadableName: '无法读取的对局',
  savedUnreadableReason: (reason) => reasonsZh[reason] ?? reasonsZh['not-a-save'],
  savedDownloadRaw: '下载原始文本',
  savedDownloadRawLabel: (name) => `下载原始文本：${name}`,
  savedLoaded: (name) => `已载入“${name}”。`,
  savedRenamed: (name) => `已重命名为“${name}”。`,
  savedDeleted: (name) => `已删除“${name}”。`,
  savedError: (kind) => errorsZh[kind] ?? errorsZh.storage,
};
