import type { GomokuRuleName, OpeningRuleName, Stone } from '@stonekit/core';
import type { Locale } from '../i18n/locale.tsx';
import type { GomokuPreset } from './nextGame.ts';

/** A choice the computer made in an opening that settles who plays which colour. */
export type ColourChoice = 'swap' | 'keep' | 'black' | 'white';

/** The Gomoku page's English text; the Chinese below has the same keys. */
const en = {
  gomoku: 'Gomoku',
  undo: 'Undo',
  redo: 'Redo',
  nextGame: 'Next game',
  boardSize: 'Board size',
  rule: 'Rule',
  // Short names fit the select; the note under it says what the chosen one means.
  rules: {
    freestyle: 'Freestyle',
    standard: 'Exactly five',
    renju: 'Renju',
    caro: 'Caro',
  } satisfies Record<GomokuRuleName, string>,
  ruleNotes: {
    freestyle: 'Five or more in a row wins.',
    standard: 'Exactly five in a row wins; six or more do not.',
    renju: 'Black may not make a double three, a double four or an overline.',
    caro: 'A five wins unless both its ends are blocked.',
  } satisfies Record<GomokuRuleName, string>,
  opening: 'Opening',
  openings: {
    free: 'None',
    centre: 'Centre',
    swap1: 'Swap1',
    swap2: 'Swap2',
    rif: 'RIF',
    yamaguchi: 'Yamaguchi',
    'taraguchi-10': 'Taraguchi-10',
  } satisfies Record<OpeningRuleName, string>,
  openingNotes: {
    free: 'Black starts anywhere.',
    centre: 'The first stone goes on the centre point.',
    swap1: 'The first player places three stones; the second chooses a colour.',
    swap2:
      'The first player places three stones; the second chooses a colour, or places two more and leaves the choice to the first.',
    rif: 'One of the 26 openings, a swap, then black offers two fifth moves.',
    yamaguchi: 'As RIF, but black declares how many fifth moves it will offer.',
    'taraguchi-10':
      'The first four stones in ever larger central squares, a swap after each; then the fifth in the 9 × 9, or ten fifth moves offered.',
  } satisfies Record<OpeningRuleName, string>,
  newGame: 'New game',
  aiInOpening: (stone: 'black' | 'white') =>
    `The computer plays the opening for the player who started as ${stone}, and goes on with the colour that player ends up with.`,
  colours: (you: 'black' | 'white') =>
    `You play ${you}, the computer ${you === 'black' ? 'white' : 'black'}.`,
  // Under an opening with a swap, the players are named by who starts, not by colour.
  youStart: 'You start vs computer',
  computerStarts: 'Computer starts vs you',
  // Shown until the next move, since a swap changes which stones are yours.
  computerChose: (choice: ColourChoice, you: Stone) => {
    const computer = you === 'black' ? 'white' : 'black';
    switch (choice) {
      case 'swap':
        return `The computer swapped: you now play ${you}.`;
      case 'keep':
        return `The computer kept its colour: you play ${you}.`;
      default:
        return `The computer took ${computer}: you play ${you}.`;
    }
  },
  // Games one click starts, at once.
  presets: 'Start a game',
  presetNames: {
    freestyle: 'Freestyle',
    'renju-rif': 'Renju · RIF',
    'renju-taraguchi': 'Renju · Taraguchi-10',
    swap2: 'Gomoku · Swap2',
  } satisfies Record<GomokuPreset['name'], string>,
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
    freestyle: '自由规则',
    standard: '标准规则',
    renju: '连珠规则',
    caro: '越南规则',
  },
  ruleNotes: {
    freestyle: '五子或以上连成一线即胜。',
    standard: '恰好五子连成一线才胜，长连不算。',
    renju: '黑方不得下三三、四四和长连禁手。',
    caro: '五连两端都被堵住时不算胜。',
  },
  opening: '开局规则',
  openings: {
    free: '无',
    centre: '天元开局',
    swap1: '一次交换（Swap1）',
    swap2: '二次交换（Swap2）',
    rif: 'RIF 规则',
    yamaguchi: '山口规则',
    'taraguchi-10': '塔拉古奇-10 规则',
  },
  openingNotes: {
    free: '黑方可下在任意位置。',
    centre: '第一手下在天元。',
    swap1: '先手摆三子，后手选择执黑或执白。',
    swap2: '先手摆三子，后手选择颜色，或再摆两子，把选择交回先手。',
    rif: '26 种开局之一，可交换，黑方提供两个五手打点。',
    yamaguchi: '同 RIF，但黑方先宣布要提供的五手打点数。',
    'taraguchi-10':
      '前四手依次下在逐渐扩大的中心区域，每手后可交换；第五手下在 9 × 9 之内，或提供十个五手打点。',
  },
  newGame: '新对局',
  aiInOpening: (stone: 'black' | 'white') =>
    `电脑在开局中代表起初执${stone === 'black' ? '黑' : '白'}的一方，交换后执该方最终所持的颜色。`,
  colours: (you: 'black' | 'white') =>
    you === 'black' ? '你执黑，电脑执白。' : '你执白，电脑执黑。',
  youStart: '你先手对电脑',
  computerStarts: '电脑先手对你',
  computerChose: (choice: ColourChoice, you: Stone) => {
    const yours = you === 'black' ? '黑' : '白';
    switch (choice) {
      case 'swap':
        return `电脑选择了交换：现在你执${yours}。`;
      case 'keep':
        return `电脑选择不交换：你执${yours}。`;
      default:
        return `电脑选择执${you === 'black' ? '白' : '黑'}：你执${yours}。`;
    }
  },
  presets: '直接开局',
  presetNames: {
    freestyle: '自由规则',
    'renju-rif': '连珠 · RIF',
    'renju-taraguchi': '连珠 · 塔拉古奇-10',
    swap2: '五子棋 · Swap2',
  },
};

/** The Gomoku page's texts by locale. */
export const gomokuPageMessages: Record<Locale, GomokuPageMessages> = { en, 'zh-CN': zh };
