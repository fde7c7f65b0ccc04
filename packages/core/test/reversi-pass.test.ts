import { describe, expect, it } from 'vitest';
import { IllegalMoveError, Reversi } from '../src/index.ts';
import { referenceLegalMoves } from './reversi-reference.ts';

// After these eight moves black has no move left while white has two (e3 and f6).
const BLACK_MUST_PASS = ['d3', 'c3', 'b3', 'b2', 'f5', 'a3', 'a1', 'c1'];

// The shortest games last nine moves; in this one black takes every white disc, 13-0.
const WIPE_OUT = 'd3c3b3d2e1d6d7e3f4';

// A random game that filled the board 32-32 without a pass.
const FULL_BOARD_DRAW =
  'd3c3c4c5b2f4f5f6e6c2g6a1b3f7b1h5g7b4e7c1g3a2a4g5d1f3c6a5a3d8f2e8a6d2f8h7c8c7b7e3g4g1h6h4h3d6e1a8b6h2g2g8b8b5h8e2f1d7h1a7';

function refusal(action: () => unknown): IllegalMoveError {
  try {
    action();
  } catch (error) {
    if (error instanceof IllegalMoveError) return error;
    throw error;
  }
  throw new Error('expected an IllegalMoveError');
}

describe('a forced pass with autoPass (the default)', () => {
  it('passes for black by itself once white plays c1', () => {
    const game = new Reversi();
    for (const square of BLACK_MUST_PASS) game.play(square);
    expect(game.moves).toHaveLength(9);
    expect(game.moves[8]).toEqual({
      number: 9,
      stone: 'black',
      name: 'pass',
      pass: true,
      square: null,
      point: null,
      flips: [],
    });
    expect(game.turn).toBe('white');
    expect(game.legalMoves()).toEqual(['e3', 'f6']);
    expect(game.mustPass()).toBe(false);
    expect(game.state.lastMove?.pass).toBe(true);
    expect(game.state.lastDisc?.square).toBe('c1');
  });

  it('takes back the pass together with the move that forced it, and redoes both', () => {
    const game = new Reversi();
    for (const square of BLACK_MUST_PASS) game.play(square);
    expect(game.undo()?.square).toBe('c1');
    expect(game.moves).toHaveLength(7);
    expect(game.turn).toBe('white');
    expect(game.redo()?.square).toBe('c1');
    expect(game.moves).toHaveLength(9);
    expect(game.turn).toBe('white');
  });

  it('refuses a pass by hand, since the game has already passed', () => {
    const game = new Reversi();
    for (const square of BLACK_MUST_PASS) game.play(square);
    expect(refusal(() => game.pass()).reason).toBe('cannot-pass');
  });

  it('leaves passes out of the transcript and puts them back on replay', () => {
    const game = Reversi.fromTranscript(`${BLACK_MUST_PASS.join('')}e3`);
    expect(game.toTranscript()).toBe('d3c3b3b2f5a3a1c1e3');
    expect(game.moves.map((move) => move.square ?? 'pass')).toEqual([
      ...BLACK_MUST_PASS,
      'pass',
      'e3',
    ]);
  });
});

describe('a forced pass with autoPass: false', () => {
  it('waits for black to pass', () => {
    const game = new Reversi({ autoPass: false });
    for (const square of BLACK_MUST_PASS) game.play(square);
    expect(game.turn).toBe('black');
    expect(game.mustPass()).toBe(true);
    expect(game.legalMoves()).toEqual([]);
    expect(game.state.mustPass).toBe(true);
    expect(game.status).toEqual({ kind: 'playing' });
  });

  it('refuses a disc while black must pass, and changes nothing', () => {
    const game = new Reversi({ autoPass: false });
    for (const square of BLACK_MUST_PASS) game.play(square);
    const before = game.state;
    const error = refusal(() => game.play('e3'));
    expect(error.reason).toBe('must-pass');
    expect(error.message).toContain('black has no legal move and must pass');
    expect(refusal(() => game.play('c1')).reason).toBe('occupied');
    expect(game.state).toBe(before);
  });

  it('records the pass and takes it back on its own', () => {
    const game = new Reversi({ autoPass: false });
    for (const square of BLACK_MUST_PASS) game.play(square);
    expect(game.pass()).toEqual({
      number: 9,
      stone: 'black',
      name: 'pass',
      pass: true,
      square: null,
      point: null,
      flips: [],
    });
    expect(game.turn).toBe('white');
    expect(game.legalMoves()).toEqual(['e3', 'f6']);
    expect(game.undo()?.pass).toBe(true);
    expect(game.mustPass()).toBe(true);
    expect(game.redo()?.pass).toBe(true);
    expect(game.turn).toBe('white');
  });

  it('inserts the pass when a transcript goes on with white', () => {
    const game = Reversi.fromTranscript(`${BLACK_MUST_PASS.join('')}f6`, { autoPass: false });
    expect(game.moves.map((move) => move.square ?? 'pass')).toEqual([
      ...BLACK_MUST_PASS,
      'pass',
      'f6',
    ]);
  });
});

describe('a position set up with the side to move stuck', () => {
  // White to move with one white disc between black on a1 and an empty c1: only black can move.
  const board = `XO${'-'.repeat(62)}`;

  it('passes at once with autoPass, and that pass cannot be undone', () => {
    const game = Reversi.fromPosition(board, 'white');
    expect(game.moves).toEqual([
      { number: 1, stone: 'white', name: 'pass', pass: true, square: null, point: null, flips: [] },
    ]);
    expect(game.turn).toBe('black');
    expect(game.canUndo()).toBe(false);
    expect(game.undo()).toBeNull();
    game.play('c1');
    expect(game.isGameOver()).toBe(true);
    expect(game.undo()?.square).toBe('c1');
    expect(game.moves).toHaveLength(1);
  });

  it('waits for the pass without autoPass', () => {
    const game = Reversi.fromPosition(board, 'white', { autoPass: false });
    expect(game.mustPass()).toBe(true);
    expect(game.moves).toEqual([]);
    expect(game.pass().stone).toBe('white');
  });
});

describe('a game that ends with a colour wiped out', () => {
  it('ends after nine moves with 13 black discs and no white one', () => {
    const game = Reversi.fromTranscript(WIPE_OUT);
    expect(game.isGameOver()).toBe(true);
    expect(game.status).toEqual({ kind: 'won', winner: 'black', reason: 'count' });
    expect(game.score()).toEqual({ black: 13, white: 0, empty: 51 });
    expect(game.finalScore()).toEqual({ black: 64, white: 0, empty: 0 });
    expect(game.legalMoves()).toEqual([]);
    expect(game.mustPass()).toBe(false);
    expect(game.moves.some((move) => move.pass)).toBe(false);
  });

  it('agrees with the plain reference that neither side can move', () => {
    const board = Reversi.fromTranscript(WIPE_OUT).state.board;
    expect(board.filter((cell) => cell === 'white')).toEqual([]);
    expect(referenceLegalMoves(board, 'black')).toEqual([]);
    expect(referenceLegalMoves(board, 'white')).toEqual([]);
  });

  it('refuses any further move or pass as game-over and changes nothing', () => {
    const game = Reversi.fromTranscript(WIPE_OUT);
    const before = game.state;
    expect(refusal(() => game.play('a1')).reason).toBe('game-over');
    expect(refusal(() => game.pass()).reason).toBe('game-over');
    expect(game.state).toBe(before);
  });

  it('refuses a transcript that goes on after the end, naming the offset', () => {
    expect(() => Reversi.fromTranscript(`${WIPE_OUT} a1`)).toThrow(
      /Move 10 'a1' at offset 19 comes after the game ended/,
    );
  });
});

describe('a game that fills the board 32-32', () => {
  it('is a draw, and the final score is the disc count', () => {
    const game = Reversi.fromTranscript(FULL_BOARD_DRAW);
    expect(game.moves).toHaveLength(60);
    expect(game.status).toEqual({ kind: 'draw' });
    expect(game.score()).toEqual({ black: 32, white: 32, empty: 0 });
    expect(game.finalScore()).toEqual({ black: 32, white: 32, empty: 0 });
    expect(game.state.legalMoves).toEqual([]);
  });
});
