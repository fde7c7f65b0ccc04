import { describe, expect, it } from 'vitest';
import {
  formatPoint,
  GOMOKU_MAX_SIZE,
  GOMOKU_MIN_SIZE,
  Gomoku,
  OptionError,
  parsePoint,
  starPoints,
} from '../src/index.ts';

describe('point names', () => {
  it('puts a1 at the bottom left and h8 at the centre of 15x15', () => {
    expect(parsePoint('a1', 15)).toEqual({ x: 0, y: 0 });
    expect(parsePoint('h8', 15)).toEqual({ x: 7, y: 7 });
    expect(parsePoint('o15', 15)).toEqual({ x: 14, y: 14 });
    expect(parsePoint('z26')).toEqual({ x: 25, y: 25 });
  });

  it('counts columns through every letter, i and j included', () => {
    expect(parsePoint('i1')).toEqual({ x: 8, y: 0 });
    expect(parsePoint('j1')).toEqual({ x: 9, y: 0 });
  });

  it('reads names case-insensitively and ignores surrounding spaces', () => {
    expect(parsePoint('H8', 15)).toEqual({ x: 7, y: 7 });
    expect(parsePoint('  l12 ', 15)).toEqual({ x: 11, y: 11 });
  });

  const refused: [string, string, number][] = [
    ['a column off the board', 'p3', 15],
    ['a row off the board', 'a16', 15],
    ['a row beyond any board', 'z99', 26],
    ['row zero', 'h0', 15],
    ['a leading zero', 'h08', 15],
    ['the row first', '8h', 15],
    ['no row', 'h', 15],
    ['two letters', 'hh8', 15],
    ['an empty string', '', 15],
    ['inner spaces', 'h 8', 15],
  ];
  refused.forEach(([what, text, size]) => {
    it(`returns null for ${what} (${JSON.stringify(text)} on ${size}x${size})`, () => {
      expect(parsePoint(text, size)).toBeNull();
    });
  });

  it('returns frozen points shared across calls', () => {
    const point = parsePoint('h8', 15);
    expect(Object.isFrozen(point)).toBe(true);
    expect(parsePoint('h8', 15)).toBe(point);
  });

  it('rejects an unsupported board size with an OptionError', () => {
    expect(() => parsePoint('a1', 4)).toThrow(OptionError);
    expect(() => parsePoint('a1', 27)).toThrow(OptionError);
  });

  it('formats points back to their names', () => {
    expect(formatPoint({ x: 7, y: 7 })).toBe('h8');
    expect(formatPoint({ x: 0, y: 14 })).toBe('a15');
    expect(formatPoint({ x: 25, y: 25 })).toBe('z26');
  });

  it('refuses to format what is not a nameable point', () => {
    expect(() => formatPoint({ x: -1, y: 0 })).toThrow(OptionError);
    expect(() => formatPoint({ x: 26, y: 0 })).toThrow(OptionError);
    expect(() => formatPoint({ x: 1.5, y: 0 })).toThrow(/integers from 0 to 25/);
  });

  it('round-trips every point of the largest board', () => {
    for (let y = 0; y < GOMOKU_MAX_SIZE; y++) {
      for (let x = 0; x < GOMOKU_MAX_SIZE; x++) {
        expect(parsePoint(formatPoint({ x, y }))).toEqual({ x, y });
      }
    }
  });
});

describe('star points', () => {
  const names = (size: number) => starPoints(size).map(formatPoint);

  it('marks the centre and the four fourth-line points of 15x15', () => {
    expect(names(15)).toEqual(['d4', 'l4', 'h8', 'd12', 'l12']);
  });

  it('marks the nine classic hoshi of 19x19, with j10 at the centre since no letter is skipped', () => {
    expect(names(19)).toEqual(['d4', 'j4', 'p4', 'd10', 'j10', 'p10', 'd16', 'j16', 'p16']);
  });

  it('marks the Go layouts of 13x13 and 9x9', () => {
    expect(names(13)).toEqual(['d4', 'j4', 'g7', 'd10', 'j10']);
    expect(names(9)).toEqual(['c3', 'g3', 'e5', 'c7', 'g7']);
  });

  it('leaves out the centre of even boards, which have none', () => {
    expect(names(16)).toEqual(['d4', 'm4', 'd13', 'm13']);
    expect(names(8)).toEqual(['c3', 'f3', 'c6', 'f6']);
  });

  it('marks nothing on boards too small for stars', () => {
    expect(starPoints(5)).toEqual([]);
    expect(starPoints(6)).toEqual([]);
  });

  it('keeps every star on the board and none on the edge lines, for every size', () => {
    for (let size = GOMOKU_MIN_SIZE; size <= GOMOKU_MAX_SIZE; size++) {
      for (const { x, y } of starPoints(size)) {
        expect(Math.min(x, y)).toBeGreaterThanOrEqual(2);
        expect(Math.max(x, y)).toBeLessThanOrEqual(size - 3);
      }
    }
  });

  it('is symmetric under a half turn, for every size', () => {
    for (let size = GOMOKU_MIN_SIZE; size <= GOMOKU_MAX_SIZE; size++) {
      const stars = names(size);
      const turned = starPoints(size).map(({ x, y }) =>
        formatPoint({ x: size - 1 - x, y: size - 1 - y }),
      );
      expect(new Set(turned)).toEqual(new Set(stars));
    }
  });

  it('returns the same frozen array for the same size, also from the static and the snapshot', () => {
    const stars = starPoints(15);
    expect(Object.isFrozen(stars)).toBe(true);
    expect(Gomoku.starPoints(15)).toBe(stars);
    expect(new Gomoku().state.starPoints).toBe(stars);
  });

  it('rejects an unsupported size', () => {
    expect(() => starPoints(4)).toThrow(OptionError);
    expect(() => starPoints(15.5)).toThrow(OptionError);
  });
});
