import type { Messages } from './en.ts';

/** 演示站的简体中文文本。 */
export const zh: Messages = {
  languageName: '中文',
  title: 'Stonekit',
  tagline: '适用于 React 的五子棋与黑白棋棋盘',
  language: '语言',
  games: '棋类',
  gomoku: '五子棋',
  reversi: '黑白棋',
  newGame: '新对局',
  undo: '悔棋',
  redo: '重做',
  nextGame: '下一局',
  moves: '棋谱',
  noMoves: '尚未落子。',
  footer: '开源项目。规则、棋谱记法与棋盘由 @stonekit/core 和 @stonekit/ui 提供。',
};
