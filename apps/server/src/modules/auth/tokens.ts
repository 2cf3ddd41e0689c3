import { createHash, randomBytes } from 'node:crypto';

/** Tokens live 12 hours; only their SHA-256 is stored. */
export const tokenLifetimeMs = 12 * 60 * 60 * 1000;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
