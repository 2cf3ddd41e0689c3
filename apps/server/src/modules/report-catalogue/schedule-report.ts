import type {
  contract,
  InputOf,
  ResponseOf,
  ScheduledReportJson,
  ReportSchedule,
} from '@hoa/contract';
import { scheduledReports } from '@hoa/db';
import { JobScheduleMessages, nextScheduleRun } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { checkCatalogReport } from './render-catalog-report';
import { scheduledReportJson } from './scheduled-report-json';

type ScheduleReport = typeof contract.reportCatalogue.ScheduleReport;

/** A schedule's moment: its date and time, else its date's start (UTC) or end, else none. */
function momentOf(
  dateTime: string | null | undefined,
  date: string | null | undefined,
  end: boolean,
) {
  if (dateTime) return new Date(dateTime);
  if (date) return new Date(`${date}T${end ? '23:59:59.999' : '00:00:00.000'}Z`);
  return null;
}

/**
 * POST /api/Report/ScheduleReport: one community's catalogue report scheduled to be mailed to a
 * recipient (spec 3 §7). The report's name and parameters are checked against the catalogue, and
 * the caller needs read access to its claim and the community on their list, as a render does;
 * it runs as the caller (runScheduledReports), first at the schedule's first run.
 */
export async function scheduleReport(
  ctx: RequestContext,
  input: InputOf<ScheduleReport>,
): Promise<ResponseOf<ScheduleReport>> {
  const body = input.body;
  await checkCatalogReport(ctx, body.reportName, body.parameters, {
    communityAgentId: body.CommunityAgentId,
  });
  return saveSchedule(ctx, {
    communityAgentId: body.CommunityAgentId,
    reportName: body.reportName,
    reportPackageId: null,
    format: body.format,
    recipient: body.recipient,
    parameters: body.parameters,
    schedule: body.schedule,
  });
}

/** What a schedule runs (a report's, or a package's as the package scheduler saves it) and when. */
export interface ScheduleValues {
  communityAgentId: number;
  reportName: string;
  reportPackageId: number | null;
  format: number;
  recipient: string;
  parameters: Record<string, unknown>;
  schedule: ReportSchedule;
}

/**
 * A checked render saved as the caller's schedule: its start, end and first run (refused when it
 * ends before it starts or never runs); runScheduledReports runs it as the caller.
 */
export async function saveSchedule(
  ctx: RequestContext,
  values: ScheduleValues,
): Promise<ScheduledReportJson> {
  const s = values.schedule;
  const startAt = momentOf(s.StartDateTime, s.StartDate, false) ?? new Date();
  const endAt = momentOf(s.EndDateTime, s.EndDate, true);
  if (endAt !== null && endAt < startAt) throw badRequest(JobScheduleMessages.endBeforeStart);
  const times = { frequency: s.Frequency, mask: s.Mask, startAt, endAt };
  const nextRunAt = nextScheduleRun(times, null);
  if (nextRunAt === null) throw badRequest(JobScheduleMessages.noRun);
  const [row] = await ctx.tx
    .insert(scheduledReports)
    .values({
      companyId: ctx.user.companyId,
      userId: ctx.user.userId,
      communityAgentId: values.communityAgentId,
      reportName: values.reportName,
      reportPackageId: values.reportPackageId,
      format: values.format,
      recipient: values.recipient,
      parameters: values.parameters,
      jobScheduleName: s.JobScheduleName,
      ...times,
      nextRunAt,
    })
    .returning();
  if (!row) throw new Error('The scheduled report was not saved.');
  return scheduledReportJson(row);
}
