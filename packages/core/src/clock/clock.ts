import { clip, describeValue } from '../describe-value.ts';
import { OptionError, ParseError, StonekitError } from '../errors.ts';
import { readSide } from '../side.ts';
import type { Stone } from '../types.ts';
import { clockAt, sideState, timeLeft, withSide } from './read.ts';
import type {
  ClockJSON,
  ClockJSONSide,
  ClockSideState,
  ClockState,
  GameClockOptions,
  TimeControl,
} from './types.ts';

/**
 * Thrown when the clock is asked for something its phase does not allow: a press, or added time,
 * after the game ended (`stop()`) or a side ran out of time; `start()` on a clock already started.
 * The clock is left as it was.
 *
 * @example
 * try { clock.press('white'); } catch (e) { if (e instanceof ClockError) endGame(); }
 */
export class ClockError extends StonekitError {
  override name = 'ClockError';
}

type Phase = ClockState['phase'];

const PHASES: readonly Phase[] = ['idle', 'running', 'paused', 'stopped', 'flagged'];
const KINDS: readonly TimeControl['kind'][] = [
  'none',
  'sudden-death',
  'fischer',
  'byo-yomi',
  'per-move',
];
const LONGEST_REASON = 100; // characters of a JSON.parse message quoted, which may quote the input

/** Builds the error for a bad field; `field` null means the whole value. */
type Refuse = (field: string | null, expected: string, value: unknown) => Error;

/**
 * A chess clock for two players, framework-free and deterministic: it reads the time only from
 * `now()`, never sets a timer, and publishes frozen snapshots (`state`). Supports sudden death,
 * Fischer increments, byo-yomi periods, Gomocup's per-move and per-match limits, and no clock
 * at all (see `TimeControl`).
 *
 * The game drives it: `press(next)` after every move (the first press starts it, untimed),
 * `stop()` when the game ends on the board, `check()` from a timer set for `msUntilFlag()` to
 * notice a flag. A side runs out of time when what it has left reaches exactly 0.
 *
 * @example
 * const clock = new GameClock({ kind: 'fischer', initialMs: 180_000, incrementMs: 2_000 });
 * clock.press('white'); // black played the first move, untimed; white's time runs
 * if (clock.press('black') !== null) game.loseOnTime(); // white moved too late
 * clock.state.white.leftMs; // 180_000 - thinking time + 2_000
 */
export class GameClock {
  readonly #now: () => number; // the time source
  #state: ClockState; // the snapshot at the last event; `state` reads it forward to now()

  /**
   * A clock, idle, with both sides' full time.
   *
   * @param control - the time control, checked strictly: known `kind`, finite durations;
   *   `initialMs`, `periodMs`, `turnMs` and `matchMs` above 0 (byo-yomi's `initialMs` may be 0,
   *   for periods only); `incrementMs` 0 or more; `periods` a whole number, 1 or more
   * @param options - `now` (@defaultValue `() => Date.now()`): the time source, in milliseconds
   * @throws OptionError naming the field refused (`initialMs`, `kind`, `now`) and quoting it
   * @example
   * new GameClock({ kind: 'byo-yomi', initialMs: 600_000, periods: 5, periodMs: 30_000 });
   */
  constructor(control: TimeControl, options: GameClockOptions = {}) {
    if (typeof options !== 'object' || options === null) {
      throw new OptionError('options', `Expected options to be an object, got ${shown(options)}`);
    }
    const checked = readControl(control, (field, expected, value) => {
      const what = field === null ? 'a time control' : `time control ${field}`;
      return new OptionError(
        field ?? 'control',
        `Expected ${what} to be ${expected}, got ${shown(value)}`,
      );
    });
    const now = options.now ?? (() => Date.now());
    if (typeof now !== 'function') {
      const expected = 'a function returning milliseconds';
      throw new OptionError('now', `Expected now to be ${expected}, got ${shown(now)}`);
    }
    this.#now = now;
    const times = fullTimes(checked);
    const side = sideState(checked, times, false);
    this.#state = snapshot(checked, 'idle', null, side, side, this.#read());
  }

  /**
   * Restores a clock saved with `toJSON()`, from the object or its JSON text, checked field by
   * field. A clock saved while running comes back running from the moment it is read: the time
   * between saving and restoring is charged to nobody. Unknown extra fields are ignored.
   *
   * @param options - as for the constructor
   * @throws ParseError whose `path` names the bad field (`version`, `control.periodMs`,
   *   `black.mainMs`)
   * @example
   * const clock = GameClock.fromJSON(savedText); // what JSON.stringify(clock) wrote
   */
  static fromJSON(json: unknown, options?: GameClockOptions): GameClock {
    const saved = readClockJSON(json);
    const clock = new GameClock(saved.control, options);
    const { control, phase, turn } = saved;
    const flagged = phase === 'flagged' ? turn : null;
    const black = sideState(control, saved.black, flagged === 'black');
    const white = sideState(control, saved.white, flagged === 'white');
    clock.#state = snapshot(control, phase, turn, black, white, clock.#state.at);
    return clock;
  }

  /**
   * The time control, as checked and frozen by the constructor.
   *
   * @example
   * clock.control.kind; // 'fischer'
   */
  get control(): TimeControl {
    return this.#state.control;
  }

  /**
   * The clock read at `now()`: a frozen snapshot, `clockAt(last event's snapshot, now())`. It
   * shows a side out of time as soon as its time reaches 0, before any `check()`. While the
   * clock runs each read is a new object; otherwise the same one until the next event.
   *
   * @example
   * const { running, black, white } = clock.state;
   */
  get state(): ClockState {
    return clockAt(this.#state, this.#read());
  }

  /**
   * Starts an idle clock with `side`'s time running, for games whose first move is timed (else
   * let the first `press` start it).
   *
   * @throws OptionError when `side` is not `'black'` or `'white'`
   * @throws ClockError when the clock has already started
   * @example
   * clock.start('black');
   */
  start(side: Stone): void {
    const first = readSide(side, 'side');
    const current = this.#state;
    if (current.phase !== 'idle') {
      throw new ClockError(
        `Cannot start the clock: it has already started (it is ${current.phase}); use press() or resume()`,
      );
    }
    this.#state = running(current, first, this.#read());
  }

  /**
   * The side whose turn it was finished a move; `next`'s time runs from now. `next` may be the
   * side that moved (after a forced pass in Reversi).
   *
   * - The mover is charged the time it thought, then, by control: Fischer credits `incrementMs`;
   *   byo-yomi gives the current period back whole if the move was made in the periods (main time
   *   just goes down while it lasts; periods that ran out during the move stay used up); per-move
   *   resets the turn to `turnMs`, the match budget having paid for the time used. Its `moves`
   *   goes up by one.
   * - Idle: the clock starts with `next` running, and nobody is charged or credited: the first
   *   move is untimed, as on lichess, and not counted in `moves`.
   * - Paused: nothing more is charged (the pause did that); the move counts as above and the
   *   clock runs again for `next`.
   * - Too late: if the mover's time had already run out by now, whether or not `check()` noticed,
   *   the move does not count. The clock is left flagged and `press` returns the mover, so the
   *   caller can end the game on time. The race between a move and the flag is part of play, so
   *   it is a return value, not an error.
   *
   * @returns null when the move was in time; else the side that ran out of time
   * @throws OptionError when `next` is not `'black'` or `'white'`
   * @throws ClockError once the clock was stopped, or had flagged before this call (a flag that
   *   `check()`, an earlier `press`, `pause`, `stop` or `addTime` wrote down, or a restored save
   *   holds): the game is over, and only the press that finds the flag returns it
   * @example
   * const late = clock.press('white');
   * if (late !== null) game.loseOnTime(late);
   */
  press(next: Stone): Stone | null {
    const side = readSide(next, 'next');
    this.#refuseIfOver('press the clock');
    const t = this.#read();
    const current = this.#state;
    if (current.phase === 'idle') {
      this.#state = running(current, side, t);
      return null;
    }
    const read = clockAt(current, t);
    if (read.phase === 'flagged') {
      this.#state = read;
      return read.flagged;
    }
    // Running and paused clocks always have a turn: `start` and the first `press` set it.
    const mover = read.turn!;
    const moved = withSide(read, mover, afterMove(read.control, read[mover]));
    this.#state = running(moved, side, Math.max(read.at, t));
    return null;
  }

  /**
   * Gives the clock to `next` without a move, as when a move is taken back: the side whose time
   * ran is charged up to now and gets nothing back (no increment, no byo-yomi period, no turn
   * reset, no move counted), and `next`'s time runs from now. A paused clock stays paused, with
   * `next` to run on `resume()`; an idle clock stays idle.
   *
   * @returns null; or the side whose time had run out by now, the clock then flagged
   * @throws OptionError when `next` is not `'black'` or `'white'`
   * @throws ClockError once the clock was stopped or a flag was reported
   * @example
   * game.undo();
   * clock.handOver(game.turn);
   */
  handOver(next: Stone): Stone | null {
    const side = readSide(next, 'next');
    this.#refuseIfOver('hand the clock over');
    const t = this.#read();
    const current = this.#state;
    if (current.phase === 'idle') return null;
    const read = clockAt(current, t);
    if (read.phase === 'flagged') {
      this.#state = read;
      return read.flagged;
    }
    this.#state =
      read.phase === 'paused'
        ? snapshot(read.control, 'paused', side, read.black, read.white, read.at)
        : running(read, side, Math.max(read.at, t));
    return null;
  }

  /**
   * Pauses a running clock, charging the running side up to now. `resume()` or `press()` restart
   * it. If the running side has run out of time by now, the flag stands instead.
   *
   * @returns whether the clock paused: false when it was not running (idle, paused, stopped,
   *   flagged) or the running side had run out of time
   * @example
   * clock.pause(); // true
   * clock.pause(); // false: already paused
   */
  pause(): boolean {
    const current = this.#state;
    if (current.phase !== 'running') return false;
    const read = clockAt(current, this.#read());
    if (read.phase === 'flagged') {
      this.#state = read;
      return false;
    }
    this.#state = Object.freeze({ ...read, phase: 'paused', running: null });
    return true;
  }

  /**
   * Resumes a paused clock: the side whose turn it is runs again from now.
   *
   * @returns whether the clock resumed: false unless it was paused
   * @example
   * clock.resume(); // true after pause()
   */
  resume(): boolean {
    const current = this.#state;
    if (current.phase !== 'paused' || current.turn === null) return false;
    this.#state = running(current, current.turn, Math.max(current.at, this.#read()));
    return true;
  }

  /**
   * The game ended otherwise (a five, the count at the end of Reversi, a resignation): the times
   * freeze as they are now and the phase becomes 'stopped'. A flag that fell before the stop
   * stands: the clock stays flagged.
   *
   * @returns whether the clock stopped: false when it was stopped or flagged already, or the
   *   running side had run out of time (then `state.flagged` says who)
   * @example
   * if (game.status.kind !== 'playing') clock.stop();
   */
  stop(): boolean {
    const current = this.#state;
    if (current.phase === 'stopped' || current.phase === 'flagged') return false;
    const t = this.#read();
    const read = clockAt(current, t);
    if (read.phase === 'flagged') {
      this.#state = read;
      return false;
    }
    this.#state = Object.freeze({
      ...read,
      phase: 'stopped',
      running: null,
      at: Math.max(read.at, t),
    });
    return true;
  }

  /**
   * Gives `side` more time: added to its main time (per-move: to its match budget), in any phase
   * but flagged. Byo-yomi main time added during the periods is spent before the rest of the
   * current period. With control 'none' there is nothing to add to, and nothing happens.
   *
   * @throws OptionError when `side` is not a side, or `ms` not a finite number above 0
   * @throws ClockError once a side has run out of time (also when it did so just now, unnoticed)
   * @example
   * clock.addTime('white', 15_000); // lichess's "+15 seconds"
   */
  addTime(side: Stone, ms: number): void {
    const who = readSide(side, 'side');
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) {
      const expected = 'a finite number of milliseconds above 0';
      throw new OptionError('ms', `Expected ms to be ${expected}, got ${shown(ms)}`);
    }
    const t = this.#read();
    const read = clockAt(this.#state, t);
    if (read.phase === 'flagged') {
      this.#state = read;
      throw new ClockError(`Cannot add time: ${read.flagged} has already run out of time`);
    }
    if (read.control.kind === 'none') return;
    const before = read[who];
    const mainMs = before.mainMs + ms;
    if (!Number.isFinite(mainMs)) {
      throw new OptionError('ms', `Expected ms to leave a finite time, got ${shown(ms)}`);
    }
    const after = sideState(read.control, { ...before, mainMs }, false);
    this.#state = Object.freeze({ ...withSide(read, who, after), at: Math.max(read.at, t) });
  }

  /**
   * Notices a flag: if the running side's time has reached 0 by now (exactly 0 counts), the
   * clock becomes flagged for it, its time frozen at 0. Call it from a timer set for
   * `msUntilFlag()`.
   *
   * @returns the side that ran out of time, now or before; null while nobody has
   * @example
   * setTimeout(() => { const loser = clock.check(); if (loser) game.loseOnTime(loser); }, clock.msUntilFlag() ?? 0);
   */
  check(): Stone | null {
    const current = this.#state;
    if (current.phase === 'flagged') return current.flagged;
    if (current.phase !== 'running') return null;
    const read = clockAt(current, this.#read());
    if (read.phase !== 'flagged') return null;
    this.#state = read;
    return read.flagged;
  }

  /**
   * How long until the running side's time runs out, for a timer that calls `check()`: 0 when it
   * already has but nobody noticed yet.
   *
   * @returns milliseconds; null when the clock is not running, or with control 'none'
   * @example
   * clock.msUntilFlag(); // 179_200
   */
  msUntilFlag(): number | null {
    const current = this.#state;
    if (current.phase !== 'running' || current.control.kind === 'none') return null;
    const read = clockAt(current, this.#read());
    return read.running === null ? 0 : read[read.running].leftMs;
  }

  /**
   * The clock as saved, read at `now()`: remaining times, never wall-clock times, and only
   * finite numbers (with control 'none', `mainMs` is 0), so it survives `JSON.stringify`.
   *
   * @example
   * const savedText = JSON.stringify(clock); // calls toJSON()
   */
  toJSON(): ClockJSON {
    const { control, phase, turn, black, white } = this.state;
    return { version: 1, control, phase, turn, black: savedSide(black), white: savedSide(white) };
  }

  /** Throws unless the game is still on: not stopped, no flag reported. */
  #refuseIfOver(action: string): void {
    const { phase, flagged } = this.#state;
    if (phase === 'stopped') {
      throw new ClockError(`Cannot ${action}: the clock was stopped, the game is over`);
    }
    if (phase === 'flagged') {
      throw new ClockError(`Cannot ${action}: ${flagged} has run out of time, the game is over`);
    }
  }

  /** `now()`, checked, since every time in the clock derives from it. */
  #read(): number {
    const t = this.#now();
    if (typeof t !== 'number' || !Number.isFinite(t)) {
      throw new OptionError('now', `Expected now() to return a finite number, got ${shown(t)}`);
    }
    return t;
  }
}

/** A frozen snapshot; `running` and `flagged` follow from the phase. */
function snapshot(
  control: TimeControl,
  phase: Phase,
  turn: Stone | null,
  black: ClockSideState,
  white: ClockSideState,
  at: number,
): ClockState {
  const running = phase === 'running' ? turn : null;
  const flagged = phase === 'flagged' ? turn : null;
  return Object.freeze({ control, black, white, phase, turn, running, flagged, at });
}

/** `state` with `side`'s time running from `at`. */
function running(state: ClockState, side: Stone, at: number): ClockState {
  return snapshot(state.control, 'running', side, state.black, state.white, at);
}

/** Both sides' times before the game. */
function fullTimes(control: TimeControl): ClockJSONSide {
  switch (control.kind) {
    case 'none':
      // No budget at all: 0 keeps saves JSON-safe, and `leftMs` (Infinity) says no clock.
      return { mainMs: 0, periodMs: null, periods: null, moves: 0 };
    case 'sudden-death':
    case 'fischer':
      return { mainMs: control.initialMs, periodMs: null, periods: null, moves: 0 };
    case 'byo-yomi':
      return {
        mainMs: control.initialMs,
        periodMs: control.periodMs,
        periods: control.periods,
        moves: 0,
      };
    case 'per-move':
      return { mainMs: control.matchMs, periodMs: control.turnMs, periods: null, moves: 0 };
  }
}

/** The mover's side once its move is made, in time, its thinking already charged. */
function afterMove(control: TimeControl, side: ClockSideState): ClockSideState {
  const moves = side.moves + 1;
  switch (control.kind) {
    case 'fischer':
      return sideState(
        control,
        { ...side, mainMs: side.mainMs + control.incrementMs, moves },
        false,
      );
    case 'byo-yomi': {
      // A move made inside a period gives it back whole; while main time lasts there is none.
      const periodMs = side.mainMs === 0 ? control.periodMs : side.periodMs;
      return sideState(control, { ...side, periodMs, moves }, false);
    }
    case 'per-move':
      return sideState(control, { ...side, periodMs: control.turnMs, moves }, false);
    default:
      return sideState(control, { ...side, moves }, false);
  }
}

function savedSide(side: ClockSideState): ClockJSONSide {
  const { mainMs, periodMs, periods, moves } = side;
  return { mainMs, periodMs, periods, moves };
}

/** How a value reads in an error message: its type, and the value itself cut short. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string '${clip(value)}'`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'function') return 'a function';
  return `${typeof value} ${clip(describeValue(value))}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A checked, frozen copy of a time control holding only the fields of its kind. */
function readControl(value: unknown, refuse: Refuse): TimeControl {
  if (!isRecord(value)) {
    throw refuse(null, "an object such as { kind: 'sudden-death', initialMs: 900000 }", value);
  }
  const duration = (field: string, zero: boolean): number => {
    const ms = value[field];
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || (ms === 0 && !zero)) {
      const expected = zero ? '0 or more' : 'above 0';
      throw refuse(field, `a finite number of milliseconds, ${expected}`, ms);
    }
    return ms;
  };
  const kind = value.kind;
  switch (kind) {
    case 'none':
      return Object.freeze({ kind });
    case 'sudden-death':
      return Object.freeze({ kind, initialMs: duration('initialMs', false) });
    case 'fischer': {
      const initialMs = duration('initialMs', false);
      return Object.freeze({ kind, initialMs, incrementMs: duration('incrementMs', true) });
    }
    case 'byo-yomi': {
      // Main time may be 0: "30 seconds a move, 5 periods" has periods only.
      const initialMs = duration('initialMs', true);
      const periods = value.periods;
      if (typeof periods !== 'number' || !Number.isInteger(periods) || periods < 1) {
        throw refuse('periods', 'a whole number, 1 or more', periods);
      }
      return Object.freeze({ kind, initialMs, periods, periodMs: duration('periodMs', false) });
    }
    case 'per-move': {
      const turnMs = duration('turnMs', false);
      return Object.freeze({ kind, turnMs, matchMs: duration('matchMs', false) });
    }
    default:
      throw refuse('kind', KINDS.map((k) => `'${k}'`).join(', '), kind);
  }
}

/** A save whose fields have the right types, values and agree with each other. */
interface SavedClock {
  readonly control: TimeControl; // checked and frozen
  readonly phase: Phase; // as saved
  readonly turn: Stone | null; // null only while idle or stopped before the start
  readonly black: ClockJSONSide; // black's times
  readonly white: ClockJSONSide; // white's times
}

function fail(path: string | null, expected: string, value: unknown): ParseError {
  const where = path ?? 'a saved clock';
  return new ParseError(`Expected ${where} to be ${expected}, got ${shown(value)}`, {
    token: clip(describeValue(value)),
    ...(path === null ? {} : { path }),
  });
}

/**
 * Checks a saved clock (`toJSON()` output, or its JSON text): every field present with the right
 * type, durations within the control, and only a flagged side without time left.
 */
function readClockJSON(json: unknown): SavedClock {
  let data = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ParseError(
        `Expected a saved clock as JSON text: ${reason.slice(0, LONGEST_REASON)}`,
        { token: clip(json) },
      );
    }
  }
  if (!isRecord(data)) throw fail(null, 'an object as toJSON() writes it', data);
  if (data.version !== 1) throw fail('version', '1, the only version so far', data.version);
  const control = readControl(data.control, (field, expected, value) =>
    fail(field === null ? 'control' : `control.${field}`, expected, value),
  );
  const phase = data.phase;
  if (!PHASES.includes(phase as Phase)) {
    throw fail('phase', PHASES.map((p) => `'${p}'`).join(', '), phase);
  }
  const turn = readTurn(data.turn, phase as Phase);
  const black = readTimes(control, data.black, 'black');
  const white = readTimes(control, data.white, 'white');
  const flagged = phase === 'flagged' ? turn : null;
  for (const [side, times] of [
    ['black', black],
    ['white', white],
  ] as const) {
    const out = timeLeft(control, times) === 0;
    if (side === flagged && !out) {
      throw fail('phase', `'flagged' only when ${side}, whose turn it is, has no time left`, phase);
    }
    if (side !== flagged && out) {
      const field = emptyField(control, times);
      const expected = 'above 0: only the flagged side may have no time left';
      throw fail(`${side}.${field}`, expected, times[field]);
    }
  }
  return { control, phase: phase as Phase, turn, black, white };
}

function readTurn(turn: unknown, phase: Phase): Stone | null {
  if (turn === 'black' || turn === 'white') {
    if (phase !== 'idle') return turn;
    throw fail('turn', 'null while the clock is idle', turn);
  }
  if (turn === null && (phase === 'idle' || phase === 'stopped')) return null;
  throw fail('turn', `'black' or 'white' while the clock is ${phase}`, turn);
}

/** One side's times, each within what the control allows. */
function readTimes(control: TimeControl, value: unknown, side: Stone): ClockJSONSide {
  if (!isRecord(value)) {
    throw fail(side, 'an object with mainMs, periodMs, periods and moves', value);
  }
  const { moves } = value;
  if (typeof moves !== 'number' || !Number.isInteger(moves) || moves < 0) {
    throw fail(`${side}.moves`, 'a whole number, 0 or more', moves);
  }
  const time = (field: 'mainMs' | 'periodMs', most: number): number => {
    const ms = value[field];
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > most) {
      const range = most === Number.POSITIVE_INFINITY ? '0 or more' : `0 to ${most}`;
      throw fail(`${side}.${field}`, `milliseconds, ${range}`, ms);
    }
    return ms;
  };
  const unused = (field: 'periodMs' | 'periods'): null => {
    if (value[field] === null) return null;
    throw fail(`${side}.${field}`, `null with control '${control.kind}'`, value[field]);
  };
  switch (control.kind) {
    case 'none':
      if (value.mainMs !== 0) {
        throw fail(`${side}.mainMs`, '0, as there is no clock', value.mainMs);
      }
      return { mainMs: 0, periodMs: unused('periodMs'), periods: unused('periods'), moves };
    case 'sudden-death':
    case 'fischer': {
      const mainMs = time('mainMs', Number.POSITIVE_INFINITY);
      return { mainMs, periodMs: unused('periodMs'), periods: unused('periods'), moves };
    }
    case 'per-move': {
      const mainMs = time('mainMs', Number.POSITIVE_INFINITY);
      return {
        mainMs,
        periodMs: time('periodMs', control.turnMs),
        periods: unused('periods'),
        moves,
      };
    }
    case 'byo-yomi': {
      const mainMs = time('mainMs', Number.POSITIVE_INFINITY);
      const periodMs = time('periodMs', control.periodMs);
      const { periods } = value;
      const isCount = typeof periods === 'number' && Number.isInteger(periods);
      if (!isCount || periods < 0 || periods > control.periods) {
        throw fail(`${side}.periods`, `a whole number, 0 to ${control.periods}`, periods);
      }
      // A period at 0 is used up, and periods go only once the main time has.
      if (periods > 0 && periodMs === 0) {
        throw fail(`${side}.periodMs`, 'above 0 while periods are left', periodMs);
      }
      if (periods === 0 && mainMs !== 0) {
        throw fail(`${side}.mainMs`, '0 once no period is left', mainMs);
      }
      return { mainMs, periodMs, periods, moves };
    }
  }
}

/** The field that says a side not flagged has no time: its main time, turn or periods. */
function emptyField(control: TimeControl, times: ClockJSONSide): keyof ClockJSONSide {
  if (control.kind === 'byo-yomi') return 'periods';
  if (control.kind === 'per-move' && times.mainMs > 0) return 'periodMs';
  return 'mainMs';
}
