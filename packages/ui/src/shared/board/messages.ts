import type { Stone } from '@stonekit/core';
import type { BoardPendingMove, BoardPressSource } from './types.ts';

/** The texts of the board shell that every game shares, part of each game's messages. */
export interface BoardMessages {
  /** Said when a press only shows its move under `confirmMoves`: where, for whom, how to play it. */
  pendingMove: (move: BoardPendingMove) => string;
}

const names: Record<Stone, string> = { black: 'Black', white: 'White' };
const namesZh: Record<Stone, string> = { black: '黑棋', white: '白棋' };

const againEn: Record<BoardPressSource, string> = {
  touch: 'tap it again to play',
  mouse: 'click it again to play',
  pen: 'tap it again to play',
  keyboard: 'press Enter again to play, Escape to cancel',
};

const againZh: Record<BoardPressSource, string> = {
  touch: '再点一下即落子',
  mouse: '再点击一次即落子',
  pen: '再点一下即落子',
  keyboard: '再按回车即落子，按 Esc 取消',
};

/**
 * English texts of the board shell, part of every game's English messages.
 *
 * @example
 * boardMessagesEn.pendingMove({ name: 'h8', x: 7, y: 7, stone: 'black', source: 'touch' }); // 'Black at h8: tap it again to play'
 */
export const boardMessagesEn: BoardMessages = {
  pendingMove: ({ name, stone, source }) => `${names[stone]} at ${name}: ${againEn[source]}`,
};

/**
 * 棋盘外壳的简体中文文本，包含在各棋类的中文文本中。
 *
 * @example
 * boardMessagesZh.pendingMove({ name: 'h8', x: 7, y: 7, stone: 'black', source: 'touch' }); // '已选 h8（黑棋），再点一下即落子'
 */
export const boardMessagesZh: BoardMessages = {
  pendingMove: ({ name, stone, source }) => `已选 ${name}（${namesZh[stone]}），${againZh[source]}`,
};
