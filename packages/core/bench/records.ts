// What the record benches share: the same pseudo-random games on every run, and the figure in
// games per second.

/** A small deterministic PRNG (xorshift32), so every run reads the same games. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** Times `read`, after one untimed run to let the JIT compile it, and prints its figure. */
export function measure(name: string, games: number, read: () => number, extra: object = {}): void {
  read();
  const started = performance.now();
  const counted = read();
  const ms = performance.now() - started;
  if (counted !== games) throw new Error(`${name} read ${counted} games, expected ${games}`);
  const value = Math.round((games / ms) * 1000);
  console.log(
    JSON.stringify({ name, value, unit: 'games/s', games, ms: Math.round(ms), ...extra }),
  );
}
