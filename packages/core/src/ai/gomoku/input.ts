/**
 * From the public game to the search's board: reads a `Gomoku` or a `GomokuState` into an
 * `Engine`, and turns padded indices back into public points.
 */
import { cellTable } from '../../gomoku/coords.ts';
import type { GomokuRuleName, GomokuState, Point } from '../../gomoku/types.ts';
import { BLACK, Engine, type EngineRule, WHITE } from './engine.ts';
import { CARO, EXACTLY_FIVE, FIVE_OR_MORE, RENJU_BLACK } from './patterns.ts';
import type { GomokuPosition } from './types.ts';

const RULES: Readonly<Record<GomokuRuleName, EngineRule>> = {
  freestyle: { black: FIVE_OR_MORE, white: FIVE_OR_MORE, forbidding: false },
  standard: { black: EXACTLY_FIVE, white: EXACTLY_FIVE, forbidding: false },
  renju: { black: RENJU_BLACK, white: FIVE_OR_MORE, forbidding: true },
  caro: { black: CARO, white: CARO, forbidding: false },
};

/** The snapshot of a game, or the snapshot itself. */
export function stateOf(position: GomokuPosition): GomokuState {
  return 'state' in position ? position.state : position;
}

/** How the engine judges lines under the rule called `name`. */
export function engineRule(name: GomokuRuleName): EngineRule {
  const rule = RULES[name];
  if (rule === undefined) throw new RangeError(`Unknown Gomoku rule '${String(name)}'`);
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
