// Worker threads for long runs (batch, soak), driven from a synchronous main thread: the main thread
// sleeps on a shared counter that workers bump after each message, and collects the messages with
// receiveMessageOnPort. Each worker loads the TypeScript sources itself through tsx's API (the usual
// `execArgv: ['--import', 'tsx']` waits on the parent's event loop, which a sleeping parent never runs).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';

/** What a worker module exports under the given name: it gets its share and a way to send messages (it may be async). */
export type WorkerMain<S> = (share: S, post: (message: unknown) => void) => void | Promise<void>;

/** Stop waiting for workers that have said nothing for this long. */
const STALL_MS = 300_000;

/** tsx's ESM register API, found from the package itself (import.meta.resolve is not everywhere). */
function tsxApi(): string {
  const pkg = createRequire(import.meta.url).resolve('tsx/package.json');
  return pathToFileURL(join(dirname(pkg), 'dist', 'esm', 'api', 'index.mjs')).href;
}

const BOOT = `
const { workerData } = require('node:worker_threads');
const counter = new Int32Array(workerData.signal);
const post = (message) => { workerData.port.postMessage(message); Atomics.add(counter, 0, 1); Atomics.notify(counter, 0); };
import(workerData.tsx)
  .then((api) => { api.register(); return import(workerData.entry); })
  .then(async (mod) => { await mod[workerData.fn](workerData.share, post); post({ __done: true }); })
  .catch((e) => post({ __fatal: String((e && e.stack) || e) }));
`;

/**
 * Runs `fn` of module `entry` (a file URL) on one thread per share and hands every message to
 * `onMessage` as it arrives; returns when all have finished, throws if one fails to start or stalls.
 */
export function runThreads<S>(
  entry: string,
  fn: string,
  shares: readonly S[],
  onMessage: (message: unknown) => void,
): void {
  const signal = new SharedArrayBuffer(4);
  const counter = new Int32Array(signal);
  const tsx = tsxApi();
  const ports: MessagePort[] = [];
  const threads: Worker[] = [];
  for (const share of shares) {
    const ch = new MessageChannel();
    threads.push(
      new Worker(BOOT, {
        eval: true,
        workerData: { share, port: ch.port2, signal, tsx, entry, fn },
        transferList: [ch.port2],
      }),
    );
    ports.push(ch.port1);
  }
  let finished = 0;
  let seen = 0;
  let quietSince = Date.now();
  try {
    while (finished < shares.length) {
      Atomics.wait(counter, 0, seen, 250);
      seen = Atomics.load(counter, 0);
      let heard = false;
      for (const p of ports) {
        for (let m = receiveMessageOnPort(p); m; m = receiveMessageOnPort(p)) {
          heard = true;
          const msg = m.message as { __done?: boolean; __fatal?: string };
          if (msg && msg.__fatal) throw new Error(`worker thread failed: ${msg.__fatal.split('\n')[0]}`);
          if (msg && msg.__done) finished++;
          else onMessage(m.message);
        }
      }
      if (heard) quietSince = Date.now();
      else if (Date.now() - quietSince > STALL_MS)
        throw new Error(`no word from the worker threads for ${STALL_MS / 1000} s`);
    }
  } finally {
    for (const t of threads) void t.terminate();
    for (const p of ports) p.close();
  }
}

/** Run numbers 0..runs-1 dealt round `n` threads. */
export function dealRuns(runs: number, n: number): number[][] {
  return dealRange(0, runs, n);
}

/** Run numbers from..to-1 dealt round `n` threads. */
export function dealRange(from: number, to: number, n: number): number[][] {
  return Array.from({ length: n }, (_, k) =>
    Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i).filter((i) => (i - from) % n === k),
  );
}
