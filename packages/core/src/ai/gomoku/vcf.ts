/**
 * Victory by continuous fours: the side to move plays a four, the opponent must block it, and so
 * on until a five, a four with two completing points, or (Renju) a four that black could only
 * block on a forbidden point. Every defender reply is forced, so the search is narrow; proofs of
 * "no VCF within d fours" are remembered per position, since fours transpose freely.
 *
 * The attacker must also answer the defender's fours: a block that is itself a four keeps the
 * sequence going, any other block ends it.
 */
import { FIVE, FLEX4, FORBID, FOUR, MAYBE, pointTables } from './combine.ts';
import type { Engine } from './engine.ts';
import { ANY_DEPTH, ProofTable } from './proofs.ts';
import { blocks, finishFour, fiveCount, pointsOfClass } from './threats.ts';

/**
 * Most fours a VCF may take. Long VCFs are real: mintaka's deep_vcf puzzles need 80 and 87 fours
 * and fill the board. Below the proof table's `ANY_DEPTH`, which marks "no win at any depth".
 */
export const MAX_VCF_DEPTH = 120;
/** Most plies a VCF line may take: the fours, their blocks, and the five (or block and five). */
export const MAX_LINE = 2 * MAX_VCF_DEPTH + 3;
const MAX_FOURS = 64; // four moves kept per ply
const MAX_REPLIES = 8; // blocks kept per ply (more than one only under caro)

/** `solve` found a VCF. */
export const WIN = 1;
/** `solve` proved there is none within the depth. */
export const NO_WIN = 0;
/** `solve` ran out of nodes first. */
export const UNKNOWN = -1;

const NORMAL_CLASSES = pointTables(false).classes;

/** What `shortestWin` needs of a threat solver (VCF or VCT). */
export interface ThreatSolver {
  readonly work: number; // positions it and the solvers it asked visited: what its limits count
  readonly line: Int32Array; // the winning line after WIN
  length: number; // its length
  depth: number; // the depth it needs: fours, or threats, before the five
  exhausted?: boolean; // after NO_WIN: no win at any depth
  solve(maxDepth: number, work: number): number; // gives up (UNKNOWN) after `work` more
}

/**
 * The depth to try after `depth` when deepening step by step: one more up to 8, then half as
 * many again, since each step re-searches what the shallower ones did and long VCFs are rare.
 */
export function nextDepth(depth: number, maxDepth: number): number {
  const next = depth < 8 ? depth + 1 : Math.ceil(depth * 1.5);
  return depth < maxDepth && next > maxDepth ? maxDepth : next;
}

/**
 * The depths at which to run `solver` to find its shortest win within `maxDepth`, as a generator
 * that is sent each search's result (`WIN`, `NO_WIN` or `UNKNOWN`) and returns the outcome.
 * Depths grow by `nextDepth` until a search wins; since that skips depths past 8, it then asks
 * for one less than the win found until a search fails, which proves the last win shortest (a
 * search at depth d finds a win of at most d, and proofs of failure carry over). On `WIN` the
 * solver holds the shortest line found; an `UNKNOWN` while shortening keeps the line in hand.
 * `shortest` false stops at the first win, for a caller that only asks whether there is one.
 *
 * @example
 * const plan = shortestWin(solver, 30);
 * let step = plan.next();
 * while (!step.done) step = plan.next(solver.solve(step.value, 100000));
 * step.value; // WIN, NO_WIN or UNKNOWN
 */
export function* shortestWin(
  solver: ThreatSolver,
  maxDepth: number,
  shortest = true,
): Generator<number, number, number> {
  let failed = 0; // the deepest depth proved to hold no win
  for (let depth = 1; ; depth = nextDepth(depth, maxDepth)) {
    if (depth > maxDepth) return NO_WIN;
    const result: number = yield depth;
    if (result === WIN) break;
    if (result === UNKNOWN) return UNKNOWN;
    if (solver.exhausted === true) return NO_WIN;
    failed = depth;
  }
  if (!shortest) return WIN;
  let best = solver.line.slice(0, solver.length);
  let bestDepth = solver.depth;
  while (bestDepth - 1 > failed) {
    if ((yield bestDepth - 1) !== WIN) break;
    best = solver.line.slice(0, solver.length);
    bestDepth = solver.depth;
  }
  solver.line.set(best);
  solver.length = best.length;
  solver.depth = bestDepth;
  return WIN;
}

export class VcfSolver {
  readonly engine: Engine; // the board, shared with the caller and restored after each solve
  readonly proofs: ProofTable; // positions known to have no VCF within some depth
  readonly line = new Int32Array(MAX_LINE); // the VCF found: attacker and defender moves in turn
  length = 0; // plies in `line`
  depth = 0; // fours in `line`, the five (and a straight four's block and five) not counted
  nodes = 0; // positions visited, over every solve
  #limit = 0; // node count at which the current solve gives up
  #aborted = false; // the current solve gave up
  #cut = false; // the depth limit cut the subtree being searched
  /** After `NO_WIN`: no VCF at any depth, as the fours ran out before the depth did. */
  exhausted = false;
  readonly #fours = new Int32Array(MAX_LINE * MAX_FOURS); // candidate fours, per ply
  readonly #order = new Int32Array(MAX_FOURS); // sort keys of the candidates being ordered
  readonly #replies = new Int32Array(MAX_LINE * MAX_REPLIES); // defender blocks, per ply
  readonly #points = new Int32Array(8); // scratch for five points

  constructor(engine: Engine, proofs: ProofTable = new ProofTable(18)) {
    this.engine = engine;
    this.proofs = proofs;
  }

  /** The positions visited: the VCF solver asks no other solver. */
  get work(): number {
    return this.nodes;
  }

  /**
   * Looks for a VCF of the side to move with at most `maxDepth` fours (the five not counted),
   * visiting at most `nodes` positions. On `WIN`, `line` holds the sequence.
   */
  solve(maxDepth: number, nodes: number): number {
    this.#limit = this.nodes + nodes;
    this.#aborted = false;
    this.length = 0;
    this.#cut = false;
    const depth = Math.min(maxDepth, MAX_VCF_DEPTH);
    if (this.#attack(depth, 0)) return WIN;
    this.exhausted = !this.#cut;
    return this.#aborted ? UNKNOWN : NO_WIN;
  }

  /** Whether the side to move wins by fours within `depth` fours, writing the line from `ply`. */
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
      this.depth = ply >> 1;
      return true;
    }
    if (depth <= 0) {
      this.#cut = true;
      return false;
    }
    const lo = engine.keyLo;
    const hi = engine.keyHi;
    const known = this.proofs.failDepth(lo, hi);
    if (known >= depth) {
      if (known < ANY_DEPTH) this.#cut = true;
      return false;
    }
    // Whether this subtree alone was cut decides whether its failure holds at any depth.
    const cutOutside = this.#cut;
    this.#cut = false;
    const base = ply * MAX_FOURS;
    const count =
      fiveCount(engine, defender) > 0 ? this.#forcedFours(base) : this.#collectFours(base);
    const replies = this.#replies;
    const replyBase = ply * MAX_REPLIES;
    for (let i = 0; i < count; i++) {
      const move = this.#fours[base + i]!;
      engine.make(move);
      let won = false;
      // A defender five left standing wins first; a move that made no four is no VCF move.
      if (fiveCount(engine, defender) === 0 && fiveCount(engine, attacker) > 0) {
        const replyCount = blocks(engine, attacker, replies, replyBase);
        if (replyCount === 0) {
          won = true;
          this.#finish(ply, move);
        } else {
          won = true;
          for (let r = 0; r < replyCount && won; r++) {
            const reply = replies[replyBase + r]!;
            engine.make(reply);
            won = this.#attack(depth - 1, ply + 2);
            engine.unmake();
            if (won) this.line[ply + 1] = reply;
          }
          if (won) this.line[ply] = move;
        }
      }
      engine.unmake();
      if (won || this.#aborted) {
        this.#cut ||= cutOutside;
        return won;
      }
    }
    this.proofs.storeFail(lo, hi, this.#cut ? depth : ANY_DEPTH);
    this.#cut ||= cutOutside;
    return false;
  }

  /**
   * Records a four that cannot be stopped: two completing points (the defender blocks one, the
   * attacker plays the other), or a single one black may not block (the line ends at the four).
   */
  #finish(ply: number, move: number): void {
    const engine = this.engine;
    this.line[ply] = move;
    this.depth = (ply >> 1) + 1;
    this.length = ply + 1 + finishFour(engine, 2 - engine.turn, this.line, ply + 1);
  }

  /** The class of the four the side to move makes at `at`, or 0 when it makes none it may play. */
  #fourAt(at: number): number {
    const engine = this.engine;
    const side = engine.turn - 1;
    const word = engine.words[at * 2 + side]!;
    let kind = engine.classes[side]![word]!;
    if (kind === FORBID) return 0;
    if (kind === MAYBE) {
      if (engine.forbidden(at)) return 0;
      kind = NORMAL_CLASSES[word]!;
    }
    return kind >= FOUR && kind <= FLEX4 ? kind : 0;
  }

  /** Lists the side to move's fours at `base` of the candidates, best first; returns how many. */
  #collectFours(base: number): number {
    const engine = this.engine;
    const { interior, cells, near } = engine;
    const scores = engine.priorities[engine.turn - 1]!;
    const side = engine.turn - 1;
    let count = 0;
    for (let i = 0; i < interior.length && count < MAX_FOURS; i++) {
      const at = interior[i]!;
      if (near[at] === 0 || cells[at] !== 0) continue;
      const kind = this.#fourAt(at);
      if (kind === 0) continue;
      this.#insert(base, count++, at, (kind << 20) + scores[engine.words[at * 2 + side]!]!);
    }
    return count;
  }

  /** The side to move's blocks of the defender's five that are fours themselves. */
  #forcedFours(base: number): number {
    const engine = this.engine;
    const found = blocks(engine, 1 - (engine.turn - 1), this.#points);
    let count = 0;
    for (let i = 0; i < found; i++) {
      const at = this.#points[i]!;
      if (this.#fourAt(at) !== 0) this.#fours[base + count++] = at;
    }
    return count;
  }

  /** Inserts `at` with sort key `key` into the sorted candidates at `base` holding `count`. */
  #insert(base: number, count: number, at: number, key: number): void {
    const fours = this.#fours;
    const order = this.#order;
    let i = count;
    while (i > 0 && order[i - 1]! < key) {
      order[i] = order[i - 1]!;
      fours[base + i] = fours[base + i - 1]!;
      i--;
    }
    order[i] = key;
    fours[base + i] = at;
  }
}
