import { Gomoku, IllegalMoveError } from '@stonekit/core';
import { describe, expect, it } from 'vitest';
import { describeGomokuChange } from '../src/gomoku/announce.ts';
import {
  coordinateLabels,
  gomokuGeometry,
  gridPath,
  overlayBox,
  svgX,
  svgY,
} from '../src/gomoku/geometry.ts';
import { gomokuMessagesEn, resolveGomokuMessages } from '../src/gomoku/messages.ts';
import { gomokuMessagesZh } from '../src/gomoku/messages.zh.ts';
import { createGomokuStore } from '../src/gomoku/store.ts';
import {
  defaultFocusIndex,
  gomokuPointView,
  gridIndex,
  gridPosition,
  winningCells,
} from '../src/gomoku/view.ts';

describe('gomokuPointView', () => {
  const state = Gomoku.fromMoves('h8 h9').state;
  const h8 = 7 * 15 + 7;
  const h9 = 8 * 15 + 7;

  it('describes a stone that is not the last move', () => {
    expect(gomokuPointView(state, h8, false)).toEqual({
      stone: 'black',
      moveNumber: 1,
      lastMove: false,
      winning: false,
      legal: false,
      forbidden: null,
      preview: null,
    });
  });

  it('marks the last move', () => {
    expect(gomokuPointView(state, h9, false)).toMatchObject({ stone: 'white', lastMove: true });
  });

  it('previews the side to move only on a hovered empty point', () => {
    expect(gomokuPointView(state, 0, true).preview).toBe('black');
    expect(gomokuPointView(state, 0, false).preview).toBeNull();
    expect(gomokuPointView(state, h8, true).preview).toBeNull();
  });

  it('closes every point once the game is won, and marks the line', () => {
    const won = Gomoku.fromMoves('a1 a2 b1 b2 c1 c2 d1 d2 e1').state;
    expect([...winningCells(won)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
    expect(gomokuPointView(won, 2, false)).toMatchObject({ winning: true, stone: 'black' });
    expect(gomokuPointView(won, 100, true)).toMatchObject({ legal: false, preview: null });
  });
});

describe('grid positions', () => {
  it('puts row 0 at the top of the board and round-trips', () => {
    expect(gridIndex({ row: 0, col: 0 }, 15)).toBe(14 * 15);
    expect(gridIndex({ row: 14, col: 0 }, 15)).toBe(0);
    for (const index of [0, 14, 112, 210, 224]) {
      expect(gridIndex(gridPosition(index, 15), 15)).toBe(index);
    }
  });

  it('rests the tab stop on the centre, or on the last move', () => {
    expect(defaultFocusIndex(new Gomoku().state)).toBe(112);
    expect(defaultFocusIndex(new Gomoku({ size: 19 }).state)).toBe(9 * 19 + 9);
    expect(defaultFocusIndex(Gomoku.fromMoves('h8 c3').state)).toBe(2 * 15 + 2);
  });
});

describe('gomokuGeometry', () => {
  it('draws a square viewBox with room for the coordinates', () => {
    expect(gomokuGeometry(15, true)).toEqual({ size: 15, margin: 13, extent: 166 });
    expect(gomokuGeometry(15, false)).toEqual({ size: 15, margin: 7, extent: 154 });
  });

  it('counts rows from the bottom', () => {
    const geometry = gomokuGeometry(15, false);
    expect(svgX(geometry, 0)).toBe(7);
    expect(svgY(geometry, 0)).toBe(147);
    expect(svgY(geometry, 14)).toBe(7);
  });

  it('draws 15 lines each way', () => {
    expect(gridPath(gomokuGeometry(15, false)).match(/M/g)).toHaveLength(30);
  });

  it('puts letters along the bottom and numbers up the left', () => {
    const geometry = gomokuGeometry(15, true);
    const labels = coordinateLabels(geometry);
    expect(labels).toHaveLength(30);
    expect(labels[0]).toMatchObject({ text: 'a', x: 13 });
    expect(labels[0]?.y).toBeGreaterThan(svgY(geometry, 0));
    const one = labels.find((l) => l.text === '1');
    expect(one?.y).toBe(svgY(geometry, 0));
    expect(one?.x).toBeLessThan(svgX(geometry, 0));
  });

  it('centres a cell on every intersection', () => {
    const box = overlayBox(gomokuGeometry(15, false));
    // From 2 units inside the edge, 150 of 154 units wide.
    expect(box).toEqual({ left: '1.2987%', top: '1.2987%', width: '97.4026%', height: '97.4026%' });
  });
});

describe('describeGomokuChange', () => {
  it('announces a move, an undo, a redo and a new game', () => {
    const store = createGomokuStore();
    const said: (string | null)[] = [];
    store.subscribe((next, previous) =>
      said.push(describeGomokuChange(next, previous, gomokuMessagesEn)),
    );
    store.getState().play('h8');
    store.getState().undo();
    store.getState().redo();
    store.getState().reset();
    expect(said).toEqual([
      'Black plays h8',
      'Black h8 taken back',
      'Black replays h8',
      'New game, 15 by 15',
    ]);
  });

  it('adds the result to the move that ends the game', () => {
    const store = createGomokuStore({ moves: 'a1 a2 b1 b2 c1 c2 d1 d2' });
    let said: string | null = null;
    store.subscribe((next, previous) => {
      said = describeGomokuChange(next, previous, gomokuMessagesZh);
    });
    store.getState().play('e1');
    expect(said).toBe('黑棋落子 e1。黑棋五连获胜');
  });

  it('explains a refusal', () => {
    const store = createGomokuStore({ moves: 'h8' });
    let said: string | null = null;
    store.subscribe((next, previous) => {
      said = describeGomokuChange(next, previous, gomokuMessagesEn);
    });
    store.getState().play('h8');
    expect(said).toBe('h8 is occupied');
  });
});

describe('messages', () => {
  const state = new Gomoku().state;
  const refusals = [
    { reason: 'occupied', en: 'h8 is occupied', zh: 'h8 已有棋子' },
    { reason: 'game-over', en: 'The game is over', zh: '对局已结束' },
    { reason: 'forbidden', en: 'h8 is forbidden for black', zh: 'h8 是黑棋禁手' },
    { reason: 'off-board', en: 'h8 is off the board', zh: 'h8 不在棋盘上' },
  ] as const;
  for (const { reason, en, zh } of refusals) {
    it(`explains a refusal for ${reason} in English and Chinese`, () => {
      const error = new IllegalMoveError(reason, 'h8', 'engine message');
      expect(gomokuMessagesEn.refused(error, state)).toBe(en);
      expect(gomokuMessagesZh.refused(error, state)).toBe(zh);
    });
  }

  it('names the result of a draw and of a long line', () => {
    expect(gomokuMessagesEn.result({ kind: 'draw' })).toBe('Draw: the board is full');
    const line = Array.from({ length: 6 }, (_, x) => ({ x, y: 0 }));
    expect(gomokuMessagesEn.result({ kind: 'won', winner: 'white', line })).toBe(
      'White wins with six in a row',
    );
  });

  it('merges overrides over English', () => {
    const messages = resolveGomokuMessages({ boardLabel: () => 'Board' });
    expect(messages.boardLabel(15)).toBe('Board');
    expect(messages.status(state)).toBe('Black to move');
    expect(resolveGomokuMessages()).toBe(gomokuMessagesEn);
  });
});
