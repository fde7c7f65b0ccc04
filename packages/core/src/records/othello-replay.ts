// The Othello record formats (GGF, WTHOR, SGF) replay their moves through the engine the same
// way: the game passes by itself (autoPass), a pass the record writes is taken as that pass, a
// pass the record leaves out (WTHOR writes none) is made anyway, and a record that names the side
// of each move (GGF, SGF) must agree with the game on whose turn it is. Each reader turns a
// refusal into a RecordError pointing into its own input.
//
// A file of many games (GGF, WTHOR) is checked first on bare positions (MoveCheck), which costs
// little time and no memory, and each game's engine is built only when its record's `engine` is
// first read: a database of 100,000 games is read in seconds and holds 68 bytes a game, not the
// 25 kB of a replayed history. A game that fails the check is replayed in full to say why, in
// the engine's words.

import { IllegalMoveError } from '../errors.ts';
import type { Position } from '../reversi/position.ts';
import type { Reversi } from '../reversi/reversi.ts';
import { SQUARE_NAMES } from '../reversi/squares.ts';
import type { LossReason, Stone } from '../types.ts';

/** Why a record's move was refused, in a sentence, and the engine's error when it had one. */
export class Refusal {
  readonly message: string; // why, without saying where: the reader adds that
  readonly cause: IllegalMoveError | undefined; // the engine's refusal, if it was the engine's

  constructor(message: string, cause?: IllegalMoveError) {
    this.message = message;
    this.cause = cause;
  }
}

/** A record's move: a cell index (`y * 8 + x`), or a pass. */
export type RecordMove = number | 'pass';

/**
 * Plays a record's moves on `game`, which must have `autoPass` on. `step` returns the index in
 * `game.moves` of the entry the move made, or of the automatic pass it stands for.
 */
export class OthelloReplay {
  readonly game: Reversi;
  #pendingPass = -1; // index in game.moves of an automatic pass no written pass has claimed, or -1
  #entries: number; // entries in game.moves, kept here because reading game.moves builds a snapshot

  constructor(game: Reversi) {
    this.game = game;
    this.#entries = game.moves.length;
    // A game set up where the side to move has no move begins with a pass.
    if (this.#entries === 1) this.#pendingPass = 0;
  }

  /** Entries in the game so far, passes included. */
  get entries(): number {
    return this.#entries;
  }

  /**
   * Plays `move` for `stone`, or for the side to move when the record does not say whose it is.
   *
   * @throws Refusal when the game refuses it or it is not `stone`'s turn
   */
  step(move: RecordMove, stone?: Stone): number {
    const game = this.game;
    if (move === 'pass') {
      const pending = this.#pendingPass;
      if (pending >= 0 && (stone === undefined || stone !== game.turn)) {
        this.#pendingPass = -1;
        return pending;
      }
      // The game passes by itself, so a pass it did not make is one the rules do not allow.
      if (game.isGameOver()) throw new Refusal('the game is over, so no one can pass');
      const who = stone ?? game.turn;
      if (who !== game.turn) throw new Refusal(`it is ${game.turn}'s turn, not ${who}'s`);
      throw new Refusal(
        `${who} cannot pass: it has a legal move (${game.legalMoves().join(', ')})`,
      );
    }
    if (stone !== undefined && stone !== game.turn && !game.isGameOver()) {
      throw new Refusal(`it is ${game.turn}'s turn, not ${stone}'s`);
    }
    const mover = game.turn;
    let played: number;
    try {
      played = game.play(SQUARE_NAMES[move]!).number - 1;
    } catch (error) {
      if (error instanceof IllegalMoveError) throw new Refusal(error.message, error);
      throw error;
    }
    this.#entries = played + 1;
    this.#pendingPass = -1;
    // With autoPass, the turn comes back to the mover only through the opponent's forced pass.
    if (game.turn === mover && !game.isGameOver()) {
      this.#pendingPass = played + 1;
      this.#entries = played + 2;
    }
    return played;
  }
}

/**
 * Checks a record's moves as `OthelloReplay` plays them, on bare positions: the same passes made
 * and claimed, the same refusals, without a game's history. `step` returns the index the entry
 * would have in `game.moves`, or -1 for a move `OthelloReplay` would refuse.
 */
export class MoveCheck {
  #position: Position; // the position now
  #pendingPass = -1; // as OthelloReplay's
  #entries = 0; // entries so far, passes included

  constructor(start: Position) {
    this.#position = start;
    if (start.mustPass) {
      this.#position = start.pass();
      this.#pendingPass = 0;
      this.#entries = 1;
    }
  }

  /** Entries so far, passes included. */
  get entries(): number {
    return this.#entries;
  }

  /** Checks `move` for `stone` (or the side to move); -1 when it would be refused. */
  step(move: RecordMove, stone?: Stone): number {
    const position = this.#position;
    if (move === 'pass') {
      const pending = this.#pendingPass;
      if (pending < 0 || (stone !== undefined && stone === position.turn)) return -1;
      this.#pendingPass = -1;
      return pending;
    }
    if (position.over || (stone !== undefined && stone !== position.turn)) return -1;
    if (!position.isLegal(move)) return -1;
    const played = this.#entries;
    let next = position.play(move, position.flips(move));
    this.#entries++;
    this.#pendingPass = -1;
    if (next.mustPass) {
      next = next.pass();
      this.#pendingPass = this.#entries;
      this.#entries++;
    }
    this.#position = next;
    return played;
  }
}

/**
 * Ends `game` off the board as a record says: `loser` resigned or ran out of time. A game the
 * board has already ended keeps its result, which is the one its moves earned.
 *
 * @returns whether the result was applied
 */
export function concedeRecorded(game: Reversi, loser: Stone, reason: LossReason): boolean {
  if (game.isGameOver()) return false;
  if (reason === 'time') game.loseOnTime(loser);
  else game.resign(loser);
  return true;
}

/** The other side. */
export function opponentOf(stone: Stone): Stone {
  return stone === 'black' ? 'white' : 'black';
}
