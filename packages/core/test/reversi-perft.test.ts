import { describe, expect, it } from 'vitest';
import { OptionError, Reversi } from '../src/index.ts';
import { readAnchor } from './reversi-reference.ts';

interface PerftRow {
  depth: number;
  edax_count_games: number;
}

const rows = (JSON.parse(readAnchor('perft-start.json')) as { rows: PerftRow[] }).rows;

describe('perft from the start position, in the Edax convention', () => {
  const known = [4, 12, 56, 244, 1396, 8200, 55092, 390216];

  it('agrees with the published counts for depths 1 to 8', () => {
    expect(rows.slice(0, 8).map((row) => row.edax_count_games)).toEqual(known);
  });

  for (const row of rows.filter((r) => r.depth <= 8)) {
    it(`counts ${row.edax_count_games} leaves at depth ${row.depth}`, () => {
      expect(new Reversi().perft(row.depth)).toBe(row.edax_count_games);
    });
  }

  it('counts the position itself at depth 0', () => {
    expect(new Reversi().perft(0)).toBe(1);
  });

  it('gives a quarter of the count after any first move, the four being symmetric', () => {
    for (const square of ['d3', 'c4', 'f5', 'e6']) {
      const game = new Reversi();
      game.play(square);
      expect(game.perft(6)).toBe(55092 / 4);
    }
  });

  it('leaves the game untouched', () => {
    const game = new Reversi();
    const before = game.state;
    game.perft(5);
    expect(game.state).toBe(before);
  });

  it('refuses a depth that is negative, fractional or too deep', () => {
    const game = new Reversi();
    expect(() => game.perft(-1)).toThrow(OptionError);
    expect(() => game.perft(1.5)).toThrow(OptionError);
    expect(() => game.perft(65)).toThrow(OptionError);
  });
});

describe('perft around passes and finished games', () => {
  it('counts a forced pass as one ply', () => {
    // Black is stuck and must pass; after the pass white has e3 and f6.
    const game = Reversi.fromTranscript('d3c3b3b2f5a3a1c1', { autoPass: false });
    expect(game.mustPass()).toBe(true);
    expect(game.perft(1)).toBe(1);
    expect(game.perft(2)).toBe(2);
  });

  it('counts nothing below a finished game', () => {
    const game = Reversi.fromTranscript('d3c3b3d2e1d6d7e3f4');
    expect(game.perft(0)).toBe(1);
    expect(game.perft(1)).toBe(0);
    expect(game.perft(3)).toBe(0);
  });
});
