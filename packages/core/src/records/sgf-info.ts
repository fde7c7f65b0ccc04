// What an SGF game tree says about a game besides its moves, the same for every game: the
// players, event, round, place, date, result and comments of FF[4]'s game-info properties. The
// Gomoku and Othello readers share these, so both games read and write them alike.

import type { Stone } from '../types.ts';
import { type SgfNode, type SgfPropertyInput, sgfProperty, sgfSimpleText, sgfText } from './sgf.ts';
import type { RecordComment, RecordInfo, RecordPlayers } from './types.ts';

/** The game-info of a root node, as a record holds it. */
export interface SgfGameInfo {
  readonly players: RecordPlayers; // PB and PW
  readonly event?: string; // EV
  readonly round?: string; // RO
  readonly place?: string; // PC
  readonly date?: string; // DT, as written
  readonly result?: string; // RE, as written
}

/** The value of a SimpleText property of `node`, spaces trimmed; undefined when absent or blank. */
export function sgfSimpleValue(node: SgfNode, id: string): string | undefined {
  const value = sgfProperty(node, id)?.values[0];
  if (value === undefined) return undefined;
  const text = sgfSimpleText(value).trim();
  return text === '' ? undefined : text;
}

/**
 * Reads the game-info properties of a root node: PB, PW, EV, RO, PC, DT and RE, each trimmed,
 * blank ones left out.
 *
 * @example
 * readSgfGameInfo(root); // { players: { black: 'Ann', white: 'Bo' }, event: 'Club', result: 'B+R' }
 */
export function readSgfGameInfo(root: SgfNode): SgfGameInfo {
  const black = sgfSimpleValue(root, 'PB');
  const white = sgfSimpleValue(root, 'PW');
  const fields: [keyof Omit<SgfGameInfo, 'players'>, string][] = [
    ['event', 'EV'],
    ['round', 'RO'],
    ['place', 'PC'],
    ['date', 'DT'],
    ['result', 'RE'],
  ];
  const info: Record<string, unknown> = {
    players: {
      ...(black === undefined ? {} : { black }),
      ...(white === undefined ? {} : { white }),
    },
  };
  for (const [field, id] of fields) {
    const value = sgfSimpleValue(root, id);
    if (value !== undefined) info[field] = value;
  }
  return info as unknown as SgfGameInfo;
}

/**
 * The game-info properties of `info` in FF[4]'s order, blank ones left out, with `result` as
 * RE (the writer works it out from the game).
 *
 * @example
 * sgfGameInfoProperties({ players: { black: 'Ann' } }, 'B+R'); // [{ id: 'PB', values: ['Ann'] }, { id: 'RE', values: ['B+R'] }]
 */
export function sgfGameInfoProperties(
  info: RecordInfo,
  result: string | undefined,
): SgfPropertyInput[] {
  const pairs: [string, string | undefined][] = [
    ['PB', info.players?.black],
    ['PW', info.players?.white],
    ['EV', info.event],
    ['RO', info.round],
    ['PC', info.place],
    ['DT', info.date],
    ['RE', result],
  ];
  const properties: SgfPropertyInput[] = [];
  for (const [id, value] of pairs) {
    // SimpleText has no line breaks: a name pasted with one would read back as a space.
    const text = value === undefined ? '' : sgfSimpleText(value).trim();
    if (text !== '') properties.push({ id, values: [text] });
  }
  return properties;
}

/** A result as SGF's RE states it. */
export interface SgfResult {
  readonly winner: Stone | null; // who won; null for a draw, a void game or an unknown result
  readonly how: 'resignation' | 'time' | 'forfeit' | 'score' | 'win' | 'draw' | 'void' | 'unknown';
  readonly score?: number; // the margin of a win by score ('B+12' gives 12)
}

/**
 * Reads an RE value as FF[4] defines it: `0` or `Draw`, `B+R` / `B+Resign`, `B+T` / `B+Time`,
 * `B+F` / `B+Forfeit`, `B+` and a score (`B+12`, `W+0.5`), `B+` alone, `Void`, `?`; either case.
 * Null for anything else, which a record keeps as written without acting on it.
 *
 * @example
 * parseSgfResult('W+Resign'); // { winner: 'white', how: 'resignation' }
 */
export function parseSgfResult(value: string): SgfResult | null {
  const text = value.trim();
  const lower = text.toLowerCase();
  if (lower === '0' || lower === 'draw' || lower === 'jigo') return { winner: null, how: 'draw' };
  if (lower === 'void') return { winner: null, how: 'void' };
  if (lower === '?') return { winner: null, how: 'unknown' };
  const side = lower[0];
  if ((side !== 'b' && side !== 'w') || lower[1] !== '+') return null;
  const winner: Stone = side === 'b' ? 'black' : 'white';
  const rest = lower.slice(2);
  if (rest === '') return { winner, how: 'win' };
  if (rest === 'r' || rest === 'resign') return { winner, how: 'resignation' };
  if (rest === 't' || rest === 'time') return { winner, how: 'time' };
  if (rest === 'f' || rest === 'forfeit') return { winner, how: 'forfeit' };
  const score = Number(rest);
  if (rest.trim() !== '' && Number.isFinite(score)) return { winner, how: 'score', score };
  return null;
}

/**
 * The comments of a main line, each on the move it follows: the root's on move 0, a move node's
 * on that move, a node without a move (a trailing `;C[...]`) on the move before it. `moveAt`
 * gives the number of the last move played up to each node, in order.
 */
export function readSgfComments(
  nodes: readonly SgfNode[],
  moveAt: (index: number) => number,
): RecordComment[] {
  const comments: RecordComment[] = [];
  nodes.forEach((node, index) => {
    const value = sgfProperty(node, 'C')?.values[0];
    if (value === undefined) return;
    const text = sgfText(value).trim();
    if (text !== '') comments.push({ move: moveAt(index), text });
  });
  return comments;
}

/**
 * The comments of `info` joined per move (two line breaks between two comments on one move),
 * for the writer to put on the nodes; comments on moves past `moves` go on the last one.
 */
export function commentsByMove(info: RecordInfo, moves: number): Map<number, string> {
  const byMove = new Map<number, string>();
  for (const { move, text } of info.comments ?? []) {
    if (text.trim() === '') continue;
    const at = Math.max(0, Math.min(moves, Math.trunc(move)));
    const before = byMove.get(at);
    byMove.set(at, before === undefined ? text : `${before}\n\n${text}`);
  }
  return byMove;
}
