// The Gomoku search's board updates in AssemblyScript, compiled to WebAssembly
// (`scripts/build-wasm.ts`; `src/ai/gomoku/engine.ts` uses it through `src/ai/gomoku/wasm.ts`):
// `put` and `take` of `Engine`, step for step, over the same arrays, which the host reads as
// views of this memory. A stone changes the line keys of the forty cells around it and, at the
// empty ones, both sides' pattern words, class counts and score sums: in JavaScript that was
// three fifths of a search's time, each update a handful of typed-array reads whose bounds the
// JIT checks. The hash, the stone count and the Renju judge's board stay with the host.

// Linear memory, one instance per engine, sized for the largest board (26 × 26, padded to 36 ×
// 36) and its deepest undo stack (every point, and one more for a threat test). The tables are
// the host's, filled in as the search meets their entries (the host's answer kept, so asked once
// an entry): a new instance's memory is all zeros, which here means "not yet known", and copying
// the host's tables whole into it cost 10 ms an engine, its pages touched for the first time.
/** Pattern code + 1 per 20-bit line key, black's then white's (`PatternTable.codes`). */
const CODES: usize = 0;
const CODE_BYTES: usize = 1 << 20;
/** Per pattern word, black's table then white's: score << 8 | class << 1 | 1 (`Engine.scores`). */
const WORD_INFO: usize = 2 << 20;
/** Cell codes per padded index (`Engine.cells`): 0 empty, 1 black, 2 white, 3 wall. */
export const CELLS: usize = WORD_INFO + 2 * 65536 * 4;
/** Stones within two cells, per padded index (`Engine.near`). */
export const NEAR: usize = CELLS + 2048;
/** Line key per padded index and direction, i32 (`Engine.keys`). */
export const KEYS: usize = NEAR + 2048;
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
/** The end of what the instance uses; the compiler's static data goes above it. */
export const END: usize = UNDO + <usize>(LEVELS * 160) * 4;

/** The host's pattern code of a line key for a side (0 black, 1 white): `PatternTable.pattern`. */
// @ts-ignore: decorator
@external("env", "pattern")
declare function classify(side: i32, key: i32): i32;

/** The host's class and score of a pattern word for a side, packed as `WORD_INFO` keeps them. */
// @ts-ignore: decorator
@external("env", "word")
declare function describe(side: i32, word: i32): i32;

let width: i32 = 0;
let level: i32 = 0;

/** Starts on an empty board `padded` cells wide (the host has written the tables and arrays). */
export function setup(padded: i32): void {
  width = padded;
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

// @ts-ignore: decorator
@inline
function info(side: i32, word: i32): i32 {
  const at = WORD_INFO + ((<usize>side * 65536 + <usize>word) << 2);
  const known = load<i32>(at);
  if (known !== 0) return known;
  const found = describe(side, word);
  store<i32>(at, found);
  return found;
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
  for (let dy = -2; dy <= 2; dy++) {
    const row = NEAR + <usize>(at + dy * width);
    for (let dx = -2; dx <= 2; dx++) {
      const p = row + <usize>dx;
      store<u8>(p, load<u8>(p) + 1);
    }
  }
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
  for (let dy = -2; dy <= 2; dy++) {
    const row = NEAR + <usize>(at + dy * width);
    for (let dx = -2; dx <= 2; dx++) {
      const p = row + <usize>dx;
      store<u8>(p, load<u8>(p) - 1);
    }
  }
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
