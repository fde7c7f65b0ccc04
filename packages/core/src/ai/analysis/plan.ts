/**
 * `planGameAnalysis`: the positions of a whole game to search, one after each move, found by
 * replaying a copy of the game from its start. Nothing is searched here.
 */
import { Gomoku } from '../../gomoku/game.ts';
import type { GomokuJSON, GomokuMove, GomokuState } from '../../gomoku/types.ts';
import { refuseOption } from '../../options.ts';
import { Reversi } from '../../reversi/reversi.ts';
import type { ReversiJSON, ReversiState } from '../../reversi/types.ts';
import type {
  AnalysedMove,
  AnalysisLimits,
  AnalysisPosition,
  GameAnalysisPlan,
  PositionEvaluation,
} from './types.ts';

/**
 * The limits an analysis searches each position with unless told otherwise: for each game a level
 * that adds no noise to its judgement, to an even depth, reading a whole game in seconds.
 * Othello level 8: 8 plies, exact from 16 empty squares. Gomoku level 7 (threat sequences of up
 * to 16 fours, at most 2.5 s a position) to 6 plies. The depth is even in both because a search
 * that stops after the opponent's reply judges a position apart from one that stops after its
 * own move: with odd and even depths mixed, Gomoku's evaluation swings by half the scale from
 * one position to the next for the side to move alone. `pnpm bench analysis` times them.
 *
 * @example
 * for (const position of plan.positions) {
 *   if (position.task !== null) results[position.ply] = await ai.run(position.task, ANALYSIS_LIMITS[plan.game]);
 * }
 */
export const ANALYSIS_LIMITS: AnalysisLimits = Object.freeze({
  gomoku: Object.freeze({ level: 7, depth: 6 }),
  reversi: Object.freeze({ level: 8 }),
});

/** A game as `planGameAnalysis` takes it: an engine, or what its `toJSON()` saved. */
type AnalysableGame = Gomoku | Reversi | GomokuJSON | ReversiJSON;

/**
 * The positions of a whole game to search, for a review of it: the start and the position after
 * every move of the line, which is the moves played followed by those taken back that `redo`
 * would replay, so that stepping through the game changes nothing of the plan. Each position
 * carries the `AiTask` that evaluates it (a `'search'` in both games), or its value when the game
 * is over on the board, or neither for the stones a Gomoku opening rule places before play is
 * free, which no search judges. A game lost on time or by resignation is planned as it stands on
 * the board: the result off the board is no position.
 *
 * Othello passes are moves of the line, as the move list shows them: the position before a
 * pass is searched like any other, and its best move is the pass.
 *
 * @param game - a `Gomoku` or `Reversi` game, or its `toJSON()` (the stores' `toJSON()` fits)
 * @throws OptionError (`game`) for anything else; ParseError for a saved game that does not load
 * @example
 * const plan = planGameAnalysis(Reversi.fromMoves('f5d6c3d3c4'));
 * plan.moves.length; // 5
 * plan.positions[0].task; // { game: 'reversi', kind: 'search', position: { board, turn: 'black' } }
 */
export function planGameAnalysis(game: AnalysableGame): GameAnalysisPlan {
  const json = savedGame(game);
  return json.game === 'gomoku' ? planGomoku(json) : planReversi(json);
}

/** The saved form of `game`, its kind checked. */
function savedGame(game: unknown): GomokuJSON | ReversiJSON {
  if (game instanceof Gomoku || game instanceof Reversi) return game.toJSON();
  const kind = typeof game === 'object' && game !== null ? (game as { game?: unknown }).game : null;
  if (kind !== 'gomoku' && kind !== 'reversi') {
    throw refuseOption('game', 'a Gomoku or Reversi game, or its toJSON()', game);
  }
  return game as GomokuJSON | ReversiJSON;
}

/**
 * The saved game without its result off the board: a game lost on time or by resignation cannot
 * be stepped back, and the board is what an analysis reads. A store's `clock` goes too.
 */
function onTheBoard<J extends GomokuJSON | ReversiJSON>(json: J): J {
  const { result: _result, clock: _clock, ...kept } = json as J & { clock?: unknown };
  return kept as J;
}

function planGomoku(json: GomokuJSON): GameAnalysisPlan {
  const game = Gomoku.fromJSON(onTheBoard(json));
  while (game.undoAction() !== null) {}
  const moves: AnalysedMove[] = [];
  const states: GomokuState[] = [];
  // The position a move is played in is the one after every opening choice before it.
  let current = game.state;
  for (let step = game.redoAction(); step !== null; step = game.redoAction()) {
    if (!('type' in step)) {
      states.push(current);
      moves.push(gomokuMove(step, moves.length));
    }
    current = game.state;
  }
  states.push(current);
  return {
    game: 'gomoku',
    moves,
    positions: states.map((state, ply) => gomokuPosition(state, ply)),
  };
}

function gomokuMove(move: GomokuMove, index: number): AnalysedMove {
  return { index, number: move.number, stone: move.stone, name: move.name, pass: false };
}

function gomokuPosition(state: GomokuState, ply: number): AnalysisPosition {
  const { status } = state;
  if (status.kind === 'won') {
    const score = status.winner === 'black' ? 100 : -100;
    return { ply, turn: null, task: null, final: over(score, 0) };
  }
  if (status.kind === 'draw') return { ply, turn: null, task: null, final: over(0, null) };
  // An opening rule's stones are placed where the rule says, not chosen against the board.
  if (state.opening.phase.phase !== 'done')
    return { ply, turn: state.turn, task: null, final: null };
  return {
    ply,
    turn: state.turn,
    task: { game: 'gomoku', kind: 'search', position: state },
    final: null,
  };
}

function planReversi(json: ReversiJSON): GameAnalysisPlan {
  const line = [...json.moves, ...json.undone];
  // Without autoPass every pass of the line is a step of its own, with a position before it.
  const game = Reversi.fromJSON({ ...onTheBoard(json), autoPass: false, moves: [], undone: [] });
  const states: ReversiState[] = [game.state];
  const pass = () => {
    game.pass();
    states.push(game.state);
  };
  for (const name of line) {
    if (name === 'pass') {
      pass();
      continue;
    }
    // The redo stack leaves out the passes autoPass plays: the line has them all.
    if (game.mustPass()) pass();
    game.play(name);
    states.push(game.state);
  }
  if (json.autoPass && game.mustPass()) pass();
  const moves = game.moves.map(
    (move, index): AnalysedMove => ({
      index,
      number: move.number,
      stone: move.stone,
      name: move.name,
      pass: move.pass,
    }),
  );
  return {
    game: 'reversi',
    moves,
    positions: states.map((state, ply) => reversiPosition(state, ply)),
  };
}

function reversiPosition(state: ReversiState, ply: number): AnalysisPosition {
  if (state.status.kind !== 'playing') {
    const { black, white, empty } = state.score;
    // As the solver counts a finished game: the empty squares go to the winner.
    const difference = black - white;
    const score = difference > 0 ? difference + empty : difference < 0 ? difference - empty : 0;
    return { ply, turn: null, task: null, final: over(score, null) };
  }
  return {
    ply,
    turn: state.turn,
    task: {
      game: 'reversi',
      kind: 'search',
      // Only the board and the side to move cross to the worker: the history stays behind.
      position: { board: state.board, turn: state.turn },
    },
    final: null,
  };
}

/** The value of a game over on the board. */
function over(score: number, winIn: number | null): PositionEvaluation {
  return { score, exact: true, winIn, best: null, line: [] };
}
