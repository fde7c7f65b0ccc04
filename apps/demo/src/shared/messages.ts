import type { Locale } from '../i18n/locale.tsx';
import type { TimeControlName } from './timeControls.ts';

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

/** The clock panel's and time control's English text; the Chinese below has the same keys. */
const clockEn = {
  timeControl: 'Time control',
  timeControls: {
    none: 'No clock',
    '1+0': '1 minute',
    '5+0': '5 minutes',
    '15+0': '15 minutes',
    '3+2': '3 min + 2 s',
    '10+5': '10 min + 5 s',
    'byo-yomi': '5 min + byo-yomi',
  } satisfies Record<TimeControlName, string>,
  timeControlNotes: {
    none: 'Nobody can lose on time.',
    '1+0': 'One minute each for the whole game.',
    '5+0': 'Five minutes each for the whole game.',
    '15+0': 'Fifteen minutes each for the whole game.',
    '3+2': 'Three minutes each, and two seconds more after every move.',
    '10+5': 'Ten minutes each, and five seconds more after every move.',
    'byo-yomi':
      'Five minutes each, then three periods of 30 seconds: a move within a period keeps it.',
  } satisfies Record<TimeControlName, string>,
  // Follows the note of the time control chosen, hence the space.
  clockStarts: ' The clock starts with the first move after the opening.',
  pause: 'Pause',
  resume: 'Resume',
  resign: 'Resign',
  confirmResign: 'Really resign?',
};

/** Texts of the clock panel and the time control choice. */
export type ClockPanelMessages = typeof clockEn;

/** 计时面板与用时选择的简体中文文本。 */
const clockZh: ClockPanelMessages = {
  timeControl: '用时',
  timeControls: {
    none: '不计时',
    '1+0': '1 分钟',
    '5+0': '5 分钟',
    '15+0': '15 分钟',
    '3+2': '3 分钟 + 2 秒',
    '10+5': '10 分钟 + 5 秒',
    'byo-yomi': '5 分钟 + 读秒',
  },
  timeControlNotes: {
    none: '不会超时判负。',
    '1+0': '每方全局 1 分钟。',
    '5+0': '每方全局 5 分钟。',
    '15+0': '每方全局 15 分钟。',
    '3+2': '每方 3 分钟，每走一步加 2 秒。',
    '10+5': '每方 10 分钟，每走一步加 5 秒。',
    'byo-yomi': '每方 5 分钟，之后读秒 3 次，每次 30 秒：在读秒内落子则该次读秒不消耗。',
  },
  clockStarts: '开局之后的第一手落子时开始计时。',
  pause: '暂停',
  resume: '继续',
  resign: '认输',
  confirmResign: '确定认输？',
};

/** The clock panel's texts by locale. */
export const clockPanelMessages: Record<Locale, ClockPanelMessages> = {
  en: clockEn,
  'zh-CN': clockZh,
};
