import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { vendorSearch } from './vendor-search-sql';

type SearchVendors = typeof contract.apVendors.SearchVendors;

/** Vendor search of payables: by name, tag or tax id, paged. */
export async function searchVendors(
  ctx: RequestContext,
  input: InputOf<SearchVendors>,
): Promise<ResponseOf<SearchVendors>> {
  const q = input.query;
  requireClaim(ctx, 'vendors', 'read');
  if (q.communityAgentId !== undefined) await requireCommunity(ctx, q.communityAgentId);
  return vendorSearch(ctx, q, q.skip, q.take);
}
