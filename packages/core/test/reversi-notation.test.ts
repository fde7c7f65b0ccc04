import { describe, expect, it } from 'vitest';
import { formatSquare, ParseError, parseSquare, Reversi } from '../src/index.ts';

const START = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`;

function parseError(action: () => unknown): ParseError {
  try {
    action();
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
  throw new Error('expected a ParseError');
}

describe('square names', () => {
  it('count columns from the left and rows from the top', () => {
    expect(parseSquare('a1')).toEqual({ x: 0, y: 0 });
    expect(parseSquare('D3')).toEqual({ x: 3, y: 2 });
    expect(parseSquare(' h8 ')).toEqual({ x: 7, y: 7 });
    expect(formatSquare({ x: 3, y: 2 })).toBe('d3');
  });

  it('return null for anything that is not a square of the board', () => {
    for (const text of ['i1', 'a9', 'a0', 'z99', '', 'd', '3d'])
      expect(parseSquare(text)).toBeNull();
    expect(formatSquare({ x: 8, y: 0 })).toBeNull();
    expect(formatSquare({ x: 0.5, y: 0 })).toBeNull();
  });
});

describe('transcripts', () => {
  it('replay squares run together, in any case, with whitespace anywhere between them', () => {
    const game = Reversi.fromTranscript(' F5d6\n c3 D3\tc4 ');
    expect(game.toTranscript()).toBe('f5d6c3d3c4');
    expect(game.turn).toBe('white');
    expect(game.moves.map((move) => move.stone)).toEqual([
      'black',
      'white',
      'black',
      'white',
      'black',
    ]);
  });

  it('read an empty transcript as the start position', () => {
    expect(Reversi.fromTranscript('').toPosition()).toBe(`${START} X`);
  });

  const errors = [
    { text: 'f5d6x3', offset: 4, token: 'x', words: "Unexpected 'x' at offset 4" },
    { text: 'f5 d9', offset: 4, token: '9', words: "Unexpected '9' at offset 4" },
    { text: 'f5d', offset: 3, token: '', words: 'Unexpected end of text at offset 3' },
    { text: 'f5,d6', offset: 2, token: ',', words: "Unexpected ',' at offset 2" },
    {
      text: 'f5f5',
      offset: 2,
      token: 'f5',
      words: "Move 2 'f5' at offset 2 is illegal: Cannot play f5: f5 is occupied",
    },
    { text: 'f5 A1', offset: 3, token: 'A1', words: "Move 2 'A1' at offset 3 is illegal" },
  ];
  for (const c of errors) {
    it(`refuse ${JSON.stringify(c.text)} at offset ${c.offset}`, () => {
      const error = parseError(() => Reversi.fromTranscript(c.text));
      expect(error.offset).toBe(c.offset);
      expect(error.token).toBe(c.token);
      expect(error.message).toContain(c.words);
    });
  }
});

describe('board strings', () => {
  it('write the start position as 64 cells from a1 and the side to move', () => {
    expect(new Reversi().toPosition()).toBe(`${START} X`);
  });

  it('read what they write', () => {
    const game = Reversi.fromTranscript('f5d6c3d3c4f4');
    const copy = Reversi.fromPosition(game.toPosition());
    expect(copy.toPosition()).toBe(game.toPosition());
    expect(copy.state.board).toEqual(game.state.board);
    expect(copy.turn).toBe('black');
  });

  it('accept lowercase, dots for empty and an 8-line grid', () => {
    const grid = START.toLowerCase()
      .replaceAll('-', '.')
      .replace(/(.{8})/g, '$1\n');
    const game = Reversi.fromPosition(grid, 'white');
    expect(game.at('d4')).toBe('white');
    expect(game.at('e4')).toBe('black');
    expect(game.turn).toBe('white');
  });

  it('take the side to move from the string or the argument, black when neither says', () => {
    expect(Reversi.fromPosition(`${START} o`).turn).toBe('white');
    expect(Reversi.fromPosition(`${START};`, 'white').turn).toBe('white');
    expect(Reversi.fromPosition(START).turn).toBe('black');
  });

  const errors = [
    { text: START.slice(0, 63), offset: 63, words: 'ends after 63 cells at offset 63' },
    {
      text: `${START.slice(0, 10)}Z${START.slice(11)}`,
      offset: 10,
      words: "Unexpected 'Z' at offset 10",
    },
    { text: `${START}-`, offset: 64, words: "Unexpected '-' at offset 64" },
    { text: `${START} X X`, offset: 67, words: "Unexpected 'X' at offset 67" },
  ];
  for (const c of errors) {
    it(`refuse a board string with the problem at offset ${c.offset}`, () => {
      const error = parseError(() => Reversi.fromPosition(c.text));
      expect(error.offset).toBe(c.offset);
      expect(error.message).toContain(c.words);
    });
  }

  it('refuse a side to move given twice, differently', () => {
    expect(() => Reversi.fromPosition(`${START} X`, 'white')).toThrow(ParseError);
    expect(() => Reversi.fromPosition(START, 'red' as 'white')).toThrow(/'black' or 'white'/);
  });
});

describe('OBF lines', () => {
  const line =
    '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12; H7:+6; A2:+6; A3:+4; B1:-4; A4:-22; G2:-24;';

  it('read the position and every move score', () => {
    const { game, annotations } = Reversi.parseOBF(line);
    expect(game.toPosition()).toBe(`${line.slice(0, 64)} X`);
    expect(annotations).toHaveLength(8);
    expect(annotations[0]).toEqual({ move: 'g8', score: 18 });
    expect(annotations[7]).toEqual({ move: 'g2', score: -24 });
  });

  it('read a pass annotation and a line without annotations', () => {
    expect(Reversi.parseOBF(`${START} O; PS:-2`).annotations).toEqual([{ move: null, score: -2 }]);
    expect(Reversi.parseOBF(`${START} O;`).annotations).toEqual([]);
  });

  const errors = [
    { text: `${START};`, offset: 64, words: 'no side to move at offset 64' },
    { text: `${START} X; G8+18;`, offset: 68, words: 'Malformed annotation at offset 68' },
    { text: `${START} X; G8:+18; J9:+2;`, offset: 76, words: "Unknown move 'J9' at offset 76" },
  ];
  for (const c of errors) {
    it(`refuse a line with the problem at offset ${c.offset}`, () => {
      const error = parseError(() => Reversi.parseOBF(c.text));
      expect(error.offset).toBe(c.offset);
      expect(error.message).toContain(c.words);
    });
  }
});
