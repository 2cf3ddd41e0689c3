import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { FundsTransferMessages as M, TwoFactorFreshMinutes } from '@hoa/domain';
import { badRequest, type AppError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { matchTotp } from './totp';
import { readUserTwoFactor } from './totp-keys';
import { twoFactorStatus } from './two-factor-authenticated';
import { recordWrongCode } from './wrong-code';

type VerifyCode = typeof contract.twoFactor.VerifyCode;

/** A wrong code is recorded, so its refusal is answered after the transaction commits. */
export type VerifyCodeOutcome = { verified: ResponseOf<VerifyCode> } | { refused: AppError };

/**
 * SmartBankingOnDemand/VerifyCode: a 6-digit code of the current step, or one either side, that
 * was not used before. The first good code completes enrolment; each makes this sign-in's second
 * factor fresh for TwoFactorFreshMinutes. Five wrong codes end the sign-in (recordWrongCode).
 */
export async function verifyCode(
  ctx: RequestContext,
  { body }: InputOf<VerifyCode>,
  nowSeconds: number = Date.now() / 1000,
): Promise<VerifyCodeOutcome> {
  const factor = await readUserTwoFactor(ctx);
  if (!factor) throw badRequest(M.notEnrolled);
  const step = await matchTotp(
    factor.secretBase32,
    body.twoFactor.replace(/\s/g, ''),
    nowSeconds,
    factor.lastStep,
  );
  if (step === null) return { refused: await recordWrongCode(ctx) };
  await ctx.tx.execute(
    sql`update user_two_factor set last_step = ${step}::bigint,
          enrolled_at = coalesce(enrolled_at, now())
        where user_id = ${ctx.user.userId}::bigint`,
  );
  await ctx.tx.execute(
    sql`insert into two_factor_verifications (token_hash, company_id, user_id, expires_at)
        values (${ctx.tokenHash}, ${ctx.user.companyId}::bigint, ${ctx.user.userId}::bigint,
                now() + make_interval(mins => ${TwoFactorFreshMinutes}::int))
        on conflict (token_hash) do update
          set verified_at = now(), expires_at = excluded.expires_at`,
  );
  return { verified: await twoFactorStatus(ctx) };
}
