// The embedded PostgreSQL (PGlite) in a worker thread: a statement runs here, so the server's main
// thread keeps answering while it does. The main side (pglite-thread.ts) sends wire-protocol
// messages and parses the answers; this side only runs them. Plain JavaScript: a worker thread
// starts without the TypeScript loader of the main thread.
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** A copy that owns its buffer, to be transferred to the main thread without copying again. */
const own = (bytes) =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();

const { dataDir, image, wasmModule, fsBundle } = workerData;
const options = {
  extensions: { pg_trgm },
  loadDataDir: image ? new Blob([image]) : undefined,
  wasmModule,
  fsBundle: new Blob([fsBundle]),
};
let db;
try {
  db = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await db.waitReady;
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: { message: String(error?.message ?? error) } });
}

const ops = {
  exec: async ({ bytes, syncToFs }) => {
    const data = own(await db.execProtocolRaw(bytes, { syncToFs }));
    return { data, transfer: [data.buffer] };
  },
  sync: async () => {
    await db.syncToFs();
    return {};
  },
  close: async () => {
    await db.close();
    return {};
  },
};

// One message at a time, in order: the main side already serialises statements with PGlite's
// mutexes, and a close must come after what was sent before it.
let queue = Promise.resolve();
parentPort.on('message', (message) => {
  queue = queue.then(async () => {
    try {
      const { data, transfer } = await ops[message.op](message);
      parentPort.postMessage({ id: message.id, data }, transfer ?? []);
    } catch (error) {
      parentPort.postMessage({
        id: message.id,
        error: { message: String(error?.message ?? error) },
      });
    }
  });
});
