import {
  type ForbiddenKind,
  formatPoint,
  type GomokuState,
  type OpeningAction,
  type OpeningChoice,
  type OpeningPhase,
  openingPhraseKey,
  type Stone,
} from '@stonekit/core';
import { aiMessagesZh } from '../shared/ai/messages.ts';
import { boardMessagesZh } from '../shared/board/messages.ts';
import { clockMessagesZh } from '../shared/clock/messages.ts';
import type { GomokuStoreHint } from './ai.ts';
import {
  forbiddenKindAt,
  type GomokuMessages,
  type GomokuRefusal,
  openingActor,
} from './messages.ts';

const stoneNames: Record<Stone, string> = { black: '黑棋', white: '白棋' };
const stoneShort: Record<Stone, string> = { black: '黑子', white: '白子' };
const sideNames: Record<Stone, string> = { black: '黑方', white: '白方' };
const playerNames = { first: '先手方', second: '后手方' } as const;

const counts = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

const forbiddenNames: Record<ForbiddenKind, string> = {
  'double-three': '三三',
  'double-four': '四四',
  overline: '长连',
};

const choiceNames: Record<Exclude<OpeningChoice, 'offer'>, string> = {
  black: '执黑',
  white: '执白',
  'place-two': '再下两手',
  swap: '交换',
  keep: '不交换',
};

/** 提示着法的结果，以占优一方表述：'黑棋 3 手内获胜'、'白棋占优'。 */
function hintOutcome(hint: GomokuStoreHint): string {
  const side = hint.game.turn;
  const other = side === 'black' ? 'white' : 'black';
  switch (hint.kind) {
    case 'win':
      return `${stoneNames[side]} ${hint.in} 手内获胜`;
    case 'loss':
      return `${stoneNames[other]} ${hint.in} 手内获胜`;
    case 'estimate': {
      const size = Math.abs(hint.score);
      if (size < 10) return '局面均势';
      const who = stoneNames[hint.score > 0 ? side : other];
      if (size < 35) return `${who}略优`;
      return size < 75 ? `${who}占优` : `${who}大优`;
    }
    default:
      return '对局已结束';
  }
}

/** 开局阶段的中文说明，与英文的 `describeOpeningPhase` 对应。 */
function describePhase(phase: OpeningPhase): string {
  if (phase.phase === 'done') {
    return `开局结束：${playerNames[phase.black]}执黑，${playerNames[phase.white]}执白`;
  }
  const who = openingActor(phase, sideNames, playerNames);
  switch (phase.phase) {
    case 'place': {
      const stone = phase.role === phase.stone ? '' : `（${stoneShort[phase.stone]}）`;
      const { region } = phase;
      const side = region === null ? 0 : 2 * region.radius + 1;
      const where =
        region === null
          ? '在任意位置'
          : side === 1
            ? `在天元 ${formatPoint(region.centre)} `
            : `在中央 ${side}×${side} 区域内`;
      return `${who}${where}下第 ${phase.move} 手${stone}`;
    }
    case 'choose':
      switch (openingPhraseKey(phase)) {
        case 'choose-colour-or-place-two':
          return `${who}：执黑、执白，还是再下两手？`;
        case 'choose-colour':
          return `${who}：执黑还是执白？`;
        case 'choose-swap-or-offer':
          return `${who}：交换、不交换，还是打 ${phase.offerCount ?? 0} 个第五手？`;
        default:
          return `${who}：交换还是不交换？`;
      }
    case 'declare-offers':
      return `${who}宣布第五手打点数（${phase.min}–${phase.max}）`;
    case 'offer-fifth':
      return `${who}打 ${phase.count} 个第五手`;
    case 'select-fifth':
      return `${who}从 ${phase.offers.length} 个第五手中选择一个`;
  }
}

function refusedInOpening(refusal: GomokuRefusal, state: GomokuState): string {
  const { reason, move, points = [] } = refusal;
  const { phase } = state.opening;
  switch (reason) {
    case 'outside-region': {
      const region = phase.phase === 'place' ? phase.region : null;
      if (region === null) return `${move} 不在规定区域内`;
      const side = 2 * region.radius + 1;
      return side === 1
        ? `${move} 不是天元 ${formatPoint(region.centre)}`
        : `${move} 不在中央 ${side}×${side} 区域内`;
    }
    case 'wrong-phase':
      return `现在不能落子。${describePhase(phase)}`;
    case 'not-an-option':
      return `现在不能选择 ${move}`;
    case 'bad-count':
      return phase.phase === 'declare-offers'
        ? `打点数须在 ${phase.min} 到 ${phase.max} 之间`
        : `不能宣布 ${move} 个打点`;
    case 'wrong-count':
      return phase.phase === 'offer-fifth'
        ? `须恰好打 ${phase.count} 个第五手`
        : '第五手打点数不对';
    case 'duplicate-offer':
      return `${points[0] ?? move} 已经选过`;
    case 'equivalent-offers':
      return `${points.join(' 与 ')} 对称等价，是同一个第五手：只能打其中一个`;
    case 'not-offered':
      return phase.phase === 'select-fifth'
        ? `${move} 不是打出的点：请从 ${phase.offers.map(formatPoint).join('、')} 中选择`
        : `${move} 不是打出的点`;
    default:
      return `${move} 不能落子`;
  }
}

/** A choice, declaration or offer, or a stone, as said of the player who took it. */
function describeAction(action: OpeningAction<string>, phase: OpeningPhase): string {
  const who = openingActor(phase, sideNames, playerNames);
  switch (action.type) {
    case 'choose':
      if (action.choice === 'offer') return `${who}选择打点`;
      return `${who}${choiceNames[action.choice]}`;
    case 'declare':
      return `${who}宣布打 ${action.count} 个第五手`;
    case 'offer':
      return `${who}打出 ${action.points.join('、')}`;
    default:
      return `${who}落子 ${action.point}`;
  }
}

/**
 * Simplified Chinese texts (zh-CN) for the Gomoku components.
 *
 * @example
 * <GomokuBoard messages={gomokuMessagesZh} />
 * gomokuMessagesZh.played(move); // '黑棋落子 h8'
 * gomokuMessagesZh.openingPhase(state.opening.phase); // '白方：交换还是不交换？'
 */
export const gomokuMessagesZh: GomokuMessages = {
  ...aiMessagesZh,
  ...boardMessagesZh,
  ...clockMessagesZh,
  boardLabel: (size) => `五子棋棋盘，${size}×${size}`,
  point: ({
    name,
    stone,
    moveNumber,
    lastMove,
    winning,
    forbidden,
    offer = 0,
    offerStage,
    hint = false,
    line = null,
  }) =>
    `${name}，${stone === null ? '空' : stoneShort[stone]}${
      moveNumber > 0 ? `，第${moveNumber}手` : ''
    }${lastMove ? '，最后一手' : ''}${
      winning ? '，获胜连线' : ''
    }${forbidden === null ? '' : `，禁手（${forbiddenNames[forbidden]}）`}${
      offer > 0 ? `，${offerStage === 'offered' ? '已打出' : '已选'}的第五手 ${offer}` : ''
    }${hint ? `，${aiMessagesZh.hintLabel}` : ''}${
      line === null ? '' : `，${aiMessagesZh.lineStep(line.step, line.stone)}`
    }`,
  played: (move) => `${stoneNames[move.stone]}落子 ${move.name}`,
  undone: (move) => `悔棋：${stoneNames[move.stone]} ${move.name}`,
  redone: (move) => `重做：${stoneNames[move.stone]} ${move.name}`,
  newGame: (state) => `新对局，${state.size}×${state.size}`,
  result: (status) => {
    if (status.kind === 'draw') return '和棋：棋盘已满';
    if (status.kind === 'playing') return '';
    const loser = stoneNames[status.winner === 'black' ? 'white' : 'black'];
    if (status.reason === 'time') return `${loser}超时负，${stoneNames[status.winner]}获胜`;
    if (status.reason === 'resignation') return `${loser}认输，${stoneNames[status.winner]}获胜`;
    if (status.forbidden !== undefined) {
      const { point, kind } = status.forbidden;
      return `${stoneNames[status.winner]}获胜：黑棋 ${formatPoint(point)} 禁手（${forbiddenNames[kind]}）`;
    }
    return `${stoneNames[status.winner]}${counts[status.line.length] ?? status.line.length}连获胜`;
  },
  refused: (refusal, state) => {
    const { reason, move } = refusal;
    switch (reason) {
      case 'occupied':
        return `${move} 已有棋子`;
      case 'game-over':
        return '对局已结束';
      case 'forbidden': {
        const kind = refusal.kind ?? forbiddenKindAt(state, move);
        return `${move} 是${stoneNames[state.turn]}禁手${kind === null ? '' : `（${forbiddenNames[kind]}）`}`;
      }
      case 'off-board':
        return `${move} 不在棋盘上`;
      case 'malformed':
        return `${move} 不是有效的点`;
      default:
        return refusedInOpening(refusal, state);
    }
  },
  status: (state) => {
    const { status } = state;
    if (status.kind === 'won') {
      const loser = stoneNames[status.winner === 'black' ? 'white' : 'black'];
      if (status.reason === 'time') return `${loser}超时负`;
      if (status.reason === 'resignation') return `${loser}认输，${stoneNames[status.winner]}获胜`;
      return `${stoneNames[status.winner]}获胜`;
    }
    if (status.kind === 'draw') return '和棋';
    return `轮到${stoneNames[state.turn]}`;
  },
  separator: '。',
  openingPhase: describePhase,
  openingName: (opening) => `开局：${opening.nameZh}（${opening.name}，${opening.code}）`,
  openingAction: describeAction,
  openingUndone: (action, phase) => `悔棋：${describeAction(action, phase)}`,
  openingRedone: (action, phase) => `重做：${describeAction(action, phase)}`,
  openingHint: (phase) => {
    switch (phase.phase) {
      case 'place':
        return phase.region === null ? '在棋盘任意位置落子。' : '在高亮区域内落子。';
      case 'offer-fifth':
        return `在棋盘上点选 ${phase.count} 个点，然后打出。互为对称的两点算同一手。`;
      case 'select-fifth':
        return '在棋盘上点击一个带编号的棋子，或在此选择。';
      default:
        return '';
    }
  },
  choice: (choice, phase) =>
    choice === 'offer' ? `打 ${phase.offerCount ?? 0} 个第五手` : choiceNames[choice],
  declareLabel: (min, max) => `第五手打点数（${min}–${max}）`,
  declareButton: '宣布',
  chosenOffers: (chosen, count) =>
    chosen.length === 0
      ? `尚未选点，0 / ${count}`
      : `已选：${chosen.join('、')}（${chosen.length} / ${count}）`,
  offerButton: (count) => `打出这 ${count} 个点`,
  clearOffers: '清除',
  offerChosen: (name, chosen, count) => `已选 ${name}，${chosen} / ${count}`,
  offerRemoved: (name) => `已取消 ${name}`,
  selectButton: (name) => `选择 ${name}`,
  hint: (hint) =>
    hint.move === null
      ? '无提示：对局已结束'
      : `提示：${formatPoint(hint.move)}，${hintOutcome(hint)}`,
  evaluation: hintOutcome,
};
