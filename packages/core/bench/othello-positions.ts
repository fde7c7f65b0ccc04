// Positions of our own held-out self-play games (ids ending in 0, which the evaluation's fit never
// saw), for the Othello benches that measure the search on many positions rather than a few.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { boardString, replay } from '../scripts/othello-eval/board.ts';
import { type GameLine, isHeldOut } from '../scripts/othello-eval/dataset.ts';

const GAMES = new URL('../scripts/othello-eval/data/games.jsonl.gz', import.meta.url);

/** A position of a held-out game. */
export interface Position {
  readonly name: string; // the game's id and the position's empty squares: "game-40@21"
  readonly empties: number;
  readonly board: string; // as the search reads it
}

let heldOut: GameLine[] | undefined;

/** The first `count` positions of the held-out games, the k-th at `emptiesOf(k)` empty squares. */
export function positionsOf(count: number, emptiesOf: (k: number) => number): Position[] {
  heldOut ??= gunzipSync(readFileSync(GAMES))
    .toString('utf8')
    .split('\n')
    .filter((text) => text.trim() !== '')
    .map((text) => JSON.parse(text) as GameLine)
    .filter((game) => isHeldOut(game.id));
  const positions: Position[] = [];
  for (const game of heldOut) {
    if (positions.length === count) break;
    const empties = emptiesOf(positions.length);
    let board: string | undefined;
    replay(game.moves, (position) => {
      if (board === undefined && position.empties() === empties) board = boardString(position);
    });
    // A game over before that count (a wipe-out) is skipped.
    if (board !== undefined) positions.push({ name: `game-${game.id}@${empties}`, empties, board });
  }
  return positions;
}
