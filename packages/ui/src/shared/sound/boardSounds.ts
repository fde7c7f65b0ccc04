import type { Stone } from '@stonekit/core';
import type { AiPlayer } from '../ai/types.ts';
import type { SoundDetail, SoundName } from './sounds.ts';

/**
 * Which sound a change of a game store calls for, and when a running clock ticks: pure functions
 * of the store's states, which `useBoardSounds` wires to a store and a player.
 */

/**
 * What the sounds read of a clock, as a `ClockState` snapshot of `@stonekit/core` holds it: the
 * side whose time runs, and each side's time left when the snapshot was taken at `at`.
 *
 * @example
 * const clock: SoundClock = { running: 'black', at: Date.now(), black: { leftMs: 9_000 }, white: { leftMs: 60_000 } };
 */
export interface SoundClock {
  readonly running: Stone | null; // whose time is counting now; null when none is
  readonly at: number; // the Date.now() the snapshot was read at
  readonly black: { readonly leftMs: number }; // black's time left at `at`
  readonly white: { readonly leftMs: number }; // white's time left at `at`
}

/**
 * A warning that a side's time is running low, as a store with a clock raises it.
 *
 * @example
 * const alert: SoundTimeAlert = { side: 'white', kind: 'ten-seconds' };
 */
export interface SoundTimeAlert {
  readonly side: Stone; // the side short of time
  readonly kind: 'minute' | 'ten-seconds'; // how short
}

/**
 * Whether a game goes on, and how it ended, as either game's status says it.
 *
 * @example
 * const status: SoundGameStatus = createGomokuStore().getState().game.status; // { kind: 'playing' }
 */
export type SoundGameStatus =
  | { readonly kind: 'playing' }
  | { readonly kind: 'won'; readonly winner: Stone }
  | { readonly kind: 'draw' };

/**
 * What the sounds read of a game store: a Gomoku or a Reversi store fits, and any store with these
 * fields. `clock` and `timeAlert` are read where a store has them.
 *
 * @example
 * const state: BoardSoundState = createReversiStore().getState();
 */
export interface BoardSoundState {
  readonly game: {
    readonly status: SoundGameStatus; // playing, won or draw
    readonly opening?: { readonly black: 'first' | 'second' }; // Gomoku: the player holding black
  };
  readonly lastAction: {
    readonly kind: string; // 'play', 'undo', 'redo', 'reset', …
    readonly move?: { readonly stone: Stone; readonly flips?: readonly unknown[] }; // Reversi moves say what they turned
  } | null;
  readonly lastError: object | null; // the last refused move
  readonly aiPlayer?: AiPlayer; // the sides the computer plays
  readonly clock?: SoundClock | null; // the game's clock, if it has one
  readonly timeAlert?: SoundTimeAlert | null; // the last low-time warning
}

/**
 * A sound to play, with what it is told about the event.
 *
 * @example
 * const request: SoundRequest = { name: 'flip', detail: { flips: 3 } };
 * player.play(request.name, request.detail);
 */
export interface SoundRequest {
  readonly name: SoundName; // the sound
  readonly detail?: SoundDetail; // `{ flips }` for a Reversi move
}

/**
 * Under this much time left, in milliseconds, the running side's clock ticks every second.
 *
 * @defaultValue 10_000
 * @example
 * if (left < LOW_TIME_MS) player.play('tick');
 */
export const LOW_TIME_MS = 10_000;

/**
 * The player who holds `colour`, named as `aiPlayer` names players: by the colour they start with.
 * Only Gomoku's swap openings make the two differ.
 */
function playerHolding(colour: Stone, game: BoardSoundState['game']): Stone {
  const black = game.opening?.black ?? 'first';
  const holder = colour === 'black' ? black : black === 'first' ? 'second' : 'first';
  return holder === 'first' ? 'black' : 'white';
}

/** Win, or loss when the winner is the computer's only side: a person lost to it. */
function endOfGame(winner: Stone, state: BoardSoundState): SoundRequest {
  const computerWon = state.aiPlayer === playerHolding(winner, state.game);
  return { name: computerWon ? 'loss' : 'win' };
}

/** The sound of a game that has just ended, on the board or off it (on time, by resignation). */
function gameOver(next: BoardSoundState, previous: BoardSoundState): SoundRequest | null {
  const status = next.game.status;
  if (status.kind === 'playing' || previous.game.status.kind !== 'playing') return null;
  return status.kind === 'draw' ? { name: 'draw' } : endOfGame(status.winner, next);
}

/**
 * The sound a change of a game store calls for, or `null`: `start` for a new game, `win`,
 * `loss` or `draw` for a game just over, on the board, on time or by resignation (instead of
 * the sound of the move that ended it), `place` for a new
 * Gomoku stone, `flip` with the number turned for a new Reversi disc, `illegal` for a move
 * refused. Undo and redo sound nothing, even when they end or reopen a game. `loss` is for a
 * person beaten by the computer: the winner is the only side `aiPlayer` gives it.
 *
 * @example
 * store.subscribe((next, previous) => {
 *   const sound = boardSound(next, previous);
 *   if (sound !== null) player.play(sound.name, sound.detail);
 * });
 */
export function boardSound(next: BoardSoundState, previous: BoardSoundState): SoundRequest | null {
  const action = next.lastAction !== previous.lastAction ? next.lastAction : null;
  if (action?.kind === 'reset') return { name: 'start' };
  // Stepping through the history replays moves and endings the players have heard already.
  if (action !== null && /^(undo|redo)/.test(action.kind)) return null;
  const over = gameOver(next, previous);
  if (over !== null) return over;
  if (action?.kind === 'play' && action.move !== undefined) {
    const flips = action.move.flips;
    return flips === undefined
      ? { name: 'place' }
      : { name: 'flip', detail: { flips: flips.length } };
  }
  if (next.lastError !== null && next.lastError !== previous.lastError) return { name: 'illegal' };
  return null;
}

/**
 * Whether the change raised a new low-time warning: a `timeAlert` now, where there was none or
 * another before. A store that builds an equal alert again raises nothing.
 *
 * @example
 * if (timeAlertRaised(next, previous)) player.play('tick');
 */
export function timeAlertRaised(next: BoardSoundState, previous: BoardSoundState): boolean {
  const alert = next.timeAlert ?? null;
  const before = previous.timeAlert ?? null;
  return (
    alert !== null && (before === null || before.side !== alert.side || before.kind !== alert.kind)
  );
}

/**
 * The time the running side has left at `now`, in milliseconds, from the clock's snapshot; `null`
 * while no clock runs, once the game is over, and without a limit.
 *
 * @example
 * runningTimeLeft(store.getState(), Date.now()); // 8_750
 */
export function runningTimeLeft(state: BoardSoundState, now: number): number | null {
  const clock = state.clock ?? null;
  if (clock === null || clock.running === null || state.game.status.kind !== 'playing') return null;
  const left = clock[clock.running].leftMs - (now - clock.at);
  return Number.isFinite(left) ? left : null;
}

/**
 * How long until the running side's clock next ticks, in milliseconds, or `null` when it will not.
 * Under `LOW_TIME_MS` left it ticks as each whole second runs out (at 9 s left, 8 s, … 1 s); with
 * more, the first tick is the one at 9 s.
 *
 * @example
 * nextTickDelay(state, now); // 400 with 9.4 s left; 16_000 with 25 s left; null when stopped
 */
export function nextTickDelay(state: BoardSoundState, now: number): number | null {
  const left = runningTimeLeft(state, now);
  if (left === null || left <= 1000) return null;
  const second = Math.min(Math.ceil(left / 1000) - 1, LOW_TIME_MS / 1000 - 1);
  return left - second * 1000;
}
