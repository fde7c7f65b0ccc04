import { describe, expect, it } from 'vitest';
import { type ForbiddenKind, formatPoint, Gomoku } from '../src/index.ts';
import { readAnchor } from './anchors.ts';
import { SYMMETRIES, transform, transformBoard } from './gomoku-symmetries.ts';

// The anchors live next to the repository, in the shared folder: <repo>/../shared/anchors/renju.

interface AnchorCase {
  readonly id: string; // the test it was transcribed from
  readonly board: string; // 225 cells, top row first
  readonly forbidden_for_black: Partial<
    Record<'double_three' | 'double_four' | 'overline', string[]>
  >;
}

function load(file: string): AnchorCase[] {
  return JSON.parse(readAnchor('renju', file)).cases;
}

const cases = [
  ...load('renju-forbidden-mintaka.json'),
  ...load('renju-forbidden-mintaka-doc.json'),
];

const KINDS: Record<string, ForbiddenKind> = {
  double_three: 'double-three',
  double_four: 'double-four',
  overline: 'overline',
};

/** The expected forbidden set as sorted 'point kind' lines. */
function expected(anchor: AnchorCase): string[] {
  return Object.entries(anchor.forbidden_for_black)
    .flatMap(([kind, points]) => (points ?? []).map((point) => `${point} ${KINDS[kind]}`))
    .sort();
}

/** The engine's forbidden set as sorted 'point kind' lines. */
function found(game: Gomoku): string[] {
  return game
    .forbiddenPoints()
    .map(({ point, kind }) => `${formatPoint(point)} ${kind}`)
    .sort();
}

/** The board of an anchor set up as a game with black to move. */
function setUp(board: string): Gomoku {
  return Gomoku.fromPosition(board, { rule: 'renju', toMove: 'black' });
}

describe('renju anchors (mintaka test positions, cross-checked with Rapfi)', () => {
  it('loads all seventeen positions, all in play but the one walled off by white overlines', () => {
    expect(cases).toHaveLength(17);
    const finished = cases.filter((anchor) => setUp(anchor.board).isGameOver());
    expect(finished.map((anchor) => anchor.id)).toEqual([
      'documents/renju.md/Single-line forbidden moves',
    ]);
  });

  describe.each(cases.map((anchor) => [anchor.id, anchor] as const))('%s', (_, anchor) => {
    it('finds exactly the forbidden points of the reference, with their kinds', () => {
      expect(found(setUp(anchor.board))).toEqual(expected(anchor));
    });

    it('gives the same verdict point by point through isForbidden and whyIllegal', () => {
      const game = setUp(anchor.board);
      // The single-line diagram walls its rows off with seven white stones, which is a white
      // overline: under Renju that has already won, and a finished game refuses every move.
      const refusal = game.isGameOver() ? 'game-over' : 'forbidden';
      const verdicts = new Map(expected(anchor).map((line) => line.split(' ') as [string, string]));
      for (let y = 0; y < 15; y++) {
        for (let x = 0; x < 15; x++) {
          const name = formatPoint({ x, y });
          expect(game.isForbidden(name), name).toBe(verdicts.get(name) ?? null);
          if (verdicts.has(name)) expect(game.whyIllegal(name), name).toBe(refusal);
        }
      }
    });

    it('finds the same points on every symmetric copy of the board', () => {
      for (const symmetry of SYMMETRIES.slice(1)) {
        const game = setUp(transformBoard(anchor.board, symmetry));
        const moved = expected(anchor)
          .map((line) => {
            const [point, kind] = line.split(' ');
            return `${transform(point!, 15, symmetry)} ${kind}`;
          })
          .sort();
        expect(found(game), symmetry.name).toEqual(moved);
      }
    });
  });
});
