import type { ChargeItemAgent, contract, InputOf, ResponseOf } from '@hoa/contract';
import { TxnTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { runSummaries } from '../charges/index';
import {
  agentRunLines,
  debitTotal,
  readProfileAgent,
  readProfileItem,
  type ProfileAgent,
} from './profile-reads';

type A = typeof contract.profilePage;

/** The runs of the apply charges family: apply charges, late fee, interest, prepaids. */
export const ApplyChargesFamily: readonly number[] = [
  TxnTypeId.ApplyCharges,
  TxnTypeId.LateFee,
  TxnTypeId.Interest,
  TxnTypeId.Prepaids,
];

/**
 * The owners a run profile shows its agent: from the community, a page of the run's owners (the
 * runs' owner summary) and the run's total; from an owner or property, its own lines and total.
 */
export async function profileOwners(
  ctx: RequestContext,
  query: { itemId: number; skip: number; take: number },
  agent: ProfileAgent,
  runTotal: number,
): Promise<{ Owners: ChargeItemAgent[]; TotalCount: number; AgentTotal: number }> {
  if (agent.IsCommunity) {
    const page = await runSummaries().getItemAgentSummary(ctx, { query });
    return { Owners: page.Rows, TotalCount: page.TotalCount, AgentTotal: runTotal };
  }
  const owners = await agentRunLines(ctx, query.itemId, agent.TopsAgentId);
  return { Owners: owners, TotalCount: owners.length, AgentTotal: debitTotal(owners) };
}

/** ProfilePage/GetApplyChargesProfile: a run of types 40-43, accrued or posted, from an agent. */
export async function getApplyChargesProfile(
  ctx: RequestContext,
  { query }: InputOf<A['GetApplyChargesProfile']>,
): Promise<ResponseOf<A['GetApplyChargesProfile']>> {
  const item = await readProfileItem(ctx, query.itemId, ApplyChargesFamily);
  const agent = await readProfileAgent(ctx, query.agentId, item.CommunityAgentId);
  return {
    Item: item,
    Agent: agent,
    ...(await profileOwners(ctx, query, agent, item.TotalAmount)),
  };
}
