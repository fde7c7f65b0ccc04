import { Gomoku, Reversi, readGgf, readPsq, readSgf } from '@stonekit/core';
import { createGomokuStore, createReversiStore } from '@stonekit/ui';
import { describe, expect, it } from 'vitest';
import { gamesMessages } from './messages.ts';
import {
  defaultSaveName,
  engineOf,
  exportFileName,
  exportInfo,
  type GameTarget,
  isGameInPlay,
  openEngine,
  recordLabel,
  recordPlayers,
  recordText,
  shortDate,
} from './records.ts';

const en = gamesMessages.en;
const zh = gamesMessages['zh-CN'];
const tuesday = new Date(2025, 10, 25, 14, 3);

function gomoku(options: Parameters<typeof createGomokuStore>[0] = {}): GameTarget {
  return { kind: 'gomoku', store: createGomokuStore(options) };
}

function reversi(options: Parameters<typeof createReversiStore>[0] = {}): GameTarget {
  return { kind: 'reversi', store: createReversiStore(options) };
}

describe('the name a save gets when none is typed', () => {
  it('names a Renju game, its moves and the time, in English', () => {
    const target = gomoku({ rule: 'renju', moves: 'h8 h9 i8 i9 j8 j9 g8 g9 f9 k8 f10 e11' });
    expect(defaultSaveName(target, en, 'en', tuesday)).toBe('Renju · 12 moves · 25 Nov 14:03');
  });

  it('names a Reversi game in Chinese', () => {
    const target = reversi({ moves: 'f5d6c3' });
    expect(defaultSaveName(target, zh, 'zh-CN', tuesday)).toBe('黑白棋 · 3 手 · 11月25日 14:03');
  });

  it('says when no move is played yet', () => {
    expect(defaultSaveName(gomoku(), en, 'en', tuesday)).toBe('Gomoku · no moves · 25 Nov 14:03');
  });

  it('writes the time on a 24-hour clock', () => {
    expect(shortDate(new Date(2025, 0, 2, 9, 5), 'en')).toBe('2 Jan 09:05');
  });
});

describe('the file a download is saved as', () => {
  it('names the game by its rule, then the date and time', () => {
    expect(exportFileName('gomoku', 'renju', 'sgf', tuesday)).toBe('renju-2025-11-25-1403.sgf');
    expect(exportFileName('gomoku', 'freestyle', 'psq', tuesday)).toBe(
      'gomoku-2025-11-25-1403.psq',
    );
    expect(exportFileName('reversi', null, 'ggf', tuesday)).toBe('reversi-2025-11-25-1403.ggf');
  });
});

describe('a download of the game on the board', () => {
  it('reads back as the same Gomoku game in SGF and in .psq', () => {
    const target = gomoku({ rule: 'renju', moves: 'h8 h9 i8 i9' });
    const engine = engineOf(target);
    const info = exportInfo(target, tuesday);
    const [fromSgf] = readSgf(recordText(engine, 'sgf', info));
    expect(fromSgf?.engine.toMoves()).toBe('h8 h9 i8 i9');
    expect(fromSgf?.game === 'gomoku' && fromSgf.rule).toBe('renju');
    expect(fromSgf?.date).toBe('2025-11-25');
    expect(readPsq(recordText(engine, 'psq', info)).engine.toMoves()).toBe('h8 h9 i8 i9');
  });

  it('reads back as the same Reversi game in GGF, with the computer named', () => {
    const target = reversi({ moves: 'f5d6c3', aiPlayer: 'white', level: 4 });
    const [record] = readGgf(recordText(engineOf(target), 'ggf', exportInfo(target, tuesday)));
    expect(record?.engine.toMoves()).toBe('f5d6c3');
    expect(record?.players).toEqual({ white: 'Stonekit level 4' });
  });

  it('has no .psq form for Reversi', () => {
    expect(() => recordText(Reversi.fromMoves('f5'), 'psq', {})).toThrow(/no psq form/);
  });
});

describe('the players a record names', () => {
  it('names nobody when two people play', () => {
    expect(recordPlayers(gomoku({ moves: 'h8' }))).toEqual({});
  });

  it('names the computer by the colour it holds after a swap in the opening', () => {
    const store = createGomokuStore({ opening: 'swap1' });
    for (const point of ['h8', 'h9', 'i8']) store.getState().play(point);
    // The second player takes black: the first, who placed the stones, holds white.
    expect(store.getState().choose('black')).toBe(true);
    expect(store.getState().game.opening.black).toBe('second');
    // The computer is the player who started ('black' in aiPlayer), and now holds white. Set
    // directly, so that no search starts.
    store.setState({ aiPlayer: 'black', level: 2 });
    expect(recordPlayers({ kind: 'gomoku', store })).toEqual({ white: 'Stonekit level 2' });
  });

  it('names both sides when the computer plays itself', () => {
    expect(recordPlayers(reversi({ aiPlayer: 'both', level: 7 }))).toEqual({
      black: 'Stonekit level 7',
      white: 'Stonekit level 7',
    });
  });
});

describe('opening a game on the board', () => {
  it('puts a game of the page’s kind on the store, without a clock', () => {
    const target = gomoku({ timeControl: { kind: 'sudden-death', initialMs: 60_000 } });
    expect(openEngine(target, Gomoku.fromMoves('h8 i9 h9'))).toBe(true);
    expect(target.store.getState().game.moves).toHaveLength(3);
    expect(target.store.getState().clock.control).toEqual({ kind: 'none' });
  });

  it('leaves the store alone for a game of the other kind', () => {
    const target = gomoku({ moves: 'h8' });
    expect(openEngine(target, Reversi.fromMoves('f5'))).toBe(false);
    expect(target.store.getState().game.moves).toHaveLength(1);
  });

  it('asks first only for a game in play with moves', () => {
    expect(isGameInPlay(gomoku())).toBe(false);
    expect(isGameInPlay(gomoku({ moves: 'h8' }))).toBe(true);
    expect(isGameInPlay(gomoku({ moves: 'h8 a1 i8 a2 j8 a3 k8 a4 l8' }))).toBe(false);
  });
});

describe('a game of a file of many, in a line of the list to pick from', () => {
  it('says who played, where, when and the result', () => {
    const [record] = readSgf(
      '(;GM[4]SZ[15]PB[Ann]PW[Bo]EV[Club night]DT[2024-05-01]RE[W+R];B[hh];W[ii])',
    );
    expect(recordLabel(record!, 0, en)).toBe('1. Ann vs Bo · Club night · 2024-05-01 · W+R');
  });

  it('numbers a game that says nothing of itself', () => {
    const [record] = readSgf('(;GM[4];B[hh])');
    expect(recordLabel(record!, 4, en)).toBe('Game 5');
    expect(recordLabel(record!, 4, zh)).toBe('第 5 盘');
  });
});
