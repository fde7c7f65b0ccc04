// The training positions: the games `generate.ts` made, replayed into feature rows with a target.
// A position from which the game was solved has its exact score as target; an earlier one the
// exact score of the first solved position of its game, for its own side to move (the score its
// game reached: noisy, since the moves between were not perfect, and then `label.ts` can replace
// it by a search's score).
import { FEATURES, featuresOf } from '../../src/ai/othello/patterns.ts';
import { popcount } from '../../src/reversi/bitboard.ts';
import { readLines } from '../pool.ts';
import { type Board, replay } from './board.ts';

/** One game as `generate.ts` writes it. */
export interface GameLine {
  readonly id: number;
  readonly moves: string;
  readonly from: number;
  readonly scores: readonly number[];
}

/** Positions as parallel arrays, one row of `FEATURES` offsets each. */
export interface Dataset {
  count: number;
  features: Int32Array; // count * FEATURES weight offsets within a phase
  target: Float32Array; // score in discs for the side to move
  empties: Uint8Array;
  exact: Uint8Array; // 1 when the target is the position's own exact score
  game: Int32Array; // the game's id
  boards: Int32Array; // count * 4: pLo, pHi, oLo, oHi
}

/** Games whose id ends in 0 are held out of the fit: its error is measured on them. */
export function isHeldOut(id: number): boolean {
  return id % 10 === 0;
}

/** Reads every `games-*.jsonl` of `dir`, by id. */
export function readGames(dir: string): GameLine[] {
  return readLines<GameLine>(dir, 'games').sort((a, b) => a.id - b.id);
}

/** The search scores `label.ts` gave the positions of one game before its exact scores. */
export interface LabelLine {
  readonly id: number;
  readonly depth: number;
  readonly scores: readonly number[];
  readonly siblings?: readonly (readonly number[])[]; // [pLo, pHi, oLo, oHi, score]
}

/** The exact scores `siblings.ts` gave the positions one move off a game's line. */
export interface SiblingLine {
  readonly id: number;
  readonly positions: readonly (readonly number[])[]; // [pLo, pHi, oLo, oHi, score]
}

/**
 * Every position before a move of every game (the final positions need no evaluation). A position
 * before the game's exact scores takes its search label where there is one; without one, its
 * game's score when `gameScores` is true, else it is left out (a game's score is a poor guide a
 * few moves back: 9 discs off on average four plies before the solved position, against 5 for a
 * 4-ply search, see the core README). Beside them, the positions near the lines: those `label.ts`
 * scored by search, and those `siblings.ts` solved.
 */
export function buildDataset(
  games: readonly GameLine[],
  labels: readonly LabelLine[] = [],
  siblings: readonly SiblingLine[] = [],
  gameScores = labels.length === 0,
): Dataset {
  const searched = new Map(labels.map((line) => [line.id, line.scores]));
  let capacity = 0;
  for (const game of games) capacity += game.moves.length / 2;
  for (const line of labels) capacity += line.siblings?.length ?? 0;
  for (const line of siblings) capacity += line.positions.length;
  const data: Dataset = {
    count: 0,
    features: new Int32Array(capacity * FEATURES),
    target: new Float32Array(capacity),
    empties: new Uint8Array(capacity),
    exact: new Uint8Array(capacity),
    game: new Int32Array(capacity),
    boards: new Int32Array(capacity * 4),
  };
  const add = (position: readonly number[], exact: boolean, id: number): void => {
    const [pLo, pHi, oLo, oHi, score] = position as [number, number, number, number, number];
    const row = data.count++;
    data.target[row] = score;
    data.exact[row] = exact ? 1 : 0;
    data.empties[row] = 64 - popcount(pLo | oLo) - popcount(pHi | oHi);
    data.game[row] = id;
    data.boards.set([pLo, pHi, oLo, oHi], row * 4);
    featuresOf(pLo, pHi, oLo, oHi, data.features, row * FEATURES);
  };
  for (const game of games) {
    if (game.from < 0 || game.scores.length === 0) continue;
    replay(game.moves, (board: Board, ply: number) => {
      const solved = ply >= game.from;
      const label = searched.get(game.id)?.[ply];
      if (!solved && label === undefined && !gameScores) return;
      const score = solved
        ? game.scores[ply - game.from]!
        : (label ?? game.scores[0]! * ((game.from - ply) % 2 === 0 ? 1 : -1));
      add([board.pLo, board.pHi, board.oLo, board.oHi, score], solved, game.id);
    });
  }
  for (const line of labels)
    for (const position of line.siblings ?? []) add(position, false, line.id);
  for (const line of siblings) for (const position of line.positions) add(position, true, line.id);
  return data;
}
