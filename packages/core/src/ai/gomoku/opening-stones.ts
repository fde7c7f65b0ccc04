/**
 * Where the opening policy puts the stones an opening rule asks for. Moves 1 to 3 under Renju
 * follow one of the canonical openings reckoned close to balanced; a stone the other player
 * answers with a choice of colours is placed to leave the position as even as the search can
 * find; a stone its player keeps (moves 4 of RIF and Yamaguchi) is the search's best move.
 */
import { formatPoint, parsePoint } from '../../gomoku/coords.ts';
import { RENJU_OPENINGS } from '../../gomoku/opening/openings.ts';
import { isInRegion } from '../../gomoku/opening/region.ts';
import type { OpeningRuleName, PlacePhase, Point } from '../../gomoku/types.ts';
import { candidatePoints, isOpen, type Judge, valueEach } from './opening-judge.ts';

/**
 * The canonical openings moves 1 to 3 are drawn from under Renju: those the brief evaluation for
 * the old RIF rule (Wikipedia, "Renju opening pattern") does not call a sure win for either side.
 * A sure black win (2I-4I, 6I-8I and 10I; of the direct ones Keigetsu 2D, Kagetsu 4D, Ugetsu 6D
 * and others) is swapped by anyone who knows it, and Suisei 13I is a sure white win. Zuisei 11D,
 * drawish (the reproach made to the Yamaguchi rule), is the one direct opening, kept so that a
 * move 2 placed straight next to move 1 by someone else still fits one.
 */
export const BALANCED_OPENINGS: readonly string[] = Object.freeze([
  '11D', // Zuisei: drawish
  '1I', // Chōsei: mostly equal, slightly better for white
  '5I', // Ryūsei: slightly better for white
  '9I', // Gingetsu: black has the advantage
  '11I', // Shagetsu: slightly better for black
  '12I', // Meigetsu: black has the advantage
]);

/** Values within this many evaluation units of the best count as equally good. */
const TIE = 40;

/** The most points a balancing move compares, nearest the stones first. */
const MAX_CANDIDATES = 24;

type Offset = readonly [number, number];

// The eight symmetries of the square, as maps on offsets from move 1.
const SYMMETRIES: readonly ((d: Offset) => Offset)[] = [
  ([dx, dy]) => [dx, dy],
  ([dx, dy]) => [dy, -dx],
  ([dx, dy]) => [-dx, -dy],
  ([dx, dy]) => [-dy, dx],
  ([dx, dy]) => [-dx, dy],
  ([dx, dy]) => [dx, -dy],
  ([dx, dy]) => [dy, dx],
  ([dx, dy]) => [-dy, -dx],
];

// Moves 2 and 3 of each balanced opening as offsets from move 1, in the standard diagram.
const SHAPES: readonly (readonly [Offset, Offset])[] = RENJU_OPENINGS.filter((opening) =>
  BALANCED_OPENINGS.includes(opening.code),
).map((opening) => {
  const [first, second, third] = opening.moves.map((name) => parsePoint(name, 15)!);
  const from = (p: Point): Offset => [p.x - first!.x, p.y - first!.y];
  return [from(second!), from(third!)] as const;
});

/**
 * The stone to put down in a `place` phase: an open point of the phase's region, or null in the
 * unlikely case that none lies within two points of a stone.
 */
export async function placeStone(
  judge: Judge,
  phase: PlacePhase,
  random: () => number,
): Promise<Point | null> {
  const black = phase.stone === 'black';
  const { region } = phase;
  if (judge.stones.length === 0) {
    const middle = Math.floor(judge.size / 2);
    const centre = region?.centre ?? { x: middle, y: middle };
    if (isOpen(judge, centre, black)) return centre;
  }
  if (judge.rule === 'renju' && phase.move <= 3) {
    const fitting = openingMoves(judge, phase);
    if (fitting.length > 0) return fitting[Math.floor(random() * fitting.length)]!;
  }
  if (keepsColour(judge.opening.rule, phase.move)) return bestMove(judge, phase);
  return balancingMove(judge, phase, random);
}

/**
 * Whether the player who places move `move` keeps its colour for the rest of the game, with no
 * choice of colours for the other player after it: move 4 of RIF and Yamaguchi. Every other
 * opening stone is followed by the other player's choice of colours.
 */
function keepsColour(rule: OpeningRuleName, move: number): boolean {
  return (rule === 'rif' || rule === 'yamaguchi') && move === 4;
}

/**
 * The next move of every balanced opening whose earlier moves are the stones on the board, in
 * any orientation about move 1: one entry per opening and orientation, so that each is as likely
 * as the others. Empty when the stones fit none, or none fits the region.
 */
function openingMoves(judge: Judge, phase: PlacePhase): Point[] {
  const { stones, size } = judge;
  const origin = stones[0];
  if (origin === undefined) return [];
  const found: Point[] = [];
  for (const shape of SHAPES) {
    for (const symmetry of SYMMETRIES) {
      const moves = [origin, ...shape.map((offset) => at(origin, symmetry(offset)))];
      const fits = stones.every((stone, i) => moves[i]!.x === stone.x && moves[i]!.y === stone.y);
      const next = moves[stones.length];
      if (!fits || next === undefined || !onBoard(next, size)) continue;
      if (phase.region !== null && !isInRegion(phase.region, next)) continue;
      if (isOpen(judge, next, phase.stone === 'black')) found.push(next);
    }
  }
  // Sorted by name so that the draw depends on the seed alone, not on table order.
  return found.sort((a, b) => formatPoint(a).localeCompare(formatPoint(b)));
}

function at(origin: Point, [dx, dy]: Offset): Point {
  return { x: origin.x + dx, y: origin.y + dy };
}

function onBoard({ x, y }: Point, size: number): boolean {
  return x >= 0 && y >= 0 && x < size && y < size;
}

/** The search's move for the side to move, when it is open and in the region; else the best candidate. */
async function bestMove(judge: Judge, phase: PlacePhase): Promise<Point | null> {
  const black = phase.stone === 'black';
  const move = await judge.best(judge.stones);
  if (move !== null && isOpen(judge, move, black)) {
    if (phase.region === null || isInRegion(phase.region, move)) return move;
  }
  const candidates = candidatePoints(judge, phase.region, black).slice(0, MAX_CANDIDATES);
  const values = await valueEach(judge, candidates);
  const sign = black ? 1 : -1;
  let best = 0;
  for (let i = 1; i < values.length; i++) if (sign * values[i]! > sign * values[best]!) best = i;
  return candidates[best] ?? null;
}

/**
 * The point that leaves the position most even for the choice of colours that follows: the
 * smallest value either way, a seeded draw among those within `TIE` of it.
 */
async function balancingMove(
  judge: Judge,
  phase: PlacePhase,
  random: () => number,
): Promise<Point | null> {
  const candidates = candidatePoints(judge, phase.region, phase.stone === 'black').slice(
    0,
    MAX_CANDIDATES,
  );
  const values = await valueEach(judge, candidates);
  if (values.length === 0) return candidates[0] ?? null;
  const least = Math.min(...values.map(Math.abs));
  const even = candidates.filter(
    (_, i) => i < values.length && Math.abs(values[i]!) <= least + TIE,
  );
  return even[Math.floor(random() * even.length)]!;
}
