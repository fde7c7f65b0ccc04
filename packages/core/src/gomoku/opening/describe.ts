import { formatPoint } from '../coords.ts';
import type { OpeningPhase, OpeningPlayer } from '../types.ts';

/**
 * A key per kind of phase, for UIs that word phases themselves (translations): the key picks
 * the sentence, the phase's fields fill it in.
 */
export type OpeningPhraseKey =
  | 'place-centre'
  | 'place-in-square'
  | 'place-anywhere'
  | 'choose-swap'
  | 'choose-swap-or-offer'
  | 'choose-colour'
  | 'choose-colour-or-place-two'
  | 'declare-offers'
  | 'offer-fifth'
  | 'select-fifth'
  | 'done';

/**
 * The phrase key of a phase, which `describeOpeningPhase` words in English.
 *
 * @example
 * openingPhraseKey(createOpening('swap2').phase); // 'place-anywhere'
 */
export function openingPhraseKey(phase: OpeningPhase): OpeningPhraseKey {
  switch (phase.phase) {
    case 'place':
      if (phase.region === null) return 'place-anywhere';
      return phase.region.radius === 0 ? 'place-centre' : 'place-in-square';
    case 'choose':
      if (phase.options.includes('place-two')) return 'choose-colour-or-place-two';
      if (phase.options.includes('black')) return 'choose-colour';
      return phase.options.includes('offer') ? 'choose-swap-or-offer' : 'choose-swap';
    case 'declare-offers':
      return 'declare-offers';
    case 'offer-fifth':
      return 'offer-fifth';
    case 'select-fifth':
      return 'select-fifth';
    case 'done':
      return 'done';
  }
}

const PLAYER_NAMES: Readonly<Record<OpeningPlayer, string>> = {
  first: 'First player',
  second: 'Second player',
};

function fifths(count: number): string {
  return count === 1 ? '1 fifth move' : `${count} fifth moves`;
}

/**
 * The phase in a short English sentence for a status line. Players are named by the colour they
 * hold for now where the rule gives them one ("Black", "White"), else as "First player" and
 * "Second player". UIs that translate use `openingPhraseKey` instead.
 *
 * @example
 * describeOpeningPhase(createOpening('rif').phase); // 'Black places move 1 on the centre point h8'
 * describeOpeningPhase(state.phase); // 'White: swap or keep?'
 */
export function describeOpeningPhase(phase: OpeningPhase): string {
  if (phase.phase === 'done') {
    const black = PLAYER_NAMES[phase.black].toLowerCase();
    const white = PLAYER_NAMES[phase.white].toLowerCase();
    return `Opening over: the ${black} plays black, the ${white} white`;
  }
  const who = phase.role === null ? PLAYER_NAMES[phase.player] : capitalise(phase.role);
  const key = openingPhraseKey(phase);
  switch (phase.phase) {
    case 'place': {
      // Say the stone's colour only when it is not the placer's own, as in RIF's move 2.
      const stone = phase.role === phase.stone ? '' : ` (${phase.stone})`;
      const side = phase.region === null ? 0 : 2 * phase.region.radius + 1;
      const where =
        phase.region === null
          ? 'anywhere'
          : side === 1
            ? `on the centre point ${formatPoint(phase.region.centre)}`
            : `within the central ${side}x${side} square`;
      return `${who} places move ${phase.move}${stone} ${where}`;
    }
    case 'choose':
      if (key === 'choose-colour-or-place-two') {
        return `${who}: take black, take white, or place two more stones?`;
      }
      if (key === 'choose-colour') return `${who}: take black or white?`;
      if (key === 'choose-swap-or-offer') {
        return `${who}: swap, keep, or offer ${fifths(phase.offerCount ?? 0)}?`;
      }
      return `${who}: swap or keep?`;
    case 'declare-offers':
      return `${who} declares how many fifth moves to offer (${phase.min} to ${phase.max})`;
    case 'offer-fifth':
      return `${who} offers ${fifths(phase.count)}`;
    case 'select-fifth':
      return `${who} selects one of the ${fifths(phase.offers.length)} offered`;
  }
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
