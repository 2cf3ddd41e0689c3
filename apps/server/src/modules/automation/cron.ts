import { Cron } from 'croner';

/**
 * An automation job's next run after `after` by its cron (five fields) on the time zone's clock
 * (its community's: '0 0 1 * *' is midnight of the 1st there), or null: none.
 */
export function nextCronRun(cron: string, after: Date, timeZone = 'UTC'): Date | null {
  return new Cron(cron, { timezone: timeZone, paused: true }).nextRun(after);
}

/**
 * When an active automation job runs next after `after`: by its cron on its community's clock,
 * from its start, until it expires.
 */
export function nextExecution(
  job: { cron: string; startDate: Date; expiresOn: Date | null },
  after: Date,
  timeZone: string,
): Date | null {
  const from = after < job.startDate ? new Date(job.startDate.getTime() - 1) : after;
  const next = nextCronRun(job.cron, from, timeZone);
  if (next === null || (job.expiresOn !== null && next > job.expiresOn)) return null;
  return next;
}

/** Whether a cron expression has five fields and is one croner reads. */
export function isCron(cron: string): boolean {
  if (cron.trim().split(/\s+/).length !== 5) return false;
  try {
    nextCronRun(cron, new Date());
    return true;
  } catch {
    return false;
  }
}
