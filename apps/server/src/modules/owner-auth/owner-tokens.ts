import { createHash, randomBytes, randomInt } from 'node:crypto';
import { OwnerSessionHours, OwnerSessionIdleMinutes } from '@hoa/domain';

// An owner's session token is told apart from a staff one by its prefix: a back-office call given
// one answers 403 before it reads anything, and an owner call given a staff token the same.

export const OwnerTokenPrefix = 'own_';
export const ownerSessionMs = OwnerSessionHours * 60 * 60 * 1000;
export const ownerIdleMs = OwnerSessionIdleMinutes * 60 * 1000;

export function newOwnerToken(): string {
  return `${OwnerTokenPrefix}${randomBytes(32).toString('base64url')}`;
}

export function isOwnerToken(token: string): boolean {
  return token.startsWith(OwnerTokenPrefix);
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Letters and digits a reader does not confuse (no 0/O, 1/I/L). */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A registration code as printed on a letter: 12 characters in three groups, e.g. K7MD-Q2XP-9HBA. */
export function newRegistrationCode(): string {
  const chars = Array.from({ length: 12 }, () => codeAlphabet[randomInt(codeAlphabet.length)]);
  return [0, 4, 8].map((at) => chars.slice(at, at + 4).join('')).join('-');
}

/** A 6-digit code for an email (the registration's check, a password reset). */
export function newEmailCode(): string {
  return String(randomInt(1_000_000)).padStart(6, '0');
}
