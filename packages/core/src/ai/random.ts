/**
 * The seeded generator of both games' AIs (the weaker levels' noise and slips, the opening
 * policy's draws): mulberry32, 32 bits of state, so a seed gives the same sequence everywhere.
 */

/**
 * A function returning numbers in [0, 1), the same sequence for the same seed.
 *
 * @example
 * const random = seededRandom(7);
 * random(); // always the same first value for seed 7
 */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
