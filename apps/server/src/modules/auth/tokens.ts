import { createHash, randomBytes } from 'node:crypto';

/** Tokens live 12 hours; only their SHA-256 is stored. */
export const tokenLifetimeMs = 12 * 60 * 60 * 1000;

/**
 * How often a session's last use is written: a minute, or a quarter of the idle time when that
 * is shorter, so a session in use never reaches its idle limit.
 */
export function idleRefreshMs(idleMs: number): number {
  return Math.min(60_000, idleMs / 4);
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
