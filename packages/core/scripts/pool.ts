// Runs a script's work items over several processes, resumably: item ids 0 to `items - 1`, each
// process taking every n-th id and appending one JSON line per item (with its `id`) to its own
// file `<prefix>-<process>.jsonl` in `dir`. A run started again skips the ids already written,
// and the first process prints the rate as it goes. The script calls `runPool` at the top level;
// the processes it forks run the same script, with the same arguments, and so call it too.
// (Processes rather than worker threads: tsx's loader does not reach threads on Node 20.)
import { fork } from 'node:child_process';
import { appendFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const JOB = 'STONEKIT_POOL_JOB'; // set in the forked processes: which of them this is

export interface Pool {
  readonly dir: string; // where the files go
  readonly prefix: string; // file name before `-<process>.jsonl`
  readonly items: number; // ids 0 to items - 1
  readonly workers: number; // processes
  readonly skip?: (id: number) => boolean; // ids with nothing to do
  readonly make: (id: number) => Promise<string | null>; // the item's JSON line, or null for none
}

/** Reads the JSON lines of every `<prefix>-*.jsonl` in `dir`. */
export function readLines<T>(dir: string, prefix: string): T[] {
  const lines: T[] = [];
  const name = new RegExp(`^${prefix}-\\d+\\.jsonl$`);
  for (const file of readdirSync(dir).filter((f) => name.test(f))) {
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      // A process killed while writing leaves half a line: that item is made again.
      try {
        lines.push(JSON.parse(line) as T);
      } catch {}
    }
  }
  return lines;
}

export async function runPool(pool: Pool): Promise<void> {
  const job = process.env[JOB];
  if (job !== undefined) {
    await work(pool, Number(job));
    process.disconnect?.();
    return;
  }
  mkdirSync(pool.dir, { recursive: true });
  const done = new Set(readLines<{ id: number }>(pool.dir, pool.prefix).map((line) => line.id));
  let todo = 0;
  for (let id = 0; id < pool.items; id++) if (!done.has(id) && pool.skip?.(id) !== true) todo++;
  console.error(
    `${done.size} ${pool.prefix} lines in ${pool.dir}; ${todo} to make on ${pool.workers} processes`,
  );
  const started = Date.now();
  let made = 0;
  const children = [];
  for (let worker = 0; worker < pool.workers; worker++) {
    const child = fork(process.argv[1]!, process.argv.slice(2), {
      env: { ...process.env, [JOB]: String(worker) },
    });
    child.on('message', () => {
      made++;
      if (made % 50 === 0 || made === todo) {
        const perHour = Math.round((made / (Date.now() - started)) * 3_600_000);
        console.error(`${made}/${todo} made, ${perHour}/hour`);
      }
    });
    children.push(new Promise((resolve) => child.on('exit', resolve)));
  }
  await Promise.all(children);
}

async function work(pool: Pool, worker: number): Promise<void> {
  const file = path.join(pool.dir, `${pool.prefix}-${worker}.jsonl`);
  const done = new Set(readLines<{ id: number }>(pool.dir, pool.prefix).map((line) => line.id));
  for (let id = worker; id < pool.items; id += pool.workers) {
    if (done.has(id) || pool.skip?.(id) === true) continue;
    const line = await pool.make(id);
    if (line !== null) appendFileSync(file, `${line}\n`);
    process.send?.(id);
  }
}
