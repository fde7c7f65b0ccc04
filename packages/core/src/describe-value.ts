// Error messages of both games quote what the caller gave, which may be anything at all: these
// render it without ever throwing, so that building an error cannot fail in its turn, and never
// at length, so that a 2 MB move list pasted by mistake gives a message of a line or two.

const SHOWN = 40; // longest text `clip` lets through by default

/**
 * Renders any value for an error message: strings as they are, everything else as JSON where
 * possible (`{"x":1.5,"y":2}`), cut as `clip` cuts it. Never throws: cycles, BigInt, symbols and
 * arrays nested too deeply to stringify all give some text.
 *
 * @example
 * describeValue({ x: 1.5, y: 2 }); // '{"x":1.5,"y":2}'
 * describeValue(Symbol('h8')); // 'Symbol(h8)'
 * describeValue('h8'.repeat(1000)).length; // 40
 */
export function describeValue(value: unknown): string {
  return clip(render(value));
}

function render(value: unknown): string {
  if (typeof value === 'string') return value;
  // JSON has no NaN or Infinity (it writes null) and no BigInt: these read best as they are.
  if (typeof value !== 'object' || value === null) return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // A cycle, a BigInt, or nesting deep enough to overflow the stack, which `String` of an
    // array would overflow again.
    try {
      return String(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
}

/**
 * How a value given for an option or a field reads after "got": its type and, cut short, the
 * value (`the string '15'`, `number 4`, `an array`, `null`).
 *
 * @example
 * `Expected size to be an integer from 5 to 26, got ${describeGiven('15')}`; // … got the string '15'
 */
export function describeGiven(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string '${clip(value)}'`;
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${describeValue(value)}`;
}

/**
 * Shortens text quoted in an error message to at most `max` characters (40 unless told), ending
 * in `...` when cut, so that a whole saved game or board pasted by mistake does not flood the
 * message.
 *
 * @example
 * clip('X'.repeat(100)).length; // 40: 37 of the Xs, then '...'
 */
export function clip(text: string, max: number = SHOWN): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}
