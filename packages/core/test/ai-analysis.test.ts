// A whole game's analysis: the positions to search (planGameAnalysis) and what their searches
// read as (gameAnalysisOf), on fake search results whose scores the tests choose.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_LIMITS,
  type GameAnalysisPlan,
  gameAnalysisOf,
  judgeLoss,
  MISTAKE_THRESHOLDS,
  type MistakeThresholds,
  planGameAnalysis,
  type SearchResult,
} from '../src/ai/index.ts';
import { Gomoku, OptionError, Reversi } from '../src/index.ts';

/** A search's answer as the worker sends it: `moveName` best, `score` for the side to move. */
function result(
  moveName: string | null,
  score: number,
  extra: Partial<SearchResult<string>> = {},
): SearchResult<string> {
  return {
    move: moveName,
    moveName,
    score,
    pv: moveName === null ? [] : [moveName],
    pvNames: moveName === null ? [] : [moveName],
    depth: 8,
    nodes: 1000,
    timeMs: 5,
    exact: false,
    bound: 'exact',
    interrupted: false,
    ...extra,
  };
}

// After c1 black has no move: the game passes for it (move 9), and white plays on.
const WITH_PASS = 'd3c3b3b2f5a3a1c1f6e6f4g7d7d6f7g8c2d8c6f3h8b1';

describe('planGameAnalysis, Othello', () => {
  it('plans the start and the position after each move, each with a search of its own', () => {
    const plan = planGameAnalysis(Reversi.fromMoves('f5d6c3'));
    expect(plan.game).toBe('reversi');
    expect(plan.moves.map((move) => move.name)).toEqual(['f5', 'd6', 'c3']);
    expect(plan.positions.map((position) => position.turn)).toEqual([
      'black',
      'white',
      'black',
      'white',
    ]);
    const first = plan.positions[0]?.task;
    expect(first).toMatchObject({ game: 'reversi', kind: 'search' });
    expect(first?.position).toEqual({ board: new Reversi().state.board, turn: 'black' });
  });

  it('plans the whole line when moves were taken back: stepping changes nothing', () => {
    const played = Reversi.fromMoves('f5d6c3d3');
    const stepped = Reversi.fromMoves('f5d6c3d3');
    stepped.undo();
    stepped.undo();
    expect(planGameAnalysis(stepped)).toEqual(planGameAnalysis(played));
  });

  it('keeps the passes autoPass played, which the redo stack leaves out, wherever the game stands', () => {
    const whole = planGameAnalysis(Reversi.fromMoves(WITH_PASS));
    for (const back of [1, 13, 14, 22]) {
      const stepped = Reversi.fromMoves(WITH_PASS);
      for (let i = 0; i < back; i++) stepped.undo();
      expect(planGameAnalysis(stepped)).toEqual(whole);
    }
  });

  it('ends the line with the pass autoPass would play after its last move', () => {
    const game = Reversi.fromMoves('d3c3b3b2f5a3a1c1');
    game.undo();
    expect(game.toJSON().undone).toEqual(['c1']);
    expect(
      planGameAnalysis(game)
        .moves.map((move) => move.name)
        .slice(-2),
    ).toEqual(['c1', 'pass']);
  });

  it('makes a pass a move of its own, played in a position searched like any other', () => {
    const plan = planGameAnalysis(Reversi.fromMoves(WITH_PASS));
    const pass = plan.moves[8];
    expect(pass).toEqual({ index: 8, number: 9, stone: 'black', name: 'pass', pass: true });
    expect(plan.positions[8]?.turn).toBe('black');
    expect(plan.positions[8]?.task).not.toBeNull();
  });

  it('values a finished game without a search, the empty squares going to the winner', () => {
    // Black takes white's only disc: 3 to 0, and the 61 empty squares are black's too.
    const game = Reversi.fromPosition(`XO${'-'.repeat(62)}`, { toMove: 'black' });
    game.play('c1');
    const plan = planGameAnalysis(game);
    expect(plan.positions[0]?.task).not.toBeNull();
    expect(plan.positions[1]).toEqual({
      ply: 1,
      turn: null,
      task: null,
      final: { score: 64, exact: true, winIn: null, best: null, line: [] },
    });
  });

  it('plans a resigned game as it stands on the board', () => {
    const game = Reversi.fromMoves('f5d6c3');
    const resigned = Reversi.fromMoves('f5d6c3');
    resigned.resign('white');
    expect(planGameAnalysis(resigned)).toEqual(planGameAnalysis(game));
  });

  it('takes what toJSON saved, a store’s clock field and all', () => {
    const game = Reversi.fromMoves('f5d6');
    const saved = { ...game.toJSON(), clock: { control: { kind: 'none' } } };
    expect(planGameAnalysis(saved)).toEqual(planGameAnalysis(game));
  });
});

describe('planGameAnalysis, Gomoku', () => {
  it('values a five on the board as a win for its side, made', () => {
    const plan = planGameAnalysis(Gomoku.fromMoves('h8 a1 i8 a2 j8 a3 k8 a4 l8'));
    expect(plan.positions).toHaveLength(10);
    expect(plan.positions[9]).toMatchObject({
      turn: null,
      task: null,
      final: { score: 100, exact: true, winIn: 0 },
    });
    expect(plan.positions[8]?.task).toMatchObject({ game: 'gomoku', kind: 'search' });
  });

  it('includes the moves taken back that redo would replay', () => {
    const game = Gomoku.fromMoves('h8 h9 i8');
    game.undo();
    const plan = planGameAnalysis(game);
    expect(plan.moves.map((move) => move.name)).toEqual(['h8', 'h9', 'i8']);
  });

  it('searches no position of a tournament opening until play is free', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
    game.choose('keep');
    game.play('j10');
    game.offerFifth(['g7', 'k7']);
    game.selectFifth('g7');
    game.play('g9');
    const plan = planGameAnalysis(game);
    expect(plan.moves.map((move) => move.name)).toEqual(['h8', 'h9', 'i9', 'j10', 'g7', 'g9']);
    expect(plan.positions.map((position) => position.task !== null)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('refuses what is no game with an OptionError naming game', () => {
    expect(() => planGameAnalysis({ game: 'chess' } as never)).toThrow(OptionError);
    expect(() => planGameAnalysis(null as never)).toThrow(
      /Expected game to be a Gomoku or Reversi/,
    );
  });
});

describe('ANALYSIS_LIMITS', () => {
  it('searches both games to an even depth, with no noise', () => {
    expect(ANALYSIS_LIMITS.gomoku).toEqual({ level: 7, depth: 6 });
    expect(ANALYSIS_LIMITS.reversi).toEqual({ level: 8 });
  });
});

describe('gameAnalysisOf, Othello', () => {
  const plan = planGameAnalysis(Reversi.fromMoves('f5d6c3'));

  it('puts every evaluation from Black’s point of view', () => {
    const analysis = gameAnalysisOf(plan, [
      result('f5', 2),
      result('d6', 3), // white to move, 3 up: Black is 3 down
      result('c3', -1),
      result('d3', 0),
    ]);
    expect(analysis.evaluations.map((value) => value?.score)).toEqual([2, -3, -1, 0]);
  });

  it('says a solved score is exact, and a proven win or loss its least margin', () => {
    const analysis = gameAnalysisOf(plan, [
      result('f5', 6, { exact: true, bound: 'exact' }),
      result('d6', 4, { exact: true, bound: 'lower' }),
      result('c3', -2, { exact: true, bound: 'upper' }),
      result('d3', 1),
    ]);
    expect(analysis.evaluations.map((value) => [value?.score, value?.exact])).toEqual([
      [6, true],
      [-4, false],
      [-2, false],
      [-1, false],
    ]);
  });

  it('judges a move by the value its side had before, less the value it left', () => {
    // Black could keep +6 with c4; after f5 white is 4 up: black gave away 10 discs.
    const analysis = gameAnalysisOf(plan, [result('c4', 6), result('d6', 4)]);
    expect(analysis.moves[0]).toMatchObject({
      name: 'f5',
      loss: 10,
      judgement: 'mistake',
      better: 'c4',
    });
  });

  it('never charges the best move, whatever the two searches say', () => {
    const analysis = gameAnalysisOf(plan, [result('f5', 6), result('d6', 40)]);
    expect(analysis.moves[0]).toMatchObject({ loss: 0, judgement: null, better: null });
  });

  it('never counts a move that did better than the search expected as a gain', () => {
    const analysis = gameAnalysisOf(plan, [result('c4', 0), result('d6', -8)]);
    expect(analysis.moves[0]?.loss).toBe(0);
  });

  it('leaves unsearched positions null, their moves unjudged, and says it is not complete', () => {
    const analysis = gameAnalysisOf(plan, [result('f5', 1), undefined, null]);
    expect(analysis.evaluations.map((value) => value === null)).toEqual([false, true, true, true]);
    expect(analysis.moves.map((move) => move.loss)).toEqual([null, null, null]);
    expect(analysis.complete).toBe(false);
    expect(
      gameAnalysisOf(
        plan,
        plan.positions.map(() => result('x1', 0)),
      ).complete,
    ).toBe(true);
  });

  it('judges a forced pass as the best move it is', () => {
    const passing = planGameAnalysis(Reversi.fromMoves(WITH_PASS));
    const results = passing.positions.map((_, ply) =>
      ply === 8 ? result('pass', -20) : result('a8', 0),
    );
    expect(gameAnalysisOf(passing, results).moves[8]).toMatchObject({ pass: true, loss: 0 });
  });
});

describe('gameAnalysisOf, Gomoku', () => {
  const plan = planGameAnalysis(Gomoku.fromMoves('h8 h9 i8'));
  const WIN = 30000;

  it('reads a forced win as 100 with the winner’s moves to its five, a loss as -100', () => {
    const analysis = gameAnalysisOf(plan, [
      result('h8', 0),
      result('g9', -(WIN - 5)), // white to move loses: black's five in 3 moves
      result('j8', WIN - 3), // black to move wins with its second move
      result('g8', 1500),
    ]);
    expect(analysis.evaluations.map((value) => [value?.score, value?.winIn])).toEqual([
      [0, null],
      [100, 2],
      [100, 2],
      [-46, null],
    ]);
    expect(analysis.evaluations[1]?.exact).toBe(true);
  });

  it('judges on the -100..100 scale: a won game let slip to even is a blunder', () => {
    const analysis = gameAnalysisOf(plan, [
      result('h8', 0),
      result('i9', 0),
      result('j8', WIN - 3), // black wins with j8
      result('g8', 0), // after i8, white is even
    ]);
    expect(analysis.moves[2]).toMatchObject({
      name: 'i8',
      loss: 100,
      judgement: 'blunder',
      better: 'j8',
    });
  });
});

describe('judgeLoss, by the thresholds of each game', () => {
  const cases: [string, number | null, MistakeThresholds, string | null][] = [
    ['Othello, under a disc of drift', 1, MISTAKE_THRESHOLDS.reversi, null],
    ['Othello, just short of an inaccuracy', 3.9, MISTAKE_THRESHOLDS.reversi, null],
    ['Othello, an inaccuracy', 4, MISTAKE_THRESHOLDS.reversi, 'inaccuracy'],
    ['Othello, a mistake', 8, MISTAKE_THRESHOLDS.reversi, 'mistake'],
    ['Othello, a blunder', 16, MISTAKE_THRESHOLDS.reversi, 'blunder'],
    ['Gomoku, an inaccuracy', 15, MISTAKE_THRESHOLDS.gomoku, 'inaccuracy'],
    ['Gomoku, a mistake', 59, MISTAKE_THRESHOLDS.gomoku, 'mistake'],
    ['Gomoku, a blunder', 200, MISTAKE_THRESHOLDS.gomoku, 'blunder'],
    ['an unknown loss', null, MISTAKE_THRESHOLDS.gomoku, null],
  ];
  cases.forEach(([name, loss, thresholds, expected]) => {
    it(`${name}: ${String(loss)} is ${String(expected)}`, () => {
      expect(judgeLoss(loss, thresholds)).toBe(expected);
    });
  });
});

describe('gameAnalysisOf, thresholds', () => {
  const plan = planGameAnalysis(Reversi.fromMoves('f5d6'));
  const results = [result('c4', 6), result('d6', 0)];

  it('takes the game’s own unless told otherwise, and others in their place', () => {
    expect(gameAnalysisOf(plan, results).moves[0]?.judgement).toBe('inaccuracy');
    const strict = gameAnalysisOf(plan, results, { thresholds: { mistake: 5 } });
    expect(strict.moves[0]?.judgement).toBe('mistake');
    expect(strict.thresholds).toEqual({ inaccuracy: 4, mistake: 5, blunder: 16 });
  });

  const bad: [string, unknown][] = [
    ['a threshold of 0', { inaccuracy: 0 }],
    ['a threshold that is no number', { blunder: '16' }],
    ['thresholds that fall', { mistake: 20 }],
    ['thresholds that are no object', 12],
  ];
  bad.forEach(([name, thresholds]) => {
    it(`refuses ${name} with an OptionError`, () => {
      expect(() => gameAnalysisOf(plan, results, { thresholds } as never)).toThrow(OptionError);
    });
  });

  it('refuses a plan that is none, and results that are not search results', () => {
    expect(() => gameAnalysisOf({} as GameAnalysisPlan, [])).toThrow(OptionError);
    expect(() => gameAnalysisOf(plan, 'f5' as never)).toThrow(OptionError);
    expect(() => gameAnalysisOf(plan, [{ score: 'high' } as never])).toThrow(/results\[0\]/);
  });
});

describe('gameAnalysisOf, whatever the searches say', () => {
  const othello = planGameAnalysis(Reversi.fromMoves(WITH_PASS));
  const names = ['a1', 'b2', ...othello.moves.map((move) => move.name)];
  const searches = fc.array(
    fc.record({ best: fc.constantFrom(...names), score: fc.integer({ min: -64, max: 64 }) }),
    { minLength: othello.positions.length, maxLength: othello.positions.length },
  );
  const results = (picked: { best: string; score: number }[]) =>
    picked.map(({ best, score }) => result(best, score));

  it('gives every move a loss of 0 or more, and the class judgeLoss gives that loss', () => {
    fc.assert(
      fc.property(searches, (picked) => {
        const analysis = gameAnalysisOf(othello, results(picked));
        for (const move of analysis.moves) {
          expect(move.loss).toBeGreaterThanOrEqual(0);
          expect(move.judgement).toBe(judgeLoss(move.loss, analysis.thresholds));
          expect(move.better === null || move.judgement !== null).toBe(true);
        }
      }),
    );
  });

  it('charges nothing for the move the search before it preferred', () => {
    fc.assert(
      fc.property(searches, (picked) => {
        const analysis = gameAnalysisOf(othello, results(picked));
        for (const move of analysis.moves) {
          if (move.before?.best === move.name) expect(move.loss).toBe(0);
        }
      }),
    );
  });

  it('judges the same when every position is worth the same more to Black', () => {
    fc.assert(
      fc.property(searches, fc.integer({ min: -20, max: 20 }), (picked, shift) => {
        const base = gameAnalysisOf(othello, results(picked));
        // Black's point of view: a black-to-move score rises, a white-to-move one falls.
        const shifted = picked.map(({ best, score }, ply) =>
          result(best, othello.positions[ply]?.turn === 'black' ? score + shift : score - shift),
        );
        const moved = gameAnalysisOf(othello, shifted);
        expect(moved.moves.map((move) => move.loss)).toEqual(base.moves.map((move) => move.loss));
      }),
    );
  });

  it('judges fewer moves, never more, under higher thresholds', () => {
    const strict = { inaccuracy: 2, mistake: 4, blunder: 8 };
    fc.assert(
      fc.property(searches, (picked) => {
        const loose = gameAnalysisOf(othello, results(picked));
        const tight = gameAnalysisOf(othello, results(picked), { thresholds: strict });
        loose.moves.forEach((move, index) => {
          if (move.judgement !== null) expect(tight.moves[index]?.judgement).not.toBeNull();
        });
      }),
    );
  });
});
