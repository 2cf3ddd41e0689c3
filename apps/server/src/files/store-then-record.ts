import type { FileStore } from './file-store';

/**
 * Stores a file, then runs the transaction that records it. If that fails the file is removed
 * again, so no row points at a missing file and no file outlives a failed request; the refusal is
 * what the caller needs, and a file left behind by a failed removal is harmless.
 */
export async function storeThenRecord<T>(
  files: FileStore,
  file: { storageKey: string; bytes: Uint8Array; contentType: string },
  record: () => Promise<T>,
): Promise<T> {
  await files.put(file.storageKey, file.bytes, file.contentType);
  try {
    return await record();
  } catch (error) {
    await files.delete(file.storageKey).catch(() => undefined);
    throw error;
  }
}
