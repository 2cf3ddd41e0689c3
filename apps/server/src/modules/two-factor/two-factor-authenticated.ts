import { queryRows, sql } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { freshUntil } from './fresh-factor';

type TwoFactorAuthenticated = typeof contract.twoFactor.TwoFactorAuthenticated;

/**
 * SmartBankingOnDemand/TwoFactorAuthenticated: whether this sign-in verified a code recently.
 * A user's own second factor needs no claim.
 */
export async function twoFactorStatus(
  ctx: RequestContext,
): Promise<ResponseOf<TwoFactorAuthenticated>> {
  const [row] = await queryRows<{ enrolled: boolean }>(
    ctx.tx,
    sql`select enrolled_at is not null as enrolled from user_two_factor
         where user_id = ${ctx.user.userId}::bigint`,
  );
  const until = await freshUntil(ctx);
  return {
    TwoFactorAuthenticated: until !== null,
    IsEnrolled: row?.enrolled ?? false,
    ExpiresAt: until,
  };
}
