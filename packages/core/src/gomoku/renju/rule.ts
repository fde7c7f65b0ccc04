import { BLACK, EMPTY, findRun } from '../board.ts';
import type { GomokuRule } from '../rules.ts';
import type { ForbiddenKind } from '../types.ts';
import { ALLOWED, judgeFor, WINS } from './judge.ts';

/**
 * The kinds of forbidden move, indexed by the judge's verdict codes less one: code 1 is a
 * double-three, 2 a double-four, 3 an overline.
 */
export const FORBIDDEN_KINDS: readonly ForbiddenKind[] = Object.freeze([
  'double-three',
  'double-four',
  'overline',
]);

const exactlyFive = (length: number): boolean => length === 5;
const fiveOrMore = (length: number): boolean => length >= 5;

/**
 * Renju under the RIF rules: black wins with exactly five and has forbidden moves (see
 * `ForbiddenJudge`); white wins with five or more and has none.
 */
export const renju: GomokuRule = {
  name: 'renju',
  winningLine: (board, index, stone) =>
    findRun(board, index, stone, stone === BLACK ? exactlyFive : fiveOrMore),
  forbidden(board, index, stone) {
    if (stone !== BLACK || board.cells[index] !== EMPTY) return null;
    const judge = judgeFor(board.size);
    judge.load(board);
    const verdict = judge.judge(judge.padded(index));
    return verdict === ALLOWED || verdict === WINS ? null : FORBIDDEN_KINDS[verdict - 1]!;
  },
  forbiddenCells(board, stone) {
    const cells = new Int8Array(board.cells.length);
    if (stone !== BLACK) return cells;
    const judge = judgeFor(board.size);
    judge.load(board);
    judge.scan(cells);
    return cells;
  },
};
