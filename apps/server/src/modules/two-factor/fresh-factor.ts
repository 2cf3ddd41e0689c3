import { queryRows, sql } from '@hoa/db';

import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

/** Until when this sign-in's verified code counts, or null. */
export async function freshUntil(ctx: RequestContext): Promise<string | null> {
  const [row] = await queryRows<{ until: string }>(
    ctx.tx,
    sql`select expires_at::text as until from two_factor_verifications
         where token_hash = ${ctx.tokenHash} and user_id = ${ctx.user.userId}::bigint
           and expires_at > now()`,
  );
  return row?.until ?? null;
}

/** Refuses (403) a caller who has not verified a code on this sign-in recently. */
export async function requireFreshTwoFactor(ctx: RequestContext): Promise<void> {
  if ((await freshUntil(ctx)) === null) throw appError('TwoFactorRequired');
}
