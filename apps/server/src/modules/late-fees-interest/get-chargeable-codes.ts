import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CodeTypeId, codeTypeIdsInGroup } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { communityCodes, typeIn } from '../codes/index';

type Get = typeof contract.lateFeesInterest.GetChargeableCodes;

/** Charge codes a late fee is assessed on: the charge group without prepaids. */
export const chargeableCodeTypes = codeTypeIdsInGroup('Charge').filter(
  (t) => t !== CodeTypeId.PrePaid,
);

export async function getChargeableCodes(
  ctx: RequestContext,
  input: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  requireClaim(ctx, 'arapplylatefees', 'read');
  await requireCommunity(ctx, input.query.communityAgentId);
  return communityCodes(ctx.tx, input.query.communityAgentId, typeIn(chargeableCodeTypes));
}
