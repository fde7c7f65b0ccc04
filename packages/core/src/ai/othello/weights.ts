/**
 * The trained weights of the evaluation, decoded once, on the first evaluation, from the text the
 * training writes (`weights-data.ts`, see `scripts/othello-eval/weights-file.ts` for the format:
 * each phase as its changes from the phase before) into one table of score units per phase, every
 * pattern entry filled in from the entry it shares its value with.
 */
import { fromBase64 } from '../base64.ts';
import { LAYOUT, PHASES } from './patterns.ts';
import { WEIGHTS } from './weights-data.ts';

/** Decodes `text` into `PHASES` tables of `LAYOUT.size` score units, phase 0 first. */
export function decodeWeights(text: string): Int16Array {
  const bytes = fromBase64(text);
  const { canonical, size } = LAYOUT;
  const table = new Int16Array(PHASES * size);
  let at = 0;
  const varint = (): number => {
    let value = 0;
    let shift = 1;
    for (;;) {
      if (at >= bytes.length) throw new Error('othello weights: the table ends too soon');
      const byte = bytes[at++]!;
      value += (byte & 0x7f) * shift;
      if (byte < 0x80) return value;
      shift *= 0x80;
    }
  };
  for (let phase = 0; phase < PHASES; phase++) {
    const base = phase * size;
    const before = base - size; // the phase before, whose values are changed
    let zeros = 0;
    for (let j = 0; j < size; j++) {
      const last = phase === 0 ? 0 : table[before + j]!;
      if (canonical[j] !== j) {
        table[base + j] = table[base + canonical[j]!]!;
        continue;
      }
      if (zeros > 0) {
        zeros--;
        table[base + j] = last;
        continue;
      }
      const code = varint();
      if (code === 0) {
        zeros = varint() - 1;
        table[base + j] = last;
        continue;
      }
      table[base + j] = last + ((code & 1) === 0 ? code / 2 : -(code + 1) / 2);
    }
  }
  if (at !== bytes.length)
    throw new Error('othello weights: the table does not end where it should');
  return table;
}

/**
 * `table` read with the two sides' digits swapped in every pattern entry (1 for 2, 2 for 1): the
 * weights for a view whose side to move is digit 2 (see `views.ts`). The other entries are copied.
 */
export function swapSides(table: Int16Array): Int16Array {
  const { size } = LAYOUT;
  // For each entry of a phase, the entry it reads: pattern entries' digits swapped, one shape
  // table after another (each a power of 3 long, from offset 0), the count entries as they are.
  const source = new Int32Array(size);
  for (let j = 0; j < size; j++) source[j] = j;
  for (let shape = 0; shape + 1 < LAYOUT.shapeOffsets.length; shape++) {
    const offset = LAYOUT.shapeOffsets[shape]!;
    const entries = LAYOUT.shapeOffsets[shape + 1]! - offset;
    for (let index = 0; index < entries; index++) {
      let other = 0;
      for (let rest = index, power = 1; rest > 0; rest = (rest - (rest % 3)) / 3, power *= 3) {
        const digit = rest % 3;
        if (digit !== 0) other += (3 - digit) * power;
      }
      source[offset + index] = offset + other;
    }
  }
  const swapped = new Int16Array(table.length);
  for (let base = 0; base < table.length; base += size) {
    for (let j = 0; j < size; j++) swapped[base + j] = table[base + source[j]!]!;
  }
  return swapped;
}

let decoded: Int16Array | null = null;
let swapped: Int16Array | null = null;

/** The weights, decoded on first use. */
export function weights(): Int16Array {
  decoded ??= decodeWeights(WEIGHTS);
  return decoded;
}

/** The weights with the sides swapped (`swapSides`), made on first use. */
export function swappedWeights(): Int16Array {
  swapped ??= swapSides(weights());
  return swapped;
}
