import type { Stone } from '@stonekit/core';

/**
 * A move as the list names it: its number, what it is called, its colour, and whether it was a
 * pass.
 *
 * @example
 * const move: MoveListEntry = { number: 12, name: 'd3', stone: 'white', pass: false };
 */
export interface MoveListEntry {
  readonly number: number; // the move's number in the game, from 1
  readonly name: string; // what it is called: 'h8', 'd3', or the pass text
  readonly stone: Stone; // the side that played it
  readonly pass: boolean; // it put nothing down
}

/**
 * The texts of the move list, the same for every game. Each key starts with `moveList`, so that a
 * game's messages can include them without clashing with its own keys.
 *
 * @example
 * const messages: MoveListMessages = { ...moveListMessagesEn, moveListHeading: 'Game record' };
 */
export interface MoveListMessages {
  moveListHeading: string; // the heading above the list, which also names it: 'Moves'
  moveListEmpty: string; // shown instead of the list before the first move: 'No moves yet.'
  moveListPass: string; // what a pass is called after its number: 'pass'
  moveListMove: (move: MoveListEntry) => string; // the accessible name of a move, starting with what it shows: '12. d3, white'
}

const stoneNames: Record<Stone, string> = { black: 'black', white: 'white' };
const stoneNamesZh: Record<Stone, string> = { black: '黑棋', white: '白棋' };

/**
 * English texts of the move list.
 *
 * @example
 * <GomokuMoveList messages={moveListMessagesEn} />
 */
export const moveListMessagesEn: MoveListMessages = {
  moveListHeading: 'Moves',
  moveListEmpty: 'No moves yet.',
  moveListPass: 'pass',
  moveListMove: (move) => `${move.number}. ${move.name}, ${stoneNames[move.stone]}`,
};

/**
 * Chinese texts of the move list.
 *
 * @example
 * <ReversiMoveList messages={moveListMessagesZh} />
 */
export const moveListMessagesZh: MoveListMessages = {
  moveListHeading: '棋谱',
  moveListEmpty: '尚未落子。',
  moveListPass: '弃权',
  moveListMove: (move) => `${move.number}. ${move.name}，${stoneNamesZh[move.stone]}`,
};
