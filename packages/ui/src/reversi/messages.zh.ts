import type { ReversiState, Stone } from '@stonekit/core';
import { aiMessagesZh } from '../shared/ai/messages.ts';
import { boardMessagesZh } from '../shared/board/messages.ts';
import { clockMessagesZh } from '../shared/clock/messages.ts';
import type { ReversiStoreHint } from './ai.ts';
import { opponentOf, type ReversiMessages } from './messages.ts';

const stoneNames: Record<Stone, string> = { black: '黑棋', white: '白棋' };
const discNames: Record<Stone, string> = { black: '黑子', white: '白子' };

/** The winner's discs first, '黑棋 40 比 24 获胜', or '和棋，32 比 32'; '' while playing. */
function outcome({ status, score }: ReversiState): string {
  if (status.kind === 'draw') return `和棋，${score.black} 比 ${score.white}`;
  if (status.kind === 'playing') return '';
  const loser = opponentOf(status.winner);
  if (status.reason === 'time') return `${stoneNames[loser]}超时负`;
  if (status.reason === 'resignation')
    return `${stoneNames[loser]}认输，${stoneNames[status.winner]}获胜`;
  return `${stoneNames[status.winner]} ${score[status.winner]} 比 ${score[loser]} 获胜`;
}

/** 提示着法的结果，以轮到的一方而言：'胜 6 子'。 */
function hintOutcome(hint: ReversiStoreHint): string {
  switch (hint.kind) {
    case 'exact':
      return hint.outcome === 'draw'
        ? '和棋'
        : `${hint.outcome === 'win' ? '胜' : '负'} ${hint.discs} 子`;
    case 'win':
      return `至少胜 ${hint.discs} 子`;
    case 'loss':
      return `至少负 ${hint.discs} 子`;
    default:
      if (hint.score === 0) return '大致均势';
      return `约${hint.score > 0 ? '领先' : '落后'} ${Math.abs(hint.score)} 子`;
  }
}

/** 以占优一方表述的形势判断：'黑棋约领先 6 子'。 */
function evaluation(hint: ReversiStoreHint): string {
  const side = hint.game.turn;
  const other = opponentOf(side);
  switch (hint.kind) {
    case 'exact':
      if (hint.outcome === 'draw') return '双方最佳应对下为和棋';
      return `双方最佳应对下${stoneNames[hint.outcome === 'win' ? side : other]}胜 ${hint.discs} 子`;
    case 'win':
      return `${stoneNames[side]}至少胜 ${hint.discs} 子`;
    case 'loss':
      return `${stoneNames[other]}至少胜 ${hint.discs} 子`;
    default:
      if (hint.score === 0) return '局面均势';
      return `${stoneNames[hint.score > 0 ? side : other]}约领先 ${Math.abs(hint.score)} 子`;
  }
}

/**
 * Simplified Chinese texts (zh-CN) for the Reversi components.
 *
 * @example
 * <ReversiBoard messages={reversiMessagesZh} />
 * reversiMessagesZh.played(move); // '黑棋落子 d3，翻转 1 子'
 */
export const reversiMessagesZh: ReversiMessages = {
  ...aiMessagesZh,
  ...boardMessagesZh,
  ...clockMessagesZh,
  boardLabel: '黑白棋棋盘，8×8',
  square: ({ name, stone, lastMove, legal, flips, hint, line }) =>
    `${name}，${stone === null ? '空' : discNames[stone]}${lastMove ? '，最后一手' : ''}${
      legal ? `，可落子，翻转 ${flips} 子` : ''
    }${hint ? `，${aiMessagesZh.hintLabel}` : ''}${
      line === null ? '' : `，${aiMessagesZh.lineStep(line.step, line.stone)}`
    }`,
  played: (move) => `${stoneNames[move.stone]}落子 ${move.square}，翻转 ${move.flips.length} 子`,
  passed: (move) => `${stoneNames[move.stone]}无处可下，弃权`,
  mustPass: (stone) => `${stoneNames[stone]}无处可下，须弃权`,
  undone: (move) =>
    move.pass
      ? `悔棋：${stoneNames[move.stone]}弃权`
      : `悔棋：${stoneNames[move.stone]} ${move.square}`,
  redone: (move) =>
    move.pass
      ? `重做：${stoneNames[move.stone]}弃权`
      : `重做：${stoneNames[move.stone]} ${move.square}，翻转 ${move.flips.length} 子`,
  newGame: () => '新对局',
  result: (state) => `对局结束。${outcome(state)}`,
  refused: ({ reason, move }, state) => {
    switch (reason) {
      case 'occupied':
        return `${move} 已有棋子`;
      case 'no-flips':
        return `${move} 不能翻转任何棋子`;
      case 'must-pass':
        return `${stoneNames[state.turn]}无处可下，须弃权`;
      case 'cannot-pass':
        return `${stoneNames[state.turn]}有处可下，不能弃权`;
      case 'game-over':
        return '对局已结束';
      case 'off-board':
        return `${move} 不在棋盘上`;
      case 'malformed':
        return `${move} 不是有效的格子`;
      default:
        return `${move} 不能落子`;
    }
  },
  status: (state) => {
    if (state.status.kind !== 'playing') return outcome(state);
    if (state.mustPass) return `${stoneNames[state.turn]}无处可下，须弃权`;
    if (state.lastMove?.pass === true) {
      return `${stoneNames[state.lastMove.stone]}弃权。轮到${stoneNames[state.turn]}`;
    }
    return `轮到${stoneNames[state.turn]}`;
  },
  count: (stone, discs) => `${stoneNames[stone]} ${discs}`,
  passButton: '弃权',
  separator: '。',
  hint: (hint) =>
    `提示：${hint.move === 'pass' ? '弃权' : (hint.move ?? '无')}，${hintOutcome(hint)}`,
  evaluation,
};
