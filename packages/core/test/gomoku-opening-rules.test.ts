import { describe, expect, it } from 'vitest';
import { Gomoku, IllegalMoveError, OpeningError, type OpeningPlayer } from '../src/index.ts';
import { phaseOf } from './opening-games.ts';

const BLACK_FIRST = { phase: 'done', black: 'first', white: 'second' };
const BLACK_SECOND = { phase: 'done', black: 'second', white: 'first' };

/** Who acts next, or null once the opening is over. */
function playerOf(game: Gomoku): OpeningPlayer | null {
  const { phase } = game.state.opening;
  return phase.phase === 'done' ? null : phase.player;
}

describe('a game without an opening rule', () => {
  it("starts with the 'free' opening already over", () => {
    const game = new Gomoku();
    expect(game.opening.rule).toBe('free');
    expect(game.state.opening.phase).toEqual(BLACK_FIRST);
    expect(game.state.opening.actions).toEqual([]);
    expect(game.state.opening.name).toBeNull();
  });

  it('plays anywhere and records no opening action', () => {
    const game = Gomoku.fromMoves('a1 o15 h8', { rule: 'renju' });
    expect(game.opening.actions).toEqual([]);
    expect(game.opening.stones).toEqual([]);
    expect(game.legalMoves()).toHaveLength(222);
  });
});

describe('centre: move 1 on the centre point', () => {
  it('refuses move 1 elsewhere, then lets play go anywhere', () => {
    const game = new Gomoku({ opening: 'centre' });
    expect(phaseOf(game)).toBe('Black places move 1 on the centre point h8');
    expect(() => game.play('a1')).toThrow('a1 is not the centre point h8, where move 1 must go');
    expect(game.play('h8')).toMatchObject({ number: 1, stone: 'black', name: 'h8' });
    expect(game.state.opening.phase).toEqual(BLACK_FIRST);
    game.play('a1');
    expect(game.toMoves()).toBe('h8 a1');
  });
});

describe('swap1: three stones, then the second player takes a colour', () => {
  it('plays the three stones anywhere, and takes black on the choice', () => {
    const game = new Gomoku({ opening: 'swap1' });
    expect(phaseOf(game)).toBe('First player places move 1 (black) anywhere');
    game.play('a1');
    game.play('o15');
    game.play('h8');
    expect(phaseOf(game)).toBe('Second player: take black or white?');
    expect(game.act({ type: 'choose', choice: 'black' })).toBeNull();
    expect(game.state.opening.phase).toEqual(BLACK_SECOND);
    expect(game.turn).toBe('white');
    expect(game.play('h9')).toMatchObject({ number: 4, stone: 'white' });
  });
});

describe('swap2: three stones, then a colour or two more stones', () => {
  it('takes white at once', () => {
    const game = new Gomoku({ opening: 'swap2' });
    game.play('h8');
    game.play('h9');
    game.play('j10');
    expect(phaseOf(game)).toBe('Second player: take black, take white, or place two more stones?');
    game.choose('white');
    expect(game.state.opening.phase).toEqual(BLACK_FIRST);
  });

  it('places two more stones, and the first player then takes white', () => {
    const game = new Gomoku({ opening: 'swap2' });
    game.play('h8');
    game.play('h9');
    game.play('j10');
    game.choose('place-two');
    expect(phaseOf(game)).toBe('Second player places move 4 (white) anywhere');
    expect(game.play('g7')).toMatchObject({ number: 4, stone: 'white', name: 'g7' });
    expect(phaseOf(game)).toBe('Second player places move 5 (black) anywhere');
    expect(game.play('k11')).toMatchObject({ number: 5, stone: 'black', name: 'k11' });
    expect(phaseOf(game)).toBe('First player: take black or white?');
    expect(game.legalMoves()).toEqual([]);
    game.choose('white');
    expect(game.state.opening.phase).toEqual(BLACK_SECOND);
    expect(game.play('a1')).toMatchObject({ number: 6, stone: 'white' });
    expect(game.opening.stones.map((stone) => stone.player)).toEqual([
      'first',
      'first',
      'first',
      'second',
      'second',
    ]);
  });

  it('refuses a plain swap, which swap2 does not offer', () => {
    const game = Gomoku.fromMoves('h8 h9 j10', { opening: 'swap2' });
    expect(() => game.choose('swap')).toThrow(OpeningError);
    expect(game.checkAction({ type: 'choose', choice: 'swap' })?.reason).toBe('not-an-option');
  });
});

describe('rif: white swaps, move 4, two fifth moves offered, white selects one', () => {
  it('plays a whole game from the centre point to a five', () => {
    const game = new Gomoku({ rule: 'renju', opening: 'rif' });
    expect(game.legalMoves()).toEqual([{ x: 7, y: 7 }]);
    game.play('h8');
    expect(phaseOf(game)).toBe('Black places move 2 (white) within the central 3x3 square');
    expect(() => game.play('j10')).toThrow(
      'j10 is outside the central 3x3 square (g7 to i9), where move 2 must go',
    );
    game.play('h9');
    game.play('h10');
    expect(game.state.opening.name?.code).toBe('1D');
    expect(phaseOf(game)).toBe('White: swap or keep?');
    expect(playerOf(game)).toBe('second');

    game.choose('swap');
    expect(game.state.opening.black).toBe('second');
    expect(phaseOf(game)).toBe('White places move 4 anywhere');
    expect(playerOf(game)).toBe('first');
    expect(game.play('h11')).toMatchObject({ number: 4, stone: 'white', name: 'h11' });

    expect(phaseOf(game)).toBe('Black offers 2 fifth moves');
    expect(playerOf(game)).toBe('second');
    let refused: unknown = null;
    try {
      game.offerFifth(['i12', 'g12']);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(OpeningError);
    expect(refused).toMatchObject({
      reason: 'equivalent-offers',
      points: ['i12', 'g12'],
      move: 'i12 g12',
      message:
        'i12 and g12 are the same fifth move: mirroring left to right keeps the position and ' +
        'maps one onto the other, so offer only one of them',
    });
    game.offerFifth(['i12', 'g13']);
    expect(phaseOf(game)).toBe('White selects one of the 2 fifth moves offered');
    expect(game.legalMoves()).toEqual([
      { x: 8, y: 11 },
      { x: 6, y: 12 },
    ]);

    expect(game.selectFifth('g13')).toMatchObject({ number: 5, stone: 'black', name: 'g13' });
    expect(game.state.opening.phase).toEqual(BLACK_SECOND);
    expect(game.turn).toBe('white');
    expect(game.play('a1')).toMatchObject({ number: 6, stone: 'white', name: 'a1' });
    for (const point of ['d4', 'b1', 'e4', 'c1', 'f4', 'd1', 'g4', 'e1']) game.play(point);
    expect(game.status).toMatchObject({ kind: 'won', winner: 'white' });
    expect(game.toMoves()).toBe('h8 h9 h10 h11 g13 a1 d4 b1 e4 c1 f4 d1 g4 e1');
  });

  it('selects with play, which picks an offered point', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
    game.choose('keep');
    game.play('g10');
    game.offerFifth(['j10', 'g8']);
    expect(() => game.play('a1')).toThrow('a1 was not offered: select one of j10, g8');
    expect(game.play('j10')).toMatchObject({ number: 5, stone: 'black', name: 'j10' });
    expect(game.state.opening.phase).toEqual(BLACK_FIRST);
  });
});

describe('yamaguchi: black declares how many fifth moves to offer', () => {
  it('declares three, white keeps, and white selects one of the three', () => {
    const game = new Gomoku({ rule: 'renju', opening: 'yamaguchi' });
    game.play('h8');
    game.play('h9');
    game.play('i9');
    expect(phaseOf(game)).toBe('Black declares how many fifth moves to offer (1 to 12)');
    expect(() => game.declareOffers(13)).toThrow(
      'Black must declare a whole number of fifth moves from 1 to 12, got 13',
    );
    game.declareOffers(3);
    expect(game.state.opening.declared).toBe(3);
    game.choose('keep');
    game.play('g10');
    expect(phaseOf(game)).toBe('Black offers 3 fifth moves');
    expect(() => game.offerFifth(['j10', 'g8'])).toThrow(
      'Black must offer exactly 3 fifth moves, got 2',
    );
    game.offerFifth(['j10', 'g8', 'k8']);
    game.selectFifth('k8');
    expect(game.state.opening.phase).toEqual(BLACK_FIRST);
    expect(game.toMoves()).toBe('h8 h9 i9 g10 k8');
  });
});

describe('taraguchi-10: growing squares, a swap after each move', () => {
  it('takes choice 1: a fifth move in the 9x9 and a last swap', () => {
    const game = new Gomoku({ rule: 'renju', opening: 'taraguchi-10' });
    game.play('h8');
    game.choose('swap');
    expect(() => game.play('j10')).toThrow(IllegalMoveError);
    game.play('g9');
    game.choose('keep');
    game.play('f6');
    game.choose('keep');
    expect(game.legalMoves()).toHaveLength(49 - 3);
    game.play('k11');
    expect(phaseOf(game)).toBe('Black: swap, keep, or offer 10 fifth moves?');
    game.choose('swap');
    expect(phaseOf(game)).toBe('Black places move 5 within the central 9x9 square');
    expect(game.whyIllegal('m4')).toBe('outside-region');
    game.play('l4');
    expect(phaseOf(game)).toBe('White: swap or keep?');
    game.choose('swap');
    expect(game.state.opening.phase).toEqual(BLACK_SECOND);
    expect(game.state.opening.name?.name).toBe('Ryūsei');
    expect(game.toMoves()).toBe('h8 g9 f6 k11 l4');
    expect(game.turn).toBe('white');
  });

  it('takes choice 2: black offers ten fifth moves anywhere and white picks one', () => {
    const game = new Gomoku({ rule: 'renju', opening: 'taraguchi-10' });
    game.play('h8');
    game.choose('keep');
    game.play('h9');
    game.choose('keep');
    game.play('j9');
    game.choose('keep');
    game.play('e11');
    game.choose('offer');
    expect(phaseOf(game)).toBe('Black offers 10 fifth moves');
    game.offerFifth('a1 b1 c1 d1 e1 f1 g1 h1 i1 o15'.split(' '));
    expect(game.legalMoves()).toHaveLength(10);
    game.selectFifth('o15');
    expect(game.state.opening.phase).toEqual(BLACK_FIRST);
    expect(game.state.opening.name?.code).toBe('5D');
    expect(game.toMoves()).toBe('h8 h9 j9 e11 o15');
  });
});
