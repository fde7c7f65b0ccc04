// The Smart Game Format, FF[4] (https://www.red-bean.com/sgf/), as a tree of nodes and nothing
// more: which game the file holds and what its properties mean is for the game's own reader
// (gomoku-sgf.ts for GM[4], the Othello reader for GM[2]). Both parse with `parseSgf` and write
// with `formatSgf`, so escaping, line breaks and error positions are the same for both games.

import { checkLength, RecordError, textError } from './errors.ts';
import type { RecordFormat } from './types.ts';

/** A property as written: its identifier and its values, escapes already resolved. */
export interface SgfPropertyInput {
  readonly id: string; // upper-case identifier, such as 'B' or 'PB'
  readonly values: readonly string[]; // one or more values, as text
}

/** A node as written: its properties in order. */
export interface SgfNodeInput {
  readonly properties: readonly SgfPropertyInput[];
}

/** A game tree as written: a sequence of nodes, then its variations, the main line first. */
export interface SgfTreeInput {
  readonly nodes: readonly SgfNodeInput[];
  readonly children?: readonly SgfTreeInput[];
}

/**
 * A property read from a file. Values have their escapes resolved (`\]` is `]`, `\\` is `\`),
 * soft line breaks (a backslash before a line break) removed and line breaks turned into `\n`;
 * anything else, such as a Text value's tabs, is left for the game's reader to interpret.
 */
export interface SgfProperty extends SgfPropertyInput {
  readonly offset: number; // character offset of the identifier in the text
}

/** A node read from a file. */
export interface SgfNode extends SgfNodeInput {
  readonly properties: readonly SgfProperty[];
  readonly offset: number; // character offset of its ';'
}

/** A game tree read from a file: its nodes, then its variations, the main line first. */
export interface SgfTree extends SgfTreeInput {
  readonly nodes: readonly SgfNode[]; // at least one
  readonly children: readonly SgfTree[]; // the variations that follow the nodes
  readonly offset: number; // character offset of its '('
}

/** A tree being read: mutable until its ')' is found. */
interface OpenTree {
  readonly nodes: SgfNode[];
  readonly children: SgfTree[];
  readonly offset: number;
}

const OPEN = 40; // (
const CLOSE = 41; // )
const SEMICOLON = 59; // ;
const BRACKET = 91; // [
const CLOSE_BRACKET = 93; // ]
const BACKSLASH = 92; // \
const NEWLINE = 10;
const RETURN = 13;

function isSpace(code: number): boolean {
  // Files come from every platform and editor: any ASCII whitespace, NUL and the DOS end-of-file
  // mark (^Z) separate tokens. A byte-order mark may start the text.
  return code <= 32 || code === 0x1a || code === 0xfeff;
}

function isUpper(code: number): boolean {
  return code >= 65 && code <= 90;
}

function isLower(code: number): boolean {
  return code >= 97 && code <= 122;
}

// FF[4] names properties with upper-case letters, and asks readers of older files to skip the
// lower-case ones (`GaMe` is `GM`). Renju servers write digits too (`5A`, the fifth moves offered).
function isNameChar(code: number): boolean {
  return isUpper(code) || isLower(code) || (code >= 48 && code <= 57);
}

/**
 * Reads an SGF collection: every game tree in it, with its nodes, properties and variations.
 * Text before the first `(;` is skipped (mail headers, a title line), as is text after the
 * last game tree that does not open another one. Property identifiers keep their upper-case
 * letters and digits only, as FF[4] asks of readers of older files (`GaMe` is `GM`); Renju
 * servers' `5A` is read as it is.
 *
 * @param format - the format named in errors: `'sgf'` unless a game's reader says otherwise
 * @throws RecordError with the line and column of a value left open, a node or tree missing,
 *   a property without a value, a character that belongs nowhere, or input over the size cap
 * @example
 * const [tree] = parseSgf('(;GM[4]SZ[15];B[hh];W[ii])');
 * tree.nodes[1].properties[0]; // { id: 'B', values: ['hh'], offset: 15 }
 */
export function parseSgf(text: string, format: RecordFormat = 'sgf'): SgfTree[] {
  if (typeof text !== 'string') {
    throw new RecordError(format, `Expected SGF text, got ${typeof text}`, { token: '' });
  }
  checkLength(format, text.length);
  // The first '(' that a ';' follows, spaces allowed between them: linear, each run of spaces
  // being scanned once.
  const start = text.search(/\(\s*;/);
  if (start < 0) {
    throw new RecordError(format, 'Expected an SGF game tree, which starts with "(;": none found', {
      token: text.slice(0, 10),
    });
  }
  const trees: SgfTree[] = [];
  let i = start;
  while (i < text.length && text.charCodeAt(i) === OPEN) {
    const { tree, end } = readTree(text, i, format);
    trees.push(tree);
    i = skipSpace(text, end);
  }
  return trees;
}

function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** Reads the game tree opening at `start`, its variations included, without recursion. */
function readTree(
  text: string,
  start: number,
  format: RecordFormat,
): { tree: SgfTree; end: number } {
  // Variations nest as deep as the file says; a stack of open trees keeps a deep file from
  // overflowing the call stack.
  const open: OpenTree[] = [];
  let i = start;
  for (;;) {
    i = skipSpace(text, i);
    if (i >= text.length) {
      const unclosed = open.at(-1)?.offset ?? start;
      throw textError(format, text, unclosed, (where) => {
        return `The game tree opened at ${where} is not closed: the text ends before its ')'`;
      });
    }
    const code = text.charCodeAt(i);
    if (code === OPEN) {
      const parent = open.at(-1);
      if (parent !== undefined && parent.nodes.length === 0) throw noNode(text, i, format);
      open.push({ nodes: [], children: [], offset: i });
      i++;
    } else if (code === CLOSE) {
      const tree = open.pop();
      if (tree === undefined) throw stray(text, i, format);
      if (tree.nodes.length === 0) throw noNode(text, tree.offset, format);
      const parent = open.at(-1);
      if (parent === undefined) return { tree, end: i + 1 };
      parent.children.push(tree);
      i++;
    } else if (code === SEMICOLON) {
      const tree = open.at(-1);
      if (tree === undefined) throw stray(text, i, format);
      if (tree.children.length > 0) {
        throw textError(format, text, i, (where) => {
          return `Unexpected node at ${where}: a game tree's nodes come before its variations`;
        });
      }
      const node = readNode(text, i, format);
      tree.nodes.push(node.node);
      i = node.end;
    } else {
      throw stray(text, i, format);
    }
  }
}

/** Reads the node whose ';' is at `start`: its properties, up to the next ';', '(' or ')'. */
function readNode(
  text: string,
  start: number,
  format: RecordFormat,
): { node: SgfNode; end: number } {
  const properties: SgfProperty[] = [];
  let i = start + 1;
  for (;;) {
    i = skipSpace(text, i);
    const code = i < text.length ? text.charCodeAt(i) : CLOSE;
    if (code === SEMICOLON || code === OPEN || code === CLOSE) break;
    if (!isNameChar(code)) throw stray(text, i, format);
    const offset = i;
    let id = '';
    while (i < text.length && isNameChar(text.charCodeAt(i))) {
      if (!isLower(text.charCodeAt(i))) id += text[i];
      i++;
    }
    if (id === '') {
      throw textError(
        format,
        text,
        offset,
        (where) => {
          return `The property at ${where} has no upper-case letter or digit in its name`;
        },
        { length: i - offset },
      );
    }
    const values: string[] = [];
    for (;;) {
      i = skipSpace(text, i);
      if (i >= text.length || text.charCodeAt(i) !== BRACKET) break;
      const value = readValue(text, i, format);
      values.push(value.value);
      i = value.end;
    }
    if (values.length === 0) {
      throw textError(
        format,
        text,
        offset,
        (where) => {
          return `The property ${id} at ${where} has no value: write ${id}[] for an empty one`;
        },
        { length: id.length },
      );
    }
    properties.push({ id, values, offset });
  }
  return { node: { properties, offset: start }, end: i };
}

/** Reads the value whose '[' is at `start`, resolving escapes and soft line breaks. */
function readValue(
  text: string,
  start: number,
  format: RecordFormat,
): { value: string; end: number } {
  let value = '';
  let from = start + 1; // the start of the run of plain characters not copied yet
  let i = from;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === CLOSE_BRACKET) return { value: value + text.slice(from, i), end: i + 1 };
    if (code === BACKSLASH) {
      value += text.slice(from, i);
      const next = text.charCodeAt(i + 1);
      if (next === NEWLINE || next === RETURN) {
        i = skipLineBreak(text, i + 1); // a soft line break: nothing at all
      } else {
        if (i + 1 < text.length) value += text[i + 1];
        i += 2;
      }
      from = i;
    } else if (code === NEWLINE || code === RETURN) {
      value += `${text.slice(from, i)}\n`;
      i = skipLineBreak(text, i);
      from = i;
    } else {
      i++;
    }
  }
  throw textError(
    format,
    text,
    start,
    (where) => {
      return `The value opened at ${where} is not closed: the text ends before its ']'`;
    },
    { length: 20 },
  );
}

/** The offset after the line break at `i`: `\n`, `\r`, `\r\n` or `\n\r`, as FF[4] allows. */
function skipLineBreak(text: string, i: number): number {
  const code = text.charCodeAt(i);
  const next = text.charCodeAt(i + 1);
  const pair = (code === RETURN && next === NEWLINE) || (code === NEWLINE && next === RETURN);
  return i + (pair ? 2 : 1);
}

function stray(text: string, offset: number, format: RecordFormat): RecordError {
  return textError(format, text, offset, (where) => {
    return `Unexpected '${text[offset]}' at ${where}: expected a property, ';', '(' or ')'`;
  });
}

function noNode(text: string, offset: number, format: RecordFormat): RecordError {
  return textError(format, text, offset, (where) => {
    return `The game tree at ${where} has no node: a tree starts with ';'`;
  });
}

/**
 * The main line of a game tree: its nodes, then the first variation's, and so on, which is the
 * game as played in a record; the other variations are comments on it.
 *
 * @example
 * sgfMainLine(parseSgf('(;SZ[15];B[hh](;W[ii])(;W[jj]))')[0]).length; // 3: the root, B[hh], W[ii]
 */
export function sgfMainLine(tree: SgfTree): SgfNode[] {
  const nodes: SgfNode[] = [];
  for (let at: SgfTree | undefined = tree; at !== undefined; at = at.children[0]) {
    nodes.push(...at.nodes);
  }
  return nodes;
}

/**
 * The first property of a node with the identifier `id`, or undefined.
 *
 * @example
 * sgfProperty(root, 'SZ')?.values[0]; // '15'
 */
export function sgfProperty<P extends SgfPropertyInput>(
  node: { readonly properties: readonly P[] },
  id: string,
): P | undefined {
  return node.properties.find((property) => property.id === id);
}

/**
 * A SimpleText value as FF[4] reads it: every line break and other whitespace a space.
 *
 * @example
 * sgfSimpleText('Jan\tNovak\n'); // 'Jan Novak ' (trimming is the caller's choice)
 */
export function sgfSimpleText(value: string): string {
  return value.replace(/\s/g, ' ');
}

/**
 * A Text value as FF[4] reads it: line breaks kept, any other whitespace a space.
 *
 * @example
 * sgfText('a\tb\nc'); // 'a b\nc'
 */
export function sgfText(value: string): string {
  return value.replace(/[^\S\n]/g, ' ');
}

/**
 * A value escaped for writing inside `[` `]`: `\` and `]` get a backslash, and so does `:` when
 * `composed` (a value that is one half of a composed pair).
 *
 * @example
 * escapeSgfValue('B+R]'); // 'B+R\\]'
 */
export function escapeSgfValue(value: string, composed = false): string {
  return value.replace(composed ? /[\\\]:]/g : /[\\\]]/g, (char) => `\\${char}`);
}

// Lines of the written text stay under this length, broken between properties and nodes, never
// inside a value, so that mail and old editors keep files intact.
const LINE = 78;

/**
 * Writes game trees as an SGF collection: each tree's nodes with their properties, then its
 * variations, values escaped, lines broken between properties near 78 characters (values keep
 * their own line breaks). Reading the text back with `parseSgf` gives the same trees.
 *
 * @example
 * formatSgf([{ nodes: [{ properties: [{ id: 'GM', values: ['4'] }] }, { properties: [{ id: 'B', values: ['hh'] }] }] }]);
 * // '(;GM[4]\n;B[hh])\n'
 */
export function formatSgf(trees: readonly SgfTreeInput[]): string {
  const out: string[] = [];
  let line = 0; // length of the line being written
  const put = (piece: string, breakable: boolean): void => {
    if (breakable && line > 0 && line + piece.length > LINE) {
      out.push('\n');
      line = 0;
    }
    out.push(piece);
    const lastBreak = piece.lastIndexOf('\n');
    line = lastBreak < 0 ? line + piece.length : piece.length - lastBreak - 1;
  };
  // Depth-first without recursion: each entry is a tree to open or the ')' closing one.
  const stack: (SgfTreeInput | null)[] = trees.slice().reverse();
  let depth = 0;
  while (stack.length > 0) {
    const tree = stack.pop();
    if (tree === undefined) break;
    if (tree === null) {
      put(')', false);
      depth--;
      if (depth === 0) {
        out.push('\n');
        line = 0;
      }
      continue;
    }
    depth++;
    put('(', true);
    tree.nodes.forEach((node, n) => {
      // The root's game-info goes on lines of its own; the moves start on the next line.
      if (n === 1 && depth === 1 && line > 0) {
        out.push('\n');
        line = 0;
      }
      const pieces = node.properties.map(({ id, values }) => {
        return `${id}${values.map((value) => `[${escapeSgfValue(value)}]`).join('')}`;
      });
      // A node's ';' stays on the line of its first property.
      pieces[0] = `;${pieces[0] ?? ''}`;
      for (const piece of pieces) put(piece, true);
    });
    stack.push(null);
    const children = tree.children ?? [];
    for (let c = children.length - 1; c >= 0; c--) stack.push(children[c]!);
  }
  return out.join('');
}
