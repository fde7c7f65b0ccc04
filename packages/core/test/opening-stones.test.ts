import { describe, expect, it } from 'vitest';
import {
  applyOpeningAction,
  createOpening,
  describeOpeningPhase,
  type OpeningAction,
} from '../src/gomoku/opening/index.ts';

const place = (point: string): OpeningAction => ({ type: 'place', point });
const choose = (choice: 'black' | 'white' | 'place-two' | 'swap' | 'keep' | 'offer') =>
  ({ type: 'choose', choice }) as const;

describe('stones placed during an opening', () => {
  it('alternate black and white by move number, whoever places them', () => {
    let state = createOpening('swap2');
    for (const action of [place('h8'), place('h9'), place('j10'), choose('place-two')]) {
      state = applyOpeningAction(state, action);
    }
    state = applyOpeningAction(state, place('g7'));
    state = applyOpeningAction(state, place('k11'));
    expect(state.stones.map((stone) => `${stone.number}:${stone.stone}`)).toEqual([
      '1:black',
      '2:white',
      '3:black',
      '4:white',
      '5:black',
    ]);
  });

  it('keep the points as given, in notation, in the history', () => {
    let state = createOpening('rif');
    state = applyOpeningAction(state, { type: 'place', point: { x: 7, y: 7 } });
    state = applyOpeningAction(state, { type: 'place', point: 'I9' });
    expect(state.actions).toEqual([place('h8'), place('i9')]);
    expect(state.stones[1]?.point).toEqual({ x: 8, y: 8 });
  });

  it('leave the state they were applied to untouched, and frozen', () => {
    const before = createOpening('rif');
    const after = applyOpeningAction(before, place('h8'));
    expect(before.stones).toHaveLength(0);
    expect(after.stones).toHaveLength(1);
    for (const value of [after, after.phase, after.actions, after.stones, after.stones[0]]) {
      expect(Object.isFrozen(value)).toBe(true);
    }
  });

  it('follow the board size: move 1 of a 19x19 rif opening goes on j10', () => {
    const state = createOpening('rif', { size: 19 });
    expect(describeOpeningPhase(state.phase)).toBe('Black places move 1 on the centre point j10');
    expect(applyOpeningAction(state, place('j10')).stones[0]?.name).toBe('j10');
  });
});
