// The computer on the clock: games of level 10 against itself at 1 minute sudden death and at 3+2,
// in both games, each move thinking for what `moveTimeBudget` allows from the time left. Every
// game must end on the board, never on time. One JSON object per game, then a summary per game
// and time control:
// {"name":"clock.othello.1+0","value":<least time any side had left at a move, ms>,"unit":"ms","flagged":0,...}
// Long (a game takes one to two minutes), so it is not part of the default `pnpm bench`: run it
// alone, resumable (finished games are kept in a JSON-lines file and skipped on the next run):
//   npx tsx packages/core/bench/ai-clock.bench.ts [--games N] [--out FILE]
// Defaults: 50 games per game and time control, `.bench-results/ai-clock.jsonl`. The searches run
// in this thread, so the Web Worker's round trip is not in the figures: the budget's margin
// (250 ms) is meant to cover it.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gomokuLevelSettings, searchGomoku } from '../src/ai/gomoku/index.ts';
import { levelSettings, searchReversi } from '../src/ai/othello/index.ts';
import { gomokuMovesLeft, reversiMovesLeft } from '../src/ai/time.ts';
import { GameClock, Gomoku, moveTimeBudget, Reversi, type TimeControl } from '../src/index.ts';

const args = process.argv.slice(2);
const argument = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args[at + 1];
};
const GAMES = Number(argument('--games') ?? 50);
const OUT = argument('--out') ?? '.bench-results/ai-clock.jsonl';

const CONTROLS: readonly { readonly name: string; readonly control: TimeControl }[] = [
  { name: '1+0', control: { kind: 'sudden-death', initialMs: 60_000 } },
  { name: '3+2', control: { kind: 'fischer', initialMs: 180_000, incrementMs: 2_000 } },
];

/** A seeded generator, so game `n` opens the same way on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

interface Outcome {
  readonly result: string; // how the game ended
  readonly moves: number; // moves played
  readonly leastLeftMs: number; // least time a side had left when it moved
  readonly flagged: string | null; // the side that ran out of time, if one did
  readonly blackLeftMs: number; // black's time at the end
  readonly whiteLeftMs: number; // white's time at the end
}

/** Plays one game of `kind` on `control`, opening with a few seeded random moves. */
async function play(
  kind: 'gomoku' | 'othello',
  control: TimeControl,
  seed: number,
): Promise<Outcome> {
  const next = random(seed);
  const clock = new GameClock(control, { now: () => performance.now() });
  const game: Gomoku | Reversi = kind === 'gomoku' ? new Gomoku() : new Reversi();
  // Random first moves near the centre (Gomoku) or anywhere legal (Othello), untimed.
  for (let i = 0; i < 3; i++) {
    const legal = game.legalMoves();
    if (game instanceof Gomoku) {
      const near = (legal as { x: number; y: number }[]).filter(
        (p) => Math.abs(p.x - 7) <= 2 && Math.abs(p.y - 7) <= 2,
      );
      game.play(near[Math.floor(next() * near.length)]!);
    } else {
      game.play((legal as string[])[Math.floor(next() * legal.length)]!);
    }
  }
  let leastLeftMs = Number.POSITIVE_INFINITY;
  let flagged: string | null = null;
  clock.press(game.turn);
  let ply = 0;
  while (game.status.kind === 'playing') {
    const side = game.turn;
    const left = clock.state[side].leftMs;
    leastLeftMs = Math.min(leastLeftMs, left);
    let movesLeft: number;
    let levelMs: number;
    if (game instanceof Gomoku) {
      movesLeft = gomokuMovesLeft(game.moves.length, 225);
      levelMs = gomokuLevelSettings(10).timeMs;
    } else {
      movesLeft = reversiMovesLeft(game.score().empty);
      levelMs = levelSettings(10).timeMs;
    }
    const budget = moveTimeBudget(clock.state, side, { movesLeft }) ?? levelMs;
    const options = {
      level: 10 as const,
      seed: seed * 1000 + ply,
      timeMs: Math.min(levelMs, budget),
    };
    if (game instanceof Gomoku) {
      const { move } = await searchGomoku(game.state, options);
      game.play(move!);
    } else {
      const { move } = await searchReversi(game, options);
      if (move === 'pass') game.pass();
      else game.play(move!);
    }
    ply++;
    if (game.status.kind !== 'playing') {
      clock.stop();
      break;
    }
    const late = clock.press(game.turn);
    if (late !== null) {
      flagged = late;
      game.loseOnTime(late);
    }
  }
  const { status } = game;
  const result = status.kind === 'won' ? `${status.winner} (${status.reason})` : status.kind;
  return {
    result,
    moves: game.moves.length,
    leastLeftMs: Math.round(leastLeftMs),
    flagged: flagged ?? clock.state.flagged,
    blackLeftMs: Math.round(clock.state.black.leftMs),
    whiteLeftMs: Math.round(clock.state.white.leftMs),
  };
}

mkdirSync(dirname(OUT), { recursive: true });
const done = new Map<string, Outcome & { name: string }>();
if (existsSync(OUT)) {
  for (const line of readFileSync(OUT, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const record = JSON.parse(line) as Outcome & { name: string; game: number };
    done.set(`${record.name}#${record.game}`, record);
  }
}

for (const kind of ['othello', 'gomoku'] as const) {
  for (const { name: controlName, control } of CONTROLS) {
    const name = `clock.${kind}.${controlName}`;
    const outcomes: Outcome[] = [];
    for (let n = 0; n < GAMES; n++) {
      const key = `${name}#${n}`;
      let outcome = done.get(key);
      if (outcome === undefined) {
        const started = performance.now();
        const played = await play(kind, control, n + 1);
        const record = {
          name,
          game: n,
          ...played,
          wallMs: Math.round(performance.now() - started),
        };
        appendFileSync(OUT, `${JSON.stringify(record)}\n`);
        console.error(
          `${key}: ${played.result}, ${played.moves} moves, least left ${played.leastLeftMs} ms`,
        );
        outcome = record;
      }
      outcomes.push(outcome);
    }
    const flags = outcomes.filter((o) => o.flagged !== null).length;
    console.log(
      JSON.stringify({
        name,
        value: Math.min(...outcomes.map((o) => o.leastLeftMs)),
        unit: 'ms',
        games: outcomes.length,
        flagged: flags,
        meanEndLeftMs: Math.round(
          outcomes.reduce((sum, o) => sum + o.blackLeftMs + o.whiteLeftMs, 0) /
            (2 * outcomes.length),
        ),
      }),
    );
  }
}
