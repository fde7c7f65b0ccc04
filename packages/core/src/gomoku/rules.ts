import { type BoardView, DIRECTIONS, lineCells, runLength, type StoneCode } from './board.ts';
import type { GomokuRuleName } from './types.ts';

/**
 * A win condition, plugged into the game by name. The game asks the rule only about the stone
 * just played, so a rule scans the four lines through that stone and nothing else (O(1) a move).
 * Renju and Caro slot in as further implementations: Renju adds `forbidden`, Caro looks at what
 * blocks the ends of a five.
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
   * forbidden (`'double-three'`), or null when it is allowed. Rules without forbidden moves
   * leave it out.
   */
  forbidden?(board: BoardView, index: number, stone: StoneCode): string | null;
}

/**
 * The first line through `index` whose run of `stone`s has a length that `wins` accepts, as
 * cell indices from one end of the run to the other; null when there is none.
 */
function findRun(
  board: BoardView,
  index: number,
  stone: StoneCode,
  wins: (length: number) => boolean,
): number[] | null {
  for (const [dx, dy] of DIRECTIONS) {
    const back = runLength(board, index, -dx, -dy, stone);
    const length = back + 1 + runLength(board, index, dx, dy, stone);
    if (wins(length)) return lineCells(board, index, dx, dy, back, length);
  }
  return null;
}

const fiveOrMore = (length: number): boolean => length >= 5;
const exactlyFive = (length: number): boolean => length === 5;

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

const RULES: Readonly<Record<GomokuRuleName, GomokuRule>> = Object.freeze({ freestyle, standard });

/**
 * The names of the rules `new Gomoku({ rule })` accepts, for menus and validation.
 *
 * @example
 * GOMOKU_RULE_NAMES; // ['freestyle', 'standard']
 */
export const GOMOKU_RULE_NAMES: readonly GomokuRuleName[] = Object.freeze(
  Object.keys(RULES) as GomokuRuleName[],
);

/** Whether `name` names a rule. */
export function isRuleName(name: unknown): name is GomokuRuleName {
  return typeof name === 'string' && Object.hasOwn(RULES, name);
}

/** The rule called `name`. Throws a RangeError listing the known rules for any other value. */
export function ruleByName(name: unknown): GomokuRule {
  if (!isRuleName(name)) {
    const known = GOMOKU_RULE_NAMES.map((rule) => `'${rule}'`).join(', ');
    throw new RangeError(`Unknown Gomoku rule ${quote(name)}: expected one of ${known}`);
  }
  return RULES[name];
}

function quote(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}
