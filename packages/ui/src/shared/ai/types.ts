import type { Stone } from '@stonekit/core';
import type { AiClient, AiLimits, AiProgress, AiRunOptions, Level } from '@stonekit/core/ai';

/**
 * Which sides the computer plays: one colour, both (the computer plays itself) or none (two
 * people share the board). A colour names a player by the colour it starts with: in Gomoku
 * openings with swaps, `'black'` is the player who sits down to start (the opening's `first`,
 * the tentative black) and `'white'` the other (`second`), whatever colour a swap leaves them.
 *
 * @example
 * store.getState().setAiPlayer('white'); // a person plays black against the computer
 */
export type AiPlayer = Stone | 'both' | 'none';

/**
 * Who acts now, for a game whose players can change colours (Gomoku's swap openings): the
 * player, named as `AiPlayer` names it, and the colour that player holds now.
 *
 * @example
 * const actor: AiActor = { player: 'white', side: 'black' }; // the second player, black after a swap
 */
export interface AiActor {
  readonly player: Stone; // the `aiPlayer` value that makes this the computer's turn
  readonly side: Stone; // the colour the player holds now, which `thinking` shows
}

/**
 * A hint as a store holds it: the engine's advice for the side to move, with the snapshot it was
 * computed for and the expected line of play from the hinted move on. A hint belongs to one
 * position: the store clears it as soon as the game changes.
 *
 * @typeParam H - the game's hint (`GomokuHint`, `ReversiHint`)
 * @typeParam S - the game's snapshot
 * @typeParam M - a move of the line (a point, a square or `'pass'`)
 * @example
 * const { hint, game } = store.getState();
 * if (hint !== null && hint.game === game) console.log(hint.move, hint.pv);
 */
export type AiStoreHint<H, S, M> = H & {
  readonly game: S; // the snapshot the hint is for
  readonly pv: readonly M[]; // the expected line from the hinted move on; [] when unknown
};

/**
 * Where the computer's search for its move has got to, as a store holds it: the worker's last
 * report (`AiProgress`: `depth`, `moveName`, `score`, `nodes`, `timeMs`) with the side it is for
 * and the moment it came. The time thinking so far is `timeMs + (Date.now() - at)`: a display
 * ticks from these without the store changing. Reports come after the search's first iteration
 * and at most every 100 ms; a Gomoku opening decision sends none.
 *
 * @example
 * const { thinkingProgress: p } = store.getState();
 * if (p !== null) console.log(`depth ${p.depth}, best ${p.moveName}, ${p.timeMs + Date.now() - p.at} ms`);
 */
export interface AiThinkingProgress extends AiProgress {
  readonly side: Stone; // the colour the computer is thinking for, as `thinking` says
  readonly at: number; // `Date.now()` when the report came
}

/** Options every game store takes for its computer player. */
export interface AiStoreOptions {
  /**
   * The client of the AI worker (`createAiClient` of `@stonekit/core/ai`). Without one the AI is
   * off: `aiAvailable` is false, the computer never moves and `requestHint` resolves to `null`
   * after setting `aiError`. The store never disposes the client: one may serve many stores.
   */
  ai?: AiClient | undefined;
  /** The sides the computer plays. @defaultValue 'none' */
  aiPlayer?: AiPlayer | undefined;
  /** The computer's strength, 1 to 10. @defaultValue 3 */
  level?: Level | undefined;
  /**
   * The least time, in milliseconds, from a position to the computer's move in it: a pause that
   * lets people follow a game of the computer against itself. @defaultValue 0
   */
  aiMoveDelayMs?: number | undefined;
  /** Ask for a hint after every move, to show an evaluation. @defaultValue false */
  analysis?: boolean | undefined;
  /**
   * Limits added to the computer's searches, such as `{ seed }` or `{ timeMs }`; `level` is the
   * store's. `keepTable` is true by default at levels 8 to 10 (the search goes on from the table
   * of the computer's last one) and false below, where a level's move stays the same for the
   * same position and seed.
   */
  aiLimits?: Omit<AiLimits, 'level'> | undefined;
  /** Limits of the hint searches. @defaultValue the game's hint defaults (full strength, about a second) */
  hintLimits?: AiLimits | undefined;
}

/** The state of a store's computer player, the same in every game. */
export interface AiStoreFields<H, S, M> {
  aiAvailable: boolean; // an AI client was given; without one every AI feature is off
  aiPlayer: AiPlayer; // the sides the computer plays
  level: Level; // the computer's strength, 1 to 10
  aiMoveDelayMs: number; // least time from a position to the computer's move in it, in ms
  analysis: boolean; // a hint is asked for after every move
  thinking: Stone | null; // the colour the computer is choosing a move or opening action for; null when it is not
  thinkingProgress: AiThinkingProgress | null; // where that search has got to; null while `thinking` is, and until the search's first report
  hint: AiStoreHint<H, S, M> | null; // the last hint, for the snapshot it names; null after any change
  hintPending: boolean; // a hint is being computed for the game now on the board
  aiError: Error | null; // the last failure of the AI, or its absence; cleared by its next answer
}

/** The actions of a store's computer player. */
export interface AiStoreActions<H, S, M> {
  /** Chooses the sides the computer plays; it starts thinking at once if it is to move. */
  setAiPlayer(player: AiPlayer): void;
  /** Sets the computer's strength; a search under way restarts at the new level. */
  setLevel(level: Level): void;
  /** Sets the least time before a computer move, in milliseconds (negative counts as 0). */
  setAiMoveDelay(ms: number): void;
  /** Turns on or off the hint asked for after every move. */
  setAnalysis(on: boolean): void;
  /**
   * Asks for a hint for the position on the board: the best move, what it leads to and the
   * expected line, stored in `hint` until the game changes. Resolves to that hint, or to `null`
   * when the game is over, the position changed first, the store has no AI client (`aiError`
   * says so) or the worker failed (`aiError` again).
   */
  requestHint(): Promise<AiStoreHint<H, S, M> | null>;
  /**
   * Stops the computer player for good: the search or hint under way is cancelled, its answer
   * discarded, and nothing is asked of the AI again. The game itself stays playable. Call it when
   * the store's owner goes away, such as in the unmount of the component that created it.
   */
  dispose(): void;
}

/**
 * What the computer chose to play in a position, and the search that chose it read as a hint for
 * that position: `null` for a choice made without a search, such as a forced pass or an opening
 * action.
 *
 * @example
 * const choice: AiChoice<ReversiHint, ReversiState, ReversiSearchMove> =
 *   { answer: 'd3', hint: { move: 'd3', kind: 'estimate', score: 2, pv: ['d3', 'c3'], game } };
 */
export interface AiChoice<H, S, M, A = M> {
  readonly answer: A; // the move or action to play
  readonly hint: AiStoreHint<H, S, M> | null; // the search as a hint, if a search chose
}

/**
 * What the shared controller needs to know of one game: whose turn it is, how to ask the AI for a
 * move and for a hint, and how to play the move it answers.
 *
 * @typeParam A - what the computer plays: a move `M`, or for Gomoku also an opening action
 */
export interface AiGameRules<H, S, M, A = M> {
  /** The side to move, `null` once the game is over or when no hint can be given. */
  sideToMove(game: S): Stone | null;
  /**
   * Who acts now, when that is not simply `sideToMove`: for Gomoku, the player the opening waits
   * on, or the player holding the colour to move. `null` when nobody is to act.
   * @defaultValue the side to move, as player and side
   */
  actor?(game: S): AiActor | null;
  /**
   * Asks `client` for what to play in `game`; `null` when there is nothing. `limits` carry the
   * controller's `onProgress`: hand them to `client.run` as they are.
   */
  search(
    client: AiClient,
    game: S,
    limits: AiLimits & Pick<AiRunOptions, 'onProgress'>,
    signal: AbortSignal,
  ): Promise<AiChoice<H, S, M, A> | null>;
  /** Asks `client` for a hint in `game`. */
  hint(
    client: AiClient,
    game: S,
    limits: AiLimits,
    signal: AbortSignal,
  ): Promise<AiStoreHint<H, S, M>>;
  /** Plays `move` through the store's own actions. */
  play(move: A): void;
}
