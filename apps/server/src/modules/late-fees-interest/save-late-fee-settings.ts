import { lateFeeSettings } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { LateFeeMessages, lateFeeSettingsProblem } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { chargeableCodeTypes } from './get-chargeable-codes';
import { readLateFeeSettings } from './get-late-fee-settings';
import { requireCommunityCodes, typeIn } from '../codes/index';

type Save = typeof contract.lateFeesInterest.SaveLateFeeSettings;

/** Saves what late fee runs of a community assess: the codes, exclusion days, current month. */
export async function saveLateFeeSettings(
  ctx: RequestContext,
  input: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  requireClaim(ctx, 'arapplylatefees', 'update');
  const body = input.body;
  await requireCommunity(ctx, body.CommunityAgentId);
  const problem = lateFeeSettingsProblem(body);
  if (problem) throw badRequest(problem.message);
  const codeIds = [...new Set(body.CodeIds)];
  await requireCommunityCodes(
    ctx.tx,
    body.CommunityAgentId,
    codeIds,
    typeIn(chargeableCodeTypes),
    LateFeeMessages.notChargeableCode,
  );
  const values = {
    codeIds,
    exclusionDays: body.ExclusionDays ?? 0,
    currentMonthOnly: body.CurrentMonthOnly,
    updatedAt: new Date(),
  };
  await ctx.tx
    .insert(lateFeeSettings)
    .values({ ...values, communityAgentId: body.CommunityAgentId, companyId: ctx.user.companyId })
    .onConflictDoUpdate({ target: lateFeeSettings.communityAgentId, set: values });
  return readLateFeeSettings(ctx.tx, body.CommunityAgentId);
}
