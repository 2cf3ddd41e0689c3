import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ownerActivity } from '../owner-ledger/index';
import type { OwnerContext } from '../owner-auth/index';
import { ownerPropertyLedger } from './owner-property';

type GetLedger = typeof contract.portalAccount.GetLedger;

/** The owner's ledger of a property they see: the back office's owner activity, running balance. */
export async function getLedger(
  ctx: OwnerContext,
  input: InputOf<GetLedger>,
): Promise<ResponseOf<GetLedger>> {
  const q = input.query;
  const owners = await ownerPropertyLedger(ctx, q.propertyAgentId);
  return ownerActivity(ctx, owners, {
    startDate: q.startDate ?? null,
    endDate: q.endDate ?? null,
    includeDeleted: false,
  });
}
