// A Gomocup brain in its own process, spoken to through the Piskvork protocol: the match bench
// plays two of them against each other (`gomoku-vs.bench.ts`), the judge asks one what it thinks
// of the positions of a match's games (`gomoku-judge.ts`) or of our moves at two lengths of search
// (`gomoku-deeper.ts`).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { GOMOKU_WIN } from '../src/ai/gomoku/evaluate.ts';
import type { Gomoku, GomokuRuleName } from '../src/index.ts';

/** The board size both benches play on. */
export const SIZE = 15;
/** Milliseconds a brain gets after its move before the next command (see `Brain.move`). */
const SETTLE_MS = 50;
/** The `INFO rule` bitmask of each rule on the wire. */
export const WIRE_RULE: Partial<Record<GomokuRuleName, number>> = {
  freestyle: 0,
  standard: 1,
  renju: 4,
};

/** A bench's flag `--rules` as a list of the rules above, or the run stops saying what is wrong. */
export function wireRules(text: string): GomokuRuleName[] {
  const rules = text.split(',') as GomokuRuleName[];
  for (const rule of rules) {
    if (WIRE_RULE[rule] === undefined) {
      console.error(
        `--rules: ${JSON.stringify(rule.slice(0, 40))} is not one of freestyle, standard, renju`,
      );
      process.exit(2);
    }
  }
  return rules;
}

/** The judge's command (`JUDGE`), or the run stops saying what it needs. */
export function judgeCommand(): string {
  const judge = process.env.JUDGE;
  if (judge === undefined || judge.trim() === '') {
    console.error('Set JUDGE to the command of a Gomocup brain that prints its Eval, e.g. Rapfi');
    process.exit(2);
  }
  return judge;
}

/** A judge brain started for `rule`, `ms` a position (`Brain.judge`); throws if it does not start. */
export async function startJudge(
  command: string,
  rule: GomokuRuleName,
  ms: number,
): Promise<Brain> {
  const brain = new Brain(command);
  if (!(await brain.start(WIRE_RULE[rule]!, ms))) throw new Error('the judge did not start');
  return brain;
}

/** The BOARD command of `game`'s position, for the side to move (its stones 1, the others 2). */
export function boardLines(game: Gomoku): string[] {
  const colour = game.turn;
  return [
    'BOARD',
    ...game.moves.map(
      (move) => `${move.point.x},${SIZE - 1 - move.point.y},${move.stone === colour ? 1 : 2}`,
    ),
    'DONE',
  ];
}

/** A brain in its own process: lines out, answers in (MESSAGE and DEBUG lines set aside). */
export class Brain {
  readonly #process: ChildProcess;
  readonly #lines: string[] = [];
  #waiting: ((line: string | null) => void) | null = null;
  #closed = false;
  exit = ''; // how the process ended, once it has: its code or signal
  #answeredAt = 0; // when its last move came
  readonly said: string[] = []; // its MESSAGE lines, the last few
  readonly errors: string[] = []; // its ERROR lines

  constructor(command: string) {
    // A brain reads its config from the folder it starts in: its own, when the path says. The
    // command's paths were written from here, so the relative ones that name a file are made
    // absolute first (`OURS=node_modules/.bin/tsx packages/…` would find neither from there).
    const absolute = command.replace(/\S+/g, (word) =>
      word.includes('/') && !path.isAbsolute(word) && existsSync(word) ? path.resolve(word) : word,
    );
    const first = absolute.trim().split(/\s+/)[0]!;
    const cwd = path.isAbsolute(first) && existsSync(first) ? path.dirname(first) : process.cwd();
    this.#process = spawn(absolute, { shell: true, cwd, stdio: ['pipe', 'pipe', 'ignore'] });
    const lines = createInterface({ input: this.#process.stdout! });
    lines.on('line', (raw) => {
      const line = raw.trim();
      const word = line.split(/\s+/)[0]!.toUpperCase();
      if (word === 'MESSAGE' || word === 'DEBUG' || word === 'SUGGEST') {
        this.said.push(line);
        if (this.said.length > 5) this.said.shift();
        return;
      }
      if (word === 'ERROR') this.errors.push(line);
      this.#push(line);
    });
    this.#process.on('exit', (code, signal) => {
      this.#closed = true;
      this.exit = signal ?? `exit ${code}`;
      this.#waiting?.(null);
    });
  }

  #push(line: string): void {
    const waiting = this.#waiting;
    if (waiting === null) this.#lines.push(line);
    else {
      this.#waiting = null;
      waiting(line);
    }
  }

  send(...lines: string[]): void {
    if (!this.#closed) this.#process.stdin!.write(`${lines.join('\n')}\n`);
  }

  /** The next answer line, or null when the brain exits or `ms` pass first. */
  next(ms: number): Promise<string | null> {
    const line = this.#lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.#closed) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#waiting = null;
        resolve(null);
      }, ms);
      this.#waiting = (answer) => {
        clearTimeout(timer);
        resolve(answer);
      };
    });
  }

  /**
   * Sends `lines` and waits for a move `x,y`, at most `waitMs` for each line: the move and the
   * milliseconds it took, or null when the brain exits or falls silent.
   */
  async move(
    lines: string[],
    waitMs: number,
  ): Promise<{ x: number; y: number; ms: number } | null> {
    // A brain may print its move a moment before it is ready for the next command: Rapfi drops
    // a TURN that comes while its search is winding down (then reads the coordinates as an
    // unknown command and never answers), which a fast reply of ours can cause.
    const gap = this.#answeredAt + SETTLE_MS - performance.now();
    if (gap > 0) await new Promise((resolve) => setTimeout(resolve, gap));
    const started = performance.now();
    this.send(...lines);
    for (;;) {
      const answer = await this.next(waitMs);
      if (answer === null) return null;
      const match = /^(\d+),(\d+)$/.exec(answer);
      if (match !== null) {
        this.#answeredAt = performance.now();
        return { x: Number(match[1]), y: Number(match[2]), ms: this.#answeredAt - started };
      }
    }
  }

  async start(rule: number, turnMs: number): Promise<boolean> {
    this.send('START 15');
    if ((await this.next(30_000)) !== 'OK') return false;
    this.send(
      `INFO timeout_turn ${turnMs}`,
      'INFO timeout_match 0',
      'INFO time_left 2147483647',
      'INFO max_memory 0',
      'INFO game_type 1',
      `INFO rule ${rule}`,
    );
    return true;
  }

  /**
   * What the brain thinks `game`'s position is worth to its side to move, in our scale (a win in n
   * plies: `GOMOKU_WIN - n`), from the last `Eval` it printed while searching it (Rapfi's `MESSAGE
   * … | Eval <score> | …`: a number, or `+M<n>` / `-M<n>` for a win or a loss in n plies); null if
   * it printed none.
   */
  async judge(game: Gomoku, waitMs: number): Promise<number | null> {
    this.said.length = 0;
    if ((await this.move(boardLines(game), waitMs)) === null) {
      throw new Error(`the judge did not answer (${this.exit})`);
    }
    for (let k = this.said.length - 1; k >= 0; k--) {
      const match = /\bEval ([+-]?)(M?)(\d+)/.exec(this.said[k]!);
      if (match === null) continue;
      const [, sign, mate, digits] = match;
      const value = mate === 'M' ? GOMOKU_WIN - Number(digits) : Number(digits);
      return sign === '-' ? -value : value;
    }
    return null;
  }

  stop(): void {
    this.send('END');
    setTimeout(() => this.#process.kill('SIGKILL'), 500).unref();
  }
}
