import { describe, expect, it } from 'vitest';
import { Reversi } from '../src/index.ts';

/** A board string with black discs on `black`, white discs on `white` and the rest empty. */
function board(black: readonly string[], white: readonly string[]): string {
  const cells = Array.from({ length: 64 }, () => '-');
  const put = (square: string, mark: string) => {
    const index = (Number(square[1]) - 1) * 8 + square.charCodeAt(0) - 97;
    cells[index] = mark;
  };
  for (const square of black) put(square, 'X');
  for (const square of white) put(square, 'O');
  return cells.join('');
}

interface FlipCase {
  name: string;
  mover: readonly string[]; // discs of the side to move
  other: readonly string[]; // discs of its opponent
  move: string;
  flips: readonly string[]; // in index order: a1, b1, ..., h8
}

const flipCases: FlipCase[] = [
  // Six discs, the longest run there is, along each of the eight directions.
  {
    name: 'east along row 4',
    mover: ['h4'],
    other: ['b4', 'c4', 'd4', 'e4', 'f4', 'g4'],
    move: 'a4',
    flips: ['b4', 'c4', 'd4', 'e4', 'f4', 'g4'],
  },
  {
    name: 'west along row 5',
    mover: ['a5'],
    other: ['b5', 'c5', 'd5', 'e5', 'f5', 'g5'],
    move: 'h5',
    flips: ['b5', 'c5', 'd5', 'e5', 'f5', 'g5'],
  },
  {
    name: 'down column d',
    mover: ['d8'],
    other: ['d2', 'd3', 'd4', 'd5', 'd6', 'd7'],
    move: 'd1',
    flips: ['d2', 'd3', 'd4', 'd5', 'd6', 'd7'],
  },
  {
    name: 'up column e',
    mover: ['e1'],
    other: ['e2', 'e3', 'e4', 'e5', 'e6', 'e7'],
    move: 'e8',
    flips: ['e2', 'e3', 'e4', 'e5', 'e6', 'e7'],
  },
  {
    name: 'down-right from a1',
    mover: ['h8'],
    other: ['b2', 'c3', 'd4', 'e5', 'f6', 'g7'],
    move: 'a1',
    flips: ['b2', 'c3', 'd4', 'e5', 'f6', 'g7'],
  },
  {
    name: 'up-left from h8',
    mover: ['a1'],
    other: ['b2', 'c3', 'd4', 'e5', 'f6', 'g7'],
    move: 'h8',
    flips: ['b2', 'c3', 'd4', 'e5', 'f6', 'g7'],
  },
  {
    name: 'down-left from h1',
    mover: ['a8'],
    other: ['g2', 'f3', 'e4', 'd5', 'c6', 'b7'],
    move: 'h1',
    flips: ['g2', 'f3', 'e4', 'd5', 'c6', 'b7'],
  },
  {
    name: 'up-right from a8',
    mover: ['h1'],
    other: ['b7', 'c6', 'd5', 'e4', 'f3', 'g2'],
    move: 'a8',
    flips: ['g2', 'f3', 'e4', 'd5', 'c6', 'b7'],
  },
  // One disc each way, across the seam between rows 4 and 5.
  {
    name: 'one disc down across the middle',
    mover: ['c6'],
    other: ['c5'],
    move: 'c4',
    flips: ['c5'],
  },
  {
    name: 'one disc up across the middle',
    mover: ['c3'],
    other: ['c4'],
    move: 'c5',
    flips: ['c4'],
  },
  {
    name: 'one disc diagonally down-right across the middle',
    mover: ['f6'],
    other: ['e5'],
    move: 'd4',
    flips: ['e5'],
  },
  {
    name: 'one disc diagonally down-left across the middle',
    mover: ['c6'],
    other: ['d5'],
    move: 'e4',
    flips: ['d5'],
  },
  {
    name: 'one disc diagonally up-right across the middle',
    mover: ['f3'],
    other: ['e4'],
    move: 'd5',
    flips: ['e4'],
  },
  {
    name: 'one disc diagonally up-left across the middle',
    mover: ['c3'],
    other: ['d4'],
    move: 'e5',
    flips: ['d4'],
  },
  // Edges and corners.
  {
    name: 'along the top edge into the corner',
    mover: ['a1'],
    other: ['b1', 'c1'],
    move: 'd1',
    flips: ['b1', 'c1'],
  },
  {
    name: 'along the bottom edge from the corner',
    mover: ['e8'],
    other: ['b8', 'c8', 'd8'],
    move: 'a8',
    flips: ['b8', 'c8', 'd8'],
  },
  {
    name: 'down the right edge',
    mover: ['h7'],
    other: ['h2', 'h3', 'h4', 'h5', 'h6'],
    move: 'h1',
    flips: ['h2', 'h3', 'h4', 'h5', 'h6'],
  },
  {
    name: 'nothing up the left edge when a gap breaks the run',
    mover: ['a3'],
    other: ['a7'],
    move: 'a8',
    flips: [],
  },
  // Several directions at once, and only up to the first disc of the mover's own.
  {
    name: 'all eight directions from d4',
    mover: ['b2', 'd2', 'f2', 'b4', 'f4', 'b6', 'd6', 'f6'],
    other: ['c3', 'd3', 'e3', 'c4', 'e4', 'c5', 'd5', 'e5'],
    move: 'd4',
    flips: ['c3', 'd3', 'e3', 'c4', 'e4', 'c5', 'd5', 'e5'],
  },
  {
    name: 'two directions, one blocked by an empty square',
    mover: ['a1', 'h4'],
    other: ['b2', 'c3', 'e4', 'f4'],
    move: 'd4',
    flips: ['b2', 'c3'],
  },
  {
    name: 'only up to the nearest disc of the mover',
    mover: ['c1', 'e1'],
    other: ['b1', 'd1', 'f1'],
    move: 'a1',
    flips: ['b1'],
  },
];

describe('flips, black to move', () => {
  for (const c of flipCases) {
    it(`flips ${c.name}`, () => {
      const game = Reversi.fromPosition(board(c.mover, c.other), 'black', { autoPass: false });
      expect(game.flipsFor(c.move)).toEqual(c.flips);
      expect(game.isLegal(c.move)).toBe(c.flips.length > 0);
      if (c.flips.length === 0) return;
      const move = game.play(c.move);
      expect(move.flips).toEqual(c.flips);
      for (const square of [...c.flips, c.move]) expect(game.at(square)).toBe('black');
      expect(game.score().black).toBe(c.mover.length + c.flips.length + 1);
    });
  }
});

// The same cases with the colours swapped, as chessground re-runs its cases on the inverted board.
describe('flips, white to move on the colour-inverted board', () => {
  for (const c of flipCases) {
    it(`flips ${c.name}`, () => {
      const game = Reversi.fromPosition(board(c.other, c.mover), 'white', { autoPass: false });
      expect(game.flipsFor(c.move)).toEqual(c.flips);
      if (c.flips.length === 0) return;
      game.play(c.move);
      for (const square of [...c.flips, c.move]) expect(game.at(square)).toBe('white');
    });
  }
});

describe('runs that flip nothing', () => {
  const cases = [
    { name: 'a run that ends on an empty square', mover: ['a1'], other: ['c4', 'd4'], move: 'b4' },
    { name: 'a run that runs off the edge', mover: ['a2'], other: ['f4', 'g4', 'h4'], move: 'e4' },
    {
      name: 'a row that would wrap from h3 round to a4',
      mover: ['b4', 'a1'],
      other: ['a4'],
      move: 'h3',
    },
    {
      name: 'a diagonal that would wrap from h2 round to b4',
      mover: ['c5', 'a1'],
      other: ['a3'],
      move: 'h1',
    },
    {
      name: 'a disc of the mover right next to the square',
      mover: ['d4', 'd5'],
      other: ['a1'],
      move: 'd3',
    },
  ];
  for (const c of cases) {
    it(`refuses ${c.name}`, () => {
      const game = Reversi.fromPosition(board(c.mover, c.other), 'black', { autoPass: false });
      expect(game.flipsFor(c.move)).toEqual([]);
      expect(game.isLegal(c.move)).toBe(false);
    });
  }
});

describe('the start position', () => {
  it('has d4 and e5 white, d5 and e4 black, black to move', () => {
    const game = new Reversi();
    expect([game.at('d4'), game.at('e5'), game.at('d5'), game.at('e4')]).toEqual([
      'white',
      'white',
      'black',
      'black',
    ]);
    expect(game.turn).toBe('black');
    expect(game.score()).toEqual({ black: 2, white: 2, empty: 60 });
    expect(game.status).toEqual({ kind: 'playing' });
  });

  it('offers black d3, c4, f5 and e6', () => {
    expect(new Reversi().legalMoves()).toEqual(['d3', 'c4', 'f5', 'e6']);
  });

  it('reads squares case-insensitively and as { x, y } with y counted from the top', () => {
    const game = new Reversi();
    expect(game.at('D5')).toBe('black');
    expect(game.at({ x: 3, y: 4 })).toBe('black');
    expect(game.isLegal({ x: 3, y: 2 })).toBe(true);
    const move = game.play({ x: 3, y: 2 });
    expect(move).toMatchObject({
      number: 1,
      stone: 'black',
      pass: false,
      square: 'd3',
      point: { x: 3, y: 2 },
      flips: ['d4'],
    });
  });
});
