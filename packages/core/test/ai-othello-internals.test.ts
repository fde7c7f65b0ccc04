import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadEmpties } from '../src/ai/othello/empties.ts';
import { countLastFlips } from '../src/ai/othello/last-flips.ts';
import { solveSmall } from '../src/ai/othello/solve-small.ts';
import { STABLE, stableDiscs } from '../src/ai/othello/stability.ts';
import { BOARDS } from '../src/ai/othello/stack.ts';
import { Reversi } from '../src/index.ts';
import { referenceFlips } from './reversi-reference.ts';

type Cell = 'black' | 'white' | null;

/** A game played from the start by `picks` until `empties` squares are left (or it ends). */
function playDown(picks: readonly number[], empties: number): Reversi {
  const game = new Reversi({ autoPass: false });
  let k = 0;
  while (!game.isGameOver() && game.score().empty > empties) {
    if (game.mustPass()) game.pass();
    else {
      const moves = game.legalMoves();
      game.play(moves[(picks[k++ % picks.length] ?? 0) % moves.length]!);
    }
  }
  return game;
}

/** The side to move's and the opponent's discs as lo/hi halves. */
function halves(board: readonly Cell[], side: 'black' | 'white'): [number, number, number, number] {
  const bits = [0, 0, 0, 0];
  board.forEach((cell, i) => {
    if (cell === null) return;
    const k = (cell === side ? 0 : 2) + (i >> 5);
    bits[k]! |= 1 << (i & 31);
  });
  return bits as [number, number, number, number];
}

/** Plain negamax to the end of the game, for a handful of empty squares; `+ 0` drops -0. */
function referenceScore(game: Reversi): number {
  if (game.isGameOver()) {
    const final = game.finalScore();
    return (game.turn === 'black' ? final.black - final.white : final.white - final.black) + 0;
  }
  if (game.mustPass()) {
    game.pass();
    const score = -referenceScore(game);
    game.undo();
    return score + 0;
  }
  let best = -Infinity;
  for (const move of game.legalMoves()) {
    game.play(move);
    best = Math.max(best, -referenceScore(game));
    game.undo();
  }
  return best + 0;
}

const picks = fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 60 });

describe('the small exact solver', () => {
  it('agrees with plain negamax on positions with 1 to 8 empty squares, in any window', () => {
    fc.assert(
      fc.property(picks, fc.integer({ min: 1, max: 8 }), (line, empties) => {
        const game = playDown(line, empties);
        const [pLo, pHi, oLo, oHi] = halves(game.state.board, game.turn);
        BOARDS.set([pLo, pHi, oLo, oHi]);
        const left = game.score().empty;
        const parity = loadEmpties(~(pLo | oLo), ~(pHi | oHi));
        const expected = referenceScore(game);
        expect(solveSmall(0, -64, 64, left, parity) + 0).toBe(expected);
        // Fail-soft: outside a narrow window the result is still a bound on the right side.
        expect(solveSmall(0, expected, expected + 1, left, parity)).toBeLessThanOrEqual(expected);
        expect(solveSmall(0, expected - 1, expected, left, parity)).toBeGreaterThanOrEqual(
          expected,
        );
      }),
      { numRuns: 150 },
    );
  });
});

describe('flips on the last empty square', () => {
  it('counts what the plain reference flips, for either side', () => {
    // Random full boards with one hole, and the holes games really end with.
    for (let k = 0; k < 500; k++) {
      const square = (k * 37) % 64;
      const board: Cell[] = Array.from({ length: 64 }, (_, i) =>
        i === square ? null : ((i * 7 + k * 13) ^ (i >> 2)) % 3 === 0 ? 'white' : 'black',
      );
      for (const side of ['black', 'white'] as const) {
        const [xLo, xHi] = halves(board, side);
        expect(countLastFlips(square, xLo, xHi)).toBe(referenceFlips(board, side, square).length);
      }
    }
    fc.assert(
      fc.property(picks, (line) => {
        const game = playDown(line, 1);
        const { board } = game.state;
        // Games that end early leave several squares empty: the count is for the last one only.
        if (game.score().empty !== 1) return;
        const square = board.indexOf(null);
        for (const side of ['black', 'white'] as const) {
          const [xLo, xHi] = halves(board, side);
          expect(countLastFlips(square, xLo, xHi)).toBe(referenceFlips(board, side, square).length);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('stable discs', () => {
  it('are never flipped in any continuation of the game', () => {
    fc.assert(
      fc.property(picks, fc.integer({ min: 4, max: 40 }), picks, (line, empties, rest) => {
        const game = playDown(line, empties);
        const side = game.turn;
        const [pLo, pHi, oLo, oHi] = halves(game.state.board, side);
        stableDiscs(pLo, pHi, oLo, oHi);
        const stable: number[] = [];
        for (let i = 0; i < 64; i++) {
          if (((STABLE[i >> 5]! >>> (i & 31)) & 1) === 1) stable.push(i);
        }
        for (const i of stable) expect(game.state.board[i]).toBe(side);
        let k = 0;
        while (!game.isGameOver()) {
          if (game.mustPass()) game.pass();
          else {
            const moves = game.legalMoves();
            game.play(moves[(rest[k++ % rest.length] ?? 0) % moves.length]!);
          }
          for (const i of stable) expect(game.state.board[i]).toBe(side);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('include a corner and the full edge it anchors', () => {
    const game = Reversi.fromPosition(`XXXXXXXX${'-'.repeat(27)}OX${'-'.repeat(27)} X`);
    const [pLo, pHi, oLo, oHi] = halves(game.state.board, 'black');
    expect(stableDiscs(pLo, pHi, oLo, oHi)).toBe(8);
  });
});
