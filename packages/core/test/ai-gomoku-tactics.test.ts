import { describe, expect, it } from 'vitest';
import { type GomokuSearchOptions, searchGomoku, solveVCF } from '../src/ai/gomoku/index.ts';
import type { Level } from '../src/ai/search-types.ts';
import { formatPoint, Gomoku, type GomokuRuleName } from '../src/index.ts';
import { boardText, SYMMETRIES, transform, transformBoard } from './gomoku-symmetries.ts';

const LEVELS: Level[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Options that keep the time-limited levels quick in a test. */
function quick(level: Level, seed = 0): GomokuSearchOptions {
  return { level, seed, timeMs: level >= 8 ? 400 : 2000 };
}

/** The move the AI picks, as a point name. */
async function pick(game: Gomoku, options: GomokuSearchOptions): Promise<string> {
  const { move } = await searchGomoku(game, options);
  expect(move).not.toBeNull();
  return formatPoint(move!);
}

/** A game set up from stone lists, with `toMove` to play. */
function position(
  black: string,
  white: string,
  rule: GomokuRuleName = 'freestyle',
  toMove: 'black' | 'white' = 'black',
): Gomoku {
  return Gomoku.fromPosition(boardText(15, black, white), { rule, toMove });
}

describe('taking a five', () => {
  // Black's h8 i8 j8 k8 is open at both ends; white has a three of its own.
  const black = 'h8 i8 j8 k8';
  const white = 'h9 i9 j9 a1';

  for (const level of LEVELS) {
    it(`plays the five at level ${level}`, async () => {
      expect(['g8', 'l8']).toContain(await pick(position(black, white), quick(level, level)));
    });
  }

  for (const symmetry of SYMMETRIES) {
    it(`plays the five on the board ${symmetry.name}`, async () => {
      const board = transformBoard(boardText(15, black, white), symmetry);
      const game = Gomoku.fromPosition(board, { toMove: 'black' });
      const expected = transform('g8 l8', 15, symmetry).split(' ');
      expect(expected).toContain(await pick(game, quick(5)));
    });
  }
});

describe('blocking a four', () => {
  // White's g9 h9 i9 j9 is blocked at f9 by black: k9 is the one point that stops the five.
  const black = 'f9 a1 b1 c3';
  const white = 'g9 h9 i9 j9';

  for (const level of LEVELS.slice(1)) {
    it(`blocks at level ${level}`, async () => {
      expect(await pick(position(black, white), quick(level, level))).toBe('k9');
    });
  }

  for (const symmetry of SYMMETRIES) {
    it(`blocks on the board ${symmetry.name}`, async () => {
      const board = transformBoard(boardText(15, black, white), symmetry);
      const game = Gomoku.fromPosition(board, { toMove: 'black' });
      expect(await pick(game, quick(6))).toBe(transform('k9', 15, symmetry));
    });
  }
});

describe('meeting a four-three', () => {
  // White's k8 would make the four h8-k8 (g8 is black) and the open three k8 k9 k10.
  const black = 'g8 a1 o1 a15 o15';
  const white = 'h8 i8 j8 k9 k10';

  for (const level of [3, 5, 7, 10] as Level[]) {
    it(`leaves white no VCF at level ${level}`, async () => {
      const game = position(black, white);
      expect(solveVCF(Gomoku.fromPosition(game.toPosition(), { toMove: 'white' }))).not.toBeNull();
      game.play(await pick(game, quick(level)));
      expect(solveVCF(game)).toBeNull();
    });
  }
});

describe('blocking an open three when nothing is better', () => {
  // White's h8 i8 j8 is open on both sides and black has no threat: only g8 and k8 hold.
  const black = 'a1 o1 a15';
  const white = 'h8 i8 j8';

  for (const level of [3, 4, 6, 8, 10] as Level[]) {
    it(`blocks next to the three at level ${level}`, async () => {
      const game = position(black, white);
      const move = await pick(game, quick(level));
      expect(['g8', 'k8']).toContain(move);
      game.play(move);
      expect(solveVCF(game)).toBeNull();
    });
  }
});

describe('renju', () => {
  it('plays the four white wins with when black’s only block is forbidden', async () => {
    // h8 would complete white's h9-h12, and it is a double three for black (f8 g8, f6 g7).
    const game = position('f8 g8 f6 g7 h13 h7', 'h9 h10 h11 a1 a2', 'renju', 'white');
    expect(game.isForbidden('h8')).toBe('double-three');
    const result = await searchGomoku(game, quick(6));
    expect(formatPoint(result.move!)).toBe('h12');
    expect(result.exact).toBe(true);
  });

  it('does not block a black four whose completing point makes an overline', async () => {
    // h8 would give black d8-i8, six in a row: no five, so white is free to win with its three.
    const game = position('d8 e8 f8 g8 i8', 'c8 h10 i10 j10', 'renju', 'white');
    const move = await pick(game, quick(6));
    expect(['g10', 'k10']).toContain(move);
  });
});

describe('the other rules', () => {
  // Black's h8 makes six in a row; white's l3-l6 is blocked at l2 and would be five at l7.
  const black = 'd8 e8 f8 g8 i8 l2';
  const white = 'c8 l3 l4 l5 l6 a15';

  it('wins with six in a row under freestyle', async () => {
    expect(await pick(position(black, white, 'freestyle'), quick(5))).toBe('h8');
  });

  it('blocks instead under standard, where six in a row is no five', async () => {
    expect(await pick(position(black, white, 'standard'), quick(5))).toBe('l7');
  });

  it('blocks instead under caro, where a five blocked at both ends does not win', async () => {
    // c8 and i8 are white: black's h8 would make d8-h8 between two white stones.
    const game = position('d8 e8 f8 g8 l2 a1', 'c8 i8 l3 l4 l5 l6', 'caro');
    // l8 stops the five too, since white's l3-l7 would then be blocked at both ends.
    expect(['l7', 'l8']).toContain(await pick(game, quick(5)));
  });
});
