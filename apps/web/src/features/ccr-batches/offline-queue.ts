// The phone's queue of inspection entries not yet sent (IndexedDB, photos as blobs): an entry is
// kept here when it is saved and leaves once the server has it and its photos. Each entry and
// photo carries its key (a UUID), so sending one again is safe: the server answers what it made.
import { ApiError, contract } from '@hoa/contract';
import { api } from '../../app/api';
import { sendEntryPhoto, type PhotoFacts } from './ccr-batch-queries';

export interface QueuedPhoto extends PhotoFacts {
  file: Blob;
  fileName: string;
}

export interface QueuedEntry {
  ClientKey: string;
  CcrBatchId: number;
  PropertyAgentId: number;
  TopsCodeId: number;
  Description: string;
  Photos: QueuedPhoto[];
  QueuedAt: string;
}

const dbName = 'hoa-inspections';
const storeName = 'entries';

/** The queue's store, or null where the browser keeps no IndexedDB (then a memory queue). */
function openStore(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(dbName, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(storeName, { keyPath: 'ClientKey' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

const memory = new Map<string, QueuedEntry>();

async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest,
  fallback: () => T,
): Promise<T> {
  const db = await openStore();
  if (!db) return fallback();
  return new Promise<T>((resolve, reject) => {
    const request = work(db.transaction(storeName, mode).objectStore(storeName));
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error ?? new Error('The inspection queue failed'));
  }).finally(() => db.close());
}

export function putQueued(entry: QueuedEntry): Promise<unknown> {
  return withStore(
    'readwrite',
    (store) => store.put(entry),
    () => memory.set(entry.ClientKey, entry),
  );
}

export function removeQueued(clientKey: string): Promise<unknown> {
  return withStore(
    'readwrite',
    (store) => store.delete(clientKey),
    () => memory.delete(clientKey),
  );
}

/** The entries of a batch still to send, oldest first. */
export async function queuedOf(ccrBatchId: number): Promise<QueuedEntry[]> {
  const all = await withStore<QueuedEntry[]>(
    'readonly',
    (store) => store.getAll(),
    () => [...memory.values()],
  );
  return all
    .filter((entry) => entry.CcrBatchId === ccrBatchId)
    .sort((a, b) => a.QueuedAt.localeCompare(b.QueuedAt));
}

/** A refusal of the entry itself (not the network, the session or a busy server). */
export function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

/**
 * Sends one queued entry and its photos; it leaves the queue once all arrived. A refusal of the
 * server (4xx) is not retried: the entry leaves the queue and the refusal is thrown for the user.
 */
export async function sendQueued(entry: QueuedEntry): Promise<void> {
  try {
    const made = await api.call(contract.ccrBatches.AddCcrBatchEntry, {
      body: {
        CcrBatchId: entry.CcrBatchId,
        ClientKey: entry.ClientKey,
        PropertyAgentId: entry.PropertyAgentId,
        TopsCodeId: entry.TopsCodeId,
        Description: entry.Description,
      },
    });
    for (const photo of entry.Photos) {
      const { file, fileName, ...facts } = photo;
      await sendEntryPhoto(made.CcrBatchEntryId, file, fileName, facts);
    }
  } catch (error) {
    if (isRefusal(error)) await removeQueued(entry.ClientKey);
    throw error;
  }
  await removeQueued(entry.ClientKey);
}

/** A key for an entry or a photo. */
export function newClientKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
