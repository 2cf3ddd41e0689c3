import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import {
  checkDistribution,
  readDistribution,
  readDistributions,
  writeDistribution,
} from './distribution-store';

type D = typeof contract.defaultDistributions;

/** GET GetVendorDefaultDistributions?agentId: a vendor's, in the caller's communities. */
export async function getVendorDefaultDistributions(
  ctx: RequestContext,
  { query }: InputOf<D['GetVendorDefaultDistributions']>,
): Promise<ResponseOf<D['GetVendorDefaultDistributions']>> {
  requireClaim(ctx, 'apinvoice', 'read');
  return {
    Distributions: await readDistributions(ctx, sql`d.vendor_agent_id = ${query.agentId}::bigint`),
  };
}

/** The default distributions of one community (the list screen). */
export async function getDefaultDistributions(
  ctx: RequestContext,
  { query }: InputOf<D['GetDefaultDistributions']>,
): Promise<ResponseOf<D['GetDefaultDistributions']>> {
  requireClaim(ctx, 'apinvoice', 'read');
  await requireCommunity(ctx, query.communityId);
  return {
    Distributions: await readDistributions(
      ctx,
      sql`d.community_agent_id = ${query.communityId}::bigint`,
    ),
  };
}

/** GET GetDefaultDistribution?distributionId. */
export async function getDefaultDistribution(
  ctx: RequestContext,
  { query }: InputOf<D['GetDefaultDistribution']>,
): Promise<ResponseOf<D['GetDefaultDistribution']>> {
  requireClaim(ctx, 'apinvoice', 'read');
  return readDistribution(ctx, query.distributionId);
}

/** GET GetDefaultDistributionCombination?communityId&vendorId&includeDetails. */
export async function getDefaultDistributionCombination(
  ctx: RequestContext,
  { query }: InputOf<D['GetDefaultDistributionCombination']>,
): Promise<ResponseOf<D['GetDefaultDistributionCombination']>> {
  requireClaim(ctx, 'apinvoice', 'read');
  await requireCommunity(ctx, query.communityId);
  return {
    Distributions: await readDistributions(
      ctx,
      sql`d.community_agent_id = ${query.communityId}::bigint
          and d.vendor_agent_id = ${query.vendorId}::bigint`,
      query.includeDetails,
    ),
  };
}

/** POST AddDefaultDistribution. */
export async function addDefaultDistribution(
  ctx: RequestContext,
  { body }: InputOf<D['AddDefaultDistribution']>,
): Promise<ResponseOf<D['AddDefaultDistribution']>> {
  requireClaim(ctx, 'apinvoice', 'create');
  const parties = await checkDistribution(ctx, body);
  return readDistribution(ctx, await writeDistribution(ctx, null, body, parties));
}

/** PUT UpdateDefaultDistribution: its lines replaced. */
export async function updateDefaultDistribution(
  ctx: RequestContext,
  { body }: InputOf<D['UpdateDefaultDistribution']>,
): Promise<ResponseOf<D['UpdateDefaultDistribution']>> {
  requireClaim(ctx, 'apinvoice', 'update');
  await readDistribution(ctx, body.DistributionId);
  const parties = await checkDistribution(ctx, body);
  await writeDistribution(ctx, body.DistributionId, body, parties);
  return readDistribution(ctx, body.DistributionId);
}

/** DELETE DeleteDefaultDistribution/{id}. */
export async function deleteDefaultDistribution(
  ctx: RequestContext,
  { params }: InputOf<D['DeleteDefaultDistribution']>,
): Promise<ResponseOf<D['DeleteDefaultDistribution']>> {
  requireClaim(ctx, 'apinvoice', 'delete');
  await readDistribution(ctx, params.id);
  await ctx.tx.execute(sql`delete from default_distributions where id = ${params.id}::bigint`);
  return { success: true };
}
