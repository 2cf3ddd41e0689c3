import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PackageRenderJob } from './package-render-job';

/** Package files rendered in worker threads, a job at a time in each. */
export interface PackageRenderPool {
  /** How many worker threads render. */
  size: number;
  /** The file of one job, rendered by the next free worker. */
  render(job: PackageRenderJob): Promise<Buffer>;
}

interface OwnPool extends PackageRenderPool {
  /** Whether a worker has failed or the pool was closed. */
  broken(): boolean;
  /** Stops the workers (a job still rendering fails). */
  close(): Promise<void>;
}

/** As many workers as the machine has cores, at most 4 (the main thread reads the database). */
export function packageRenderThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

// In the built server the worker is dist/package-render-worker.js beside dist/main.js (build.mjs).
// From the sources (tests, tsx) it is TypeScript, imported once tsx is registered in the worker
// itself (on Node 20 a worker does not inherit the loader hooks).
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(
  fromSource ? './package-render-worker.ts' : './package-render-worker.js',
  import.meta.url,
);

function startWorker(): Worker {
  if (!fromSource) return new Worker(workerUrl);
  const tsxRoot = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = pathToFileURL(tsxRoot.replace(/package\.json$/, 'dist/esm/api/index.mjs')).href;
  const load = `import(${JSON.stringify(tsx)}).then((tsx) => {
    tsx.register();
    return import(${JSON.stringify(workerUrl.href)});
  })`;
  return new Worker(load, { eval: true });
}

type Answer = { ok: true; body: Uint8Array } | { ok: false; message: string };

/** Starts size workers. A worker that fails or stops breaks the pool: every later job fails. */
function openPackageRenderPool(size: number): OwnPool {
  const workers = Array.from({ length: size }, startWorker);
  const idle = [...workers];
  const waiting: { resolve: (w: Worker) => void; reject: (e: Error) => void }[] = [];
  let broken: Error | null = null;
  const breakPool = (error: Error) => {
    broken ??= error;
    for (const w of waiting.splice(0)) w.reject(error);
  };
  for (const worker of workers) {
    worker.on('error', breakPool).on('exit', () => breakPool(new Error('worker stopped')));
    // The workers never keep the process alive (an idle pool is closed anyway, below).
    worker.unref();
  }
  const take = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = idle.pop();
      if (broken) reject(broken);
      else if (worker) resolve(worker);
      else waiting.push({ resolve, reject });
    });
  const give = (worker: Worker) => {
    const next = waiting.shift();
    if (next) next.resolve(worker);
    else idle.push(worker);
  };
  const run = (worker: Worker, job: PackageRenderJob) =>
    new Promise<Buffer>((resolve, reject) => {
      const fail = (error: Error) => {
        off();
        breakPool(error);
        reject(error);
      };
      const onMessage = (answer: Answer) => {
        off();
        if (answer.ok)
          resolve(Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength));
        else reject(new Error(answer.message));
      };
      const onExit = (code: number) => fail(new Error(`package render worker stopped (${code})`));
      const off = () => {
        worker.off('message', onMessage).off('error', fail).off('exit', onExit);
      };
      worker.on('message', onMessage).on('error', fail).on('exit', onExit);
      worker.postMessage(job);
    });
  return {
    size,
    broken: () => broken !== null,
    async render(job) {
      const worker = await take();
      try {
        return await run(worker, job);
      } finally {
        if (!broken) give(worker);
      }
    },
    async close() {
      breakPool(new Error('package render pool closed'));
      for (const worker of workers) await worker.terminate();
    },
  };
}

/** How long the shared pool waits idle before its workers stop. */
const IdleMs = 60_000;

let shared: OwnPool | null = null;
let busy = 0;
let idleTimer: NodeJS.Timeout | null = null;

/**
 * The server's pool of packageRenderThreads() workers, shared by every render that uses it (so
 * that concurrent renders never take more threads): started on first use (a worker takes a moment
 * to load the renderers), kept while it is used, stopped after a minute idle, and started again
 * after a worker has failed.
 */
export function packageRenderPool(): PackageRenderPool {
  if (shared === null || shared.broken()) shared = openPackageRenderPool(packageRenderThreads());
  const pool = shared;
  return {
    size: pool.size,
    async render(job) {
      if (idleTimer) clearTimeout(idleTimer);
      busy++;
      try {
        return await pool.render(job);
      } finally {
        if (--busy === 0) {
          idleTimer = setTimeout(() => {
            if (shared === pool) shared = null;
            void pool.close();
          }, IdleMs).unref();
        }
      }
    },
  };
}
