import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  Mutex,
  PGlite,
  messages,
  protocol,
  type DebugLevel,
  type ExecProtocolOptions,
  type ExecProtocolResult,
  type Transaction,
} from '@electric-sql/pglite';
import { dbPackageRoot } from '../package-root';
import { pgliteParsers } from '../int8';

type BackendMessage = ExecProtocolResult['messages'][number];

/**
 * What PGlite's base class gives on top of execProtocol: query, exec and transaction with their
 * parsers and serializers, the same code the in-thread PGlite runs. The class is not exported by
 * name, so it is taken from PGlite's prototype chain.
 */
interface PGliteBase {
  query: PGlite['query'];
  exec: PGlite['exec'];
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  _initArrayTypes(): Promise<void>;
  parsers: PGlite['parsers'];
}
const PGliteBase = Object.getPrototypeOf(PGlite) as abstract new () => PGliteBase;

const workerUrl = pathToFileURL(path.join(dbPackageRoot, 'src/embedded/pglite-worker.mjs'));

interface Reply {
  id?: number;
  ready?: boolean;
  data?: ArrayBuffer | Uint8Array;
  error?: { message: string };
}

export interface PGliteThreadOptions {
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string;
  /** An in-memory database started from this image of a data folder. */
  image?: Blob;
}

/**
 * PGlite run in a worker thread (pglite-worker.mjs): a client with PGlite's query, exec,
 * transaction (with its mutex) and listen, for drizzle-orm/pglite and the rest of the code, whose
 * statements run off the main thread, so a long one leaves the event loop free. The wire-protocol
 * answers are parsed here as PGlite parses them in its own thread.
 */
export class PGliteThread extends PGliteBase {
  debug: DebugLevel = 0;
  readonly #worker: Worker;
  readonly #inMemory: boolean;
  readonly #calls = new Map<
    number,
    { resolve: (reply: Reply) => void; reject: (e: Error) => void }
  >();
  #nextCall = 0;
  #failure: Error | null = null;
  #parser = new protocol.Parser();
  readonly #queryMutex = new Mutex();
  readonly #transactionMutex = new Mutex();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();

  private constructor(worker: Worker, options: PGliteThreadOptions) {
    super();
    this.parsers = { ...this.parsers, ...pgliteParsers };
    this.#worker = worker;
    this.#inMemory = !options.dataDir;
    worker.on('message', (reply: Reply) => {
      const call = this.#calls.get(reply.id ?? -1);
      if (!call) return;
      this.#calls.delete(reply.id ?? -1);
      if (reply.error) call.reject(new Error(reply.error.message));
      else call.resolve(reply);
    });
    const fail = (error: Error) => {
      this.#failure ??= error;
      for (const call of this.#calls.values()) call.reject(error);
      this.#calls.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The embedded database stopped (exit ${code})`)));
  }

  /** Starts the worker and waits until its PGlite is ready. */
  static async open(options: PGliteThreadOptions): Promise<PGliteThread> {
    const image = options.image ? await options.image.arrayBuffer() : undefined;
    const { wasmModule, fsBundle } = await pgliteBinaries();
    const worker = new Worker(workerUrl, {
      workerData: { dataDir: options.dataDir, image, wasmModule, fsBundle },
      transferList: image ? [image] : [],
    });
    const ready = new Promise<void>((resolve, reject) => {
      worker.once('message', (reply: Reply) =>
        reply.ready ? resolve() : reject(new Error(reply.error?.message ?? 'PGlite did not start')),
      );
      worker.once('error', reject);
    });
    try {
      await ready;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    const client = new PGliteThread(worker, options);
    await client._initArrayTypes();
    return client;
  }

  #call(op: string, bytes?: Uint8Array, syncToFs?: boolean): Promise<Reply> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextCall++;
    return new Promise<Reply>((resolve, reject) => {
      this.#calls.set(id, { resolve, reject });
      const copy = bytes?.slice();
      this.#worker.postMessage({ id, op, bytes: copy, syncToFs }, copy ? [copy.buffer] : []);
    });
  }

  async execProtocolRaw(
    message: Uint8Array,
    { syncToFs = true }: ExecProtocolOptions = {},
  ): Promise<Uint8Array> {
    const reply = await this.#call('exec', message, syncToFs && !this.#inMemory);
    return reply.data instanceof Uint8Array
      ? reply.data
      : new Uint8Array(reply.data ?? new ArrayBuffer(0));
  }

  async execProtocol(
    message: Uint8Array,
    { syncToFs = true, throwOnError = true, onNotice }: ExecProtocolOptions = {},
  ): Promise<ExecProtocolResult> {
    const data = await this.execProtocolRaw(message, { syncToFs });
    const results: BackendMessage[] = [];
    const failed: { error?: InstanceType<typeof messages.DatabaseError> } = {};
    // As PGlite's own parse: the first error ends the answer; notifications reach the listeners.
    this.#parser.parse(data, (msg) => {
      if (failed.error) return;
      if (msg instanceof messages.DatabaseError) {
        if (throwOnError) failed.error = msg;
      } else if (msg instanceof messages.NoticeMessage) {
        onNotice?.(msg);
      } else if (msg instanceof messages.NotificationResponseMessage) {
        for (const listener of this.#listeners.get(msg.channel) ?? []) {
          queueMicrotask(() => listener(msg.payload));
        }
      }
      results.push(msg);
    });
    if (failed.error) {
      this.#parser = new protocol.Parser();
      throw failed.error;
    }
    return { messages: results, data };
  }

  async execProtocolStream(
    message: Uint8Array,
    options: ExecProtocolOptions = {},
  ): Promise<BackendMessage[]> {
    return (await this.execProtocol(message, options)).messages;
  }

  async syncToFs(): Promise<void> {
    if (!this.#inMemory) await this.#call('sync');
  }

  /** COPY to or from /dev/blob is not used by the app. */
  _handleBlob(blob?: Blob): Promise<void> {
    return blob
      ? Promise.reject(new Error('Blobs are not passed to the embedded database'))
      : Promise.resolve();
  }

  _getWrittenBlob(): Promise<Blob | undefined> {
    return Promise.resolve(undefined);
  }

  _cleanupBlob(): Promise<void> {
    return Promise.resolve();
  }

  _checkReady(): Promise<void> {
    return this.#failure ? Promise.reject(this.#failure) : Promise.resolve();
  }

  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queryMutex.runExclusive(fn);
  }

  async _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactionMutex.runExclusive(fn);
  }

  /** Calls onPayload with every NOTIFY on channel (a plain lower-case name) until stopped. */
  async listen(
    channel: string,
    onPayload: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    const listeners = this.#listeners.get(channel) ?? new Set();
    this.#listeners.set(channel, listeners);
    listeners.add(onPayload);
    await this.exec(`LISTEN ${channel}`);
    return async () => {
      listeners.delete(onPayload);
      if (listeners.size === 0) {
        this.#listeners.delete(channel);
        await this.exec(`UNLISTEN ${channel}`);
      }
    };
  }

  async close(): Promise<void> {
    try {
      if (!this.#failure) await this.#call('close');
    } finally {
      await this.#worker.terminate();
    }
  }
}

/** A compiled WebAssembly.Module (this package's TypeScript library has no WebAssembly types). */
type WasmModule = unknown;
const { WebAssembly: wasmApi } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };
};
let binaries: Promise<{ wasmModule: WasmModule; fsBundle: Uint8Array<ArrayBuffer> }> | undefined;

/**
 * PGlite's WebAssembly compiled once per process and its file bundle read once, handed to every
 * worker: a worker that loads them itself spends a second or more on each database it opens.
 */
export function pgliteBinaries(): Promise<{
  wasmModule: WasmModule;
  fsBundle: Uint8Array<ArrayBuffer>;
}> {
  binaries ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, fsBundle] = await Promise.all([
      readFile(path.join(dist, 'pglite.wasm')),
      readFile(path.join(dist, 'pglite.data')),
    ]);
    return { wasmModule: await wasmApi.compile(wasm), fsBundle: new Uint8Array(fsBundle) };
  })();
  return binaries;
}
