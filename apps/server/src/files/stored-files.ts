import type { FileStore } from './file-store';

/**
 * The file store as a use case writes to it inside its transaction (a letter it makes): the files
 * it stored are removed again when the use case fails (withStoredFiles), so no file outlives a
 * rolled-back request.
 */
export interface StoredFiles {
  files: FileStore;
  /** The keys stored so far. */
  stored: string[];
}

/** Stores a file and remembers it, to be removed if the work fails. */
export async function storeFile(
  store: StoredFiles,
  file: { storageKey: string; bytes: Uint8Array; contentType: string },
): Promise<void> {
  await store.files.put(file.storageKey, file.bytes, file.contentType);
  store.stored.push(file.storageKey);
}

/** Runs work that may store files, removing what it stored if it fails. */
export async function withStoredFiles<T>(
  files: FileStore,
  work: (store: StoredFiles) => Promise<T>,
): Promise<T> {
  const store: StoredFiles = { files, stored: [] };
  try {
    return await work(store);
  } catch (error) {
    await Promise.all(store.stored.map((key) => files.delete(key).catch(() => undefined)));
    throw error;
  }
}
