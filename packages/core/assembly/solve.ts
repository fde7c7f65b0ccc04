// The Othello search's hot parts in AssemblyScript, compiled to WebAssembly
// (`scripts/build-wasm.ts`; the search loads it in `src/ai/othello/wasm.ts`), with 64-bit
// bitboards in registers where JavaScript has to split every board into two int32 halves kept in
// a typed array:
// - the exact solver of the last empty squares: up to 7 the algorithm of `solve-small.ts` and
//   `solve-last.ts`, node for node; above that `solveDeep`, fastest first with a table, as the
//   tree orders there;
// - the evaluation of `evaluate.ts` (the same weights), and the shallow searches over it of
//   `ordering.ts` (`probe`), whose pattern indices are read afresh at its root, then kept move by
//   move; with them the ordering of a node's moves from 13 empty squares (`orderScores`).
// Scores are disc differentials for the side to move (the solver, empty squares to the winner) or
// 1/16 disc (the evaluation); windows are fail-soft.

// Linear memory. Below `--memoryBase` the solver's tables (the edge-stability table written by the
// host); above the compiler's static data, the evaluation's tables and the transposition table.
const EDGE: usize = 0; // 65536 bytes: EDGE[p * 256 + o]
const RAYS: usize = 65536; // 64 squares × 8 directions × u64
const NEIGHBOURS: usize = RAYS + 64 * 64; // 64 × u64
const SPREAD: usize = NEIGHBOURS + 64 * 8; // 256 × u64: byte bit k to square 8k
const QUADRANT: usize = SPREAD + 256 * 8; // 64 × u8
const RANK: usize = QUADRANT + 64; // 64 × u8: place in the order of preference
const NEXT: usize = RANK + 64; // 65 × u8, 64 is the head
const PREV: usize = NEXT + 80; // 65 × u8
/** Where the host reads the node count of the last `solve`, then the evaluations of `probeEval`. */
export const COUNTER: usize = PREV + 80;
const LISTS: usize = COUNTER + 16; // by empty squares: 64 × u8 moves to try, best first
const SCORES: usize = LISTS + 65 * 64; // by empty squares: 64 × i32 ordering scores
const FLIPS: usize = SCORES + 65 * 256; // by empty squares, by square: 64 × u64 flips
// For the last empty square (`solve1`), where every other square holds a disc:
const LINE_FLIPS: usize = FLIPS + 65 * 512; // 8 × 256 × u8: a line's flips by square and discs
const SQUARE_DIAGONALS: usize = LINE_FLIPS + 8 * 256; // 64 × 2 × u64: the square's diagonals
// SQUARE_DIAGONALS ends at 65536 + 64112: under `--memoryBase`, 131072.
// The evaluation's tables, written by the host (`loadEvaluation`), above the compiler's data:
/** Per group of an instance's squares, 16 bytes: its squares (u64), its column or -1, its rows. */
export const GROUPS: usize = 1 << 20;
/** Per group, 256 × i32: what one side's discs on its squares (as a byte) add to the index. */
export const DIGITS: usize = GROUPS + 128 * 16;
/** Per pattern instance, 8 bytes: the offset of its table in a phase, the end of its groups. */
export const INSTANCES: usize = DIGITS + 128 * 1024;
/** Per square, i32: the ordering score of each move `orderScores` lists. */
export const ORDER: usize = INSTANCES + 2048;
/** Per square, 65 × i32: where its links start in `LINKS` (the 65th: where the last ends). */
export const LINK_STARTS: usize = INSTANCES + 4096;
/** Per link of a square to an instance through it, 8 bytes: the instance, its digit's power of 3. */
export const LINKS: usize = INSTANCES + 8192;
// The pattern indices of the position `probe` is at, kept move by move (as `views.ts` keeps the
// tree's), `instanceCount` × i32 each way: with the side to move of `probeEval`'s position as
// digit 1, and at `VIEWS + THEIRS` with it as digit 2.
const VIEWS: usize = INSTANCES + 32768;
const THEIRS: usize = 256;
/** The weights, i16, one phase of `phaseSize` after another (side to move as digit 1). */
export const WEIGHTS: usize = 2 << 20;
// The transposition table, after the weights and within `--initialMemory` (256 pages):
// 2^TABLE_BITS entries of 24 bytes (P, O, then the lower and upper bound and the best move). Its
// bounds are facts about a position, true in any later search; the host clears it between
// searches all the same, so that a search's result depends on its own position alone.
const TABLE: usize = 8 << 20;
const TABLE_BITS: u64 = 18;
let tableUsed = false;

/** Empties the table (an entry of no discs matches no position), if a solve has written to it. */
export function clearTable(): void {
  if (!tableUsed) return;
  memory.fill(TABLE, 0, (<usize>1 << <usize>TABLE_BITS) * 24);
  tableUsed = false;
}
/** Empty squares from which a node looks in the table: below, a lookup costs more than it saves. */
const TABLE_FROM: i32 = 9;
const HEAD: i32 = 64;
const NONE: i32 = -128;

// Corners first, X-squares last (the order of `empties.ts`).
const PREFERENCE: StaticArray<u8> = [
  0, 7, 56, 63, 2, 5, 16, 23, 40, 47, 58, 61, 18, 21, 42, 45, 3, 4, 24, 31, 32, 39, 59, 60, 19, 20,
  26, 29, 34, 37, 43, 44, 11, 12, 25, 30, 33, 38, 51, 52, 10, 13, 17, 22, 41, 46, 50, 53, 1, 6, 8,
  15, 48, 55, 57, 62, 9, 14, 49, 54, 27, 28, 35, 36,
];

let nodes: i32 = 0;
let sortNodes: i32 = 0;

/** Fills the tables (the host writes EDGE before or after). */
export function init(): void {
  const DX: StaticArray<i32> = [1, 8, 9, 7, -1, -8, -9, -7];
  for (let square = 0; square < 64; square++) {
    const x0 = square & 7;
    const y0 = square >> 3;
    for (let d = 0; d < 8; d++) {
      const step = DX[d];
      const right = step === 1 || step === 9 || step === -7;
      const left = step === -1 || step === -9 || step === 7;
      const sx = right ? 1 : left ? -1 : 0;
      const sy = step >= 7 ? 1 : step <= -7 ? -1 : 0;
      let ray: u64 = 0;
      let x = x0 + sx;
      let y = y0 + sy;
      while (x >= 0 && x < 8 && y >= 0 && y < 8) {
        ray |= (<u64>1) << <u64>(y * 8 + x);
        x += sx;
        y += sy;
      }
      store<u64>(RAYS + ((<usize>square) << 6) + ((<usize>d) << 3), ray);
    }
    let near: u64 = 0;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const x = x0 + dx;
        const y = y0 + dy;
        if ((dx === 0 && dy === 0) || x < 0 || x > 7 || y < 0 || y > 7) continue;
        near |= (<u64>1) << <u64>(y * 8 + x);
      }
    }
    store<u64>(NEIGHBOURS + ((<usize>square) << 3), near);
    const quadrant: i32 = ((square & 7) >= 4 ? 1 : 0) + (square >= 32 ? 2 : 0);
    store<u8>(QUADRANT + <usize>square, <u8>(<i32>1 << quadrant));
  }
  for (let byte = 0; byte < 256; byte++) {
    let spread: u64 = 0;
    for (let k = 0; k < 8; k++) if ((byte >> k) & 1) spread |= (<u64>1) << <u64>(8 * k);
    store<u64>(SPREAD + ((<usize>byte) << 3), spread);
  }
  for (let k = 0; k < 64; k++) store<u8>(RANK + <usize>PREFERENCE[k], <u8>k);
  for (let square = 0; square < 64; square++) {
    let d9: u64 = 0;
    let d7: u64 = 0;
    for (let other = 0; other < 64; other++) {
      const dx = (other & 7) - (square & 7);
      const dy = (other >> 3) - (square >> 3);
      if (dx === dy) d9 |= (<u64>1) << <u64>other;
      if (dx === -dy) d7 |= (<u64>1) << <u64>other;
    }
    store<u64>(SQUARE_DIAGONALS + ((<usize>square) << 4), d9);
    store<u64>(SQUARE_DIAGONALS + ((<usize>square) << 4) + 8, d7);
  }
  // A full line but for square `at`: the discs between it and the mover's nearest disc either
  // way. A square off a short diagonal reads as the opponent's, which no run can end on.
  for (let at = 0; at < 8; at++) {
    for (let mine = 0; mine < 256; mine++) {
      let n = 0;
      let k = at + 1;
      while (k < 8 && ((mine >> k) & 1) === 0) k++;
      if (k < 8) n += k - at - 1;
      k = at - 1;
      while (k >= 0 && ((mine >> k) & 1) === 0) k--;
      if (k >= 0) n += at - k - 1;
      store<u8>(LINE_FLIPS + (<usize>(at << 8) | <usize>mine), <u8>n);
    }
  }
}

/** A board from the int32 halves the host keeps it in. */
// @ts-ignore: decorator
@inline
function joined(lo: i32, hi: i32): u64 {
  return (<u64>(<u32>lo)) | ((<u64>(<u32>hi)) << 32);
}

/** The discs of O that P flips by playing `square`. */
// @ts-ignore: decorator
@inline
function flips(P: u64, O: u64, square: i32): u64 {
  const base = RAYS + ((<usize>square) << 6);
  const notO = ~O;
  let f: u64 = 0;
  let r = load<u64>(base);
  let x = r & notO;
  let b = x & (0 - x);
  if ((b & P) !== 0) f |= r & (b - 1);
  r = load<u64>(base, 8);
  x = r & notO;
  b = x & (0 - x);
  if ((b & P) !== 0) f |= r & (b - 1);
  r = load<u64>(base, 16);
  x = r & notO;
  b = x & (0 - x);
  if ((b & P) !== 0) f |= r & (b - 1);
  r = load<u64>(base, 24);
  x = r & notO;
  b = x & (0 - x);
  if ((b & P) !== 0) f |= r & (b - 1);
  // Towards lower squares the first square that is not O is the highest bit; with none, the
  // shift reads bit 63, which no such ray holds, and the mask below is empty.
  r = load<u64>(base, 32);
  x = r & notO;
  b = (<u64>0x8000000000000000) >> clz(x);
  if ((b & P & r) !== 0) f |= r & ~((b << 1) - 1);
  r = load<u64>(base, 40);
  x = r & notO;
  b = (<u64>0x8000000000000000) >> clz(x);
  if ((b & P & r) !== 0) f |= r & ~((b << 1) - 1);
  r = load<u64>(base, 48);
  x = r & notO;
  b = (<u64>0x8000000000000000) >> clz(x);
  if ((b & P & r) !== 0) f |= r & ~((b << 1) - 1);
  r = load<u64>(base, 56);
  x = r & notO;
  b = (<u64>0x8000000000000000) >> clz(x);
  if ((b & P & r) !== 0) f |= r & ~((b << 1) - 1);
  return f;
}

// @ts-ignore: decorator
@inline
function finalScore(P: u64, empties: i32): i32 {
  const diff = 2 * <i32>popcnt(P) - (64 - empties);
  if (diff > 0) return diff + empties;
  if (diff < 0) return diff - empties;
  return 0;
}

/**
 * How many discs x flips by playing `square`, the board's last empty square: along each of its
 * four lines, read as a byte, a table gives the run up to x's nearest disc (Edax's last flip).
 */
// @ts-ignore: decorator
@inline
function lastFlips(x: u64, square: i32): i32 {
  const column = <usize>(square & 7);
  const row = <usize>(square >> 3);
  const diagonals = SQUARE_DIAGONALS + ((<usize>square) << 4);
  const d9 = ((x & load<u64>(diagonals)) * 0x0101010101010101) >> 56;
  const d7 = ((x & load<u64>(diagonals, 8)) * 0x0101010101010101) >> 56;
  const across = LINE_FLIPS + (column << 8);
  return (
    <i32>load<u8>(across + <usize>((x >> (<u64>row << 3)) & 0xff)) +
    <i32>load<u8>(LINE_FLIPS + (row << 8) + <usize>columnA(x >> <u64>column)) +
    <i32>load<u8>(across + <usize>d9) +
    <i32>load<u8>(across + <usize>d7)
  );
}

/** Whether x has a disc next to `square`: without one, no move there flips anything. */
// @ts-ignore: decorator
@inline
function near(x: u64, square: i32): bool {
  return (x & load<u64>(NEIGHBOURS + ((<usize>square) << 3))) !== 0;
}

function solve1(P: u64, O: u64, square: i32): i32 {
  nodes++;
  const own = 2 * <i32>popcnt(P) - 63;
  let n = lastFlips(P, square);
  if (n > 0) return own + 1 + 2 * n;
  n = lastFlips(O, square);
  if (n > 0) return own - 1 - 2 * n;
  return own > 0 ? own + 1 : own - 1;
}

function solve2(P: u64, O: u64, alpha: i32, beta: i32, a: i32, b: i32, passed: bool): i32 {
  nodes++;
  let best = NONE;
  let f = near(O, a) ? flips(P, O, a) : 0;
  if (f !== 0) {
    best = -solve1(O ^ f, P | f | ((<u64>1) << <u64>a), b);
    if (best >= beta) return best;
  }
  f = near(O, b) ? flips(P, O, b) : 0;
  if (f !== 0) {
    const score = -solve1(O ^ f, P | f | ((<u64>1) << <u64>b), a);
    return score > best ? score : best;
  }
  if (best !== NONE) return best;
  if (passed) return finalScore(P, 2);
  return -solve2(O, P, -beta, -alpha, a, b, true);
}

function solve3(P: u64, O: u64, alpha: i32, beta: i32, a: i32, b: i32, c: i32, passed: bool): i32 {
  nodes++;
  let best = NONE;
  let f = near(O, a) ? flips(P, O, a) : 0;
  if (f !== 0) {
    best = -solve2(O ^ f, P | f | ((<u64>1) << <u64>a), -beta, -alpha, b, c, false);
    if (best >= beta) return best;
    if (best > alpha) alpha = best;
  }
  f = near(O, b) ? flips(P, O, b) : 0;
  if (f !== 0) {
    const score = -solve2(O ^ f, P | f | ((<u64>1) << <u64>b), -beta, -alpha, a, c, false);
    if (score >= beta) return score;
    if (score > best) {
      best = score;
      if (score > alpha) alpha = score;
    }
  }
  f = near(O, c) ? flips(P, O, c) : 0;
  if (f !== 0) {
    const score = -solve2(O ^ f, P | f | ((<u64>1) << <u64>c), -beta, -alpha, a, b, false);
    return score > best ? score : best;
  }
  if (best !== NONE) return best;
  if (passed) return finalScore(P, 3);
  return -solve3(O, P, -beta, -alpha, a, b, c, true);
}

// @ts-ignore: decorator
@inline
function odd(square: i32, parity: i32): bool {
  return (<i32>load<u8>(QUADRANT + <usize>square) & parity) !== 0;
}

function solve4(P: u64, O: u64, alpha: i32, beta: i32, parity: i32, passed: bool): i32 {
  nodes++;
  let a = <i32>load<u8>(NEXT + <usize>HEAD);
  let b = <i32>load<u8>(NEXT + <usize>a);
  let c = <i32>load<u8>(NEXT + <usize>b);
  let d = <i32>load<u8>(NEXT + <usize>c);
  // Stable partition, odd quadrants first.
  if (!odd(a, parity)) {
    if (odd(b, parity)) {
      if (odd(c, parity)) {
        const t = a;
        a = b;
        b = c;
        c = t;
      } else if (odd(d, parity)) {
        const t = a;
        a = b;
        b = d;
        d = c;
        c = t;
      }
    } else if (odd(c, parity) && odd(d, parity)) {
      let t = a;
      a = c;
      c = t;
      t = b;
      b = d;
      d = t;
    }
  } else if (!odd(b, parity)) {
    if (odd(c, parity)) {
      const t = b;
      b = c;
      c = t;
    } else if (odd(d, parity)) {
      const t = b;
      b = d;
      d = c;
      c = t;
    }
  }
  let best = NONE;
  let f = near(O, a) ? flips(P, O, a) : 0;
  if (f !== 0) {
    best = -solve3(O ^ f, P | f | ((<u64>1) << <u64>a), -beta, -alpha, b, c, d, false);
    if (best >= beta) return best;
    if (best > alpha) alpha = best;
  }
  f = near(O, b) ? flips(P, O, b) : 0;
  if (f !== 0) {
    const score = -solve3(O ^ f, P | f | ((<u64>1) << <u64>b), -beta, -alpha, a, c, d, false);
    if (score >= beta) return score;
    if (score > best) {
      best = score;
      if (score > alpha) alpha = score;
    }
  }
  f = near(O, c) ? flips(P, O, c) : 0;
  if (f !== 0) {
    const score = -solve3(O ^ f, P | f | ((<u64>1) << <u64>c), -beta, -alpha, a, b, d, false);
    if (score >= beta) return score;
    if (score > best) {
      best = score;
      if (score > alpha) alpha = score;
    }
  }
  f = near(O, d) ? flips(P, O, d) : 0;
  if (f !== 0) {
    const score = -solve3(O ^ f, P | f | ((<u64>1) << <u64>d), -beta, -alpha, a, b, c, false);
    return score > best ? score : best;
  }
  if (best !== NONE) return best;
  if (passed) return finalScore(P, 4);
  return -solve4(O, P, -beta, -alpha, parity, true);
}

// @ts-ignore: decorator
@inline
function edge(p: u64, o: u64): u64 {
  return <u64>load<u8>(EDGE + ((<usize>p) << 8) + <usize>o);
}

// Column a as a byte: multiplying by this moves the eight bits 8k to bits 56-63.
// @ts-ignore: decorator
@inline
function columnA(x: u64): u64 {
  return ((x & 0x0101010101010101) * 0x0102040810204080) >> 56;
}

// @ts-ignore: decorator
@inline
function columnSpread(byte: u64): u64 {
  // Byte bit k to square 8k: the inverse of `columnA`.
  return load<u64>(SPREAD + ((<usize>byte) << 3));
}

/** How many discs of P are provably stable (the method of `stability.ts`). */
function stableCount(P: u64, O: u64): i32 {
  let s = edge(P & 0xff, O & 0xff) | (edge(P >> 56, O >> 56) << 56);
  s |= columnSpread(edge(columnA(P), columnA(O)));
  s |= columnSpread(edge(columnA(P >> 7), columnA(O >> 7))) << 7;
  const inner = P & 0x007e7e7e7e7e7e00;
  if (inner === 0) return <i32>popcnt(s);
  const full = P | O;
  let r = full & (full >> 1);
  r &= r >> 2;
  r &= r >> 4;
  const h = (r & 0x0101010101010101) * 0xff;
  let c = full & (full >> 32);
  c &= c >> 16;
  c &= c >> 8;
  const v = (c & 0xff) * 0x0101010101010101;
  // Squares on a full diagonal: the empty squares spread along it 1, 2 and 4 squares both ways
  // (the masks drop what would wrap round to the other side of the board) reach all the others.
  let e9 = ~full;
  e9 |= ((e9 << 9) & 0xfefefefefefefefe) | ((e9 >> 9) & 0x7f7f7f7f7f7f7f7f);
  e9 |= ((e9 << 18) & 0xfcfcfcfcfcfcfcfc) | ((e9 >> 18) & 0x3f3f3f3f3f3f3f3f);
  e9 |= ((e9 << 36) & 0xf0f0f0f0f0f0f0f0) | ((e9 >> 36) & 0x0f0f0f0f0f0f0f0f);
  let e7 = ~full;
  e7 |= ((e7 << 7) & 0x7f7f7f7f7f7f7f7f) | ((e7 >> 7) & 0xfefefefefefefefe);
  e7 |= ((e7 << 14) & 0x3f3f3f3f3f3f3f3f) | ((e7 >> 14) & 0xfcfcfcfcfcfcfcfc);
  e7 |= ((e7 << 28) & 0x0f0f0f0f0f0f0f0f) | ((e7 >> 28) & 0xf0f0f0f0f0f0f0f0);
  const d9 = ~e9;
  const d7 = ~e7;
  s |= inner & h & v & d9 & d7;
  for (;;) {
    const e = (s << 1) | (s >> 1) | h;
    const n = (s << 8) | (s >> 8) | v;
    const a = (s << 9) | (s >> 9) | d9;
    const bb = (s << 7) | (s >> 7) | d7;
    const next = s | (inner & e & n & a & bb);
    if (next === s) break;
    s = next;
  }
  return <i32>popcnt(s);
}

function solveShallow(P: u64, O: u64, alpha: i32, beta: i32, empties: i32, parity: i32): i32 {
  nodes++;
  if (alpha >= 2 * empties) {
    const cap = 64 - 2 * stableCount(O, P);
    if (cap <= alpha) return cap;
  }
  let best = NONE;
  for (let round = 0; round < 2; round++) {
    const wantOdd = round === 0;
    for (
      let square = <i32>load<u8>(NEXT + <usize>HEAD);
      square !== HEAD;
      square = <i32>load<u8>(NEXT + <usize>square)
    ) {
      if (odd(square, parity) !== wantOdd) continue;
      if (!near(O, square)) continue;
      const f = flips(P, O, square);
      if (f === 0) continue;
      const score = -deeper(P, O, f, square, -beta, -alpha, empties, parity);
      if (score > best) {
        if (score >= beta) return score;
        best = score;
        if (score > alpha) alpha = score;
      }
    }
  }
  if (best !== NONE) return best;
  if (!hasMove(O, P)) return finalScore(P, empties);
  return -solveShallow(O, P, -beta, -alpha, empties, parity);
}

/** Whether P has a legal move on one of the listed empty squares. */
function hasMove(P: u64, O: u64): bool {
  for (
    let square = <i32>load<u8>(NEXT + <usize>HEAD);
    square !== HEAD;
    square = <i32>load<u8>(NEXT + <usize>square)
  ) {
    if (flips(P, O, square) !== 0) return true;
  }
  return false;
}

/**
 * The exact score of the position (P to move, boards as int32 halves), window `alpha`..`beta` in
 * discs. The node count goes to `COUNTER`.
 */
export function solve(pLo: i32, pHi: i32, oLo: i32, oHi: i32, alpha: i32, beta: i32): i32 {
  const P = joined(pLo, pHi);
  const O = joined(oLo, oHi);
  let empty = ~(P | O);
  const empties = <i32>popcnt(empty);
  // The list in order of preference: insertion by rank, a handful of squares.
  store<u8>(NEXT + <usize>HEAD, <u8>HEAD);
  store<u8>(PREV + <usize>HEAD, <u8>HEAD);
  let parity = 0;
  while (empty !== 0) {
    const square = <i32>ctz(empty);
    empty &= empty - 1;
    parity ^= <i32>load<u8>(QUADRANT + <usize>square);
    const rank = load<u8>(RANK + <usize>square);
    let after = HEAD;
    let next = <i32>load<u8>(NEXT + <usize>HEAD);
    while (next !== HEAD && load<u8>(RANK + <usize>next) < rank) {
      after = next;
      next = <i32>load<u8>(NEXT + <usize>next);
    }
    store<u8>(NEXT + <usize>after, <u8>square);
    store<u8>(PREV + <usize>square, <u8>after);
    store<u8>(NEXT + <usize>square, <u8>next);
    store<u8>(PREV + <usize>next, <u8>square);
  }
  nodes = 0;
  const score = solveAny(P, O, alpha, beta, empties, parity);
  store<i32>(COUNTER, nodes);
  return score;
}

/**
 * The ends of P's runs over `over` along one line direction, both ways (`shift` squares a step):
 * where P could play, as far as that line goes. A run is six squares at most.
 */
// @ts-ignore: decorator
@inline
function runEnds(P: u64, over: u64, shift: u64): u64 {
  // Runs of one or two squares a step at a time, then two squares a step where both are in
  // `over` (Kogge-Stone): four steps each way instead of six.
  const pairs = over & (over << shift);
  const double = shift << 1;
  let x = over & (P << shift);
  x |= over & (x << shift);
  x |= pairs & (x << double);
  x |= pairs & (x << double);
  const pairsDown = pairs >> shift;
  let y = over & (P >> shift);
  y |= over & (y >> shift);
  y |= pairsDown & (y >> double);
  y |= pairsDown & (y >> double);
  return (x << shift) | (y >> shift);
}

/** The moves of P, as squares. */
function movesOf(P: u64, O: u64): u64 {
  // Sideways and diagonal runs may not wrap from one row's end to the next row's start.
  const inner = O & 0x7e7e7e7e7e7e7e7e;
  const lines = runEnds(P, inner, 1) | runEnds(P, O, 8);
  const diagonals = runEnds(P, inner, 9) | runEnds(P, inner, 7);
  return (lines | diagonals) & ~(P | O);
}

/** Empty squares next to a disc of `x`: its frontier (the opponent's potential moves). */
// @ts-ignore: decorator
@inline
function frontier(x: u64, empty: u64): i32 {
  const side = ((x << 1) & 0xfefefefefefefefe) | ((x >> 1) & 0x7f7f7f7f7f7f7f7f);
  const row = x | side;
  return <i32>popcnt((side | (row << 8) | (row >> 8)) & empty);
}

/** The corners x holds and its discs next to them along the edges (Edax's corner stability). */
// @ts-ignore: decorator
@inline
function cornerStability(x: u64): i32 {
  const beside =
    ((x & 0x01) << 1) |
    ((x & 0x80) >> 1) |
    ((x & 0x81) << 8) |
    ((x & 0x0100000000000000) << 1) |
    ((x & 0x8000000000000000) >> 1) |
    ((x & 0x8100000000000000) >> 8);
  return <i32>popcnt((beside | 0x8100000000000081) & x);
}

// The ordering's weights, as `ordering.ts` gives them for an exact search below its evaluation.
const W_MOBILITY = 1 << 15;
const W_CORNER_STABILITY = 1 << 11;
const W_POTENTIAL = 1 << 5;
const W_PARITY = 1 << 4;
const W_EVAL = 1 << 10; // a disc of evaluation (16 units) is half an opponent reply

// The evaluation's layout (`patterns.ts`), set by the host with the tables.
let instanceCount: i32 = 0;
let phaseSize: i32 = 0;
let countsAt: i32 = 0;
let biasAt: i32 = 0;
const COUNT_CAP = 32;
const EVAL_LIMIT = 63 * 16;

/** Takes the layout of the tables the host has written (see `GROUPS` to `WEIGHTS`). */
export function setLayout(instances: i32, size: i32, counts: i32, bias: i32): void {
  instanceCount = instances;
  phaseSize = size;
  countsAt = counts;
  biasAt = bias;
}

// @ts-ignore: decorator
@inline
function capped(n: i32): i32 {
  return n < COUNT_CAP - 1 ? n : COUNT_CAP - 1;
}

/** How many of x's edge discs are stable, from the edge table alone (`stableEdgeCount`). */
function stableEdges(x: u64, y: u64): i32 {
  const top = edge(x & 0xff, y & 0xff);
  const bottom = edge(x >> 56, y >> 56);
  const left = edge(columnA(x), columnA(y));
  const right = edge(columnA(x >> 7), columnA(y >> 7));
  const corners = (top & 0x81) | ((bottom & 0x81) << 8);
  return <i32>(popcnt(top | (bottom << 8)) + popcnt(left | (right << 8)) - popcnt(corners));
}

/**
 * The pattern indices of P to move, read afresh from the boards (`patternFeatures`): without a
 * `view`, the sum of their weights in the phase at `base`; else written at `view` with P as digit
 * 1 and at `view + THEIRS` with P as digit 2.
 */
function readView(P: u64, O: u64, base: usize, view: usize): i32 {
  let score = 0;
  let g = 0;
  for (let k = 0; k < instanceCount; k++) {
    const instance = INSTANCES + ((<usize>k) << 3);
    const end = load<i32>(instance, 4);
    const offset = load<i32>(instance);
    let mine = offset;
    let other = offset;
    for (; g < end; g++) {
      const group = GROUPS + ((<usize>g) << 4);
      const column = load<i32>(group, 8);
      let p: u64;
      let o: u64;
      if (column < 0) {
        // Squares in distinct columns: the rows' bytes add up in the top byte without carries.
        const squares = load<u64>(group);
        p = ((P & squares) * 0x0101010101010101) >> 56;
        o = ((O & squares) * 0x0101010101010101) >> 56;
      } else {
        const rows = <u64>load<i32>(group, 12);
        p = columnA(P >> <u64>column) & rows;
        o = columnA(O >> <u64>column) & rows;
      }
      const digits = DIGITS + ((<usize>g) << 10);
      const dp = load<i32>(digits + ((<usize>p) << 2));
      const dO = load<i32>(digits + ((<usize>o) << 2));
      mine += dp + 2 * dO;
      other += dO + 2 * dp;
    }
    if (view === 0) score += <i32>load<i16>(base + ((<usize>mine) << 1));
    else {
      store<i32>(view + ((<usize>k) << 2), mine);
      store<i32>(view + THEIRS + ((<usize>k) << 2), other);
    }
  }
  return score;
}

/**
 * The evaluation of P to move with `empties` empty squares, in 1/16 disc: `evaluate.ts` on the
 * same weights, its patterns read afresh from the boards or, with `view`, from a view `probe`
 * keeps.
 */
function evaluate(P: u64, O: u64, empties: i32, view: usize): i32 {
  const base = WEIGHTS + ((<usize>((empties >> 2) * phaseSize)) << 1);
  let score = 0;
  if (view === 0) score = readView(P, O, base, 0);
  else {
    for (let k = 0; k < instanceCount; k++) {
      score += <i32>load<i16>(base + ((<usize>load<i32>(view + ((<usize>k) << 2))) << 1));
    }
  }
  const movesP = movesOf(P, O);
  const movesO = movesOf(O, P);
  const empty = ~(P | O);
  const counts = base + ((<usize>countsAt) << 1);
  score += <i32>load<i16>(counts + ((<usize>capped(<i32>popcnt(movesP))) << 1));
  score += <i32>load<i16>(counts + ((<usize>(COUNT_CAP + capped(<i32>popcnt(movesO)))) << 1));
  const cornersP = <i32>popcnt(movesP & 0x8100000000000081);
  const cornersO = <i32>popcnt(movesO & 0x8100000000000081);
  score += <i32>load<i16>(counts + ((<usize>(2 * COUNT_CAP + cornersP)) << 1));
  score += <i32>load<i16>(counts + ((<usize>(3 * COUNT_CAP + cornersO)) << 1));
  score += <i32>load<i16>(counts + ((<usize>(4 * COUNT_CAP + capped(frontier(P, empty)))) << 1));
  score += <i32>load<i16>(counts + ((<usize>(5 * COUNT_CAP + capped(frontier(O, empty)))) << 1));
  score += <i32>load<i16>(counts + ((<usize>(6 * COUNT_CAP + capped(stableEdges(P, O)))) << 1));
  score += <i32>load<i16>(counts + ((<usize>(7 * COUNT_CAP + capped(stableEdges(O, P)))) << 1));
  score += <i32>load<i16>(base + ((<usize>(biasAt + empties)) << 1));
  if (score > EVAL_LIMIT) return EVAL_LIMIT;
  if (score < -EVAL_LIMIT) return -EVAL_LIMIT;
  return score;
}

/**
 * Plays `square`, flipping `f`, into the views of its position (`sign` 1), or takes it back out
 * (-1): the side to move's view `mine` (its digit 1) and the other, `theirs`. The child's side to
 * move is the opponent, so `theirs` becomes the child's own view, with the square played (empty to
 * the opponent's digit, 2) and the flipped discs (1 to 2) written in; `mine` its other view (the
 * square 0 to 1, the flipped discs 2 to 1).
 */
function moveViews(mine: usize, theirs: usize, square: i32, f: u64, sign: i32): void {
  let links = LINK_STARTS + ((<usize>square) << 2);
  for (let l = load<i32>(links), end = load<i32>(links, 4); l < end; l++) {
    const link = LINKS + ((<usize>l) << 3);
    const at = (<usize>load<i32>(link)) << 2;
    const power = sign * load<i32>(link, 4);
    store<i32>(theirs + at, load<i32>(theirs + at) + 2 * power);
    store<i32>(mine + at, load<i32>(mine + at) + power);
  }
  while (f !== 0) {
    links = LINK_STARTS + ((<usize>ctz(f)) << 2);
    f &= f - 1;
    for (let l = load<i32>(links), end = load<i32>(links, 4); l < end; l++) {
      const link = LINKS + ((<usize>l) << 3);
      const at = (<usize>load<i32>(link)) << 2;
      const power = sign * load<i32>(link, 4);
      store<i32>(theirs + at, load<i32>(theirs + at) + power);
      store<i32>(mine + at, load<i32>(mine + at) - power);
    }
  }
}

/** The evaluation for the host, to check it against the JavaScript one. */
export function evaluation(pLo: i32, pHi: i32, oLo: i32, oHi: i32): i32 {
  const P = joined(pLo, pHi);
  const O = joined(oLo, oHi);
  return evaluate(P, O, <i32>popcnt(~(P | O)), 0);
}

/**
 * Plies from which `probe` tries the moves in the order of their positions' evaluations, not the
 * squares': ProbCut's null-window searches of up to 8 plies otherwise cut late. The warm-up before
 * FFO #57 (18 plies) evaluated 93M positions in square order, 2.6M ordered from 3 plies on (3.2M
 * from 2, where sorting cost about what it saved); level 9's searches of 30 midgame positions 9.3M
 * and 6.2M. The values, and so the searches' trees, are the same whatever the order.
 */
const ORDERED_FROM = 3;

/**
 * A plain fail-soft alpha-beta of `depth` plies over the evaluation (`probe` in `ordering.ts`),
 * the position's pattern indices in the views `mine` and `theirs` (see `VIEWS`).
 */
function probe(
  P: u64,
  O: u64,
  depth: i32,
  empties: i32,
  alpha: i32,
  beta: i32,
  mine: usize,
  theirs: usize,
): i32 {
  sortNodes++;
  if (depth === 0 || empties === 0) return evaluate(P, O, empties, mine);
  let moves = movesOf(P, O);
  // A pass is rare this far from the end; the evaluation judges it well enough.
  if (moves === 0) return evaluate(P, O, empties, mine);
  // From `ORDERED_FROM` plies on, the moves are listed first, best first by their positions'
  // evaluations, by empty squares as `solveDeep` lists its own (the two never run nested).
  const ordered = depth >= ORDERED_FROM;
  const list = LISTS + ((<usize>empties) << 6);
  const scores = SCORES + ((<usize>empties) << 8);
  const flipsOf = FLIPS + ((<usize>empties) << 9);
  let n = 0;
  while (ordered && moves !== 0) {
    const square = <i32>ctz(moves);
    moves &= moves - 1;
    const f = flips(P, O, square);
    store<u64>(flipsOf + ((<usize>square) << 3), f);
    moveViews(mine, theirs, square, f, 1);
    sortNodes++;
    const score = -evaluate(O ^ f, P | f | ((<u64>1) << <u64>square), empties - 1, theirs);
    moveViews(mine, theirs, square, f, -1);
    insertMove(list, scores, n, square, score);
    n++;
  }
  let best = -30000;
  for (let k = 0; ordered ? k < n : moves !== 0; k++) {
    let square: i32;
    let f: u64;
    if (ordered) {
      square = <i32>load<u8>(list + <usize>k);
      f = load<u64>(flipsOf + ((<usize>square) << 3));
    } else {
      square = <i32>ctz(moves);
      moves &= moves - 1;
      f = flips(P, O, square);
    }
    const child = P | f | ((<u64>1) << <u64>square);
    moveViews(mine, theirs, square, f, 1);
    const v = -probe(O ^ f, child, depth - 1, empties - 1, -beta, -alpha, theirs, mine);
    moveViews(mine, theirs, square, f, -1);
    if (v > best) {
      best = v;
      if (v > alpha) {
        if (v >= beta) return v;
        alpha = v;
      }
    }
  }
  return best;
}

/**
 * Inserts `square` with `score` into the `n` moves listed at `list`, best first, their scores at
 * `scores`: a stable sort, so equal scores keep the squares' order.
 */
// @ts-ignore: decorator
@inline
function insertMove(list: usize, scores: usize, n: i32, square: i32, score: i32): void {
  let k = n;
  while (k > 0 && load<i32>(scores + ((<usize>(k - 1)) << 2)) < score) {
    store<i32>(scores + ((<usize>k) << 2), load<i32>(scores + ((<usize>(k - 1)) << 2)));
    store<u8>(list + <usize>k, load<u8>(list + <usize>(k - 1)));
    k--;
  }
  store<i32>(scores + ((<usize>k) << 2), score);
  store<u8>(list + <usize>k, <u8>square);
}

/**
 * `probe` for the host (its move ordering and ProbCut): a fail-soft search of `depth` plies over
 * the evaluation within `alpha`..`beta`. Its evaluations are counted at `COUNTER + 4`.
 */
export function probeEval(
  pLo: i32,
  pHi: i32,
  oLo: i32,
  oHi: i32,
  depth: i32,
  alpha: i32,
  beta: i32,
): i32 {
  const P = joined(pLo, pHi);
  const O = joined(oLo, oHi);
  sortNodes = 0;
  const empties = <i32>popcnt(~(P | O));
  let score: i32;
  if (depth === 0) {
    // One evaluation: reading its indices into both views would cost more than summing them.
    sortNodes = 1;
    score = evaluate(P, O, empties, 0);
  } else {
    // Below the root each position's patterns are its parent's with the move written in: a move
    // changes the indices of the instances through the squares it plays and flips alone.
    readView(P, O, 0, VIEWS);
    score = probe(P, O, depth, empties, alpha, beta, VIEWS, VIEWS + THEIRS);
  }
  store<i32>(COUNTER, sortNodes, 4);
  return score;
}

/**
 * The ordering score of the move to `square` that leaves `mine` (the mover's discs) and `theirs`:
 * fastest first (the fewer replies the better, corners counting twice) with the tree's weights
 * (`ordering.ts`).
 */
// @ts-ignore: decorator
@inline
function fastestFirst(mine: u64, theirs: u64, square: i32, parity: i32): i32 {
  const replies = movesOf(theirs, mine);
  let score =
    -(<i32>popcnt(replies) + <i32>popcnt(replies & 0x8100000000000081)) * W_MOBILITY +
    cornerStability(mine) * W_CORNER_STABILITY -
    frontier(mine, ~(mine | theirs)) * W_POTENTIAL;
  if (odd(square, parity)) score += W_PARITY;
  return score;
}

/**
 * The tree's ordering of an exact search's node from 13 empty squares on (`orderMoves`), in one
 * call: for each move but `skip` (the table's), fastest first less the `depth`-ply search of its
 * position over the evaluation times `W_EVAL`, written at `ORDER` by square. The node's pattern
 * indices are read once and kept move by move. Its searches' positions are counted at
 * `COUNTER + 4`.
 */
export function orderScores(
  pLo: i32,
  pHi: i32,
  oLo: i32,
  oHi: i32,
  parity: i32,
  depth: i32,
  skip: i32,
): void {
  const P = joined(pLo, pHi);
  const O = joined(oLo, oHi);
  const empties = <i32>popcnt(~(P | O));
  sortNodes = 0;
  readView(P, O, 0, VIEWS);
  let moves = movesOf(P, O);
  while (moves !== 0) {
    const square = <i32>ctz(moves);
    moves &= moves - 1;
    if (square === skip) continue;
    const f = flips(P, O, square);
    const mine = P | f | ((<u64>1) << <u64>square);
    const theirs = O ^ f;
    moveViews(VIEWS, VIEWS + THEIRS, square, f, 1);
    const value = probe(theirs, mine, depth, empties - 1, -30000, 30000, VIEWS + THEIRS, VIEWS);
    moveViews(VIEWS, VIEWS + THEIRS, square, f, -1);
    store<i32>(
      ORDER + ((<usize>square) << 2),
      fastestFirst(mine, theirs, square, parity) - value * W_EVAL,
    );
  }
  store<i32>(COUNTER, sortNodes, 4);
}

/** The table entry of a position: a multiplicative hash of both boards (kept whole in it). */
// @ts-ignore: decorator
@inline
function entryOf(P: u64, O: u64): usize {
  const hash = ((P ^ (O * 0x9e3779b97f4a7c15)) * 0xbf58476d1ce4e5b9) >> (64 - TABLE_BITS);
  return TABLE + <usize>hash * 24;
}

/** Empty squares from which each move's position is looked up first (`ETC_FROM` in the tree). */
const ETC_FROM: i32 = 11;

/**
 * The exact score with more than 7 empty squares, P to move: the table's move first, then fastest
 * first (the move that leaves the opponent the fewest replies, corners counting twice) with the
 * tree's weights (`ordering.ts`), as the tree orders below 13 empty squares, where its ordering
 * starts to weigh the evaluation; the last 7 go to `solveShallow`.
 */
function solveDeep(P: u64, O: u64, alpha: i32, beta: i32, empties: i32, parity: i32): i32 {
  nodes++;
  if (alpha >= 2 * empties) {
    const cap = 64 - 2 * stableCount(O, P);
    if (cap <= alpha) return cap;
  }
  let moves = movesOf(P, O);
  if (moves === 0) {
    if (movesOf(O, P) === 0) return finalScore(P, empties);
    return -solveDeep(O, P, -beta, -alpha, empties, parity);
  }
  let entry: usize = 0;
  let hashMove = -1;
  if (empties >= TABLE_FROM) {
    tableUsed = true;
    entry = entryOf(P, O);
    if (load<u64>(entry) === P && load<u64>(entry, 8) === O) {
      const lower = <i32>load<i8>(entry, 16);
      const upper = <i32>load<i8>(entry, 17);
      if (lower >= beta || lower === upper) return lower;
      if (upper <= alpha) return upper;
      if (lower > alpha) alpha = lower;
      if (upper < beta) beta = upper;
      hashMove = <i32>load<u8>(entry, 18);
    } else {
      // Taken over (always replace): its bounds are written when the node is done, if no node
      // below took it in the meantime.
      store<u64>(entry, P);
      store<u64>(entry, O, 8);
      store<i8>(entry, -64, 16);
      store<i8>(entry, 64, 17);
    }
  }
  const alpha0 = alpha;
  const list = LISTS + ((<usize>empties) << 6);
  const scores = SCORES + ((<usize>empties) << 8);
  // Each move's flips, by square, for the search below: the ordering needs them anyway.
  const flipsOf = FLIPS + ((<usize>empties) << 9);
  if (empties >= ETC_FROM) {
    // Enhanced transposition cutoff: a child the table already refutes cuts this node.
    let rest = moves;
    while (rest !== 0) {
      const square = <i32>ctz(rest);
      rest &= rest - 1;
      const f = flips(P, O, square);
      store<u64>(flipsOf + ((<usize>square) << 3), f);
      const mine = P | f | ((<u64>1) << <u64>square);
      const theirs = O ^ f;
      const child = entryOf(theirs, mine);
      if (load<u64>(child) === theirs && load<u64>(child, 8) === mine) {
        const upper = <i32>load<i8>(child, 17);
        if (-upper >= beta) return -upper;
      }
    }
  }
  let best = NONE;
  let bestMove = 0;
  // The table's move first, before the others are ordered: when it cuts the node, as it mostly
  // does, their ordering would be wasted. (A move byte left by another position is not a move.)
  if (hashMove >= 0 && ((moves >> <u64>hashMove) & 1) !== 0) {
    moves ^= (<u64>1) << <u64>hashMove;
    const f =
      empties >= ETC_FROM ? load<u64>(flipsOf + ((<usize>hashMove) << 3)) : flips(P, O, hashMove);
    best = -deeper(P, O, f, hashMove, -beta, -alpha, empties, parity);
    bestMove = hashMove;
    if (best >= beta) moves = 0;
    else if (best > alpha) alpha = best;
  }
  let n = 0;
  while (moves !== 0) {
    const square = <i32>ctz(moves);
    moves &= moves - 1;
    let f: u64;
    if (empties >= ETC_FROM) f = load<u64>(flipsOf + ((<usize>square) << 3));
    else {
      f = flips(P, O, square);
      store<u64>(flipsOf + ((<usize>square) << 3), f);
    }
    const score = fastestFirst(P | f | ((<u64>1) << <u64>square), O ^ f, square, parity);
    insertMove(list, scores, n, square, score);
    n++;
  }
  for (let k = 0; k < n; k++) {
    const square = <i32>load<u8>(list + <usize>k);
    const f = load<u64>(flipsOf + ((<usize>square) << 3));
    const score = -deeper(P, O, f, square, -beta, -alpha, empties, parity);
    if (score > best) {
      best = score;
      bestMove = square;
      if (score >= beta) break;
      if (score > alpha) alpha = score;
    }
  }
  if (entry !== 0 && load<u64>(entry) === P && load<u64>(entry, 8) === O) {
    // Fail-soft: above the window a lower bound, below it an upper one, inside it exact.
    if (best > alpha0) store<i8>(entry, <i8>best, 16);
    if (best < beta) store<i8>(entry, <i8>best, 17);
    store<u8>(entry, <u8>bestMove, 18);
  }
  return best;
}

/**
 * The score (for the opponent) of the position after the move to `square`, flipping `f`, from
 * one with `empties` empty squares (5 or more), with the square out of the list meanwhile.
 */
// @ts-ignore: decorator
@inline
function deeper(
  P: u64,
  O: u64,
  f: u64,
  square: i32,
  alpha: i32,
  beta: i32,
  empties: i32,
  parity: i32,
): i32 {
  const prev = <i32>load<u8>(PREV + <usize>square);
  const next = <i32>load<u8>(NEXT + <usize>square);
  store<u8>(NEXT + <usize>prev, <u8>next);
  store<u8>(PREV + <usize>next, <u8>prev);
  const childParity = parity ^ <i32>load<u8>(QUADRANT + <usize>square);
  const child = P | f | ((<u64>1) << <u64>square);
  let score: i32;
  if (empties > 8) score = solveDeep(O ^ f, child, alpha, beta, empties - 1, childParity);
  else if (empties > 5) score = solveShallow(O ^ f, child, alpha, beta, empties - 1, childParity);
  else score = solve4(O ^ f, child, alpha, beta, childParity, false);
  store<u8>(NEXT + <usize>prev, <u8>square);
  store<u8>(PREV + <usize>next, <u8>square);
  return score;
}

function solveAny(P: u64, O: u64, alpha: i32, beta: i32, empties: i32, parity: i32): i32 {
  if (empties > 7) return solveDeep(P, O, alpha, beta, empties, parity);
  if (empties >= 5) return solveShallow(P, O, alpha, beta, empties, parity);
  if (empties === 4) return solve4(P, O, alpha, beta, parity, false);
  const a = <i32>load<u8>(NEXT + <usize>HEAD);
  const b = <i32>load<u8>(NEXT + <usize>a);
  if (empties === 3) return solve3(P, O, alpha, beta, a, b, <i32>load<u8>(NEXT + <usize>b), false);
  if (empties === 2) return solve2(P, O, alpha, beta, a, b, false);
  if (empties === 1) return solve1(P, O, a);
  nodes++;
  return finalScore(P, 0);
}
