import { OptionError } from '@stonekit/core';
import { describe, expect, it } from 'vitest';
import {
  gomokuGeometry,
  coordinateLabels as gomokuLabels,
  gomokuLayout,
} from '../src/gomoku/geometry.ts';
import { gomokuMessagesEn } from '../src/gomoku/messages.ts';
import { gomokuMessagesZh } from '../src/gomoku/messages.zh.ts';
import { createGomokuStore } from '../src/gomoku/store.ts';
import {
  reversiGeometry,
  coordinateLabels as reversiLabels,
  reversiLayout,
} from '../src/reversi/geometry.ts';
import { reversiMessagesEn } from '../src/reversi/messages.ts';
import { createReversiStore } from '../src/reversi/store.ts';
import {
  type CoordinateCase,
  casePointName,
  casePointNames,
  checkCoordinateCase,
  withCoordinateCase,
} from '../src/shared/coordinates/case.ts';

describe('point names in a text, written in capitals', () => {
  const texts: [string, string, string][] = [
    ['a move', 'Black plays h8', 'Black plays H8'],
    ['a two-digit row', 'White plays o15', 'White plays O15'],
    ['the last row of the largest board', 'z26 is off the board', 'Z26 is off the board'],
    ['a list', 'Chosen: j10, g8 (2 of 2)', 'Chosen: J10, G8 (2 of 2)'],
    ['column i, which Go skips', 'Black plays i9', 'Black plays I9'],
    ['a name at the end of a sentence', 'Hint: h8.', 'Hint: H8.'],
    ['Chinese', '提示：h8，黑棋 7 步胜', '提示：H8，黑棋 7 步胜'],
    ['Chinese with no space', '黑棋落子h8', '黑棋落子H8'],
    ['a region, left alone', 'within the central 7x7 square', 'within the central 7x7 square'],
    ['an opening code, left alone', 'Opening: Kagetsu (花月, 4D)', 'Opening: Kagetsu (花月, 4D)'],
    ['words and numbers, left alone', 'black wins in 3, depth 12', 'black wins in 3, depth 12'],
    ['a row beyond any board, left alone', 'h99 and h0', 'h99 and h0'],
    ['a name run into a word, left alone', 'h8x and xh8', 'h8x and xh8'],
  ];
  texts.forEach(([what, text, upper]) => {
    it(`writes ${what} as ${JSON.stringify(upper)}`, () => {
      expect(casePointNames(text, 'upper')).toBe(upper);
    });
  });

  it('leaves every text as it is under lower case', () => {
    expect(casePointNames('Black plays h8', 'lower')).toBe('Black plays h8');
  });

  it('writes one name in either case', () => {
    expect(casePointName('h8', 'upper')).toBe('H8');
    expect(casePointName('H8', 'lower')).toBe('h8');
  });
});

describe('checking a coordinate case', () => {
  it('takes lower and upper', () => {
    expect(checkCoordinateCase('lower')).toBe('lower');
    expect(checkCoordinateCase('upper')).toBe('upper');
  });

  const bad: unknown[] = ['Upper', 'capitals', '', null, 1, undefined, 'x'.repeat(500)];
  bad.forEach((value) => {
    it(`refuses ${typeof value === 'string' ? `'${value.slice(0, 12)}'` : String(value)} with a short OptionError`, () => {
      let error: unknown;
      try {
        checkCoordinateCase(value);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(OptionError);
      expect((error as OptionError).option).toBe('coordinateCase');
      expect((error as Error).message.length).toBeLessThan(120);
    });
  });
});

describe('messages in a coordinate case', () => {
  const move = { number: 1, stone: 'black', point: { x: 7, y: 7 }, name: 'h8' } as const;

  it('writes every text of the English and Chinese messages with capitals', () => {
    expect(withCoordinateCase(gomokuMessagesEn, 'upper').played(move)).toBe('Black plays H8');
    expect(withCoordinateCase(gomokuMessagesZh, 'upper').played(move)).toBe('黑棋落子 H8');
    const state = createGomokuStore({ rule: 'renju', opening: 'rif' }).getState().game;
    expect(withCoordinateCase(gomokuMessagesEn, 'upper').openingPhase(state.opening.phase)).toBe(
      'Black places move 1 on the centre point H8',
    );
  });

  it('gives the messages themselves under lower case', () => {
    expect(withCoordinateCase(gomokuMessagesEn, 'lower')).toBe(gomokuMessagesEn);
  });

  it('gives the same object for the same messages, so memoised components see no change', () => {
    expect(withCoordinateCase(reversiMessagesEn, 'upper')).toBe(
      withCoordinateCase(reversiMessagesEn, 'upper'),
    );
  });

  it('writes the texts that are strings too', () => {
    const messages = withCoordinateCase(
      { ...reversiMessagesEn, boardLabel: 'Board from a1' },
      'upper',
    );
    expect(messages.boardLabel).toBe('Board from A1');
    expect(messages.passButton).toBe('Pass');
  });
});

describe('a Gomoku board drawn in either case', () => {
  const geometry = gomokuGeometry(15, true);
  const letters = (labels: { key: string; text: string }[]) =>
    labels
      .filter((label) => label.key.startsWith('col-'))
      .map((label) => label.text)
      .join('');
  const numbers = (labels: { key: string; text: string }[]) =>
    labels.filter((label) => label.key.startsWith('row-')).map((label) => label.text);

  it('labels the columns a to o, with i, by default', () => {
    expect(letters(gomokuLabels(geometry))).toBe('abcdefghijklmno');
  });

  it('labels the columns A to O, with I, in capitals', () => {
    expect(letters(gomokuLabels(geometry, 'upper'))).toBe('ABCDEFGHIJKLMNO');
  });

  it('numbers the rows 1 to 15 either way', () => {
    const expected = Array.from({ length: 15 }, (_, i) => String(i + 1));
    expect(numbers(gomokuLabels(geometry, 'upper'))).toEqual(expected);
    expect(numbers(gomokuLabels(geometry, 'lower'))).toEqual(expected);
  });

  it('finds a point given in either case, named as the engine names it', () => {
    const layout = gomokuLayout(geometry);
    expect(layout.locate('H8')).toEqual(layout.locate('h8'));
    expect(layout.locate('H8')?.name).toBe('h8');
    expect(layout.locate('I9')?.x).toBe(8);
  });
});

describe('a Reversi board drawn in either case', () => {
  const geometry = reversiGeometry('top');
  const letters = (labels: { key: string; text: string }[]) =>
    labels
      .filter((label) => label.key.startsWith('col-'))
      .map((label) => label.text)
      .join('');

  it('labels the columns a to h by default, and A to H in capitals', () => {
    expect(letters(reversiLabels(geometry))).toBe('abcdefgh');
    expect(letters(reversiLabels(geometry, 'upper'))).toBe('ABCDEFGH');
  });

  it('finds a square given in either case, named as the engine names it', () => {
    const layout = reversiLayout(geometry);
    expect(layout.locate('D3')).toEqual(layout.locate('d3'));
    expect(layout.locate('D3')?.name).toBe('d3');
  });
});

describe('the coordinate case of a store', () => {
  const stores = [
    ['Gomoku', (options?: { coordinateCase?: CoordinateCase }) => createGomokuStore(options)],
    ['Reversi', (options?: { coordinateCase?: CoordinateCase }) => createReversiStore(options)],
  ] as const;

  stores.forEach(([game, create]) => {
    describe(`a ${game} store`, () => {
      it('shows lower case unless told otherwise', () => {
        expect(create().getState().coordinateCase).toBe('lower');
      });

      it('starts in the case it is given', () => {
        expect(create({ coordinateCase: 'upper' }).getState().coordinateCase).toBe('upper');
      });

      it('refuses a case it does not know with an OptionError', () => {
        expect(() => create({ coordinateCase: 'title' as CoordinateCase })).toThrow(OptionError);
      });

      it('changes case with setCoordinateCase, and keeps it over a new game', () => {
        const store = create();
        store.getState().setCoordinateCase('upper');
        expect(store.getState().coordinateCase).toBe('upper');
        store.getState().reset();
        expect(store.getState().coordinateCase).toBe('upper');
      });

      it('refuses a bad case in setCoordinateCase and keeps the one it had', () => {
        const store = create({ coordinateCase: 'upper' });
        expect(() => store.getState().setCoordinateCase('UPPER' as CoordinateCase)).toThrow(
          /Expected coordinateCase to be 'lower' or 'upper', got the string 'UPPER'/,
        );
        expect(store.getState().coordinateCase).toBe('upper');
      });
    });
  });

  it('keeps the engines’ lower-case names in moves and saved games under capitals', () => {
    const gomoku = createGomokuStore({ coordinateCase: 'upper' });
    expect(gomoku.getState().play('H8')?.name).toBe('h8');
    expect(gomoku.getState().toJSON().moves).toEqual(['h8']);
    const reversi = createReversiStore({ coordinateCase: 'upper' });
    expect(reversi.getState().play('D3')?.name).toBe('d3');
    expect(reversi.getState().toJSON().moves).toEqual(['d3']);
  });
});
