import type { GameAnalysis, MistakeClass } from '@stonekit/core/ai';

/** The graph's drawing space: a wide strip whose width follows the page, height in proportion. */
export const GRAPH_WIDTH = 600;
export const GRAPH_HEIGHT = 150;
const PAD_X = 8; // room for the first and last dots
const PAD_Y = 8; // and for the top and bottom ones

/** A judged move's dot on the graph. */
export interface GraphDot {
  readonly ply: number; // the position after the move
  readonly x: number; // where, in viewBox units
  readonly y: number;
  readonly judgement: MistakeClass; // its class, for its colour
}

/** What the graph draws, in viewBox units. */
export interface GraphShape {
  readonly bound: number; // the score at the top edge (its negation at the bottom)
  readonly axis: number; // y of the score 0
  readonly line: string; // the path through the known values; a gap where one is missing
  readonly area: string; // the same runs closed on the axis, for the fill
  readonly dots: readonly GraphDot[]; // the judged moves
  readonly xs: readonly number[]; // x of each position
  readonly ys: readonly (number | null)[]; // y of each position; null where not searched
}

/**
 * The score at the edges of the graph: Gomoku's scale ends at 100; Othello's disc counts are
 * shown up to the largest one in the game, in steps of 8 discs from 8 to 64, so that a close game
 * is not a flat line along the axis.
 *
 * @example
 * graphBound(series); // 24 for an Othello game whose evaluations stay within 17 to -20
 */
export function graphBound(series: GameAnalysis): number {
  if (series.game === 'gomoku') return 100;
  const largest = Math.max(0, ...series.evaluations.map((value) => Math.abs(value?.score ?? 0)));
  return Math.min(64, Math.max(8, Math.ceil(largest / 8) * 8));
}

/** Rounded to a hundredth, so that paths stay short. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Where each position of `series` goes on the graph, and the paths and dots to draw: x runs over
 * the positions, the start on the left; y is the score from Black's point of view, Black's
 * advantage up, the axis at 0 in the middle.
 *
 * @example
 * const { line, area, dots } = graphShape(analysis.getState().series);
 */
export function graphShape(series: GameAnalysis): GraphShape {
  const count = series.evaluations.length;
  const bound = graphBound(series);
  const axis = GRAPH_HEIGHT / 2;
  const step = (GRAPH_WIDTH - 2 * PAD_X) / Math.max(1, count - 1);
  const xs = series.evaluations.map((_, ply) => round(PAD_X + ply * step));
  const ys = series.evaluations.map((value) => {
    if (value === null) return null;
    const clamped = Math.max(-bound, Math.min(bound, value.score));
    return round(axis - (clamped / bound) * (axis - PAD_Y));
  });
  const runs: number[][] = [];
  let run: number[] = [];
  ys.forEach((y, ply) => {
    if (y === null) {
      if (run.length > 0) runs.push(run);
      run = [];
    } else run.push(ply);
  });
  if (run.length > 0) runs.push(run);
  const at = (ply: number) => `${xs[ply]} ${ys[ply]}`;
  const line = runs.map((plies) => `M${plies.map(at).join('L')}`).join('');
  const area = runs
    .map((plies) => {
      const first = plies[0] ?? 0;
      const last = plies.at(-1) ?? first;
      return `M${xs[first]} ${axis}L${plies.map(at).join('L')}L${xs[last]} ${axis}Z`;
    })
    .join('');
  const dots: GraphDot[] = [];
  for (const move of series.moves) {
    const ply = move.index + 1;
    const y = ys[ply];
    if (move.judgement !== null && y !== null && y !== undefined) {
      dots.push({ ply, x: xs[ply] ?? 0, y, judgement: move.judgement });
    }
  }
  return { bound, axis, line, area, dots, xs, ys };
}

/**
 * The position nearest to a point of the graph, `fraction` of the way across its width (0 the
 * left edge, 1 the right).
 *
 * @example
 * plyAt(0.5, 61); // 30
 */
export function plyAt(fraction: number, count: number): number {
  if (count <= 1) return 0;
  const x = fraction * GRAPH_WIDTH;
  const step = (GRAPH_WIDTH - 2 * PAD_X) / (count - 1);
  return Math.max(0, Math.min(count - 1, Math.round((x - PAD_X) / step)));
}
