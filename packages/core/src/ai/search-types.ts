/**
 * The search interface shared by the game AIs: each game's `search*` function takes a position
 * and `SearchOptions`, and resolves to a `SearchResult` of that game's moves.
 */

/**
 * Playing strength, from 1 (a beginner who misses things now and then) to 10 (full strength, as
 * much time as the caller allows). Each game maps levels to depth, time, evaluation noise and
 * exact-solve thresholds in its own table.
 *
 * @example
 * const level: Level = 3;
 */
export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/**
 * What the search reads from an abort signal: a DOM `AbortSignal` fits. The search looks at
 * `aborted` every few hundred nodes; in the same thread an `abort()` can only run while the
 * search yields to the event loop, which it does every few milliseconds when given a signal.
 *
 * @example
 * const controller = new AbortController();
 * searchReversi(game, { signal: controller.signal });
 * controller.abort(); // the promise resolves with the best move found so far
 */
export interface AbortSignalLike {
  readonly aborted: boolean; // true once the caller wants the search to end
}

/**
 * How the score of a result relates to the value of the position: `'exact'` it is the value,
 * `'lower'` the value is at least the score, `'upper'` at most.
 *
 * @example
 * if (result.bound === 'lower') console.log(`at least ${result.score}`);
 */
export type SearchBound = 'exact' | 'lower' | 'upper';

/**
 * Options of a search. Explicit `depth`, `timeMs` and `nodes` override what the level would use;
 * whichever limit is met first ends the search, which then returns the best move found so far.
 * Both games check them alike: anything else is refused with an `OptionError` naming the option.
 *
 * @example
 * await searchReversi(game, { level: 4, seed: 7 }); // a mid-strength move, the same every time
 * await searchReversi(game, { timeMs: 2000, shouldStop: () => Atomics.load(flag, 0) === 1 });
 */
export interface SearchOptions<Move> {
  /**
   * Playing strength; see each game's level table.
   * @defaultValue 10
   */
  level?: Level;
  /**
   * Deepest iteration in plies, a whole number from 1 (or `Infinity`); a depth at or beyond the
   * number of moves left asks for an exact solve.
   * @defaultValue the level's depth
   */
  depth?: number;
  /**
   * Time budget in milliseconds, 0 or more (0 asks for the quickest answer, `Infinity` for none).
   * Iterative deepening returns the best move of the deepest finished iteration (or of the
   * unfinished one, once it has searched its first move).
   * @defaultValue the level's time, none for the depth-limited levels
   */
  timeMs?: number;
  /**
   * Node budget, a whole number from 1: a limit that, unlike time, gives the same result on every
   * machine.
   * @defaultValue no limit
   */
  nodes?: number;
  /**
   * Ends the search early with the best move so far. Checked every few hundred nodes; the search
   * yields to the event loop every few milliseconds while a signal is given, so that an `abort()`
   * in the same thread gets to run.
   * @defaultValue none
   */
  signal?: AbortSignalLike;
  /**
   * Called every few hundred nodes; returning true ends the search like an abort. This is how a
   * Web Worker is stopped without ending it: the page sets a flag in a `SharedArrayBuffer` and
   * `shouldStop` reads it with `Atomics.load`, since a message would wait until the search ends.
   * @defaultValue none
   */
  shouldStop?: () => boolean;
  /**
   * Seed of the noise the weaker levels add, a finite number: the same position, options and seed
   * give the same move (under a time limit the depth reached may differ from run to run).
   * @defaultValue 0
   */
  seed?: number;
  /**
   * Called after each finished iteration but the last (whose result the promise resolves to) with
   * the result so far, for progress displays; a worker may post it, so that the page keeps a move
   * if it terminates the worker.
   * @defaultValue none
   */
  onIteration?: (result: SearchResult<Move>) => void;
  /**
   * Go on from the transposition table of the search before, when it was of the same game kind
   * (Gomoku: rule and board size) and level, instead of an empty one: a computer playing a game
   * searches deeper in the same time, since much of what it read for its last move still holds.
   * The result then depends on the searches before, not only on the position and the options,
   * so the depth-bound levels no longer give the same move for the same seed every time.
   * @defaultValue false
   */
  keepTable?: boolean;
}

/**
 * The outcome of a search, the same shape in both games. `move` and `pv` are in the form the
 * game's `play` takes back most easily (Gomoku: points `{ x, y }`; Reversi: square names and
 * `'pass'`); `moveName` and `pvNames` are the same moves in notation in both games (`'h8'`,
 * `'d3'`, `'pass'`), as every move of the engines carries its `name`.
 *
 * @example
 * const { move, moveName, score, pv, pvNames, exact } = await searchReversi(game);
 * const best = await searchGomoku(gomoku); // best.move: { x: 7, y: 7 }, best.moveName: 'h8'
 */
export interface SearchResult<Move> {
  readonly move: Move | null; // best move found; null only when the game is over
  readonly moveName: string | null; // the same move in notation ('h8', 'd3', 'pass'); null with `move`
  readonly score: number; // for the side to move, in the game's units (Othello: discs)
  readonly pv: readonly Move[]; // expected line of play from `move` on, as far as known
  readonly pvNames: readonly string[]; // the same line in notation, one name per move of `pv`
  readonly depth: number; // depth of the deepest finished iteration, in plies
  readonly nodes: number; // positions visited
  readonly timeMs: number; // wall time spent
  readonly exact: boolean; // the score was proven by search to the end of the game
  readonly bound: SearchBound; // how the score relates to the value searched for
  readonly interrupted: boolean; // a limit, the signal or shouldStop ended the search early
}
