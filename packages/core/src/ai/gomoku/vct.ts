/**
 * Victory by continuous threats: fours and open threes. After a four the defender's reply is
 * forced; after an open three the defender may block it at any point where the attacker would
 * make a four (which covers every block of the three), or answer with a four of its own, or win
 * outright with a VCF of its own, which ends the attempt. The attacker must win against every
 * reply, so the search is an AND-OR tree and is kept shallow: `depth` counts attacker threats.
 *
 * Under Renju a black three counts only when black may play its straight-four point, and white
 * wins when black's only block of a four is forbidden.
 */
import { CLASSES, FIVE, FLEX4, FORBID, FOUR, MAYBE, pointTables, THREE } from './combine.ts';
import { EMPTY, type Engine } from './engine.ts';
import { ProofTable } from './proofs.ts';
import { blocks, fiveCount, playable, pointsOfClass } from './threats.ts';
import { MAX_LINE, NO_WIN, UNKNOWN, type VcfSolver, WIN } from './vcf.ts';

const MAX_THREATS = 40; // threats kept per ply
const MAX_REPLIES = 40; // defender replies kept per ply
const MAX_DEPTH = 24; // deepest VCT, in attacker threats
const DEFENDER_VCF_DEPTH = 8; // fours the defender may answer a three with
const DEFENDER_VCF_NODES = 3000; // and positions to look at for them

const NORMAL_CLASSES = pointTables(false).classes;

export class VctSolver {
  readonly engine: Engine; // the board, restored after each solve
  readonly vcf: VcfSolver; // answers whether the defender has a VCF of its own
  readonly proofs: ProofTable; // positions known to have no VCT within some depth
  readonly line = new Int32Array(MAX_LINE); // the VCT found, both sides' moves in turn
  length = 0; // plies in `line`
  nodes = 0; // positions visited, over every solve
  #limit = 0; // node count at which the current solve gives up
  #aborted = false; // the current solve gave up
  readonly #threats = new Int32Array(MAX_DEPTH * 2 * MAX_THREATS);
  readonly #replies = new Int32Array(MAX_DEPTH * 2 * MAX_REPLIES);
  readonly #order = new Int32Array(MAX_THREATS);
  readonly #points = new Int32Array(8);

  constructor(engine: Engine, vcf: VcfSolver, proofs: ProofTable = new ProofTable(17)) {
    this.engine = engine;
    this.vcf = vcf;
    this.proofs = proofs;
  }

  /** Looks for a VCT of the side to move with at most `maxDepth` threats. */
  solve(maxDepth: number, nodes: number): number {
    this.#limit = this.nodes + nodes;
    this.#aborted = false;
    this.length = 0;
    if (this.#attack(Math.min(maxDepth, MAX_DEPTH - 1), 0)) return WIN;
    return this.#aborted ? UNKNOWN : NO_WIN;
  }

  #attack(depth: number, ply: number): boolean {
    if (++this.nodes > this.#limit) {
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
        return true;
      }
      if (this.#aborted) return false;
    }
    this.proofs.storeFail(lo, hi, depth);
    return false;
  }

  /**
   * With the attacker's move just played, whether every defender reply still loses; writes the
   * line from `ply + 1` (the reply tried last, and what follows it).
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
        this.length = ply + 1;
        return true;
      }
    } else if (engine.counts[attacker * CLASSES + FLEX4]! > 0) {
      if (this.vcf.solve(DEFENDER_VCF_DEPTH, DEFENDER_VCF_NODES) !== NO_WIN) return false;
      count = this.#defences(base, attacker);
      if (count === 0) {
        this.length = ply + 1;
        return true;
      }
    } else {
      return false;
    }
    for (let r = 0; r < count; r++) {
      const reply = this.#replies[base + r]!;
      engine.make(reply);
      const won = this.#attack(depth - 1, ply + 2);
      engine.unmake();
      if (!won) return false;
      this.line[ply + 1] = reply;
    }
    return true;
  }

  /** The defender's answers to an open three: its blocks and its own fours. */
  #defences(base: number, attacker: number): number {
    const engine = this.engine;
    const { interior, cells, near, words } = engine;
    const defender = 1 - attacker;
    const attackerClasses = engine.classes[attacker]!;
    const defenderClasses = engine.classes[defender]!;
    let count = 0;
    for (let i = 0; i < interior.length && count < MAX_REPLIES; i++) {
      const at = interior[i]!;
      if (near[at] === 0 || cells[at] !== EMPTY) continue;
      const threat = attackerClasses[words[at * 2 + attacker]!]!;
      const counter = defenderClasses[words[at * 2 + defender]!]!;
      const blocksThree = threat >= FOUR && threat !== FORBID;
      const fours = counter >= FOUR && counter !== FORBID;
      if ((blocksThree || fours) && playable(engine, at)) this.#replies[base + count++] = at;
    }
    return count;
  }

  /** Lists the attacker's fours and open threes at `base`, fours first; returns how many. */
  #collectThreats(base: number): number {
    const engine = this.engine;
    const { interior, cells, near, words } = engine;
    const side = engine.turn - 1;
    const classes = engine.classes[side]!;
    const scores = engine.scores[side]!;
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
