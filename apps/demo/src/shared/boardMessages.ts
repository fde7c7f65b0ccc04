import type { Locale } from '../i18n/locale.tsx';
import type { ConfirmMoves, CoordinateCase } from './settings.ts';

/**
 * The English text of what both pages share around the board: the board's settings and the
 * marks of a next game's choices. The Chinese below has the same keys.
 */
const en = {
  boardSettings: 'Board',
  confirmMoves: 'Tap to confirm',
  confirmModes: {
    touch: 'On touch screens',
    always: 'Always',
    never: 'Never',
  } satisfies Record<ConfirmMoves, string>,
  confirmNotes: {
    touch: 'On a touch screen a first tap shows the stone, and a second tap on it plays.',
    always: 'Every click or tap shows the stone first, and a second on it plays.',
    never: 'A click or tap plays at once.',
  } satisfies Record<ConfirmMoves, string>,
  coordinates: 'Coordinates',
  // The letters of a board `size` wide in each case, such as 'A–O'.
  coordinateCase: (coordinateCase: CoordinateCase, size: number) => {
    const last = String.fromCharCode(96 + size);
    return coordinateCase === 'upper'
      ? `Capitals, A–${last.toUpperCase()}`
      : `Small letters, a–${last}`;
  },
  // The next game's choices.
  pendingNote: 'Changes apply when you press New game.',
  changed: 'changed',
  nextGame: 'Next game: ', // before a note on a choice that waits for New game
};

/** Texts shared by both pages: the board's settings and the next game's pending choices. */
export type BoardMessages = typeof en;

/** 两个页面共用的简体中文文本：棋盘设置，以及下一局尚未生效的选择。 */
const zh: BoardMessages = {
  boardSettings: '棋盘设置',
  confirmMoves: '点按确认',
  confirmModes: {
    touch: '仅限触屏',
    always: '总是',
    never: '从不',
  },
  confirmNotes: {
    touch: '在触屏上，第一次点按先显示棋子，在同一位置再点一次才落子。',
    always: '每次点击或点按都先显示棋子，在同一位置再点一次才落子。',
    never: '点击或点按立即落子。',
  },
  coordinates: '坐标',
  coordinateCase: (coordinateCase: CoordinateCase, size: number) => {
    const last = String.fromCharCode(96 + size);
    return coordinateCase === 'upper' ? `大写 A–${last.toUpperCase()}` : `小写 a–${last}`;
  },
  pendingNote: '点“新对局”后才生效。',
  changed: '已更改',
  nextGame: '下一局：',
};

/** The shared texts by locale. */
export const boardMessages: Record<Locale, BoardMessages> = { en, 'zh-CN': zh };
