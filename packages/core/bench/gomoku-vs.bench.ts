// Stonekit's Gomocup brain against another brain, as Gomocup plays them: each through the
// Piskvork protocol in its own process, 15x15, a time limit a move, from the 26 RIF 3-stone
// openings with both brains on each colour. Our `Gomoku` referees: a move off the board, on a
// stone, or (Renju) on a forbidden point loses, and so does a move later than the turn's time
// plus `--tolerance`. One JSON line a game, kept in `--out` so that a run cut short resumes:
// {"name":"gomoku.vs.game","rule":"renju","opening":"2D","ourColour":"black","result":"win",...}
// then one line a rule:
// {"name":"gomoku.vs.renju","value":<% scored by Stonekit, draws half>,"unit":"%","elo":…,…}
//
//   OPPONENT=/path/to/pbrain-rapfi pnpm bench:gomoku-match
//   OPPONENT=… pnpm bench:gomoku-match --rules renju --openings 5 --ms 1000 --opponent-ms 250
//
// `OPPONENT` is a shell command that starts the other brain (it runs in the command's folder,
// where a brain finds its config); `OURS` replaces ours (default: the source through tsx).
// `--parallel 2` plays two games at once: each game thinks on one core at a time.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Gomoku, type GomokuRuleName, RENJU_OPENINGS } from '../src/index.ts';
import { Brain, boardLines, SIZE, WIRE_RULE, wireRules } from './brain.ts';
import { eloOf, type GomokuGameLine, wholeNumber } from './match.ts';

const { values } = parseArgs({
  options: {
    rules: { type: 'string', default: 'freestyle,renju' },
    openings: { type: 'string', default: '20' }, // the first n RIF openings, or codes; both colours
    ms: { type: 'string', default: '1000' }, // our time a move
    'opponent-ms': { type: 'string' }, // the opponent's, by default ours
    tolerance: { type: 'string', default: '1000' }, // ms past the turn's time before a loss
    parallel: { type: 'string', default: '1' },
    out: { type: 'string' },
  },
});
const opponent = process.env.OPPONENT;
if (opponent === undefined || opponent.trim() === '') {
  console.error(
    'Set OPPONENT to the command of a Gomocup brain, e.g. OPPONENT=/path/to/pbrain-rapfi pnpm bench:gomoku-match',
  );
  process.exit(2);
}
const ours = process.env.OURS ?? 'npx tsx packages/core/src/bin/gomocup-brain.ts';
const rules = wireRules(values.rules);
const ourMs = wholeNumber('ms', values.ms);
const theirMs = wholeNumber('opponent-ms', values['opponent-ms'] ?? values.ms);
const tolerance = wholeNumber('tolerance', values.tolerance);
const parallel = wholeNumber('parallel', values.parallel);
// A count takes the first openings, 1D on; a list of codes (`2D,7I`) takes those.
const openings = /^\d+$/.test(values.openings)
  ? RENJU_OPENINGS.slice(0, wholeNumber('openings', values.openings))
  : RENJU_OPENINGS.filter((opening) => values.openings.split(',').includes(opening.code));
if (openings.length === 0) {
  console.error(
    `--openings: no RIF opening has the code ${JSON.stringify(values.openings.slice(0, 40))}`,
  );
  process.exit(2);
}
const opponentName = path.basename(opponent.trim().split(/\s+/)[0]!);
const out =
  values.out ?? path.join('.bench-results', `gomoku-vs-${opponentName}-${ourMs}-${theirMs}.jsonl`);
mkdirSync(path.dirname(out), { recursive: true });

/** How many points of the board are empty. */
function emptyPoints(game: Gomoku): number {
  return game.state.board.filter((stone) => stone === null).length;
}

const key = (rule: string, opening: string, colour: string): string =>
  `${rule}/${opening}/${colour}`;

/** Plays one game; black is ours when `ourColour` is black. */
async function playGame(
  rule: GomokuRuleName,
  opening: (typeof RENJU_OPENINGS)[number],
  ourColour: 'black' | 'white',
): Promise<GomokuGameLine> {
  const game = new Gomoku(
    rule === 'renju' ? { size: SIZE, rule, forbiddenMoves: 'lose' } : { size: SIZE, rule },
  );
  for (const stone of opening.moves) game.play(stone);
  const brains = {
    ours: new Brain(ours),
    theirs: new Brain(opponent!),
  };
  const spent = { ours: 0, theirs: 0, oursMax: 0, theirsMax: 0 };
  const line = (result: GomokuGameLine['result'], reason: string): GomokuGameLine => {
    brains.ours.stop();
    brains.theirs.stop();
    return {
      name: 'gomoku.vs.game',
      rule,
      opening: opening.code,
      ourColour,
      result,
      reason,
      moves: game.toMoves(),
      ourMs: Math.round(spent.ours),
      theirMs: Math.round(spent.theirs),
      ourMaxMs: Math.round(spent.oursMax),
      theirMaxMs: Math.round(spent.theirsMax),
    };
  };
  const wire = WIRE_RULE[rule]!;
  if (!(await brains.ours.start(wire, ourMs))) return line('loss', 'ours did not start');
  if (!(await brains.theirs.start(wire, theirMs))) return line('win', 'theirs did not start');
  // Each brain first sees the whole board (BOARD), then only the other's moves (TURN).
  const seen = { ours: false, theirs: false };
  let last: { x: number; y: number } | null = null;
  for (;;) {
    const status = game.status;
    if (status.kind === 'won') {
      const weWon = status.winner === ourColour;
      return line(weWon ? 'win' : 'loss', status.reason ?? 'five');
    }
    if (status.kind === 'draw') return line('draw', 'full board');
    // Under 'lose' black may still play a forbidden point; with only those left, the brains (and
    // our rules as players meet them) count the board as full.
    if (game.turn === 'black' && game.forbiddenPoints().length === emptyPoints(game)) {
      return line('draw', 'full board');
    }
    const side = game.turn === ourColour ? 'ours' : 'theirs';
    const turnMs = side === 'ours' ? ourMs : theirMs;
    let lines: string[];
    if (!seen[side]) {
      seen[side] = true;
      lines = boardLines(game);
    } else lines = [`TURN ${last!.x},${last!.y}`];
    const move = await brains[side].move(lines, turnMs + tolerance + 5000);
    const loses = side === 'ours' ? 'loss' : 'win';
    if (move === null) {
      const { exit, said, errors } = brains[side];
      const last = [...errors, ...said].join(' | ').slice(0, 300);
      return line(loses, `${exit === '' ? 'no answer in time' : `no answer (${exit})`}: ${last}`);
    }
    spent[side] += move.ms;
    const most = side === 'ours' ? 'oursMax' : 'theirsMax';
    spent[most] = Math.max(spent[most], move.ms);
    if (move.ms > turnMs + tolerance) return line(loses, 'time');
    const point = { x: move.x, y: SIZE - 1 - move.y };
    // Black's forbidden points are legal under `forbiddenMoves: 'lose'`: playing one loses.
    if (!game.isLegal(point)) return line(loses, 'illegal');
    game.play(point);
    last = move;
  }
}

const done = new Map<string, GomokuGameLine>();
if (existsSync(out)) {
  for (const text of readFileSync(out, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    try {
      const game = JSON.parse(text) as GomokuGameLine;
      done.set(key(game.rule, game.opening, game.ourColour), game);
    } catch {}
  }
}

for (const rule of rules) {
  const todo: { opening: (typeof RENJU_OPENINGS)[number]; ourColour: 'black' | 'white' }[] = [];
  for (const opening of openings) {
    for (const ourColour of ['black', 'white'] as const) {
      if (!done.has(key(rule, opening.code, ourColour))) todo.push({ opening, ourColour });
    }
  }
  const started = performance.now();
  const runner = async (): Promise<void> => {
    for (let job = todo.shift(); job !== undefined; job = todo.shift()) {
      const game = await playGame(rule, job.opening, job.ourColour);
      done.set(key(rule, game.opening, game.ourColour), game);
      appendFileSync(out, `${JSON.stringify(game)}\n`);
      console.log(JSON.stringify(game));
    }
  };
  await Promise.all(Array.from({ length: parallel }, runner));
  const games = openings.flatMap((opening) =>
    (['black', 'white'] as const).map((colour) => done.get(key(rule, opening.code, colour))!),
  );
  const count = (result: GomokuGameLine['result'], colour?: string): number =>
    games.filter((g) => g.result === result && (colour === undefined || g.ourColour === colour))
      .length;
  const points = count('win') + count('draw') / 2;
  const moves = games.reduce((sum, g) => sum + g.moves.split(' ').length, 0);
  const reasons: Record<string, number> = {};
  for (const g of games) {
    const why = `${g.result === 'win' ? 'ours' : g.result === 'loss' ? 'theirs' : 'draw'} by ${g.reason}`;
    reasons[why] = (reasons[why] ?? 0) + 1;
  }
  console.log(
    JSON.stringify({
      name: `gomoku.vs.${rule}`,
      value: Math.round((1000 * points) / games.length) / 10,
      unit: '%',
      opponent: opponentName,
      games: games.length,
      wins: count('win'),
      losses: count('loss'),
      draws: count('draw'),
      winsAsBlack: count('win', 'black'),
      winsAsWhite: count('win', 'white'),
      reasons,
      ...eloOf(points, games.length),
      ourMs,
      theirMs,
      // Mean thinking time a move for each side, and our longest move.
      ourMeanMs: Math.round(games.reduce((s, g) => s + g.ourMs, 0) / (moves / 2)),
      theirMeanMs: Math.round(games.reduce((s, g) => s + g.theirMs, 0) / (moves / 2)),
      ourMaxMs: Math.max(...games.map((g) => g.ourMaxMs)),
      seconds: Math.round((performance.now() - started) / 1000),
    }),
  );
}
