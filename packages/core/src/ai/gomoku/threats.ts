/**
 * Questions about threats that the tree, the VCF and the VCT solvers share: where a side's fives
 * are, how the other side can stop them, and which points are fit to play. Counts come free from
 * the engine's class counts; finding the points takes one scan of the board
 * (`Engine.findPoints`), stopped as soon as the counts say all have been found.
 */
import { CLASSES, FIVE, FLEX4, FOUR, FOUR_PLUS, FOUR_THREE, MAYBE } from './combine.ts';
import { BLACK, EMPTY, type Engine } from './engine.ts';
import { CARO, F5 } from './patterns.ts';

/** How many empty points would give `side` (0 black, 1 white) a five. */
export function fiveCount(engine: Engine, side: number): number {
  return engine.counts[side * CLASSES + FIVE]!;
}

/**
 * How many empty points would give `side` a four or better, counting Renju black's possibly
 * forbidden points too: when this is 0, no stone of `side` can make a threat that must be met.
 */
export function fourCount(engine: Engine, side: number): number {
  const { counts } = engine;
  const base = side * CLASSES;
  return (
    counts[base + FOUR]! +
    counts[base + FOUR_PLUS]! +
    counts[base + FOUR_THREE]! +
    counts[base + FLEX4]! +
    counts[base + FIVE]! +
    counts[base + MAYBE]!
  );
}

/** Writes the empty points where `side` makes a five into `out`; returns how many there are. */
export function fivePoints(engine: Engine, side: number, out: Int32Array): number {
  return pointsOfClass(engine, side, FIVE, out);
}

/** Writes the empty points of threat class `kind` for `side` into `out`; returns how many. */
export function pointsOfClass(engine: Engine, side: number, kind: number, out: Int32Array): number {
  const wanted = engine.counts[side * CLASSES + kind]!;
  return wanted === 0 ? 0 : engine.findPoints(side, kind, wanted, out);
}

/** Whether the side to move may play the empty point `at`: only Renju black is ever refused. */
export function playable(engine: Engine, at: number): boolean {
  return engine.turn !== BLACK || engine.judge === null || !engine.forbidden(at);
}

const scratch = new Int32Array(64);

/**
 * The points where the side to move can stop every five of its opponent (`attacker`, the side
 * index of the side not to move), written into `out` from `offset`; returns how many (0: it
 * cannot). Under
 * every rule but caro that is the one five point, when there is just one and the defender may
 * play it. Under caro a five can also be spoilt by blocking its far end (`XOOOO.` is stopped by
 * `XOOOO.X`, as the five would be blocked at both ends), so each candidate is tried.
 */
export function blocks(engine: Engine, attacker: number, out: Int32Array, offset = 0): number {
  const fives = fivePoints(engine, attacker, scratch);
  if (fives === 0) return 0;
  if (engine.rule.black !== CARO) {
    if (fives > 1) return 0;
    const at = scratch[0]!;
    if (!playable(engine, at)) return 0;
    out[offset] = at;
    return 1;
  }
  let candidates = fives;
  for (let f = 0; f < fives; f++) candidates = addEnds(engine, attacker, scratch[f]!, candidates);
  let count = 0;
  const defender = engine.turn;
  for (let c = 0; c < candidates; c++) {
    const at = scratch[c]!;
    engine.put(at, defender);
    if (fiveCount(engine, attacker) === 0) out[offset + count++] = at;
    engine.take(at);
  }
  return count;
}

const fives = new Int32Array(64);
const after = new Int32Array(64);

/**
 * How a four that nothing stops goes on, with the defender to move: writes at `offset` of `out`
 * a five point the defender may play and a five the attacker still makes after it, and returns
 * 2; returns 0 when the defender may play none of the five points (Renju black), and the line
 * ends at the four, the five coming two plies later whatever black plays.
 */
export function finishFour(
  engine: Engine,
  attacker: number,
  out: Int32Array,
  offset: number,
): number {
  const count = fivePoints(engine, attacker, fives);
  for (let i = 0; i < count; i++) {
    const block = fives[i]!;
    if (!playable(engine, block)) continue;
    engine.make(block);
    const left = fivePoints(engine, attacker, after);
    engine.unmake();
    if (left === 0) continue;
    out[offset] = block;
    out[offset + 1] = after[0]!;
    return 2;
  }
  return 0;
}

/**
 * Appends to `scratch` (holding `count` points) the empty cells just past each end of the fives
 * that `attacker` would make at `at`; returns the new count.
 */
function addEnds(engine: Engine, attacker: number, at: number, count: number): number {
  const { cells, steps, words } = engine;
  const own = attacker + 1;
  let n = count;
  for (let d = 0; d < 4; d++) {
    if (((words[at * 2 + attacker]! >>> (4 * d)) & 15) !== F5) continue;
    const step = steps[d]!;
    for (let sign = -1; sign <= 1; sign += 2) {
      let end = at + sign * step;
      while (cells[end] === own) end += sign * step;
      if (cells[end] !== EMPTY || n >= scratch.length) continue;
      let seen = false;
      for (let k = 0; k < n; k++) if (scratch[k] === end) seen = true;
      if (!seen) scratch[n++] = end;
    }
  }
  return n;
}
