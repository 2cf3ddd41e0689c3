import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { S3FileStore, type S3Settings } from './s3-file-store';

export type FileStoreConfig = { kind: 'local'; root: string } | ({ kind: 's3' } & S3Settings);

const s3Variables = {
  endpoint: 'S3_ENDPOINT',
  bucket: 'S3_BUCKET',
  accessKeyId: 'S3_ACCESS_KEY_ID',
  secretAccessKey: 'S3_SECRET_ACCESS_KEY',
  region: 'S3_REGION',
} as const satisfies Record<keyof S3Settings, string>;

/** S3-compatible when all five S3_* variables are set, else local disk under <dataDir>/files. */
export function readFileStoreConfig(env: NodeJS.ProcessEnv, dataDir: string): FileStoreConfig {
  const entries = Object.entries(s3Variables).map(
    ([field, name]) => [field, env[name] ?? ''] as const,
  );
  const missing = entries
    .filter(([, value]) => !value)
    .map(([field]) => s3Variables[field as keyof S3Settings]);
  if (missing.length === entries.length)
    return { kind: 'local', root: path.join(dataDir, 'files') };
  if (missing.length > 0) throw new Error(`S3 file storage needs ${missing.join(', ')} as well.`);
  const settings = Object.fromEntries(entries) as Record<keyof S3Settings, string>;
  return { kind: 's3', ...settings };
}

export function openFileStore(config: FileStoreConfig): FileStore {
  if (config.kind === 'local') return new LocalFileStore(config.root);
  return new S3FileStore(config);
}

/** The given store; for an app built without one (API tests), a temporary folder removed on close. */
export function storeOrTemporary(app: FastifyInstance, given: FileStore | undefined): FileStore {
  if (given) return given;
  const root = path.join(os.tmpdir(), `hoa-files-${randomUUID()}`);
  app.addHook('onClose', () => rm(root, { recursive: true, force: true }));
  return new LocalFileStore(root);
}
