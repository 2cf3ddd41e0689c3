import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readGraph, readProfile } from './profile-queries';

type GetAgentAccountingDetailGraphs =
  typeof contract.accountingSetup.GetAgentAccountingDetailGraphs;
type GetAgentAccounting = typeof contract.glAccounts.GetAgentAccounting;
type GetCommunityIsUsingCostCenters = typeof contract.accounting.GetCommunityIsUsingCostCenters;

/** The setup screens' graph: profile, fiscal years and periods; empty without a profile. */
export async function getAgentAccountingDetailGraphs(
  ctx: RequestContext,
  input: InputOf<GetAgentAccountingDetailGraphs>,
): Promise<ResponseOf<GetAgentAccountingDetailGraphs>> {
  requireClaim(ctx, 'glaccounts', 'read');
  await requireCommunity(ctx, input.query.agentId);
  const graph = await readGraph(ctx, input.query.agentId);
  return graph ? [graph] : [];
}

// Method and cost-center use shape every posting screen: community access is enough.
export async function getAgentAccounting(
  ctx: RequestContext,
  input: InputOf<GetAgentAccounting>,
): Promise<ResponseOf<GetAgentAccounting>> {
  await requireCommunity(ctx, input.query.agentId);
  return readProfile(ctx, input.query.agentId);
}

export async function getCommunityIsUsingCostCenters(
  ctx: RequestContext,
  input: InputOf<GetCommunityIsUsingCostCenters>,
): Promise<ResponseOf<GetCommunityIsUsingCostCenters>> {
  await requireCommunity(ctx, input.query.communityAgentId);
  const profile = await readProfile(ctx, input.query.communityAgentId);
  return profile?.IsUsingCostCenters ?? false;
}
