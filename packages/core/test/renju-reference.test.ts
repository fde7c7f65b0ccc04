import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ForbiddenKind, formatPoint, Gomoku } from '../src/index.ts';

// A second, deliberately naive reading of RIF 9.3, written from the definitions with none of the
// engine's windows and tables: whole lines, plain loops, a 2D array and plain recursion. Random
// boards are judged both ways and must agree point for point.

type Cell = '.' | 'X' | 'O';

class NaiveBoard {
  readonly size: number; // width and height
  readonly cells: Cell[][]; // cells[y][x], y from the bottom

  constructor(size: number, cells: Cell[][]) {
    this.size = size;
    this.cells = cells;
  }

  at(x: number, y: number): Cell | null {
    return x < 0 || y < 0 || x >= this.size || y >= this.size ? null : this.cells[y]![x]!;
  }

  /** The black run through (x, y) along (dx, dy), as its first and last steps from (x, y). */
  run(x: number, y: number, dx: number, dy: number): [number, number] {
    let back = 0;
    while (this.at(x - (back + 1) * dx, y - (back + 1) * dy) === 'X') back++;
    let ahead = 0;
    while (this.at(x + (ahead + 1) * dx, y + (ahead + 1) * dy) === 'X') ahead++;
    return [-back, ahead];
  }

  /** Whether black on the empty (x, y) makes exactly five in any direction. */
  makesFive(x: number, y: number): boolean {
    return this.with(x, y, () => LINES.some(([dx, dy]) => length(this.run(x, y, dx, dy)) === 5));
  }

  /** Runs `look` with a black stone on (x, y), then takes it off. */
  with<T>(x: number, y: number, look: () => T): T {
    this.cells[y]![x] = 'X';
    try {
      return look();
    } finally {
      this.cells[y]![x] = '.';
    }
  }

  /** Black's verdict on the empty (x, y), from the RIF definitions. */
  forbidden(x: number, y: number): ForbiddenKind | null {
    if (this.makesFive(x, y)) return null;
    return this.with(x, y, () => {
      if (LINES.some(([dx, dy]) => length(this.run(x, y, dx, dy)) > 5)) return 'overline';
      const fours = LINES.reduce((sum, [dx, dy]) => sum + this.fours(x, y, dx, dy), 0);
      if (fours >= 2) return 'double-four';
      const threes = LINES.filter(([dx, dy]) => this.isThree(x, y, dx, dy)).length;
      return threes >= 2 ? 'double-three' : null;
    });
  }

  /**
   * The fours through the stone on (x, y) along (dx, dy): the different sets of four black
   * stones, one of them (x, y), that one more stone on an empty point of the line turns into
   * exactly five.
   */
  fours(x: number, y: number, dx: number, dy: number): number {
    const sets = new Set<string>();
    for (let k = -this.size; k <= this.size; k++) {
      const ex = x + k * dx;
      const ey = y + k * dy;
      if (this.at(ex, ey) !== '.') continue;
      this.with(ex, ey, () => {
        const [from, to] = this.run(ex, ey, dx, dy);
        // The five must hold (x, y): k steps from (x, y) to the new stone, so -k back again.
        if (to - from + 1 === 5 && from <= -k && -k <= to) {
          const stones = [];
          for (let s = from; s <= to; s++) if (s !== 0) stones.push(k + s);
          sets.add(stones.join(','));
        }
      });
    }
    return sets.size;
  }

  /**
   * Whether the line through the stone on (x, y) along (dx, dy) is a three: some empty point of
   * the line makes an unbroken four through (x, y) that two different points turn into exactly
   * five, without making a five itself, and is not itself forbidden.
   */
  isThree(x: number, y: number, dx: number, dy: number): boolean {
    for (let k = -this.size; k <= this.size; k++) {
      const ex = x + k * dx;
      const ey = y + k * dy;
      if (this.at(ex, ey) !== '.') continue;
      const straight = this.with(ex, ey, () => {
        const [from, to] = this.run(x, y, dx, dy);
        if (to - from + 1 !== 4 || k < from || k > to) return false;
        const ends = [from - 1, to + 1].filter((s) => {
          const sx = x + s * dx;
          const sy = y + s * dy;
          if (this.at(sx, sy) !== '.') return false;
          return this.with(sx, sy, () => length(this.run(x, y, dx, dy)) === 5);
        });
        return ends.length === 2;
      });
      if (straight && !this.makesFive(ex, ey) && this.forbidden(ex, ey) === null) return true;
    }
    return false;
  }
}

const LINES: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

function length([from, to]: [number, number]): number {
  return to - from + 1;
}

/** The naive verdict on every empty point, as sorted 'point kind' lines. */
function naiveForbidden(text: string, size: number): string[] {
  const cells: Cell[][] = [];
  for (let y = 0; y < size; y++) {
    const row = size - 1 - y;
    cells.push(text.slice(row * size, row * size + size).split('') as Cell[]);
  }
  const board = new NaiveBoard(size, cells);
  const found: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (board.at(x, y) !== '.') continue;
      const kind = board.forbidden(x, y);
      if (kind !== null) found.push(`${formatPoint({ x, y })} ${kind}`);
    }
  }
  return found.sort();
}

/**
 * Random boards, from sparse to black-heavy, so that threes, fours and overlines all turn up;
 * white fives are broken up, since a board where both sides have five cannot be set up.
 */
const randomBoard = fc
  .record({
    size: fc.constantFrom(6, 9, 15),
    black: fc.integer({ min: 8, max: 40 }),
    white: fc.integer({ min: 5, max: 30 }),
    noise: fc.array(fc.nat(99), { minLength: 225, maxLength: 225 }),
  })
  .map(({ size, black, white, noise }) => {
    const cells = noise
      .slice(0, size * size)
      .map((n): Cell => (n < black ? 'X' : n < black + white ? 'O' : '.'));
    return { size, text: breakWhiteFives(cells, size).join('') };
  });

function breakWhiteFives(cells: Cell[], size: number): Cell[] {
  for (let i = 0; i < cells.length; i++) {
    const x = i % size;
    const row = Math.floor(i / size);
    for (const [dx, dy] of LINES) {
      let count = 0;
      for (; count < 5; count++) {
        const cx = x + count * dx;
        const cy = row + count * dy;
        if (cx < 0 || cy < 0 || cx >= size || cy >= size) break;
        if (cells[cy * size + cx] !== 'O') break;
      }
      if (count === 5) cells[i] = '.';
    }
  }
  return cells;
}

/** Whether a stone lies within two cells of `point`. */
function nearStones(game: Gomoku, { x, y }: { x: number; y: number }): boolean {
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) if (game.at({ x: x + dx, y: y + dy }) !== null) return true;
  }
  return false;
}

describe('renju forbidden points against a naive reading of the rules', () => {
  it('agree on random boards of 6x6, 9x9 and 15x15', () => {
    fc.assert(
      fc.property(randomBoard, ({ size, text }) => {
        const game = Gomoku.fromPosition(text, { rule: 'renju', toMove: 'black' });
        const found = game
          .forbiddenPoints()
          .map(({ point, kind }) => `${formatPoint(point)} ${kind}`)
          .sort();
        expect(found).toEqual(naiveForbidden(text, size));
      }),
      { numRuns: 300 },
    );
  });

  it('agree on positions of random legal games played around the stones already down', () => {
    const game = fc.record({
      length: fc.integer({ min: 20, max: 90 }),
      picks: fc.array(fc.nat(), { minLength: 90, maxLength: 90 }),
    });
    fc.assert(
      fc.property(game, ({ length, picks }) => {
        const played = new Gomoku({ rule: 'renju' });
        for (const pick of picks.slice(0, length)) {
          if (played.isGameOver()) break;
          const near = played.legalMoves().filter((point) => nearStones(played, point));
          const pool = near.length > 0 ? near : played.legalMoves();
          played.play(pool[pick % pool.length]!);
        }
        const text = played.toPosition();
        const again = Gomoku.fromPosition(text, { rule: 'renju', toMove: 'black' });
        const found = again
          .forbiddenPoints()
          .map(({ point, kind }) => `${formatPoint(point)} ${kind}`)
          .sort();
        expect(found).toEqual(naiveForbidden(text, 15));
      }),
      { numRuns: 60 },
    );
  });

  it('agree on the small cases the naive reading was written against', () => {
    const board = '.'.repeat(225).split('');
    // f8 g8 h6 h7: h8 is the textbook double-three.
    for (const [x, y] of [
      [5, 7],
      [6, 7],
      [7, 5],
      [7, 6],
    ] as const) {
      board[(14 - y) * 15 + x] = 'X';
    }
    expect(naiveForbidden(board.join(''), 15)).toEqual(['h8 double-three']);
  });
});
