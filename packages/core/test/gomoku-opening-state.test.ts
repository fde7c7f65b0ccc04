import { describe, expect, it } from 'vitest';
import {
  formatPoint,
  Gomoku,
  IllegalMoveError,
  type OpeningAction,
  OpeningError,
  OptionError,
  ParseError,
  type PointInput,
} from '../src/index.ts';

/** Whether every object reachable from `value` is frozen. */
function isDeeplyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeeplyFrozen);
}

/** Every point of a board, a1 first. */
function everyPoint(size: number): string[] {
  const points: string[] = [];
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) points.push(formatPoint({ x, y }));
  return points;
}

describe('the snapshot of a game with an opening', () => {
  it('shows the phase with the square the next move must go in', () => {
    const game = Gomoku.fromMoves('h8', { rule: 'renju', opening: 'rif' });
    expect(game.state.opening.phase).toEqual({
      phase: 'place',
      player: 'first',
      role: 'black',
      move: 2,
      stone: 'white',
      region: { centre: { x: 7, y: 7 }, radius: 1, minX: 6, maxX: 8, minY: 6, maxY: 8 },
    });
    expect(game.state.opening.rule).toBe('rif');
    expect(game.state.opening.black).toBe('first');
  });

  it('shows the fifth moves on offer', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
    game.choose('keep');
    game.play('g10');
    game.offerFifth(['j10', 'g8']);
    const { phase } = game.state.opening;
    expect(phase.phase === 'select-fifth' ? phase.offers.map(formatPoint) : []).toEqual([
      'j10',
      'g8',
    ]);
  });

  it('names the Renju opening once move 3 is on the board', () => {
    const game = new Gomoku({ rule: 'renju', opening: 'rif' });
    game.play('h8');
    game.play('i9');
    expect(game.state.opening.name).toBeNull();
    game.play('i7');
    expect(game.state.opening.name).toMatchObject({ code: '7I', name: 'Hogetsu', nameZh: '浦月' });
  });

  it('names the opening under yamaguchi and taraguchi-10 too, in any orientation', () => {
    const yamaguchi = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'yamaguchi' });
    expect(yamaguchi.state.opening.name?.name).toBe('Kagetsu');
    const taraguchi = new Gomoku({ rule: 'renju', opening: 'taraguchi-10' });
    taraguchi.play('h8');
    taraguchi.choose('keep');
    taraguchi.play('g7');
    taraguchi.choose('keep');
    taraguchi.play('j10');
    expect(taraguchi.state.opening.name?.code).toBe('13I');
  });

  it('names no opening under the rules that leave moves 1 to 3 free', () => {
    expect(Gomoku.fromMoves('h8 h9 i9', { opening: 'swap2' }).state.opening.name).toBeNull();
    expect(Gomoku.fromMoves('h8 h9 i9', { rule: 'renju' }).state.opening.name).toBeNull();
  });

  it('is deeply frozen, and the same object as game.opening', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
    expect(isDeeplyFrozen(game.state)).toBe(true);
    expect(game.state.opening).toBe(game.opening);
  });

  it('keeps the same opening object while normal play goes on', () => {
    const game = Gomoku.fromMoves('h8 a1', { opening: 'centre' });
    const opening = game.state.opening;
    game.play('b1');
    expect(game.state.opening).toBe(opening);
  });

  it('counts opening actions in canUndo and canRedo', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
    game.choose('swap');
    expect(game.state.canUndo).toBe(true);
    game.undo();
    expect(game.state.canRedo).toBe(true);
  });
});

describe('legal moves during an opening', () => {
  it('are the empty points of the square the move must go in', () => {
    const game = Gomoku.fromMoves('h8', { rule: 'renju', opening: 'rif' });
    expect(game.legalMoves().map(formatPoint)).toEqual([
      'g7',
      'h7',
      'i7',
      'g8',
      'i8',
      'g9',
      'h9',
      'i9',
    ]);
    game.play('h9');
    expect(game.legalMoves()).toHaveLength(25 - 2);
  });

  it('are none while the opening expects a choice, a declaration or an offer', () => {
    const rif = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
    expect(rif.legalMoves()).toEqual([]);
    const yamaguchi = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'yamaguchi' });
    expect(yamaguchi.legalMoves()).toEqual([]);
    rif.choose('keep');
    rif.play('a1');
    expect(rif.legalMoves()).toEqual([]);
  });

  it('are the offered points while white selects', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
    game.choose('keep');
    game.play('g10');
    game.offerFifth(['j10', 'g8']);
    expect(game.legalMoves().map(formatPoint).sort()).toEqual(['g8', 'j10']);
  });

  it('are all the points isLegal accepts, in every phase of a rif opening', () => {
    const game = new Gomoku({ rule: 'renju', opening: 'rif' });
    const steps: readonly OpeningAction[] = [
      { type: 'place', point: 'h8' },
      { type: 'place', point: 'h9' },
      { type: 'place', point: 'i9' },
      { type: 'choose', choice: 'swap' },
      { type: 'place', point: 'g10' },
      { type: 'offer', points: ['j10', 'g8'] },
      { type: 'select', point: 'g8' },
    ];
    for (const step of [...steps, null]) {
      const legal = everyPoint(15).filter((point) => game.isLegal(point));
      expect(game.legalMoves().map(formatPoint).sort()).toEqual(legal.sort());
      if (step !== null) game.act(step);
    }
  });
});

describe('why a point is refused during an opening', () => {
  const cases: readonly (readonly [string, string, PointInput, string | null])[] = [
    ['a point outside the central 3x3', 'h8', 'j10', 'outside-region'],
    ['a point inside it', 'h8', 'i9', null],
    ['a point taken, judged on the board first', 'h8', 'h8', 'occupied'],
    ['a point that names none', 'h8', 'z99', 'malformed'],
    ['any point while white must choose', 'h8 h9 i9', 'a1', 'wrong-phase'],
  ];
  cases.forEach(([what, moves, point, reason]) => {
    it(`gives ${reason ?? 'null'} for ${what}`, () => {
      const game = Gomoku.fromMoves(moves, { rule: 'renju', opening: 'rif' });
      expect(game.whyIllegal(point)).toBe(reason);
      expect(game.isLegal(point)).toBe(reason === null);
    });
  });

  it('gives not-offered for a point white may not select', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
    game.choose('keep');
    game.play('g10');
    game.offerFifth(['j10', 'g8']);
    expect(game.whyIllegal('a1')).toBe('not-offered');
    expect(game.whyIllegal('g8')).toBeNull();
  });
});

describe('refusals during an opening', () => {
  it('refuse a point outside the region with an IllegalMoveError outside-region', () => {
    const game = new Gomoku({ rule: 'renju', opening: 'rif' });
    let refused: unknown = null;
    try {
      game.play('a1');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(IllegalMoveError);
    expect(refused).not.toBeInstanceOf(OpeningError);
    expect(refused).toMatchObject({
      reason: 'outside-region',
      move: 'a1',
      message: 'a1 is not the centre point h8, where move 1 must go',
    });
  });

  it('refuse a point while white must choose, saying what the opening expects', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
    let refused: unknown = null;
    try {
      game.play('g10');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(OpeningError);
    expect(refused).toBeInstanceOf(IllegalMoveError);
    expect(refused).toMatchObject({
      reason: 'wrong-phase',
      move: 'g10',
      message: 'Cannot place a stone now: White: swap or keep?',
    });
  });

  it('refuse opening actions once the opening is over', () => {
    const game = Gomoku.fromMoves('h8', { opening: 'centre' });
    expect(() => game.choose('swap')).toThrow(
      'Cannot choose: the opening is over and normal play goes on',
    );
    expect(() => game.act({ type: 'place', point: 'a1' })).toThrow(OpeningError);
    expect(() => new Gomoku().act({ type: 'place', point: 'h8' })).toThrow(OpeningError);
  });

  const refused: readonly (readonly [string, (game: Gomoku) => unknown])[] = [
    ['a point outside the region', (game) => game.play('a1')],
    ['a point that names none', (game) => game.play('z99')],
    ['an occupied point', (game) => game.play('h8')],
    ['a choice while a stone is expected', (game) => game.choose('swap')],
    ['an action of no known type', (game) => game.act({ type: 'pass' } as never)],
    ['no action at all', (game) => game.act(null as never)],
    ['an offer in a place phase', (game) => game.offerFifth(['a1', 'b1'])],
    ['a selection in a place phase', (game) => game.selectFifth('i9')],
    ['a declaration under rif', (game) => game.declareOffers(2)],
  ];
  refused.forEach(([what, attempt]) => {
    it(`leave the game and its snapshot as they were: ${what}`, () => {
      // Move 2 goes in the central 3x3, and h9 is there to redo.
      const game = Gomoku.fromMoves('h8 h9', { rule: 'renju', opening: 'rif' });
      game.undo();
      const state = game.state;
      const saved = JSON.stringify(game);
      expect(() => attempt(game)).toThrow(IllegalMoveError);
      expect(game.state).toBe(state);
      expect(JSON.stringify(game)).toBe(saved);
      expect(game.canRedo()).toBe(true);
    });
  });

  it('are what checkAction says, without the throw, whatever the action', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
    const junk: readonly unknown[] = [
      null,
      'h8',
      42,
      { type: 'place' },
      { type: 'choose', choice: 'black' },
      { type: 'offer', points: 'j10' },
      { type: 'select', point: { x: 1.5, y: 2 } },
    ];
    for (const action of junk) {
      const error = game.checkAction(action as OpeningAction);
      expect(error).toBeInstanceOf(IllegalMoveError);
      expect(() => game.act(action as OpeningAction)).toThrow(error?.message);
    }
    expect(game.checkAction({ type: 'choose', choice: 'swap' })).toBeNull();
  });
});

describe('options with an opening', () => {
  it('refuse an unknown opening rule and boards the central squares do not fit', () => {
    expect(() => new Gomoku({ opening: 'pro' as never })).toThrow(
      "Expected opening to be one of 'free', 'centre', 'swap1', 'swap2', 'rif', " +
        "'yamaguchi', 'taraguchi-10', got the string 'pro'",
    );
    expect(() => new Gomoku({ size: 14, opening: 'rif' })).toThrow(OptionError);
    expect(() => new Gomoku({ size: 7, opening: 'taraguchi-10' })).toThrow(
      'A central 9x9 square does not fit on a 7x7 board',
    );
    expect(new Gomoku({ size: 14, opening: 'swap2' }).opening.size).toBe(14);
  });

  it('refuse an opening for a game set up from a position', () => {
    const board = '.'.repeat(225);
    expect(() => Gomoku.fromPosition(board, { opening: 'rif' })).toThrow(OptionError);
    expect(() => Gomoku.fromPosition(board, { opening: 'rif' })).toThrow(
      "Expected opening to be 'free' (or left out): a game set up from a position has no opening, got the string 'rif'",
    );
    const game = Gomoku.fromPosition('.'.repeat(81), { opening: 'free' });
    expect(game.opening).toMatchObject({ rule: 'free', size: 9, phase: { phase: 'done' } });
  });
});

describe('move lists under an opening rule', () => {
  it('play all the way under centre', () => {
    expect(Gomoku.fromMoves('h8 a1 b2', { opening: 'centre' }).toMoves()).toBe('h8 a1 b2');
  });

  it('play the stones up to the first choice', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { opening: 'swap2' });
    expect(game.state.opening.phase.phase).toBe('choose');
  });

  it('stop at a choice, which no move list can make', () => {
    let refused: unknown = null;
    try {
      Gomoku.fromMoves('h8 h9 i9 g10', { rule: 'renju', opening: 'rif' });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ParseError);
    expect((refused as ParseError).message).toBe(
      "Move 4 'g10' at offset 9 is illegal: Cannot place a stone now: White: swap or keep?",
    );
    expect((refused as ParseError).cause).toBeInstanceOf(OpeningError);
  });

  it('refuse a move outside the region with its number', () => {
    expect(() => Gomoku.fromMoves('a1', { opening: 'rif' })).toThrow(
      "Move 1 'a1' at offset 0 is illegal: a1 is not the centre point h8, where move 1 must go",
    );
  });
});
