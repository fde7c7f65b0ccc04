import { describe, expect, it } from 'vitest';
import {
  checkOfferDraft,
  checkOpeningAction,
  Gomoku,
  isInRegion,
  openingFromJSON,
  parsePoint,
  parseSquare,
  Reversi,
} from '../src/index.ts';

// Players write points both ways: the Renju brief labels the board A-O, Othello players write F5.
// Every public reader takes either case and means the same point by it; the engine's own names,
// in records and saved games, stay lower case.

/** Reads `text` with one of the public readers and returns what it made of it. */
type Reader = (text: string) => unknown;

/** The same text in lower case, in upper case, and in the mixed case a hand might type. */
function spellings(text: string): string[] {
  return [
    text.toLowerCase(),
    text.toUpperCase(),
    text.replace(/[a-z]/gi, (c, i: number) => (i % 2 === 0 ? c.toUpperCase() : c.toLowerCase())),
  ];
}

/** A Renju game under RIF where black is to offer two fifth moves: h8 h9 i9 kept, g10 placed. */
function rifOffering(): Gomoku {
  const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
  game.choose('keep');
  game.play('g10');
  return game;
}

const gomokuReaders: [string, string, Reader][] = [
  ['parsePoint', 'h8', (text) => parsePoint(text, 15)],
  ['parsePoint, a two-digit row', 'o15', (text) => parsePoint(text, 15)],
  ['Gomoku#play', 'h8', (text) => new Gomoku().play(text)],
  ['Gomoku#at', 'h8', (text) => Gomoku.fromMoves('h8').at(text)],
  ['Gomoku#isLegal', 'h9', (text) => Gomoku.fromMoves('h8').isLegal(text)],
  ['Gomoku#whyIllegal', 'h8', (text) => Gomoku.fromMoves('h8').whyIllegal(text)],
  [
    'Gomoku#isForbidden (a Renju double three)',
    'i8',
    (text) => Gomoku.fromMoves('g8 a1 h8 a15 i10 o1 i11 o15', { rule: 'renju' }).isForbidden(text),
  ],
  ['Gomoku.fromMoves', 'h8 h9 i8', (text) => Gomoku.fromMoves(text).toMoves()],
  ['Gomoku.fromMoves, written back to back', 'h8h9i10', (text) => Gomoku.fromMoves(text).toMoves()],
  ['Gomoku.validateMoves', 'h8 h9', (text) => Gomoku.validateMoves(text).ok],
  [
    'Gomoku.fromJSON',
    'h8 i9',
    (text) =>
      Gomoku.fromJSON({
        game: 'gomoku',
        version: 1,
        size: 15,
        rule: 'freestyle',
        moves: text.split(' '),
        undone: [],
      }).toJSON(),
  ],
  [
    'Gomoku.fromJSON, an opening’s actions',
    'h8 h9 i9',
    (text) =>
      Gomoku.fromJSON({
        game: 'gomoku',
        version: 1,
        size: 15,
        rule: 'renju',
        moves: text.split(' '),
        undone: [],
        opening: {
          rule: 'rif',
          actions: text.split(' ').map((point) => ({ type: 'place', point })),
          undone: [],
        },
      }).toJSON(),
  ],
  [
    'Gomoku#act, placing an opening stone',
    'h8',
    (text) => new Gomoku({ rule: 'renju', opening: 'rif' }).act({ type: 'place', point: text }),
  ],
  [
    'Gomoku#offerFifth and #selectFifth',
    'j10 g8',
    (text) => {
      const game = rifOffering();
      const [first = '', second = ''] = text.split(' ');
      game.offerFifth([first, second]);
      return [game.state.opening.phase, game.selectFifth(second)];
    },
  ],
  [
    'checkOfferDraft (the same fifth move by symmetry)',
    'i12 g12',
    (text) => {
      const game = Gomoku.fromMoves('h8 h9 h10', { rule: 'renju', opening: 'rif' });
      game.choose('swap');
      game.play('h11');
      return checkOfferDraft(game.state.opening, text.split(' '))?.message;
    },
  ],
  [
    'checkOpeningAction (outside the region)',
    'j10',
    (text) =>
      checkOpeningAction(Gomoku.fromMoves('h8', { rule: 'renju', opening: 'rif' }).state.opening, {
        type: 'place',
        point: text,
      })?.reason,
  ],
  [
    'isInRegion',
    'g7',
    (text) => {
      const { phase } = Gomoku.fromMoves('h8', { rule: 'renju', opening: 'rif' }).state.opening;
      return phase.phase === 'place' && phase.region !== null && isInRegion(phase.region, text);
    },
  ],
  [
    'openingFromJSON',
    'h8 h9',
    (text) =>
      openingFromJSON({
        rule: 'rif',
        size: 15,
        actions: text.split(' ').map((point) => ({ type: 'place', point })),
        undone: [],
      }).stones,
  ],
];

describe('every Gomoku reader takes a point in either case', () => {
  gomokuReaders.forEach(([reader, text, read]) => {
    it(`${reader} reads ${spellings(text).join(', ')} as the same`, () => {
      const [lower, ...others] = spellings(text).map(read);
      // Each reader is given text it accepts, so a reader that ignored the text would fail here.
      expect(lower).toBeTruthy();
      for (const other of others) expect(other).toEqual(lower);
    });
  });

  it('names points in lower case whatever case they were given in', () => {
    const game = new Gomoku();
    expect(game.play('H8').name).toBe('h8');
    expect(Gomoku.fromMoves('H8 O15').toMoves()).toBe('h8 o15');
    expect(Gomoku.fromMoves('H8 I9').toJSON().moves).toEqual(['h8', 'i9']);
    const opening = new Gomoku({ rule: 'renju', opening: 'rif' });
    opening.play('H8');
    expect(opening.toJSON().opening?.actions).toEqual([{ type: 'place', point: 'h8' }]);
  });

  it('keeps the letter i, which Go skips: I9 is column nine', () => {
    expect(parsePoint('I9', 15)).toEqual({ x: 8, y: 8 });
    expect(parsePoint('i9', 15)).toEqual({ x: 8, y: 8 });
    expect(parsePoint('J9', 15)).toEqual({ x: 9, y: 8 });
  });

  it('still refuses a column off the board in either case', () => {
    expect(parsePoint('P3', 15)).toBeNull();
    expect(parsePoint('p3', 15)).toBeNull();
    expect(new Gomoku().whyIllegal('P3')).toBe('off-board');
  });
});

const reversiReaders: [string, string, Reader][] = [
  ['parseSquare', 'd3', (text) => parseSquare(text)],
  ['Reversi#play', 'd3', (text) => new Reversi().play(text)],
  ['Reversi#at', 'd4', (text) => new Reversi().at(text)],
  ['Reversi#isLegal', 'd3', (text) => new Reversi().isLegal(text)],
  ['Reversi#flipsFor', 'd3', (text) => new Reversi().flipsFor(text)],
  ['Reversi.fromMoves', 'f5 d6 c3', (text) => Reversi.fromMoves(text).toMoves()],
  [
    'Reversi.fromMoves, written back to back',
    'f5d6c3d3',
    (text) => Reversi.fromMoves(text).toMoves(),
  ],
  ['Reversi.validateMoves', 'f5d6', (text) => Reversi.validateMoves(text).ok],
  [
    'Reversi.fromJSON',
    'f5 d6',
    (text) =>
      Reversi.fromJSON({
        game: 'reversi',
        version: 1,
        autoPass: true,
        moves: text.split(' '),
        undone: [],
      }).toJSON(),
  ],
  [
    'Reversi.parseOBF, its annotations',
    'g8',
    (text) =>
      Reversi.parseOBF(`${'-'.repeat(27)}OX${'-'.repeat(6)}XO${'-'.repeat(27)} X; ${text}:+18;`)
        .annotations,
  ],
];

describe('every Reversi reader takes a square in either case', () => {
  reversiReaders.forEach(([reader, text, read]) => {
    it(`${reader} reads ${spellings(text).join(', ')} as the same`, () => {
      const [lower, ...others] = spellings(text).map(read);
      // Each reader is given text it accepts, so a reader that ignored the text would fail here.
      expect(lower).toBeTruthy();
      for (const other of others) expect(other).toEqual(lower);
    });
  });

  it('names squares in lower case whatever case they were given in', () => {
    expect(new Reversi().play('F5').name).toBe('f5');
    expect(Reversi.fromMoves('F5 D6').toMoves()).toBe('f5d6');
    expect(Reversi.fromMoves('F5D6').toJSON().moves).toEqual(['f5', 'd6']);
  });
});
