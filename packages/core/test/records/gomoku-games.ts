// Random legal Gomoku games for the record formats' round trips: every rule, sizes odd and even,
// the opening rules that fit the size, games set up from a position, and endings on the board,
// by resignation and on time, with players and comments whose text needs escaping.
import fc from 'fast-check';
import {
  Gomoku,
  type GomokuRuleName,
  type OpeningRuleName,
  type RecordInfo,
  type Stone,
} from '../../src/index.ts';
import { validOpeningAction } from '../opening-actions.ts';

/** How a random game ends, if it does before its moves run out. */
export type Ending = 'none' | 'resign' | 'time';

/** The recipe of a random game, which `playRandomGame` follows. */
export interface GameRecipe {
  readonly size: number; // board size
  readonly rule: GomokuRuleName; // win condition
  readonly opening: OpeningRuleName; // the opening rule, 'free' for a game from a position
  readonly lose: boolean; // under Renju, forbidden moves lose rather than being refused
  readonly fromPosition: boolean; // the game starts from a position of `setup` random moves
  readonly setup: readonly number[]; // picks of the moves that make the position
  readonly picks: readonly number[]; // picks of the actions and moves, modulo their count
  readonly ending: Ending; // how the game ends off the board, if it is still in play
  readonly loser: Stone | 'to-move'; // who resigns or runs out of time
}

// Central squares need an odd board: the rules that have them are left out on even ones.
const ANY_SIZE: readonly OpeningRuleName[] = ['free', 'swap1', 'swap2'];
const ODD_ONLY: readonly OpeningRuleName[] = ['centre', 'rif', 'yamaguchi', 'taraguchi-10'];

export const gameRecipe: fc.Arbitrary<GameRecipe> = fc
  .record({
    size: fc.constantFrom(9, 15, 15, 20),
    rule: fc.constantFrom<GomokuRuleName>('freestyle', 'standard', 'renju', 'caro'),
    openingPick: fc.nat(),
    lose: fc.boolean(),
    fromPosition: fc.boolean(),
    setup: fc.array(fc.nat(), { maxLength: 8 }),
    picks: fc.array(fc.nat(), { maxLength: 40 }),
    ending: fc.constantFrom<Ending>('none', 'none', 'resign', 'time'),
    loser: fc.constantFrom<Stone | 'to-move'>('black', 'white', 'to-move'),
  })
  .map(({ openingPick, ...recipe }) => {
    const openings = recipe.size % 2 === 1 ? [...ANY_SIZE, ...ODD_ONLY] : ANY_SIZE;
    const opening = recipe.fromPosition ? 'free' : openings[openingPick % openings.length]!;
    return { ...recipe, opening, lose: recipe.lose && recipe.rule === 'renju' };
  });

/** Plays the recipe: a legal game, whatever the picks. */
export function playRandomGame(recipe: GameRecipe): Gomoku {
  const { size, rule, opening, lose } = recipe;
  const forbiddenMoves = lose ? 'lose' : 'refuse';
  let game = new Gomoku({ size, rule, opening, forbiddenMoves });
  if (recipe.fromPosition) {
    for (const pick of recipe.setup) {
      if (game.isGameOver()) break;
      const moves = game.legalMoves();
      game.play(moves[pick % moves.length]!);
    }
    // A position with a five already on it is over before it starts; that is a game too.
    game = Gomoku.fromPosition(game.toPosition(), {
      size,
      rule,
      forbiddenMoves,
      toMove: game.turn,
    });
  }
  for (const pick of recipe.picks) {
    if (game.isGameOver()) break;
    if (game.opening.phase.phase !== 'done') {
      const action = validOpeningAction(game, pick);
      if (action === null) break;
      game.act(action);
      continue;
    }
    const moves = game.legalMoves();
    if (moves.length === 0) break;
    game.play(moves[pick % moves.length]!);
  }
  if (!game.isGameOver() && recipe.ending !== 'none') {
    const loser = recipe.loser === 'to-move' ? game.turn : recipe.loser;
    if (recipe.ending === 'resign') game.resign(loser);
    else game.loseOnTime(loser);
  }
  return game;
}

/** Text that needs escaping in every format: brackets, backslashes, colons, accents, CJK. */
const awkward = fc.string({
  unit: fc.constantFrom('a', 'Z', ' ', ']', '[', '\\', ':', ';', '(', ')', 'é', '五', '-'),
  minLength: 1,
  maxLength: 12,
});

/** A name as the formats keep it: no line breaks, no spaces at the ends, not blank. */
export const playerName = awkward
  .map((text) => text.trim())
  .filter((text) => text !== '' && !/^homo-\d$/i.test(text));

/** Players, an event and comments on moves 0 to `moves`, one comment a move at most. */
export function recordInfo(moves: number): fc.Arbitrary<RecordInfo> {
  return fc.record({
    players: fc.record({ black: playerName, white: playerName }, { requiredKeys: [] }),
    event: playerName,
    date: fc.constantFrom('2024-05-01', '1989-12-31'),
    comments: fc
      .uniqueArray(fc.nat(moves), { maxLength: 3 })
      .chain((at) =>
        fc.tuple(
          ...at.sort((a, b) => a - b).map((move) => playerName.map((text) => ({ move, text }))),
        ),
      ),
  });
}
