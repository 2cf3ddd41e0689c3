import { auditLog, queryRows, setTenant, signInAttempts, sql, type Tx } from '@hoa/db';
import type { LastSignIn } from '@hoa/contract';
import { SignInFailureLimit, SignInWindowMinutes } from '@hoa/domain';

// Sign-in attempts are read and written under the sign-in lookup policy, before setTenant.

export type FailureReason = 'wrong password' | 'unknown user' | 'rate limited';

/** A refusal for being rate limited is recorded but not counted, so the wait does not grow. */
const rateLimited: FailureReason = 'rate limited';

/**
 * Seconds until another try is allowed, or null when it is allowed now: ten counted failures in
 * the window, per user name (since that user's last success) or per address, block until the
 * tenth most recent of them leaves the window. The user name is locked for the transaction so
 * that concurrent tries of one name are counted one after another.
 */
export async function signInRetryAfter(
  tx: Tx,
  userName: string,
  address: string,
): Promise<number | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${userName}`}))`);
  const window = sql`make_interval(mins => ${SignInWindowMinutes}::int)`;
  const [row] = await queryRows<{ wait: number | null }>(
    tx,
    sql`with by_name as (
          select a.attempted_at from sign_in_attempts a
          where a.user_name = ${userName} and not a.succeeded
            and a.reason is distinct from ${rateLimited} and a.attempted_at > now() - ${window}
            and a.attempted_at > coalesce((select max(s.attempted_at) from sign_in_attempts s
                                           where s.user_name = ${userName} and s.succeeded),
                                          '-infinity')
          order by a.attempted_at desc offset ${SignInFailureLimit - 1} limit 1
        ), by_address as (
          select a.attempted_at from sign_in_attempts a
          where a.address = ${address} and not a.succeeded
            and a.reason is distinct from ${rateLimited} and a.attempted_at > now() - ${window}
          order by a.attempted_at desc offset ${SignInFailureLimit - 1} limit 1
        )
        select ceil(extract(epoch from max(t.attempted_at) + ${window} - now()))::int as wait
        from (select attempted_at from by_name union all select attempted_at from by_address) t`,
  );
  const wait = row?.wait ?? null;
  return wait === null ? null : Math.max(1, wait);
}

export interface FailedSignIn {
  userName: string;
  address: string;
  /** The user of that name (active), when there is one. */
  user: { id: number; companyId: number } | undefined;
  reason: FailureReason;
}

/**
 * Records a failed sign-in, and for a known user also in their company's audit log (the name
 * tried, the address and the reason; never the password). Ends the sign-in lookup.
 */
export async function recordFailedSignIn(tx: Tx, failure: FailedSignIn): Promise<void> {
  const { userName, address, user, reason } = failure;
  await tx
    .insert(signInAttempts)
    .values({ userName, address, userId: user?.id ?? null, succeeded: false, reason });
  if (!user) return;
  await setTenant(tx, { companyId: user.companyId, userId: null });
  await tx.insert(auditLog).values({
    companyId: user.companyId,
    userId: user.id,
    tableName: 'sign_in_attempts',
    operation: 'LOGIN_FAIL',
    rowData: { userName, address, reason },
  });
}

/**
 * Records a successful sign-in and answers the one before it: when and from where, and how many
 * failed attempts on this user came since (all of them before a first success).
 */
export async function recordSuccessfulSignIn(
  tx: Tx,
  userName: string,
  address: string,
  userId: number,
): Promise<LastSignIn> {
  const [row] = await queryRows<{ at: string | null; address: string | null; failed: number }>(
    tx,
    sql`with previous as (
          select attempted_at, address from sign_in_attempts
          where user_id = ${userId}::bigint and succeeded
          order by attempted_at desc limit 1
        )
        select (select to_char(attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
                from previous) as at,
               (select address from previous) as address,
               (select count(*)::int from sign_in_attempts f
                where f.user_id = ${userId}::bigint and not f.succeeded
                  and f.attempted_at > coalesce((select attempted_at from previous), '-infinity'))
                 as failed`,
  );
  await tx.insert(signInAttempts).values({ userName, address, userId, succeeded: true });
  return {
    at: row?.at ?? null,
    address: row?.address ?? null,
    failedAttemptsSince: row?.failed ?? 0,
  };
}
