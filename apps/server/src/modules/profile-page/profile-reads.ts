import { queryRows, sql } from '@hoa/db';
import type { ChargeItemAgent, ProfileItem } from '@hoa/contract';
import { AgentTypeId, StatusId, Statuses, TxnTypes, UnlimitedTake } from '@hoa/domain';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { runOwnerLines, runSummaries } from '../charges/index';

/** What a profile shows of its agent; the community sees the whole run. */
export interface ProfileAgent {
  TopsAgentId: number;
  AgentTypeId: number;
  DisplayName: string;
  IsCommunity: boolean;
}

interface HeaderRow {
  event_date: string;
  description: string | null;
  created_by: string | null;
  posted_by: string | null;
}

/**
 * The header of a charge run of one of `txnTypeIds`, accrued or posted, through the runs' batch
 * summary (claim of the run's type, community on the caller's list; 404 for an item that is not a
 * run, of another type, or removed), with its description, who accrued it and who posted it (the
 * user of the audit row that set it posted).
 */
export async function readProfileItem(
  ctx: RequestContext,
  itemId: number,
  txnTypeIds: readonly number[],
): Promise<ProfileItem> {
  const only = txnTypeIds.length === 1 ? txnTypeIds[0] : undefined;
  const batch = await runSummaries(only).getBatchSummary(ctx, { query: { itemId } });
  const live: number[] = [StatusId.Accrued, StatusId.Posted];
  if (!txnTypeIds.includes(batch.TopsTxnTypeId) || !live.includes(batch.TopsStatusId)) {
    throw notFound();
  }
  const [row] = await queryRows<HeaderRow>(
    ctx.tx,
    sql`select i.event_date::text as event_date, i.description, cu.user_name as created_by,
               (select pu.user_name from audit_log l join users pu on pu.id = l.user_id
                 where l.table_name = 'items' and l.operation = 'UPDATE'
                   and l.occurred_at >= i.created_at and l.row_id = i.id::text
                   and (l.row_data->>'status_id')::int = ${StatusId.Posted}
                 order by l.occurred_at, l.id limit 1) as posted_by
          from items i left join users cu on cu.id = i.created_by_user_id
         where i.id = ${itemId}::bigint`,
  );
  if (!row) throw notFound();
  return {
    ...batch,
    TxnTypeName: TxnTypes.find((t) => t.TopsTxnTypeId === batch.TopsTxnTypeId)?.TxnTypeName ?? '',
    StatusName: Statuses.find((s) => s.TopsStatusId === batch.TopsStatusId)?.StatusName ?? '',
    EventDate: row.event_date,
    Description: row.description,
    CreatedBy: row.created_by,
    PostedBy: batch.TopsStatusId === StatusId.Posted ? row.posted_by : null,
  };
}

/**
 * The agent a profile is seen from: the run's community, or one of its owners or properties
 * (another agent, or one of another community, is 404).
 */
export async function readProfileAgent(
  ctx: RequestContext,
  agentId: number,
  communityAgentId: number,
): Promise<ProfileAgent> {
  const [row] = await queryRows<{ type: number; community: string | null; name: string | null }>(
    ctx.tx,
    sql`select a.agent_type_id as type, a.community_agent_id as community, c.display_name as name
          from agents a left join contacts c on c.agent_id = a.id
         where a.id = ${agentId}::bigint and not a.is_deleted`,
  );
  if (!row) throw notFound();
  const isCommunity = row.type === AgentTypeId.Community;
  if (isCommunity ? agentId !== communityAgentId : Number(row.community) !== communityAgentId) {
    throw notFound();
  }
  return {
    TopsAgentId: agentId,
    AgentTypeId: row.type,
    DisplayName: row.name ?? '',
    IsCommunity: isCommunity,
  };
}

/**
 * An owner's or a property's lines in a run, in the runs' owner shape (GetItemAgentSummary): the
 * item agents that are the agent or an owner of the property. None: the run is not theirs (404).
 */
export async function agentRunLines(
  ctx: RequestContext,
  itemId: number,
  agentId: number,
): Promise<ChargeItemAgent[]> {
  const lines = await runOwnerLines(ctx, itemId, { skip: 0, take: UnlimitedTake, agentId });
  if (lines.Rows.length === 0) throw notFound();
  return lines.Rows;
}

/** The debit total of owner lines: a run's TotalAmount, for the lines an agent sees. */
export const debitTotal = (owners: readonly ChargeItemAgent[]): number =>
  owners.reduce((sum, o) => sum + o.Details.reduce((s, d) => s + (d.IsDebit ? d.Amount : 0), 0), 0);
