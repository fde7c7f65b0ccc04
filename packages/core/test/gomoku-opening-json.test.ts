import { describe, expect, it } from 'vitest';
import { Gomoku, IllegalMoveError, OpeningError, ParseError } from '../src/index.ts';
import { rifAtSelection } from './opening-games.ts';

/** A RIF game up to the offer, then move 4 and the offer taken back: white to place move 4. */
function rifWithRedo(): Gomoku {
  const game = rifAtSelection();
  game.undo();
  return game;
}

const saved = {
  game: 'gomoku',
  version: 1,
  size: 15,
  rule: 'renju',
  moves: ['h8', 'h9', 'i9'],
  undone: ['g10'],
  opening: {
    rule: 'rif',
    actions: [
      { type: 'place', point: 'h8' },
      { type: 'place', point: 'h9' },
      { type: 'place', point: 'i9' },
      { type: 'choose', choice: 'swap' },
    ],
    undone: [
      { type: 'place', point: 'g10' },
      { type: 'offer', points: ['j10', 'g8'] },
    ],
  },
};

/** The ParseError `Gomoku.fromJSON` throws for `json`. */
function refusal(json: unknown): ParseError {
  try {
    Gomoku.fromJSON(json);
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
  throw new Error('fromJSON did not refuse');
}

describe('saving a game with an opening', () => {
  it('writes the opening rule, its actions and the actions taken back, next to redo first', () => {
    expect(rifWithRedo().toJSON()).toEqual(saved);
  });

  it("writes no opening under 'free', so ordinary games save as they always have", () => {
    expect(Gomoku.fromMoves('h8 h9').toJSON()).not.toHaveProperty('opening');
  });

  it('writes an opening that is over, once normal play goes on', () => {
    const game = Gomoku.fromMoves('h8 a1', { opening: 'centre' });
    expect(game.toJSON().opening).toEqual({
      rule: 'centre',
      actions: [{ type: 'place', point: 'h8' }],
      undone: [],
    });
  });
});

describe('loading a game with an opening', () => {
  it('restores a game saved in the middle of its opening, redo stack included', () => {
    const game = Gomoku.fromJSON(JSON.parse(JSON.stringify(rifWithRedo())));
    expect(game.toJSON()).toEqual(saved);
    expect(game.state.opening.phase).toMatchObject({ phase: 'place', move: 4, player: 'first' });
    expect(game.state.opening.black).toBe('second');
    expect(game.state.opening.name?.name).toBe('Kagetsu');
    expect(game.redo()?.name).toBe('g10');
    expect(game.state.opening.phase.phase).toBe('select-fifth');
    game.selectFifth('g8');
    expect(game.toMoves()).toBe('h8 h9 i9 g10 g8');
  });

  it('round-trips every step of a RIF opening and the normal moves after it', () => {
    const game = new Gomoku({ rule: 'renju', opening: 'rif' });
    const steps: readonly ((g: Gomoku) => unknown)[] = [
      (g) => g.play('h8'),
      (g) => g.play('i9'),
      (g) => g.play('j10'),
      (g) => g.choose('keep'),
      (g) => g.play('a1'),
      (g) => g.offerFifth(['g9', 'k12']),
      (g) => g.selectFifth('k12'),
      (g) => g.play('o15'),
    ];
    for (const step of steps) {
      step(game);
      const copy = Gomoku.fromJSON(JSON.stringify(game));
      expect(copy.toJSON()).toEqual(game.toJSON());
      expect(copy.state.opening).toEqual(game.state.opening);
    }
  });

  it('round-trips a swap2 game that placed two more stones, with moves taken back', () => {
    const game = Gomoku.fromMoves('h8 h9 j10', { opening: 'swap2' });
    game.choose('place-two');
    game.play('g7');
    game.play('k11');
    game.choose('white');
    game.play('a1');
    game.undo();
    game.undo();
    const copy = Gomoku.fromJSON(game.toJSON());
    expect(copy.toJSON()).toEqual(game.toJSON());
    expect(copy.redo()?.name).toBe('k11');
    expect(copy.state.opening.phase).toEqual({ phase: 'done', black: 'second', white: 'first' });
    expect(copy.redo()?.name).toBe('a1');
  });
});

describe('loading a game with a bad opening', () => {
  const cases: readonly (readonly [string, unknown, string, string])[] = [
    [
      'an opening that is not an object',
      { ...saved, opening: 'rif' },
      'opening',
      "Expected opening to be an object with rule and actions, got the string 'rif'",
    ],
    [
      'an unknown opening rule',
      { ...saved, opening: { ...saved.opening, rule: 'pro' } },
      'opening.rule',
      "Expected opening.rule to be 'free' or 'centre' or 'swap1' or 'swap2' or 'rif' or " +
        "'yamaguchi' or 'taraguchi-10', got the string 'pro'",
    ],
    [
      'a rule with central squares on an even board',
      { ...saved, size: 14, opening: { rule: 'rif', actions: [] }, moves: [], undone: [] },
      'opening.rule',
      'The rif opening cannot be played here: A board of size 14 has no centre point: use an odd size',
    ],
    [
      'actions that are not an array',
      { ...saved, opening: { rule: 'rif', actions: 'h8' } },
      'opening.actions',
      "Expected opening.actions to be an array of actions such as { type: 'place', point: 'h8' }, got the string 'h8'",
    ],
    [
      'an action the opening refuses',
      {
        ...saved,
        opening: {
          ...saved.opening,
          actions: [...saved.opening.actions.slice(0, 2), { type: 'place', point: 'a1' }],
        },
      },
      'opening.actions[2]',
      'opening.actions[2] cannot be replayed: a1 is outside the central 5x5 square (f6 to j10), where move 3 must go',
    ],
    [
      'a choice the opening does not offer',
      {
        ...saved,
        opening: {
          ...saved.opening,
          actions: [...saved.opening.actions.slice(0, 3), { type: 'choose', choice: 'black' }],
        },
      },
      'opening.actions[3]',
      "opening.actions[3] cannot be replayed: black is not an answer here: White: swap or keep? (one of 'swap', 'keep')",
    ],
    [
      'a stone that is not the saved move',
      { ...saved, moves: ['h8', 'h9', 'j10'] },
      'moves[2]',
      "Expected moves[2] to be i9, move 3, which opening.actions[2] plays, got the string 'j10'",
    ],
    [
      'fewer moves than the opening put down',
      { ...saved, moves: ['h8', 'h9'] },
      'moves',
      'Expected moves[2] to be i9, move 3, which opening.actions[2] plays, but moves ends before it',
    ],
    [
      'a move while the opening expects a choice',
      {
        ...saved,
        moves: ['h8', 'h9', 'i9', 'g10'],
        undone: [],
        opening: { ...saved.opening, actions: saved.opening.actions.slice(0, 3), undone: [] },
      },
      'moves[3]',
      "moves[3] 'g10' cannot be replayed: the opening is not over (White: swap or keep?) and opening.actions has no more actions",
    ],
    [
      'an undone stone that is not the saved undone move',
      { ...saved, undone: ['g11'] },
      'undone[0]',
      "Expected undone[0] to be g10, move 4, which opening.undone[0] plays, got the string 'g11'",
    ],
    [
      'an opening for a game set up from a position',
      { ...saved, moves: [], undone: [], position: { board: '.'.repeat(225), toMove: 'black' } },
      'opening',
      "Expected opening to be left out, or the 'free' rule, for a game set up from a position, got the string 'rif'",
    ],
  ];

  cases.forEach(([what, json, path, message]) => {
    it(`refuses ${what}, naming ${path}`, () => {
      const error = refusal(json);
      expect(error.path).toBe(path);
      expect(error.message).toBe(message);
    });
  });

  it('gives the refusal of a replayed action as the cause', () => {
    const error = refusal({
      ...saved,
      opening: {
        ...saved.opening,
        actions: [...saved.opening.actions.slice(0, 3), { type: 'declare', count: 2 }],
      },
    });
    expect(error.cause).toBeInstanceOf(OpeningError);
    expect(error.cause).toBeInstanceOf(IllegalMoveError);
    expect((error.cause as OpeningError).reason).toBe('wrong-phase');
  });

  it('reads an opening without undone actions as one with none', () => {
    const game = Gomoku.fromJSON({
      ...saved,
      undone: [],
      opening: { rule: 'rif', actions: saved.opening.actions },
    });
    expect(game.toJSON().opening?.undone).toEqual([]);
    expect(game.canRedo()).toBe(false);
  });
});
