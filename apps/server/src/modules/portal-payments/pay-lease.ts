import { timingSafeEqual } from 'node:crypto';
import { queryRows, sql } from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import type { AppDeps } from '../../http/request-context';
import { appError } from '../../http/errors';
import type { Payer } from './payer';
import { signPayLease, type PayLeaseClaims } from './generate-pay-lease-token';

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/**
 * The claims of a payment link's token: an altered or foreign token is unknown (404), one past its
 * 15 minutes expired (400).
 */
export function readPayLeaseToken(token: string, now: number = Date.now()): PayLeaseClaims {
  const match = /^payl_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) throw appError('PayLeaseUnknown');
  const [, payload = '', signature = ''] = match;
  const expected = Buffer.from(signPayLease(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw appError('PayLeaseUnknown');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PayLeaseClaims;
  const good =
    isId(claims.companyId) &&
    isId(claims.ownerAgentId) &&
    isId(claims.communityAgentId) &&
    typeof claims.expiresAt === 'number';
  if (!good) throw appError('PayLeaseUnknown');
  if (claims.expiresAt <= now) throw appError('PayLeaseExpired');
  return claims;
}

/**
 * Runs work for the owner a payment link's token names, in one transaction of the token's company
 * (no one is signed in). A token whose owner is no longer its community's primary owner is unknown;
 * its expiry is judged at `now` (a request working in several transactions gives its arrival).
 */
export function onPayLease<T>(
  deps: AppDeps,
  token: string,
  work: (payer: Payer, lease: PayLeaseClaims) => Promise<T>,
  now: number = Date.now(),
): Promise<T> {
  const lease = readPayLeaseToken(token, now);
  return deps.database.withTenant({ companyId: lease.companyId, userId: null }, async (tx) => {
    const [owner] = await queryRows<{ id: number }>(
      tx,
      sql`select o.id from agents o left join agents p on p.id = o.parent_agent_id
           where o.id = ${lease.ownerAgentId} and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
             and not o.is_deleted
             and coalesce(o.community_agent_id, p.community_agent_id) = ${lease.communityAgentId}`,
    );
    if (!owner) throw appError('PayLeaseUnknown');
    return work(
      {
        tx,
        companyId: lease.companyId,
        ownerAgentId: lease.ownerAgentId,
        communityAgentId: lease.communityAgentId,
      },
      lease,
    );
  });
}
