import { sql } from '@hoa/db';
import type { AdjustmentCode, AvailableCharge, contract, InputOf, ResponseOf } from '@hoa/contract';
import { AdjustmentMessages, CodeTypeId, isAutoAddedCodeType, TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { chargeCodesWithBalances } from './adjustment-codes';
import { propertyOwner } from './adjustment-items';

type Endpoints = typeof contract.adjustments;

/** The property's primary owner and the charge codes with the owner's balance of each. */
export async function getAgentParentCodesAndBalances(
  ctx: RequestContext,
  { query: q }: InputOf<Endpoints['GetAgentParentCodesAndBalances']>,
): Promise<ResponseOf<Endpoints['GetAgentParentCodesAndBalances']>> {
  requireClaim(ctx, 'arapplycharges', 'read');
  await requireCommunity(ctx, q.communityAgentId);
  const owner = await propertyOwner(ctx, q.communityAgentId, q.propertyAgentId);
  return {
    OwnerAgentId: owner.ownerAgentId,
    OwnerName: owner.ownerName,
    Codes: await chargeCodesWithBalances(ctx, q.communityAgentId, owner.ownerAgentId),
  };
}

const available = (code: AdjustmentCode): AvailableCharge => ({
  CodeID: code.CodeID,
  CodeTypeID: code.CodeTypeID,
  CodeCategoryID: code.CodeCategoryID,
  CodeAlias: code.CodeAlias,
  CodeName: code.CodeName,
  Amount: code.Amount,
  IsAutoAdded: isAutoAddedCodeType(code.CodeTypeID),
});

/** Codes a batch can add or waive: the charge codes other than prepaid and security deposit. */
export async function getAdjustmentAvailableCharges(
  ctx: RequestContext,
  { query: q }: InputOf<Endpoints['GetAdjustmentAvailableCharges']>,
): Promise<ResponseOf<Endpoints['GetAdjustmentAvailableCharges']>> {
  requireClaim(ctx, 'arapplycharges', 'read');
  await requireCommunity(ctx, q.communityId);
  if (q.txnType !== TxnTypeId.AddCharge && q.txnType !== TxnTypeId.Waive)
    throw badRequest(AdjustmentMessages.notAdjustmentType);
  const codes = await chargeCodesWithBalances(
    ctx,
    q.communityId,
    null,
    sql`and c.code_type_id not in (${CodeTypeId.PrePaid}, ${CodeTypeId.SecurityDeposit})
        ${q.codeId ? sql`and c.id = ${q.codeId}` : sql``}`,
  );
  return { Codes: codes.map(available) };
}

/** The community's miscellaneous charge codes (type 21). */
export async function getMiscellaneousCodes(
  ctx: RequestContext,
  { query: q }: InputOf<Endpoints['GetMiscellaneousCodes']>,
): Promise<ResponseOf<Endpoints['GetMiscellaneousCodes']>> {
  requireClaim(ctx, 'arapplycharges', 'read');
  await requireCommunity(ctx, q.communityAgentId);
  const codes = await chargeCodesWithBalances(
    ctx,
    q.communityAgentId,
    null,
    sql`and c.code_type_id = ${CodeTypeId.MiscellaneousCharge}`,
  );
  return { Codes: codes.map(available) };
}
