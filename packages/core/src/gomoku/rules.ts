import { refuseOption } from '../options.ts';
import { BLACK, type BoardView, EMPTY, findRun, type StoneCode } from './board.ts';
import { ALLOWED, FORBIDDEN_KINDS, judgeFor, WINS } from './renju/judge.ts';
import type { ForbiddenKind, GomokuRuleName } from './types.ts';

/**
 * A win condition, plugged into the game by name. The game asks the rule only about the stone
 * just played, so a rule scans the four lines through that stone and nothing else (O(1) a move).
 * Renju adds `forbidden` and `forbiddenCells`; Caro looks at what blocks the ends of a five.
 */
export interface GomokuRule {
  readonly name: GomokuRuleName; // the key in saved games and in `GomokuOptions.rule`
  /**
   * Called after `stone` has been placed at `index`. Returns the cell indices of the line that
   * wins, in order along it, or null when the move does not win.
   */
  winningLine(board: BoardView, index: number, stone: StoneCode): readonly number[] | null;
  /**
   * Called before `stone` is placed on the empty cell at `index`. Returns why the move is
   * forbidden, or null when it is allowed. Rules without forbidden moves leave it out.
   */
  forbidden?(board: BoardView, index: number, stone: StoneCode): ForbiddenKind | null;
  /**
   * The verdict on `stone` for every cell at once, indexed like the board: 0 where the move is
   * allowed or the cell is taken, else the 1-based index of its kind in `FORBIDDEN_KINDS`.
   * Present exactly when `forbidden` is.
   */
  forbiddenCells?(board: BoardView, stone: StoneCode): Int8Array;
}

const fiveOrMore = (length: number): boolean => length >= 5;
const exactlyFive = (length: number): boolean => length === 5;
// Both ends must be blocked by the opponent to spoil a five; one blocked end does not.
const caroFive = (length: number, blockedEnds: number): boolean => length >= 5 && blockedEnds < 2;

/** Five or more in a row wins; an overline wins with all of its stones. */
export const freestyle: GomokuRule = {
  name: 'freestyle',
  winningLine: (board, index, stone) => findRun(board, index, stone, fiveOrMore),
};

/** Exactly five in a row wins; a run of six or more does not, and the game goes on. */
export const standard: GomokuRule = {
  name: 'standard',
  winningLine: (board, index, stone) => findRun(board, index, stone, exactlyFive),
};

/**
 * Caro, as played in Vietnam: five or more in a row wins, overlines included, unless the cells
 * just past both ends of the run hold the opponent's stones (`OXXXXXO` does not win). The edge
 * of the board is not a stone, so a five against the edge with one end blocked wins.
 */
export const caro: GomokuRule = {
  name: 'caro',
  winningLine: (board, index, stone) => findRun(board, index, stone, caroFive),
};

/**
 * Renju under the RIF rules: black wins with exactly five and has forbidden moves, which the
 * judge of `renju/judge.ts` finds; white wins with five or more and has none.
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

const RULES: Readonly<Record<GomokuRuleName, GomokuRule>> = Object.freeze({
  freestyle,
  standard,
  renju,
  caro,
});

/**
 * The names of the rules `new Gomoku({ rule })` accepts, for menus and validation.
 *
 * @example
 * GOMOKU_RULE_NAMES; // ['freestyle', 'standard', 'renju', 'caro']
 */
export const GOMOKU_RULE_NAMES: readonly GomokuRuleName[] = Object.freeze(
  Object.keys(RULES) as GomokuRuleName[],
);

/** Whether `name` names a rule. */
export function isRuleName(name: unknown): name is GomokuRuleName {
  return typeof name === 'string' && Object.hasOwn(RULES, name);
}

/** The rule called `name`. Throws an OptionError (`rule`) listing the known rules for any other value. */
export function ruleByName(name: unknown): GomokuRule {
  if (!isRuleName(name)) {
    const known = GOMOKU_RULE_NAMES.map((rule) => `'${rule}'`).join(', ');
    throw refuseOption('rule', `one of ${known}`, name);
  }
  return RULES[name];
}
