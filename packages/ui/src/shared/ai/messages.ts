import type { Stone } from '@stonekit/core';

/** The texts of the computer player that every game shares. */
export interface AiMessages {
  thinking: (stone: Stone) => string; // shown while the computer chooses a move for `stone`
  thinkingDepth: (depth: number) => string; // the depth its search has reached, in plies
  thinkingMove: (moveName: string) => string; // its best move so far
  thinkingScore: (score: number) => string; // that move's score, in the game's units
  thinkingTime: (seconds: number) => string; // how long it has thought, to the tenth of a second
  busy: (stone: Stone) => string; // said when a person tries to move for the computer's side
  hintLabel: string; // added to the name of the hinted square or point
  lineStep: (step: number, stone: Stone) => string; // added to a square of the expected line
}

const names: Record<Stone, string> = { black: 'Black', white: 'White' };
const namesZh: Record<Stone, string> = { black: '黑棋', white: '白棋' };

/** A score with its sign, as evaluations are written: +4, 0, -12. */
function signed(score: number): string {
  return score > 0 ? `+${score}` : String(score);
}

/**
 * English texts of the computer player, part of every game's English messages.
 *
 * @example
 * aiMessagesEn.thinking('white'); // 'White is thinking…'
 * aiMessagesEn.thinkingDepth(9); // 'depth 9'
 */
export const aiMessagesEn: AiMessages = {
  thinking: (stone) => `${names[stone]} is thinking…`,
  thinkingDepth: (depth) => `depth ${depth}`,
  thinkingMove: (moveName) => `best ${moveName}`,
  thinkingScore: (score) => `score ${signed(score)}`,
  thinkingTime: (seconds) => `${seconds.toFixed(1)} s`,
  busy: (stone) => `Please wait: the computer is thinking for ${stone}`,
  hintLabel: 'hint',
  lineStep: (step, stone) => `expected move ${step}, ${stone}`,
};

/**
 * 电脑棋手的简体中文文本，包含在各棋类的中文文本中。
 *
 * @example
 * aiMessagesZh.thinking('white'); // '白棋思考中…'
 * aiMessagesZh.thinkingDepth(9); // '第 9 层'
 */
export const aiMessagesZh: AiMessages = {
  thinking: (stone) => `${namesZh[stone]}思考中…`,
  thinkingDepth: (depth) => `第 ${depth} 层`,
  thinkingMove: (moveName) => `最佳 ${moveName}`,
  thinkingScore: (score) => `评分 ${signed(score)}`,
  thinkingTime: (seconds) => `${seconds.toFixed(1)} 秒`,
  busy: (stone) => `请稍候：电脑正在为${namesZh[stone]}思考`,
  hintLabel: '提示',
  lineStep: (step, stone) => `预计第 ${step} 手，${namesZh[stone]}`,
};
