/**
 * The messages between a page and the AI worker. Everything in them survives structured cloning:
 * positions travel as snapshots (`GomokuState`, with its opening, or `{ board, turn }` for
 * Reversi), never as engine instances.
 */
import type { OpeningAction } from '../../gomoku/opening/types.ts';
import type { GomokuState, Point } from '../../gomoku/types.ts';
import type { GomokuHint, GomokuSearchResult } from '../gomoku/types.ts';
import type { ReversiHint, ReversiPositionLike, ReversiSearchResult } from '../othello/types.ts';
import type { Level } from '../search-types.ts';

/** The limits a request may set; the rest of `SearchOptions` (signals, callbacks) cannot cross. */
export interface AiLimits {
  readonly level?: Level; // playing strength 1-10
  readonly depth?: number; // deepest iteration, in plies
  readonly timeMs?: number; // time budget
  readonly nodes?: number; // node budget
  readonly seed?: number; // seed of the weaker levels' noise
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

/** Page → worker. */
export type AiRequest =
  | { readonly type: 'run'; readonly id: number; readonly task: AiTask; readonly limits: AiLimits }
  | { readonly type: 'cancel'; readonly id: number };

/** Worker → page. */
export type AiResponse =
  | { readonly type: 'done'; readonly id: number; readonly answer: unknown }
  | { readonly type: 'failed'; readonly id: number; readonly message: string };

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
