import { queryRows, sql } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';
import { unseal } from '../direct-debit/index';

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
               last_step::int8 as last
          from user_two_factor where user_id = ${ctx.user.userId}::bigint for update`,
  );
  if (!row) return null;
  return { secretBase32: unseal(row.sealed), enrolled: row.enrolled, lastStep: row.last };
}
