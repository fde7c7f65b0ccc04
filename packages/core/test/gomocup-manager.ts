// A stand-in for a Gomocup tournament manager (Piskvork): it runs a brain as a child process and
// talks the protocol to it. Used by the unit test (the brain from source) and by e2e/package (the
// brain as built).
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';

/** The brain as a child process, with a way to send a command and wait for answer lines. */
export class Manager {
  readonly child: ChildProcessWithoutNullStreams;
  readonly lines: string[] = []; // answer lines not yet taken
  #waiting: (() => void) | null = null;
  #buffer = '';

  /** Starts `node` with `args`: the script to run and the flags it needs. */
  constructor(args: readonly string[]) {
    this.child = spawn(process.execPath, args, { stdio: 'pipe' });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => {
      this.#buffer += chunk;
      const parts = this.#buffer.split('\n');
      this.#buffer = parts.pop()!;
      this.lines.push(...parts.map((part) => part.replace(/\r$/, '')));
      this.#waiting?.();
    });
  }

  /** Sends `commands` (one a line, CR LF as the manager does). */
  send(...commands: string[]): void {
    for (const command of commands) this.child.stdin.write(`${command}\r\n`);
  }

  /** The next answer line that is not a MESSAGE or DEBUG line. */
  async answer(timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = this.lines.shift();
      if (line !== undefined) {
        if (line.startsWith('MESSAGE') || line.startsWith('DEBUG')) continue;
        return line;
      }
      if (Date.now() > deadline) throw new Error('the brain did not answer');
      await new Promise<void>((resolve) => {
        this.#waiting = resolve;
        setTimeout(resolve, 50);
      });
    }
  }

  /** Sends a command and waits for its answer. */
  async ask(...commands: string[]): Promise<string> {
    this.send(...commands);
    return this.answer();
  }
}
