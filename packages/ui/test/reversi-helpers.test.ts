import { IllegalMoveError, Reversi } from '@stonekit/core';
import { describe, expect, it } from 'vitest';
import { describeReversiChange } from '../src/reversi/announce.ts';
import { letterSide } from '../src/reversi/config.ts';
import {
  coordinateLabels,
  linesPath,
  markerDots,
  overlayBox,
  reversiGeometry,
} from '../src/reversi/geometry.ts';
import { resolveReversiMessages, reversiMessagesEn } from '../src/reversi/messages.ts';
import { reversiMessagesZh } from '../src/reversi/messages.zh.ts';
import { previewTarget } from '../src/reversi/preview.tsx';
import { createReversiStore } from '../src/reversi/store.ts';
import {
  defaultFocusIndex,
  flipOrigin,
  legalFlips,
  reversiSquareView,
  squareIndex,
  squareName,
} from '../src/reversi/view.ts';

describe('squares and indexes', () => {
  it('counts rows from the top, a1 first', () => {
    expect(squareIndex('a1')).toBe(0);
    expect(squareIndex('d3')).toBe(19);
    expect(squareIndex('h8')).toBe(63);
    for (const index of [0, 7, 19, 27, 56, 63]) expect(squareIndex(squareName(index))).toBe(index);
  });
});

describe('legalFlips', () => {
  it('lists what each of the four opening moves flips', () => {
    const flips = legalFlips(new Reversi().state);
    expect([...flips.keys()].map(squareName)).toEqual(['d3', 'c4', 'f5', 'e6']);
    expect([...(flips.get(squareIndex('d3')) ?? [])].map(squareName)).toEqual(['d4']);
    expect([...(flips.get(squareIndex('f5')) ?? [])].map(squareName)).toEqual(['e5']);
  });

  it('agrees with the engine on a longer line', () => {
    const game = Reversi.fromTranscript('f5d6c3');
    const g5 = legalFlips(game.state).get(squareIndex('g5'));
    expect([...(g5 ?? [])].map(squareName).sort()).toEqual(game.flipsFor('g5').sort());
  });

  it('works it out once per snapshot', () => {
    const { state } = new Reversi();
    expect(legalFlips(state)).toBe(legalFlips(state));
  });

  it('is empty for a side that must pass and for a finished game', () => {
    const stuck = Reversi.fromTranscript('d3c3b3b2f5a3a1c1', { autoPass: false }).state;
    expect(legalFlips(stuck).size).toBe(0);
  });
});

describe('reversiSquareView', () => {
  const state = Reversi.fromTranscript('f5d6').state;

  it('describes a disc that is not the last move', () => {
    expect(reversiSquareView(state, squareIndex('f5'))).toEqual({
      stone: 'black',
      lastMove: false,
      legal: false,
      flips: 0,
    });
  });

  it('marks the last disc, and keeps the mark there across a pass', () => {
    expect(reversiSquareView(state, squareIndex('d6')).lastMove).toBe(true);
    const passed = Reversi.fromTranscript('d3c3b3b2f5a3a1c1').state;
    expect(passed.lastMove?.pass).toBe(true);
    expect(reversiSquareView(passed, squareIndex('c1')).lastMove).toBe(true);
  });

  it('counts the flips of a legal move', () => {
    expect(reversiSquareView(state, squareIndex('c3'))).toEqual({
      stone: null,
      lastMove: false,
      legal: true,
      flips: 1,
    });
  });
});

describe('focus and motion', () => {
  it('rests the tab stop on the first legal move, then on the last disc', () => {
    expect(squareName(defaultFocusIndex(new Reversi().state))).toBe('d3');
    expect(squareName(defaultFocusIndex(Reversi.fromTranscript('f5d6').state))).toBe('d6');
  });

  it('times flips from the move played, replayed or taken back, never from a pass', () => {
    const move = Reversi.fromTranscript('f5').moves[0]!;
    expect(flipOrigin({ kind: 'play', move })).toEqual({ x: 5, y: 4 });
    expect(flipOrigin({ kind: 'undo', move })).toEqual({ x: 5, y: 4 });
    expect(flipOrigin({ kind: 'reset' })).toBeNull();
    expect(flipOrigin(null)).toBeNull();
  });

  it('previews under the pointer first, else on the focused square', () => {
    expect(previewTarget({ hover: 5, focusVisible: true, active: 19 })).toBe(5);
    expect(previewTarget({ hover: null, focusVisible: true, active: 19 })).toBe(19);
    expect(previewTarget({ hover: null, focusVisible: false, active: 19 })).toBeNull();
  });
});

describe('reversiGeometry', () => {
  it('frames the squares evenly, wider with coordinates', () => {
    expect(reversiGeometry('top')).toEqual({ letters: 'top', margin: 6, extent: 92 });
    expect(reversiGeometry(null)).toEqual({ letters: null, margin: 1.5, extent: 83 });
  });

  it('draws nine lines each way and four dots', () => {
    expect(linesPath(reversiGeometry(null)).match(/M/g)).toHaveLength(18);
    expect(markerDots(reversiGeometry(null))).toEqual([
      { x: 21.5, y: 21.5 },
      { x: 61.5, y: 21.5 },
      { x: 21.5, y: 61.5 },
      { x: 61.5, y: 61.5 },
    ]);
  });

  it('puts the letters on the side asked, and numbers down the left, 1 at the top', () => {
    const top = coordinateLabels(reversiGeometry('top'));
    expect(top).toHaveLength(16);
    expect(top.find((l) => l.text === 'a')).toMatchObject({ x: 11, y: 3 });
    expect(top.find((l) => l.text === '1')).toMatchObject({ x: 3, y: 11 });
    expect(top.find((l) => l.text === '8')).toMatchObject({ x: 3, y: 81 });
    const bottom = coordinateLabels(reversiGeometry('bottom'));
    expect(bottom.find((l) => l.text === 'a')).toMatchObject({ x: 11, y: 89 });
    expect(coordinateLabels(reversiGeometry(null))).toEqual([]);
  });

  it('reads the coordinates prop', () => {
    expect(letterSide(true)).toBe('top');
    expect(letterSide('top')).toBe('top');
    expect(letterSide('bottom')).toBe('bottom');
    expect(letterSide(false)).toBeNull();
  });

  it('places the squares inside the frame', () => {
    expect(overlayBox(reversiGeometry('top'))).toEqual({
      left: '6.5217%',
      top: '6.5217%',
      width: '86.9565%',
      height: '86.9565%',
    });
  });
});

describe('describeReversiChange', () => {
  function recorder(store: ReturnType<typeof createReversiStore>, zh = false): (string | null)[] {
    const said: (string | null)[] = [];
    store.subscribe((next, previous) =>
      said.push(describeReversiChange(next, previous, zh ? reversiMessagesZh : reversiMessagesEn)),
    );
    return said;
  }

  it('announces a move, an undo, a redo and a new game', () => {
    const store = createReversiStore();
    const said = recorder(store);
    store.getState().play('f5');
    store.getState().undo();
    store.getState().redo();
    store.getState().reset();
    expect(said).toEqual([
      'Black plays f5, flips 1',
      'Black f5 taken back',
      'Black replays f5, flips 1',
      'New game',
    ]);
  });

  it('adds the pass the game made, or the pass to make', () => {
    const auto = createReversiStore({ moves: 'd3c3b3b2f5a3a1' });
    const manual = createReversiStore({ autoPass: false, moves: 'd3c3b3b2f5a3a1' });
    const saidAuto = recorder(auto);
    const saidManual = recorder(manual, true);
    auto.getState().play('c1');
    manual.getState().play('c1');
    manual.getState().pass();
    manual.getState().undo();
    expect(saidAuto).toEqual(['White plays c1, flips 1. Black has no move and passes']);
    expect(saidManual).toEqual([
      '白棋落子 c1，翻转 1 子。黑棋无处可下，须弃权',
      '黑棋无处可下，弃权',
      '悔棋：黑棋弃权',
    ]);
  });

  it('adds the result and the score to the move that ends the game', () => {
    const store = createReversiStore({
      moves:
        'd3c3b3b2b1a1c4c1c2d2d1e1a2a3f5e2f1g1f2e3b5b4a5a4c5a6f4f3g3g2h2h1h3h4g4c6g5h5b6c7d6e6f6g6h6h7a7b7a8d7e7f7g7g8b8c8d8e8f8',
    });
    const said = recorder(store);
    store.getState().play('h8');
    expect(said).toEqual(['White plays h8, flips 3. Game over. White wins 45 to 19']);
  });

  it('explains a refusal', () => {
    const store = createReversiStore();
    const said = recorder(store);
    store.getState().play('a1');
    store.getState().pass();
    expect(said).toEqual(['a1 flips no discs', 'Black has a move and cannot pass']);
  });
});

describe('messages', () => {
  const state = new Reversi().state;
  const refusals = [
    { reason: 'occupied', en: 'd4 is occupied', zh: 'd4 已有棋子' },
    { reason: 'no-flips', en: 'd4 flips no discs', zh: 'd4 不能翻转任何棋子' },
    { reason: 'must-pass', en: 'Black has no move and must pass', zh: '黑棋无处可下，须弃权' },
    { reason: 'game-over', en: 'The game is over', zh: '对局已结束' },
    { reason: 'off-board', en: 'd4 is off the board', zh: 'd4 不在棋盘上' },
    { reason: 'malformed', en: 'd4 is not a square', zh: 'd4 不是有效的格子' },
  ] as const;
  for (const { reason, en, zh } of refusals) {
    it(`explains a refusal for ${reason} in English and Chinese`, () => {
      const error = new IllegalMoveError(reason, 'd4', 'engine message');
      expect(reversiMessagesEn.refused(error, state)).toBe(en);
      expect(reversiMessagesZh.refused(error, state)).toBe(zh);
    });
  }

  it('names a draw with its score', () => {
    const draw = { ...state, status: { kind: 'draw' as const } };
    expect(reversiMessagesEn.status(draw)).toBe('Draw, 2 to 2');
    expect(reversiMessagesEn.result(draw)).toBe('Game over. Draw, 2 to 2');
    expect(reversiMessagesZh.result(draw)).toBe('对局结束。和棋，2 比 2');
  });

  it('names a win with the winner first', () => {
    const won = {
      ...state,
      status: { kind: 'won' as const, winner: 'black' as const, reason: 'count' as const },
    };
    expect(reversiMessagesEn.result({ ...won, score: { black: 40, white: 24, empty: 0 } })).toBe(
      'Game over. Black wins 40 to 24',
    );
    expect(reversiMessagesZh.status({ ...won, score: { black: 40, white: 24, empty: 0 } })).toBe(
      '黑棋 40 比 24 获胜',
    );
  });

  it('merges overrides over English', () => {
    const messages = resolveReversiMessages({ boardLabel: 'Board' });
    expect(messages.boardLabel).toBe('Board');
    expect(messages.status(state)).toBe('Black to move');
    expect(resolveReversiMessages()).toBe(reversiMessagesEn);
  });

  it('has a Chinese text for every English one', () => {
    expect(Object.keys(reversiMessagesZh).sort()).toEqual(Object.keys(reversiMessagesEn).sort());
  });
});
