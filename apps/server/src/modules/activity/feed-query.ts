import { queryRows, sql, type SQL } from '@hoa/db';
import type { FeedItem, FeedPage } from '@hoa/contract';
import {
  AgentTypeId,
  BillPaymentTxnTypeIds,
  DigitalPaymentTxnTypeId,
  instantAtOffset,
  NotesTxnTypeIds,
  StatusId,
  statusLabel,
  TxnTypeId,
  txnTypeLabel,
  VoidTxnTypeId,
} from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';
import { queryPage } from './paged-query';

/** What a feed shows; every list is already resolved (defaults applied by the caller). */
export interface FeedSpec {
  /** Of the caller's communities, these (already checked); null: every one on their list. */
  communityIds: readonly number[] | null;
  statusIds: readonly number[];
  /** Types the caller may not read (unreadableTxnTypeIds). */
  hiddenTxnTypeIds: readonly number[];
  /** null: every type. */
  txnTypeIds: readonly number[] | null;
  /** Also notes and tasks flagged IncludeInPropertyAccountingFeed, whatever txnTypeIds says. */
  includeAccountingNotes?: boolean;
  /** Only items with an item agent that is this agent ... */
  agentId?: number;
  /** ... and/or of one of these agent types. */
  agentTypeIds?: readonly number[] | null;
  startDate?: string;
  endDate?: string;
  ids?: readonly number[];
  /** Only this item and the items under it. */
  underItemId?: number;
  prioritizeOpenTasks?: boolean;
  /** Only items entered by the user of this user agent. */
  createdByUserAgentId?: number;
  /** Only items with a posted ledger line, or a detail line, on this account (a bank account's). */
  glAccountId?: number;
  /** Only the items an owner's card payment posted. */
  cardPayments?: boolean;
  /** The caller's offset (getTimezoneOffset minutes): DateCreated on their wall clock. */
  timeZoneOffset?: number;
}

export interface Paging {
  skip: number;
  take: number;
}

const list = (values: readonly number[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

type Row = Omit<FeedItem, 'TxnTypeName' | 'StatusName' | 'DigitalPaymentStatus'>;

/**
 * A page of feed rows, newest first: one row per item, seen through its first item agent, or,
 * with an agent filter, through that agent's item agent. Set-based: the filter runs over the
 * indexed item columns; names, counts and amounts are worked out for the page's rows only.
 */
export async function readFeed(
  ctx: RequestContext,
  spec: FeedSpec,
  paging: Paging,
): Promise<FeedPage> {
  if (spec.communityIds?.length === 0 || spec.statusIds.length === 0) {
    return { TotalCount: 0, Items: [] };
  }
  const byAgent = filtersByAgent(spec);
  const openTaskFirst = spec.prioritizeOpenTasks
    ? sql`(i.txn_type_id = ${TxnTypeId.Task} and i.status_id = ${StatusId.Open})`
    : sql`false`;
  const page = await queryPage<Row>(ctx.tx, {
    matched: sql`select i.id as "TopsItemId", i.event_date as "EventDate",
        ${openTaskFirst} as "OpenTaskFirst"
      from items i where ${feedWhere(ctx, spec)}`,
    order: sql`"OpenTaskFirst" desc, "EventDate" desc, "TopsItemId" desc`,
    page: sql`select p.*, i.txn_type_id as "TopsTxnTypeId", i.status_id as "TopsStatusId",
        i.community_agent_id as "CommunityAgentId", i.created_at as "DateCreated",
        i.reference as "Reference", coalesce(n.subject, gr.subject, ar.subject, i.description) as "Comments",
        rep.item_agent_id as "TopsItemAgentId", rep.agent_id as "TopsAgentId",
        rep.agent_type_id as "TopsAgentTypeId", rc.display_name as "AgentName",
        (select count(*)::int from item_parties x where x.item_id = i.id and not x.is_deleted)
          as "ItemCount",
        (select count(*)::int from items c where c.parent_item_id = i.id
          and c.txn_type_id in (${list(NotesTxnTypeIds)}) and c.status_id <> ${StatusId.Deleted})
          as "NoteCount",
        (select greatest(coalesce(sum(d.amount_cents) filter (where d.is_debit), 0),
                         coalesce(sum(d.amount_cents) filter (where not d.is_debit), 0))::bigint
          from item_lines d
          where d.item_id = i.id and d.is_live
            ${
              byAgent
                ? sql`and d.agent_id = rep.agent_id
                      and d.item_agent_id is not distinct from rep.item_agent_id`
                : sql``
            }) as "Amount",
        exists (select 1 from items c where c.parent_item_id = i.id
          and c.txn_type_id in (${list(BillPaymentTxnTypeIds)}) and c.status_id = ${StatusId.Posted})
          as "IsPaid",
        exists (select 1 from items c where c.parent_item_id = i.id
          and c.txn_type_id = ${VoidTxnTypeId} and c.status_id <> ${StatusId.Deleted}) as "IsVoid",
        i.txn_type_id = ${DigitalPaymentTxnTypeId} as "IsDigitalPayment"
      from p
      join items i on i.id = p."TopsItemId"
      left join notes n on n.item_id = i.id
      left join general_requests gr on gr.item_id = i.id
      left join architectural_requests ar on ar.item_id = i.id
      left join lateral (
        select x.item_agent_id, x.agent_id, xa.agent_type_id from item_parties x
        join agents xa on xa.id = x.agent_id
        where x.item_id = i.id and not x.is_deleted ${agentCondition(spec)}
        order by x.item_agent_id, x.agent_id limit 1) rep on true
      left join contacts rc on rc.agent_id = rep.agent_id`,
    ...paging,
  });
  return {
    TotalCount: page.total,
    Items: page.rows.map((row) => toFeedItem(row, spec.timeZoneOffset)),
  };
}

function toFeedItem(row: Row, timeZoneOffset: number | undefined): FeedItem {
  return {
    TopsItemId: row.TopsItemId,
    TopsTxnTypeId: row.TopsTxnTypeId,
    TxnTypeName: txnTypeLabel(row.TopsTxnTypeId),
    TopsItemAgentId: row.TopsItemAgentId,
    CommunityAgentId: row.CommunityAgentId,
    TopsAgentId: row.TopsAgentId,
    AgentName: row.AgentName,
    TopsAgentTypeId: row.TopsAgentTypeId,
    EventDate: row.EventDate,
    DateCreated:
      timeZoneOffset === undefined
        ? row.DateCreated
        : instantAtOffset(row.DateCreated, timeZoneOffset),
    ItemCount: row.ItemCount,
    StatusName: statusLabel(row.TopsStatusId),
    TopsStatusId: row.TopsStatusId,
    Comments: row.Comments,
    Reference: row.Reference,
    NoteCount: row.NoteCount,
    Amount: Number(row.Amount),
    DigitalPaymentStatus: null,
    IsPaid: row.IsPaid,
    IsVoid: row.IsVoid,
    IsDigitalPayment: row.IsDigitalPayment,
  };
}

/** How many items a feed holds, without reading any page (KPI counts). */
export async function countFeed(ctx: RequestContext, spec: FeedSpec): Promise<number> {
  if (spec.communityIds?.length === 0 || spec.statusIds.length === 0) return 0;
  const [row] = await queryRows<{ total: number }>(
    ctx.tx,
    sql`select count(*)::int as total from items i where ${feedWhere(ctx, spec)}`,
  );
  return row?.total ?? 0;
}

/** The conditions on `items i` of a feed: indexed columns first, then the item-agent filter. */
function feedWhere(ctx: RequestContext, spec: FeedSpec): SQL {
  return sql`${inUserCommunities(ctx, sql`i.community_agent_id`, { asked: spec.communityIds })}
    and i.status_id in (${list(spec.statusIds)}) and i.status_id <> ${StatusId.Deleted}
    ${spec.hiddenTxnTypeIds.length > 0 ? sql`and i.txn_type_id not in (${list(spec.hiddenTxnTypeIds)})` : sql``}
    ${typeCondition(spec)}
    ${spec.startDate ? sql`and i.event_date >= ${spec.startDate}` : sql``}
    ${spec.endDate ? sql`and i.event_date <= ${spec.endDate}` : sql``}
    ${spec.ids ? sql`and i.id in (${list(spec.ids)})` : sql``}
    ${
      spec.underItemId
        ? sql`and (i.id = ${spec.underItemId} or i.parent_item_id = ${spec.underItemId})`
        : sql``
    }
    ${
      spec.createdByUserAgentId
        ? sql`and i.created_by_user_id in (select u.id from users u
            where u.user_agent_id = ${spec.createdByUserAgentId})`
        : sql``
    }
    ${
      spec.glAccountId
        ? sql`and (exists (select 1 from gl_lines g
              where g.item_id = i.id and g.account_id = ${spec.glAccountId})
            or exists (select 1 from item_lines d
              where d.item_id = i.id and d.account_id = ${spec.glAccountId} and d.is_live))`
        : sql``
    }
    ${
      spec.cardPayments
        ? sql`and i.id in (select c.item_id from owner_one_time_payments c
            where c.kind = 'card' and c.item_id is not null)`
        : sql``
    }
    ${
      filtersByAgent(spec)
        ? sql`and i.id in (select x.item_id from item_agents x join agents xa on xa.id = x.agent_id
            where not x.is_deleted ${agentCondition(spec)}
            union all ${runsOfParty(spec)})`
        : sql``
    }`;
}

/**
 * The assessment runs (charge_run_codes) with a live party of the filter: a run's parties are the
 * primary owners charged. By owner, the runs of the owner's community holding them, found without
 * unnesting any run; by agent type alone, every run when primary owners are asked for.
 */
function runsOfParty(spec: FeedSpec): SQL {
  if (spec.agentTypeIds && !spec.agentTypeIds.includes(AgentTypeId.PrimaryOwner)) {
    return sql`select null::bigint where false`;
  }
  if (spec.agentId === undefined) return sql`select r.item_id from charge_run_codes r`;
  return sql`select r.item_id from charge_run_codes r
     where r.community_agent_id = (select o.community_agent_id from agents o
                                    where o.id = ${spec.agentId})
       and r.owner_agent_ids @> array[${spec.agentId}::bigint]
       and not r.removed[array_position(r.owner_agent_ids, ${spec.agentId}::bigint)]`;
}

function filtersByAgent(spec: FeedSpec): boolean {
  return spec.agentId !== undefined || Boolean(spec.agentTypeIds);
}

/** The party filter, on `item_agents x` joined to `agents xa`. */
function agentCondition(spec: FeedSpec): SQL {
  return sql`${spec.agentId ? sql`and x.agent_id = ${spec.agentId}` : sql``}
    ${spec.agentTypeIds ? sql`and xa.agent_type_id in (${list(spec.agentTypeIds)})` : sql``}`;
}

function typeCondition(spec: FeedSpec): SQL {
  if (!spec.txnTypeIds) return sql``;
  const types = sql`i.txn_type_id in (${list(spec.txnTypeIds)})`;
  if (!spec.includeAccountingNotes) return sql`and ${types}`;
  return sql`and (${types} or (i.txn_type_id in (${list(NotesTxnTypeIds)}) and exists (
    select 1 from notes fn where fn.item_id = i.id and fn.include_in_property_accounting_feed)))`;
}
