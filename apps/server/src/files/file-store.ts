import type { Readable } from 'node:stream';

/**
 * Where attachment bytes live: local disk by default, an S3-compatible bucket when configured.
 * Keys are opaque paths made by newStorageKey; rows in the database point at them.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Writes the whole file; on return it is durable. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Streams a stored file; throws StoredFileMissing when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes a file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export class StoredFileMissing extends Error {
  constructor(readonly key: string) {
    super(`Stored file not found: ${key}`);
  }
}

const keyPattern = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** A fresh key under the company: <companyId>/<yyyy>/<mm>/<uuid>. */
export function newStorageKey(companyId: number, uuid: string, now: Date = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${companyId}/${now.getUTCFullYear()}/${month}/${uuid}`;
}

/** Keys never climb out of the store: lower-case segments of letters, digits and dashes only. */
export function assertStorageKey(key: string): void {
  if (!keyPattern.test(key)) throw new Error(`Bad storage key: ${key}`);
}

/** A stored file's whole content (files small enough to hold: templates, images, statements). */
export async function readStoredFile(files: FileStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await files.get(key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
