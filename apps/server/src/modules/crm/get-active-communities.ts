import type { contract, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { listUserCommunities } from './get-user-community-list';

type GetActiveCommunities = typeof contract.crm.GetActiveCommunities;

/** Community/GetActiveCommunities (spec 1 §7.2): the caller's communities that are active. */
export async function getActiveCommunities(
  ctx: RequestContext,
): Promise<ResponseOf<GetActiveCommunities>> {
  return (await listUserCommunities(ctx)).filter((c) => c.IsActive);
}
