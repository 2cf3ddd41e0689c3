import { queryRows, sql } from '@hoa/db';
import { FundsTransferMessages, TwoFactorFailureLimit } from '@hoa/domain';
import { type AppError, appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { forgetSession } from '../auth/index';

/**
 * Records a wrong code of this sign-in and answers the refusal. The fifth wrong code since the
 * sign-in's last good one ends the sign-in: its token is revoked, an enrolment in progress is
 * void, and the user must sign in again before another try.
 */
export async function recordWrongCode(ctx: RequestContext): Promise<AppError> {
  const { tx, tokenHash, user } = ctx;
  const [row] = await queryRows<{ failures: number }>(
    tx,
    sql`with added as (
          insert into two_factor_failures (company_id, user_id, token_hash)
          values (${user.companyId}::bigint, ${user.userId}::bigint, ${tokenHash})
        )
        select 1 + count(*)::int as failures from two_factor_failures f
        where f.token_hash = ${tokenHash}
          and f.failed_at > coalesce((select v.verified_at from two_factor_verifications v
                                      where v.token_hash = ${tokenHash}), '-infinity')`,
  );
  if ((row?.failures ?? 0) < TwoFactorFailureLimit)
    return badRequest(FundsTransferMessages.badCode);
  await tx.execute(
    sql`update auth_tokens set revoked_at = now()
        where token_hash = ${tokenHash} and revoked_at is null`,
  );
  await tx.execute(sql`delete from two_factor_verifications where token_hash = ${tokenHash}`);
  await tx.execute(
    sql`delete from user_two_factor where user_id = ${user.userId}::bigint and enrolled_at is null`,
  );
  forgetSession(tokenHash);
  return appError('TwoFactorLockedOut');
}
