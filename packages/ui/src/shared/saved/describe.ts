import type { SavedGamesMessages } from './messages.ts';
import type { SavedGameEntry } from './types.ts';

/**
 * What game an entry is, in words, as a list line shows it: the game, then for Gomoku its rule,
 * its opening rule unless there is none, and its size unless 15 × 15; the time control when
 * there is a clock; Reversi's passes by hand.
 *
 * @example
 * savedGameFacts(entry, savedGamesMessagesEn); // ['Gomoku', 'Renju', 'RIF', '5 min']
 */
export function savedGameFacts(entry: SavedGameEntry, texts: SavedGamesMessages): string[] {
  const facts = [texts.savedGameKind(entry.game)];
  if (entry.game === 'gomoku') {
    facts.push(texts.gameInfoRule(entry.rule));
    if (entry.opening !== 'free') facts.push(texts.gameInfoOpening(entry.opening));
    if (entry.size !== 15) facts.push(texts.gameInfoSize(entry.size));
  }
  if (entry.timeControl.kind !== 'none') facts.push(texts.gameInfoTimeControl(entry.timeControl));
  if (entry.game === 'reversi' && !entry.data.autoPass) facts.push(texts.gameInfoManualPasses);
  return facts;
}

/**
 * A date of saving in `locale` (the browser's when undefined or unknown): day, month and year
 * with the time, as `Intl.DateTimeFormat` writes them there.
 *
 * @example
 * formatSavedDate(Date.UTC(2025, 4, 3, 12, 5), 'en-GB'); // '3 May 2025, 13:05' in London
 */
export function formatSavedDate(time: number, locale: string | undefined): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, options).format(time);
  } catch {
    // A locale tag Intl does not take: the browser's own is better than no date.
    return new Intl.DateTimeFormat(undefined, options).format(time);
  }
}
