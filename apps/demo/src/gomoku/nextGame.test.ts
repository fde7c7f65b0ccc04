import type { OpeningPhase } from '@stonekit/core';
import type { GomokuAction } from '@stonekit/ui';
import { describe, expect, it } from 'vitest';
import { computerColourChoice } from './GomokuFeedback.tsx';
import { type GomokuNextGame, openingsFor, presets, readNextGomoku } from './nextGame.ts';

const current: GomokuNextGame = {
  size: 15,
  rule: 'freestyle',
  opening: 'free',
  timeControl: 'none',
};

describe('the next game’s choices saved across reloads', () => {
  it('reads what was saved', () => {
    const saved = { size: 15, rule: 'renju', opening: 'rif', timeControl: '3+2' };
    expect(readNextGomoku(saved, current)).toEqual(saved);
  });

  it('keeps the game on the board’s settings for anything missing or unknown', () => {
    expect(readNextGomoku({ size: 16, rule: 'go', timeControl: 7 }, current)).toEqual(current);
  });

  it('refuses what is not an object, for the saved value to be set aside', () => {
    expect(() => readNextGomoku('renju', current)).toThrow(TypeError);
    expect(() => readNextGomoku(null, current)).toThrow(TypeError);
  });

  it('offers freestyle first, then Renju under RIF, each on a board that holds its opening', () => {
    expect(presets.map((preset) => `${preset.rule} ${preset.opening}`)).toEqual([
      'freestyle free',
      'renju rif',
      'renju taraguchi-10',
      'standard swap2',
    ]);
    for (const preset of presets) expect(openingsFor(15)).toContain(preset.opening);
  });
});

describe('the computer’s choice of colours, said under the status', () => {
  // RIF after move 3: the second player, white for now, swaps or keeps.
  const choosing: OpeningPhase = {
    phase: 'choose',
    player: 'second',
    role: 'white',
    options: ['swap', 'keep'],
  } as unknown as OpeningPhase;
  const swap: GomokuAction = {
    kind: 'opening',
    action: { type: 'choose', choice: 'swap' },
    phase: choosing,
  };
  const keep: GomokuAction = { ...swap, action: { type: 'choose', choice: 'keep' } };

  it('says the computer swapped, and that the person now plays white', () => {
    // The computer plays the second player, who now holds black.
    expect(computerColourChoice(swap, 'white', 'second')).toEqual({ choice: 'swap', you: 'white' });
  });

  it('says the computer kept its colour, the person keeping black', () => {
    expect(computerColourChoice(keep, 'white', 'first')).toEqual({ choice: 'keep', you: 'black' });
  });

  it('says nothing of a person’s own choice, of two people, or of a move', () => {
    expect(computerColourChoice(swap, 'black', 'second')).toBeNull();
    expect(computerColourChoice(swap, 'none', 'second')).toBeNull();
    expect(computerColourChoice(null, 'white', 'first')).toBeNull();
  });
});
