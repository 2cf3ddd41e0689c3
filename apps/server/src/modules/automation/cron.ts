import { Cron } from 'croner';

/**
 * An automation job's next run after `after` by its cron (five fields) on the time zone's clock
 * (its community's: '0 0 1 * *' is midnight of the 1st there), or null: none.
 */
export function nextCronRun(cron: string, after: Date, timeZone = 'UTC'): Date | null {
  return new Cron(cron, { timezone: timeZone, paused: true }).nextRun(after);
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
