import { companies, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { getAutomationSettings } from './get-automation-settings';

type SaveSettings = typeof contract.automation.SaveAutomationSettings;

/** JobSchedule/SaveSettings: runs totalling more than the amount (cents) wait for an approver. */
export async function saveAutomationSettings(
  ctx: RequestContext,
  { body }: InputOf<SaveSettings>,
): Promise<ResponseOf<SaveSettings>> {
  await ctx.tx
    .update(companies)
    .set({ automationApprovalCents: body.ApprovalAmount })
    .where(eq(companies.id, ctx.user.companyId));
  return getAutomationSettings(ctx);
}
