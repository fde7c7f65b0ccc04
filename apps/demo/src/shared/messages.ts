import type { Locale } from '../i18n/locale.tsx';

/** The players panel's English text; the Chinese below has the same keys. */
const en = {
  players: 'Players',
  mode: 'Who plays',
  humanVsHuman: 'Two people',
  humanVsComputer: 'You (black) vs computer',
  computerVsHuman: 'Computer vs you (white)',
  computerVsComputer: 'Computer vs computer',
  level: 'Level',
  levelName: (level: number) =>
    level === 1 ? '1 (beginner)' : level === 10 ? '10 (strongest)' : String(level),
  speed: 'Move speed',
  slow: 'Slow',
  normal: 'Normal',
  fast: 'Fast',
  hint: 'Hint',
  analysis: 'Analysis',
  aiFailed: 'The computer could not answer. You can play on.',
};

/** Texts of the players panel. */
export type PlayersMessages = typeof en;

/** 对局者面板的简体中文文本。 */
const zh: PlayersMessages = {
  players: '对局者',
  mode: '对局方式',
  humanVsHuman: '双人对弈',
  humanVsComputer: '你（黑棋）对电脑',
  computerVsHuman: '电脑对你（白棋）',
  computerVsComputer: '电脑自我对弈',
  level: '难度',
  levelName: (level: number) =>
    level === 1 ? '1（入门）' : level === 10 ? '10（最强）' : String(level),
  speed: '落子速度',
  slow: '慢',
  normal: '中',
  fast: '快',
  hint: '提示一手',
  analysis: '形势分析',
  aiFailed: '电脑未能应答，你可以继续下棋。',
};

/** The players panel's texts by locale. */
export const playersMessages: Record<Locale, PlayersMessages> = { en, 'zh-CN': zh };
