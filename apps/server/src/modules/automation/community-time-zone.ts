import { agents, and, automationJobs, eq, jobSchedules, sql, type Tx } from '@hoa/db';
import { ianaTimeZoneOf } from '@hoa/domain';
import { idArray } from '../../sql/index';
import { nextExecution } from './cron';
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
 * The next runs of a community's running work computed again from now on its time zone's clock,
 * after the zone changed: its job schedules (enabled, not quarantined: workflow jobs and scheduled
 * reports alike) and its active automation jobs (their cron).
 */
export async function rescheduleCommunity(tx: Tx, communityAgentId: number): Promise<void> {
  const timeZone = await communityTimeZone(tx, communityAgentId);
  const now = new Date();
  const schedules = await tx
    .select()
    .from(jobSchedules)
    .where(
      and(
        eq(jobSchedules.communityAgentId, communityAgentId),
        eq(jobSchedules.enabled, true),
        eq(jobSchedules.isQuarantined, false),
      ),
    );
  await setNextRuns(
    tx,
    'job_schedules',
    'next_run_at',
    schedules.map((schedule) => [schedule.id, nextRunOf(timesOf(schedule), now, timeZone)]),
  );
  const jobs = await tx
    .select()
    .from(automationJobs)
    .where(
      and(eq(automationJobs.communityAgentId, communityAgentId), eq(automationJobs.isActive, true)),
    );
  await setNextRuns(
    tx,
    'automation_jobs',
    'next_execution_on',
    jobs.map((job) => [job.id, nextExecution(job, now, timeZone)]),
  );
}

/** One statement for them all: each row's id beside its next run (NULL once it has ended). */
async function setNextRuns(
  tx: Tx,
  table: 'job_schedules' | 'automation_jobs',
  column: 'next_run_at' | 'next_execution_on',
  nextRuns: [id: number, next: Date | null][],
): Promise<void> {
  if (nextRuns.length === 0) return;
  const times = nextRuns.map(([, next]) => next?.toISOString() ?? 'NULL');
  await tx.execute(
    sql`update ${sql.identifier(table)} t set ${sql.identifier(column)} = u.next_run
          from unnest(${idArray(nextRuns.map(([id]) => id))},
                      ${`{${times.join(',')}}`}::timestamptz[]) as u(id, next_run)
         where t.id = u.id`,
  );
}
