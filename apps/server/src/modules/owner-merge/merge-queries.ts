import { queryRows, sql } from '@hoa/db';
import type { OwnerMergeRecord, OwnerMergeRow } from '@hoa/contract';
import {
  AgentTypeId,
  isOwnerLikeAgentType,
  type AccessLevel,
  type MergeableOwnerLine,
} from '@hoa/domain';
import { loadAgent } from '../../http/agent-access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { liveOwnerLine, txnTypeName } from '../owner-ledger/index';

type Id = string | number;

/** An owner of a property: whose history a merge moves, or who receives it. */
export interface MergeOwner {
  id: number;
  agentTypeId: number;
  propertyAgentId: number | null;
  communityAgentId: number;
}

/**
 * An owner-like agent of the caller's company (another company's is not found) with the owner
 * claim at the level and its community on the caller's list.
 */
export async function loadMergeOwner(
  ctx: RequestContext,
  agentId: number,
  level: AccessLevel,
): Promise<MergeOwner> {
  const agent = await loadAgent(ctx, agentId, level);
  if (!isOwnerLikeAgentType(agent.agentTypeId) || agent.communityAgentId === null) {
    throw appError('OwnerMergeNotOwner');
  }
  return {
    id: agent.id,
    agentTypeId: agent.agentTypeId,
    propertyAgentId: agent.parentAgentId,
    communityAgentId: agent.communityAgentId,
  };
}

interface LineRow {
  id: Id;
  item_id: Id;
  item_agent_detail_id: Id | null;
  txn_type_id: number;
  code_id: Id;
  code_alias: string;
  post_date: string;
  reference: string | null;
  description: string | null;
  line_description: string | null;
  amount_cents: Id;
  account_id: Id | null;
  cost_center_id: Id | null;
  is_open: boolean;
}

/** A history row as the screen lists it and as the merge moves it. */
export interface MergeableRow {
  row: OwnerMergeRow;
  line: MergeableOwnerLine;
}

export interface RowFilter {
  ownerAgentId: number;
  startDate: string;
  endDate: string;
  /** Only these lines, when given. */
  lineIds?: readonly number[];
}

/**
 * The owner's history rows in the filter that a merge may move: its posted owner lines of live
 * transactions (not removed, the owner not taken off) that no merge has moved, and not a merge's
 * own lines (which name the line they move). A row's period is open when no period of the
 * community holding its date is closed (a line without an account posts no ledger line).
 */
export async function selectMergeableRows(
  ctx: RequestContext,
  filter: RowFilter,
): Promise<MergeableRow[]> {
  const only = filter.lineIds ? sql`and a.id = any(${idArray(filter.lineIds)})` : sql``;
  const rows = await queryRows<LineRow>(
    ctx.tx,
    sql`select a.id, a.item_id, a.item_agent_detail_id, a.txn_type_id, a.code_id, c.code_alias,
               a.post_date::text as post_date, i.reference,
               coalesce(a.description, i.description) as description,
               a.description as line_description, a.amount_cents,
               a.account_id, a.cost_center_id,
               (a.account_id is null or not exists (
                  select 1 from fiscal_years fy
                    join accounting_periods p on p.fiscal_year_id = fy.id
                   where fy.community_agent_id = a.community_agent_id
                     and a.post_date between p.start_date and p.end_date
                     and (fy.is_closed or not p.is_open))) as is_open
          from ar_lines a
          join items i on i.id = a.item_id
          join codes c on c.id = a.code_id
         where a.owner_agent_id = ${filter.ownerAgentId}::bigint
           and a.post_date between ${filter.startDate}::date and ${filter.endDate}::date ${only}
           and ${liveOwnerLine} and a.moved_line_id is null
           and not exists (select 1 from owner_history_merge_lines m where m.source_line_id = a.id)
         order by a.post_date, a.item_id, a.id`,
  );
  return rows.map((r) => {
    const line: MergeableOwnerLine = {
      arLineId: Number(r.id),
      itemId: Number(r.item_id),
      itemAgentDetailId: r.item_agent_detail_id === null ? null : Number(r.item_agent_detail_id),
      txnTypeId: r.txn_type_id,
      codeId: Number(r.code_id),
      postDate: r.post_date,
      amountCents: Number(r.amount_cents),
      accountId: r.account_id === null ? null : Number(r.account_id),
      costCenterId: r.cost_center_id === null ? null : Number(r.cost_center_id),
      description: r.line_description,
    };
    return {
      line,
      row: {
        ArLineId: line.arLineId,
        TopsItemId: line.itemId,
        TopsTxnTypeId: line.txnTypeId,
        TxnTypeName: txnTypeName(line.txnTypeId),
        PostDate: line.postDate,
        Reference: r.reference,
        Description: r.description,
        CodeAlias: r.code_alias,
        AmountCents: line.amountCents,
        IsPeriodOpen: r.is_open,
      },
    };
  });
}

export async function ownerName(ctx: RequestContext, ownerAgentId: number): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    ctx.tx,
    sql`select display_name as name from contacts where agent_id = ${ownerAgentId}::bigint`,
  );
  return row?.name ?? `Owner ${ownerAgentId}`;
}

/** An owner's balance over all codes (owner code balances, kept by the ledger's trigger). */
export async function ownerBalance(ctx: RequestContext, ownerAgentId: number): Promise<number> {
  const [row] = await queryRows<{ cents: Id }>(
    ctx.tx,
    sql`select coalesce(sum(balance_cents), 0)::int8 as cents from owner_code_balances
         where owner_agent_id = ${ownerAgentId}::bigint`,
  );
  return Number(row?.cents ?? 0);
}

interface OwnerRow {
  id: Id;
  name: string | null;
  agent_type_id: number;
  is_deleted: boolean;
  balance: Id;
}

/** The property's owner-like agents but one, with their names and balances. */
export async function propertyOwners(
  ctx: RequestContext,
  propertyAgentId: number,
  exceptOwnerAgentId: number,
) {
  const rows = await queryRows<OwnerRow>(
    ctx.tx,
    sql`select o.id, k.display_name as name, o.agent_type_id, o.is_deleted,
               (select coalesce(sum(b.balance_cents), 0) from owner_code_balances b
                 where b.owner_agent_id = o.id)::int8 as balance
          from agents o left join contacts k on k.agent_id = o.id
         where o.parent_agent_id = ${propertyAgentId}::bigint and o.id <> ${exceptOwnerAgentId}::bigint
           and o.agent_type_id in (${AgentTypeId.PrimaryOwner}, ${AgentTypeId.Owner}, ${AgentTypeId.PreviousOwner})
         order by o.is_deleted, k.display_name, o.id`,
  );
  return rows.map((r) => ({
    OwnerAgentId: Number(r.id),
    Name: r.name ?? `Owner ${r.id}`,
    TopsAgentTypeId: r.agent_type_id,
    IsDeleted: r.is_deleted,
    BalanceCents: Number(r.balance),
  }));
}

interface MergeRow {
  id: Id;
  merged_at: string;
  merged_by: string | null;
  source: Id;
  source_name: string | null;
  target: Id;
  target_name: string | null;
  line_count: number;
  amount_cents: Id;
}

/** Past merges of the property, newest first. */
export async function propertyMerges(
  ctx: RequestContext,
  propertyAgentId: number,
): Promise<OwnerMergeRecord[]> {
  const rows = await queryRows<MergeRow>(
    ctx.tx,
    sql`select m.id, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as merged_at,
               u.display_name as merged_by, m.source_owner_agent_id as source,
               s.display_name as source_name, m.target_owner_agent_id as target,
               t.display_name as target_name, m.line_count, m.amount_cents
          from owner_history_merges m
          left join users u on u.id = m.merged_by_user_id
          left join contacts s on s.agent_id = m.source_owner_agent_id
          left join contacts t on t.agent_id = m.target_owner_agent_id
         where m.property_agent_id = ${propertyAgentId}::bigint
         order by m.created_at desc, m.id desc`,
  );
  return rows.map((r) => ({
    MergeId: Number(r.id),
    MergedAt: r.merged_at,
    MergedByName: r.merged_by ?? '',
    SourceOwnerAgentId: Number(r.source),
    SourceOwnerName: r.source_name ?? `Owner ${r.source}`,
    TargetOwnerAgentId: Number(r.target),
    TargetOwnerName: r.target_name ?? `Owner ${r.target}`,
    LineCount: r.line_count,
    AmountCents: Number(r.amount_cents),
  }));
}
