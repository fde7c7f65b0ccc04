// The Gomoku search's board updates in AssemblyScript, compiled to WebAssembly
// (`scripts/build-wasm.ts`; `src/ai/gomoku/engine.ts` uses it through `src/ai/gomoku/wasm.ts`):
// `put` and `take` of `Engine`, step for step, over the same arrays, which the host reads as
// views of this memory, and `generateMoves` of `movegen.ts` over them, into move lists kept here.
// A stone changes the line keys of the forty cells around it and, at the empty ones, both sides'
// pattern words, class counts and score sums: in JavaScript that was three fifths of a search's
// time, each update a handful of typed-array reads whose bounds the JIT checks; the move lists,
// a scan of every point, were another fifth. The hash, the stone count and the Renju judge's
// board stay with the host.

// Linear memory, one instance per engine, sized for the largest board (26 × 26, padded to 36 ×
// 36) and its deepest undo stack (every point, and one more for a threat test). The tables are
// the host's, filled in as the search meets their entries (the host's answer kept, so asked once
// an entry): a new instance's memory is all zeros, which here means "not yet known", and copying
// the host's tables whole into it cost 10 ms an engine, its pages touched for the first time.
/** Pattern code + 1 per 20-bit line key, black's then white's (`PatternTable.codes`). */
const CODES: usize = 0;
const CODE_BYTES: usize = 1 << 20;
/**
 * Per pattern word, black's table then white's, two i32 side by side (so that the move lists
 * find the second in the cache line the updates read the first from): score << 8 | class << 1 |
 * 1 (`Engine.scores`); then what the move lists need, the move-ordering priority << 9 | the class
 * << 5 | the class with nothing forbidden << 1 | 1 (`Engine.priorities`, `Engine.classes`, and
 * the class of Renju black's possibly forbidden point when the judge allows it).
 */
const WORD_INFO: usize = 2 << 20;
const ORDER_INFO: usize = WORD_INFO + 4;
/** Cell codes per padded index (`Engine.cells`): 0 empty, 1 black, 2 white, 3 wall. */
export const CELLS: usize = WORD_INFO + 2 * 65536 * 8;
/** Stones within two cells, per padded index (`Engine.near`). */
export const NEAR: usize = CELLS + 2048;
/**
 * The stones of each padded row, bit k for column k, u64: the move lists find the candidate
 * points (empty, a stone within two cells) from these rather than read every point, most of
 * which are far from the stones.
 */
const STONES: usize = NEAR + 2048;
/** Line key per padded index and direction, i32 (`Engine.keys`). */
export const KEYS: usize = STONES + 36 * 8;
/** Pattern word per padded index and side, u16 (`Engine.words`). */
export const WORDS: usize = KEYS + 36 * 36 * 16;
/** Threat-class counts, i32, per side and class (`Engine.counts`), then both score sums. */
export const COUNTS: usize = WORDS + 36 * 36 * 4;
const TALLY: i32 = 34; // the counts (2 × 16) and the sums
/** The forty neighbour offsets, ten per direction, i32 (`Engine.offsets`). */
export const OFFSETS: usize = COUNTS + 256;
/** The key increment of a black stone at each neighbour, i32 (`Engine.deltas`). */
export const DELTAS: usize = OFFSETS + 160;
const LEVELS: i32 = 26 * 26 + 2;
// Undo stack, as the host's: where each level's (slot, old word) pairs start, the counts and
// sums before each level, and the pairs.
const UNDO_FROM: usize = DELTAS + 160;
const SAVED: usize = UNDO_FROM + <usize>(LEVELS + 1) * 4;
const UNDO: usize = SAVED + <usize>(LEVELS * TALLY) * 4;
// The move lists of `generateMoves` (`MoveContext`), for `LIST_PLIES` plies:
/** History score per padded index, i32. */
export const HISTORY: usize = UNDO + <usize>(LEVELS * 160) * 4;
/** Plies of move lists: the tree's `MAX_PLY`. */
export const LIST_PLIES: i32 = 96;
/** Two killer moves per ply, i32. */
export const KILLERS: usize = HISTORY + 36 * 36 * 4;
/** Per ply, 1 when the list left out a candidate for its limit, u8. */
export const CUT: usize = KILLERS + <usize>LIST_PLIES * 8;
/** Moves, a list of every board point per ply, i32. */
export const MOVES: usize = CUT + <usize>LIST_PLIES;
/** Their sort keys, i32. */
export const SORT_KEYS: usize = MOVES + <usize>(LIST_PLIES * 26 * 26) * 4;
/** The points `find` found, i32. */
export const FOUND: usize = SORT_KEYS + <usize>(LIST_PLIES * 26 * 26) * 4;
/** The end of what the instance uses; the compiler's static data goes above it. */
export const END: usize = FOUND + 26 * 26 * 4;

/** The host's pattern code of a line key for a side (0 black, 1 white): `PatternTable.pattern`. */
// @ts-ignore: decorator
@external("env", "pattern")
declare function classify(side: i32, key: i32): i32;

/** The host's class and score of a pattern word for a side, packed as `WORD_INFO` keeps them. */
// @ts-ignore: decorator
@external("env", "word")
declare function describe(side: i32, word: i32): i32;

/** The host's priority and classes of a pattern word for a side, as `ORDER_INFO` keeps them. */
// @ts-ignore: decorator
@external("env", "order")
declare function rank(side: i32, word: i32): i32;

/** The host's Renju judge: 1 when black may not play `at`, a point of two threes maybe. */
// @ts-ignore: decorator
@external("env", "forbidden")
declare function forbidden(at: i32): i32;

let width: i32 = 0;
let size: i32 = 0;
let level: i32 = 0;

/**
 * Starts on an empty board `size` points wide, padded to `padded` (the host has written the
 * tables and arrays).
 */
export function setup(padded: i32, points: i32): void {
  width = padded;
  size = points;
  level = 0;
  store<i32>(UNDO_FROM, 0);
}

// @ts-ignore: decorator
@inline
function code(side: i32, key: i32): i32 {
  const at = CODES + <usize>side * CODE_BYTES + <usize>key;
  const known = <i32>load<u8>(at);
  if (known !== 0) return known - 1;
  const found = classify(side, key);
  store<u8>(at, <u8>(found + 1));
  return found;
}

/**
 * The entry of `side`'s pattern word `word` in `table` (`WORD_INFO` or `ORDER_INFO`), asked of the
 * host the first time.
 */
// @ts-ignore: decorator
@inline
function entry(table: usize, side: i32, word: i32): i32 {
  const at = table + ((<usize>side * 65536 + <usize>word) << 3);
  const known = load<i32>(at);
  if (known !== 0) return known;
  const found = table === WORD_INFO ? describe(side, word) : rank(side, word);
  store<i32>(at, found);
  return found;
}

// @ts-ignore: decorator
@inline
function info(side: i32, word: i32): i32 {
  return entry(WORD_INFO, side, word);
}

// @ts-ignore: decorator
@inline
function order(side: i32, word: i32): i32 {
  return entry(ORDER_INFO, side, word);
}

/** Adds `by` to the count of the class of a word whose `info` is `packed`. */
// @ts-ignore: decorator
@inline
function addCount(side: i32, packed: i32, by: i32): void {
  const at = COUNTS + (<usize>(side * 16 + ((packed >> 1) & 0x7f)) << 2);
  store<i32>(at, load<i32>(at) + by);
}

/**
 * Writes `word` over `old` in word slot `slot` (padded index * 2 + side), keeps the old one at
 * `u` in the undo stack, moves the class count; returns the change in the side's score sum.
 */
// @ts-ignore: decorator
@inline
function rewrite(slot: i32, side: i32, old: i32, word: i32, u: i32): i32 {
  store<i32>(UNDO + (<usize>u << 2), slot);
  store<i32>(UNDO + (<usize>u << 2), old, 4);
  store<u16>(WORDS + (<usize>slot << 1), <u16>word);
  const before = info(side, old);
  const after = info(side, word);
  addCount(side, before, -1);
  addCount(side, after, 1);
  return (after >> 8) - (before >> 8);
}

/**
 * Counts a stone more (`by` 1) or less (-1) near the 5 × 5 points around `at`, and marks `at`
 * taken (or free) in its row's stones.
 */
// @ts-ignore: decorator
@inline
function touch(at: i32, by: i32): void {
  for (let dy = -2; dy <= 2; dy++) {
    const row = NEAR + <usize>(at + dy * width);
    for (let dx = -2; dx <= 2; dx++) {
      const p = row + <usize>dx;
      store<u8>(p, <u8>(<i32>load<u8>(p) + by));
    }
  }
  const y = at / width;
  const row = STONES + (<usize>y << 3);
  store<u64>(row, load<u64>(row) ^ ((<u64>1) << <u64>(at - y * width)));
}

/** Puts a `stone` (1 black, 2 white) on the empty point `at`, as `Engine.put`. */
export function put(at: i32, stone: i32): void {
  const now = level++;
  memory.copy(SAVED + <usize>(now * TALLY) * 4, COUNTS, <usize>TALLY * 4);
  let sum0 = load<i32>(COUNTS, 128);
  let sum1 = load<i32>(COUNTS, 132);
  let u = load<i32>(UNDO_FROM + (<usize>now << 2));
  // The point leaves the empty points; its words stay as they were, for when it comes back.
  const own0 = info(0, <i32>load<u16>(WORDS + (<usize>at << 2)));
  const own1 = info(1, <i32>load<u16>(WORDS + (<usize>at << 2), 2));
  addCount(0, own0, -1);
  addCount(1, own1, -1);
  sum0 -= own0 >> 8;
  sum1 -= own1 >> 8;
  store<u8>(CELLS + <usize>at, <u8>stone);
  touch(at, 1);
  for (let d = 0; d < 4; d++) {
    const shift = d * 4;
    const keep = ~(15 << shift);
    for (let j = d * 10; j < d * 10 + 10; j++) {
      const n = at + load<i32>(OFFSETS + (<usize>j << 2));
      const cell = <i32>load<u8>(CELLS + <usize>n);
      if (cell === 3) continue;
      const slot = KEYS + (<usize>(n * 4 + d) << 2);
      const key = load<i32>(slot) + stone * load<i32>(DELTAS + (<usize>j << 2));
      store<i32>(slot, key);
      if (cell !== 0) continue;
      let old = <i32>load<u16>(WORDS + (<usize>n << 2));
      let word = (old & keep) | (code(0, key) << shift);
      if (word !== old) {
        sum0 += rewrite(n * 2, 0, old, word, u);
        u += 2;
      }
      old = <i32>load<u16>(WORDS + (<usize>n << 2), 2);
      word = (old & keep) | (code(1, key) << shift);
      if (word !== old) {
        sum1 += rewrite(n * 2 + 1, 1, old, word, u);
        u += 2;
      }
    }
  }
  store<i32>(COUNTS, sum0, 128);
  store<i32>(COUNTS, sum1, 132);
  store<i32>(UNDO_FROM + (<usize>(now + 1) << 2), u);
}

/** Takes the stone off `at`, the last one put down, as `Engine.take`. */
export function take(at: i32): void {
  const stone = <i32>load<u8>(CELLS + <usize>at);
  store<u8>(CELLS + <usize>at, 0);
  touch(at, -1);
  for (let d = 0; d < 4; d++) {
    for (let j = d * 10; j < d * 10 + 10; j++) {
      const n = at + load<i32>(OFFSETS + (<usize>j << 2));
      if (load<u8>(CELLS + <usize>n) === 3) continue;
      const slot = KEYS + (<usize>(n * 4 + d) << 2);
      store<i32>(slot, load<i32>(slot) - stone * load<i32>(DELTAS + (<usize>j << 2)));
    }
  }
  const now = --level;
  const from = load<i32>(UNDO_FROM + (<usize>now << 2));
  for (let u = load<i32>(UNDO_FROM + (<usize>(now + 1) << 2)) - 2; u >= from; u -= 2) {
    const slot = load<i32>(UNDO + (<usize>u << 2));
    store<u16>(WORDS + (<usize>slot << 1), <u16>load<i32>(UNDO + (<usize>u << 2), 4));
  }
  memory.copy(COUNTS, SAVED + <usize>(now * TALLY) * 4, <usize>TALLY * 4);
}

/** The stones of padded row `y` and the points up to two columns from them. */
// @ts-ignore: decorator
@inline
function spread(y: i32): u64 {
  const stones = load<u64>(STONES + (<usize>y << 3));
  return stones | (stones << 1) | (stones << 2) | (stones >> 1) | (stones >> 2);
}

/**
 * The candidate points of padded row `y` (empty, a stone within two cells), bit k for column k;
 * `pad` is the padding's width, whose rows hold no stones.
 */
// @ts-ignore: decorator
@inline
function rowCandidates(y: i32, pad: i32): u64 {
  const near = spread(y - 2) | spread(y - 1) | spread(y) | spread(y + 1) | spread(y + 2);
  const inside = (((<u64>1) << <u64>size) - 1) << <u64>pad;
  return near & inside & ~load<u64>(STONES + (<usize>y << 3));
}

// Threat classes (`combine.ts`) and sort-key bonuses (`movegen.ts`).
const FOUR: i32 = 4;
const FIVE: i32 = 8;
const FORBID: i32 = 9;
const MAYBE: i32 = 10;
const TT_BONUS: i32 = 1 << 28;
const KILLER_BONUS: i32 = 1 << 20;

/**
 * `generateMoves` for `side` (0 black, 1 white) at `ply`: lists the best `cap` candidates, best
 * first, and returns how many. `forbidding`: the side is Renju black; `defending`: only the moves
 * that meet the opponent's open three.
 */
export function generate(
  ply: i32,
  cap: i32,
  ttMove: i32,
  side: i32,
  forbidding: bool,
  defending: bool,
): i32 {
  const other = 1 - side;
  const base = MOVES + <usize>(ply * size * size) * 4;
  const keys = SORT_KEYS + <usize>(ply * size * size) * 4;
  const killer1 = load<i32>(KILLERS + (<usize>ply << 3));
  const killer2 = load<i32>(KILLERS + (<usize>ply << 3), 4);
  const pad = (width - size) >> 1;
  let count = 0;
  let cut: u8 = 0;
  for (let y = pad; y < pad + size; y++) {
    // Columns in order, as the JavaScript scan meets the points.
    let candidates = rowCandidates(y, pad);
    while (candidates !== 0) {
      const at = y * width + <i32>ctz(candidates);
      candidates &= candidates - 1;
      const mine = order(side, <i32>load<u16>(WORDS + (<usize>(at * 2 + side) << 1)));
      const yours = order(other, <i32>load<u16>(WORDS + (<usize>(at * 2 + other) << 1)));
      let kind = (mine >> 5) & 15;
      if (forbidding && (kind === FORBID || kind === MAYBE)) {
        if (kind === FORBID || forbidden(at) !== 0) continue;
        kind = (mine >> 1) & 15;
      }
      // Every point where the opponent's stone would make a four blocks its three, those
      // forbidden to Renju black too: white may play there, and it may be its only good block.
      if (defending && ((yours >> 5) & 15) < FOUR && !(kind >= FOUR && kind <= FIVE)) continue;
      const history = load<i32>(HISTORY + (<usize>at << 2));
      let key = (mine >> 9) + (yours >> 9) + (history >> 4);
      if (at === ttMove) key += TT_BONUS;
      else if (at === killer1 || at === killer2) key += KILLER_BONUS;
      // Keep the best `cap` in order: insert from the end, dropping the worst when full.
      if (count === cap) {
        cut = 1;
        if (key <= load<i32>(keys + (<usize>(cap - 1) << 2))) continue;
        count--;
      }
      let j = count++;
      while (j > 0) {
        const before = load<i32>(keys + (<usize>(j - 1) << 2));
        if (before >= key) break;
        store<i32>(keys + (<usize>j << 2), before);
        store<i32>(base + (<usize>j << 2), load<i32>(base + (<usize>(j - 1) << 2)));
        j--;
      }
      store<i32>(keys + (<usize>j << 2), key);
      store<i32>(base + (<usize>j << 2), at);
    }
  }
  store<u8>(CUT + <usize>ply, cut);
  return count;
}

/**
 * Where `side` has points of threat class `kind` (the class of `Engine.classes`), as
 * `pointsOfClass` of `threats.ts` finds them: the first `wanted` in the order of the board's
 * points, written to `FOUND`; returns how many.
 */
export function find(side: i32, kind: i32, wanted: i32): i32 {
  const pad = (width - size) >> 1;
  let found = 0;
  for (let y = pad; y < pad + size && found < wanted; y++) {
    let candidates = rowCandidates(y, pad);
    while (candidates !== 0 && found < wanted) {
      const at = y * width + <i32>ctz(candidates);
      candidates &= candidates - 1;
      const word = <i32>load<u16>(WORDS + (<usize>(at * 2 + side) << 1));
      if (((info(side, word) >> 1) & 0x7f) !== kind) continue;
      store<i32>(FOUND + (<usize>found << 2), at);
      found++;
    }
  }
  return found;
}
