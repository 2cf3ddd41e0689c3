import { randomUUID } from 'node:crypto';
import { and, eq, queryRows, scheduledReports, sql, type Database, type Tx } from '@hoa/db';
import { nextScheduleRun, type ScheduleFrequencyCode } from '@hoa/domain';
import type { RenderedDocument, ReportFormat } from '../../documents/index';
import { newStorageKey, type FileStore } from '../../files/file-store';
import { AppError, unauthorized } from '../../http/errors';
import { loadSession } from '../auth/index';
import { queueMail } from '../mail/index';
import { renderCatalogReport, type RunAsCaller } from './render-catalog-report';

export interface ScheduledReportRun {
  /** Scheduled reports found due. */
  due: number;
  /** Mailed to their recipient. */
  sent: number;
  /** Refused to their user at run time (no access any more, a parameter that no longer fits): recorded, nothing sent. */
  refused: number;
  /** Runs that failed otherwise: tried again on the next run. */
  failures: { scheduledReportId: number; message: string }[];
}

type ScheduledReportRow = typeof scheduledReports.$inferSelect;

/** A due schedule's file, rendered as its user (a catalogue report's; a package's, by start-jobs). */
export type RenderScheduled = (
  asUser: RunAsCaller,
  schedule: ScheduledReportRow,
) => Promise<RenderedDocument>;

/** A scheduled catalogue report rendered by name, as ScheduleReport saved it. */
export const renderScheduledReport: RenderScheduled = (asUser, schedule) =>
  renderCatalogReport(asUser, {
    name: schedule.reportName,
    format: schedule.format as ReportFormat,
    params: schedule.parameters as Record<string, unknown>,
    target: { communityAgentId: schedule.communityAgentId },
  });

/**
 * The scheduled reports' runner (every 5 minutes, jobs/start-jobs.ts): the schedules due at asOf
 * are found across companies in one read through the scheduler policy; each is rendered as the
 * user who scheduled it, with their access at run time, and mailed to its recipient through the
 * outbox with the file attached, and its next run is set after asOf (a one-time schedule runs
 * once). A refusal (the user lost the report's claim or the community) is recorded on the
 * schedule instead of a mail; one schedule's failure leaves the others done.
 */
export async function runScheduledReports(
  database: Database,
  files: FileStore,
  asOf: Date,
  render: RenderScheduled = renderScheduledReport,
): Promise<ScheduledReportRun> {
  const due = await database.withScheduler((tx) =>
    queryRows<{ id: number; companyId: number }>(
      tx,
      sql`select id::int8 as id, company_id::int8 as "companyId" from scheduled_reports
           where next_run_at <= ${asOf.toISOString()}::timestamptz order by next_run_at, id`,
    ),
  );
  const run: ScheduledReportRun = { due: due.length, sent: 0, refused: 0, failures: [] };
  for (const { id, companyId } of due) {
    try {
      run[await runScheduledReport(database, files, render, companyId, id, asOf)] += 1;
    } catch (error) {
      run.failures.push({
        scheduledReportId: id,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return run;
}

/** One due schedule's run: rendered and mailed, or its refusal recorded; its next run set. */
export async function runScheduledReport(
  database: Database,
  files: FileStore,
  render: RenderScheduled,
  companyId: number,
  id: number,
  asOf: Date,
): Promise<'sent' | 'refused'> {
  const system = { companyId, userId: null };
  const [schedule] = await database.withTenant(system, (tx) =>
    tx.select().from(scheduledReports).where(eq(scheduledReports.id, id)),
  );
  if (!schedule) throw new Error('The scheduled report is gone.');
  const asUser: RunAsCaller = (work) =>
    database.withTenant({ companyId, userId: schedule.userId }, async (tx) => {
      const user = await loadSession(tx, schedule.userId);
      if (!user) throw unauthorized();
      return work({ tx, user, tokenHash: '' });
    });
  let file;
  try {
    file = await render(asUser, schedule);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await database.withTenant(system, (tx) => advance(tx, schedule, asOf, error.message));
    return 'refused';
  }
  const storageKey = newStorageKey(companyId, randomUUID());
  await files.put(storageKey, file.body, file.contentType);
  await database.withTenant(system, async (tx) => {
    await advance(tx, schedule, asOf, null);
    await queueMail(tx, companyId, schedule.userId, [
      {
        toAddress: schedule.recipient,
        toUserId: null,
        kind: 'scheduled-report',
        subject: schedule.jobScheduleName,
        body: `The scheduled report '${schedule.jobScheduleName}' is attached.`,
        attachments: [{ storageKey, fileName: file.fileName, contentType: file.contentType }],
      },
    ]);
  });
  return 'sent';
}

/**
 * The schedule's run recorded and its next run set after asOf; refused if another run has moved it
 * since it was read (the mail queued with it is then rolled back).
 */
async function advance(tx: Tx, schedule: ScheduledReportRow, asOf: Date, lastError: string | null) {
  const times = {
    frequency: schedule.frequency as ScheduleFrequencyCode,
    mask: schedule.mask,
    startAt: schedule.startAt,
    endAt: schedule.endAt,
  };
  const moved = await tx
    .update(scheduledReports)
    .set({ nextRunAt: nextScheduleRun(times, asOf), lastRunAt: asOf, lastError })
    .where(
      and(
        eq(scheduledReports.id, schedule.id),
        eq(scheduledReports.nextRunAt, schedule.nextRunAt ?? asOf),
      ),
    )
    .returning({ id: scheduledReports.id });
  if (moved.length === 0) throw new Error('The scheduled report has run since it was found.');
}
