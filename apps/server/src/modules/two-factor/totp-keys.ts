import { createHmac, randomBytes } from 'node:crypto';
import { queryRows, sql } from '@hoa/db';
import { base32Decode, type HmacSha1 } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { unseal } from '../direct-debit/index';

/** HMAC-SHA1 under a TOTP key (node:crypto), for the domain's TOTP functions. */
export const hmacSha1 =
  (key: Uint8Array): HmacSha1 =>
  (message) =>
    createHmac('sha1', key).update(message).digest();

/** A new 20-byte secret (RFC 4226's recommended length). */
export const newTotpKey = (): Buffer => randomBytes(20);

export interface UserTwoFactor {
  secretBase32: string;
  enrolled: boolean;
  lastStep: number | null;
}

/** The caller's authenticator, its secret unsealed; null when they never started enrolment. */
export async function readUserTwoFactor(ctx: RequestContext): Promise<UserTwoFactor | null> {
  const [row] = await queryRows<{ sealed: string; enrolled: boolean; last: number | null }>(
    ctx.tx,
    sql`select secret_sealed as sealed, enrolled_at is not null as enrolled,
               last_step::float8 as last
          from user_two_factor where user_id = ${ctx.user.userId}::bigint for update`,
  );
  if (!row) return null;
  return { secretBase32: unseal(row.sealed), enrolled: row.enrolled, lastStep: row.last };
}

export function keyOf(secretBase32: string): Uint8Array {
  const key = base32Decode(secretBase32);
  if (!key) throw new Error('A stored TOTP secret is not base32.');
  return key;
}
