import type { GomokuRuleName, OpeningRuleName } from '@stonekit/core';
import type { Locale } from '../i18n/locale.tsx';

/** The Gomoku page's English text; the Chinese below has the same keys. */
const en = {
  gomoku: 'Gomoku',
  undo: 'Undo',
  redo: 'Redo',
  nextGame: 'Next game',
  boardSize: 'Board size',
  rule: 'Rule',
  rules: {
    freestyle: 'Freestyle (five or more)',
    standard: 'Exactly five',
    renju: 'Renju (forbidden moves for black)',
    caro: 'Caro (unblocked five)',
  } satisfies Record<GomokuRuleName, string>,
  opening: 'Opening',
  openings: {
    free: 'None (free)',
    centre: 'Centre (first stone on the centre point)',
    swap1: 'Swap1',
    swap2: 'Swap2',
    rif: 'RIF (26 openings, swap, 2 fifth moves)',
    yamaguchi: 'Yamaguchi (declared fifth moves)',
    'taraguchi-10': 'Taraguchi-10',
  } satisfies Record<OpeningRuleName, string>,
  newGame: 'New game',
  moves: 'Moves',
  noMoves: 'No moves yet.',
  aiInOpening: (stone: 'black' | 'white') =>
    `The computer plays the opening for the player who started as ${stone}, and goes on with the colour that player ends up with.`,
  colours: (you: 'black' | 'white') =>
    `You play ${you}, the computer ${you === 'black' ? 'white' : 'black'}.`,
  // Under an opening with a swap, the players are named by who starts, not by colour.
  youStart: 'You start vs computer',
  computerStarts: 'Computer starts vs you',
};

/** Texts of the Gomoku page. */
export type GomokuPageMessages = typeof en;

/** 五子棋页面的简体中文文本。 */
const zh: GomokuPageMessages = {
  gomoku: '五子棋',
  undo: '悔棋',
  redo: '重做',
  nextGame: '下一局',
  boardSize: '棋盘大小',
  rule: '规则',
  rules: {
    freestyle: '自由规则（五子或以上）',
    standard: '标准规则（恰好五子）',
    renju: '连珠规则（黑方有禁手）',
    caro: '越南规则（五连不可两端被堵）',
  },
  opening: '开局规则',
  openings: {
    free: '无（自由开局）',
    centre: '天元开局（第一手下在天元）',
    swap1: '一次交换（Swap1）',
    swap2: '二次交换（Swap2）',
    rif: 'RIF 规则（26 种开局，交换，五手两打）',
    yamaguchi: '山口规则（宣布五手打点数）',
    'taraguchi-10': '塔拉古奇-10 规则',
  },
  newGame: '新对局',
  moves: '棋谱',
  noMoves: '尚未落子。',
  aiInOpening: (stone: 'black' | 'white') =>
    `电脑在开局中代表起初执${stone === 'black' ? '黑' : '白'}的一方，交换后执该方最终所持的颜色。`,
  colours: (you: 'black' | 'white') =>
    you === 'black' ? '你执黑，电脑执白。' : '你执白，电脑执黑。',
  youStart: '你先手对电脑',
  computerStarts: '电脑先手对你',
};

/** The Gomoku page's texts by locale. */
export const gomokuPageMessages: Record<Locale, GomokuPageMessages> = { en, 'zh-CN': zh };
