// Error messages of both games quote what the caller gave, which may be anything at all: these
// render it without ever throwing, so that building an error cannot fail in its turn.

const SHOWN = 40; // longest text `clip` lets through

/**
 * Renders any value for an error message: strings as they are, everything else as JSON where
 * possible (`{"x":1.5,"y":2}`), and never throws (cycles, BigInt, symbols).
 *
 * @example
 * describeValue({ x: 1.5, y: 2 }); // '{"x":1.5,"y":2}'
 * describeValue(Symbol('h8')); // 'Symbol(h8)'
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') {
    return String(value);
  }
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Shortens text quoted in an error message to at most 40 characters, ending in `...` when cut,
 * so that a whole saved game or board pasted by mistake does not flood the message.
 *
 * @example
 * clip('X'.repeat(100)).length; // 40: 37 of the Xs, then '...'
 */
export function clip(text: string): string {
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 3)}...` : text;
}
