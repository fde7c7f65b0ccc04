/**
 * What an empty point is worth to one side, from its four line patterns (patterns.ts) packed
 * four bits a direction into a 16-bit word: a threat class, used to find fives, fours and threes
 * without looking at the board; a score, summed over the empty points for the evaluation; and a
 * priority, used to order moves. All three are tables over all 65,536 words, built once.
 *
 * The scores are fitted to game results (`scores-data.ts`, made by `scripts/gomoku-eval/`), one
 * value per combination of four line patterns. The priorities stay hand-set: a fitted score is
 * right only in sum with the points around it (the several points of one line share its value),
 * while ordering needs each point's own worth, threats first.
 */
import { B3, B4, DF, F2, F3, F4, F5, OL } from './patterns.ts';
import { NORMAL_SCORES, RENJU_BLACK_SCORES, THREAT_SCORES } from './scores-data.ts';

// Threat classes of a point for one side, weakest first.
/** Nothing forcing. */
export const NONE = 0;
/** Makes an open three. */
export const THREE = 1;
/** Makes an open three and a lesser shape on another line. */
export const THREE_PLUS = 2;
/** Makes two open threes (Renju black: see `MAYBE`). */
export const DOUBLE_THREE = 3;
/** Makes a four. */
export const FOUR = 4;
/** Makes a four and a lesser shape on another line. */
export const FOUR_PLUS = 5;
/** Makes a four and an open three: wins unless the opponent's block is itself a threat. */
export const FOUR_THREE = 6;
/** Makes a straight four or two fours: wins next move. */
export const FLEX4 = 7;
/** Makes five: wins now. */
export const FIVE = 8;
/** Renju black: an overline or a double four, which black may not play. */
export const FORBID = 9;
/** Renju black: two threes, forbidden only if both are real threes (the judge decides). */
export const MAYBE = 10;
/** Number of class codes: per-side counts are kept in blocks of this size. */
export const CLASSES = 16;

/** The tables of one side under one rule variant. */
export interface PointTables {
  readonly classes: Uint8Array; // threat class per pattern word
  readonly scores: Int32Array; // evaluation weight per pattern word (fitted)
  readonly priorities: Int32Array; // move-ordering weight per pattern word (hand-set)
}

// Weight of one line pattern at a point, by pattern code.
const WEIGHTS = Int32Array.of(0, 1, 3, 6, 16, 20, 60, 70, 400, 3000, 0, 0);

// Extra weight of a point that combines threats on several lines.
const BONUS = Int32Array.of(0, 0, 30, 300, 0, 40, 700, 1500, 0, 0, 0);

/** Pattern codes a line can take (DEAD to DF). */
const CODES = 12;

/**
 * Which combination of four line patterns a word is: its codes as a multiset, in 0 to `COMBOS`
 * - 1 (the order of the directions does not matter to what a point is worth).
 */
export const COMBOS = 1365; // multisets of four out of 12 codes: (15 choose 4)
const COMBO_OF_SORTED = new Int16Array(CODES ** 4).fill(-1);
{
  let id = 0;
  for (let a = 0; a < CODES; a++)
    for (let b = 0; b <= a; b++)
      for (let c = 0; c <= b; c++)
        for (let d = 0; d <= c; d++)
          COMBO_OF_SORTED[((a * CODES + b) * CODES + c) * CODES + d] = id++;
}
const sorted = new Int32Array(4);

/** The combination of the pattern word `word` (see `COMBOS`), or -1 for a code past DF. */
export function comboOf(word: number): number {
  for (let d = 0; d < 4; d++) {
    const code = (word >>> (4 * d)) & 15;
    if (code >= CODES) return -1;
    let k = d;
    while (k > 0 && sorted[k - 1]! < code) {
      sorted[k] = sorted[k - 1]!;
      k--;
    }
    sorted[k] = code;
  }
  return COMBO_OF_SORTED[
    ((sorted[0]! * CODES + sorted[1]!) * CODES + sorted[2]!) * CODES + sorted[3]!
  ]!;
}

let normal: PointTables | null = null;
let renjuBlack: PointTables | null = null;

/**
 * The class and score tables, for Renju black (`forbidding`: overlines and double fours are
 * `FORBID`, double threes `MAYBE`, and neither is worth anything) or for every other side. The
 * scores are the fitted ones of `scores-data.ts`.
 */
export function pointTables(forbidding: boolean): PointTables {
  if (forbidding) {
    renjuBlack ??= build(true, readScores(RENJU_BLACK_SCORES));
    return renjuBlack;
  }
  normal ??= build(false, readScores(NORMAL_SCORES));
  return normal;
}

let threats: Int32Array | null = null;

/** The fitted score of each threat situation (`threatIndex` in `evaluate.ts`). */
export function threatTable(): Int32Array {
  threats ??= readScores(THREAT_SCORES);
  return threats;
}

/** A fitted table of `scores-data.ts`: one score per entry, comma-separated. */
function readScores(text: string): Int32Array {
  return Int32Array.from(text.split(','), Number);
}

/** The tables with the hand-set scores the fit starts from (`scripts/gomoku-eval/tune.ts`). */
export function handSetTables(forbidding: boolean): PointTables {
  return build(forbidding, null);
}

function build(forbidding: boolean, fitted: Int32Array | null): PointTables {
  const classes = new Uint8Array(1 << 16);
  const scores = new Int32Array(1 << 16);
  const priorities = new Int32Array(1 << 16);
  const counts = new Int32Array(16);
  for (let word = 0; word < 1 << 16; word++) {
    counts.fill(0);
    let weight = 0;
    for (let d = 0; d < 4; d++) {
      const code = (word >>> (4 * d)) & 15;
      counts[code]!++;
      weight += WEIGHTS[code] ?? 0;
    }
    const kind = classify(counts, forbidding);
    classes[word] = kind;
    if (kind === FORBID) continue;
    priorities[word] = weight + (BONUS[kind === MAYBE ? DOUBLE_THREE : kind] ?? 0);
    const combo = fitted === null ? -1 : comboOf(word);
    scores[word] = combo >= 0 ? fitted![combo]! : priorities[word]!;
  }
  return { classes, scores, priorities };
}

function classify(n: Int32Array, forbidding: boolean): number {
  if (n[F5]! > 0) return FIVE;
  const fours = n[F4]! + n[B4]! + 2 * n[DF]!;
  if (forbidding) {
    // An exact five excuses everything, and was handled above.
    if (n[OL]! > 0 || fours >= 2) return FORBID;
    if (n[F3]! >= 2) return MAYBE;
  }
  if (n[F4]! > 0 || fours >= 2) return FLEX4;
  const lesser = n[B3]! + n[F2]!;
  if (n[B4]! > 0) {
    if (n[F3]! > 0) return FOUR_THREE;
    return lesser > 0 ? FOUR_PLUS : FOUR;
  }
  if (n[F3]! >= 2) return DOUBLE_THREE;
  if (n[F3]! > 0) return lesser > 0 ? THREE_PLUS : THREE;
  return NONE;
}
