/**
 * The features of the trained evaluation, shared by the search and the training scripts: the
 * pattern instances of the board (Logistello's and Edax's set: the edge with its two X-squares,
 * the corner 3×3 and 2×5 blocks, the second to fourth lines and the diagonals of 4 to 8 squares,
 * each in every orientation the board's eight symmetries give it), and the small tables beside
 * them (each side's mobility, frontier and stable edge discs, and a bias for each count of empty
 * squares). A pattern's instances share one table, so a shape learnt in one corner counts in all
 * four; and a pattern that maps onto itself (a line read backwards, a corner block mirrored on its
 * diagonal) reads the same configuration as the same entry, its canonical index.
 *
 * Squares are `y * 8 + x`, a1 = 0, h1 = 7, a8 = 56; a square of an instance reads 0 when empty,
 * 1 for the side to move and 2 for the opponent, the instance's first square the most
 * significant digit in base 3.
 */
import { generateMoves, popcount, SLOT } from '../../reversi/bitboard.ts';
import { stableEdgeCount } from './stability.ts';

/** The shapes, each in one orientation, squares in reading order. */
const SHAPES: readonly (readonly string[])[] = [
  ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'b2', 'g2'], // edge and its X-squares
  ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'], // corner 3×3
  ['a1', 'b1', 'c1', 'd1', 'e1', 'a2', 'b2', 'c2', 'd2', 'e2'], // corner 2×5
  ['a2', 'b2', 'c2', 'd2', 'e2', 'f2', 'g2', 'h2'], // second line
  ['a3', 'b3', 'c3', 'd3', 'e3', 'f3', 'g3', 'h3'], // third line
  ['a4', 'b4', 'c4', 'd4', 'e4', 'f4', 'g4', 'h4'], // fourth line
  ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8'], // main diagonal
  ['b1', 'c2', 'd3', 'e4', 'f5', 'g6', 'h7'], // diagonal of 7
  ['c1', 'd2', 'e3', 'f4', 'g5', 'h6'], // diagonal of 6
  ['d1', 'e2', 'f3', 'g4', 'h5'], // diagonal of 5
  ['e1', 'f2', 'g3', 'h4'], // diagonal of 4
];

/** The eight symmetries of the board, as maps of (x, y). */
const SYMMETRIES: readonly ((x: number, y: number) => readonly [number, number])[] = [
  (x, y) => [x, y],
  (x, y) => [7 - x, y],
  (x, y) => [x, 7 - y],
  (x, y) => [7 - x, 7 - y],
  (x, y) => [y, x],
  (x, y) => [7 - y, x],
  (x, y) => [y, 7 - x],
  (x, y) => [7 - y, 7 - x],
];

/** Entries of each count's table: counts from 0 to `COUNT_CAP - 1`, the last one "or more". */
export const COUNT_CAP = 32;

/**
 * The counts beside the patterns, each with a table for either side: moves (mobility), moves to a
 * corner, empty squares next to the side's discs (frontier: the opponent's potential moves) and
 * stable edge discs; then the bias for the count of empty squares.
 */
export const COUNT_FEATURES = 9;

/** The layout of the features, worked out once from the shapes. */
export interface FeatureLayout {
  readonly instances: number; // pattern instances on the board
  readonly squares: Uint8Array; // their squares, one run per instance
  readonly starts: Int32Array; // instance k's squares are squares[starts[k] .. starts[k + 1]]
  readonly tableOf: Int32Array; // offset of instance k's shape table in a phase's weights
  readonly shapeOffsets: Int32Array; // offset of each shape's table; the last entry is their total
  readonly counts: number; // offset of the count tables: mobility, corner moves, frontier, stable edges
  readonly bias: number; // offset of the bias table, one entry for each count of empty squares
  readonly size: number; // weights in one phase
  readonly canonical: Int32Array; // for each weight, the weight it shares its value with
  readonly groupStarts: Int32Array; // instance k's squares are read in groups groupStarts[k] ..
  readonly groupColumn: Int8Array; // a group's column, or -1 for squares in distinct columns
  readonly groupLo: Int32Array; // a group's squares in rows 1-4 (for distinct columns)
  readonly groupHi: Int32Array; // ... and in rows 5-8
  readonly groupRows: Int32Array; // a column group's rows, as bits
  readonly groupDigits: Int32Array; // 256 per group: the instance index a group's discs add
}

function squareOf(name: string): number {
  return (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);
}

function buildLayout(): FeatureLayout {
  const squares: number[] = [];
  const starts: number[] = [0];
  const tableOf: number[] = [];
  const shapeOffsets: number[] = [0];
  const canonical: number[] = [];
  const groups: Group[] = [];
  const groupStarts: number[] = [0];
  for (const shape of SHAPES) {
    const base = shape.map(squareOf);
    const offset = shapeOffsets.at(-1)!;
    const size = 3 ** base.length;
    const seen = new Set<string>();
    // Orderings of the base squares that cover the same squares: readings of one configuration.
    const selfMaps: number[][] = [];
    for (const symmetry of SYMMETRIES) {
      const image = base.map((s) => {
        const [x, y] = symmetry(s & 7, s >> 3);
        return y * 8 + x;
      });
      const key = [...image].sort((a, b) => a - b).join(',');
      if (image.every((s) => base.includes(s))) selfMaps.push(image.map((s) => base.indexOf(s)));
      if (seen.has(key)) continue;
      seen.add(key);
      squares.push(...image);
      starts.push(squares.length);
      tableOf.push(offset);
      groups.push(...groupsOf(image));
      groupStarts.push(groups.length);
    }
    for (let index = 0; index < size; index++) {
      const digits = digitsOf(index, base.length);
      let least = index;
      for (const map of selfMaps) {
        let other = 0;
        for (let j = 0; j < base.length; j++) other = other * 3 + digits[map[j]!]!;
        if (other < least) least = other;
      }
      canonical.push(offset + least);
    }
    shapeOffsets.push(offset + size);
  }
  const counts = shapeOffsets.at(-1)!;
  const bias = counts + (COUNT_FEATURES - 1) * COUNT_CAP;
  const size = bias + 65;
  for (let k = counts; k < size; k++) canonical.push(k);
  return {
    instances: tableOf.length,
    squares: Uint8Array.from(squares),
    starts: Int32Array.from(starts),
    tableOf: Int32Array.from(tableOf),
    shapeOffsets: Int32Array.from(shapeOffsets),
    counts,
    bias,
    size,
    canonical: Int32Array.from(canonical),
    groupStarts: Int32Array.from(groupStarts),
    groupColumn: Int8Array.from(groups.map((g) => g.column)),
    groupLo: Int32Array.from(groups.map((g) => g.lo)),
    groupHi: Int32Array.from(groups.map((g) => g.hi)),
    groupRows: Int32Array.from(groups.map((g) => g.rows)),
    groupDigits: Int32Array.from(groups.flatMap((g) => [...g.digits])),
  };
}

/**
 * Squares of an instance read at once: either all in one column, gathered into a byte by row, or
 * all in distinct columns, gathered into a byte by column; `digits[byte]` is what the discs of
 * one side on them add to the instance's index (the opponent's count twice).
 */
interface Group {
  readonly column: number;
  readonly lo: number;
  readonly hi: number;
  readonly rows: number;
  readonly digits: Int32Array;
}

/**
 * The groups of an instance (squares in reading order): by column, or greedily into runs of
 * distinct columns, whichever needs fewer. A line is one group; a corner block one per line.
 */
function groupsOf(image: readonly number[]): Group[] {
  const n = image.length;
  const power = (j: number): number => 3 ** (n - 1 - j);
  const byColumn = new Map<number, number[]>();
  image.forEach((s, j) => {
    byColumn.set(s & 7, [...(byColumn.get(s & 7) ?? []), j]);
  });
  const distinct: number[][] = [];
  image.forEach((s, j) => {
    const free = distinct.find((g) => g.every((k) => (image[k]! & 7) !== (s & 7)));
    if (free === undefined) distinct.push([j]);
    else free.push(j);
  });
  if (byColumn.size < distinct.length) {
    return [...byColumn].map(([column, members]) => {
      const digits = new Int32Array(256);
      let rows = 0;
      for (let byte = 0; byte < 256; byte++) {
        for (const j of members)
          if (((byte >> (image[j]! >> 3)) & 1) === 1) digits[byte]! += power(j);
      }
      for (const j of members) rows |= 1 << (image[j]! >> 3);
      return { column, lo: 0, hi: 0, rows, digits };
    });
  }
  return distinct.map((members) => {
    const digits = new Int32Array(256);
    let lo = 0;
    let hi = 0;
    for (let byte = 0; byte < 256; byte++) {
      for (const j of members) if (((byte >> (image[j]! & 7)) & 1) === 1) digits[byte]! += power(j);
    }
    for (const j of members) {
      const s = image[j]!;
      if (s < 32) lo |= 1 << s;
      else hi |= 1 << (s - 32);
    }
    return { column: -1, lo, hi, rows: 0, digits };
  });
}

/** The base-3 digits of `index`, most significant first. */
function digitsOf(index: number, length: number): number[] {
  const digits = new Array<number>(length);
  for (let j = length - 1; j >= 0; j--) {
    digits[j] = index % 3;
    index = Math.floor(index / 3);
  }
  return digits;
}

/** The feature layout. */
export const LAYOUT: FeatureLayout = buildLayout();

/** Features of one position: one weight offset per pattern instance, then the counts and bias. */
export const FEATURES = LAYOUT.instances + COUNT_FEATURES;

/** Writes the weight offsets (within a phase) of all the position's features to `out` from `at`. */
export function featuresOf(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  out: Int32Array,
  at: number,
): void {
  patternFeatures(pLo, pHi, oLo, oHi, out, at);
  countFeatures(pLo, pHi, oLo, oHi, out, at + LAYOUT.instances);
}

/**
 * Writes the weight offsets (within a phase) of each pattern instance's entry to `out` from `at`.
 *
 * Each group of an instance's squares is gathered into a byte with one multiplication per half
 * board and looked up: a group in distinct columns has its bytes added (no two of its discs share
 * a bit position, so nothing carries), a column has its bits moved to rows by a multiplier whose
 * other products fall outside the byte read.
 */
export function patternFeatures(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  out: Int32Array,
  at: number,
): void {
  const { instances, tableOf, groupStarts, groupColumn, groupLo, groupHi, groupRows, groupDigits } =
    LAYOUT;
  let g = 0;
  for (let k = 0; k < instances; k++) {
    let index = 0;
    const end = groupStarts[k + 1]!;
    for (; g < end; g++) {
      const column = groupColumn[g]!;
      let p: number;
      let o: number;
      if (column < 0) {
        const lo = groupLo[g]!;
        const hi = groupHi[g]!;
        p = (Math.imul(pLo & lo, 0x01010101) >>> 24) | (Math.imul(pHi & hi, 0x01010101) >>> 24);
        o = (Math.imul(oLo & lo, 0x01010101) >>> 24) | (Math.imul(oHi & hi, 0x01010101) >>> 24);
      } else {
        const rows = groupRows[g]!;
        p =
          ((Math.imul((pLo >>> column) & 0x01010101, 0x01020408) >>> 24) |
            ((Math.imul((pHi >>> column) & 0x01010101, 0x01020408) >>> 24) << 4)) &
          rows;
        o =
          ((Math.imul((oLo >>> column) & 0x01010101, 0x01020408) >>> 24) |
            ((Math.imul((oHi >>> column) & 0x01010101, 0x01020408) >>> 24) << 4)) &
          rows;
      }
      index += groupDigits[(g << 8) | p]! + 2 * groupDigits[(g << 8) | o]!;
    }
    out[at + k] = tableOf[k]! + index;
  }
}

// Scratch slots for the two sides' moves.
const MOVES = new Int32Array(2 * SLOT);
const CORNERS_LO = 0x81; // a1, h1
const CORNERS_HI = 0x81 << 24; // a8, h8

/** Writes the weight offsets of the count features and the bias to `out` from `at`. */
export function countFeatures(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  out: Int32Array,
  at: number,
): void {
  MOVES[0] = pLo;
  MOVES[1] = pHi;
  MOVES[2] = oLo;
  MOVES[3] = oHi;
  generateMoves(MOVES, 0);
  MOVES[SLOT] = oLo;
  MOVES[SLOT + 1] = oHi;
  MOVES[SLOT + 2] = pLo;
  MOVES[SLOT + 3] = pHi;
  generateMoves(MOVES, SLOT);
  const mpLo = MOVES[4]!;
  const mpHi = MOVES[5]!;
  const moLo = MOVES[SLOT + 4]!;
  const moHi = MOVES[SLOT + 5]!;
  const mobilityP = popcount(mpLo) + popcount(mpHi);
  const mobilityO = popcount(moLo) + popcount(moHi);
  const cornersP = popcount(mpLo & CORNERS_LO) + popcount(mpHi & CORNERS_HI);
  const cornersO = popcount(moLo & CORNERS_LO) + popcount(moHi & CORNERS_HI);
  const emptyLo = ~(pLo | oLo);
  const emptyHi = ~(pHi | oHi);
  const empties = popcount(emptyLo) + popcount(emptyHi);
  const cap = COUNT_CAP - 1;
  const base = LAYOUT.counts;
  const frontierP = frontier(pLo, pHi, emptyLo, emptyHi);
  const frontierO = frontier(oLo, oHi, emptyLo, emptyHi);
  const stableP = stableEdgeCount(pLo, pHi, oLo, oHi);
  const stableO = stableEdgeCount(oLo, oHi, pLo, pHi);
  out[at] = base + Math.min(mobilityP, cap);
  out[at + 1] = base + COUNT_CAP + Math.min(mobilityO, cap);
  out[at + 2] = base + 2 * COUNT_CAP + cornersP;
  out[at + 3] = base + 3 * COUNT_CAP + cornersO;
  out[at + 4] = base + 4 * COUNT_CAP + Math.min(frontierP, cap);
  out[at + 5] = base + 5 * COUNT_CAP + Math.min(frontierO, cap);
  out[at + 6] = base + 6 * COUNT_CAP + Math.min(stableP, cap);
  out[at + 7] = base + 7 * COUNT_CAP + Math.min(stableO, cap);
  out[at + 8] = LAYOUT.bias + empties;
}

/**
 * Empty squares next to a disc of `x` (lo/hi), as a count: the frontier, and the opponent's
 * potential moves.
 */
export function frontier(xLo: number, xHi: number, emptyLo: number, emptyHi: number): number {
  // Sideways steps stay in their half; the four steps that change rows carry between halves.
  const sideLo = ((xLo << 1) & 0xfefefefe) | ((xLo >>> 1) & 0x7f7f7f7f);
  const sideHi = ((xHi << 1) & 0xfefefefe) | ((xHi >>> 1) & 0x7f7f7f7f);
  const rowLo = xLo | sideLo;
  const rowHi = xHi | sideHi;
  // A square is next to x when its row, or the row above or below it, holds x or a side step.
  const nearLo = sideLo | (rowLo << 8) | (rowLo >>> 8) | (rowHi << 24);
  const nearHi = sideHi | (rowHi << 8) | (rowHi >>> 8) | (rowLo >>> 24);
  return popcount(nearLo & emptyLo) + popcount(nearHi & emptyHi);
}

/** Phases of the evaluation: one set of weights for each 4 counts of empty squares (0-3, 4-7...). */
export const PHASES = 16;

/** The phase of a position with `empties` empty squares. */
export function phaseOf(empties: number): number {
  return empties >> 2;
}
