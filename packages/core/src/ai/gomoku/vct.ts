/**
 * Victory by continuous threats: fours and open threes. The attacker must win against every
 * reply, so the search is an AND-OR tree and is kept shallow: `depth` counts attacker moves
 * before the five, and the line kept is the longest defence, so that a win found at the least
 * depth (deepening one step at a time) is a win in exactly depth + 1 moves.
 *
 * The defences considered, and why they are all that matter:
 * - After a four, the one block (none: the attacker wins; under Renju black may not block on a
 *   forbidden point). A four of the defender's own does not help, as the attacker then fives.
 * - After an open three (any move that leaves the attacker a point making a straight four or two
 *   fours), every point where the attacker's stone would make a four, forbidden to black or not.
 *   That is every block: a stone stops the threat only inside a five-window it needs, holding
 *   three attacker stones and two empty points, and an attacker stone on any of those points
 *   makes four in the window. Then every four of the defender's own, which the attacker must
 *   answer; and the defender's VCF, looked for with a small budget, which refutes the three
 *   outright (as does a budget run out). A quiet defender move that stops nothing loses to the
 *   straight four, which no defender four can answer. Threes, blocks and fours are checked
 *   against the rule the engine plays, forbidden points included. With no answer at all (Renju
 *   black, its blocks forbidden), the defender plays any move and the line goes on to the
 *   straight four, so that it still counts every attacker move.
 * - A defender with more replies than `MAX_REPLIES` is not searched: the attacker fails there.
 *
 * The attacker's own moves are its fours and threes, at most `MAX_THREATS` a ply, and the blocks
 * of the defender's four when it has one (which must be threats themselves). Quiet moves that
 * prepare a threat are not tried, so "no VCT" says only that none was found.
 */
import { CLASSES, FIVE, FLEX4, FORBID, FOUR, MAYBE, pointTables, THREE } from './combine.ts';
import { EMPTY, type Engine } from './engine.ts';
import { ProofTable } from './proofs.ts';
import { blocks, finishFour, fiveCount, playable, pointsOfClass } from './threats.ts';
import { MAX_LINE, NO_WIN, UNKNOWN, type VcfSolver, WIN } from './vcf.ts';

const MAX_THREATS = 40; // threats kept per ply
const MAX_REPLIES = 64; // defender replies allowed per ply
const MAX_DEPTH = 24; // deepest VCT, in attacker threats
const KEPT = 2 * MAX_DEPTH + 2; // room for the longest defence's line at each ply
const DEFENDER_VCF_DEPTH = 8; // fours the defender may answer a three with
export const DEFENDER_VCF_NODES = 3000; // and positions to look at for them

const NORMAL_CLASSES = pointTables(false).classes;

export class VctSolver {
  readonly engine: Engine; // the board, restored after each solve
  readonly vcf: VcfSolver; // answers whether the defender has a VCF of its own
  readonly proofs: ProofTable; // positions known to have no VCT within some depth
  readonly line = new Int32Array(MAX_LINE); // the VCT found, both sides' moves in turn
  length = 0; // plies in `line`
  depth = 0; // attacker moves in `line` before the five: the most any defence holds out
  nodes = 0; // positions visited, over every solve
  #asked = 0; // positions the defender's VCF searches visited, over every solve
  #limit = 0; // work at which the current solve gives up
  #aborted = false; // the current solve gave up
  readonly #threats = new Int32Array(MAX_DEPTH * 2 * MAX_THREATS);
  readonly #replies = new Int32Array(MAX_DEPTH * 2 * MAX_REPLIES);
  readonly #order = new Int32Array(MAX_THREATS);
  readonly #kept = new Int32Array(MAX_DEPTH * KEPT); // per attacker move, the longest defence
  readonly #points = new Int32Array(8);

  constructor(engine: Engine, vcf: VcfSolver, proofs: ProofTable = new ProofTable(17)) {
    this.engine = engine;
    this.vcf = vcf;
    this.proofs = proofs;
  }

  /**
   * Its positions and those of the defender's VCF searches: each three asks for one, which can
   * cost thousands of positions, so a limit on VCT positions alone would bound neither the time
   * nor the slices a caller yields between.
   */
  get work(): number {
    return this.nodes + this.#asked;
  }

  /** Looks for a VCT of the side to move with at most `maxDepth` threats, within `work` more. */
  solve(maxDepth: number, work: number): number {
    this.#limit = this.work + work;
    this.#aborted = false;
    this.length = 0;
    if (this.#attack(Math.min(maxDepth, MAX_DEPTH - 1), 0)) return WIN;
    return this.#aborted ? UNKNOWN : NO_WIN;
  }

  #attack(depth: number, ply: number): boolean {
    if (++this.nodes + this.#asked > this.#limit) {
      this.#aborted = true;
      return false;
    }
    const engine = this.engine;
    const attacker = engine.turn - 1;
    const defender = 1 - attacker;
    if (fiveCount(engine, attacker) > 0) {
      pointsOfClass(engine, attacker, FIVE, this.#points);
      this.line[ply] = this.#points[0]!;
      this.length = ply + 1;
      this.depth = 0;
      return true;
    }
    if (depth <= 0) return false;
    const lo = engine.keyLo;
    const hi = engine.keyHi;
    if (this.proofs.failed(lo, hi, depth)) return false;
    const base = ply * MAX_THREATS;
    const count =
      fiveCount(engine, defender) > 0
        ? blocks(engine, defender, this.#threats, base)
        : this.#collectThreats(base);
    for (let i = 0; i < count; i++) {
      const move = this.#threats[base + i]!;
      engine.make(move);
      const won = this.#defend(depth, ply, attacker);
      engine.unmake();
      if (won) {
        this.line[ply] = move;
        this.depth++;
        return true;
      }
      if (this.#aborted) return false;
    }
    this.proofs.storeFail(lo, hi, depth);
    return false;
  }

  /**
   * With the attacker's move just played, whether every defender reply still loses; writes the
   * line from `ply + 1` (the reply holding out longest, and what follows it) and sets `depth` to
   * the attacker moves that reply still needs before the five.
   */
  #defend(depth: number, ply: number, attacker: number): boolean {
    const engine = this.engine;
    const defender = 1 - attacker;
    if (fiveCount(engine, defender) > 0) return false;
    const base = ply * MAX_REPLIES;
    let count: number;
    if (fiveCount(engine, attacker) > 0) {
      count = blocks(engine, attacker, this.#replies, base);
      if (count === 0) {
        this.length = ply + 1 + finishFour(engine, attacker, this.line, ply + 1);
        this.depth = 0;
        return true;
      }
    } else if (engine.counts[attacker * CLASSES + FLEX4]! > 0) {
      const before = this.vcf.nodes;
      const theirs = this.vcf.solve(DEFENDER_VCF_DEPTH, DEFENDER_VCF_NODES);
      this.#asked += this.vcf.nodes - before;
      if (theirs !== NO_WIN) return false;
      count = this.#defences(base, attacker);
      if (count < 0) return false;
      // Nothing stops the three: any move will do, and the straight four follows.
      if (count === 0) count = this.#anyMove(base);
      if (count === 0) return false;
    } else {
      return false;
    }
    const kept = (ply >> 1) * KEPT;
    let longest = -1;
    let keptLength = 0;
    for (let r = 0; r < count; r++) {
      const reply = this.#replies[base + r]!;
      engine.make(reply);
      const won = this.#attack(depth - 1, ply + 2);
      engine.unmake();
      if (!won) return false;
      if (this.depth > longest) {
        longest = this.depth;
        this.line[ply + 1] = reply;
        keptLength = this.length;
        this.#kept.set(this.line.subarray(ply + 1, keptLength), kept);
      }
    }
    this.line.set(this.#kept.subarray(kept, kept + keptLength - ply - 1), ply + 1);
    this.length = keptLength;
    this.depth = longest;
    return true;
  }

  /**
   * The defender's answers to an open three (see the file comment): its blocks and its own
   * fours, written at `base`; returns how many, or -1 when there are more than `MAX_REPLIES`.
   */
  #defences(base: number, attacker: number): number {
    const engine = this.engine;
    const { interior, cells, near, words } = engine;
    const defender = 1 - attacker;
    const defenderClasses = engine.classes[defender]!;
    let count = 0;
    for (let i = 0; i < interior.length; i++) {
      const at = interior[i]!;
      if (near[at] === 0 || cells[at] !== EMPTY) continue;
      // Black may not play a forbidden four, but white may still block there.
      const blocksThree = NORMAL_CLASSES[words[at * 2 + attacker]!]! >= FOUR;
      const word = words[at * 2 + defender]!;
      const counter = defenderClasses[word]!;
      const fours =
        (counter >= FOUR && counter <= FIVE) ||
        (counter === MAYBE && NORMAL_CLASSES[word]! >= FOUR);
      if (!(blocksThree || fours) || !playable(engine, at)) continue;
      if (count === MAX_REPLIES) return -1;
      this.#replies[base + count++] = at;
    }
    return count;
  }

  /** The first point the side to move may play, written at `base`; returns 1, or 0 for none. */
  #anyMove(base: number): number {
    const { interior, cells } = this.engine;
    for (let i = 0; i < interior.length; i++) {
      const at = interior[i]!;
      if (cells[at] !== EMPTY || !playable(this.engine, at)) continue;
      this.#replies[base] = at;
      return 1;
    }
    return 0;
  }

  /** Lists the attacker's fours and open threes at `base`, fours first; returns how many. */
  #collectThreats(base: number): number {
    const engine = this.engine;
    const { interior, cells, near, words } = engine;
    const side = engine.turn - 1;
    const classes = engine.classes[side]!;
    const scores = engine.priorities[side]!;
    let count = 0;
    for (let i = 0; i < interior.length; i++) {
      const at = interior[i]!;
      if (near[at] === 0 || cells[at] !== EMPTY) continue;
      const word = words[at * 2 + side]!;
      let kind = classes[word]!;
      if (kind === FORBID) continue;
      if (kind === MAYBE) {
        if (engine.forbidden(at)) continue;
        kind = NORMAL_CLASSES[word]!;
      }
      if (kind < THREE || kind > FLEX4) continue;
      const key = (kind << 20) + scores[word]!;
      if (count === MAX_THREATS) {
        if (key <= this.#order[count - 1]!) continue;
        count--;
      }
      let j = count++;
      while (j > 0 && this.#order[j - 1]! < key) {
        this.#order[j] = this.#order[j - 1]!;
        this.#threats[base + j] = this.#threats[base + j - 1]!;
        j--;
      }
      this.#order[j] = key;
      this.#threats[base + j] = at;
    }
    return count;
  }
}
