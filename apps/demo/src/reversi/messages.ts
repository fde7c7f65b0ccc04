import type { Locale } from '../i18n/locale.tsx';

/** The Reversi page's English text; the Chinese below has the same keys. */
const en = {
  reversi: 'Reversi',
  undo: 'Undo',
  redo: 'Redo',
  hints: 'Legal moves',
  nextGame: 'Next game',
  autoPass: 'Pass automatically when a side has no move',
  newGame: 'New game',
};

/** Texts of the Reversi page. */
export type ReversiPageMessages = typeof en;

/** 黑白棋页面的简体中文文本。 */
const zh: ReversiPageMessages = {
  reversi: '黑白棋',
  undo: '悔棋',
  redo: '重做',
  hints: '显示可下位置',
  nextGame: '下一局',
  autoPass: '无处可下时自动弃权',
  newGame: '新对局',
};

/** The Reversi page's texts by locale. */
export const reversiPageMessages: Record<Locale, ReversiPageMessages> = { en, 'zh-CN': zh };
