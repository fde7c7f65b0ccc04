import { describe, expect, it } from 'vitest';
import { ParseError, Reversi } from '../src/index.ts';

function roundTrip(game: Reversi): Reversi {
  return Reversi.fromJSON(JSON.parse(JSON.stringify(game)));
}

describe('saving a game as JSON', () => {
  it('writes a new game with no start field, since it is the standard one', () => {
    expect(new Reversi().toJSON()).toEqual({
      game: 'reversi',
      version: 1,
      autoPass: true,
      moves: [],
      undone: [],
    });
  });

  it('writes moves first first and the redo stack next-to-redo first', () => {
    const game = Reversi.fromTranscript('f5d6c3d3c4');
    game.undo();
    game.undo();
    expect(game.toJSON()).toMatchObject({ moves: ['f5', 'd6', 'c3'], undone: ['d3', 'c4'] });
  });

  it('loads back the same position, history and redo stack', () => {
    const game = Reversi.fromTranscript('f5d6c3d3c4f4');
    game.undo();
    const copy = roundTrip(game);
    expect(copy.state).toEqual(game.state);
    expect(copy.redo()).toEqual(game.redo());
    expect(copy.toPosition()).toBe(game.toPosition());
  });

  it('keeps automatic passes in the history and replays them', () => {
    const game = Reversi.fromTranscript('d3c3b3b2f5a3a1c1e3');
    expect(game.toJSON().moves).toEqual([
      'd3',
      'c3',
      'b3',
      'b2',
      'f5',
      'a3',
      'a1',
      'c1',
      'pass',
      'e3',
    ]);
    expect(roundTrip(game).state).toEqual(game.state);
  });

  it('keeps an undone move whose forced pass follows it', () => {
    const game = Reversi.fromTranscript('d3c3b3b2f5a3a1c1');
    game.undo();
    expect(game.toJSON().undone).toEqual(['c1']);
    const copy = roundTrip(game);
    expect(copy.moves).toHaveLength(7);
    copy.redo();
    expect(copy.state).toEqual(Reversi.fromTranscript('d3c3b3b2f5a3a1c1').state);
  });

  it('keeps manual passes and the autoPass setting', () => {
    const game = Reversi.fromTranscript('d3c3b3b2f5a3a1c1', { autoPass: false });
    game.pass();
    const copy = roundTrip(game);
    expect(copy.toJSON()).toEqual(game.toJSON());
    expect(copy.state.autoPass).toBe(false);
    expect(copy.undo()?.pass).toBe(true);
    expect(copy.mustPass()).toBe(true);
  });

  it('writes and reads a start position that is not the standard one', () => {
    const game = Reversi.fromPosition(`XO${'-'.repeat(60)}OX`, 'black');
    game.play('c1');
    const saved = game.toJSON();
    expect(saved.start).toBe(`XO${'-'.repeat(60)}OX X`);
    expect(roundTrip(game).state).toEqual(game.state);
  });

  it('reads a save whose forced passes were left out', () => {
    const copy = Reversi.fromJSON({
      game: 'reversi',
      version: 1,
      moves: ['d3', 'c3', 'b3', 'b2', 'f5', 'a3', 'a1', 'c1', 'e3'],
    });
    expect(copy.toTranscript()).toBe('d3c3b3b2f5a3a1c1e3');
    expect(copy.moves[8]?.pass).toBe(true);
  });
});

describe('loading malformed JSON', () => {
  const base = { game: 'reversi', version: 1, autoPass: true, moves: ['f5'], undone: [] };
  const cases: { name: string; data: unknown; path: string | undefined; words: string }[] = [
    { name: 'null', data: null, path: undefined, words: 'must be an object' },
    { name: 'an array', data: [], path: undefined, words: 'must be an object' },
    {
      name: 'another game',
      data: { ...base, game: 'gomoku' },
      path: 'game',
      words: "must be 'reversi'",
    },
    {
      name: 'an unknown version',
      data: { ...base, version: 2 },
      path: 'version',
      words: 'must be 1',
    },
    {
      name: 'an autoPass that is not a boolean',
      data: { ...base, autoPass: 'yes' },
      path: 'autoPass',
      words: 'true or false',
    },
    {
      name: 'moves that are not a list',
      data: { ...base, moves: 'f5' },
      path: 'moves',
      words: 'must be an array',
    },
    {
      name: 'a move that is not a string',
      data: { ...base, moves: ['f5', 7] },
      path: 'moves[1]',
      words: 'must be a square',
    },
    {
      name: 'a move off the board',
      data: { ...base, moves: ['f5', 'j9'] },
      path: 'moves[1]',
      words: 'is not a square',
    },
    {
      name: 'an illegal move',
      data: { ...base, moves: ['f5', 'f5'] },
      path: 'moves[1]',
      words: 'f5 is occupied',
    },
    {
      name: 'a pass while a move exists',
      data: { ...base, moves: ['pass'] },
      path: 'moves[0]',
      words: 'cannot pass',
    },
    {
      name: 'an illegal move to redo',
      data: { ...base, undone: ['a1'] },
      path: 'undone[0]',
      words: 'flips none',
    },
    {
      name: 'a bad start position',
      data: { ...base, start: 'XX?' },
      path: 'start',
      words: "Unexpected '?' at offset 2",
    },
    {
      name: 'a start position that is not a string',
      data: { ...base, start: 64 },
      path: 'start',
      words: 'board string',
    },
  ];
  for (const c of cases) {
    it(`refuses ${c.name}${c.path === undefined ? '' : `, naming ${c.path}`}`, () => {
      let error: unknown;
      try {
        Reversi.fromJSON(c.data);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ParseError);
      expect((error as ParseError).path).toBe(c.path);
      expect((error as ParseError).message.toLowerCase()).toContain(c.words.toLowerCase());
    });
  }
});
