// The public reference data (perft counts, FFO endgames, Renju fixtures and VCF puzzles) lives in
// the shared folder beside the repository: ../shared/anchors/<game>/ from the workspace root.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The anchor folder of `game`. Walks up to the workspace root, so moving a file breaks nothing. */
export function anchorsDir(game: 'othello' | 'renju'): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no pnpm-workspace.yaml above ${import.meta.dirname}`);
    dir = parent;
  }
  return path.resolve(dir, '../shared/anchors', game);
}

/** The text of the anchor file `name` of `game`. */
export function readAnchor(game: 'othello' | 'renju', name: string): string {
  return readFileSync(path.join(anchorsDir(game), name), 'utf8');
}
