import type { IllegalMoveReason, ReversiMove, ReversiState, Stone } from '@stonekit/core';
import type { LineStep } from '../shared/ai/line.ts';
import { type AiMessages, aiMessagesEn } from '../shared/ai/messages.ts';
import { type BoardMessages, boardMessagesEn } from '../shared/board/messages.ts';
import { type ClockMessages, clockMessagesEn } from '../shared/clock/messages.ts';
import type { ReversiStoreHint } from './ai.ts';

/** What a square label describes: one square as the user would read it. */
export interface ReversiSquareDescription {
  readonly name: string; // the square in notation, such as 'd3'
  readonly stone: Stone | null; // the disc on it, null when empty
  readonly lastMove: boolean; // the disc placed last
  readonly legal: boolean; // the side to move may play here
  readonly flips: number; // discs a move here would turn over, 0 unless legal
  readonly hint: boolean; // the square a hint shows
  readonly line: LineStep | null; // the square's move in the hint's expected line, if shown
}

/** A refused move or pass, as the store recorded it in `lastError`. */
export interface ReversiRefusal {
  readonly reason: IllegalMoveReason; // why it was refused
  readonly move: string; // the move as given, such as 'd4', or 'pass'
}

/**
 * Every text a Reversi board and its status pieces show or speak, the computer player's
 * included. Pass a partial object as `messages` to override some of them; the rest come from
 * `reversiMessagesEn`.
 */
export interface ReversiMessages extends AiMessages, ClockMessages, BoardMessages {
  boardLabel: string; // the grid's accessible name
  square: (square: ReversiSquareDescription) => string; // each square's accessible name
  played: (move: ReversiMove) => string; // announced after a new disc
  passed: (move: ReversiMove) => string; // announced after a pass, by hand or automatic
  mustPass: (stone: Stone) => string; // announced when the side to move has to pass by hand
  undone: (move: ReversiMove) => string; // announced after a move is taken back
  redone: (move: ReversiMove) => string; // announced after a taken-back move is replayed
  newGame: (state: ReversiState) => string; // announced after a reset
  result: (state: ReversiState) => string; // announced when the game ends, with the score
  refused: (refusal: ReversiRefusal, state: ReversiState) => string; // a refused move or pass
  status: (state: ReversiState) => string; // the sentence of `ReversiStatus`
  count: (stone: Stone, discs: number) => string; // one side of `ReversiScore`, 'Black 2'
  passButton: string; // the text of `ReversiPassButton`
  separator: string; // joins two sentences of one announcement
  hint: (hint: ReversiStoreHint) => string; // announced when a hint comes: 'Hint: d3, a win by 6 discs'
  evaluation: (hint: ReversiStoreHint) => string; // the status line's evaluation, for the side it favours
}

const stoneNames: Record<Stone, string> = { black: 'Black', white: 'White' };

/** The other colour. */
export function opponentOf(stone: Stone): Stone {
  return stone === 'black' ? 'white' : 'black';
}

/**
 * The winner's discs first: `'Black wins 40 to 24'`, or `'Draw, 32 to 32'`; `''` while playing.
 * Counts the discs on the board, as the board shows them.
 */
function outcome({ status, score }: ReversiState): string {
  if (status.kind === 'draw') return `Draw, ${score.black} to ${score.white}`;
  if (status.kind === 'playing') return '';
  const loser = opponentOf(status.winner);
  if (status.reason === 'time') return `${stoneNames[status.winner]} wins on time`;
  if (status.reason === 'resignation') {
    return `${stoneNames[loser]} resigns. ${stoneNames[status.winner]} wins`;
  }
  return `${stoneNames[status.winner]} wins ${score[status.winner]} to ${score[loser]}`;
}

/** '6 discs', '1 disc'. */
function discs(count: number): string {
  return count === 1 ? '1 disc' : `${count} discs`;
}

/** What the hinted move leads to, for the side to move: 'a win by 6 discs'. */
function hintOutcome(hint: ReversiStoreHint): string {
  switch (hint.kind) {
    case 'exact':
      return hint.outcome === 'draw' ? 'a draw' : `a ${hint.outcome} by ${discs(hint.discs)}`;
    case 'win':
    case 'loss':
      return `a ${hint.kind} by at least ${discs(hint.discs)}`;
    default:
      if (hint.score === 0) return 'about even';
      return `about ${discs(Math.abs(hint.score))} ${hint.score > 0 ? 'ahead' : 'behind'}`;
  }
}

/** The evaluation for the side it favours: 'Black is winning by ~6 discs'. */
function evaluation(hint: ReversiStoreHint): string {
  const side = hint.game.turn;
  const other = opponentOf(side);
  switch (hint.kind) {
    case 'exact':
      if (hint.outcome === 'draw') return 'A draw with best play';
      return `${stoneNames[hint.outcome === 'win' ? side : other]} wins by ${discs(hint.discs)} with best play`;
    case 'win':
      return `${stoneNames[side]} wins by at least ${discs(hint.discs)}`;
    case 'loss':
      return `${stoneNames[other]} wins by at least ${discs(hint.discs)}`;
    default:
      if (hint.score === 0) return 'The game is even';
      return `${stoneNames[hint.score > 0 ? side : other]} is winning by ~${discs(Math.abs(hint.score))}`;
  }
}

/**
 * English texts, the default of every Reversi component.
 *
 * @example
 * reversiMessagesEn.played(move); // 'Black plays d3, flips 1'
 * <ReversiBoard messages={{ ...reversiMessagesEn, boardLabel: 'Practice board' }} />
 */
export const reversiMessagesEn: ReversiMessages = {
  ...aiMessagesEn,
  ...boardMessagesEn,
  ...clockMessagesEn,
  boardLabel: 'Reversi board, 8 by 8',
  square: ({ name, stone, lastMove, legal, flips, hint, line }) =>
    `${name}, ${stone === null ? 'empty' : `${stone} disc`}${lastMove ? ', last move' : ''}${
      legal ? `, legal move, flips ${flips}` : ''
    }${hint ? `, ${aiMessagesEn.hintLabel}` : ''}${
      line === null ? '' : `, ${aiMessagesEn.lineStep(line.step, line.stone)}`
    }`,
  played: (move) => `${stoneNames[move.stone]} plays ${move.square}, flips ${move.flips.length}`,
  passed: (move) => `${stoneNames[move.stone]} has no move and passes`,
  mustPass: (stone) => `${stoneNames[stone]} has no move and must pass`,
  undone: (move) =>
    move.pass
      ? `${stoneNames[move.stone]}'s pass taken back`
      : `${stoneNames[move.stone]} ${move.square} taken back`,
  redone: (move) =>
    move.pass
      ? `${stoneNames[move.stone]} passes again`
      : `${stoneNames[move.stone]} replays ${move.square}, flips ${move.flips.length}`,
  newGame: () => 'New game',
  result: (state) => `Game over. ${outcome(state)}`,
  refused: ({ reason, move }, state) => {
    switch (reason) {
      case 'occupied':
        return `${move} is occupied`;
      case 'no-flips':
        return `${move} flips no discs`;
      case 'must-pass':
        return `${stoneNames[state.turn]} has no move and must pass`;
      case 'cannot-pass':
        return `${stoneNames[state.turn]} has a move and cannot pass`;
      case 'game-over':
        return 'The game is over';
      case 'off-board':
        return `${move} is off the board`;
      case 'malformed':
        return `${move} is not a square`;
      default:
        return `${move} cannot be played`;
    }
  },
  status: (state) => {
    if (state.status.kind !== 'playing') return outcome(state);
    if (state.mustPass) return `${stoneNames[state.turn]} has no move and must pass`;
    if (state.lastMove?.pass === true) {
      return `${stoneNames[state.lastMove.stone]} passed. ${stoneNames[state.turn]} to move`;
    }
    return `${stoneNames[state.turn]} to move`;
  },
  count: (stone, discs) => `${stoneNames[stone]} ${discs}`,
  passButton: 'Pass',
  separator: '. ',
  hint: (hint) => `Hint: ${hint.move ?? 'none'}, ${hintOutcome(hint)}`,
  evaluation,
};

/**
 * `overrides` merged over `base`, for the `messages` props.
 *
 * @param base - the texts to start from. @defaultValue reversiMessagesEn
 * @example
 * resolveReversiMessages({ boardLabel: 'My board' }).passButton; // 'Pass'
 */
export function resolveReversiMessages(
  overrides?: Partial<ReversiMessages>,
  base: ReversiMessages = reversiMessagesEn,
): ReversiMessages {
  return overrides === undefined ? base : { ...base, ...overrides };
}
