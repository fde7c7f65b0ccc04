import { describe, expect, it } from 'vitest';
import { FLEX4, FORBID, MAYBE, pointTables, THREE } from '../src/ai/gomoku/combine.ts';
import { EMPTY, type Engine } from '../src/ai/gomoku/engine.ts';
import { hintGomoku, solveVCF } from '../src/ai/gomoku/index.ts';
import { loadEngine } from '../src/ai/gomoku/input.ts';
import { blocks, fiveCount, playable } from '../src/ai/gomoku/threats.ts';
import { Gomoku, type Point, type Stone } from '../src/index.ts';
import { readAnchor } from './anchors.ts';

interface VcfCase {
  readonly id: string; // the mintaka test it was transcribed from
  readonly board: string; // 225 cells, top row first
  readonly side_to_move: Stone;
}

const cases: VcfCase[] = JSON.parse(readAnchor('renju', 'renju-vcf-mintaka.json')).cases;

/** The mintaka puzzle `id` (as 'basic_vcf#2') as a game of Renju with its side to move. */
function puzzle(id: string): Gomoku {
  const anchor = cases.find((c) => c.id === `test_vcf/${id}`)!;
  return Gomoku.fromPosition(anchor.board, { rule: 'renju', toMove: anchor.side_to_move });
}

/**
 * The winner's moves a line takes to the five: its own moves in the line, and one more when the
 * line stops at a four nothing can stop.
 */
function movesToFive(game: Gomoku, line: readonly Point[]): number {
  const copy = game.clone();
  for (const point of line) copy.play(point);
  const own = Math.ceil(line.length / 2);
  return copy.status.kind === 'won' ? own : own + 1;
}

// Loose enough that no deadline inside the search binds: the node budgets decide, and a search
// that finds a win returns at once.
const HINT = { timeMs: 20000 };

const NORMAL_CLASSES = pointTables(false).classes;

/**
 * Whether the side to move wins with at most `moves` of its own moves, the five included,
 * playing only fours and threes but met by every legal reply near the stones: an exhaustive
 * check of the threat solvers' claims that shares none of their move lists.
 */
function winsWithin(engine: Engine, moves: number): boolean {
  const attacker = engine.turn - 1;
  const defender = 1 - attacker;
  const forced = new Int32Array(64);
  const known = new Map<string, boolean>();

  const threats = (): number[] => {
    const found: number[] = [];
    for (const at of engine.interior) {
      if (engine.near[at] === 0 || engine.cells[at] !== EMPTY) continue;
      const word = engine.words[at * 2 + attacker]!;
      let kind = engine.classes[attacker]![word]!;
      if (kind === FORBID) continue;
      if (kind === MAYBE) {
        if (engine.forbidden(at)) continue;
        kind = NORMAL_CLASSES[word]!;
      }
      if (kind >= THREE && kind <= FLEX4) found.push(at);
    }
    return found;
  };

  const attack = (left: number): boolean => {
    if (left <= 0) return false;
    if (fiveCount(engine, attacker) > 0) return true;
    if (left === 1) return false;
    const key = `${engine.keyLo} ${engine.keyHi} ${left}`;
    const seen = known.get(key);
    if (seen !== undefined) return seen;
    const candidates =
      fiveCount(engine, defender) > 0
        ? Array.from(forced.subarray(0, blocks(engine, defender, forced)))
        : threats();
    let won = false;
    for (const at of candidates) {
      engine.make(at);
      won = defend(left - 1);
      engine.unmake();
      if (won) break;
    }
    known.set(key, won);
    return won;
  };

  const defend = (left: number): boolean => {
    if (fiveCount(engine, defender) > 0) return false;
    for (const at of engine.interior) {
      if (engine.near[at] === 0 || engine.cells[at] !== EMPTY || !playable(engine, at)) continue;
      engine.make(at);
      const won = attack(left);
      engine.unmake();
      if (!won) return false;
    }
    return true;
  };

  return attack(moves);
}

describe('the shortest VCF', () => {
  it('finds the 13 fours of basic_vcf#2, past the depths 8, 12 and 18 the search tries first', () => {
    // Searching 18 fours deep first meets a VCF of 15; the search then asks for fewer.
    const game = puzzle('basic_vcf#2');
    const line = solveVCF(game, { maxDepth: 30 })!;
    expect(movesToFive(game, line)).toBe(14);
  });

  it('finds no VCF of 12 fours or fewer in basic_vcf#2', () => {
    expect(solveVCF(puzzle('basic_vcf#2'), { maxDepth: 12 })).toBeNull();
  });
});

describe('hintGomoku counts the shortest win it finds', () => {
  it('calls basic_vcf#1 a win in 4, by threes as well as fours, not its VCF’s 5', async () => {
    const game = puzzle('basic_vcf#1');
    expect(movesToFive(game, solveVCF(game)!)).toBe(5);
    const hint = await hintGomoku(game, HINT);
    expect(hint).toMatchObject({ kind: 'win', in: 4 });
  });

  it('calls basic_vcf#2 a win in 5, not its VCF’s 14', async () => {
    const hint = await hintGomoku(puzzle('basic_vcf#2'), HINT);
    expect(hint).toMatchObject({ kind: 'win', in: 5 });
  });

  it('calls basic_vcf#5 a win in 6', async () => {
    const hint = await hintGomoku(puzzle('basic_vcf#5'), HINT);
    expect(hint).toMatchObject({ kind: 'win', in: 6 });
  });

  for (const id of ['basic_vcf#1', 'basic_vcf#2', 'basic_vcf#5', 'trap_vcf#2']) {
    it(`gives a line for ${id} that takes as many moves as it says`, async () => {
      const game = puzzle(id);
      const hint = await hintGomoku(game, HINT);
      expect(hint.kind).toBe('win');
      if (hint.kind === 'win') {
        expect(hint.pv[0]).toEqual(hint.move);
        expect(movesToFive(game, hint.pv)).toBe(hint.in);
      }
    });
  }
});

describe('an exhaustive check of those counts', () => {
  it('finds basic_vcf#1 won within 4 moves against every reply, and not within 3', () => {
    const engine = loadEngine(puzzle('basic_vcf#1').state);
    expect(winsWithin(engine, 3)).toBe(false);
    expect(winsWithin(engine, 4)).toBe(true);
  });
});
