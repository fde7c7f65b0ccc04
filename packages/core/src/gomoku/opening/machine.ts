import { describeValue } from '../../describe-value.ts';
import { IllegalMoveError, OptionError } from '../../errors.ts';
import { assertSize, formatPoint } from '../coords.ts';
import type {
  ChoosePhase,
  OpeningAction,
  OpeningChoice,
  OpeningPhase,
  OpeningPlayer,
  OpeningRuleName,
  OpeningState,
  OpeningStone,
  Point,
  Stone,
} from '../types.ts';
import { checkOffers, occupied, outside, readPoint } from './checks.ts';
import { describeOpeningPhase } from './describe.ts';
import { OpeningError, shownPoints } from './errors.ts';
import { centralRegion } from './region.ts';
import {
  type Actor,
  type Branch,
  type OpeningScript,
  type Step,
  scriptOf,
  YAMAGUCHI_OFFERS,
} from './rules.ts';

/** The machine between two actions: the facts, the steps still to come and the phase. */
export interface Progress extends Facts {
  readonly rule: OpeningRuleName; // the opening rule
  readonly actions: readonly OpeningAction<string>[]; // accepted so far, points as names
  readonly remaining: readonly Step[]; // the steps to come, the current one first
  readonly phase: OpeningPhase; // the current step as the public sees it
}

/** An action whose fields have not been checked yet. */
interface LooseAction {
  readonly type: OpeningAction['type'];
  readonly point?: unknown;
  readonly choice?: unknown;
  readonly count?: unknown;
  readonly points?: unknown;
}

type Refusal = IllegalMoveError | OpeningError;

// The action type each phase takes, and how a refused action reads in "Cannot ... now".
const EXPECTED = {
  place: 'place',
  choose: 'choose',
  'declare-offers': 'declare',
  'offer-fifth': 'offer',
  'select-fifth': 'select',
} as const;

const VERBS: Readonly<Record<OpeningAction['type'], string>> = {
  place: 'place a stone',
  choose: 'choose',
  declare: 'declare a number of fifth moves',
  offer: 'offer fifth moves',
  select: 'select a fifth move',
};

/** What the next phase depends on, besides the step that comes next. */
interface Facts {
  readonly size: number; // board width and height
  readonly script: OpeningScript; // the rule
  readonly stones: readonly OpeningStone[]; // the moves on the board
  readonly black: OpeningPlayer; // who holds black now
  readonly declared: number | null; // Yamaguchi's declared count
  readonly offers: readonly Point[]; // the fifth moves on offer, empty outside select-fifth
}

/** The other person at the board. */
function opponent(player: OpeningPlayer): OpeningPlayer {
  return player === 'first' ? 'second' : 'first';
}

/** The person an actor names now: a fixed person, or whoever holds that colour. */
function resolveActor(actor: Actor, black: OpeningPlayer): OpeningPlayer {
  if (actor === 'black') return black;
  if (actor === 'white') return opponent(black);
  return actor;
}

/** The colour of move `number`: black moves first and the colours alternate. */
function stoneOfMove(number: number): Stone {
  return number % 2 === 1 ? 'black' : 'white';
}

/** How many fifth moves an `offer` step asks for. */
function offerCount(step: Extract<Step, { kind: 'offer' }>, declared: number | null): number {
  // The declare step always comes before the offer step in the scripts that use it.
  return step.count === 'declared' ? (declared ?? YAMAGUCHI_OFFERS.min) : step.count;
}

/** The phase for the next step, or 'done' when no step is left. Frozen. */
function phaseFor(step: Step | undefined, facts: Facts): OpeningPhase {
  const { black, script, stones } = facts;
  if (step === undefined) return Object.freeze({ phase: 'done', black, white: opponent(black) });
  const player = resolveActor(step.actor, black);
  const role: Stone | null = script.tentative ? (player === black ? 'black' : 'white') : null;
  const move = stones.length + 1;
  switch (step.kind) {
    case 'place': {
      const region = step.radius === null ? null : centralRegion(facts.size, step.radius);
      return Object.freeze({
        phase: 'place',
        player,
        role,
        move,
        stone: stoneOfMove(move),
        region,
      });
    }
    case 'choose': {
      const offer = step.branch?.steps.find((next) => next.kind === 'offer');
      const count = offer?.kind === 'offer' ? offerCount(offer, facts.declared) : null;
      return Object.freeze({
        phase: 'choose',
        player,
        role,
        options: Object.freeze(step.options.slice()),
        offerCount: step.options.includes('offer') ? count : null,
      });
    }
    case 'declare':
      return Object.freeze({ phase: 'declare-offers', player, role, ...YAMAGUCHI_OFFERS });
    case 'offer':
      return Object.freeze({
        phase: 'offer-fifth',
        player,
        role,
        move,
        count: offerCount(step, facts.declared),
      });
    case 'select':
      return Object.freeze({ phase: 'select-fifth', player, role, offers: facts.offers });
  }
}

/** A new machine for a rule and a board size, before any action. */
export function begin(rule: OpeningRuleName, size: number): Progress {
  const script: OpeningScript = scriptOf(rule);
  assertSize(size);
  // Fails early on boards without a centre or too small for the squares, naming the opening:
  // the rule asks for more than the board has.
  if (script.radius !== null) {
    try {
      centralRegion(size, script.radius);
    } catch (error) {
      if (!(error instanceof OptionError)) throw error;
      throw new OptionError('opening', error.message);
    }
  }
  return settle({
    rule,
    size,
    script,
    actions: [],
    stones: [],
    black: 'first',
    declared: null,
    offers: [],
    remaining: script.steps,
  });
}

function settle(progress: Omit<Progress, 'phase'>): Progress {
  return { ...progress, phase: phaseFor(progress.remaining[0], progress) };
}

/** The machine's public, frozen state. */
export function stateOf(progress: Progress): OpeningState {
  const { rule, size, phase, black, declared } = progress;
  // Every change builds new arrays, so freezing the machine's own ones in place is safe.
  const actions = Object.freeze(progress.actions);
  const stones = Object.freeze(progress.stones);
  return Object.freeze({ rule, size, actions, phase, stones, black, declared });
}

function readAction(input: unknown): LooseAction | OpeningError {
  const type = (input as { type?: unknown } | null)?.type;
  if (typeof input === 'object' && typeof type === 'string' && Object.hasOwn(VERBS, type)) {
    return input as LooseAction;
  }
  return new OpeningError(
    'malformed',
    describeValue(input),
    `${describeValue(input)} is not an opening action: expected { type } with a type of ` +
      `${Object.keys(VERBS).join(', ')}`,
  );
}

/** Replays actions from the start, throwing the refusal of the first bad one. */
export function replay(rule: OpeningRuleName, size: number, actions: readonly unknown[]): Progress {
  let progress = begin(rule, size);
  for (const action of actions) {
    const next = advance(progress, action);
    if (next instanceof Error) throw next;
    progress = next;
  }
  return progress;
}

/**
 * What an action gave, as `IllegalMoveError.move` shows it: the point, the choice, the count,
 * or the offered points separated by spaces; the whole value when it is no action.
 */
function shownAction(input: unknown): string {
  if (typeof input !== 'object' || input === null) return describeValue(input);
  const action = input as Record<string, unknown>;
  switch (action.type) {
    case 'place':
    case 'select':
      return describeValue(action.point);
    case 'choose':
      return describeValue(action.choice);
    case 'declare':
      return describeValue(action.count);
    case 'offer':
      return shownPoints(action.points);
    default:
      return describeValue(input);
  }
}

/** The machine after `input`, or why it refuses it. The machine itself never changes. */
export function advance(progress: Progress, input: unknown): Progress | Refusal {
  const action = readAction(input);
  if (action instanceof OpeningError) return action;
  const phase = activePhase(progress, action);
  if (phase instanceof OpeningError) return phase;
  const { remaining } = progress;
  const rest = remaining.slice(1);
  switch (phase.phase) {
    case 'place':
    case 'select-fifth': {
      const point = readPoint(action.point, progress.size);
      if (point instanceof IllegalMoveError) return point;
      return stone(progress, phase, point, action.point);
    }
    case 'choose': {
      const step = remaining[0];
      const branch = step?.kind === 'choose' ? step.branch : undefined;
      return choose(progress, phase, action.choice, branch, rest);
    }
    case 'declare-offers':
      return declare(progress, action.count, phase.min, phase.max, rest);
    case 'offer-fifth':
      return offer(progress, action.points, phase.count, rest);
  }
}

/**
 * The machine after a stone at `point`, which the game has read from `input` and found empty on
 * its board: `type` says whether it is placed or selected, as the action would. Refused as
 * `advance` refuses `{ type, point: input }`.
 */
export function advanceStone(
  progress: Progress,
  type: 'place' | 'select',
  point: Point,
  input: unknown,
): Progress | Refusal {
  const phase = activePhase(progress, { type, point: input });
  return phase instanceof OpeningError ? phase : stone(progress, phase, point, input);
}

/** A phase that is not over. */
type ActivePhase = Exclude<OpeningPhase, { readonly phase: 'done' }>;

/** The phase, when it takes an action of this type; else why not. */
function activePhase(progress: Progress, action: LooseAction): ActivePhase | OpeningError {
  const { phase, remaining } = progress;
  if (phase.phase === 'done' || remaining[0] === undefined) {
    return new OpeningError(
      'wrong-phase',
      shownAction(action),
      `Cannot ${VERBS[action.type]}: the opening is over and normal play goes on`,
    );
  }
  if (EXPECTED[phase.phase] !== action.type) {
    return new OpeningError(
      'wrong-phase',
      shownAction(action),
      `Cannot ${VERBS[action.type]} now: ${describeOpeningPhase(phase)}`,
    );
  }
  return phase;
}

/**
 * A stone at `point` (read from `input`) in a place or select phase: inside the region and on an
 * empty point, or one of the fifth moves on offer.
 */
function stone(
  progress: Progress,
  phase: ActivePhase,
  point: Point,
  input: unknown,
): Progress | Refusal {
  const { stones } = progress;
  const rest = progress.remaining.slice(1);
  if (phase.phase === 'place') {
    const refusal =
      occupied(stones, point, input) ?? outside(phase.region, point, input, phase.move);
    return refusal ?? withStone(progress, 'place', point, phase.player, rest);
  }
  const offers = phase.phase === 'select-fifth' ? phase.offers : [];
  if (!offers.includes(point)) {
    const name = formatPoint(point);
    const list = offers.map(formatPoint).join(', ');
    const message = `${name} was not offered: select one of ${list}`;
    return new OpeningError('not-offered', describeValue(input), message, [name]);
  }
  // The fifth move is black's stone, offered by whoever holds black.
  return withStone(progress, 'select', point, progress.black, rest);
}

/** Adds a move to the board, with the action that put it there. */
function withStone(
  progress: Progress,
  type: 'place' | 'select',
  point: Point,
  player: OpeningStone['player'],
  rest: readonly Step[],
): Progress {
  const number = progress.stones.length + 1;
  const name = formatPoint(point);
  const stone = Object.freeze({ number, stone: stoneOfMove(number), player, point, name });
  return settle({
    ...progress,
    actions: [...progress.actions, Object.freeze({ type, point: name })],
    stones: [...progress.stones, stone],
    offers: [],
    remaining: rest,
  });
}

function choose(
  progress: Progress,
  phase: ChoosePhase,
  choice: unknown,
  branch: Branch | undefined,
  rest: readonly Step[],
): Progress | Refusal {
  const { black } = progress;
  if (!phase.options.includes(choice as OpeningChoice)) {
    const allowed = phase.options.map((option) => `'${option}'`).join(', ');
    return new OpeningError(
      'not-an-option',
      describeValue(choice),
      `${describeValue(choice)} is not an answer here: ${describeOpeningPhase(phase)} (one of ${allowed})`,
    );
  }
  const chooser = phase.player;
  const holder =
    choice === 'black'
      ? chooser
      : choice === 'white'
        ? opponent(chooser)
        : choice === 'swap'
          ? opponent(black)
          : black;
  const record = Object.freeze({ type: 'choose' as const, choice: choice as OpeningChoice });
  return settle({
    ...progress,
    actions: [...progress.actions, record],
    black: holder,
    remaining: branch !== undefined && branch.on === choice ? branch.steps : rest,
  });
}

function declare(
  progress: Progress,
  count: unknown,
  min: number,
  max: number,
  rest: readonly Step[],
): Progress | Refusal {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < min || count > max) {
    return new OpeningError(
      'bad-count',
      describeValue(count),
      `Black must declare a whole number of fifth moves from ${min} to ${max}, got ${describeValue(count)}`,
    );
  }
  const record = Object.freeze({ type: 'declare' as const, count });
  return settle({
    ...progress,
    actions: [...progress.actions, record],
    declared: count,
    remaining: rest,
  });
}

function offer(
  progress: Progress,
  input: unknown,
  count: number,
  rest: readonly Step[],
): Progress | Refusal {
  const offers = checkOffers(input, count, progress.size, progress.stones);
  if (offers instanceof IllegalMoveError || offers instanceof OpeningError) return offers;
  const names = Object.freeze(offers.map(formatPoint));
  const record = Object.freeze({ type: 'offer' as const, points: names });
  return settle({ ...progress, actions: [...progress.actions, record], offers, remaining: rest });
}
