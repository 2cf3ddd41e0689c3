import { agents, and, eq, jobSchedules, sql, type Tx } from '@hoa/db';
import { ianaTimeZoneOf } from '@hoa/domain';
import { idArray } from '../../sql/index';
import { nextRunOf, timesOf } from './workflow-jobs';

/** The IANA zone of a community's TimeZoneId: the wall clock its job schedules run on. */
export async function communityTimeZone(tx: Tx, communityAgentId: number): Promise<string> {
  const [row] = await tx
    .select({ timeZoneId: agents.timeZoneId })
    .from(agents)
    .where(eq(agents.id, communityAgentId));
  return ianaTimeZoneOf(row?.timeZoneId ?? 0);
}

/**
 * The next runs of a community's running job schedules (enabled, not quarantined: workflow jobs
 * and scheduled reports alike) computed again from now on its time zone's clock, after the zone
 * changed.
 */
export async function rescheduleCommunity(tx: Tx, communityAgentId: number): Promise<void> {
  const timeZone = await communityTimeZone(tx, communityAgentId);
  const now = new Date();
  const live = await tx
    .select()
    .from(jobSchedules)
    .where(
      and(
        eq(jobSchedules.communityAgentId, communityAgentId),
        eq(jobSchedules.enabled, true),
        eq(jobSchedules.isQuarantined, false),
      ),
    );
  if (live.length === 0) return;
  // One statement for them all: each schedule's id beside its next run (NULL once it has ended).
  const nextRuns = live.map(
    (schedule) => nextRunOf(timesOf(schedule), now, timeZone)?.toISOString() ?? 'NULL',
  );
  await tx.execute(
    sql`update job_schedules s set next_run_at = u.next_run_at
          from unnest(${idArray(live.map((schedule) => schedule.id))},
                      ${`{${nextRuns.join(',')}}`}::timestamptz[]) as u(id, next_run_at)
         where s.id = u.id`,
  );
}
