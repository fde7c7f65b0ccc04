/**
 * Line patterns: what one line through an empty point becomes for one side if that side plays
 * there. The search keeps, for every point and each of the four directions, the ten cells around
 * it (five each way) as a 20-bit key, two bits a cell: 0 empty, 1 black, 2 white, 3 off the
 * board. A table per rule and side maps each key to a pattern code; entries are classified the
 * first time they are met and remembered, as the Renju judge's line table does, so a search pays
 * only for the windows its games reach.
 *
 * Five cells each way are needed: a five through the point lies within four cells of it, and the
 * cells just past it decide whether it is exactly five (standard, Renju black) or blocked at both
 * ends (caro).
 */

// Pattern codes, weakest first: B = blocked (one way to grow), F = free (two ways).
/** Nothing can come of this line through the point. */
export const DEAD = 0;
/** One more stone here leaves a line that can still grow into a blocked two. */
export const B1 = 1;
/** One more stone here leaves a line that can still grow into a free two. */
export const F1 = 2;
/** A stone here makes a two that can become a blocked three. */
export const B2 = 3;
/** A stone here makes a two that can become a free (open) three. */
export const F2 = 4;
/** A stone here makes a three that one more stone turns into a four. */
export const B3 = 5;
/** A stone here makes an open three: one more stone makes a straight four. */
export const F3 = 6;
/** A stone here makes a four: one completing point. */
export const B4 = 7;
/** A stone here makes a straight four, or two fours on the line: unstoppable. */
export const F4 = 8;
/** A stone here makes a winning five. */
export const F5 = 9;
/** Renju, black: a stone here makes six or more in a row (forbidden). */
export const OL = 10;
/** Renju, black: a stone here makes two fours on this one line (forbidden). */
export const DF = 11;

/** A table entry not classified yet. */
const UNKNOWN = 255;

/** How the rule judges a run: the variants of `GomokuRuleName` that matter to one side. */
export const FIVE_OR_MORE = 0; // freestyle, and white under Renju
export const EXACTLY_FIVE = 1; // standard (both sides)
export const RENJU_BLACK = 2; // exactly five; overlines and double fours are forbidden
export const CARO = 3; // five or more, unless the opponent blocks both ends

// Cell kinds in a decoded window, seen from the side being classified.
const EMPTY = 0;
const OWN = 1;
const OPPONENT = 2;
const WALL = 3; // off the board: ends a run, but blocks nothing under caro

const CENTRE = 5;
const SPAN = 11;

/** The key shift of the cell `offset` (-5..5, not 0) cells along the line from the point. */
export function keyShift(offset: number): number {
  return 2 * (offset < 0 ? offset + 5 : offset + 4);
}

// The key shift of each window index (0..10; the centre has none).
const SHIFTS = Int32Array.from({ length: SPAN }, (_, i) => (i === CENTRE ? 0 : keyShift(i - 5)));

// What a pattern becomes one stone earlier: a point whose extra stone would make a four is a
// three, and so on down. Fives, overlines and double fours never come from a stone the
// opponent cannot stop short of, so they count for nothing.
const DOWN = Uint8Array.of(DEAD, DEAD, B1, B1, F1, B2, F2, B3, F3, DEAD, DEAD, DEAD);

/** The pattern table of one rule and side, classified on demand. */
export interface PatternTable {
  readonly codes: Uint8Array; // pattern code per key, UNKNOWN until classified
  readonly pattern: (key: number) => number; // the code of `key`, classifying it if needed
}

const tables: (PatternTable | undefined)[] = [];

/**
 * The shared pattern table for `variant` (`FIVE_OR_MORE`, `EXACTLY_FIVE`, `RENJU_BLACK`, `CARO`)
 * seen by the side whose stones have code `own` (1 black, 2 white). Created on first use: 1 MB.
 */
export function patternTable(variant: number, own: number): PatternTable {
  const slot = variant * 2 + own - 1;
  let table = tables[slot];
  if (table === undefined) {
    table = createTable(variant, own);
    tables[slot] = table;
  }
  return table;
}

function createTable(variant: number, own: number): PatternTable {
  const codes = new Uint8Array(1 << 20).fill(UNKNOWN);
  // One window per recursion depth: classifying a key looks up keys with one stone more.
  const windows = new Int8Array(SPAN * SPAN);

  const pattern = (key: number): number => {
    const code = codes[key]!;
    return code !== UNKNOWN ? code : classify(key, 0);
  };

  /** The own run through window index `at` of the window at `base`: its length and ends. */
  const wins = (base: number): boolean => {
    let start = CENTRE;
    while (start > 0 && windows[base + start - 1] === OWN) start--;
    let end = CENTRE;
    while (end < SPAN - 1 && windows[base + end + 1] === OWN) end++;
    const length = end - start + 1;
    if (length < 5) return false;
    if (variant === FIVE_OR_MORE) return true;
    if (variant === CARO) {
      // A run touching the window's edge may go on past it; its far end counts as open.
      const left = start > 0 && windows[base + start - 1] === OPPONENT;
      const right = end < SPAN - 1 && windows[base + end + 1] === OPPONENT;
      return !(left && right);
    }
    return length === 5;
  };

  const classify = (key: number, depth: number): number => {
    const base = depth * SPAN;
    for (let i = 0; i < SPAN; i++) {
      if (i === CENTRE) continue;
      const cell = (key >>> SHIFTS[i]!) & 3;
      windows[base + i] = cell === 0 ? EMPTY : cell === own ? OWN : cell === 3 ? WALL : OPPONENT;
    }
    windows[base + CENTRE] = OWN;
    const code = classifyWindow(key, base, depth);
    codes[key] = code;
    return code;
  };

  const classifyWindow = (key: number, base: number, depth: number): number => {
    if (wins(base)) return F5;
    if (variant === RENJU_BLACK && runLength(windows, base) >= 6) return OL;
    // Each empty point that would complete a winning five through the centre is one four.
    let fours = 0;
    let first = -1;
    let last = -1;
    for (let i = 1; i < SPAN - 1; i++) {
      if (windows[base + i] !== EMPTY) continue;
      windows[base + i] = OWN;
      if (wins(base)) {
        fours++;
        if (first < 0) first = i;
        last = i;
      }
      windows[base + i] = EMPTY;
    }
    if (fours >= 2) {
      // Under Renju only `.XXXX.` (two completions five apart) is one straight four; any other
      // pair is two fours on one line, which black may not make.
      if (variant === RENJU_BLACK && !(fours === 2 && last - first === 5)) return DF;
      if (variant !== CARO || unstoppable(base)) return F4;
      return B4;
    }
    if (fours === 1) return B4;
    let best = DEAD;
    for (let i = 1; i < SPAN - 1; i++) {
      if (windows[base + i] !== EMPTY) continue;
      const next = key | (own << SHIFTS[i]!);
      const code = codes[next]!;
      const grown = DOWN[code !== UNKNOWN ? code : classify(next, depth + 1)]!;
      if (grown > best) best = grown;
    }
    return best;
  };

  /**
   * Caro: whether the opponent cannot spoil every completion with one stone. A stone on one
   * completing point can turn the other five into one blocked at both ends (`.XXXX.O`).
   */
  const unstoppable = (base: number): boolean => {
    for (let block = 1; block < SPAN - 1; block++) {
      if (windows[base + block] !== EMPTY || !completes(base, block)) continue;
      windows[base + block] = OPPONENT;
      let still = false;
      for (let i = 1; i < SPAN - 1 && !still; i++) {
        if (windows[base + i] === EMPTY && completes(base, i)) still = true;
      }
      windows[base + block] = EMPTY;
      if (!still) return false;
    }
    return true;
  };

  const completes = (base: number, at: number): boolean => {
    windows[base + at] = OWN;
    const result = wins(base);
    windows[base + at] = EMPTY;
    return result;
  };

  return { codes, pattern };
}

/** The length of the own run through the centre of the window at `base`. */
function runLength(windows: Int8Array, base: number): number {
  let start = CENTRE;
  while (start > 0 && windows[base + start - 1] === OWN) start--;
  let end = CENTRE;
  while (end < SPAN - 1 && windows[base + end + 1] === OWN) end++;
  return end - start + 1;
}
