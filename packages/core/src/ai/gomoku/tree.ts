/**
 * The tree search: negamax alpha-beta with principal-variation search, the transposition table,
 * killer and history ordering, and threat knowledge at every node (a five to take, a four to
 * block, a straight four or an unanswerable four-three to win with). Blocking a four is forced
 * and costs no depth, so the opponent's runs of fours are followed to the end; past the horizon
 * a side may play on its own fours (`HORIZON_FOURS`).
 *
 * The recursion lives on an explicit stack of typed arrays, one frame per ply, driven by a loop
 * in `run()` that can stop between any two nodes and go on later where it was. That lets the
 * caller yield to the event loop (so an abort can arrive) without unwinding the search.
 */
import {
  CLASSES,
  DOUBLE_THREE,
  FIVE,
  FLEX4,
  FOUR,
  FOUR_PLUS,
  FOUR_THREE,
  THREE,
} from './combine.ts';
import { EMPTY, type Engine } from './engine.ts';
import { evaluate, fromTable, GOMOKU_WIN, INF, isMate, toTable, WIN_BOUND } from './evaluate.ts';
import { generateMoves, insertMove, type MoveContext, moveContext } from './movegen.ts';
import { blocks, fourCount } from './threats.ts';
import { EXACT, LOWER, type Probe, ttProbe, ttStore, UPPER } from './tt.ts';

/**
 * Late-move reductions: below the root, from the third move of a node on, a quiet move (one that
 * makes no open three or better for the side to move) is searched a ply shallower, two plies
 * from the seventh, and again to the full depth if it beats the best so far. The ordering puts
 * the moves that matter first, so the late ones rarely do. Measured in self-play at 300 ms a
 * move, 40 freestyle games each: reducing from the fourth move scored 65% against no reductions,
 * from the third 61% against the fourth; from the second (42.5%) or by a ply more (3 of 10) lost.
 */
const LMR_FROM = 2;

/**
 * Frontier futility pruning: one ply above the horizon, where the node's static evaluation lies
 * this far below alpha, its quiet moves (no open three or better for either side, so neither a
 * threat nor the answer to one) are not searched. A quiet move lifts the mover's evaluation by at
 * most this much in 99 of 100 cases (88,503 moves of 300 self-play games). It takes 15-20% off the
 * nodes of a 9-ply search, and scored 50% (20-20) against the search without it in self-play (40
 * freestyle games at 300 ms a move).
 */
const FUTILITY_MARGIN = 1800;

/**
 * Reverse futility pruning: at a node searched with a null window (off the principal variation),
 * a static evaluation this much per ply of depth above beta is taken as the node's value without
 * searching it; a ply is worth about this much to Rapfi's classical search too (0.3 of a unit of
 * its logistic scale; ours is 3,329). Never against a beta that is a proven loss (a guess must
 * not stand for a proof), nor when the opponent threatens to win with its next stone (an open
 * three on the board, a four-three or a double three to make), which no static evaluation
 * weighs. Levels 7-10 only. In self-play at 300 ms a move it scored 58.7% of 52 freestyle games
 * and 60.6% of 52 Renju games against the search without it, searching 1 to 3 plies deeper in
 * the same time; without the two exceptions, 59.6% and 58.7%, but a search that no longer
 * proved some losses of 14 plies.
 */
const REVERSE_FUTILITY_MARGIN = 1000;

/**
 * Internal iterative reduction: a node this many plies or more from the horizon of which the table
 * knows no move (no earlier iteration reached it, or its entry gave way to another) is searched
 * a ply shallower. Such a node is rarely on the line that matters, and has no good first move to
 * cut with; if it matters, the next iteration finds its move in the table and searches it in
 * full. Levels 7-10. In self-play at 300 ms a move, against the search without it, in two runs
 * of 104 games: 53.8% and 44.2% in freestyle, 72.1% and 57.7% in Renju (49.0% and 64.9% of 104
 * games a rule, 57.0% of all). From 4 plies it scored 38.5% of 52 freestyle games.
 */
const IIR_FROM = 5;

/**
 * Singular extensions: at a node this many plies or more from the horizon, whose table move
 * failed high before at nearly this depth, the other moves are searched first, to about half the
 * depth, against a bound `SINGULAR_MARGIN` a ply below the table's score. If none reaches it,
 * the table move is the only good one, and it is searched a ply deeper; if one does and the bound
 * is at least beta, two moves cut, and the node is taken to cut (multi-cut). Levels 7-10
 * (`extending`), within twice the iteration's depth of the root, so that every line ends. In
 * self-play at 300 ms a move, against the search without it, two runs of 104 games: 57.7% and
 * 56.7% (59.6% of the 104 freestyle games, 54.8% of the Renju ones); from 7 plies with a margin
 * of 16 a ply, 48.1%.
 */
const SINGULAR_FROM = 6;
const SINGULAR_MARGIN = 40;

/**
 * Fours past the horizon (a quiescence search of fours, as Rapfi's VCF search at its leaves): a
 * node with no plies left may stand on its evaluation or play a four near its own last stone,
 * which the opponent must block, and go on; after the first four only fours that make something
 * on another line too (`FOUR_PLUS` or better), at most this many fours in a row. It sees the
 * short VCFs and the fours that spoil a quiet evaluation: 1.39 times the nodes to the same depth,
 * and 59.6% of 208 self-play games at 300 ms a move against the search without it (60.6% of the
 * freestyle ones, 58.7% of the Renju ones; two runs, 59.1% and 60.1%). Every four anywhere, to
 * four in a row, had scored 38% (1.5 to 2.7 times the nodes).
 */
const HORIZON_FOURS = 4;

/** Deepest ply of the tree, extensions included. */
export const MAX_PLY = 96;

/** What `run()` came back with. */
export const DONE = 0;
export const PAUSED = 1;
export const STOPPED = 2;

// Frame states.
const ENTER = 0; // not yet looked at
const NEXT = 1; // moves listed; the next to try is INDEX
const AFTER = 2; // the child of INDEX has returned its value

/** Not a score: `enter` and `after` return it to keep the loop going. */
const OPEN = 0x7fffffff;

export class Tree {
  readonly engine: Engine; // the board, at the root between iterations
  readonly context: MoveContext; // move lists, killers, history
  readonly state = new Uint8Array(MAX_PLY); // ENTER, NEXT or AFTER
  readonly depth = new Int32Array(MAX_PLY); // plies left to the horizon
  readonly alpha = new Int32Array(MAX_PLY); // lower bound, raised as moves improve it
  readonly alpha0 = new Int32Array(MAX_PLY); // lower bound as searched, for the table
  readonly beta = new Int32Array(MAX_PLY); // upper bound
  readonly best = new Int32Array(MAX_PLY); // best score so far
  readonly bestMove = new Int32Array(MAX_PLY); // its move, -1 before any
  readonly count = new Int32Array(MAX_PLY); // moves listed
  readonly index = new Int32Array(MAX_PLY); // the move being tried
  readonly forced = new Uint8Array(MAX_PLY); // 1 when the moves only block a four
  readonly research = new Uint8Array(MAX_PLY); // 1 when a null-window result may need a full one
  readonly reduced = new Uint8Array(MAX_PLY); // plies the current move's search was cut short by
  readonly statics = new Int32Array(MAX_PLY); // the node's static evaluation, for the prunings
  readonly singular = new Uint8Array(MAX_PLY); // 1 while the other moves are tried against…
  readonly singularBeta = new Int32Array(MAX_PLY); // …this bound below the table move's score
  readonly extended = new Uint8Array(MAX_PLY); // 1 when the first move is searched a ply deeper
  readonly pv = new Int32Array(MAX_PLY * MAX_PLY); // principal variation per ply, triangular
  readonly pvLength = new Int32Array(MAX_PLY); // its length
  readonly noise: Int32Array; // per padded index: added to a root move's score (weak levels)
  readonly rootScores: Int32Array; // score of each root move this iteration
  readonly widths: Int32Array; // most moves tried at a node, by depth left
  readonly #probe: Probe = { bound: 0, score: 0, depth: 0, move: -1 };
  readonly #forbidding: boolean; // Renju: black's fours and threes may be fakes
  readonly #near: Int32Array; // offsets of the points whose fours a horizon node plays
  ply = 0; // the frame being worked on
  value = 0; // the value the last finished frame returned
  nodes = 0; // positions visited
  rootDone = 0; // root moves finished this iteration
  stop: () => boolean = () => false; // asked every 1024 nodes whether to stop
  selective = false; // whether to reduce and prune (`LMR_FROM`, the futility margins)
  extending = false; // whether to search singular table moves deeper (`SINGULAR_FROM`)
  horizonFours = false; // whether to play on fours past the horizon (`HORIZON_FOURS`)
  #nextCheck = 0; // node count of the next stop check

  constructor(engine: Engine, widths: Int32Array) {
    this.engine = engine;
    this.widths = widths;
    this.#forbidding = engine.judge !== null;
    this.noise = new Int32Array(engine.cells.length);
    this.context = moveContext(engine, MAX_PLY);
    this.rootScores = new Int32Array(this.context.stride);
    // Rapfi's reach of a four near a stone: four points each way along the four lines, and the
    // rest of the 5x5 square around it (the knight's-move points).
    const { steps, width } = engine;
    const near: number[] = [];
    for (const step of steps) for (let k = 1; k <= 4; k++) near.push(k * step, -k * step);
    for (const knight of [2 * width + 1, 2 * width - 1, width + 2, width - 2])
      near.push(knight, -knight);
    this.#near = Int32Array.from(near);
  }

  /** Sets the root moves (best first) for the next iterations. */
  setRoot(moves: ArrayLike<number>, count: number): void {
    for (let i = 0; i < count; i++) this.context.moves[i] = moves[i]!;
    this.count[0] = count;
  }

  /** Starts an iteration to `depth` plies over the root moves. */
  start(depth: number): void {
    this.ply = 0;
    this.state[0] = NEXT;
    this.depth[0] = depth;
    this.alpha[0] = -INF;
    this.alpha0[0] = -INF;
    this.beta[0] = INF;
    this.best[0] = -INF;
    this.bestMove[0] = -1;
    this.index[0] = 0;
    this.forced[0] = 0;
    this.pvLength[0] = 0;
    this.rootDone = 0;
    const { history } = this.context;
    for (let i = 0; i < history.length; i++) history[i] = history[i]! >> 1;
  }

  /** Takes back every move of an unfinished iteration, leaving the board at the root. */
  abandon(rootTop: number): void {
    while (this.engine.top > rootTop) this.engine.unmake();
    this.ply = 0;
  }

  /** Searches until the iteration is done, `budget` more nodes are visited, or `stop()` says so. */
  run(budget: number): number {
    const end = this.nodes + budget;
    const { state } = this;
    for (;;) {
      if (this.nodes >= this.#nextCheck) {
        this.#nextCheck = this.nodes + 1024;
        if (this.stop()) return STOPPED;
      }
      if (this.nodes >= end) return PAUSED;
      const p = this.ply;
      let result: number;
      const current = state[p];
      if (current === ENTER) {
        result = this.#enter(p);
        if (result === OPEN) {
          state[p] = NEXT;
          continue;
        }
      } else if (current === NEXT) {
        if (this.index[p]! < this.count[p]! || this.#widen(p)) {
          this.#descend(p);
          continue;
        }
        result = this.#finish(p);
      } else {
        result = this.#after(p);
        if (result === OPEN) continue;
      }
      this.value = result;
      if (p === 0) return DONE;
      this.ply = p - 1;
    }
  }

  /** Looks at a new node: resolves it at once (returning its value) or lists its moves (OPEN). */
  #enter(p: number): number {
    this.nodes++;
    this.pvLength[p] = 0;
    const engine = this.engine;
    const counts = engine.counts;
    const side = engine.turn - 1;
    const other = 1 - side;
    if (counts[side * CLASSES + FIVE]! > 0) return GOMOKU_WIN - p - 1;
    const base = p * this.context.stride;
    if (counts[other * CLASSES + FIVE]! > 0) {
      const n = blocks(engine, other, this.context.moves, base);
      if (n === 0) return -(GOMOKU_WIN - p - 2);
      if (p >= MAX_PLY - 2) return evaluate(engine);
      this.#open(p, n, 1);
      return OPEN;
    }
    if (counts[side * CLASSES + FLEX4]! > 0) return GOMOKU_WIN - p - 3;
    // A four-three or a double three wins when the opponent has no four to interpose. Renju
    // black's threes may hang on a forbidden point, so black gets no such shortcut.
    if (
      (side === 1 || !this.#forbidding) &&
      (counts[side * CLASSES + FOUR_THREE]! > 0 || counts[side * CLASSES + DOUBLE_THREE]! > 0) &&
      fourCount(engine, other) === 0
    ) {
      return GOMOKU_WIN - p - 5;
    }
    if (engine.stones >= engine.interior.length) return 0;
    const depth = this.depth[p]!;
    if (p >= MAX_PLY - 2 || (depth <= 0 && !this.horizonFours)) return evaluate(engine);
    if (depth <= 0) return this.#horizon(p, depth);
    const probe = this.#probe;
    ttProbe(engine.keyLo, engine.keyHi, probe);
    if (probe.bound !== 0 && probe.depth >= depth) {
      const score = fromTable(probe.score, p);
      if (probe.bound === EXACT) return score;
      if (probe.bound === LOWER && score >= this.beta[p]!) return score;
      if (probe.bound === UPPER && score <= this.alpha[p]!) return score;
    }
    const statics = evaluate(engine);
    this.statics[p] = statics;
    if (
      this.selective &&
      p > 0 &&
      this.beta[p]! - this.alpha[p]! === 1 &&
      this.beta[p]! > -WIN_BOUND &&
      counts[other * CLASSES + FLEX4]! +
        counts[other * CLASSES + FOUR_THREE]! +
        counts[other * CLASSES + DOUBLE_THREE]! ===
        0 &&
      statics - REVERSE_FUTILITY_MARGIN * depth >= this.beta[p]!
    ) {
      return statics;
    }
    // No move from the table: searched a ply shallower (internal iterative reduction).
    if (this.selective && p > 0 && probe.move < 0 && depth >= IIR_FROM) this.depth[p] = depth - 1;
    const width = this.widths[depth < this.widths.length ? depth : this.widths.length - 1]!;
    const n = generateMoves(engine, this.context, p, width, probe.move);
    if (n === 0) return statics;
    this.#open(p, n, 0);
    if (
      this.extending &&
      p > 0 &&
      p < 2 * this.depth[0]! &&
      n > 1 &&
      depth >= SINGULAR_FROM &&
      probe.move === this.context.moves[base]! &&
      (probe.bound & LOWER) !== 0 &&
      probe.depth >= depth - 2
    ) {
      const score = fromTable(probe.score, p);
      if (!isMate(score)) {
        this.singular[p] = 1;
        this.singularBeta[p] = score - SINGULAR_MARGIN * depth;
        this.index[p] = 1;
      }
    }
    return OPEN;
  }

  /**
   * A node past the horizon (`HORIZON_FOURS`): its evaluation, or OPEN with the fours to try
   * listed and the evaluation standing as the best so far.
   */
  #horizon(p: number, depth: number): number {
    const engine = this.engine;
    const statics = evaluate(engine);
    if (statics >= this.beta[p]! || depth <= -HORIZON_FOURS || engine.top < 2) return statics;
    const side = engine.turn - 1;
    const { counts, cells, words } = engine;
    const lowest = depth < 0 ? FOUR_PLUS : FOUR;
    let fours = 0;
    for (let kind = lowest; kind <= FOUR_THREE; kind++) fours += counts[side * CLASSES + kind]!;
    if (fours === 0) return statics;
    const classes = engine.classes[side]!;
    const priorities = engine.priorities[side]!;
    const base = p * this.context.stride;
    const last = engine.moves[engine.top - 2]!;
    const near = this.#near;
    let n = 0;
    for (let k = 0; k < near.length; k++) {
      const at = last + near[k]!;
      if (cells[at] !== EMPTY) continue;
      const word = words[at * 2 + side]!;
      const kind = classes[word]!;
      if (kind < lowest || kind > FOUR_THREE) continue;
      // Best first: by class, then by the ordering's weight.
      insertMove(this.context, base, n++, at, (kind << 24) + priorities[word]!);
    }
    if (n === 0) return statics;
    this.#open(p, n, 0);
    this.best[p] = statics;
    if (statics > this.alpha[p]!) this.alpha[p] = statics;
    return OPEN;
  }

  #open(p: number, count: number, forced: number): void {
    this.count[p] = count;
    this.index[p] = 0;
    this.forced[p] = forced;
    this.best[p] = -INF;
    this.bestMove[p] = -1;
    this.alpha0[p] = this.alpha[p]!;
    this.singular[p] = 0;
    this.extended[p] = 0;
  }

  /** Plays the next move of frame `p` and opens its child, with a null window after the first. */
  #descend(p: number): void {
    let i = this.index[p]!;
    let move = this.context.moves[p * this.context.stride + i]!;
    if (this.singular[p] === 1) {
      // The test of the table move's singularity: another move, at about half the depth, with a
      // null window at the bound.
      const c = p + 1;
      const depth = this.depth[p]!;
      this.engine.make(move);
      this.depth[c] = depth - Math.round(depth * 0.54) - 1;
      this.alpha[c] = -this.singularBeta[p]!;
      this.beta[c] = -this.singularBeta[p]! + 1;
      this.state[c] = ENTER;
      this.state[p] = AFTER;
      this.ply = c;
      return;
    }
    if (
      this.selective &&
      p > 0 &&
      i > 0 &&
      this.depth[p] === 1 &&
      this.forced[p] === 0 &&
      this.statics[p]! + FUTILITY_MARGIN <= this.alpha[p]!
    ) {
      // Skips the quiet moves from here on, each worth at most `bound` (fail-soft).
      const engine = this.engine;
      const side = engine.turn - 1;
      const bound = this.statics[p]! + FUTILITY_MARGIN;
      while (
        i < this.count[p]! &&
        engine.classOf(move, side) < THREE &&
        engine.classOf(move, 1 - side) < THREE
      ) {
        if (bound > this.best[p]!) this.best[p] = bound;
        move = this.context.moves[p * this.context.stride + ++i]!;
      }
      this.index[p] = i;
      if (i >= this.count[p]!) {
        this.state[p] = NEXT;
        return;
      }
    }
    let reduce = 0;
    if (
      this.selective &&
      p > 0 &&
      i >= LMR_FROM &&
      this.forced[p] === 0 &&
      this.depth[p]! >= 3 &&
      this.engine.classOf(move, this.engine.turn - 1) < THREE
    ) {
      reduce = Math.min(i >= 2 * LMR_FROM + 2 ? 2 : 1, this.depth[p]! - 2);
    }
    this.reduced[p] = reduce;
    this.engine.make(move);
    const noise = p === 0 ? this.noise[move]! : 0;
    const a = this.alpha[p]! - noise;
    const b = this.beta[p]! - noise;
    const c = p + 1;
    this.depth[c] = this.forced[p] === 1 ? this.depth[p]! : this.depth[p]! - 1 - reduce;
    if (i === 0) {
      this.depth[c] += this.extended[p]!;
      this.alpha[c] = -b;
      this.beta[c] = -a;
      this.research[p] = 0;
    } else {
      this.alpha[c] = -a - 1;
      this.beta[c] = -a;
      this.research[p] = b - a > 1 ? 1 : 0;
    }
    this.state[c] = ENTER;
    this.state[p] = AFTER;
    this.ply = c;
  }

  /** Takes in the value of the child of frame `p`: re-searches, cuts off, or moves on. */
  #after(p: number): number {
    const i = this.index[p]!;
    const move = this.context.moves[p * this.context.stride + i]!;
    const noise = p === 0 ? this.noise[move]! : 0;
    const score = -this.value + noise;
    const c = p + 1;
    if (this.singular[p] === 1) {
      this.engine.unmake();
      const bound = this.singularBeta[p]!;
      if (score >= bound) {
        // Another move is as good: the table move is not singular, and when the bound is at
        // least beta, two moves cut.
        this.singular[p] = 0;
        if (bound >= this.beta[p]!) return bound;
        this.index[p] = 0;
      } else if (i + 1 === this.count[p]) {
        // No other move reaches the bound: the table move, tried now, is searched deeper.
        this.singular[p] = 0;
        this.extended[p] = 1;
        this.index[p] = 0;
      } else this.index[p] = i + 1;
      this.state[p] = NEXT;
      return OPEN;
    }
    if (this.reduced[p]! > 0 && score > this.alpha[p]!) {
      // A reduced move that beats the best so far is searched again to the full depth (never a
      // root move, so no noise).
      this.reduced[p] = 0;
      this.depth[c] = this.depth[p]! - 1;
      this.alpha[c] = -this.alpha[p]! - 1;
      this.beta[c] = -this.alpha[p]!;
      this.state[c] = ENTER;
      this.ply = c;
      return OPEN;
    }
    if (this.research[p] === 1 && score > this.alpha[p]! && score < this.beta[p]!) {
      this.research[p] = 0;
      this.alpha[c] = -(this.beta[p]! - noise);
      this.beta[c] = -(this.alpha[p]! - noise);
      this.state[c] = ENTER;
      this.ply = c;
      return OPEN;
    }
    this.engine.unmake();
    if (p === 0) {
      this.rootScores[i] = score;
      this.rootDone = i + 1;
    }
    if (score > this.best[p]!) {
      this.best[p] = score;
      this.bestMove[p] = move;
      if (score > this.alpha[p]!) {
        this.alpha[p] = score;
        const { pv, pvLength } = this;
        const length = pvLength[c]!;
        pv[p * MAX_PLY] = move;
        for (let k = 0; k < length; k++) pv[p * MAX_PLY + 1 + k] = pv[c * MAX_PLY + k]!;
        pvLength[p] = length + 1;
        if (score >= this.beta[p]!) {
          if (this.forced[p] === 0 && this.depth[p]! > 0) this.#reward(p, move);
          return this.#finish(p);
        }
      }
    }
    this.index[p] = i + 1;
    this.state[p] = NEXT;
    return OPEN;
  }

  /**
   * Lists every candidate of frame `p` when each of the moves it listed loses by force but the
   * list, kept to the node's width, left some out: one of those may hold (a point far down the
   * ordering that takes the square a winning line needs), and a loss proven over a part of the
   * moves would be a false proof, which ends the search's deepening and misleads both sides'
   * play (self-play against Rapfi showed both: wins claimed for moves the opponent refuted with
   * such a point, losses claimed where a move held). The moves searched already come back from
   * the table. Returns whether there are moves to search.
   */
  #widen(p: number): boolean {
    const { context } = this;
    if (p === 0 || this.forced[p] === 1 || context.cut[p] === 0 || this.best[p]! >= -WIN_BOUND) {
      return false;
    }
    this.count[p] = generateMoves(this.engine, context, p, context.stride, -1);
    this.index[p] = 0;
    return true;
  }

  /** Remembers a move that cut off: as a killer of its ply and in the history. */
  #reward(p: number, move: number): void {
    const { killers, history } = this.context;
    if (killers[p * 2] !== move) {
      killers[p * 2 + 1] = killers[p * 2]!;
      killers[p * 2] = move;
    }
    const depth = this.depth[p]!;
    history[move] = history[move]! + depth * depth;
  }

  /** The value of frame `p`, all its moves tried or cut off, stored in the table. */
  #finish(p: number): number {
    const score = this.best[p]!;
    const depth = this.depth[p]!;
    if (this.forced[p] === 0 && depth > 0 && p > 0) {
      const bound = score <= this.alpha0[p]! ? UPPER : score >= this.beta[p]! ? LOWER : EXACT;
      const engine = this.engine;
      ttStore(engine.keyLo, engine.keyHi, depth, bound, toTable(score, p), this.bestMove[p]!);
    }
    return score;
  }
}
