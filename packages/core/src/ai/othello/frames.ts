/**
 * The frames of the tree search: one entry per ply in each typed array, so that the search can
 * stop between two nodes and resume, and the constants shared by `node.ts` and `tree.ts`.
 */
import * as stack from './stack.ts';

const { MAX_PLY } = stack;

/** The move code of a pass. */
export const PASS = 64;
/**
 * Empty squares at and below which the exact search hands over to the JavaScript solver (the
 * WebAssembly one reaches further: `solve-end.ts`). A tree node costs about fifteen solver nodes;
 * 7 gave the best times on FFO #40-#42 (8 is close).
 */
export const SHALLOW = 7;

// Frame states.
export const ENTER = 0; // not yet looked at
export const NEXT_MOVE = 1; // moves listed; the next one is MOVE_INDEX
export const AFTER = 2; // the child of MOVE_INDEX has returned

// Values that are no scores: `enter` and `after` use them to steer the loop.
export const OPEN = 100000;
export const DESCEND = 100001;

// One frame per ply.
export const STATE = new Uint8Array(MAX_PLY); // ENTER, NEXT_MOVE or AFTER
export const EXACT = new Uint8Array(MAX_PLY); // 1 when searched to the end of the game
export const DEPTH = new Int32Array(MAX_PLY); // plies left before the evaluation (depth-limited)
export const EMPTIES = new Int32Array(MAX_PLY); // empty squares
export const PARITY = new Int32Array(MAX_PLY); // quadrant parity of the empty squares
export const ALPHA = new Int32Array(MAX_PLY); // lower window bound, raised as moves improve it
export const ALPHA0 = new Int32Array(MAX_PLY); // lower window bound as searched, for the table
export const BETA = new Int32Array(MAX_PLY); // upper window bound
export const BEST = new Int32Array(MAX_PLY); // best score so far
export const BEST_MOVE = new Int32Array(MAX_PLY); // move of the best score, NO_MOVE before any
export const COUNT = new Int32Array(MAX_PLY); // moves listed
export const REST = new Uint8Array(MAX_PLY); // 1 while only the table's move is listed
export const MOVE_INDEX = new Int32Array(MAX_PLY); // the move being searched
export const PROBE = new Uint8Array(MAX_PLY); // 1 while the child is a null-window probe
export const HASH = new Int32Array(MAX_PLY); // hash of the position

/** Score offset of each root move (index 64: pass) added before comparing: the levels' noise. */
export const ROOT_NOISE = new Int32Array(65);
