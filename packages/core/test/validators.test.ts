// Non-throwing validators, like chess.js's validateFen: for each format, a verdict that agrees with
// the reader it stands for, and never throws, whatever it is given.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Gomoku, OptionError, ParseError, Reversi, type ValidationResult } from '../src/index.ts';

const START = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`; // Reversi's 64 starting cells

/** The error `run` throws, or null. */
function thrown(run: () => unknown): unknown {
  try {
    run();
    return null;
  } catch (error) {
    return error;
  }
}

/** Whether the verdict is the one the reader's behaviour calls for: ok, or its very error. */
function agrees(verdict: ValidationResult<ParseError | OptionError>, read: () => unknown): void {
  const error = thrown(read);
  if (error === null) expect(verdict).toEqual({ ok: true });
  else {
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.error).toBeInstanceOf((error as Error).constructor);
    expect(verdict.error.message).toBe((error as Error).message);
  }
}

describe('Gomoku.validateMoves', () => {
  it('passes a move list fromMoves reads', () => {
    expect(Gomoku.validateMoves('h8 h9 i8')).toEqual({ ok: true });
    expect(Gomoku.validateMoves('a1 e5', { size: 5, rule: 'standard' })).toEqual({ ok: true });
  });

  it('gives the ParseError of a bad token, with its offset', () => {
    const verdict = Gomoku.validateMoves('h8 h99');
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.error).toBeInstanceOf(ParseError);
    expect(verdict.error).toMatchObject({ token: 'h99', offset: 3 });
  });

  it('gives the ParseError of an illegal move, which only playing it finds', () => {
    const verdict = Gomoku.validateMoves('h8 h8');
    expect(verdict).toMatchObject({ ok: false, error: { offset: 3 } });
    if (!verdict.ok) expect(verdict.error.message).toContain('is illegal: h8 is occupied');
  });

  it('gives the OptionError of bad options instead of throwing it', () => {
    const verdict = Gomoku.validateMoves('h8', { size: '15' as never });
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.error).toBeInstanceOf(OptionError);
    expect(verdict.error.message).toContain("got the string '15'");
  });

  it('gives a ParseError for what is no text', () => {
    expect(Gomoku.validateMoves(42 as never)).toMatchObject({ ok: false });
  });
});

describe('Gomoku.validateJSON', () => {
  it('passes a save, as an object or as text', () => {
    const game = Gomoku.fromMoves('h8 h9 i8');
    game.undo();
    expect(Gomoku.validateJSON(game.toJSON())).toEqual({ ok: true });
    expect(Gomoku.validateJSON(JSON.stringify(game))).toEqual({ ok: true });
  });

  it('gives the ParseError naming the bad field', () => {
    const verdict = Gomoku.validateJSON({ ...new Gomoku().toJSON(), moves: ['h8', 7] });
    expect(verdict).toMatchObject({ ok: false, error: { path: 'moves[1]' } });
    if (!verdict.ok) expect(verdict.error).toBeInstanceOf(ParseError);
  });

  it('gives a ParseError for text that is not JSON', () => {
    const verdict = Gomoku.validateJSON('{"game":');
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.error.message).toContain('as JSON text');
  });
});

describe('Gomoku.validatePosition', () => {
  it('passes a board fromPosition sets up', () => {
    expect(Gomoku.validatePosition('.'.repeat(225))).toEqual({ ok: true });
    expect(Gomoku.validatePosition('X'.repeat(2) + '.'.repeat(79), { toMove: 'white' })).toEqual({
      ok: true,
    });
  });

  it('gives the ParseError at the offset of a bad character', () => {
    const verdict = Gomoku.validatePosition(`${'.'.repeat(19)}0${'.'.repeat(61)}`);
    expect(verdict).toMatchObject({ ok: false, error: { offset: 19, token: '0' } });
  });

  it('gives a ParseError for stone counts that leave the side to move open', () => {
    const verdict = Gomoku.validatePosition(`XXX${'.'.repeat(22)}`);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.error.message).toContain('pass toMove');
  });

  it('gives the OptionError of bad options', () => {
    const verdict = Gomoku.validatePosition('.'.repeat(225), { opening: 'rif' });
    expect(verdict).toMatchObject({ ok: false, error: { option: 'opening' } });
  });
});

describe('Reversi.validateMoves', () => {
  it('passes a move list fromMoves replays', () => {
    expect(Reversi.validateMoves('f5d6c3d3c4')).toEqual({ ok: true });
    expect(Reversi.validateMoves('f5 D6')).toEqual({ ok: true });
  });

  it('gives the ParseError of a bad character or an illegal square, with its offset', () => {
    expect(Reversi.validateMoves('f5d6x3')).toMatchObject({ ok: false, error: { offset: 4 } });
    expect(Reversi.validateMoves('f5 a1')).toMatchObject({
      ok: false,
      error: { offset: 3, token: 'a1' },
    });
  });

  it('gives the OptionError of bad options', () => {
    expect(Reversi.validateMoves('f5', { autoPass: 'no' as never })).toMatchObject({
      ok: false,
      error: { option: 'autoPass' },
    });
  });
});

describe('Reversi.validateJSON', () => {
  it('passes a save, as an object or as text', () => {
    const game = Reversi.fromMoves('f5d6c3');
    game.undo();
    expect(Reversi.validateJSON(game.toJSON())).toEqual({ ok: true });
    expect(Reversi.validateJSON(JSON.stringify(game))).toEqual({ ok: true });
  });

  it('gives the ParseError naming the bad field', () => {
    const verdict = Reversi.validateJSON({ game: 'reversi', version: 1, moves: ['f5', 'z9'] });
    expect(verdict).toMatchObject({ ok: false, error: { path: 'moves[1]' } });
  });
});

describe('Reversi.validatePosition and validateOBF', () => {
  it('passes a board fromPosition sets up', () => {
    expect(Reversi.validatePosition(START)).toEqual({ ok: true });
    expect(Reversi.validatePosition(`${START} O`)).toEqual({ ok: true });
    expect(Reversi.validatePosition(START, { toMove: 'white' })).toEqual({ ok: true });
  });

  it('gives the ParseError of a board too short, or whose side contradicts toMove', () => {
    expect(Reversi.validatePosition('-'.repeat(63))).toMatchObject({
      ok: false,
      error: { offset: 63 },
    });
    const verdict = Reversi.validatePosition(`${START} X`, { toMove: 'white' });
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.error).toBeInstanceOf(ParseError);
  });

  it('gives the OptionError of a bad toMove', () => {
    expect(Reversi.validatePosition(START, { toMove: 'red' as never })).toMatchObject({
      ok: false,
      error: { option: 'toMove' },
    });
  });

  it('passes an OBF line, and gives the ParseError of a line without its side to move', () => {
    expect(Reversi.validateOBF(`${START} X; F5:+0;`)).toEqual({ ok: true });
    expect(Reversi.validateOBF(`${START};`)).toMatchObject({ ok: false, error: { offset: 64 } });
  });
});

describe('every validator', () => {
  // [name, the validator, the reader it stands for]
  const pairs: [
    string,
    (input: unknown) => ValidationResult<ParseError | OptionError>,
    (input: unknown) => unknown,
  ][] = [
    [
      'Gomoku.validateMoves',
      (input) => Gomoku.validateMoves(input as string),
      (input) => Gomoku.fromMoves(input as string),
    ],
    [
      'Gomoku.validateJSON',
      (input) => Gomoku.validateJSON(input),
      (input) => Gomoku.fromJSON(input),
    ],
    [
      'Gomoku.validatePosition',
      (input) => Gomoku.validatePosition(input as string),
      (input) => Gomoku.fromPosition(input as string),
    ],
    [
      'Reversi.validateMoves',
      (input) => Reversi.validateMoves(input as string),
      (input) => Reversi.fromMoves(input as string),
    ],
    [
      'Reversi.validateJSON',
      (input) => Reversi.validateJSON(input),
      (input) => Reversi.fromJSON(input),
    ],
    [
      'Reversi.validatePosition',
      (input) => Reversi.validatePosition(input as string),
      (input) => Reversi.fromPosition(input as string),
    ],
    [
      'Reversi.validateOBF',
      (input) => Reversi.validateOBF(input as string),
      (input) => Reversi.parseOBF(input as string),
    ],
  ];

  // Text made of what the formats are made of, so that some of it reads and most of it nearly does.
  const notation = fc.string({
    unit: fc.constantFrom(
      'h',
      '8',
      'a',
      '1',
      'X',
      'O',
      '.',
      '-',
      ' ',
      ';',
      ':',
      '+',
      'f',
      '5',
      'z',
    ),
    maxLength: 80,
  });
  const anything = fc.oneof(notation, fc.string(), fc.jsonValue(), fc.anything());

  pairs.forEach(([name, check, read]) => {
    it(`${name} never throws, and agrees with its reader`, () => {
      fc.assert(
        fc.property(anything, (input) => {
          agrees(check(input), () => read(input));
        }),
        { numRuns: 300 },
      );
    });
  });

  it('agrees with the readers on saves that nearly load', () => {
    const gomoku = Gomoku.fromMoves('h8 h9 i8 i9').toJSON();
    const reversi = Reversi.fromMoves('f5 d6 c3 d3').toJSON();
    const field = fc.constantFrom(
      'game',
      'version',
      'size',
      'rule',
      'moves',
      'undone',
      'autoPass',
      'start',
      'result',
    );
    fc.assert(
      fc.property(field, fc.jsonValue(), (key, value) => {
        const g = { ...gomoku, [key]: value };
        agrees(Gomoku.validateJSON(g), () => Gomoku.fromJSON(g));
        const r = { ...reversi, [key]: value };
        agrees(Reversi.validateJSON(r), () => Reversi.fromJSON(r));
      }),
      { numRuns: 300 },
    );
  });
});
