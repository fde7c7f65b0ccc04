/**
 * The search's board: a padded typed-array board with, for every point, the 20-bit key of each
 * line through it (patterns.ts), the pattern word of each side (combine.ts), per-side counts of
 * the threat classes over the empty points, per-side score sums and a 64-bit Zobrist hash in two
 * int32 halves, all updated incrementally as stones are put down and taken back. A stone changes
 * the keys of the ten cells around it on each line, so a move costs some forty small updates
 * and no allocation. Stones are taken back in the reverse order they were put down, so taking
 * one back restores the words, counts and sums it changed from an undo stack rather than judging
 * its lines again: that made the tree search about a fifth faster.
 *
 * Those updates were still three fifths of a search's time, so they run as WebAssembly where it
 * is to be had (`wasm.ts`, `assembly/gomoku-board.ts`): the arrays are then views of the
 * instance's memory, the same values, and a search of the same nodes takes two thirds of the time.
 * The move lists (`movegen.ts`) and the points of a threat class (`findPoints`) are found there
 * too, from each row's stones kept as bits, rather than by reading every point.
 */
import { ALLOWED, ForbiddenJudge, WINS } from '../../gomoku/renju/judge.ts';
import { REACH } from '../../gomoku/renju/lines.ts';
import { CLASSES, FORBID, MAYBE, pointTables, threatTable } from './combine.ts';
import { keyShift, type PatternTable, patternTable } from './patterns.ts';
import { type BoardExports, boardInstance } from './wasm.ts';
import { SIDE_HI, SIDE_LO, ZOBRIST_HI, ZOBRIST_LO } from './zobrist.ts';

// Cell codes, as the game's board plus the padding.
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
export const WALL = 3;

/** Cells of padding on each side: as the Renju judge's, so that both boards share indices. */
export const PAD = REACH;

/** How a rule judges lines, per side; see `patterns.ts`. */
export interface EngineRule {
  readonly black: number; // the pattern variant of black's lines
  readonly white: number; // the pattern variant of white's lines
  readonly forbidding: boolean; // Renju: black has forbidden points
}

export class Engine {
  readonly size: number; // board width and height
  readonly width: number; // padded row length, size + 2 * PAD
  readonly rule: EngineRule; // how lines are judged
  readonly cells: Int8Array; // EMPTY, BLACK, WHITE or WALL per padded index
  readonly keys: Int32Array; // line key per padded index and direction, index * 4 + d
  readonly words: Uint16Array; // pattern word per padded index and side, index * 2 + side
  readonly near: Uint8Array; // stones within two cells (a 5x5 square) of each padded index
  readonly counts: Int32Array; // empty points per side and threat class, side * CLASSES + class
  readonly sums: Int32Array; // score sum over the empty points, per side
  readonly steps: Int32Array; // padded index step of each direction
  readonly interior: Int32Array; // padded index of each board cell, y * size + x order
  readonly moves: Int32Array; // stones put down by `make`, oldest first
  readonly judge: ForbiddenJudge | null; // Renju: decides black's double threes
  readonly classes: readonly [Uint8Array, Uint8Array]; // threat class tables per side
  readonly scores: readonly [Int32Array, Int32Array]; // evaluation score tables per side
  readonly priorities: readonly [Int32Array, Int32Array]; // move-ordering tables per side
  readonly threats: Int32Array; // evaluation score of each threat situation (evaluate.ts)
  readonly patterns: readonly [PatternTable, PatternTable]; // line tables per side
  readonly offsets: Int32Array; // the forty neighbour offsets, ten per direction
  readonly deltas: Int32Array; // key increment of a black stone for each neighbour
  // Undo stack, one level per stone put down: the words it changed (slot, old word), and the
  // counts and sums before it. `undoFrom[level]` is where the level's pairs start.
  readonly #undo: Int32Array;
  readonly #undoFrom: Int32Array;
  readonly #saved: Int32Array; // counts then sums, TALLY ints per level
  #level = 0;
  // The compiled updates (`wasm.ts`), which keep the stack in their own memory; null where
  // WebAssembly is not to be had, and the JavaScript ones serve.
  readonly #board: BoardExports | null;
  #listsTaken = false; // whether a move context has the instance's move lists
  readonly #found: Int32Array; // where the instance's `find` writes its points
  top = 0; // number of moves on `moves`
  turn = BLACK; // the side to move
  stones = 0; // stones on the board
  hashLo = 0; // Zobrist hash, low half (the side to move not included)
  hashHi = 0; // Zobrist hash, high half

  constructor(size: number, rule: EngineRule) {
    this.size = size;
    this.rule = rule;
    const width = size + 2 * PAD;
    this.width = width;
    const cellCount = width * width;
    this.judge = rule.forbidding ? new ForbiddenJudge(size) : null;
    this.classes = [pointTables(rule.forbidding).classes, pointTables(false).classes];
    this.scores = [pointTables(rule.forbidding).scores, pointTables(false).scores];
    this.priorities = [pointTables(rule.forbidding).priorities, pointTables(false).priorities];
    this.threats = threatTable();
    this.patterns = [patternTable(rule.black, BLACK), patternTable(rule.white, WHITE)];
    const { patterns, classes, scores, priorities } = this;
    const board = boardInstance({
      pattern: (side, key) => patterns[side]!.pattern(key),
      word: (side, word) => (scores[side]![word]! << 8) | (classes[side]![word]! << 1) | 1,
      // White's classes are the ones with nothing forbidden, whatever the rule.
      order: (side, word) =>
        (priorities[side]![word]! << 9) |
        (classes[side]![word]! << 5) |
        (classes[1][word]! << 1) |
        1,
      forbidden: (at) => (this.forbidden(at) ? 1 : 0),
    });
    this.#board = board;
    if (board === null) {
      this.cells = new Int8Array(cellCount);
      this.keys = new Int32Array(cellCount * 4);
      this.words = new Uint16Array(cellCount * 2);
      this.near = new Uint8Array(cellCount);
      this.counts = new Int32Array(2 * CLASSES);
      this.sums = new Int32Array(2);
      this.offsets = new Int32Array(40);
      this.deltas = new Int32Array(40);
      // Every cell can hold a stone once, and a threat test puts one more down on a full board.
      const levels = size * size + 2;
      this.#undo = new Int32Array(levels * UNDO_PAIRS * 2);
      this.#undoFrom = new Int32Array(levels + 1);
      this.#saved = new Int32Array(levels * TALLY);
      this.#found = new Int32Array(0); // none: the JavaScript scan writes into its caller's array
    } else {
      // The arrays are the instance's memory; its stack is its own, and so are its copies of the
      // tables, each entry asked for the first time it is met.
      const { buffer } = board.memory;
      this.cells = new Int8Array(buffer, board.CELLS.value, cellCount);
      this.keys = new Int32Array(buffer, board.KEYS.value, cellCount * 4);
      this.words = new Uint16Array(buffer, board.WORDS.value, cellCount * 2);
      this.near = new Uint8Array(buffer, board.NEAR.value, cellCount);
      this.counts = new Int32Array(buffer, board.COUNTS.value, 2 * CLASSES);
      this.sums = new Int32Array(buffer, board.COUNTS.value + 8 * CLASSES, 2);
      this.offsets = new Int32Array(buffer, board.OFFSETS.value, 40);
      this.deltas = new Int32Array(buffer, board.DELTAS.value, 40);
      this.#undo = this.#undoFrom = this.#saved = new Int32Array(0);
      this.#found = new Int32Array(buffer, board.FOUND.value, size * size);
    }
    this.cells.fill(WALL);
    this.steps = Int32Array.of(1, width, width + 1, 1 - width);
    this.interior = new Int32Array(size * size);
    this.moves = new Int32Array(size * size + 1);
    for (let d = 0; d < 4; d++) {
      let j = d * 10;
      for (let k = -5; k <= 5; k++) {
        if (k === 0) continue;
        this.offsets[j] = k * this.steps[d]!;
        // The stone sits -k cells along the line from its neighbour k cells away.
        this.deltas[j] = 1 << keyShift(-k);
        j++;
      }
    }
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const at = (y + PAD) * width + x + PAD;
        this.interior[y * size + x] = at;
        this.cells[at] = EMPTY;
        if (this.judge !== null) this.judge.cells[at] = EMPTY;
      }
    }
    this.#initialise();
    board?.setup(width, size);
  }

  /**
   * The compiled updates, for move lists of `plies` plies in their memory (`moveContext`): handed
   * out once, since a second context there would share the first's lists; null after that, for
   * more plies than they hold, or without WebAssembly.
   */
  takeCompiledLists(plies: number): BoardExports | null {
    const board = this.#board;
    if (board === null || this.#listsTaken || plies > board.LIST_PLIES.value) return null;
    this.#listsTaken = true;
    return board;
  }

  /** The padded index of board cell `index` (y * size + x). */
  padded(index: number): number {
    return this.interior[index]!;
  }

  /** The board cell index (y * size + x) of padded index `at`. */
  unpadded(at: number): number {
    return (Math.floor(at / this.width) - PAD) * this.size + (at % this.width) - PAD;
  }

  /** The threat class of the empty point `at` for `side` (0 black, 1 white). */
  classOf(at: number, side: number): number {
    return this.classes[side]![this.words[at * 2 + side]!]!;
  }

  /**
   * Writes the first `wanted` empty points of threat class `kind` for `side` (0 black, 1 white)
   * into `out`, in the order of the board's points; returns how many it wrote.
   */
  findPoints(side: number, kind: number, wanted: number, out: Int32Array): number {
    const board = this.#board;
    if (board !== null) {
      const found = board.find(side, kind, wanted);
      for (let i = 0; i < found; i++) out[i] = this.#found[i]!;
      return found;
    }
    const { interior, cells, words, near } = this;
    const classes = this.classes[side]!;
    let found = 0;
    for (let i = 0; i < interior.length && found < wanted; i++) {
      const at = interior[i]!;
      if (near[at] === 0 || cells[at] !== EMPTY) continue;
      if (classes[words[at * 2 + side]!] === kind) out[found++] = at;
    }
    return found;
  }

  /** Whether black may not play the empty point `at` (Renju only). */
  forbidden(at: number): boolean {
    if (this.judge === null) return false;
    const kind = this.classes[0][this.words[at * 2]!]!;
    if (kind === FORBID) return true;
    if (kind !== MAYBE) return false;
    const verdict = this.judge.judge(at);
    return verdict !== ALLOWED && verdict !== WINS;
  }

  /** Puts a stone of the side to move on the empty point `at` and passes the turn. */
  make(at: number): void {
    this.put(at, this.turn);
    this.moves[this.top++] = at;
    this.turn = 3 - this.turn;
  }

  /** Takes back the last `make`. */
  unmake(): void {
    const at = this.moves[--this.top]!;
    this.turn = 3 - this.turn;
    this.take(at);
  }

  /** Passes the turn without a move (for asking what the opponent threatens). */
  pass(): void {
    this.turn = 3 - this.turn;
  }

  /** Puts a `stone` on the empty point `at`, updating every table. */
  put(at: number, stone: number): void {
    if (this.#board === null) this.#put(at, stone);
    else this.#board.put(at, stone);
    if (this.judge !== null) this.judge.cells[at] = stone;
    const z = at * 2 + stone - 1;
    this.hashLo ^= ZOBRIST_LO[z]!;
    this.hashHi ^= ZOBRIST_HI[z]!;
    this.stones++;
  }

  /** Takes the stone off `at`, the last one put down, restoring every table. */
  take(at: number): void {
    const stone = this.cells[at]!;
    if (this.#board === null) this.#take(at, stone);
    else this.#board.take(at);
    if (this.judge !== null) this.judge.cells[at] = EMPTY;
    const z = at * 2 + stone - 1;
    this.hashLo ^= ZOBRIST_LO[z]!;
    this.hashHi ^= ZOBRIST_HI[z]!;
    this.stones--;
  }

  /** `put`'s updates of the cells, keys, words, counts and sums, in JavaScript. */
  #put(at: number, stone: number): void {
    const { cells, keys, words, counts, offsets, deltas, near, width } = this;
    // Indexing, not tuple destructuring: this runs at every node and must not allocate.
    const classes0 = this.classes[0];
    const classes1 = this.classes[1];
    const scores0 = this.scores[0];
    const scores1 = this.scores[1];
    const table0 = this.patterns[0];
    const table1 = this.patterns[1];
    const codes0 = table0.codes;
    const codes1 = table1.codes;
    let sum0 = this.sums[0]!;
    let sum1 = this.sums[1]!;
    const undo = this.#undo;
    const level = this.#level++;
    const saved = this.#saved;
    const tally = level * TALLY;
    for (let k = 0; k < 2 * CLASSES; k++) saved[tally + k] = counts[k]!;
    saved[tally + 2 * CLASSES] = sum0;
    saved[tally + 2 * CLASSES + 1] = sum1;
    let u = this.#undoFrom[level]!;
    // The point leaves the empty points; its words stay as they were, for when it comes back.
    const own0 = words[at * 2]!;
    const own1 = words[at * 2 + 1]!;
    counts[classes0[own0]!]!--;
    counts[CLASSES + classes1[own1]!]!--;
    sum0 -= scores0[own0]!;
    sum1 -= scores1[own1]!;
    cells[at] = stone;
    for (let dy = -2; dy <= 2; dy++) {
      const row = at + dy * width;
      for (let dx = -2; dx <= 2; dx++) near[row + dx]!++;
    }
    for (let j = 0; j < 40; j++) {
      const n = at + offsets[j]!;
      const cell = cells[n]!;
      if (cell === WALL) continue;
      const d = (j / 10) | 0;
      const slot = n * 4 + d;
      const key = keys[slot]! + stone * deltas[j]!;
      keys[slot] = key;
      if (cell !== EMPTY) continue;
      const shift = d * 4;
      const keep = ~(15 << shift);
      let p = codes0[key]!;
      if (p === 255) p = table0.pattern(key);
      let old = words[n * 2]!;
      let word = (old & keep) | (p << shift);
      if (word !== old) {
        undo[u++] = n * 2;
        undo[u++] = old;
        words[n * 2] = word;
        counts[classes0[old]!]!--;
        counts[classes0[word]!]!++;
        sum0 += scores0[word]! - scores0[old]!;
      }
      p = codes1[key]!;
      if (p === 255) p = table1.pattern(key);
      old = words[n * 2 + 1]!;
      word = (old & keep) | (p << shift);
      if (word !== old) {
        undo[u++] = n * 2 + 1;
        undo[u++] = old;
        words[n * 2 + 1] = word;
        counts[CLASSES + classes1[old]!]!--;
        counts[CLASSES + classes1[word]!]!++;
        sum1 += scores1[word]! - scores1[old]!;
      }
    }
    this.sums[0] = sum0;
    this.sums[1] = sum1;
    this.#undoFrom[level + 1] = u;
  }

  /** `take`'s restoring of the cells, keys, words, counts and sums, in JavaScript. */
  #take(at: number, stone: number): void {
    const { cells, keys, words, counts, offsets, deltas, near, width } = this;
    cells[at] = EMPTY;
    for (let dy = -2; dy <= 2; dy++) {
      const row = at + dy * width;
      for (let dx = -2; dx <= 2; dx++) near[row + dx]!--;
    }
    for (let j = 0; j < 40; j++) {
      const n = at + offsets[j]!;
      if (cells[n] === WALL) continue;
      const slot = n * 4 + ((j / 10) | 0);
      keys[slot] = keys[slot]! - stone * deltas[j]!;
    }
    const level = --this.#level;
    const undo = this.#undo;
    const from = this.#undoFrom[level]!;
    for (let u = this.#undoFrom[level + 1]! - 2; u >= from; u -= 2) words[undo[u]!] = undo[u + 1]!;
    const saved = this.#saved;
    const tally = level * TALLY;
    for (let k = 0; k < 2 * CLASSES; k++) counts[k] = saved[tally + k]!;
    this.sums[0] = saved[tally + 2 * CLASSES]!;
    this.sums[1] = saved[tally + 2 * CLASSES + 1]!;
  }

  /** The hash of the position with the side to move, low half. */
  get keyLo(): number {
    return this.turn === WHITE ? this.hashLo ^ SIDE_LO : this.hashLo;
  }

  /** The hash of the position with the side to move, high half. */
  get keyHi(): number {
    return this.turn === WHITE ? this.hashHi ^ SIDE_HI : this.hashHi;
  }

  /** Reads both words of the empty point `at` from its keys, and counts it among the empty points. */
  #rebuild(at: number): void {
    for (let side = 0; side < 2; side++) {
      const table = this.patterns[side]!;
      let word = 0;
      for (let d = 0; d < 4; d++) word |= table.pattern(this.keys[at * 4 + d]!) << (4 * d);
      this.words[at * 2 + side] = word;
      this.counts[side * CLASSES + this.classes[side]![word]!]!++;
      this.sums[side]! += this.scores[side]![word]!;
    }
  }

  /** Sets up the empty board: keys see the walls, and every point is counted. */
  #initialise(): void {
    const { cells, keys, offsets, deltas } = this;
    for (const at of this.interior) {
      for (let j = 0; j < 40; j++) {
        // Keys are read from each point's own side, so the wall's offset is the opposite one.
        const n = at + offsets[j]!;
        if (cells[n] === WALL) keys[at * 4 + ((j / 10) | 0)]! += WALL * deltas[opposite(j)]!;
      }
    }
    for (const at of this.interior) this.#rebuild(at);
  }
}

/** Word changes one stone can make: two sides of ten neighbours on each of four lines. */
const UNDO_PAIRS = 80;
/** Ints saved per level: the class counts of both sides, then both score sums. */
const TALLY = 2 * CLASSES + 2;

/** The neighbour slot on the same line at the mirrored offset: k cells one way, k the other. */
function opposite(j: number): number {
  const d = (j / 10) | 0;
  return d * 10 + 9 - (j % 10);
}
