import { Cron } from 'croner';

/** An automation job's next run after `after` by its cron (five fields, UTC), or null: none. */
export function nextCronRun(cron: string, after: Date): Date | null {
  return new Cron(cron, { timezone: 'UTC', paused: true }).nextRun(after);
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
