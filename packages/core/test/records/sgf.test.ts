// The SGF core both games' readers share: the FF[4] syntax (collections, trees, variations,
// escapes, soft line breaks), its errors with line and column, and the writer, which round-trips.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/index.ts';
import { RECORD_MAX_LENGTH, RecordError } from '../../src/records/errors.ts';
import {
  escapeSgfValue,
  formatSgf,
  parseSgf,
  type SgfTree,
  type SgfTreeInput,
  sgfMainLine,
  sgfProperty,
  sgfSimpleText,
  sgfText,
} from '../../src/records/sgf.ts';
import { parseSgfResult, readSgfGameInfo } from '../../src/records/sgf-info.ts';

/** The RecordError `run` throws. */
function refusal(run: () => unknown): RecordError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RecordError);
    return error as RecordError;
  }
  throw new Error('expected a RecordError');
}

/** A tree without the offsets, to compare what was read with what was written. */
function shape(tree: SgfTreeInput): unknown {
  return {
    nodes: tree.nodes.map((node) =>
      node.properties.map(({ id, values }) => ({ id, values: [...values] })),
    ),
    children: (tree.children ?? []).map(shape),
  };
}

describe('parseSgf, the syntax', () => {
  it('reads a game tree into nodes of properties, each with its offset', () => {
    const [tree] = parseSgf('(;GM[4]SZ[15];B[hh];W[ii])');
    expect(tree?.nodes).toHaveLength(3);
    expect(tree?.nodes[0]?.properties).toEqual([
      { id: 'GM', values: ['4'], offset: 2 },
      { id: 'SZ', values: ['15'], offset: 7 },
    ]);
    expect(tree?.nodes[1]).toEqual({
      properties: [{ id: 'B', values: ['hh'], offset: 14 }],
      offset: 13,
    });
  });

  it('reads every game tree of a collection', () => {
    const trees = parseSgf('(;GM[4];B[hh])\n(;GM[2];B[f5])');
    expect(trees.map((tree) => sgfProperty(tree.nodes[0]!, 'GM')?.values)).toEqual([['4'], ['2']]);
  });

  it('follows the first variation for the main line and keeps the others', () => {
    const [tree] = parseSgf('(;SZ[15];B[hh](;W[ii];B[jj])(;W[gg]))');
    expect(tree?.children).toHaveLength(2);
    const moves = sgfMainLine(tree!).map((node) => node.properties[0]?.values[0]);
    expect(moves).toEqual(['15', 'hh', 'ii', 'jj']);
  });

  it('resolves \\] and \\\\ inside values, and keeps other characters after a backslash', () => {
    const [tree] = parseSgf('(;C[a\\]b\\\\c\\d])');
    expect(sgfProperty(tree!.nodes[0]!, 'C')?.values).toEqual(['a]b\\cd']);
  });

  it('drops soft line breaks and turns every line break into \\n', () => {
    const [tree] = parseSgf('(;C[one \\\r\ntwo\r\nthree\rfour\n\rfive])');
    expect(sgfProperty(tree!.nodes[0]!, 'C')?.values).toEqual(['one two\nthree\nfour\nfive']);
  });

  it('reads a property with several values, and an empty value', () => {
    const [tree] = parseSgf('(;AB[aa][bb] [cc]C[])');
    expect(tree?.nodes[0]?.properties.map((p) => p.values)).toEqual([['aa', 'bb', 'cc'], ['']]);
  });

  it("skips the lower-case letters of FF[3] names and keeps a Renju server's 5A", () => {
    const [tree] = parseSgf('(;GaMe[4]5A[gg])');
    expect(tree?.nodes[0]?.properties.map((p) => p.id)).toEqual(['GM', '5A']);
  });

  it('skips text before the first game tree and after the last', () => {
    const trees = parseSgf('\uFEFFFrom: a mail\n\n(;GM[4];B[hh])\n---\nsignature');
    expect(trees).toHaveLength(1);
  });

  it('keeps whitespace between tokens out of the values', () => {
    const [tree] = parseSgf('( ;\n GM [4]\n ;\tB [hh] )');
    expect(sgfMainLine(tree!).map((node) => node.properties[0]?.values[0])).toEqual(['4', 'hh']);
  });

  it('reads variations nested 100,000 deep without overflowing the stack', () => {
    const text = `${'(;B[aa]'.repeat(100_000)}${')'.repeat(100_000)}`;
    const [tree] = parseSgf(text);
    expect(sgfMainLine(tree!)).toHaveLength(100_000);
  });
});

describe('parseSgf, the refusals', () => {
  const cases: { name: string; text: string; line: number; column: number; says: RegExp }[] = [
    {
      name: 'text with no game tree',
      text: 'nothing here',
      line: 0,
      column: 0,
      says: /none found/,
    },
    { name: 'a tree left open', text: '(;GM[4]\n;B[hh]', line: 1, column: 1, says: /not closed/ },
    {
      name: 'a value left open',
      text: '(;GM[4]\n;C[never closed',
      line: 2,
      column: 3,
      says: /before its '\]'/,
    },
    {
      name: 'a property with no value',
      text: '(;GM[4];B)',
      line: 1,
      column: 9,
      says: /B .* has no value/,
    },
    {
      name: 'a stray character',
      text: '(;GM[4];B[hh]!)',
      line: 1,
      column: 14,
      says: /Unexpected '!'/,
    },
    { name: 'a tree with no node', text: '(;GM[4]())', line: 1, column: 8, says: /has no node/ },
    {
      name: 'a node after a variation',
      text: '(;GM[4](;B[hh]);W[ii])',
      line: 1,
      column: 16,
      says: /nodes come before its variations/,
    },
  ];
  cases.forEach(({ name, text, line, column, says }) => {
    it(`refuses ${name}, saying where`, () => {
      const error = refusal(() => parseSgf(text));
      expect(error).toBeInstanceOf(ParseError);
      expect(error.format).toBe('sgf');
      expect(error.message).toMatch(says);
      if (line > 0) {
        expect([error.line, error.column]).toEqual([line, column]);
        expect(error.message).toContain(`line ${line}, column ${column}`);
      }
    });
  });

  it('refuses text over the size cap before reading it', () => {
    const error = refusal(() => parseSgf(`(;C[${'x'.repeat(RECORD_MAX_LENGTH)}])`));
    expect(error.message).toMatch(/more than the 4000000/);
  });

  it('quotes at most 40 characters of the input', () => {
    const error = refusal(() => parseSgf(`(;C[${'x'.repeat(10_000)}`));
    expect(error.token.length).toBeLessThanOrEqual(40);
    expect(error.message.length).toBeLessThan(200);
  });

  it('names the format a game reader passes', () => {
    expect(refusal(() => parseSgf('(;', 'ggf')).format).toBe('ggf');
  });
});

describe('formatSgf', () => {
  it('writes the root on its own lines and the moves after it', () => {
    const text = formatSgf([
      {
        nodes: [
          {
            properties: [
              { id: 'GM', values: ['4'] },
              { id: 'SZ', values: ['15'] },
            ],
          },
          { properties: [{ id: 'B', values: ['hh'] }] },
          { properties: [{ id: 'W', values: ['ii'] }] },
        ],
      },
    ]);
    expect(text).toBe('(;GM[4]SZ[15]\n;B[hh];W[ii])\n');
  });

  it('escapes ] and \\ in values', () => {
    expect(escapeSgfValue('a]b\\c')).toBe('a\\]b\\\\c');
    expect(escapeSgfValue('1:2', true)).toBe('1\\:2');
    const text = formatSgf([{ nodes: [{ properties: [{ id: 'C', values: ['x]y\\z'] }] }] }]);
    expect(text).toBe('(;C[x\\]y\\\\z])\n');
  });

  it('breaks lines between properties before 78 characters, never inside a value', () => {
    const moves = Array.from({ length: 40 }, (_, i) => ({
      properties: [{ id: i % 2 ? 'W' : 'B', values: ['hh'] }],
    }));
    const text = formatSgf([{ nodes: [{ properties: [{ id: 'GM', values: ['4'] }] }, ...moves] }]);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(78);
    expect(parseSgf(text)[0]?.nodes).toHaveLength(41);
  });

  const value = fc.string({
    unit: fc.constantFrom('a', ']', '\\', '[', ';', '(', ')', ':', ' ', '\n', 'é'),
  });
  const property = fc.record({
    id: fc.constantFrom('B', 'W', 'C', 'GN', 'AB', '5A'),
    values: fc.array(value, { minLength: 1, maxLength: 3 }),
  });
  const node = fc.record({ properties: fc.array(property, { maxLength: 4 }) });
  /** Trees whose variations nest at most `depth` levels. */
  const treeOf = (depth: number): fc.Arbitrary<SgfTreeInput> =>
    fc.record({
      nodes: fc.array(node, { minLength: 1, maxLength: 4 }),
      children: depth === 0 ? fc.constant([]) : fc.array(treeOf(depth - 1), { maxLength: 2 }),
    });
  const tree = treeOf(3);

  it('writes trees that parseSgf reads back the same, whatever the values hold', () => {
    fc.assert(
      fc.property(fc.array(tree, { minLength: 1, maxLength: 3 }), (trees) => {
        const read: SgfTree[] = parseSgf(formatSgf(trees));
        expect(read.map(shape)).toEqual(trees.map(shape));
      }),
    );
  });
});

describe('the game-info both games share', () => {
  it('reads SimpleText with every whitespace a space, and Text keeping its line breaks', () => {
    expect(sgfSimpleText('Jan\tNovák\nJr')).toBe('Jan Novák Jr');
    expect(sgfText('a\tb\nc')).toBe('a b\nc');
  });

  it('reads the players, event, round, place, date and result, trimmed, blanks left out', () => {
    const [tree] = parseSgf('(;PB[ Ann ]PW[Bo]EV[Cup]RO[3]PC[Tallinn]DT[2024-05-01]RE[W+R]GN[])');
    expect(readSgfGameInfo(tree!.nodes[0]!)).toEqual({
      players: { black: 'Ann', white: 'Bo' },
      event: 'Cup',
      round: '3',
      place: 'Tallinn',
      date: '2024-05-01',
      result: 'W+R',
    });
  });

  const results: [string, ReturnType<typeof parseSgfResult>][] = [
    ['B+R', { winner: 'black', how: 'resignation' }],
    ['W+Resign', { winner: 'white', how: 'resignation' }],
    ['b+t', { winner: 'black', how: 'time' }],
    ['W+Time', { winner: 'white', how: 'time' }],
    ['B+F', { winner: 'black', how: 'forfeit' }],
    ['W+', { winner: 'white', how: 'win' }],
    ['B+12.5', { winner: 'black', how: 'score', score: 12.5 }],
    ['0', { winner: null, how: 'draw' }],
    ['Draw', { winner: null, how: 'draw' }],
    ['Void', { winner: null, how: 'void' }],
    ['?', { winner: null, how: 'unknown' }],
    ['black wins', null],
  ];
  results.forEach(([text, expected]) => {
    it(`reads RE[${text}] as ${JSON.stringify(expected)}`, () => {
      expect(parseSgfResult(text)).toEqual(expected);
    });
  });
});
