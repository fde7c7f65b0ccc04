// Import speed of the Othello game files, in games per second: a WTHOR database (readWthor) and
// the same games as GGF text (readGgf), every move checked, then (`.replay`) with every record's
// engine built too, as opening each game would. The games are
// random ones our engine plays (2,000 by default, 100,000 with --full, about the size of the
// FFO's whole database); STONEKIT_WTHOR_DIR may name a folder of real WTHOR year files (kept
// outside git), which are then read too. Prints one JSON object per line:
// {"name":"records.wthor.import","value":<games/s>,"unit":"games/s","games":...,"ms":...}.
// Run from the repository root: npx tsx packages/core/bench/records-othello.bench.ts [--full]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Reversi } from '../src/index.ts';
import { readGgf, writeGgf } from '../src/records/ggf.ts';
import { readWthor, writeWthor } from '../src/records/wthor.ts';
import { measure, random } from './records.ts';

const GAMES = process.argv.includes('--full') ? 100_000 : 2_000;

function makeGames(count: number): Reversi[] {
  const next = random(0x07e1);
  const games: Reversi[] = [];
  for (let g = 0; g < count; g++) {
    const game = new Reversi();
    while (!game.isGameOver()) {
      const moves = game.legalMoves();
      game.play(moves[Math.floor(next() * moves.length)]!);
    }
    games.push(game);
  }
  return games;
}

const games = makeGames(GAMES);
const wthor = writeWthor(games, { year: 2024, created: new Date(2024, 0, 1) });
/** How many records `records` holds, each engine built. */
const replayed = (records: readonly { readonly engine: Reversi }[]): number =>
  records.filter((record) => record.engine.moves.length > 0).length;

measure('records.wthor.import', GAMES, () => readWthor(wthor).length, { bytes: wthor.length });
measure('records.wthor.import.replay', GAMES, () => replayed(readWthor(wthor)));
const ggf = games.map((game) => writeGgf(game)).join('\n');
measure('records.ggf.import', GAMES, () => readGgf(ggf).length, { chars: ggf.length });
measure('records.ggf.import.replay', GAMES, () => replayed(readGgf(ggf)));

const dir = process.env.STONEKIT_WTHOR_DIR;
if (dir !== undefined) {
  const files = readdirSync(dir)
    .filter((file) => /\.wtb$/i.test(file))
    .map((file) => readFileSync(join(dir, file)));
  const total = files.reduce((sum, bytes) => sum + (bytes.length - 16) / 68, 0);
  measure(
    'records.wthor.import.real',
    total,
    () => files.reduce((sum, bytes) => sum + readWthor(bytes).length, 0),
    { files: files.length },
  );
}
