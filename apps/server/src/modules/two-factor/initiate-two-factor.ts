import QRCode from 'qrcode';
import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { seal } from '../direct-debit/index';
import { requireFreshTwoFactor } from './fresh-factor';
import { newTotpSecret, totpUri } from './totp';
import { readUserTwoFactor } from './totp-keys';

type InitiateTwoFactor = typeof contract.twoFactor.InitiateTwoFactor;

/**
 * SmartBankingOnDemand/InitiateTwoFactor: an enrolled user (without Reset) is challenged for a
 * code from their authenticator. Otherwise (a reset needs a fresh code of the current one) a new
 * secret is made and kept sealed, and returned
 * with its otpauth:// URI and QR code; it becomes the user's factor when a code of it verifies.
 */
export async function initiateTwoFactor(
  ctx: RequestContext,
  { body }: InputOf<InitiateTwoFactor>,
): Promise<ResponseOf<InitiateTwoFactor>> {
  const current = await readUserTwoFactor(ctx);
  if (current?.enrolled && !body.Reset) {
    return { IsEnrolled: true, Secret: null, OtpauthUri: null, QrCodeDataUrl: null };
  }
  // Replacing an authenticator needs the one in use: a stolen sign-in cannot swap it.
  if (current?.enrolled) await requireFreshTwoFactor(ctx);
  const secret = newTotpSecret();
  await ctx.tx.execute(
    sql`insert into user_two_factor (user_id, company_id, secret_sealed)
        values (${ctx.user.userId}::bigint, ${ctx.user.companyId}::bigint, ${seal(secret)})
        on conflict (user_id) do update
          set secret_sealed = excluded.secret_sealed, enrolled_at = null, last_step = null,
              created_at = now()`,
  );
  await ctx.tx.execute(
    sql`delete from two_factor_verifications where user_id = ${ctx.user.userId}::bigint`,
  );
  const uri = totpUri(ctx.user.companyName || 'HOA Back Office', ctx.user.userName, secret);
  return {
    IsEnrolled: false,
    Secret: secret,
    OtpauthUri: uri,
    QrCodeDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 220 }),
  };
}
