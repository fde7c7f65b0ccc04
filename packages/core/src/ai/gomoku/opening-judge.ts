/**
 * How the opening policy weighs positions: the ordinary search (`searchGomoku`) run on the
 * opening's stones as a free game, its time and nodes shared out among the positions a decision
 * compares, and its score read for black.
 */
import { Gomoku } from '../../gomoku/game.ts';
import { isInRegion } from '../../gomoku/opening/region.ts';
import type {
  GomokuRuleName,
  GomokuState,
  OpeningRegion,
  OpeningState,
  Point,
} from '../../gomoku/types.ts';
import type { AbortSignalLike, Level } from '../search-types.ts';
import { WIN_BOUND } from './evaluate.ts';
import { gomokuLevelSettings } from './levels.ts';
import { searchGomoku } from './search.ts';
import type { GomokuSearchOptions } from './types.ts';

/** The least time and nodes one position gets, however many a decision compares. */
const MIN_MS = 15;
const MIN_NODES = 400;

/** What every decision of the opening policy reads: the position, the limits and a stop test. */
export interface Judge {
  readonly opening: OpeningState; // the opening now
  readonly rule: GomokuRuleName; // the game's rule, which the searches play by
  readonly size: number; // board width and height
  readonly stones: readonly Point[]; // the stones on the board, move 1 first
  readonly forbidden: ReadonlySet<number>; // black's forbidden cells now, as y * size + x
  readonly level: Level; // the strength asked for
  readonly seed: number; // the seed of the searches and of the policy's own draws
  /** Whether the caller wants an answer now: the signal or `shouldStop`. */
  stopped(): boolean;
  /**
   * The value for black of the position the stones `points` make (move 1 first), with the side
   * whose move comes next to move, in evaluation units. `share` is how many such positions the
   * decision compares: each gets that part of the time and nodes.
   */
  value(points: readonly Point[], share: number): Promise<number>;
  /** The search's best move in the position the stones `points` make, with the whole budget. */
  best(points: readonly Point[]): Promise<Point | null>;
}

/** Reads the game snapshot and the options into a judge. */
export function createJudge(state: GomokuState, options: GomokuSearchOptions): Judge {
  const level = options.level ?? 10;
  const settings = gomokuLevelSettings(level);
  const { opening, rule, size } = state;
  const timeMs = Math.max(1, options.timeMs ?? settings.timeMs);
  const signal: AbortSignalLike | undefined = options.signal;
  const seed = options.seed ?? 0;
  const stopped = () => signal?.aborted === true || options.shouldStop?.() === true;
  const gameOf = (points: readonly Point[]): Gomoku => {
    const game = new Gomoku({ size, rule });
    for (const point of points) game.play(point);
    return game;
  };
  // The search options of one of `share` positions compared.
  const limits = (share: number): GomokuSearchOptions => {
    const parts = Math.max(1, share);
    return {
      level,
      seed,
      depth: options.depth ?? settings.depth,
      timeMs: Math.max(MIN_MS, Math.floor(timeMs / parts)),
      ...(options.nodes === undefined
        ? {}
        : { nodes: Math.max(MIN_NODES, Math.floor(options.nodes / parts)) }),
      ...(signal === undefined ? {} : { signal }),
      ...(options.shouldStop === undefined ? {} : { shouldStop: options.shouldStop }),
    };
  };
  return {
    opening,
    rule,
    size,
    stones: opening.stones.map((stone) => stone.point),
    forbidden: new Set(state.forbidden.map(({ point }) => point.y * size + point.x)),
    level,
    seed,
    stopped,
    async value(points, share) {
      const game = gameOf(points);
      const scores: number[] = [];
      const result = await searchGomoku(game, {
        ...limits(share),
        onIteration: (found) => scores.push(found.score),
      });
      const score = smoothed(result.score, scores);
      return game.turn === 'black' ? score : -score;
    },
    async best(points) {
      return (await searchGomoku(gameOf(points), limits(1))).move;
    },
  };
}

/**
 * The search's score with the swing between odd and even depths taken out: the last score, or,
 * unless it is a proven result, its mean with the iteration before, one ply shallower.
 */
function smoothed(last: number, iterations: readonly number[]): number {
  const previous = iterations.at(-1);
  if (previous === undefined || last > WIN_BOUND || last < -WIN_BOUND) return last;
  if (previous > WIN_BOUND || previous < -WIN_BOUND) return last;
  return Math.round((last + previous) / 2);
}

/** Whether the cell at `point` is empty and open to black or white alike, as `stone` requires. */
export function isOpen(judge: Judge, point: Point, black: boolean): boolean {
  const taken = judge.stones.some((stone) => stone.x === point.x && stone.y === point.y);
  return !taken && !(black && judge.forbidden.has(point.y * judge.size + point.x));
}

/**
 * The empty points a move may go to, nearest first: inside `region` when there is one, within
 * two points of a stone (every point of the region, or the centre, on an empty board), and not
 * forbidden to black when the move is black's. Ties in distance keep board order.
 */
export function candidatePoints(
  judge: Judge,
  region: OpeningRegion | null,
  black: boolean,
  reach = 2,
): Point[] {
  const { size, stones } = judge;
  const centre = (size - 1) / 2;
  const found: { point: Point; distance: number }[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const point = { x, y };
      if (region !== null && !isInRegion(region, point)) continue;
      if (!isOpen(judge, point, black)) continue;
      const near = stones.length === 0 ? 0 : Math.min(...stones.map((s) => chebyshev(s, point)));
      if (near > reach) continue;
      // Nearer the stones first, then nearer the centre of the board.
      const distance = near * 100 + Math.abs(x - centre) + Math.abs(y - centre);
      found.push({ point, distance });
    }
  }
  found.sort((a, b) => a.distance - b.distance);
  return found.map(({ point }) => point);
}

/** The number of king steps between two points. */
export function chebyshev(a: Point, b: Point): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/**
 * The candidates' values in order, each the value for black of the stones with the candidate
 * added. Stops early when the caller does: the values found so far come back, possibly none.
 */
export async function valueEach(judge: Judge, candidates: readonly Point[]): Promise<number[]> {
  const values: number[] = [];
  for (const point of candidates) {
    if (judge.stopped()) break;
    values.push(await judge.value([...judge.stones, point], candidates.length));
  }
  return values;
}
