// Import speed of the Gomoku game records, in games per second, every move replayed through the
// engine: an SGF collection (readSgf), .psq files (readPsq, one game a file), share codes
// (decodeShareCode), and the same SGF collection through importGame. The games are random ones
// on 15x15, half freestyle and half Renju, 60 moves or to their end (500 by default, 10,000 with
// --full). Prints one JSON object per line:
// {"name":"records.sgf.gomoku.import","value":<games/s>,"unit":"games/s","games":...,"ms":...}.
// Run from the repository root: npx tsx packages/core/bench/records-gomoku.bench.ts [--full]
import { Gomoku } from '../src/index.ts';
import { gomokuSgfTree } from '../src/records/gomoku-sgf.ts';
import { importGame } from '../src/records/import.ts';
import { readPsq, writePsq } from '../src/records/psq.ts';
import { formatSgf } from '../src/records/sgf.ts';
import { readSgf } from '../src/records/sgf-records.ts';
import { decodeShareCode, encodeShareCode } from '../src/records/share.ts';
import { measure, random } from './records.ts';

const GAMES = process.argv.includes('--full') ? 10_000 : 500;

function makeGames(count: number): Gomoku[] {
  const next = random(0x5eed);
  const games: Gomoku[] = [];
  for (let g = 0; g < count; g++) {
    const game = new Gomoku({ rule: g % 2 === 0 ? 'freestyle' : 'renju' });
    // Random stones near the centre, as real games keep to it.
    while (!game.isGameOver() && game.moveCount < 60) {
      const moves = game.legalMoves().filter(({ x, y }) => Math.abs(x - 7) + Math.abs(y - 7) < 8);
      game.play(moves[Math.floor(next() * moves.length)]!);
    }
    games.push(game);
  }
  return games;
}

const games = makeGames(GAMES);
const sgf = formatSgf(games.map((game) => gomokuSgfTree(game)));
measure('records.sgf.gomoku.import', GAMES, () => readSgf(sgf).length, { chars: sgf.length });
measure('records.import.sgf.gomoku', GAMES, () => importGame(sgf).records.length);
const psq = games.map((game) => writePsq(game));
measure('records.psq.import', GAMES, () => psq.filter((text) => readPsq(text)).length);
const codes = games.map((game) => encodeShareCode(game));
const chars = Math.round(codes.reduce((sum, code) => sum + code.length, 0) / codes.length);
measure(
  'records.share.gomoku.decode',
  GAMES,
  () => codes.filter((code) => decodeShareCode(code)).length,
  {
    meanChars: chars,
  },
);
