import { type ForbiddenKind, formatPoint, type Stone } from '@stonekit/core';
import { forbiddenKindAt, type GomokuMessages } from './messages.ts';

const stoneNames: Record<Stone, string> = { black: '黑棋', white: '白棋' };
const stoneShort: Record<Stone, string> = { black: '黑子', white: '白子' };

const counts = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

const forbiddenNames: Record<ForbiddenKind, string> = {
  'double-three': '三三',
  'double-four': '四四',
  overline: '长连',
};

/**
 * Simplified Chinese texts (zh-CN) for the Gomoku components.
 *
 * @example
 * <GomokuBoard messages={gomokuMessagesZh} />
 * gomokuMessagesZh.played(move); // '黑棋落子 h8'
 */
export const gomokuMessagesZh: GomokuMessages = {
  boardLabel: (size) => `五子棋棋盘，${size}×${size}`,
  point: ({ name, stone, moveNumber, lastMove, winning, forbidden }) =>
    `${name}，${stone === null ? '空' : stoneShort[stone]}${
      moveNumber > 0 ? `，第${moveNumber}手` : ''
    }${lastMove ? '，最后一手' : ''}${
      winning ? '，获胜连线' : ''
    }${forbidden === null ? '' : `，禁手（${forbiddenNames[forbidden]}）`}`,
  played: (move) => `${stoneNames[move.stone]}落子 ${move.name}`,
  undone: (move) => `悔棋：${stoneNames[move.stone]} ${move.name}`,
  redone: (move) => `重做：${stoneNames[move.stone]} ${move.name}`,
  newGame: (state) => `新对局，${state.size}×${state.size}`,
  result: (status) => {
    if (status.kind === 'draw') return '和棋：棋盘已满';
    if (status.kind === 'playing') return '';
    if (status.forbidden !== undefined) {
      const { point, kind } = status.forbidden;
      return `${stoneNames[status.winner]}获胜：黑棋 ${formatPoint(point)} 禁手（${forbiddenNames[kind]}）`;
    }
    return `${stoneNames[status.winner]}${counts[status.line.length] ?? status.line.length}连获胜`;
  },
  refused: ({ reason, move }, state) => {
    switch (reason) {
      case 'occupied':
        return `${move} 已有棋子`;
      case 'game-over':
        return '对局已结束';
      case 'forbidden': {
        const kind = forbiddenKindAt(state, move);
        return `${move} 是${stoneNames[state.turn]}禁手${kind === null ? '' : `（${forbiddenNames[kind]}）`}`;
      }
      case 'off-board':
        return `${move} 不在棋盘上`;
      case 'malformed':
        return `${move} 不是有效的点`;
      default:
        return `${move} 不能落子`;
    }
  },
  status: (state) => {
    const { status } = state;
    if (status.kind === 'won') return `${stoneNames[status.winner]}获胜`;
    if (status.kind === 'draw') return '和棋';
    return `轮到${stoneNames[state.turn]}`;
  },
  separator: '。',
};
