import type { ScheduledReportJson } from '@hoa/contract';
import type { scheduledReports } from '@hoa/db';

type ScheduledReportRow = typeof scheduledReports.$inferSelect;

const iso = (t: Date | null) => (t === null ? null : t.toISOString());

/** A scheduled report as ScheduleReport answers it. */
export function scheduledReportJson(row: ScheduledReportRow): ScheduledReportJson {
  return {
    ScheduledReportId: row.id,
    reportName: row.reportName,
    ReportPackageId: row.reportPackageId,
    format: row.format,
    recipient: row.recipient,
    parameters: row.parameters as Record<string, unknown>,
    CommunityAgentId: row.communityAgentId,
    UserId: row.userId,
    schedule: {
      JobScheduleName: row.jobScheduleName,
      Frequency: row.frequency,
      Mask: row.mask,
      StartDateTime: row.startAt.toISOString(),
      EndDateTime: iso(row.endAt),
    },
    NextRunDateTime: iso(row.nextRunAt),
    LastRunDateTime: iso(row.lastRunAt),
    LastError: row.lastError,
  };
}
