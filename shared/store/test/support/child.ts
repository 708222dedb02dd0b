/**
 * A store client in a separate OS process (test/fixtures/store-child.mjs, running the compiled
 * dist). The child speaks line by line on stdout; tests wait on those lines, never on time.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StoreLocation } from './engines.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CHILD_SCRIPT = path.join(HERE, '..', 'fixtures', 'store-child.mjs');
const BUILT_ENTRY = path.join(HERE, '..', '..', 'dist', 'open-store.js');

/** Starting node processes on a loaded 2-core machine takes seconds; jest's default is 5. */
export const PROCESS_TEST_TIMEOUT_MS = 60_000;

export type ChildMode = 'durability' | 'claim' | 'count';

export interface ChildArgs extends StoreLocation {
  collection?: string;
  counterKey?: string;
  increments?: number;
}

interface Waiter {
  predicate: (lines: readonly string[]) => boolean;
  resolve: () => void;
  reject: (error: Error) => void;
}

/** A running child process and the lines it has printed so far. */
export class StoreChild {
  readonly lines: string[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly child: ChildProcessWithoutNullStreams;
  private waiters: Waiter[] = [];
  private stderr = '';
  private partial = '';

  constructor(mode: ChildMode, args: ChildArgs) {
    if (!existsSync(BUILT_ENTRY)) {
      throw new Error('The store is not built: run `npx tsc -b shared/store` (pnpm test builds).');
    }
    this.child = spawn(process.execPath, [CHILD_SCRIPT, mode, JSON.stringify(args)], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stdout.setEncoding('utf8').on('data', (chunk: string) => this.onData(chunk));
    this.child.stderr.setEncoding('utf8').on('data', (chunk: string) => (this.stderr += chunk));
    this.exited = new Promise((resolve) => {
      // 'close', not 'exit': only then has everything the child printed been read.
      this.child.on('close', (code, signal) => {
        const error = new Error(
          `store child exited (code ${code}, signal ${signal}) before the awaited output.\n` +
            `stdout: ${this.lines.slice(-5).join(' | ')}\nstderr: ${this.stderr}`,
        );
        for (const waiter of this.waiters) waiter.reject(error);
        this.waiters = [];
        resolve({ code, signal });
      });
    });
  }

  /** Resolves once the printed lines satisfy `predicate` (checked after every new line). */
  waitFor(predicate: (lines: readonly string[]) => boolean): Promise<void> {
    if (predicate(this.lines)) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ predicate, resolve, reject }));
  }

  /** Resolves once a line equal to `line` has been printed. */
  waitForLine(line: string): Promise<void> {
    return this.waitFor((lines) => lines.includes(line));
  }

  /** Writes one line to the child's stdin. */
  send(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }

  /** Kills the child unless it has exited already, and waits for it to be gone. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  kill(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  private onData(chunk: string): void {
    const pieces = (this.partial + chunk).split('\n');
    this.partial = pieces.pop() ?? '';
    for (const line of pieces) {
      this.lines.push(line);
      // A waiter may kill the child; only the lines seen up to that moment count for it.
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.predicate(this.lines)) return true;
        waiter.resolve();
        return false;
      });
    }
  }
}

/**
 * The children a test file starts. `stopAll` in afterEach makes sure none survives a failed or
 * timed-out test (the test's own cleanup never runs when jest abandons it).
 */
export class ChildGroup {
  private readonly children: StoreChild[] = [];

  /** Starts a child in this group. */
  start(mode: ChildMode, args: ChildArgs): StoreChild {
    const child = new StoreChild(mode, args);
    this.children.push(child);
    return child;
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.children.splice(0).map((child) => child.stop()));
  }
}

/** The payloads of lines `<tag> <payload>` printed by a child. */
export function payloads(lines: readonly string[], tag: string): string[] {
  return lines
    .filter((line) => line.startsWith(`${tag} `))
    .map((line) => line.slice(tag.length + 1));
}
