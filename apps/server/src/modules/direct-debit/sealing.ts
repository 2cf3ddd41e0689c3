import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../../config';

// Owners' bank account numbers are kept sealed with AES-256-GCM. The key: DIRECT_DEBIT_KEY (32
// bytes as 64 hex digits or base64), else a key file made in the data folder on first use.

const keyFileName = 'direct-debit.key';

/** The 32-byte key from the environment, or from (or newly written to) the data folder's key file. */
export function loadKey(env: NodeJS.ProcessEnv, dataDir: string): Buffer {
  const given = env.DIRECT_DEBIT_KEY?.trim();
  if (given) {
    const key = /^[0-9a-f]{64}$/i.test(given)
      ? Buffer.from(given, 'hex')
      : Buffer.from(given, 'base64');
    if (key.length !== 32)
      throw new Error('DIRECT_DEBIT_KEY must be 32 bytes (64 hex digits or base64).');
    return key;
  }
  const file = path.join(dataDir, keyFileName);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key.`);
  return key;
}

let cached: Buffer | null = null;
const key = () => (cached ??= loadKey(process.env, readConfig(process.env).dataDir));

/** base64 of iv (12) + tag (16) + ciphertext. */
export function seal(plain: string, withKey: Buffer = key()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', withKey, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function unseal(sealed: string, withKey: Buffer = key()): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', withKey, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** A 32-byte key for one purpose (e.g. signing pay tokens), derived from the sealing key. */
export function derivedKey(purpose: string, withKey: Buffer = key()): Buffer {
  return createHmac('sha256', withKey).update(purpose).digest();
}
