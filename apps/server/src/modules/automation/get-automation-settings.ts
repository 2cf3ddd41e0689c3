import { companies, eq } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';

type GetSettings = typeof contract.automation.GetAutomationSettings;

/** JobSchedule/GetSettings: the amount above which the company's runs wait for an approver. */
export async function getAutomationSettings(ctx: RequestContext): Promise<ResponseOf<GetSettings>> {
  const [row] = await ctx.tx
    .select({ cents: companies.automationApprovalCents })
    .from(companies)
    .where(eq(companies.id, ctx.user.companyId));
  return { ApprovalAmount: row?.cents ?? null };
}
