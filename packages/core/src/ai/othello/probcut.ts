/**
 * ProbCut (Buro, 1995) for the depth-limited search: a node `depth` plies from the horizon whose
 * shallow search (`SHALLOW_DEPTH` plies, the same parity) lies far enough above beta, or below
 * alpha, is cut without its deep search. "Far enough" is `selectivity` standard deviations of the
 * difference between the two searches' values, measured on the trained evaluation for each depth
 * by `scripts/othello-eval/probcut.ts` (`PROBCUT`, below): the deep value is about the shallow
 * one plus its mean, spread by `sigma(empties)`. Exact searches never cut this way, so every
 * exact result stays proven.
 */
import * as frames from './frames.ts';
import * as ordering from './ordering.ts';
import { PROBCUT } from './probcut-data.ts';
import * as stack from './stack.ts';

const { OPEN } = frames;
const { probeFast } = ordering;
const { EVAL_LIMIT } = stack;

/** The shallowest depth cut this way. */
export const PROBCUT_FROM = 3;

/** The shallow search's depth for each depth: about half, the same parity (odd depths favour the mover). */
export const SHALLOW_DEPTH = new Int8Array(61).map((_, d) => {
  const half = d >> 1;
  return half - ((d - half) & 1);
});

// Mean and spread of (deep − shallow) value by depth and empty squares, in score units.
const MEAN = new Int32Array(61 * 65);
const SIGMA = new Int32Array(61 * 65);
for (let d = 0; d <= 60; d++) {
  const row = PROBCUT[Math.min(d, PROBCUT.length - 1)]!;
  for (let e = 0; e <= 64; e++) {
    MEAN[d * 65 + e] = Math.round(row.mean);
    SIGMA[d * 65 + e] = Math.max(1, Math.round(row.sigma + row.sigmaPerEmpty * e));
  }
}

/** How many standard deviations make a cut; 0 turns ProbCut off. Set by each search. */
let selectivity = 0;

/** Sets how many standard deviations make a cut (0: none) for the searches that follow. */
export function setSelectivity(t: number): void {
  selectivity = t;
}

/**
 * Tries to cut the node in slot `i`: beta or alpha when the shallow search lies beyond the
 * margin, OPEN to search the node in full.
 */
export function probCut(
  i: number,
  depth: number,
  empties: number,
  alpha: number,
  beta: number,
): number {
  if (selectivity === 0 || depth < PROBCUT_FROM) return OPEN;
  const k = depth * 65 + empties;
  const margin = Math.round(selectivity * SIGMA[k]!);
  const mean = MEAN[k]!;
  const shallow = SHALLOW_DEPTH[depth]!;
  const high = beta + margin - mean;
  if (high < EVAL_LIMIT && probeFast(i, shallow, empties, high - 1, high) >= high) return beta;
  const low = alpha - margin - mean;
  if (low > -EVAL_LIMIT && probeFast(i, shallow, empties, low, low + 1) <= low) return alpha;
  return OPEN;
}
