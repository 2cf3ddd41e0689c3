import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { saveResaleOwner } from '../crm/index';
import { assignFutureCodes } from './determine-future-year-code-assignments';
import { recordSettlement, sellerBalanceBefore } from './record-settlement';
import { lockResaleProperty } from './resale-property';
import { transferBalances } from './transfer-balances';

type ProcessResale = typeof contract.resale.ProcessResale;

/**
 * Resale/ProcessResale, in one transaction: the buyer is saved as the property's primary owner and
 * its primary owners and owners become previous owners (type 20) (crm SaveResaleOwner); their
 * lines dated on or after the resale date move to the buyer, and with CarryToNewOwner their whole
 * balances (else what they owed before stays with them to settle); the property's future codes are
 * assigned, so the buyer is billed them; the settlement's figures are kept for the property
 * settlement reports.
 */
export async function processResale(
  ctx: RequestContext,
  input: InputOf<ProcessResale>,
): Promise<ResponseOf<ProcessResale>> {
  requireClaim(ctx, 'arapplycharges', 'create');
  const b = input.body;
  const property = await lockResaleProperty(ctx, b.propertyAgentId, 'read');
  const sold = await saveResaleOwner(ctx, {
    query: undefined,
    params: undefined,
    body: {
      Agent: {
        TopsAgentTypeId: AgentTypeId.PrimaryOwner,
        TopsAgentParentId: property.propertyAgentId,
        CommunityAgentId: null,
        CommunityType: null,
      },
      ...b.NewOwner,
      PropertyDetails: null,
    },
  });
  const sellerBalanceCents = await sellerBalanceBefore(ctx, sold.PreviousOwnerIds, b.splitDate);
  const moved = await transferBalances(ctx, {
    property,
    priorOwnerIds: sold.PreviousOwnerIds,
    newOwnerAgentId: sold.Owner.Agent.TopsAgentId,
    splitDate: b.splitDate,
    balanceAsOfToday: b.balanceAsOfToday,
    disposition: b.balanceDispositionId,
    reference: 'Resale',
  });
  await recordSettlement(ctx, {
    property,
    settlementDate: b.splitDate,
    sellerIds: sold.PreviousOwnerIds,
    buyerAgentId: sold.Owner.Agent.TopsAgentId,
    sellerBalanceCents,
    disposition: b.balanceDispositionId,
    transferItemId: moved.TopsItemId,
  });
  return {
    ...moved,
    Owner: sold.Owner,
    PreviousOwnerIds: sold.PreviousOwnerIds,
    FutureCodeAssignments: await assignFutureCodes(ctx, property, b.splitDate),
  };
}
