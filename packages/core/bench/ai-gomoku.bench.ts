import { hintGomoku } from '../src/ai/gomoku/index.ts';
import { loadEngine, pointsOf } from '../src/ai/gomoku/input.ts';
import { shortestWin, VcfSolver, WIN } from '../src/ai/gomoku/vcf.ts';
import { formatPoint, Gomoku, type Point, type Stone } from '../src/index.ts';
import { readAnchor } from '../test/anchors.ts';

interface VcfCase {
  readonly id: string; // the mintaka test, as test_vcf/basic_vcf#1
  readonly board: string; // 225 cells, top row first
  readonly side_to_move: Stone;
  readonly vcf_final_five_point: string; // the last move of mintaka's VCF
}

const MAX_DEPTH = 120; // fours: the deep puzzles need 80 and 87
const NODES = 20_000_000; // positions before the solver gives up
const HINT_MS = 5000; // the hint's time

const cases = (
  JSON.parse(readAnchor('renju', 'renju-vcf-mintaka.json')) as {
    cases: VcfCase[];
  }
).cases;

const setUp = (anchor: VcfCase) =>
  Gomoku.fromPosition(anchor.board, { rule: 'renju', toMove: anchor.side_to_move });

/** The shortest VCF of `game`, as solveVCF finds it, and the nodes it took. */
function shortestVcf(game: Gomoku): { line: Point[] | null; nodes: number } {
  const engine = loadEngine(game.state);
  const solver = new VcfSolver(engine);
  const plan = shortestWin(solver, MAX_DEPTH);
  let step = plan.next();
  while (!step.done) step = plan.next(solver.solve(step.value, NODES - solver.nodes));
  const line = step.value === WIN ? pointsOf(engine, solver.line, solver.length) : null;
  return { line, nodes: solver.nodes };
}

// Let the JIT compile the solver and fill the pattern tables before anything is timed.
for (const anchor of cases.slice(0, 5)) shortestVcf(setUp(anchor));

let solved = 0;
let totalMs = 0;
let totalNodes = 0;
for (const anchor of cases) {
  const name = anchor.id.replace('test_vcf/', '');
  const game = setUp(anchor);
  const started = performance.now();
  const { line, nodes } = shortestVcf(game);
  const ms = performance.now() - started;
  totalMs += ms;
  totalNodes += nodes;
  if (line !== null) solved++;
  const end = game.clone();
  for (const point of line ?? []) end.play(point);
  const attackerMoves = Math.ceil((line?.length ?? 0) / 2);
  console.log(
    JSON.stringify({
      name: `gomoku.vcf.${name}`,
      value: Math.round(ms * 10) / 10,
      unit: 'ms',
      nodes,
      found: line !== null,
      // The fours before the five; a line may stop at a four black can only block on a
      // forbidden point, and then every move of it is a four.
      fours: end.status.kind === 'won' ? attackerMoves - 1 : attackerMoves,
      plies: line?.length ?? 0,
      last: line === null ? null : formatPoint(line.at(-1)!),
      expectedLast: anchor.vcf_final_five_point,
    }),
  );
  const hintStarted = performance.now();
  const hint = await hintGomoku(game, { timeMs: HINT_MS });
  console.log(
    JSON.stringify({
      name: `gomoku.hint.${name}`,
      value: Math.round(performance.now() - hintStarted),
      unit: 'ms',
      kind: hint.kind,
      ...(hint.kind === 'win' || hint.kind === 'loss' ? { in: hint.in } : {}),
      ...(hint.kind === 'estimate' ? { score: hint.score } : {}),
      move: hint.move === null ? null : formatPoint(hint.move),
    }),
  );
}
console.log(
  JSON.stringify({
    name: 'gomoku.vcf.total',
    value: Math.round(totalMs),
    unit: 'ms',
    nodes: totalNodes,
    puzzles: cases.length,
    solvedByVcf: solved,
  }),
);
