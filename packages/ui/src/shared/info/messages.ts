import type { GomokuRuleName, OpeningRuleName, TimeControl } from '@stonekit/core';

/**
 * The texts of `GomokuGameInfo` and `ReversiGameInfo`, which say what game is being played: its
 * board size, rule, opening rule and time control. Each key starts with `gameInfo`, so that an
 * app's messages can include them without clashing with its own keys.
 *
 * @example
 * const messages: GameInfoMessages = { ...gameInfoMessagesEn, gameInfoLabel: 'Now playing: ' };
 */
export interface GameInfoMessages {
  gameInfoLabel: string; // before the items, with its punctuation and space, to tell them from a next game's choices: 'This game: '
  gameInfoSize: (size: number) => string; // a Gomoku board's size: '19 × 19'
  gameInfoRule: (rule: GomokuRuleName) => string; // a Gomoku rule: 'Renju'
  gameInfoOpening: (opening: OpeningRuleName) => string; // an opening rule: 'RIF', 'No opening rule'
  gameInfoTimeControl: (control: TimeControl) => string; // '3 min + 2 s', 'No clock'
  gameInfoManualPasses: string; // a Reversi game without `autoPass`: 'Passes by hand'
  gameInfoSeparator: string; // between two items: ' · '
}

/** Whole hours, minutes and seconds of `ms`, rounded up to the second. */
function parts(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

/** A setting's length as players write it: '30 s', '5 min', '1 min 30 s', '1 h'. */
function lengthEn(ms: number): string {
  const { hours, minutes, seconds } = parts(ms);
  const said: string[] = [];
  if (hours > 0) said.push(`${hours} h`);
  if (minutes > 0) said.push(`${minutes} min`);
  if (seconds > 0 || said.length === 0) said.push(`${seconds} s`);
  return said.join(' ');
}

/** '30 秒', '5 分钟', '1 分 30 秒', '1 小时': 分钟 when the minutes end it, 分 before seconds. */
function lengthZh(ms: number): string {
  const { hours, minutes, seconds } = parts(ms);
  const said: string[] = [];
  if (hours > 0) said.push(`${hours} 小时`);
  if (minutes > 0) said.push(seconds > 0 ? `${minutes} 分` : `${minutes} 分钟`);
  if (seconds > 0 || said.length === 0) said.push(`${seconds} 秒`);
  return said.join(' ');
}

const rulesEn: Record<GomokuRuleName, string> = {
  freestyle: 'Freestyle',
  standard: 'Exactly five',
  renju: 'Renju',
  caro: 'Caro',
};

const openingsEn: Record<OpeningRuleName, string> = {
  free: 'No opening rule',
  centre: 'Centre opening',
  swap1: 'Swap1',
  swap2: 'Swap2',
  rif: 'RIF',
  yamaguchi: 'Yamaguchi',
  'taraguchi-10': 'Taraguchi-10',
};

/**
 * English texts of the game's description.
 *
 * @example
 * gameInfoMessagesEn.gameInfoTimeControl({ kind: 'fischer', initialMs: 180_000, incrementMs: 2_000 }); // '3 min + 2 s'
 */
export const gameInfoMessagesEn: GameInfoMessages = {
  gameInfoLabel: 'This game: ',
  gameInfoSize: (size) => `${size} × ${size}`,
  gameInfoRule: (rule) => rulesEn[rule] ?? rule,
  gameInfoOpening: (opening) => openingsEn[opening] ?? opening,
  gameInfoTimeControl: (control) => {
    switch (control.kind) {
      case 'sudden-death':
        return lengthEn(control.initialMs);
      case 'fischer':
        return `${lengthEn(control.initialMs)} + ${lengthEn(control.incrementMs)}`;
      case 'byo-yomi':
        return `${lengthEn(control.initialMs)} + ${control.periods} × ${lengthEn(control.periodMs)}`;
      case 'per-move':
        return `${lengthEn(control.turnMs)} a move, ${lengthEn(control.matchMs)} a game`;
      default:
        return 'No clock';
    }
  },
  gameInfoManualPasses: 'Passes by hand',
  gameInfoSeparator: ' · ',
};

const rulesZh: Record<GomokuRuleName, string> = {
  freestyle: '自由规则',
  standard: '标准规则',
  renju: '连珠规则',
  caro: '越南规则',
};

const openingsZh: Record<OpeningRuleName, string> = {
  free: '无开局规则',
  centre: '天元开局',
  swap1: '一次交换',
  swap2: '二次交换',
  rif: 'RIF 规则',
  yamaguchi: '山口规则',
  'taraguchi-10': '塔拉古奇-10 规则',
};

/**
 * 对局信息的简体中文文本。
 *
 * @example
 * gameInfoMessagesZh.gameInfoTimeControl({ kind: 'byo-yomi', initialMs: 300_000, periods: 3, periodMs: 30_000 }); // '5 分钟 + 读秒 3 × 30 秒'
 */
export const gameInfoMessagesZh: GameInfoMessages = {
  gameInfoLabel: '本局：',
  gameInfoSize: (size) => `${size} × ${size}`,
  gameInfoRule: (rule) => rulesZh[rule] ?? rule,
  gameInfoOpening: (opening) => openingsZh[opening] ?? opening,
  gameInfoTimeControl: (control) => {
    switch (control.kind) {
      case 'sudden-death':
        return lengthZh(control.initialMs);
      case 'fischer':
        return `${lengthZh(control.initialMs)} + 每手加 ${lengthZh(control.incrementMs)}`;
      case 'byo-yomi':
        return `${lengthZh(control.initialMs)} + 读秒 ${control.periods} × ${lengthZh(control.periodMs)}`;
      case 'per-move':
        return `每手 ${lengthZh(control.turnMs)}，全局 ${lengthZh(control.matchMs)}`;
      default:
        return '不计时';
    }
  },
  gameInfoManualPasses: '手动弃权',
  gameInfoSeparator: ' · ',
};
