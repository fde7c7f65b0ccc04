import type { GomokuRuleName } from '@stonekit/core';
import type { Locale } from '../../i18n/locale.tsx';
import type { ExportFormat, GameKind } from './records.ts';

/** The Games panel's English text (save, export, import, share); the Chinese below has the same keys. */
const en = {
  games: 'Games',
  // What a game is called in its default name and in descriptions.
  kinds: { gomoku: 'Gomoku', reversi: 'Reversi' } satisfies Record<GameKind, string>,
  gomokuTitles: {
    freestyle: 'Gomoku',
    standard: 'Gomoku (exactly five)',
    renju: 'Renju',
    caro: 'Caro',
  } satisfies Record<GomokuRuleName, string>,
  moveCount: (count: number) =>
    count === 0 ? 'no moves' : count === 1 ? '1 move' : `${count} moves`,
  // The name a save gets when none is given: 'Renju · 12 moves · 25 Nov 14:03'.
  defaultName: (title: string, moves: string, date: string) => `${title} · ${moves} · ${date}`,
  saveName: 'Name',
  save: 'Save',
  saved: (name: string) => `Saved “${name}”.`,
  exportAs: 'Export as',
  formats: {
    sgf: 'SGF',
    psq: 'Gomocup .psq',
    ggf: 'GGF',
  } satisfies Record<ExportFormat, string>,
  download: 'Download',
  downloaded: (file: string) => `Downloaded ${file}.`,
  exportFailed: (message: string) => `The game could not be written: ${message}`,
  share: 'Share',
  copyLink: 'Copy link',
  copied: 'Link copied.',
  copyByHand: 'Copy the link below: the browser did not let the page copy it.',
  shareLink: 'Link to this game',
  shareNote: 'The link holds the moves, not the players or the clock.',
  import: 'Import',
  openFile: 'Open a file',
  fileKinds: 'SGF, GGF, .psq or WTHOR (.wtb); or drop a file on the board.',
  paste: 'Paste a game record',
  pasteLabel: 'Game record, move list or share link',
  importPasted: 'Import',
  dropHere: 'Drop the file to import it',
  reading: (name: string) => `Reading ${name}…`,
  // ImportError's own message says what was tried; it is in English, as the kit writes it.
  importFailed: (source: string, message: string) => `${source} could not be imported. ${message}`,
  pasted: 'The text',
  tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB.`,
  pickGame: (count: number, format: string) =>
    `The ${format} file holds ${count.toLocaleString('en')} games. Choose one:`,
  firstOnly: (shown: number, count: number) =>
    `The list shows the first ${shown.toLocaleString('en')} of ${count.toLocaleString('en')}.`,
  pickLabel: 'Game',
  open: 'Open',
  cancel: 'Cancel',
  otherGame: (kind: GameKind) =>
    `This is a game of ${kind === 'gomoku' ? 'Gomoku' : 'Reversi'}, which this page does not play.`,
  openOnOtherPage: (kind: GameKind) =>
    `Open it on the ${kind === 'gomoku' ? 'Gomoku' : 'Reversi'} page`,
  replaceQuestion: (moves: string) =>
    `Replace the game on the board (${moves}, still in play)? Save it first to keep it.`,
  replace: 'Replace it',
  opened: (what: string) => `Opened ${what}.`,
  // A record described: 'Ann vs Bo · 37 moves · B+R'.
  versus: (black: string, white: string) => `${black} vs ${white}`,
  unnamed: '?',
  gameNumber: (index: number) => `Game ${index}`,
  // The game a link or another page brings.
  sharedTitle: 'A shared game',
  importedTitle: 'The game you imported',
  sharedQuestion: (what: string) =>
    `${what}. Open it in place of the game on the board? Your game is kept in Saved games.`,
  openIt: 'Open it',
  keepMine: 'Keep my game',
  sharedUnreadable: (message: string) => `The game in this link cannot be read. ${message}`,
  dismiss: 'Dismiss',
  keptAs: (name: string) => `Your game was saved as “${name}”.`,
  keptName: (name: string) => `${name} (before a shared game)`,
  // An autosave that does not read: the kit has moved it into the list.
  autosaveUnreadable:
    'Your last game could not be restored: its save is damaged. It is kept in Saved games, marked unreadable.',
  downloadRaw: 'Download raw text',
  autosaveFailed: 'Your game could not be kept on this device:',
};

/** Texts of the Games panel, the shared-game banner and the damaged-autosave notice. */
export type GamesMessages = typeof en;

/** 对局面板（保存、导出、导入、分享）的简体中文文本。 */
const zh: GamesMessages = {
  games: '对局',
  kinds: { gomoku: '五子棋', reversi: '黑白棋' },
  gomokuTitles: {
    freestyle: '五子棋',
    standard: '五子棋（标准）',
    renju: '连珠',
    caro: '越南五子棋',
  },
  moveCount: (count: number) => (count === 0 ? '未落子' : `${count} 手`),
  defaultName: (title: string, moves: string, date: string) => `${title} · ${moves} · ${date}`,
  saveName: '名称',
  save: '保存',
  saved: (name: string) => `已保存“${name}”。`,
  exportAs: '导出格式',
  formats: { sgf: 'SGF', psq: 'Gomocup .psq', ggf: 'GGF' },
  download: '下载',
  downloaded: (file: string) => `已下载 ${file}。`,
  exportFailed: (message: string) => `无法写出这盘棋：${message}`,
  share: '分享',
  copyLink: '复制链接',
  copied: '链接已复制。',
  copyByHand: '浏览器不允许页面复制，请手动复制下面的链接。',
  shareLink: '这盘棋的链接',
  shareNote: '链接只包含着法，不含对局者和计时。',
  import: '导入',
  openFile: '打开文件',
  fileKinds: '支持 SGF、GGF、.psq 和 WTHOR（.wtb）；也可以把文件拖到棋盘上。',
  paste: '粘贴棋谱',
  pasteLabel: '棋谱、着法或分享链接',
  importPasted: '导入',
  dropHere: '松开即可导入文件',
  reading: (name: string) => `正在读取 ${name}…`,
  importFailed: (source: string, message: string) => `${source}无法导入。${message}`,
  pasted: '粘贴的文本',
  tooLarge: (megabytes: number) => `文件超过 ${megabytes} MB。`,
  pickGame: (count: number, format: string) =>
    `这个 ${format} 文件里有 ${count.toLocaleString('zh-CN')} 盘棋，请选择一盘：`,
  firstOnly: (shown: number, count: number) =>
    `列表只显示前 ${shown.toLocaleString('zh-CN')} 盘（共 ${count.toLocaleString('zh-CN')} 盘）。`,
  pickLabel: '对局',
  open: '打开',
  cancel: '取消',
  otherGame: (kind: GameKind) =>
    `这是一盘${kind === 'gomoku' ? '五子棋' : '黑白棋'}，本页不能打开。`,
  openOnOtherPage: (kind: GameKind) => `到${kind === 'gomoku' ? '五子棋' : '黑白棋'}页面打开`,
  replaceQuestion: (moves: string) =>
    `要替换棋盘上这盘未下完的棋（${moves}）吗？如需保留，请先保存。`,
  replace: '替换',
  opened: (what: string) => `已打开：${what}。`,
  versus: (black: string, white: string) => `${black} 对 ${white}`,
  unnamed: '？',
  gameNumber: (index: number) => `第 ${index} 盘`,
  sharedTitle: '有人分享了一盘棋',
  importedTitle: '你导入的棋局',
  sharedQuestion: (what: string) =>
    `${what}。要用它替换棋盘上的棋局吗？你当前的棋局会保存在“已保存的对局”中。`,
  openIt: '打开',
  keepMine: '保留我的棋局',
  sharedUnreadable: (message: string) => `无法读取链接中的棋局。${message}`,
  dismiss: '关闭',
  keptAs: (name: string) => `你的棋局已保存为“${name}”。`,
  keptName: (name: string) => `${name}（打开分享前）`,
  autosaveUnreadable: '无法恢复上次的棋局：存档已损坏。它保留在“已保存的对局”中，标记为无法读取。',
  downloadRaw: '下载原始文本',
  autosaveFailed: '无法在本设备上保存你的棋局：',
};

/** The Games panel's texts by locale. */
export const gamesMessages: Record<Locale, GamesMessages> = { en, 'zh-CN': zh };
