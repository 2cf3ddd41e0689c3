import { createHmac } from 'node:crypto';
import { derivedKey } from '../direct-debit/index';
import type { RequestContext } from '../../http/request-context';
import { staffPayer } from './staff-payer';

// GeneratePayLeaseToken (spec 3): a short-lived signed token a payment page is opened with, naming
// the company and the owner who pays; only its signature and expiry make it good.

const lifetimeMs = 15 * 60 * 1000;
const prefix = 'payl_';
/** The token's signature of its payload. */
export const signPayLease = (payload: string) =>
  createHmac('sha256', derivedKey('pay-lease-token')).update(payload).digest('base64url');

export interface PayLeaseClaims {
  companyId: number;
  ownerAgentId: number;
  communityAgentId: number;
  expiresAt: number;
}

export async function generatePayLeaseToken(
  ctx: RequestContext,
  agentId: number,
  now: number = Date.now(),
): Promise<{ Token: string }> {
  const payer = await staffPayer(ctx, agentId);
  const lease: PayLeaseClaims = {
    companyId: payer.companyId,
    ownerAgentId: payer.ownerAgentId,
    communityAgentId: payer.communityAgentId,
    expiresAt: now + lifetimeMs,
  };
  const payload = Buffer.from(JSON.stringify(lease)).toString('base64url');
  return { Token: `${prefix}${payload}.${signPayLease(payload)}` };
}
