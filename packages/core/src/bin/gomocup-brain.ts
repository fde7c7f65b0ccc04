#!/usr/bin/env node
// The Stonekit Gomocup brain as a command: the protocol of `../gomocup/brain.ts` on stdin and
// stdout, for Piskvork and the other tournament managers. From the published package:
//   npx stonekit-gomocup-brain        (or: node node_modules/@stonekit/core/dist/bin/gomocup-brain.js)
// From a checkout, without building:
//   npx tsx packages/core/src/bin/gomocup-brain.ts
import { createInterface } from 'node:readline';
import { GomocupBrain } from '../gomocup/brain.ts';

const brain = new GomocupBrain();
const input = createInterface({ input: process.stdin });
let work: Promise<void> = Promise.resolve();
input.on('line', (line) => {
  // END must be heard while a search runs: it stops the search, which then answers nothing, and
  // the brain exits once the commands before it are answered. Everything else waits its turn.
  if (line.trim().toUpperCase() === 'END') {
    brain.end();
    work = work.then(exit);
    return;
  }
  work = work.then(async () => {
    for (const answer of await brain.handle(line)) process.stdout.write(`${answer}\n`);
  });
});
input.on('close', () => {
  void work.then(exit);
});

/** Ends the process once everything written has reached the manager. */
function exit(): void {
  process.stdout.write('', () => process.exit(0));
}
