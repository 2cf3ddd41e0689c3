import type { contract, ResponseOf } from '@hoa/contract';
import type { OwnerContext } from './owner-context';
import { ownerSessionOf } from './owner-sign-ins';

/** The signed-in owner, their company's portal look and the properties they see. */
export function getSession(
  ctx: OwnerContext,
): Promise<ResponseOf<typeof contract.portal.GetSession>> {
  return ownerSessionOf(ctx.tx, ctx.owner.ownerAccessAccountId, ctx.owner.householdMemberId);
}
