/**
 * The messages between a page and the AI worker. Everything in them survives structured cloning:
 * positions travel as snapshots (`GomokuState`, with its opening, or `{ board, turn }` for
 * Reversi), never as engine instances.
 */
import type { GomokuState, OpeningAction, Point } from '../../gomoku/types.ts';
import { readOptionsObject, refuseOption } from '../../options.ts';
import type { GomokuHint, GomokuSearchResult } from '../gomoku/types.ts';
import type { ReversiHint, ReversiPositionLike, ReversiSearchResult } from '../othello/types.ts';
import type { Level } from '../search-types.ts';

/**
 * The limits a request may set, and whether its search goes on from the worker's last table; the
 * rest of `SearchOptions` (signals, callbacks) cannot cross.
 */
export interface AiLimits {
  readonly level?: Level; // playing strength 1-10
  readonly depth?: number; // deepest iteration, in plies
  readonly timeMs?: number; // time budget
  readonly nodes?: number; // node budget
  readonly seed?: number; // seed of the weaker levels' noise
  readonly keepTable?: boolean; // go on from the table of the worker's last search (`SearchOptions`)
}

/**
 * What to compute: the move to play (`search`), a hint in words-friendly form (`hint`), or, for
 * Gomoku during a tournament opening, the opening action to take (`opening`, see
 * `decideOpeningGomoku`).
 */
export type AiTask =
  | {
      readonly game: 'gomoku';
      readonly kind: 'search' | 'hint' | 'opening';
      readonly position: GomokuState;
    }
  | {
      readonly game: 'reversi';
      readonly kind: 'search' | 'hint';
      readonly position: ReversiPositionLike;
    };

/** The kinds of task each game's AI answers. */
const KINDS: Readonly<Record<AiTask['game'], readonly string[]>> = {
  gomoku: ['search', 'hint', 'opening'],
  reversi: ['search', 'hint'],
};

/**
 * Checks that `task` is one the AI answers: a known `game`, a `kind` that game has, and a
 * `position` (which the search itself checks further).
 *
 * @throws OptionError naming `task`, `game`, `kind` or `position`
 * @example
 * readTask({ game: 'chess', kind: 'search', position }); // throws: Expected game to be 'gomoku' or 'reversi', …
 */
export function readTask(task: unknown): AiTask {
  const { game, kind, position } = readOptionsObject(task, 'task');
  if (game !== 'gomoku' && game !== 'reversi') {
    throw refuseOption('game', "'gomoku' or 'reversi'", game);
  }
  const kinds = KINDS[game];
  if (typeof kind !== 'string' || !kinds.includes(kind)) {
    const known = kinds.map((name) => `'${name}'`).join(', ');
    throw refuseOption('kind', `one of ${known} for ${game}`, kind);
  }
  if (position === undefined || position === null) {
    throw refuseOption('position', `a ${game} position`, position);
  }
  return task as AiTask;
}

/** What each task resolves to. */
export type AiAnswer<Task extends AiTask> = Task extends { game: 'gomoku'; kind: 'search' }
  ? GomokuSearchResult
  : Task extends { game: 'gomoku'; kind: 'hint' }
    ? GomokuHint
    : Task extends { game: 'gomoku'; kind: 'opening' }
      ? OpeningAction<Point> | null
      : Task extends { game: 'reversi'; kind: 'search' }
        ? ReversiSearchResult
        : ReversiHint;

/**
 * Where a search has got to, after one of its iterations: what `AiClient.run` hands to
 * `onProgress`. The fields are those of `SearchResult`, as far as the search has come.
 *
 * @example
 * const progress: AiProgress = { depth: 9, moveName: 'h8', score: 120, nodes: 412_000, timeMs: 3_200 };
 */
export interface AiProgress {
  readonly depth: number; // depth of the deepest finished iteration, in plies
  readonly moveName: string | null; // the best move so far in notation ('h8', 'd3', 'pass')
  readonly score: number; // its score for the side to move, in the game's units, as `SearchResult.score`
  readonly nodes: number; // positions visited so far
  readonly timeMs: number; // time since the worker took the request, as this report left it
}

/** Page → worker. */
export type AiRequest =
  | {
      readonly type: 'run';
      readonly id: number;
      readonly task: AiTask;
      readonly limits: AiLimits;
      // Post `progress` messages for this request. Only a client that reads them asks: one from
      // before they existed would take any message but `done` for a failure.
      readonly progress?: boolean;
    }
  | { readonly type: 'cancel'; readonly id: number };

/** Worker → page. `progress` comes only for a `run` that asked for it, and never after its answer. */
export type AiResponse =
  | { readonly type: 'done'; readonly id: number; readonly answer: unknown }
  | { readonly type: 'failed'; readonly id: number; readonly message: string }
  | { readonly type: 'progress'; readonly id: number; readonly progress: AiProgress };

/** The part of a worker (or a `MessagePort`) the client uses. */
export interface AiWorkerLike {
  postMessage(message: AiRequest): void;
  addEventListener(type: 'message', listener: (event: { data: AiResponse }) => void): void;
  terminate?(): void;
}

/** The part of a worker's global scope (`self`) that `serveAi` uses. */
export interface AiWorkerScopeLike {
  postMessage(message: AiResponse): void;
  addEventListener(type: 'message', listener: (event: { data: AiRequest }) => void): void;
}
