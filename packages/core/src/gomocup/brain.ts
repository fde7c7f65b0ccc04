// The Gomocup (Piskvork) protocol (https://plastovicka.github.io/protocl2en.htm) spoken by the
// Stonekit Gomoku AI: one command a line in, answer lines out. This file knows nothing of stdin
// or stdout, so it runs anywhere; `../bin/gomocup-brain.ts` wires it to a Node process.
// Coordinates on the wire are 0-based `x,y` from the top-left corner; Stonekit counts rows from
// the bottom, so y is flipped on the way in and out. `INFO rule` is a bitmask: 1 exactly five
// (standard), 2 continuous game (not supported: BOARD refuses its field 3), 4 renju, 8 caro; 0
// is freestyle.
import { searchGomoku } from '../ai/gomoku/index.ts';
import { GOMOKU_MAX_SIZE, GOMOKU_MIN_SIZE, Gomoku, type GomokuRuleName } from '../index.ts';

const ABOUT = 'name="stonekit", version="0.1", author="Stonekit"';
const DEFAULT_TURN_MS = 5000; // when the manager sends no timeout_turn
const UNLIMITED = 2147483647; // time_left when the match has no time limit

/** One stone on the board, in wire coordinates. */
interface Stone {
  readonly x: number; // column from the left
  readonly y: number; // row from the top
  readonly own: boolean; // the brain's stone
}

/**
 * A Gomocup brain: feed it the manager's lines one at a time, in order, and write out what each
 * returns. Call `end()` as soon as `END` arrives, even while a search runs, to stop it.
 *
 * @example
 * const brain = new GomocupBrain();
 * await brain.handle('START 15'); // ['OK']
 * await brain.handle('BEGIN'); // ['MESSAGE depth …', '7,7']
 */
export class GomocupBrain {
  size = 0; // board size; 0 before START
  rule = 0; // the INFO rule bitmask
  turnMs = DEFAULT_TURN_MS; // INFO timeout_turn
  timeLeft = UNLIMITED; // INFO time_left
  matchMs = 0; // INFO timeout_match; 0 means no limit
  stones: Stone[] = []; // the stones in the order they were played
  ownIsBlack = false; // whether the brain moved first in this game
  thinking: { aborted: boolean } | null = null; // the running search's signal, set on END
  boardLines: string[] | null = null; // the lines of a BOARD command being read
  ended = false; // END has come: search no more, answer nothing more

  /** Handles one line; returns the answer lines. */
  async handle(line: string): Promise<string[]> {
    if (this.boardLines !== null) return this.readBoard(line);
    const [command = '', ...rest] = line.trim().split(/\s+/);
    const argument = rest.join(' ');
    switch (command.toUpperCase()) {
      case '':
        return [];
      case 'START':
        return [this.start(Number(argument), Number(argument))];
      case 'RECTSTART': {
        const [width, height] = argument.split(',').map(Number);
        return [this.start(width ?? Number.NaN, height ?? Number.NaN)];
      }
      case 'RESTART':
        this.stones = [];
        return ['OK'];
      case 'BEGIN':
        this.stones = [];
        this.ownIsBlack = true;
        return this.think();
      case 'TURN': {
        const point = this.parse(argument);
        if (point === null) return [`ERROR bad coordinates '${argument}'`];
        if (this.stoneAt(point.x, point.y)) return [`ERROR ${point.x},${point.y} is taken`];
        if (this.stones.length === 0) this.ownIsBlack = false;
        this.stones.push({ ...point, own: false });
        return this.think();
      }
      case 'BOARD':
        this.boardLines = [];
        return [];
      case 'TAKEBACK': {
        const point = this.parse(argument);
        const index = this.stones.findIndex(
          (s) => point !== null && s.x === point.x && s.y === point.y,
        );
        if (index < 0) return [`ERROR no stone at '${argument}'`];
        this.stones.splice(index, 1);
        return ['OK'];
      }
      case 'INFO':
        this.info(rest[0] ?? '', rest[1] ?? '');
        return [];
      case 'ABOUT':
        return [ABOUT];
      default:
        return [`UNKNOWN command '${command}'`];
    }
  }

  /** `END`: stops a running search, which then answers nothing, and ignores what follows. */
  end(): void {
    this.ended = true;
    if (this.thinking) this.thinking.aborted = true;
  }

  start(width: number, height: number): string {
    if (width !== height || !Number.isInteger(width))
      return 'ERROR only square boards are supported';
    if (width < GOMOKU_MIN_SIZE || width > GOMOKU_MAX_SIZE) {
      return `ERROR unsupported size: ${GOMOKU_MIN_SIZE} to ${GOMOKU_MAX_SIZE}`;
    }
    this.size = width;
    this.stones = [];
    return 'OK';
  }

  info(key: string, value: string): void {
    const number = Number(value);
    if (key === 'timeout_turn' && Number.isFinite(number)) this.turnMs = number;
    else if (key === 'time_left' && Number.isFinite(number)) this.timeLeft = number;
    else if (key === 'timeout_match' && Number.isFinite(number)) this.matchMs = number;
    else if (key === 'rule' && Number.isInteger(number)) this.rule = number;
  }

  /**
   * Reads a line of a BOARD command: `x,y,field` until DONE. A bad line fails the whole command
   * and leaves the board as it was. Field 3 (a stone of a continuous game's winning line) is
   * refused: continuous games are not supported, and playing on as if the point were empty
   * would be an illegal move.
   */
  readBoard(line: string): Promise<string[]> | string[] {
    const text = line.trim();
    if (text.toUpperCase() !== 'DONE') {
      if (text !== '') this.boardLines!.push(text);
      return [];
    }
    const lines = this.boardLines!;
    this.boardLines = null;
    const stones: Stone[] = [];
    const taken = new Set<number>();
    for (const entry of lines) {
      const parts = entry.split(',').map((part) => Number(part.trim()));
      const [x = Number.NaN, y = Number.NaN, field] = parts;
      if (
        parts.length !== 3 ||
        !this.onBoard(x, y) ||
        (field !== 1 && field !== 2 && field !== 3)
      ) {
        return [`ERROR bad board line '${entry}'`];
      }
      if (field === 3) return [`ERROR continuous games are not supported: field 3 at ${x},${y}`];
      if (taken.has(y * this.size + x)) return [`ERROR ${x},${y} is listed twice`];
      taken.add(y * this.size + x);
      stones.push({ x, y, own: field === 1 });
    }
    this.stones = stones;
    const own = stones.filter((stone) => stone.own).length;
    // The brain is to move: it is black when both sides have as many stones.
    this.ownIsBlack = own === stones.length - own;
    return this.think();
  }

  /** Whether a stone stands on `x,y`. */
  stoneAt(x: number, y: number): boolean {
    return this.stones.some((stone) => stone.x === x && stone.y === y);
  }

  ruleName(): GomokuRuleName {
    if (this.rule & 4) return 'renju';
    if (this.rule & 8) return 'caro';
    if (this.rule & 1) return 'standard';
    return 'freestyle';
  }

  /** The move to play now, as an answer line, after the search. */
  async think(): Promise<string[]> {
    if (this.ended) return [];
    if (this.size === 0) return ['ERROR no START yet'];
    const rows = Array.from({ length: this.size }, () => Array<string>(this.size).fill('.'));
    for (const stone of this.stones) {
      const black = stone.own === this.ownIsBlack;
      rows[stone.y]![stone.x] = black ? 'X' : 'O';
    }
    let game: Gomoku;
    try {
      game = Gomoku.fromPosition(rows.map((row) => row.join('')).join(''), {
        rule: this.ruleName(),
        toMove: this.ownIsBlack ? 'black' : 'white',
      });
    } catch (error) {
      return [`ERROR ${(error as Error).message}`];
    }
    const signal = { aborted: false };
    this.thinking = signal;
    // Each search goes on from the table of the one before (of the same rule and board size).
    const result = await searchGomoku(game, { timeMs: this.budget(), signal, keepTable: true });
    this.thinking = null;
    if (this.ended) return [];
    if (result.move === null) return ['ERROR the game is over'];
    const x = result.move.x;
    const y = this.size - 1 - result.move.y;
    this.stones.push({ x, y, own: true });
    return [
      `MESSAGE depth ${result.depth} score ${result.score} nodes ${result.nodes}`,
      `${x},${y}`,
    ];
  }

  /**
   * The time to think this turn: the turn limit, a tenth of the match time left (or a fiftieth of
   * the match time while the manager has not said what is left), less a margin.
   */
  budget(): number {
    let ms = this.turnMs === 0 ? 50 : this.turnMs;
    // With the match clock run out (0 or less left), the least time: a late move beats none.
    if (this.timeLeft !== UNLIMITED) ms = Math.min(ms, Math.max(0, this.timeLeft) / 10);
    else if (this.timeLeft === UNLIMITED && this.matchMs > 0) ms = Math.min(ms, this.matchMs / 50);
    return Math.max(20, Math.floor(ms * 0.85) - 30);
  }

  parse(text: string): { x: number; y: number } | null {
    const [x, y] = text.split(',').map((part) => Number(part.trim()));
    return x !== undefined && y !== undefined && this.onBoard(x, y) ? { x, y } : null;
  }

  onBoard(x: number, y: number): boolean {
    return (
      Number.isInteger(x) &&
      Number.isInteger(y) &&
      x >= 0 &&
      y >= 0 &&
      x < this.size &&
      y < this.size
    );
  }
}
