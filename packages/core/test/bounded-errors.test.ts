// Errors never echo unbounded input: whatever a reader is given, its message stays a line or two
// and the token it quotes a few dozen characters. Saved data nested deeper than the stack allows
// is a ParseError like any other bad save, not a stack overflow.
import { describe, expect, it } from 'vitest';
import {
  Gomoku,
  IllegalMoveError,
  OptionError,
  openingFromJSON,
  ParseError,
  Reversi,
} from '../src/index.ts';

const MB2 = 2_000_000;
const junk = 'x'.repeat(MB2); // 2 MB of text that is nothing
const START = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`; // Reversi's 64 starting cells
const DEEP = 100_000; // levels of nesting

/** The error `run` throws, which the test expects it to throw. */
function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

function nested(open: string, close: string, inside = ''): string {
  return open.repeat(DEEP) + inside + close.repeat(DEEP);
}

const gomokuSave = (fields: object) => ({ ...new Gomoku().toJSON(), ...fields });
const reversiSave = (fields: object) => ({ ...new Reversi().toJSON(), ...fields });

// [what, the read, the error expected]
const cases: [string, () => unknown, typeof ParseError | typeof IllegalMoveError][] = [
  ['Gomoku moves: one 2 MB token', () => Gomoku.fromMoves(`h8 ${junk}`), ParseError],
  ['Gomoku moves: a row of 2 MB digits', () => Gomoku.fromMoves(`h${'1'.repeat(MB2)}`), ParseError],
  ['Gomoku moves: 2 MB of moves', () => Gomoku.fromMoves('h8'.repeat(MB2 / 2)), ParseError],
  ['Gomoku board text: 2 MB of cells', () => Gomoku.fromPosition('.'.repeat(MB2)), ParseError],
  [
    'Gomoku board text: 2 MB after the cells',
    () => Gomoku.fromPosition('.'.repeat(225) + junk),
    ParseError,
  ],
  ['Gomoku board text: a 2 MB junk board', () => Gomoku.fromPosition(junk), ParseError],
  ['Gomoku JSON: 2 MB of text that is no JSON', () => Gomoku.fromJSON(junk), ParseError],
  ['Gomoku JSON: a 2 MB string of JSON', () => Gomoku.fromJSON(JSON.stringify(junk)), ParseError],
  [
    'Gomoku JSON: a 2 MB move',
    () => Gomoku.fromJSON(JSON.stringify(gomokuSave({ moves: [junk] }))),
    ParseError,
  ],
  [
    'Gomoku JSON: a 2 MB move in the redo stack',
    () => Gomoku.fromJSON(gomokuSave({ moves: ['h8'], undone: [`h8${junk}`] })),
    ParseError,
  ],
  ['Gomoku JSON: a 2 MB rule', () => Gomoku.fromJSON(gomokuSave({ rule: junk })), ParseError],
  [
    'Gomoku JSON: a 2 MB starting board',
    () => Gomoku.fromJSON(gomokuSave({ position: { board: junk, toMove: 'black' } })),
    ParseError,
  ],
  [
    'Gomoku JSON: a 2 MB opening action',
    () =>
      Gomoku.fromJSON(
        gomokuSave({ opening: { rule: 'rif', actions: [{ type: 'place', point: junk }] } }),
      ),
    ParseError,
  ],
  ['Gomoku play: a 2 MB point', () => new Gomoku().play(junk), IllegalMoveError],
  [
    'Gomoku act: 2 MB of offered points',
    () => new Gomoku().act({ type: 'offer', points: Array(MB2 / 4).fill('h8') }),
    IllegalMoveError,
  ],
  ['an opening saved as 2 MB of text', () => openingFromJSON(junk), ParseError],
  ['Reversi moves: 2 MB after a move', () => Reversi.fromMoves(`f5${junk}`), ParseError],
  ['Reversi moves: 2 MB of moves', () => Reversi.fromMoves('f5'.repeat(MB2 / 2)), ParseError],
  [
    'Reversi OBF: a 2 MB annotation',
    () => Reversi.parseOBF(`${START} X; ${'A'.repeat(MB2)}`),
    ParseError,
  ],
  [
    'Reversi OBF: a 2 MB annotated move',
    () => Reversi.parseOBF(`${START} X; ${'A'.repeat(MB2)}9:+2;`),
    ParseError,
  ],
  ['Reversi OBF: 2 MB of junk', () => Reversi.parseOBF(junk), ParseError],
  [
    'Reversi board: 2 MB after the cells',
    () => Reversi.fromPosition(`${START} X${junk}`),
    ParseError,
  ],
  ['Reversi board: 2 MB of junk', () => Reversi.fromPosition(junk), ParseError],
  ['Reversi JSON: 2 MB of text that is no JSON', () => Reversi.fromJSON(junk), ParseError],
  [
    'Reversi JSON: a 2 MB move',
    () => Reversi.fromJSON(JSON.stringify(reversiSave({ moves: [junk] }))),
    ParseError,
  ],
  [
    'Reversi JSON: a 2 MB start',
    () => Reversi.fromJSON(reversiSave({ start: `${START} X${junk}` })),
    ParseError,
  ],
  [
    'Reversi JSON: a 2 MB game name',
    () => Reversi.fromJSON(reversiSave({ game: junk })),
    ParseError,
  ],
  ['Reversi play: a 2 MB square', () => new Reversi().play(junk), IllegalMoveError],
];

describe('an error built from 2 MB of input', () => {
  cases.forEach(([what, read, kind]) => {
    it(`stays short for ${what}`, () => {
      const error = thrown(read);
      expect(error).toBeInstanceOf(kind);
      expect(error.message.length).toBeLessThan(300);
      if (error instanceof ParseError) expect(error.token.length).toBeLessThanOrEqual(40);
      if (error instanceof IllegalMoveError) expect(error.move.length).toBeLessThanOrEqual(40);
    });
  });

  it('cuts a long value it quotes with ..., keeping its start', () => {
    const error = thrown(() => Gomoku.fromMoves(`h8 ${junk}`)) as ParseError;
    expect(error.token).toBe(`${'x'.repeat(37)}...`);
    expect(error.offset).toBe(3);
    expect(error.message).toContain(`got '${'x'.repeat(37)}...'`);
  });

  it('stays short for an option given as 2 MB of text', () => {
    const error = thrown(() => new Gomoku({ rule: junk as never }));
    expect(error).toBeInstanceOf(OptionError);
    expect(error.message.length).toBeLessThan(300);
    const side = thrown(() => Reversi.fromPosition(START, { toMove: junk as never }));
    expect(side).toBeInstanceOf(OptionError);
    expect(side.message.length).toBeLessThan(300);
  });

  it('keeps a ParseError token made by hand short', () => {
    expect(new ParseError('bad', { token: junk }).token).toHaveLength(40);
    expect(new IllegalMoveError('malformed', junk, 'bad').move).toHaveLength(40);
  });
});

describe('a save nested deeper than the stack', () => {
  // [what, the read]
  const reads: [string, () => unknown][] = [
    ['Gomoku JSON text of nested arrays', () => Gomoku.fromJSON(nested('[', ']'))],
    ['Gomoku JSON text of nested objects', () => Gomoku.fromJSON(nested('{"a":', '}', '1'))],
    [
      'Gomoku JSON text with nested arrays for a move',
      () =>
        Gomoku.fromJSON(
          JSON.stringify(gomokuSave({ moves: [] })).replace(
            '"moves":[]',
            `"moves":[${nested('[', ']')}]`,
          ),
        ),
    ],
    [
      'a Gomoku save object with nested arrays for an opening action',
      () =>
        Gomoku.fromJSON(
          gomokuSave({ opening: { rule: 'rif', actions: [JSON.parse(nested('[', ']'))] } }),
        ),
    ],
    [
      'a Gomoku save object with nested arrays for its result',
      () => Gomoku.fromJSON(gomokuSave({ result: JSON.parse(nested('[', ']')) })),
    ],
    ['Reversi JSON text of nested arrays', () => Reversi.fromJSON(nested('[', ']'))],
    ['Reversi JSON text of nested objects', () => Reversi.fromJSON(nested('{"a":', '}', '1'))],
    [
      'a Reversi save object with nested arrays for a move',
      () => Reversi.fromJSON(reversiSave({ moves: [JSON.parse(nested('[', ']'))] })),
    ],
    [
      'a Reversi save object with nested arrays for autoPass',
      () => Reversi.fromJSON(reversiSave({ autoPass: JSON.parse(nested('[', ']')) })),
    ],
    ['an opening saved as nested arrays', () => openingFromJSON(nested('[', ']'))],
    [
      'an opening with nested arrays for an action',
      () => openingFromJSON({ rule: 'rif', size: 15, actions: [JSON.parse(nested('[', ']'))] }),
    ],
  ];

  reads.forEach(([what, read]) => {
    it(`gives a ParseError, not a stack overflow, for ${what}`, () => {
      const error = thrown(read);
      expect(error).toBeInstanceOf(ParseError);
      expect(error).not.toBeInstanceOf(RangeError);
      expect(error.message.length).toBeLessThan(300);
    });
  });

  it('says what is wrong with a nested save in a line', () => {
    const error = thrown(() => Gomoku.fromJSON(nested('[', ']'))) as ParseError;
    expect(error.message).toBe('Expected a saved Gomoku game to be an object, got an array');
    const move = thrown(() =>
      Reversi.fromJSON(reversiSave({ moves: [JSON.parse(nested('[', ']'))] })),
    ) as ParseError;
    expect(move.path).toBe('moves[0]');
  });

  it('gives ParseError, not a stack overflow, from the validators too', () => {
    const verdict = Gomoku.validateJSON(nested('[', ']'));
    expect(verdict.ok).toBe(false);
    expect(Reversi.validateJSON(reversiSave({ moves: [JSON.parse(nested('[', ']'))] })).ok).toBe(
      false,
    );
  });
});
