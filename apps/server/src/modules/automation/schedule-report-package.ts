import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { JobId } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  checkPackageRender,
  packageFormat,
  readPackage,
  requireReportClaims,
} from '../report-packages/index';
import { saveScheduledReport } from './scheduled-reports';

type ScheduleReportPackage = typeof contract.reportPackages.ScheduleReportPackage;

/**
 * POST /api/Report/ScheduleReportPackage (the report package scheduler): a package scheduled for
 * a community as the step output of spec 3 §7 'Report packages: (CommunityAgentId,) Format 0,
 * Name, Parameters {CommunityAgentId, ReportPackageId}, Recipient', saved as a job schedule of
 * job 21 outside any workflow. The package, format, community and the caller's claims are checked
 * as a render checks them; each run renders it as the caller and mails it through the outbox.
 */
export async function scheduleReportPackage(
  ctx: RequestContext,
  input: InputOf<ScheduleReportPackage>,
): Promise<ResponseOf<ScheduleReportPackage>> {
  const body = input.body;
  const { CommunityAgentId, ReportPackageId } = body.Parameters;
  if (CommunityAgentId !== body.CommunityAgentId) {
    throw appError('ReportPackageCommunityMismatch');
  }
  const format = packageFormat(body.Format);
  const pkg = await readPackage(ctx, ReportPackageId);
  requireReportClaims(ctx, pkg);
  checkPackageRender(pkg, format);
  await requireCommunity(ctx, CommunityAgentId);
  return saveScheduledReport(ctx, {
    communityAgentId: CommunityAgentId,
    jobId: JobId.ReportPackages,
    format,
    recipient: body.Recipient,
    parameters: { Parameters: { ReportPackageId: pkg.ReportPackageId } },
    schedule: body.schedule,
  });
}
