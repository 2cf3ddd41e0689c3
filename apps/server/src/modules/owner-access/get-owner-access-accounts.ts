import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { OwnerAccessStatus, percentOneDecimal } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { accountOfOwner, communityOwners } from './accounts';

type ForOwner = typeof contract.ownerAccess.GetOwnerAccessAccountForOwner;
type Summary = typeof contract.ownerAccess.GetOwnerAccessAccountSummaryForCommunity;

/** OwnerAccessAccount/GetOwnerAccessAccountForOwner: the owner's account, or null. */
export function getOwnerAccessAccountForOwner(
  ctx: RequestContext,
  { query }: InputOf<ForOwner>,
): Promise<ResponseOf<ForOwner>> {
  return accountOfOwner(ctx, query.ownerAgentId);
}

/**
 * OwnerAccessAccount/GetOwnerAccessAccountSummaryForCommunity: the community's owners with their
 * state, and how many are registered, pending (invited, not registered) and not invited, each also
 * as a percentage of all with one decimal.
 */
export async function getOwnerAccessAccountSummaryForCommunity(
  ctx: RequestContext,
  { query }: InputOf<Summary>,
): Promise<ResponseOf<Summary>> {
  await requireCommunity(ctx, query.communityAgentId);
  const owners = await communityOwners(ctx, query.communityAgentId);
  const count = (status: number) => owners.filter((o) => o.Status === status).length;
  const registered = count(OwnerAccessStatus.Registered);
  const pending = count(OwnerAccessStatus.Invited);
  const notInvited = count(0);
  const total = owners.length;
  return {
    Total: total,
    Registered: registered,
    Pending: pending,
    NotInvited: notInvited,
    RegisteredPercent: percentOneDecimal(registered, total),
    PendingPercent: percentOneDecimal(pending, total),
    NotInvitedPercent: percentOneDecimal(notInvited, total),
    Owners: owners,
  };
}
