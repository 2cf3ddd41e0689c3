import { accountingProfiles, eq, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AccountingSetupMessages,
  type IsoDate,
  needsOperatingPeriodWarning,
  todayIso,
} from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readProfile, selectFiscalYears, toFiscalYear } from './profile-queries';

type GetOperatingPeriodStatus = typeof contract.accountingSetup.GetOperatingPeriodStatus;
type Acknowledge = typeof contract.accountingSetup.AcknowledgeOperatingPeriodWarning;
type Status = ResponseOf<GetOperatingPeriodStatus>;

/**
 * Spec 2 §4: open periods in a fiscal year more than 2 years before or after the date bring the
 * open operating period warning; it is shown once per community, then remembered on the profile.
 */
async function readStatus(
  ctx: RequestContext,
  communityAgentId: number,
  day: IsoDate,
): Promise<Status> {
  const profile = await readProfile(ctx, communityAgentId);
  const years = await selectFiscalYears(ctx, sql`fy.community_agent_id = ${communityAgentId}`, day);
  const acknowledgedAt = profile?.OperatingWarningAcknowledgedAt ?? null;
  return {
    CommunityAgentId: communityAgentId,
    // Without a profile the community is still in setup; there is nothing to remember it on.
    ShowWarning:
      profile !== null && needsOperatingPeriodWarning(years, day, acknowledgedAt !== null),
    Message: AccountingSetupMessages.operatingWarning,
    OutsideFiscalYears: years
      .filter((y) => y.IsOutsideOperatingPeriod && y.HasOpenPeriod && !y.IsClosed)
      .map(toFiscalYear),
    AcknowledgedAt: acknowledgedAt,
  };
}

export async function getOperatingPeriodStatus(
  ctx: RequestContext,
  input: InputOf<GetOperatingPeriodStatus>,
): Promise<Status> {
  await requireCommunity(ctx, input.query.communityAgentId);
  return readStatus(ctx, input.query.communityAgentId, input.query.asOfDate ?? todayIso());
}

/** Any user who was shown the warning may dismiss it: it changes no books. */
export async function acknowledgeOperatingPeriodWarning(
  ctx: RequestContext,
  input: InputOf<Acknowledge>,
): Promise<ResponseOf<Acknowledge>> {
  const communityAgentId = input.params.communityAgentId;
  await requireCommunity(ctx, communityAgentId);
  const updated = await ctx.tx
    .update(accountingProfiles)
    .set({
      operatingWarningAcknowledgedAt: sql`coalesce(${accountingProfiles.operatingWarningAcknowledgedAt}, now())`,
    })
    .where(eq(accountingProfiles.communityAgentId, communityAgentId))
    .returning({ id: accountingProfiles.communityAgentId });
  if (updated.length === 0) throw badRequest(AccountingSetupMessages.noSetup);
  return readStatus(ctx, communityAgentId, todayIso());
}
