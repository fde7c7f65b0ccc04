// Measures Renju's forbidden-point scan on dense 15x15 positions: the work `forbiddenPoints()`
// (and so every snapshot with black to move) does once per position. Prints one JSON line per
// figure for scripts/bench.mjs to collect.
// Run from the repository root: npx tsx packages/core/bench/renju.bench.ts
import { BLACK } from '../src/gomoku/board.ts';
import { classifyWindow } from '../src/gomoku/renju/lines.ts';
import { renju } from '../src/gomoku/rules.ts';
import { listForbidden } from '../src/gomoku/snapshot.ts';
import { Gomoku, type Point } from '../src/index.ts';

const SIZE = 15;
const POSITIONS = 8; // distinct positions, so no single pattern dominates
const MIN_MOVES = 60; // the task's "dense": at least 60 stones
const MAX_MOVES = 80;
const WARMUP_MS = 500; // let the JIT settle before timing
const MEASURE_MS = 2000; // long enough for a stable figure, short enough for CI

/** A small deterministic PRNG (xorshift32), so every run measures the same positions. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** Whether `point` is within two cells of a stone: where real games put their moves. */
function nearStones(game: Gomoku, { x, y }: Point): boolean {
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      if (game.at({ x: x + dx, y: y + dy }) !== null) return true;
    }
  }
  return false;
}

/**
 * A random legal Renju game of `length` moves that nobody has won, played around the stones
 * already down, as real games are; null when random play kept making fives.
 */
function randomGame(next: () => number, length: number): Gomoku | null {
  const game = new Gomoku({ size: SIZE, rule: 'renju' });
  game.play('h8');
  while (game.moveCount < length) {
    const pool = game.legalMoves().filter((point) => nearStones(game, point));
    let placed = false;
    for (let tries = 0; tries < 20 && !placed; tries++) {
      game.play(pool[Math.floor(next() * pool.length)]!);
      // A five ends the game too early to be dense: take it back and try another point.
      if (game.isGameOver()) game.undo();
      else placed = true;
    }
    if (!placed) return null;
  }
  return game;
}

/** Dense positions with black to move and at least one forbidden point. */
function makePositions(): Gomoku[] {
  const next = random(0x5eed);
  const positions: Gomoku[] = [];
  while (positions.length < POSITIONS) {
    // An even length leaves black to move.
    const length = MIN_MOVES + 2 * Math.floor((next() * (MAX_MOVES - MIN_MOVES)) / 2);
    const game = randomGame(next, length);
    if (game !== null && game.forbiddenPoints().length > 0) positions.push(game);
  }
  return positions;
}

/** The scan `forbiddenPoints()` runs on a changed board, without the game's cache. */
function scan(game: Gomoku): number {
  // The rule reads the board through the same view the game gives it.
  const board = { size: SIZE, cells: cellsOf(game) };
  return listForbidden(SIZE, renju.forbiddenCells!(board, BLACK)).length;
}

function cellsOf(game: Gomoku): Int8Array {
  const { board } = game.state;
  return Int8Array.from(board, (stone) => (stone === 'black' ? 1 : stone === 'white' ? 2 : 0));
}

/** Milliseconds per scan of each position in turn, over about `milliseconds`. */
function measure(boards: readonly Int8Array[], milliseconds: number): number {
  let scans = 0;
  let found = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < milliseconds) {
    for (const cells of boards) {
      found += listForbidden(SIZE, renju.forbiddenCells!({ size: SIZE, cells }, BLACK)).length;
    }
    scans += boards.length;
    elapsed = performance.now() - start;
  }
  if (found === 0) throw new Error('the positions lost their forbidden points');
  return elapsed / scans;
}

/** Moves per second of play + undo over the games, under Renju's judging of every black move. */
function measurePlay(games: readonly Gomoku[], milliseconds: number): number {
  const lists = games.map((game) => game.moves.map((move) => move.point));
  const game = new Gomoku({ size: SIZE, rule: 'renju' });
  let moves = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < milliseconds) {
    for (const points of lists) {
      for (const point of points) game.play(point);
      while (game.undo() !== null) {}
      moves += points.length;
    }
    elapsed = performance.now() - start;
  }
  return (moves / elapsed) * 1000;
}

const positions = makePositions();
const boards = positions.map(cellsOf);
const stones = Math.round(
  positions.reduce((sum, game) => sum + game.moveCount, 0) / positions.length,
);
const forbidden = positions.reduce((sum, game) => sum + scan(game), 0);
measure(boards, WARMUP_MS);
const perScan = measure(boards, MEASURE_MS);
measurePlay(positions, WARMUP_MS);
const movesPerSecond = measurePlay(positions, MEASURE_MS);

// Lines are classified the first time they are met; classifying all 3^10 windows bounds the
// one-time cost that a long session spreads over its first scans.
const tableStart = performance.now();
for (let code = 0; code < 3 ** 10; code++) classifyWindow(code);
const tableMs = performance.now() - tableStart;

console.log(JSON.stringify({ name: 'renju.lineTable.all', value: round(tableMs), unit: 'ms' }));
console.log(
  JSON.stringify({
    name: 'renju.forbiddenPoints.dense',
    value: round(perScan),
    unit: 'ms',
    stones,
    positions: positions.length,
    forbidden,
  }),
);
console.log(
  JSON.stringify({ name: 'renju.play+undo', value: Math.round(movesPerSecond), unit: 'moves/s' }),
);

function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}
