/**
 * What the threat solvers (VCF, VCT) have proved about positions: that the side to move has no
 * win within some depth, or has one within some depth. Threat sequences reach the same position
 * in many orders, so remembering proofs is what keeps the solvers from redoing their work. One
 * entry per slot, indexed by the low half of the hash, checked against both halves.
 */

/** No proof stored. */
const NONE_FAIL = -1;
const NONE_WIN = 127;
/** A fail depth meaning "at any depth": the search ran out of moves, not of depth. */
export const ANY_DEPTH = 126;

export class ProofTable {
  readonly mask: number; // slot index mask
  readonly lows: Int32Array; // low half of the hash
  readonly highs: Int32Array; // high half of the hash
  readonly fails: Int8Array; // deepest depth with no win, NONE_FAIL when none
  readonly wins: Int8Array; // shallowest depth with a win, NONE_WIN when none

  /** A table of 2^`bits` entries. */
  constructor(bits: number) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.lows = new Int32Array(size);
    this.highs = new Int32Array(size);
    this.fails = new Int8Array(size).fill(NONE_FAIL);
    this.wins = new Int8Array(size).fill(NONE_WIN);
  }

  /** Forgets everything. */
  clear(): void {
    this.fails.fill(NONE_FAIL);
    this.wins.fill(NONE_WIN);
  }

  /** Whether the position is known to have no win within `depth`. */
  failed(lo: number, hi: number, depth: number): boolean {
    return this.failDepth(lo, hi) >= depth;
  }

  /** The deepest depth the position is known to have no win within, or -1. */
  failDepth(lo: number, hi: number): number {
    const slot = lo & this.mask;
    return this.lows[slot] === lo && this.highs[slot] === hi ? this.fails[slot]! : NONE_FAIL;
  }

  /** Whether the position is known to have a win within `depth`. */
  won(lo: number, hi: number, depth: number): boolean {
    const slot = lo & this.mask;
    return this.lows[slot] === lo && this.highs[slot] === hi && this.wins[slot]! <= depth;
  }

  /** Records that the position has no win within `depth`. */
  storeFail(lo: number, hi: number, depth: number): void {
    const slot = this.#claim(lo, hi);
    if (depth > this.fails[slot]!) this.fails[slot] = Math.min(depth, ANY_DEPTH);
  }

  /** Records that the position has a win within `depth`. */
  storeWin(lo: number, hi: number, depth: number): void {
    const slot = this.#claim(lo, hi);
    if (depth < this.wins[slot]!) this.wins[slot] = depth;
  }

  /** The slot of the position, emptied first if another position held it. */
  #claim(lo: number, hi: number): number {
    const slot = lo & this.mask;
    if (this.lows[slot] !== lo || this.highs[slot] !== hi) {
      this.lows[slot] = lo;
      this.highs[slot] = hi;
      this.fails[slot] = NONE_FAIL;
      this.wins[slot] = NONE_WIN;
    }
    return slot;
  }
}
