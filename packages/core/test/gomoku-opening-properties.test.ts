import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPoint,
  Gomoku,
  IllegalMoveError,
  OPENING_RULE_NAMES,
  type OpeningAction,
  type OpeningRuleName,
  type Point,
} from '../src/index.ts';
import { everyPoint, validOpeningAction } from './opening-actions.ts';

interface Step {
  readonly kind: 'act' | 'undo' | 'redo'; // what to do
  readonly pick: number; // which of the valid actions or moves, modulo their count
}

const randomGame = fc.record({
  rule: fc.constantFrom<OpeningRuleName>(...OPENING_RULE_NAMES),
  size: fc.constantFrom(9, 11, 15),
  steps: fc.array(
    fc.record({
      kind: fc.constantFrom<Step['kind']>('act', 'act', 'act', 'undo', 'redo'),
      pick: fc.nat(),
    }),
    { maxLength: 24 },
  ),
});

/** One action the game takes now, chosen by `pick`: a move once the opening is over. */
function validAction(game: Gomoku, pick: number): OpeningAction | Point | null {
  if (game.opening.phase.phase !== 'done') return validOpeningAction(game, pick);
  const moves = game.legalMoves();
  return moves[pick % Math.max(1, moves.length)] ?? null;
}

describe('random games with an opening, with moves taken back and replayed', () => {
  it('keep the opening and the moves in step, and save and load every state', () => {
    fc.assert(
      fc.property(randomGame, ({ rule, size, steps }) => {
        const game = new Gomoku({ size, rule: 'renju', opening: rule });
        for (const { kind, pick } of steps) {
          if (kind === 'undo') game.undo();
          else if (kind === 'redo') game.redo();
          else {
            const action = validAction(game, pick);
            if (action === null) break;
            if ('type' in action) game.act(action);
            else game.play(action);
          }

          const { opening, moves } = game.state;
          const stones = opening.stones.map((stone) => stone.name);
          expect(moves.slice(0, stones.length).map((move) => move.name)).toEqual(stones);
          if (opening.phase.phase !== 'done') expect(moves).toHaveLength(stones.length);
          expect(game.canUndo()).toBe(moves.length > 0);

          const legal = everyPoint(size).filter((point) => game.isLegal(point));
          expect(game.legalMoves()).toEqual(legal);

          const copy = Gomoku.fromJSON(JSON.stringify(game));
          expect(copy.toJSON()).toEqual(game.toJSON());
          expect(copy.state.opening).toEqual(opening);
        }

        while (game.canRedo()) game.redo();
        const saved = game.toJSON();
        while (game.canUndo()) expect(game.undo()).not.toBeNull();
        expect(game.opening.actions).toEqual([]);
        while (game.canRedo()) expect(game.redo()).not.toBeNull();
        expect(game.toJSON()).toEqual(saved);
      }),
      { numRuns: 120 },
    );
  });

  it('refuse a point for the reason whyIllegal gives, leaving the snapshot as it was', () => {
    fc.assert(
      fc.property(randomGame, fc.nat(), ({ rule, size, steps }, at) => {
        const game = new Gomoku({ size, rule: 'renju', opening: rule });
        for (const { pick } of steps) {
          const action = validAction(game, pick);
          if (action === null) break;
          if ('type' in action) game.act(action);
          else game.play(action);
        }
        const point = formatPoint(everyPoint(size)[at % (size * size)]!);
        const state = game.state;
        const reason = game.whyIllegal(point);
        let refused: unknown = null;
        try {
          game.play(point);
        } catch (error) {
          refused = error;
        }
        if (reason === null) {
          expect(refused).toBeNull();
          return;
        }
        expect(refused).toBeInstanceOf(IllegalMoveError);
        expect((refused as IllegalMoveError).reason).toBe(reason);
        expect((refused as IllegalMoveError).move).toBe(point);
        expect(game.state).toBe(state);
      }),
      { numRuns: 120 },
    );
  });
});
