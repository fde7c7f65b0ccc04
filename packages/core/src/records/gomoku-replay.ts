// What the Gomoku record readers (SGF, .psq, share codes) do alike: tell the rule from the words
// a file uses for it, and read a Renju game in which black played a forbidden point.

import { IllegalMoveError } from '../errors.ts';
import type { ForbiddenMoves, GomokuRuleName } from '../gomoku/types.ts';
import { RecordError } from './errors.ts';

/**
 * The rule that free text names: SGF's RU or GN, a Gomocup tournament's name. Writers put
 * anything there ('Renju', 'RIF', 'Gomoku', 'Freestyle20', 'Standard', '五子棋'...): words naming
 * Renju or its opening rules read as Renju, Caro (or Gomoku+) as Caro, Standard or "exact(ly)
 * five" as standard Gomoku, anything else or nothing as freestyle, which accepts every move the
 * others do.
 *
 * @example
 * ruleFromWords('Renju, RIF opening'); // 'renju'
 * ruleFromWords('Freestyle20'); // 'freestyle'
 */
export function ruleFromWords(words: string | undefined): GomokuRuleName {
  if (words === undefined) return 'freestyle';
  const lower = words.toLowerCase();
  if (/renju|連珠|连珠|\brif\b|yamaguchi|taraguchi|sakata|soosorv|tarannikov|jonsson/.test(lower)) {
    return 'renju';
  }
  if (/caro|gomoku\s*\+|gomoku plus/.test(lower)) return 'caro';
  if (/standard|exact/.test(lower)) return 'standard';
  return 'freestyle';
}

/**
 * Runs a reader that replays a record with black's forbidden moves refused, and when it stops on
 * one, runs it again with them losing: a record states what was played, and a Renju game in
 * which black played a forbidden point ended there, black losing by the foul. Any other game
 * keeps refusing them, as `new Gomoku` does, so a record read and played on behaves alike.
 */
export function readLosingFouls<T>(read: (forbiddenMoves: ForbiddenMoves) => T): T {
  try {
    return read('refuse');
  } catch (error) {
    const cause = error instanceof RecordError ? error.cause : undefined;
    if (!(cause instanceof IllegalMoveError) || cause.reason !== 'forbidden') throw error;
    return read('lose');
  }
}
