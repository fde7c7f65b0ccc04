import { describe, expect, it } from 'vitest';
import {
  applyOpeningAction,
  createOpening,
  type OpeningAction,
  type OpeningState,
  placesStone,
  undoOpening,
} from '../src/gomoku/opening/index.ts';
import { Gomoku } from '../src/index.ts';

// How the Gomoku class is meant to drive an opening: every action goes through the opening, and
// those that put a stone down are played on the board too. This checks the two stay in step.
function drive(game: Gomoku, state: OpeningState, action: OpeningAction): OpeningState {
  const next = applyOpeningAction(state, action);
  if (placesStone(action)) game.play(next.stones.at(-1)!.point);
  return next;
}

const RIF: readonly OpeningAction[] = [
  { type: 'place', point: 'h8' },
  { type: 'place', point: 'h9' },
  { type: 'place', point: 'i9' },
  { type: 'choose', choice: 'swap' },
  { type: 'place', point: 'g10' },
  { type: 'offer', points: ['j10', 'g8'] },
  { type: 'select', point: 'g8' },
];

describe('an opening driving a Gomoku game', () => {
  it('puts the same stones on the board, with the colours the game expects', () => {
    const game = new Gomoku({ rule: 'renju' });
    let state = createOpening('rif');
    for (const action of RIF) state = drive(game, state, action);
    expect(game.toMoves()).toBe('h8 h9 i9 g10 g8');
    expect(game.moves.map((move) => move.stone)).toEqual(state.stones.map((s) => s.stone));
    expect(state.phase).toEqual({ phase: 'done', black: 'second', white: 'first' });
    expect(game.turn).toBe('white');
  });

  it('undoes in step: a stone-placing action takes back a move, the others none', () => {
    const game = new Gomoku({ rule: 'renju' });
    let state: OpeningState | null = createOpening('rif');
    for (const action of RIF) state = drive(game, state, action);
    for (const action of [...RIF].reverse()) {
      state = undoOpening(state!);
      if (placesStone(action)) game.undo();
      expect(game.toMoves()).toBe(state!.stones.map((stone) => stone.name).join(' '));
    }
    expect(state?.actions).toEqual([]);
  });

  it("is what the game's own opening option does", () => {
    const game = new Gomoku({ rule: 'renju', opening: 'rif' });
    const driven = new Gomoku({ rule: 'renju' });
    let state = createOpening('rif');
    for (const action of RIF) {
      game.act(action);
      state = drive(driven, state, action);
      const { name, ...opening } = game.opening;
      expect(opening).toEqual(state);
      expect(game.toMoves()).toBe(driven.toMoves());
    }
    expect(game.opening.name?.code).toBe('4D');
  });
});
