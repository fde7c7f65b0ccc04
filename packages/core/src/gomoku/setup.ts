import { OptionError, ParseError } from '../errors.ts';
import { readOptionsObject, refuseOption } from '../options.ts';
import { BLACK, EMPTY, type StoneCode, WHITE } from './board.ts';
import { assertSize, formatPoint } from './coords.ts';
import { readBoardText } from './formats/board-text.ts';
import { begin, type Progress } from './opening/machine.ts';
import type { PositionStart, Settings } from './position.ts';
import { type GomokuRule, ruleByName } from './rules.ts';
import { DRAW, PLAYING, wonStatus } from './snapshot.ts';
import type { GomokuOptions, GomokuPositionOptions, GomokuStatus } from './types.ts';

/** Checked options of a new game, with its opening before the first action. */
export interface GameSettings extends Settings {
  readonly opening: Progress; // the opening rule's machine before its first action
}

/** Checked options and the starting position of a game set up with `Gomoku.fromPosition`. */
export interface SetUp extends GameSettings {
  readonly start: PositionStart; // the stones, the side to move and the outcome so far
}

/**
 * The options of `new Gomoku` with their defaults, checked.
 *
 * @throws OptionError naming the option: options that are not an object, a size outside 5 to
 *   26, an unknown rule, a bad `forbiddenMoves` or `'lose'` under a rule other than Renju (which
 *   alone has forbidden moves); an unknown opening rule, or one with central squares on an even
 *   size or too small a board
 */
export function readOptions(options: GomokuOptions | undefined): GameSettings {
  const given = readOptionsObject(options) as GomokuOptions;
  const { size = 15, rule = 'freestyle', forbiddenMoves = 'refuse', opening = 'free' } = given;
  assertSize(size);
  const winRule = ruleByName(rule);
  if (forbiddenMoves !== 'refuse' && forbiddenMoves !== 'lose') {
    throw refuseOption('forbiddenMoves', "'refuse' or 'lose'", forbiddenMoves);
  }
  if (forbiddenMoves === 'lose' && winRule.forbidden === undefined) {
    throw new OptionError(
      'forbiddenMoves',
      `forbiddenMoves: 'lose' needs rule 'renju', the only rule with forbidden moves, got rule '${winRule.name}'`,
    );
  }
  return { size, rule: winRule, forbiddenMoves, opening: begin(opening, size) };
}

/**
 * Reads a starting position and works out what the board text leaves implicit.
 * - The side to move: `toMove` when given, whatever the stone counts; else black when both
 *   sides have as many stones, white when black has one more (black moves first). Any other
 *   counts cannot come from a game, so they need `toMove`, as composed problems do.
 * - The outcome: a five already on the board (by `rule`) means the game is over, won by its
 *   owner; a full board without one is a draw. Fives of both colours are refused.
 *
 * @throws ParseError for bad text (see `readBoardText`), for stone counts that leave the side to
 *   move open, and for fives of both colours
 * @throws OptionError for bad options, as `readOptions`, a `toMove` that is not a side, and an
 *   opening rule other than `'free'`: a position set up by hand has no opening to play
 */
export function setUpPosition(text: unknown, options: GomokuPositionOptions | undefined): SetUp {
  const given = readOptionsObject(options) as GomokuPositionOptions;
  const { size, toMove, opening } = given;
  if (opening !== undefined && opening !== 'free') {
    throw refuseOption(
      'opening',
      "'free' (or left out): a game set up from a position has no opening",
      opening,
    );
  }
  // The options are checked before the text, the size with a stand-in when it is left out.
  const { rule, forbiddenMoves } = readOptions({ ...given, size: size ?? 15 });
  if (toMove !== undefined && toMove !== 'black' && toMove !== 'white') {
    throw refuseOption('toMove', "'black' or 'white'", toMove);
  }
  const board = readBoardText(text, size);
  const { black, white } = board;
  let turn: StoneCode;
  if (toMove !== undefined) turn = toMove === 'black' ? BLACK : WHITE;
  else if (black === white) turn = BLACK;
  else if (black === white + 1) turn = WHITE;
  else {
    throw new ParseError(
      `Cannot tell whose turn it is with ${black} black and ${white} white stones: black moves first, so a game has as many black stones as white or one more; pass toMove for other positions`,
      { token: `${black} black, ${white} white` },
    );
  }
  const status = outcome(rule, board.size, board.cells);
  const start = Object.freeze({ cells: board.cells, turn, status });
  const free = begin('free', board.size);
  return { size: board.size, rule, forbiddenMoves, opening: free, start };
}

/** The outcome of the stones on `cells` under `rule`. */
function outcome(rule: GomokuRule, size: number, cells: Int8Array): GomokuStatus {
  const view = { size, cells };
  let won: GomokuStatus | null = null;
  let full = true;
  for (let index = 0; index < cells.length; index++) {
    const stone = cells[index] as StoneCode | typeof EMPTY;
    if (stone === EMPTY) {
      full = false;
      continue;
    }
    const line = rule.winningLine(view, index, stone);
    if (line === null) continue;
    const status = wonStatus(size, stone, line);
    if (won === null) won = status;
    else if (won.kind === 'won' && status.kind === 'won' && won.winner !== status.winner) {
      const at = formatPoint(status.line[0]!);
      throw new ParseError(
        `Expected at most one side to have five in a row, but black and white both have one (one of them at ${at})`,
        { token: at },
      );
    }
  }
  return won ?? (full ? DRAW : PLAYING);
}
