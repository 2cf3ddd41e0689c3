import type { Database } from '@hoa/db';
import { automationJobRunKey, jobRunKey } from '@hoa/domain';
import type { FileStore } from '../files/file-store';
import { AutomationRunQueue, dueRuns, runDue, type DueRun } from '../modules/automation/index';
import { stableJobId } from './job-runner';
import type { Jobs } from './types';

/**
 * Job schedules run when due (issue 25 item 4): every minute the due runs are queued, fair by
 * company (dueRuns), each with the job id of its run key, so a run queued twice (two processes,
 * the next minute while it waits) is one job; the worker runs each from where it stands, so a run
 * retried after a crash, or after a failure and its backoff, posts nothing twice.
 */
export async function startAutomationRuns(
  database: Database,
  jobs: Jobs,
  files: FileStore,
): Promise<void> {
  await jobs.work<DueRun>(AutomationRunQueue, (data) => runDue({ database, files }, data));
  await jobs.registerCron({
    name: 'automation-dispatch',
    pattern: '* * * * *',
    run: async (db, asOf) => {
      const due = await dueRuns(db, asOf);
      for (const [index, run] of due.entries()) {
        const at = new Date(run.scheduledFor);
        const key =
          run.jobScheduleId !== null
            ? jobRunKey(run.jobScheduleId, at)
            : automationJobRunKey(run.automationJobId ?? 0, at);
        // A failed run's retry is a new job (its failures in a row tell the attempts apart).
        await jobs.send(AutomationRunQueue, run, {
          id: stableJobId(`${AutomationRunQueue}@${key}#${run.failures}`),
          priority: Math.max(0, due.length - index),
        });
      }
      return due.length;
    },
  });
}
