/**
 * From the public game to the search's board: reads a `Gomoku` or a `GomokuState` into an
 * `Engine`, and turns padded indices back into public points.
 */
import { describeGiven } from '../../describe-value.ts';
import { OptionError } from '../../errors.ts';
import { cellTable, GOMOKU_MAX_SIZE, GOMOKU_MIN_SIZE, isValidSize } from '../../gomoku/coords.ts';
import { GOMOKU_RULE_NAMES, isRuleName } from '../../gomoku/rules.ts';
import type { GomokuRuleName, GomokuState, Point } from '../../gomoku/types.ts';
import { refuseOption } from '../../options.ts';
import { BLACK, Engine, type EngineRule, WHITE } from './engine.ts';
import { CARO, EXACTLY_FIVE, FIVE_OR_MORE, RENJU_BLACK } from './patterns.ts';
import type { GomokuPosition } from './types.ts';

const RULES: Readonly<Record<GomokuRuleName, EngineRule>> = {
  freestyle: { black: FIVE_OR_MORE, white: FIVE_OR_MORE, forbidding: false },
  standard: { black: EXACTLY_FIVE, white: EXACTLY_FIVE, forbidding: false },
  renju: { black: RENJU_BLACK, white: FIVE_OR_MORE, forbidding: true },
  caro: { black: CARO, white: CARO, forbidding: false },
};

/**
 * The snapshot of a game, or the snapshot itself, checked as far as the search reads it: a size,
 * a rule, a board of `size * size` cells, the side to move and a status.
 *
 * @throws OptionError (`position`) for anything else
 */
export function stateOf(position: GomokuPosition): GomokuState {
  const state =
    typeof position === 'object' && position !== null && 'state' in position
      ? position.state
      : position;
  if (typeof state !== 'object' || state === null || Array.isArray(state)) {
    throw refuseOption('position', 'a Gomoku game or its state', state);
  }
  const { size, rule, board, turn, status } = state as unknown as Record<string, unknown>;
  if (!isValidSize(size)) {
    const range = `an integer from ${GOMOKU_MIN_SIZE} to ${GOMOKU_MAX_SIZE}`;
    throw refuseOption('position', range, size, 'position.size');
  }
  if (!isRuleName(rule)) {
    throw refuseOption('position', `one of ${GOMOKU_RULE_NAMES.join(', ')}`, rule, 'position.rule');
  }
  if (!Array.isArray(board) || board.length !== size * size) {
    const what = Array.isArray(board) ? `${board.length} cells` : describeGiven(board);
    throw new OptionError(
      'position',
      `Expected position.board to hold ${size * size} cells for a ${size}x${size} board, got ${what}`,
    );
  }
  if (turn !== 'black' && turn !== 'white') {
    throw refuseOption('position', "'black' or 'white'", turn, 'position.turn');
  }
  if (typeof status !== 'object' || status === null || !('kind' in status)) {
    throw refuseOption(
      'position',
      "a status such as { kind: 'playing' }",
      status,
      'position.status',
    );
  }
  return state;
}

/** How the engine judges lines under the rule called `name`. */
export function engineRule(name: GomokuRuleName): EngineRule {
  const rule = RULES[name];
  if (rule === undefined) {
    throw refuseOption('position', `one of ${GOMOKU_RULE_NAMES.join(', ')}`, name, 'position.rule');
  }
  return rule;
}

/** A new engine holding the stones of `state`, with its side to move. */
export function loadEngine(state: GomokuState): Engine {
  const engine = new Engine(state.size, engineRule(state.rule));
  const { board } = state;
  for (let index = 0; index < board.length; index++) {
    const stone = board[index];
    if (stone === 'black') engine.put(engine.padded(index), BLACK);
    else if (stone === 'white') engine.put(engine.padded(index), WHITE);
  }
  engine.turn = state.turn === 'black' ? BLACK : WHITE;
  return engine;
}

/** The public point of the engine's padded index `at`. */
export function pointOf(engine: Engine, at: number): Point {
  return cellTable(engine.size).points[engine.unpadded(at)]!;
}

/** The public points of a list of padded indices. */
export function pointsOf(engine: Engine, moves: ArrayLike<number>, count = moves.length): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < count; i++) points.push(pointOf(engine, moves[i]!));
  return points;
}
