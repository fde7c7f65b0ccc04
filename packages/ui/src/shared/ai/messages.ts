import type { Stone } from '@stonekit/core';

/** The texts of the computer player that every game shares. */
export interface AiMessages {
  thinking: (stone: Stone) => string; // shown while the computer chooses a move for `stone`
  busy: (stone: Stone) => string; // said when a person tries to move for the computer's side
  hintLabel: string; // added to the name of the hinted square or point
  lineStep: (step: number, stone: Stone) => string; // added to a square of the expected line
}

const names: Record<Stone, string> = { black: 'Black', white: 'White' };
const namesZh: Record<Stone, string> = { black: '黑棋', white: '白棋' };

/**
 * English texts of the computer player, part of every game's English messages.
 *
 * @example
 * aiMessagesEn.thinking('white'); // 'White is thinking…'
 */
export const aiMessagesEn: AiMessages = {
  thinking: (stone) => `${names[stone]} is thinking…`,
  busy: (stone) => `Please wait: the computer is thinking for ${stone}`,
  hintLabel: 'hint',
  lineStep: (step, stone) => `expected move ${step}, ${stone}`,
};

/**
 * 电脑棋手的简体中文文本，包含在各棋类的中文文本中。
 *
 * @example
 * aiMessagesZh.thinking('white'); // '白棋思考中…'
 */
export const aiMessagesZh: AiMessages = {
  thinking: (stone) => `${namesZh[stone]}思考中…`,
  busy: (stone) => `请稍候：电脑正在为${namesZh[stone]}思考`,
  hintLabel: '提示',
  lineStep: (step, stone) => `预计第 ${step} 手，${namesZh[stone]}`,
};
