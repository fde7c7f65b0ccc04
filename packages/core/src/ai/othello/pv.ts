/**
 * The principal variation after a search: the root's best move, then the best moves the
 * transposition table remembers, position after position. The exact solver keeps the last few
 * moves out of the table, so after an exact search the tail is worked out again by solving each
 * move of the few positions left, which takes a fraction of a millisecond.
 */
import * as bitboard from '../../reversi/bitboard.ts';
import * as emptiesList from './empties.ts';
import type { RootPosition } from './input.ts';
import * as endSolver from './solve-end.ts';
import * as stack from './stack.ts';
import * as tree from './tree.ts';
import * as table from './tt.ts';

const { computeFlips, generateMoves, popcount, SLOT } = bitboard;
const { BOARDS } = stack;

function isLegal(move: number): boolean {
  const half = move < 32 ? BOARDS[4]! : BOARDS[5]!;
  return move < 64 && ((half >>> (move & 31)) & 1) === 1;
}

/** Plays `move` (a square, or `tree.PASS`) on slot 0 in place. */
function playRoot(move: number): void {
  const pLo = BOARDS[0]!;
  const pHi = BOARDS[1]!;
  if (move === tree.PASS) {
    BOARDS[0] = BOARDS[2]!;
    BOARDS[1] = BOARDS[3]!;
    BOARDS[2] = pLo;
    BOARDS[3] = pHi;
    return;
  }
  computeFlips(BOARDS, 0, move);
  const fLo = BOARDS[6]!;
  const fHi = BOARDS[7]!;
  const bit = 1 << move;
  BOARDS[0] = BOARDS[2]! ^ fLo;
  BOARDS[1] = BOARDS[3]! ^ fHi;
  BOARDS[2] = pLo | fLo | (move < 32 ? bit : 0);
  BOARDS[3] = pHi | fHi | (move < 32 ? 0 : bit);
}

/** The best move of slot 0 by solving each move exactly (few empty squares only). */
function solveBest(empties: number): number {
  let best = table.NO_MOVE;
  let bestScore = -stack.INF;
  for (let move = 0; move < 64; move++) {
    if (!isLegal(move)) continue;
    computeFlips(BOARDS, 0, move);
    const fLo = BOARDS[6]!;
    const fHi = BOARDS[7]!;
    const bit = 1 << move;
    BOARDS[SLOT] = BOARDS[2]! ^ fLo;
    BOARDS[SLOT + 1] = BOARDS[3]! ^ fHi;
    BOARDS[SLOT + 2] = BOARDS[0]! | fLo | (move < 32 ? bit : 0);
    BOARDS[SLOT + 3] = BOARDS[1]! | fHi | (move < 32 ? 0 : bit);
    const parity = emptiesList.loadEmpties(
      ~(BOARDS[SLOT]! | BOARDS[SLOT + 2]!),
      ~(BOARDS[SLOT + 1]! | BOARDS[SLOT + 3]!),
    );
    const score = -endSolver.solveEnd(SLOT, -64, 64, empties - 1, parity);
    if (score > bestScore) {
      bestScore = score;
      best = move;
    }
  }
  return best;
}

/**
 * The line of play from the root's best move `first`: at most `length` plies (passes count),
 * read from the table; `exact` fills in the last moves of an exact search by solving them.
 * Uses slot 0 and on, so it must run between searches.
 */
export function principalVariation(
  root: RootPosition,
  first: number,
  length: number,
  exact: boolean,
): number[] {
  BOARDS[0] = root.pLo;
  BOARDS[1] = root.pHi;
  BOARDS[2] = root.oLo;
  BOARDS[3] = root.oHi;
  const line = [first];
  playRoot(first);
  while (line.length < length) {
    generateMoves(BOARDS, 0);
    if ((BOARDS[4]! | BOARDS[5]!) === 0) {
      BOARDS[SLOT] = BOARDS[2]!;
      BOARDS[SLOT + 1] = BOARDS[3]!;
      BOARDS[SLOT + 2] = BOARDS[0]!;
      BOARDS[SLOT + 3] = BOARDS[1]!;
      generateMoves(BOARDS, SLOT);
      if ((BOARDS[SLOT + 4]! | BOARDS[SLOT + 5]!) === 0) break;
      line.push(tree.PASS);
      playRoot(tree.PASS);
      continue;
    }
    const entry = table.ttProbe(0, table.ttHash(0));
    let move = entry >= 0 ? table.ttMove(entry) : table.NO_MOVE;
    if (!isLegal(move)) {
      const empties = 64 - popcount(BOARDS[0]! | BOARDS[2]!) - popcount(BOARDS[1]! | BOARDS[3]!);
      // The endgame solver keeps its positions out of the table: from one square above its reach
      // down, a missing move is found by solving every move.
      if (!exact || empties > endSolver.END_REACH[0]! + 1) break;
      move = solveBest(empties);
    }
    line.push(move);
    playRoot(move);
  }
  return line;
}
