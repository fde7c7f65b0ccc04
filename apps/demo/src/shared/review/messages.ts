import type { Locale } from '../../i18n/locale.tsx';

/** The review section's own English text; the kit's components bring theirs. */
const en = {
  review: 'Review',
  intro: 'Step through the game, and let the computer judge every move.',
  overIntro: 'The game is over: analyse it to see where it was won and lost.',
  stepThrough: 'Review the moves',
  backToGame: 'Back to the game',
  computerWaits:
    'The computer waits while you review, and plays again when you go back to the game.',
};

/** Texts of the review section under the board. */
export type ReviewSectionMessages = typeof en;

/** 棋盘下方复盘区的简体中文文本。 */
const zh: ReviewSectionMessages = {
  review: '复盘',
  intro: '逐手查看这盘棋，并让电脑评判每一手。',
  overIntro: '对局已结束：分析一下，看看胜负在哪里决定。',
  stepThrough: '逐手复盘',
  backToGame: '返回对局',
  computerWaits: '复盘期间电脑暂停，返回对局后会继续下棋。',
};

/** The review section's texts by locale. */
export const reviewSectionMessages: Record<Locale, ReviewSectionMessages> = {
  en,
  'zh-CN': zh,
};
