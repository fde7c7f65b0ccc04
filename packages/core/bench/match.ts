// What the strength benches share: the match runner of the level ladders (for each pair of
// levels, every opening with each level on each colour, then one JSON line per pair and one for
// the total time), Elo from a score, and for the Gomocup benches the records of a match's games,
// the work a resumable run kept, medians and their whole-number flags.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Level } from '../src/ai/search-types.ts';
import type { GomokuRuleName } from '../src/index.ts';

/** The pairs of levels both games match, weaker first: each level against one some way below. */
export const LEVEL_PAIRS: readonly (readonly [weak: Level, strong: Level])[] = [
  [1, 3],
  [3, 5],
  [5, 7],
  [7, 10],
];

/** How to play the games of one bench. */
export interface Matches {
  readonly name: string; // prefix of the JSON names: `${name}.match.3v1`
  readonly pairs: readonly (readonly [weak: Level, strong: Level])[];
  readonly openings: readonly string[];
  /** Plays one game; resolves to black's margin: above 0 when black won, 0 for a draw. */
  play(opening: string, black: Level, white: Level, seed: number): Promise<number>;
  /** Fields added to each pair's line; `margin` adds the stronger level's mean margin as that key. */
  readonly details?: (strong: Level, weak: Level) => Record<string, unknown>;
  readonly margin?: string;
}

/** Runs the matches and prints their JSON lines. */
export async function runMatches(matches: Matches): Promise<void> {
  const matchStarted = performance.now();
  for (const [weak, strong] of matches.pairs) {
    const started = performance.now();
    let strongWins = 0;
    let weakWins = 0;
    let draws = 0;
    let strongAsBlack = 0;
    let margin = 0;
    let seed = 1;
    for (const opening of matches.openings) {
      for (const strongIsBlack of [true, false]) {
        const black = strongIsBlack ? strong : weak;
        const white = strongIsBlack ? weak : strong;
        const blackMargin = await matches.play(opening, black, white, seed++);
        const lead = strongIsBlack ? blackMargin : -blackMargin;
        margin += lead;
        if (lead > 0) {
          strongWins++;
          if (strongIsBlack) strongAsBlack++;
        } else if (lead < 0) weakWins++;
        else draws++;
      }
    }
    const games = strongWins + weakWins + draws;
    console.log(
      JSON.stringify({
        name: `${matches.name}.match.${strong}v${weak}`,
        value: Math.round((100 * (strongWins + draws / 2)) / games),
        unit: '%',
        games,
        [`level${strong}`]: strongWins,
        [`level${weak}`]: weakWins,
        draws,
        strongAsBlack,
        strongAsWhite: strongWins - strongAsBlack,
        ...(matches.margin === undefined
          ? {}
          : { [matches.margin]: Math.round((10 * margin) / games) / 10 }),
        ...matches.details?.(strong, weak),
        seconds: Math.round((performance.now() - started) / 100) / 10,
      }),
    );
  }
  console.log(
    JSON.stringify({
      name: `${matches.name}.match.total`,
      value: Math.round((performance.now() - matchStarted) / 1000),
      unit: 's',
    }),
  );
}

/**
 * Elo from a share of the points, with a 95% interval from the share's standard error. An end of
 * the interval past 0% or 100% has no Elo: it is null.
 */
export function eloOf(
  points: number,
  games: number,
): { elo: number | null; eloLow: number | null; eloHigh: number | null } {
  const share = points / games;
  const error = 1.96 * Math.sqrt((share * (1 - share)) / games);
  const elo = (p: number): number | null =>
    p <= 0 || p >= 1 ? null : Math.round(-400 * Math.log10(1 / p - 1));
  return { elo: elo(share), eloLow: elo(share - error), eloHigh: elo(share + error) };
}

/** One game of a Gomoku match between brains (`gomoku-vs.bench.ts`), as its file keeps it. */
export interface GomokuGameLine {
  readonly name: 'gomoku.vs.game';
  readonly rule: GomokuRuleName;
  readonly opening: string; // the RIF opening's code, e.g. 2D
  readonly ourColour: 'black' | 'white';
  readonly result: 'win' | 'loss' | 'draw';
  readonly reason: string; // five, forbidden, illegal, time, no answer, full board
  readonly moves: string; // the whole game, e.g. "h8 h9 h10 ..."
  readonly ourMs: number; // our thinking time in all
  readonly theirMs: number;
  readonly ourMaxMs: number; // our longest move
  readonly theirMaxMs: number;
}

/**
 * The games a match lost, from its file (`--games`, what `gomoku-vs.bench.ts --out` wrote), for
 * the benches that read them again; without the file the run stops saying what it needs.
 */
export function lostGames(file: string | undefined): GomokuGameLine[] {
  if (file === undefined || !existsSync(file)) {
    console.error(
      '--games: the records of a match (gomoku-vs.bench.ts --out), e.g. in bench/results',
    );
    process.exit(2);
  }
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"gomoku.vs.game"'))
    .map((line) => JSON.parse(line) as GomokuGameLine)
    .filter((game) => game.result === 'loss');
}

/**
 * What names `game` among those of match files, for the benches that keep their work on it: its
 * whole line of moves, since a file of two runs holds each opening and colour twice, often with
 * the same first moves.
 */
export function gameKey(game: GomokuGameLine): string {
  return `${game.rule} ${game.opening} ${game.ourColour} ${game.moves}`;
}

/**
 * The work a resumable bench kept in `file` (its `--out`): the JSON lines named `name`, by their
 * `key`, so that a run goes on where the last one stopped; the file's folder is made, for the run
 * to append to it.
 */
export function keptLines<T extends { readonly key: string }>(
  file: string,
  name: string,
): Map<string, T> {
  mkdirSync(path.dirname(file), { recursive: true });
  const kept = new Map<string, T>();
  if (!existsSync(file)) return kept;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.includes(`"${name}"`)) continue;
    const entry = JSON.parse(line) as T;
    kept.set(entry.key, entry);
  }
  return kept;
}

/** The middle of `values` (the upper one of an even count), or null when there are none. */
export function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? null;
}

/** A bench's flag `--name` as a whole number of at least 1, or the run stops saying what is wrong. */
export function wholeNumber(name: string, text: string): number {
  const value = Number(text);
  if (Number.isInteger(value) && value >= 1) return value;
  console.error(
    `--${name}: a whole number of at least 1, got ${JSON.stringify(text.slice(0, 40))}`,
  );
  process.exit(2);
}
