import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AssessmentCodeTypeIds, CodeTypeId, localDay } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { applyChargesCalculator } from './calculators/apply-charges';
import { offeredCodes, periodStarts, withSelection } from './run-codes';

type GetScheduledCharges = typeof contract.charges.GetScheduledCharges;

const kindTypes = {
  assessments: AssessmentCodeTypeIds,
  latefees: [CodeTypeId.LateFee],
  prepaids: [CodeTypeId.PrePaid],
} as const;

/** Scheduled charges (assessments, late fees, prepaids): the codes of the kind with their schedule. */
export async function getScheduledCharges(
  ctx: RequestContext,
  input: InputOf<GetScheduledCharges>,
): Promise<ResponseOf<GetScheduledCharges>> {
  const { communityAgentId, kind } = input.query;
  requireClaim(ctx, 'arapplycharges', 'read');
  await requireCommunity(ctx, communityAgentId);
  const types = sql.raw(kindTypes[kind].join(','));
  const codes = await offeredCodes(ctx.tx, [communityAgentId], sql`k.code_type_id in (${types})`);
  const starts = (await periodStarts(ctx.tx, [communityAgentId])).get(communityAgentId) ?? [];
  const today = localDay(new Date());
  return codes.map((code) => withSelection(applyChargesCalculator, code, today, starts));
}
