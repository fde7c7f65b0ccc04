import { describe, expect, it } from 'vitest';
import {
  Gomoku,
  IllegalMoveError,
  OptionError,
  ParseError,
  Reversi,
  type Stone,
} from '../src/index.ts';

// Both games end the same way off the board: these run once per game.
const games = [
  {
    name: 'Gomoku',
    started: () => Gomoku.fromMoves('h8 h9 i8'),
    move: 'a1',
    reload: (game: Gomoku | Reversi) => Gomoku.fromJSON(JSON.stringify(game.toJSON())),
  },
  {
    name: 'Reversi',
    started: () => Reversi.fromTranscript('f5d6c3'),
    move: 'd3',
    reload: (game: Gomoku | Reversi) => Reversi.fromJSON(JSON.parse(JSON.stringify(game))),
  },
] as const;

for (const { name, started, move, reload } of games) {
  describe(`${name}: a game lost off the board`, () => {
    it('gives the game to the other side when the side to move resigns', () => {
      const game = started();
      expect(game.turn).toBe('white');
      const status = game.resign();
      expect(status).toMatchObject({ kind: 'won', winner: 'black', reason: 'resignation' });
      expect(game.status).toEqual(status);
      expect(game.state.status).toEqual(status);
      expect(game.isGameOver()).toBe(true);
    });

    it('lets the side not to move resign too', () => {
      const game = started();
      expect(game.resign('black')).toMatchObject({ winner: 'white', reason: 'resignation' });
    });

    it('gives the game to the other side when one loses on time', () => {
      const game = started();
      expect(game.loseOnTime('black')).toMatchObject({
        kind: 'won',
        winner: 'white',
        reason: 'time',
      });
    });

    it('refuses every move afterwards, with the reason game-over', () => {
      const game = started();
      game.loseOnTime('white');
      expect(() => game.play(move)).toThrow(IllegalMoveError);
      try {
        game.play(move);
      } catch (error) {
        expect((error as IllegalMoveError).reason).toBe('game-over');
      }
      expect(game.legalMoves()).toEqual([]);
      expect(game.isLegal(move)).toBe(false);
    });

    it('is final: undo and redo do nothing, and say so with canUndo and canRedo', () => {
      const game = started();
      game.undo();
      expect(game.canRedo()).toBe(true);
      game.resign();
      const before = game.state;
      expect(game.canUndo()).toBe(false);
      expect(game.canRedo()).toBe(false);
      expect(game.undo()).toBeNull();
      expect(game.redo()).toBeNull();
      expect(game.state).toBe(before);
      expect(game.state.canUndo).toBe(false);
    });

    it('cannot end twice: a second resignation or flag is refused and changes nothing', () => {
      const game = started();
      game.resign('white');
      const before = game.state;
      expect(() => game.loseOnTime('black')).toThrow(IllegalMoveError);
      expect(() => game.resign()).toThrow(/game is over/);
      expect(game.state).toBe(before);
    });

    it('refuses a side that is not black or white with an OptionError naming it', () => {
      const game = started();
      const before = game.state;
      expect(() => game.resign('purple' as Stone)).toThrow(OptionError);
      expect(() => game.loseOnTime(undefined as unknown as Stone)).toThrow(
        /side must be 'black' or 'white', got undefined/,
      );
      expect(() => game.loseOnTime('x'.repeat(10_000) as Stone)).toThrow(
        expect.objectContaining({ message: expect.stringMatching(/^.{0,120}$/) }),
      );
      expect(game.state).toBe(before);
      expect(game.status.kind).toBe('playing');
    });

    it('starts again from the beginning on reset', () => {
      const game = started();
      game.resign();
      game.reset();
      expect(game.status.kind).toBe('playing');
      expect(game.moves).toEqual([]);
      game.play(name === 'Gomoku' ? 'h8' : 'f5');
      expect(game.canUndo()).toBe(true);
    });

    it('survives saving and loading, still final', () => {
      const game = started();
      game.loseOnTime('white');
      expect(game.toJSON()).toMatchObject({ result: { reason: 'time', winner: 'black' } });
      const copy = reload(game);
      expect(copy.status).toEqual(game.status);
      expect(copy.moves).toEqual(game.moves);
      expect(copy.canUndo()).toBe(false);
      expect(() => copy.play(move)).toThrow(IllegalMoveError);
    });

    it('drops the moves taken back, which can no longer be replayed', () => {
      const game = started();
      game.undo();
      game.resign();
      expect(game.toJSON().undone).toEqual([]);
    });

    it('saves no result field for a game still in play', () => {
      expect(started().toJSON()).not.toHaveProperty('result');
    });

    it('refuses a saved result with a bad reason or winner, naming the field', () => {
      const saved = { ...started().toJSON(), result: { reason: 'boredom', winner: 'black' } };
      expect(() => reload({ toJSON: () => saved } as never)).toThrow(
        expect.objectContaining({ name: 'ParseError', path: 'result.reason' }),
      );
      const badWinner = { ...started().toJSON(), result: { reason: 'time', winner: 'red' } };
      expect(() => reload({ toJSON: () => badWinner } as never)).toThrow(
        expect.objectContaining({ path: 'result.winner' }),
      );
    });

    it('refuses a saved result next to moves still to redo', () => {
      const game = started();
      game.undo();
      const saved = { ...game.toJSON(), result: { reason: 'resignation', winner: 'white' } };
      expect(() => reload({ toJSON: () => saved } as never)).toThrow(
        expect.objectContaining({ path: 'undone' }),
      );
    });
  });
}

describe('Gomoku: a result off the board next to the rules of the board', () => {
  it('has no winning line and names how it was won', () => {
    const game = Gomoku.fromMoves('h8 h9');
    expect(game.resign()).toEqual({
      kind: 'won',
      winner: 'white',
      line: [],
      reason: 'resignation',
    });
  });

  it('cannot be resigned once a five has won it, and says how it ended', () => {
    const game = Gomoku.fromMoves('a1 b1 a2 b2 a3 b3 a4 b4 a5');
    expect(() => game.resign('white')).toThrow(/the game is over, black has won/);
  });

  it('refuses a saved loss on time for a game a five already won', () => {
    const saved = {
      ...Gomoku.fromMoves('a1 b1 a2 b2 a3 b3 a4 b4 a5').toJSON(),
      result: { reason: 'time', winner: 'white' },
    };
    expect(() => Gomoku.fromJSON(saved)).toThrow(ParseError);
    expect(() => Gomoku.fromJSON(saved)).toThrow(expect.objectContaining({ path: 'result' }));
  });

  it('says in the refusal of a later move who lost on time', () => {
    const game = Gomoku.fromMoves('h8');
    game.loseOnTime('white');
    expect(() => game.play('a1')).toThrow(
      'Cannot play a1: the game is over, black has won on time',
    );
  });

  it('ends an opening rule at its choice too, and refuses the choice afterwards', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
    expect(game.state.opening.phase.phase).toBe('choose');
    game.resign('white');
    expect(() => game.choose('swap')).toThrow(/Cannot choose: the game is over, white resigned/);
    expect(game.undoAction()).toBeNull();
    const copy = Gomoku.fromJSON(game.toJSON());
    expect(copy.status).toEqual(game.status);
    expect(copy.state.opening.actions).toEqual(game.state.opening.actions);
  });

  it('keeps the result in a clone', () => {
    const game = Gomoku.fromMoves('h8');
    game.resign();
    const copy = game.clone();
    expect(copy.status).toEqual(game.status);
    expect(copy.canUndo()).toBe(false);
  });
});

describe('Reversi: the conventional score of a game lost off the board', () => {
  it('gives the winner the empty squares when the board already favours them', () => {
    // After f5 d6 c3 black has 5 discs, white 2 (57 empty); white resigns.
    const game = Reversi.fromTranscript('f5d6c3');
    expect(game.score()).toEqual({ black: 5, white: 2, empty: 57 });
    game.resign('white');
    expect(game.finalScore()).toEqual({ black: 62, white: 2, empty: 0 });
  });

  it('scores 33-31 for the winner when the board favours the loser even with the empties', () => {
    // A board nearly full of black discs, black to move, where black runs out of time.
    const board = `${'X'.repeat(60)}OO-- X`;
    const game = Reversi.fromPosition(board);
    expect(game.status.kind).toBe('playing');
    game.loseOnTime('black');
    expect(game.finalScore()).toEqual({ black: 31, white: 33, empty: 0 });
  });

  it('counts as before for a game ended on the board, with the reason count', () => {
    const game = Reversi.fromTranscript('d3c3b3d2e1d6d7e3f4'); // black wipes white out
    expect(game.status).toEqual({ kind: 'won', winner: 'black', reason: 'count' });
  });

  it('shows no legal moves and no forced pass after a resignation', () => {
    const game = Reversi.fromTranscript('f5');
    game.resign();
    expect(game.state.legalMoves).toEqual([]);
    expect(game.state.mustPass).toBe(false);
    expect(game.mustPass()).toBe(false);
    expect(game.flipsFor('f4')).toEqual([]);
    expect(() => game.pass()).toThrow(expect.objectContaining({ reason: 'game-over' }));
  });
});
