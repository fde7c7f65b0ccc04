// Copies every stylesheet of a package's sources into its build, keeping their paths, so that
// `styles.css` and the files it imports (`shared/clock/clock.css`, …) ship side by side.
// Usage: node copy-css.mjs <from> <to>
import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const [from, to] = process.argv.slice(2);
if (from === undefined || to === undefined) {
  console.error('Usage: node copy-css.mjs <from> <to>');
  process.exit(2);
}
for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
  if (entry.isFile() && entry.name.endsWith('.css')) {
    const path = join(entry.parentPath, entry.name);
    cpSync(path, join(to, path.slice(from.length)));
  }
}
