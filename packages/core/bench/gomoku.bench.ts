// Measures play + undo on 15x15: the cost of a move in a search that tries a move, looks, and
// takes it back. Prints one JSON line per figure for scripts/bench.mjs to collect.
// Run from the repository root: npx tsx packages/core/bench/gomoku.bench.ts
import { Gomoku, type Point } from '../src/index.ts';

const SIZE = 15;
const GAMES = 200; // distinct move sequences, so no single line pattern dominates
const WARMUP_MS = 500; // let the JIT settle before timing
const MEASURE_MS = 2000; // long enough for a stable figure, short enough for CI

/** A small deterministic PRNG (xorshift32), so every run replays the same games. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/**
 * Random-ish games that stay near the centre, as real games do, which makes lines and wins
 * (and so the win check's longest scans) more frequent than uniform random play would.
 */
function makeGames(): Point[][] {
  const next = random(0x5eed);
  const games: Point[][] = [];
  for (let g = 0; g < GAMES; g++) {
    const game = new Gomoku({ size: SIZE });
    while (!game.isGameOver()) {
      const near = game.legalMoves().filter(({ x, y }) => {
        const last = game.lastMove?.point ?? { x: 7, y: 7 };
        return Math.abs(x - last.x) <= 3 && Math.abs(y - last.y) <= 3;
      });
      const pool = near.length > 0 ? near : game.legalMoves();
      game.play(pool[Math.floor(next() * pool.length)]!);
    }
    games.push(game.moves.map((move) => move.point));
  }
  return games;
}

/** Plays every game to its end and takes every move back; returns the number of moves played. */
function run(game: Gomoku, games: readonly Point[][]): number {
  let moves = 0;
  for (const points of games) {
    for (const point of points) game.play(point);
    while (game.undo() !== null) {}
    moves += points.length;
  }
  return moves;
}

function measure(games: readonly Point[][], milliseconds: number): number {
  const game = new Gomoku({ size: SIZE });
  let moves = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < milliseconds) {
    moves += run(game, games);
    elapsed = performance.now() - start;
  }
  return (moves / elapsed) * 1000;
}

const games = makeGames();
measure(games, WARMUP_MS);
const movesPerSecond = measure(games, MEASURE_MS);
console.log(
  JSON.stringify({ name: 'gomoku.play+undo', value: Math.round(movesPerSecond), unit: 'moves/s' }),
);
