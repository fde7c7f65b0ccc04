/**
 * `hintReversi`: the best move and what it is worth, in a form that reads well in words.
 */
import { readPlan } from './plan.ts';
import { searchReversi } from './search.ts';
import type {
  ReversiHint,
  ReversiSearchInput,
  ReversiSearchOptions,
  ReversiSearchResult,
} from './types.ts';

/** Time a hint takes when the caller sets no limit. */
const HINT_MS = 1000;

/**
 * The best move for the side to move and its evaluation: `{ kind: 'exact', score, outcome,
 * discs }` when solved (`score` is the final disc differential, empty squares to the winner),
 * `{ kind: 'win' | 'loss', discs }` when only the outcome was proven in time (`discs`: the least
 * margin), else `{ kind: 'estimate', score }` in whole discs.
 *
 * @param options - as for `searchReversi`; level @defaultValue 10, timeMs @defaultValue 1000
 *   unless a depth or node limit is given
 * @example
 * const hint = await hintReversi(game);
 * if (hint.kind === 'exact') console.log(`${hint.move}: ${hint.outcome} by ${hint.discs}`);
 */
export async function hintReversi(
  position: ReversiSearchInput,
  options: ReversiSearchOptions = {},
): Promise<ReversiHint> {
  readPlan(options, 0);
  const limited =
    options.timeMs !== undefined || options.depth !== undefined || options.nodes !== undefined;
  const result = await searchReversi(position, limited ? options : { ...options, timeMs: HINT_MS });
  return reversiHintOf(result);
}

/**
 * A search result read as a hint: solved, `exact`; the outcome proven but not the margin, `win`
 * or `loss` with the least margin; otherwise an `estimate` in whole discs. The computer's own
 * search of a position, read this way, serves as that position's hint.
 *
 * @example
 * reversiHintOf(await searchReversi(game, { level: 8 })); // { move: 'a2', kind: 'estimate', score: 4 }
 */
export function reversiHintOf(result: ReversiSearchResult): ReversiHint {
  const { move, score } = result;
  if (move === null || (result.exact && result.bound === 'exact')) {
    const outcome = score > 0 ? 'win' : score < 0 ? 'loss' : 'draw';
    return Object.freeze({ move, kind: 'exact', score, outcome, discs: Math.abs(score) });
  }
  if (result.exact && result.bound === 'lower' && score > 0) {
    return Object.freeze({ move, kind: 'win', discs: score });
  }
  if (result.exact && result.bound === 'upper' && score < 0) {
    return Object.freeze({ move, kind: 'loss', discs: -score });
  }
  // `+ 0` turns a rounded -0 into 0.
  return Object.freeze({ move, kind: 'estimate', score: Math.round(score) + 0 });
}
