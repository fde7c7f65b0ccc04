import {
  type ChoosePhase,
  describeOpeningPhase,
  type ForbiddenKind,
  formatPoint,
  type GomokuMove,
  type GomokuState,
  type GomokuStatus,
  type IllegalMoveReason,
  type OpeningAction,
  type OpeningChoice,
  type OpeningPhase,
  type OpeningRegion,
  parsePoint,
  type RenjuOpening,
  type Stone,
} from '@stonekit/core';
import type { LineStep } from '../shared/ai/line.ts';
import { type AiMessages, aiMessagesEn } from '../shared/ai/messages.ts';
import { type BoardMessages, boardMessagesEn } from '../shared/board/messages.ts';
import { type ClockMessages, clockMessagesEn } from '../shared/clock/messages.ts';
import type { GomokuStoreHint } from './ai.ts';
import { forbiddenCells, pointIndex } from './view.ts';

/** What a point label describes: one intersection as the user would read it. */
export interface GomokuPointDescription {
  readonly name: string; // the point in notation, such as 'h8'
  readonly stone: Stone | null; // the stone on it, null when empty
  readonly moveNumber: number; // the move number drawn on the stone, 0 when none is shown
  readonly lastMove: boolean; // the stone is the most recent move
  readonly winning: boolean; // the stone belongs to the winning line
  readonly forbidden: ForbiddenKind | null; // why black may not play this empty point (Renju)
  readonly offer?: number | undefined; // the number of the fifth move candidate here, 0 when none
  readonly offerStage?: 'chosen' | 'offered' | undefined; // chosen for an offer, or on offer
  readonly hint?: boolean | undefined; // the point a hint shows
  readonly line?: LineStep | null | undefined; // the point's move in the hint's expected line, if shown
}

/** A refused move or action, as the store recorded it in `lastError`. */
export interface GomokuRefusal {
  readonly reason: IllegalMoveReason; // why it was refused
  readonly move: string; // the move as given, such as 'h8'; for an opening action, what it gave
  readonly kind?: ForbiddenKind | undefined; // for a forbidden move, which rule forbids it
  readonly points?: readonly string[] | undefined; // the points an opening refusal names
}

/**
 * Every text a Gomoku board, its status line and its opening panel show or speak, the computer
 * player's included. Pass a partial object as `messages` to override some of them; the rest come
 * from `gomokuMessagesEn`.
 */
export interface GomokuMessages extends AiMessages, ClockMessages, BoardMessages {
  boardLabel: (size: number) => string; // the grid's accessible name
  point: (point: GomokuPointDescription) => string; // each intersection's accessible name
  played: (move: GomokuMove) => string; // announced after a new move
  undone: (move: GomokuMove) => string; // announced after a move is taken back
  redone: (move: GomokuMove) => string; // announced after a taken-back move is replayed
  newGame: (state: GomokuState) => string; // announced after a reset
  result: (status: GomokuStatus) => string; // the ending, announced when the game ends
  refused: (refusal: GomokuRefusal, state: GomokuState) => string; // a refused move or action
  status: (state: GomokuState) => string; // the text of `GomokuStatus` outside an opening
  separator: string; // joins two sentences of one announcement
  openingPhase: (phase: OpeningPhase) => string; // what the opening expects now: 'White: swap or keep?'
  openingName: (opening: RenjuOpening) => string; // the opening moves 1 to 3 make, as shown
  openingAction: (action: OpeningAction<string>, phase: OpeningPhase) => string; // a choice, declaration or offer, announced; `phase` is the one it answered
  openingUndone: (action: OpeningAction<string>, phase: OpeningPhase) => string; // such an action taken back alone, announced
  openingRedone: (action: OpeningAction<string>, phase: OpeningPhase) => string; // such an action replayed, announced
  openingHint: (phase: OpeningPhase) => string; // the opening panel's instruction for the phase
  choice: (choice: OpeningChoice, phase: ChoosePhase) => string; // a button of a choose phase
  declareLabel: (min: number, max: number) => string; // the Yamaguchi count's label
  declareButton: string; // the button that declares it
  chosenOffers: (chosen: readonly string[], count: number) => string; // the offer so far, in the panel
  offerButton: (count: number) => string; // the button that offers the chosen points
  clearOffers: string; // the button that empties the offer
  offerChosen: (name: string, chosen: number, count: number) => string; // announced when a point joins the offer
  offerRemoved: (name: string) => string; // announced when a point leaves the offer
  selectButton: (name: string) => string; // a button selecting one offered fifth move
  hint: (hint: GomokuStoreHint) => string; // announced when a hint comes: 'Hint: h8, black wins in 3'
  evaluation: (hint: GomokuStoreHint) => string; // the status line's evaluation: 'White wins in 3'
}

const stoneNames: Record<Stone, string> = { black: 'Black', white: 'White' };

const counts = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

const forbiddenNames: Record<ForbiddenKind, string> = {
  'double-three': 'double three',
  'double-four': 'double four',
  overline: 'overline',
};

const playerNames = { first: 'First player', second: 'Second player' } as const;

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
 * Who acts in a phase, by the colour they hold for now or else as first or second player.
 *
 * @example
 * openingActor(phase, { black: 'Black', white: 'White' }, { first: 'First player', second: 'Second player' });
 */
export function openingActor(
  phase: OpeningPhase,
  stones: Readonly<Record<Stone, string>>,
  players: Readonly<Record<'first' | 'second', string>>,
): string {
  if (phase.phase === 'done') return '';
  return phase.role === null ? players[phase.player] : stones[phase.role];
}

/** The region in English words: 'the centre point h8', 'the central 5x5 square'. */
function regionWords(region: OpeningRegion): string {
  const side = 2 * region.radius + 1;
  return region.radius === 0
    ? `the centre point ${formatPoint(region.centre)}`
    : `the central ${side}x${side} square`;
}

function fifths(count: number): string {
  return count === 1 ? '1 fifth move' : `${count} fifth moves`;
}

/** A list of names in English: 'a', 'a and b', 'a, b and c'; or with 'or'. */
function listed(names: readonly string[], conjunction = 'and'): string {
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
}

function refusedInOpening(refusal: GomokuRefusal, state: GomokuState): string {
  const { reason, move, points = [] } = refusal;
  const { phase } = state.opening;
  switch (reason) {
    case 'outside-region': {
      if (phase.phase !== 'place' || phase.region === null) {
        return `${move} is outside the square the move must go in`;
      }
      const where = phase.region.radius === 0 ? 'is not' : 'is outside';
      return `${move} ${where} ${regionWords(phase.region)}, where move ${phase.move} must go`;
    }
    case 'wrong-phase':
      return `Not now. ${gomokuMessagesEn.openingPhase(phase)}`;
    case 'not-an-option':
      return `${move} is not an option now`;
    case 'bad-count':
      return phase.phase === 'declare-offers'
        ? `Declare from ${phase.min} to ${phase.max} fifth moves`
        : `${move} fifth moves cannot be declared`;
    case 'wrong-count':
      return phase.phase === 'offer-fifth'
        ? `Offer exactly ${fifths(phase.count)}`
        : 'That is the wrong number of fifth moves';
    case 'duplicate-offer':
      return `${points[0] ?? move} is chosen already`;
    case 'equivalent-offers':
      return `${listed(points)} are the same fifth move by symmetry: offer only one of them`;
    case 'not-offered':
      return phase.phase === 'select-fifth'
        ? `${move} was not offered: select ${listed(phase.offers.map(formatPoint), 'or')}`
        : `${move} was not offered`;
    default:
      return `${move} cannot be played`;
  }
}

/** The side a hint favours and how much, from the side to move's `score` of -100 to 100. */
function advantage(score: number, side: string, other: string): string {
  const size = Math.abs(score);
  if (size < 10) return 'the game is even';
  const who = score > 0 ? side : other;
  if (size < 35) return `${who} is slightly ahead`;
  return size < 75 ? `${who} is ahead` : `${who} is well ahead`;
}

/** What the hinted move leads to: 'black wins in 3', 'white is ahead'. */
function hintOutcome(hint: GomokuStoreHint): string {
  const side = hint.game.turn;
  const other = side === 'black' ? 'white' : 'black';
  switch (hint.kind) {
    case 'win':
      return `${side} wins in ${hint.in}`;
    case 'loss':
      return `${other} wins in ${hint.in}`;
    case 'estimate':
      return advantage(hint.score, side, other);
    default:
      return 'the game is over';
  }
}

/** `text` with a capital first letter. */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const choiceNames: Record<Exclude<OpeningChoice, 'offer'>, string> = {
  black: 'Take black',
  white: 'Take white',
  'place-two': 'Place two more',
  swap: 'Swap',
  keep: 'Keep',
};

/** A choice, declaration or offer, or a stone, as said of the player who took it. */
function describeAction(action: OpeningAction<string>, phase: OpeningPhase): string {
  const who = openingActor(phase, stoneNames, playerNames);
  switch (action.type) {
    case 'choose':
      switch (action.choice) {
        case 'swap':
          return `${who} swaps`;
        case 'keep':
          return `${who} keeps`;
        case 'place-two':
          return `${who} places two more stones`;
        case 'offer':
          return `${who} offers fifth moves instead`;
        default:
          return `${who} takes ${action.choice}`;
      }
    case 'declare':
      return `${who} declares ${fifths(action.count)}`;
    case 'offer':
      return `${who} offers ${listed(action.points)}`;
    default:
      return `${who} plays ${action.point}`;
  }
}

/**
 * English texts, the default of every Gomoku component.
 *
 * @example
 * gomokuMessagesEn.played(move); // 'Black plays h8'
 * gomokuMessagesEn.openingPhase(state.opening.phase); // 'White: swap or keep?'
 * <GomokuBoard messages={{ ...gomokuMessagesEn, boardLabel: () => 'Practice board' }} />
 */
export const gomokuMessagesEn: GomokuMessages = {
  ...aiMessagesEn,
  ...boardMessagesEn,
  ...clockMessagesEn,
  boardLabel: (size) => `Gomoku board, ${size} by ${size}`,
  point: ({
    name,
    stone,
    moveNumber,
    lastMove,
    winning,
    forbidden,
    offer = 0,
    offerStage,
    hint = false,
    line = null,
  }) =>
    `${name}, ${stone === null ? 'empty' : `${stone} stone`}${
      moveNumber > 0 ? `, move ${moveNumber}` : ''
    }${lastMove ? ', last move' : ''}${
      winning ? ', winning line' : ''
    }${forbidden === null ? '' : `, forbidden: ${forbiddenNames[forbidden]}`}${
      offer > 0 ? `, ${offerStage === 'offered' ? 'offered' : 'chosen'} fifth move ${offer}` : ''
    }${hint ? `, ${aiMessagesEn.hintLabel}` : ''}${
      line === null ? '' : `, ${aiMessagesEn.lineStep(line.step, line.stone)}`
    }`,
  played: (move) => `${stoneNames[move.stone]} plays ${move.name}`,
  undone: (move) => `${stoneNames[move.stone]} ${move.name} taken back`,
  redone: (move) => `${stoneNames[move.stone]} replays ${move.name}`,
  newGame: (state) => `New game, ${state.size} by ${state.size}`,
  result: (status) => {
    if (status.kind === 'draw') return 'Draw: the board is full';
    if (status.kind === 'playing') return '';
    if (status.reason === 'time') return `${stoneNames[status.winner]} wins on time`;
    if (status.reason === 'resignation') {
      return `${stoneNames[status.winner === 'black' ? 'white' : 'black']} resigns. ${stoneNames[status.winner]} wins`;
    }
    if (status.forbidden !== undefined) {
      const { point, kind } = status.forbidden;
      return `${stoneNames[status.winner]} wins: black played a forbidden ${forbiddenNames[kind]} at ${formatPoint(point)}`;
    }
    return `${stoneNames[status.winner]} wins with ${counts[status.line.length] ?? status.line.length} in a row`;
  },
  refused: (refusal, state) => {
    const { reason, move } = refusal;
    switch (reason) {
      case 'occupied':
        return `${move} is occupied`;
      case 'game-over':
        return 'The game is over';
      case 'forbidden': {
        const kind = refusal.kind ?? forbiddenKindAt(state, move);
        return `${move} is forbidden for ${state.turn}${kind === null ? '' : `: ${forbiddenNames[kind]}`}`;
      }
      case 'off-board':
        return `${move} is off the board`;
      case 'malformed':
        return `${move} is not a point`;
      default:
        return refusedInOpening(refusal, state);
    }
  },
  status: (state) => {
    const { status } = state;
    if (status.kind === 'won') {
      const how =
        status.reason === 'time'
          ? ' on time'
          : status.reason === 'resignation'
            ? ' by resignation'
            : '';
      return `${stoneNames[status.winner]} wins${how}`;
    }
    if (status.kind === 'draw') return 'Draw';
    return `${stoneNames[state.turn]} to move`;
  },
  separator: '. ',
  openingPhase: describeOpeningPhase,
  openingName: (opening) => `Opening: ${opening.name} (${opening.nameZh}, ${opening.code})`,
  openingAction: describeAction,
  openingUndone: (action, phase) => `Taken back: ${describeAction(action, phase)}`,
  openingRedone: (action, phase) => `Replayed: ${describeAction(action, phase)}`,
  openingHint: (phase) => {
    switch (phase.phase) {
      case 'place':
        return phase.region === null
          ? 'Click a point anywhere on the board.'
          : 'Click a point inside the highlighted square.';
      case 'offer-fifth':
        return `Click ${phase.count} points on the board, then offer them. Two points that mirror each other are the same move.`;
      case 'select-fifth':
        return 'Click one of the numbered stones on the board, or select one here.';
      default:
        return ''; // the buttons and the phase say it all
    }
  },
  choice: (choice, phase) =>
    choice === 'offer' ? `Offer ${fifths(phase.offerCount ?? 0)}` : choiceNames[choice],
  declareLabel: (min, max) => `Fifth moves to offer (${min} to ${max})`,
  declareButton: 'Declare',
  chosenOffers: (chosen, count) =>
    chosen.length === 0
      ? `None chosen yet, 0 of ${count}`
      : `Chosen: ${chosen.join(', ')} (${chosen.length} of ${count})`,
  offerButton: (count) => (count === 1 ? 'Offer this move' : `Offer these ${count} moves`),
  clearOffers: 'Clear',
  offerChosen: (name, chosen, count) => `${name} chosen, ${chosen} of ${count}`,
  offerRemoved: (name) => `${name} removed from the offer`,
  selectButton: (name) => `Select ${name}`,
  hint: (hint) =>
    hint.move === null
      ? 'No hint: the game is over'
      : `Hint: ${formatPoint(hint.move)}, ${hintOutcome(hint)}`,
  evaluation: (hint) => capitalised(hintOutcome(hint)),
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
