import { auditLog, queryRows, setTenant, signInAttempts, sql, type Tx } from '@hoa/db';
import type { LastSignIn } from '@hoa/contract';
import { SignInFailureLimit, SignInWindowMinutes } from '@hoa/domain';
import { withKeyLookupPlan } from '../gl/index';

// Sign-in attempts are read and written under the sign-in lookup policy, before setTenant.

export type FailureReason = 'wrong password' | 'unknown user' | 'rate limited';

/** A refusal for being rate limited is recorded but not counted, so the wait does not grow. */
const rateLimited: FailureReason = 'rate limited';

/**
 * Locks a sign-in name for the transaction, for a caller that checks signInRetryAfter and records
 * its failure in the same transaction (a registration code's try): concurrent tries of the name
 * are then counted one after another. A password sign-in does not lock: its failure is recorded in
 * a second transaction, after the hash, so a lock on the first would order nothing, and it kept
 * one pooled connection per waiting try (50 sign-ins of one name at once held all ten, and every
 * other request of the process waited for a connection: p50 234 ms against 5 ms).
 */
export async function lockSignInName(tx: Tx, userName: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${userName}`}))`);
}

/**
 * Seconds until another try is allowed, or null when it is allowed now: ten counted failures in
 * the window, per user name (since that user's last success) or per address, block until the
 * tenth most recent of them leaves the window.
 */
export async function signInRetryAfter(
  tx: Tx,
  userName: string,
  address: string,
): Promise<number | null> {
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
  // By plain index scans: without statistics (a new table) the planner read all of the user's
  // successes through a bitmap and sorted them for the last one (6-15 ms at 9,000-12,000).
  const [row] = await withKeyLookupPlan(tx, () =>
    queryRows<{ at: string | null; address: string | null; failed: number }>(
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
    ),
  );
  await tx.insert(signInAttempts).values({ userName, address, userId, succeeded: true });
  return {
    at: row?.at ?? null,
    address: row?.address ?? null,
    failedAttemptsSince: row?.failed ?? 0,
  };
}
