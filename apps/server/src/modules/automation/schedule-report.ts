import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { JobId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { checkCatalogReport } from '../report-catalogue/index';
import { saveScheduledReport } from './scheduled-reports';

type ScheduleReport = typeof contract.reportCatalogue.ScheduleReport;

/**
 * POST /api/Report/ScheduleReport: one community's catalogue report scheduled to be mailed to a
 * recipient (spec 3 §7), saved as a job schedule of job 1 (Reports) outside any workflow. The
 * report's name and parameters are checked against the catalogue, and the caller needs read
 * access to its claim and the community on their list, as a render does; the automation runner
 * runs it as the caller, first at the schedule's first run.
 */
export async function scheduleReport(
  ctx: RequestContext,
  input: InputOf<ScheduleReport>,
): Promise<ResponseOf<ScheduleReport>> {
  const body = input.body;
  await checkCatalogReport(ctx, body.reportName, body.parameters, {
    communityAgentId: body.CommunityAgentId,
  });
  return saveScheduledReport(ctx, {
    communityAgentId: body.CommunityAgentId,
    jobId: JobId.Reports,
    format: body.format,
    recipient: body.recipient,
    parameters: { Name: body.reportName, Parameters: body.parameters },
    schedule: body.schedule,
  });
}
