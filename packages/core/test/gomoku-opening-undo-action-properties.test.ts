import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Gomoku,
  OPENING_RULE_NAMES,
  type OpeningAction,
  type OpeningRuleName,
  type Point,
} from '../src/index.ts';
import { validOpeningAction } from './opening-actions.ts';

type Kind = 'act' | 'undo' | 'redo' | 'undoAction' | 'redoAction';

/** One step of a game's line: an opening action, or a move once the opening is over. */
type Step = OpeningAction | Point;

const randomGame = fc.record({
  rule: fc.constantFrom<OpeningRuleName>(...OPENING_RULE_NAMES),
  size: fc.constantFrom(9, 11, 15),
  // A few steps first, so that the mix reaches the choices, the offers and the moves after them.
  start: fc.array(fc.nat(), { maxLength: 10 }),
  steps: fc.array(
    fc.record({
      kind: fc.constantFrom<Kind>('act', 'act', 'undo', 'redo', 'undoAction', 'redoAction'),
      pick: fc.nat(),
    }),
    { maxLength: 30 },
  ),
});

/** One action the game takes now, chosen by `pick`: a move once the opening is over. */
function validAction(game: Gomoku, pick: number): Step | null {
  if (game.opening.phase.phase !== 'done') return validOpeningAction(game, pick);
  const moves = game.legalMoves();
  return moves[pick % Math.max(1, moves.length)] ?? null;
}

/** Whether a step puts a stone down: a move, `place` or `select`. */
function placesStone(step: Step): boolean {
  return !('type' in step) || step.type === 'place' || step.type === 'select';
}

function take(game: Gomoku, step: Step): void {
  if ('type' in step) game.act(step);
  else game.play(step);
}

/** A new game that took `steps` in turn, and nothing else. */
function replay(rule: OpeningRuleName, size: number, steps: readonly Step[]): Gomoku {
  const game = new Gomoku({ size, rule: 'renju', opening: rule });
  for (const step of steps) take(game, step);
  return game;
}

// The model: the line of every step taken, and how far along it the game stands. Undo and redo
// of either kind only move along the line; a new step cuts it there. `undo` steps back past the
// actions without a stone and one step with a stone; `redo` steps forward past actions without a
// stone, one step with a stone and the actions without a stone after it.
function undoneTo(line: readonly Step[], at: number): number {
  let i = at;
  while (i > 0 && !placesStone(line[i - 1]!)) i--;
  return i === 0 ? at : i - 1;
}

function redoneTo(line: readonly Step[], at: number): number {
  let i = at;
  while (i < line.length && !placesStone(line[i]!)) i++;
  if (i < line.length) i++;
  while (i < line.length && !placesStone(line[i]!)) i++;
  return i;
}

describe('random games with an opening, stepped back and forth by moves and by actions', () => {
  it('stand where a replay of their line puts them, with the rest of the line to redo', () => {
    fc.assert(
      fc.property(randomGame, ({ rule, size, start, steps }) => {
        const game = new Gomoku({ size, rule: 'renju', opening: rule });
        let line: Step[] = [];
        let at = 0;
        const moves = start.map((pick) => ({ kind: 'act' as const, pick }));
        for (const { kind, pick } of [...moves, ...steps]) {
          if (kind === 'act') {
            const step = validAction(game, pick);
            if (step === null) break;
            take(game, step);
            line = [...line.slice(0, at), step];
            at++;
          } else if (kind === 'undo') {
            game.undo();
            at = undoneTo(line, at);
          } else if (kind === 'redo') {
            game.redo();
            at = redoneTo(line, at);
          } else if (kind === 'undoAction') {
            const taken = game.undoAction();
            expect(taken === null).toBe(at === 0);
            if (at > 0) at--;
          } else {
            const replayed = game.redoAction();
            expect(replayed === null).toBe(at === line.length);
            if (at < line.length) at++;
          }

          const expected = replay(rule, size, line.slice(0, at));
          expect({ ...game.state, canRedo: false }).toEqual({ ...expected.state, canRedo: false });
          expect(game.canRedo()).toBe(at < line.length);

          // What is saved loads as it was, redo stack included: a reload loses nothing.
          const copy = Gomoku.fromJSON(JSON.stringify(game));
          expect(copy.toJSON()).toEqual(game.toJSON());

          // The two redo stacks, of moves and of actions, replay the rest of the line together.
          const ahead = game.clone();
          while (ahead.canRedo()) expect(ahead.redoAction()).not.toBeNull();
          expect(ahead.toJSON()).toEqual(replay(rule, size, line).toJSON());
        }
      }),
      { numRuns: 500 },
    );
  });
});
