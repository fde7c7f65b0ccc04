import {
  type ForbiddenKind,
  formatPoint,
  type GomokuMove,
  type GomokuState,
  type GomokuStatus,
  type IllegalMoveReason,
  parsePoint,
  type Stone,
} from '@stonekit/core';
import { forbiddenCells, pointIndex } from './view.ts';

/** What a point label describes: one intersection as the user would read it. */
export interface GomokuPointDescription {
  readonly name: string; // the point in notation, such as 'h8'
  readonly stone: Stone | null; // the stone on it, null when empty
  readonly moveNumber: number; // the move number drawn on the stone, 0 when none is shown
  readonly lastMove: boolean; // the stone is the most recent move
  readonly winning: boolean; // the stone belongs to the winning line
  readonly forbidden: ForbiddenKind | null; // why black may not play this empty point (Renju)
}

/** A refused move, as the store recorded it in `lastError`. */
export interface GomokuRefusal {
  readonly reason: IllegalMoveReason; // why it was refused
  readonly move: string; // the move as given, such as 'h8'
}

/**
 * Every text a Gomoku board shows or speaks. Pass a partial object as `messages` to override
 * some of them; the rest come from `gomokuMessagesEn`.
 */
export interface GomokuMessages {
  boardLabel: (size: number) => string; // the grid's accessible name
  point: (point: GomokuPointDescription) => string; // each intersection's accessible name
  played: (move: GomokuMove) => string; // announced after a new move
  undone: (move: GomokuMove) => string; // announced after a move is taken back
  redone: (move: GomokuMove) => string; // announced after a taken-back move is replayed
  newGame: (state: GomokuState) => string; // announced after a reset
  result: (status: GomokuStatus) => string; // the ending, announced when the game ends
  refused: (refusal: GomokuRefusal, state: GomokuState) => string; // announced for a refused move
  status: (state: GomokuState) => string; // the text of `GomokuStatus`
  separator: string; // joins two sentences of one announcement
}

const stoneNames: Record<Stone, string> = { black: 'Black', white: 'White' };

const counts = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

const forbiddenNames: Record<ForbiddenKind, string> = {
  'double-three': 'double three',
  'double-four': 'double four',
  overline: 'overline',
};

/**
 * Why black may not play `move` (a name such as `'h8'`) in `state`, or `null` when it may or the
 * name is no point: lets a refusal message say which Renju rule forbids the move.
 *
 * @example
 * forbiddenKindAt(state, 'h8'); // 'double-three'
 */
export function forbiddenKindAt(state: GomokuState, move: string): ForbiddenKind | null {
  const point = parsePoint(move, state.size);
  return point === null ? null : (forbiddenCells(state).get(pointIndex(point, state.size)) ?? null);
}

/**
 * English texts, the default of every Gomoku component.
 *
 * @example
 * gomokuMessagesEn.played(move); // 'Black plays h8'
 * <GomokuBoard messages={{ ...gomokuMessagesEn, boardLabel: () => 'Practice board' }} />
 */
export const gomokuMessagesEn: GomokuMessages = {
  boardLabel: (size) => `Gomoku board, ${size} by ${size}`,
  point: ({ name, stone, moveNumber, lastMove, winning, forbidden }) =>
    `${name}, ${stone === null ? 'empty' : `${stone} stone`}${
      moveNumber > 0 ? `, move ${moveNumber}` : ''
    }${lastMove ? ', last move' : ''}${
      winning ? ', winning line' : ''
    }${forbidden === null ? '' : `, forbidden: ${forbiddenNames[forbidden]}`}`,
  played: (move) => `${stoneNames[move.stone]} plays ${move.name}`,
  undone: (move) => `${stoneNames[move.stone]} ${move.name} taken back`,
  redone: (move) => `${stoneNames[move.stone]} replays ${move.name}`,
  newGame: (state) => `New game, ${state.size} by ${state.size}`,
  result: (status) => {
    if (status.kind === 'draw') return 'Draw: the board is full';
    if (status.kind === 'playing') return '';
    if (status.forbidden !== undefined) {
      const { point, kind } = status.forbidden;
      return `${stoneNames[status.winner]} wins: black played a forbidden ${forbiddenNames[kind]} at ${formatPoint(point)}`;
    }
    return `${stoneNames[status.winner]} wins with ${counts[status.line.length] ?? status.line.length} in a row`;
  },
  refused: ({ reason, move }, state) => {
    switch (reason) {
      case 'occupied':
        return `${move} is occupied`;
      case 'game-over':
        return 'The game is over';
      case 'forbidden': {
        const kind = forbiddenKindAt(state, move);
        return `${move} is forbidden for ${state.turn}${kind === null ? '' : `: ${forbiddenNames[kind]}`}`;
      }
      case 'off-board':
        return `${move} is off the board`;
      case 'malformed':
        return `${move} is not a point`;
      default:
        return `${move} cannot be played`;
    }
  },
  status: (state) => {
    const { status } = state;
    if (status.kind === 'won') return `${stoneNames[status.winner]} wins`;
    if (status.kind === 'draw') return 'Draw';
    return `${stoneNames[state.turn]} to move`;
  },
  separator: '. ',
};

/**
 * `overrides` merged over `base`, for the `messages` props.
 *
 * @param base - the texts to start from. @defaultValue gomokuMessagesEn
 * @example
 * resolveGomokuMessages({ boardLabel: () => 'My board' }).played(move); // 'Black plays h8'
 */
export function resolveGomokuMessages(
  overrides?: Partial<GomokuMessages>,
  base: GomokuMessages = gomokuMessagesEn,
): GomokuMessages {
  return overrides === undefined ? base : { ...base, ...overrides };
}
