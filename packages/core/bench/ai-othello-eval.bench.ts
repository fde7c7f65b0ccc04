// Accuracy of the Othello evaluation against exact scores: the FFO endgame suite's positions
// (#1-#79, 14 to 36 empty squares) and the position after each move their OBF lines score, every
// score solved by other programs. One JSON object per band of empty squares:
// {"name":"othello.eval.mae.20-24","value":<mean absolute error, discs>,"unit":"discs","positions":…,"bias":…}
// then one for 20-30 empty squares, the band the target is set on.
// Run from the repository root: npx tsx packages/core/bench/ai-othello-eval.bench.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluateFresh } from '../src/ai/othello/evaluate.ts';
import { BOARDS, SCALE } from '../src/ai/othello/stack.ts';
import * as bitboard from '../src/reversi/bitboard.ts';
import { anchorsDir } from '../test/anchors.ts';

interface Sample {
  readonly empties: number;
  readonly error: number; // evaluation minus exact score, discs
}

const WORK = new Int32Array(bitboard.SLOT);

/** The halves of `cells` (a1 first, X black, O white, - empty) with `mover` as P. */
function halvesOf(cells: string, mover: 'X' | 'O'): [number, number, number, number] {
  const halves: [number, number, number, number] = [0, 0, 0, 0];
  for (let s = 0; s < 64; s++) {
    if (cells[s] === '-') continue;
    halves[(cells[s] === mover ? 0 : 2) + (s >> 5)]! |= 1 << (s & 31);
  }
  return halves;
}

/** Evaluates the position of `cells` with `mover` to move. */
function evaluateCells(cells: string, mover: 'X' | 'O'): { value: number; empties: number } {
  const empties = cells.split('').filter((cell) => cell === '-').length;
  BOARDS.set(halvesOf(cells, mover), 0);
  return { value: evaluateFresh(0, empties) / SCALE, empties };
}

/** The cells after `mover` plays `square` (a name such as "G8") on `cells`. */
function play(cells: string, mover: 'X' | 'O', square: string): string {
  const s = (square.charCodeAt(1) - 49) * 8 + (square.toLowerCase().charCodeAt(0) - 97);
  WORK.set(halvesOf(cells, mover), 0);
  bitboard.computeFlips(WORK, 0, s);
  const flipped = (k: number): boolean => (((k < 32 ? WORK[6]! : WORK[7]!) >>> (k & 31)) & 1) === 1;
  let next = '';
  for (let k = 0; k < 64; k++) next += k === s || flipped(k) ? mover : cells[k]!;
  return next;
}

const samples: Sample[] = [];
const dir = anchorsDir('othello');
for (const file of [
  'fforum-1-19.obf',
  'fforum-20-39.obf',
  'fforum-40-59.obf',
  'fforum-60-79.obf',
]) {
  for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
    const match = /^(\S{64}) ([XO]);(.*)$/.exec(line.trim());
    if (match === null) continue;
    const [, cells, mover] = match as unknown as [string, string, 'X' | 'O', string];
    const scored = [...match[3]!.matchAll(/([A-H][1-8]):([+-]?\d+)/g)].map((m) => ({
      move: m[1]!,
      score: Number(m[2]),
    }));
    if (scored.length === 0) continue;
    const best = Math.max(...scored.map((m) => m.score));
    const root = evaluateCells(cells, mover);
    samples.push({ empties: root.empties, error: root.value - best });
    const other = mover === 'X' ? 'O' : 'X';
    for (const { move, score } of scored) {
      const child = evaluateCells(play(cells, mover, move), other);
      samples.push({ empties: child.empties, error: child.value + score });
    }
  }
}

function report(name: string, from: number, to: number): void {
  const band = samples.filter((s) => s.empties >= from && s.empties <= to);
  const mae = band.reduce((sum, s) => sum + Math.abs(s.error), 0) / band.length;
  const bias = band.reduce((sum, s) => sum + s.error, 0) / band.length;
  console.log(
    JSON.stringify({
      name: `othello.eval.mae.${name}`,
      value: Math.round(mae * 100) / 100,
      unit: 'discs',
      positions: band.length,
      bias: Math.round(bias * 100) / 100,
    }),
  );
}

for (const [from, to] of [
  [13, 19],
  [20, 24],
  [25, 30],
  [31, 36],
] as const) {
  report(`${from}-${to}`, from, to);
}
report('20-30', 20, 30);
