/**
 * `hintGomoku`: the search's answer put in words-friendly form, a forced win or loss counted in
 * moves, or an estimate on a -100..100 scale.
 */
import type { Point } from '../../gomoku/types.ts';
import { readSearchOptions } from '../options.ts';
import { GOMOKU_WIN, WIN_BOUND } from './evaluate.ts';
import { searchGomoku } from './search.ts';
import type {
  GomokuHint,
  GomokuPosition,
  GomokuSearchOptions,
  GomokuSearchResult,
} from './types.ts';

/** The time a hint takes unless told otherwise, in milliseconds. */
const HINT_MS = 1500;

/** Evaluation units that map to about 76 on the -100..100 scale (tanh 1). */
const SCALE = 3000;

/**
 * The best move for the side to move and what it leads to: `{ kind: 'win', in }` when a forced
 * win was found (a five in `in` of the side's own moves, this one included), `{ kind: 'loss',
 * in }` when every move loses to a five in `in` opponent moves, else `{ kind: 'estimate', score }`
 * with `score` from -100 (lost) to 100 (won). `{ kind: 'over', move: null }` for a finished game.
 *
 * A win's `pv` takes exactly `in` of the winner's moves to the five (one more than its own moves
 * in `pv` when it stops at a four nothing can stop). A win read from threats is the shortest
 * found: the VCF with the fewest fours, or a VCT with fewer moves still, whose `pv` follows the
 * defence that holds out longest.
 *
 * @param position - a `Gomoku` or a `GomokuState`
 * @param options - as `searchGomoku`
 * @defaultValue options.timeMs: 1500 (a hint should come quickly), options.level: 10
 * @example
 * const hint = await hintGomoku(game);
 * if (hint.kind === 'win') console.log(`Win in ${hint.in}: play ${formatPoint(hint.move)}`);
 */
export async function hintGomoku(
  position: GomokuPosition,
  options: GomokuSearchOptions = {},
): Promise<GomokuHint> {
  return gomokuHintOf(
    await searchGomoku(position, { timeMs: HINT_MS, ...readSearchOptions<Point>(options) }),
  );
}

/**
 * A search result read as a hint, as `hintGomoku` gives it. The computer's own search of a
 * position, read this way, serves as that position's hint.
 *
 * @example
 * gomokuHintOf(await searchGomoku(game, { level: 5 })); // { kind: 'estimate', move, score: 12, pv }
 */
export function gomokuHintOf(result: GomokuSearchResult): GomokuHint {
  const { move, score, pv } = result;
  if (move === null) return { kind: 'over', move: null };
  if (score > WIN_BOUND) {
    const plies = GOMOKU_WIN - score;
    return { kind: 'win', move, in: Math.ceil(plies / 2), pv };
  }
  if (score < -WIN_BOUND) {
    const plies = GOMOKU_WIN + score;
    return { kind: 'loss', move, in: Math.max(1, Math.floor(plies / 2)), pv };
  }
  const normalised = Math.round(100 * Math.tanh(score / SCALE));
  // Only proven results reach the ends of the scale.
  return { kind: 'estimate', move, score: Math.max(-99, Math.min(99, normalised)), pv };
}
