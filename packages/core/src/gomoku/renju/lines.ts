import { BLACK, EMPTY } from '../board.ts';

// A Renju judgement only ever looks five cells either way along each line through the point it
// judges: a five through the point lies within four cells of it, and the cells just past that
// five decide whether it is exactly five. So each line is read as a window of ten cells (the
// point itself is the black stone being tried), and each window is classified once and
// remembered in a table. Classifying a window the first time it is met spreads the one-time cost
// (about 10 ms for all 59,049 windows) over the scans that need them, instead of making the first
// scan of a page pay for windows it may never see.

/** Cells read on each side of the judged point. */
export const REACH = 5;

/** The number of distinct windows: ten cells, each empty, black or blocked (white or off-board). */
const WINDOWS = 3 ** (2 * REACH);

/** A table entry not classified yet; no classification has these bits all set. */
export const UNKNOWN = 0xffff;

/** The stone on the judged point makes exactly five on this line. */
export const FIVE = 1 << 8;
/** The stone makes six or more in a row on this line. */
export const OVERLINE = 1 << 9;
/** Bits 6-7 hold how many fours through the point the stone makes on this line (0 to 2). */
export const FOUR_SHIFT = 6;
export const FOUR_MASK = 3 << FOUR_SHIFT;
/**
 * Bits 0-5 mark the empty cells at offsets -3, -2, -1, +1, +2, +3 where one more black stone
 * would turn this line into a straight four through the point: the line is a three, subject to
 * the checks on those cells that only the whole board can make.
 */
export const THREE_MASK = 0b111111;

/** The offset along the line of three-mask bit `bit`. */
export const THREE_OFFSETS: readonly number[] = [-3, -2, -1, 1, 2, 3];

let table: Uint16Array | null = null;

/**
 * The classification of each window, or `UNKNOWN` until `classifyWindow` has seen it; created on
 * first use and shared by every board size. A window's code has the cell at offset -5 as its most
 * significant base-3 digit, then -4 ... -1, +1 ... +5; digits are cell codes, with white and
 * off-board both 2.
 */
export function lineTable(): Uint16Array {
  table ??= new Uint16Array(WINDOWS).fill(UNKNOWN);
  return table;
}

const scratch = new Int8Array(2 * REACH + 1); // the window being classified, centre included

/** Classifies the window with code `code`, remembers it in `lineTable()` and returns it. */
export function classifyWindow(code: number): number {
  let rest = code;
  for (let k = 2 * REACH; k >= 0; k--) {
    if (k === REACH) continue;
    scratch[k] = rest % 3;
    rest = Math.floor(rest / 3);
  }
  scratch[REACH] = BLACK;
  const info = classify(scratch);
  lineTable()[code] = info;
  return info;
}

/** The first cell of the black run through the centre of `line`. */
function runStart(line: Int8Array): number {
  let start = REACH;
  while (start > 0 && line[start - 1] === BLACK) start--;
  return start;
}

/** The last cell of the black run through the centre of `line`. */
function runEnd(line: Int8Array): number {
  let end = REACH;
  while (end < line.length - 1 && line[end + 1] === BLACK) end++;
  return end;
}

/** Whether a black stone on the empty cell `at` makes exactly five through the centre. */
function makesFiveWith(line: Int8Array, at: number): boolean {
  line[at] = BLACK;
  const start = runStart(line);
  const end = runEnd(line);
  line[at] = EMPTY;
  // A run that reaches the end of the window is six or more long, as it holds the centre too.
  return end - start === 4 && start <= at && at <= end;
}

/**
 * Whether a black stone on the empty cell `at` makes an unbroken four through the centre whose
 * both ends are empty and would each make exactly five: a straight four.
 */
function makesStraightFourWith(line: Int8Array, at: number): boolean {
  line[at] = BLACK;
  const start = runStart(line);
  const end = runEnd(line);
  line[at] = EMPTY;
  if (end - start !== 3 || at < start || at > end) return false;
  // A four holding the centre lies within three cells of it, so both ends and the cells past
  // them are inside the window.
  return (
    line[start - 1] === EMPTY &&
    line[end + 1] === EMPTY &&
    line[start - 2] !== BLACK &&
    line[end + 2] !== BLACK
  );
}

function classify(line: Int8Array): number {
  const length = runEnd(line) - runStart(line) + 1;
  if (length === 5) return FIVE;
  if (length > 5) return OVERLINE;

  // Each empty cell that would complete an exact five through the centre is one four. Two such
  // cells five apart are the two ends of one straight four (`.XXXX.`); any other pair, as in
  // `X.XXX.X` or `XX.XX.XX`, is two fours on one line. There are never more than two.
  let fours = 0;
  let first = -1;
  let second = -1;
  for (let at = 1; at < line.length - 1; at++) {
    if (line[at] !== EMPTY || !makesFiveWith(line, at)) continue;
    fours++;
    if (first < 0) first = at;
    else second = at;
  }
  if (fours === 2 && second - first === 5) fours = 1;
  if (fours > 0) return fours << FOUR_SHIFT;

  let threes = 0;
  for (let bit = 0; bit < THREE_OFFSETS.length; bit++) {
    const at = REACH + THREE_OFFSETS[bit]!;
    if (line[at] === EMPTY && makesStraightFourWith(line, at)) threes |= 1 << bit;
  }
  return threes;
}
