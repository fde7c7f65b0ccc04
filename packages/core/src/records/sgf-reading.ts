import type { Stone } from '../types.ts';
import { type RecordError, textError } from './errors.ts';
import { type SgfNode, type SgfProperty, sgfProperty } from './sgf.ts';

/**
 * What both games' SGF readers share while replaying one game tree: the errors that point into
 * the text, the setup properties' compressed rectangles, and the move a node holds.
 */

/** The context of one game tree being read, for errors pointing into the text. */
export interface SgfReading {
  readonly text: string; // the whole input
  readonly game: number | undefined; // which tree of the collection, when there are several
}

/**
 * A RecordError at `offset` of the text being read, naming the tree when the collection has
 * several.
 *
 * @example
 * throw sgfFail(reading, move.offset, (where) => `Move 3 at ${where} is illegal`, { ply: 3 });
 */
export function sgfFail(
  reading: SgfReading,
  offset: number,
  message: (where: string) => string,
  extra: { length?: number; ply?: number; cause?: unknown } = {},
): RecordError {
  const game = reading.game === undefined ? {} : { game: reading.game };
  return textError('sgf', reading.text, offset, message, { length: 2, ...extra, ...game });
}

/**
 * The cells of a setup property (`AB`, `AW`), Go's compressed rectangles (`aa:cc`) included,
 * each as `read` places a value at a column and row (`null` off the board).
 *
 * @param board - the board for the error, such as `'a 15x15 board'`
 * @throws RecordError at the property for a value that is no cell of the board
 * @example
 * sgfSetupCells(property, (value) => readPoint(value, 15), reading, 'a point of a 15x15 board');
 */
export function sgfSetupCells(
  property: SgfProperty,
  read: (value: string) => { x: number; y: number } | null,
  reading: SgfReading,
  board: string,
): { x: number; y: number }[] {
  const cells: { x: number; y: number }[] = [];
  for (const value of property.values) {
    const [from = '', to = from] = value.trim().split(':');
    const a = read(from);
    const b = read(to);
    if (a === null || b === null) {
      throw sgfFail(reading, property.offset, (where) => {
        return `${property.id}[${value.slice(0, 10)}] at ${where} is not ${board}`;
      });
    }
    for (let x = Math.min(a.x, b.x); x <= Math.max(a.x, b.x); x++) {
      for (let y = Math.min(a.y, b.y); y <= Math.max(a.y, b.y); y++) cells.push({ x, y });
    }
  }
  return cells;
}

/**
 * Refuses setup properties (`AB`, `AW`, `AE`) after the root: both games add stones or discs
 * only by moves once the game has started.
 *
 * @param refusal - the end of the message, such as `'a Gomoku record adds stones only by moves'`
 * @throws RecordError at the first setup property of `node`
 */
export function refuseLaterSetup(node: SgfNode, reading: SgfReading, refusal: string): void {
  const setup = node.properties.find(({ id }) => id === 'AB' || id === 'AW' || id === 'AE');
  if (setup === undefined) return;
  throw sgfFail(reading, setup.offset, (where) => {
    return `Setup (${setup.id}) at ${where} comes after the start: ${refusal}`;
  });
}

/**
 * The move a node holds (its `B` or `W` property) and whose it is, or null for a node without
 * one.
 *
 * @throws RecordError for a node holding both a black and a white move
 */
export function sgfMoveOf(
  node: SgfNode,
  reading: SgfReading,
): { readonly property: SgfProperty; readonly stone: Stone } | null {
  const black = sgfProperty(node, 'B');
  const white = sgfProperty(node, 'W');
  if (black !== undefined && white !== undefined) {
    throw sgfFail(reading, white.offset, (where) => {
      return `The node at ${where} holds a black and a white move: one node, one move`;
    });
  }
  if (black !== undefined) return { property: black, stone: 'black' };
  if (white !== undefined) return { property: white, stone: 'white' };
  return null;
}
