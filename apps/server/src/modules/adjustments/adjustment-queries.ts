import { queryRows, sql } from '@hoa/db';
import type { AdjustmentLine, AdjustmentProfile, AdjustmentSummary } from '@hoa/contract';
import {
  AdjustmentTypeNames,
  CodeAccountTypeId,
  CodeTypeId,
  isAdjustmentTxnType,
  NewAdjustmentTxnTypeIds,
  StatusId,
  Statuses,
  TxnTypeId,
} from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

const typeIds = `{${NewAdjustmentTxnTypeIds.join(',')}}`;
const statusName = (id: number) => Statuses.find((s) => s.TopsStatusId === id)?.StatusName ?? '';
const typeName = (id: number) => (isAdjustmentTxnType(id) ? AdjustmentTypeNames[id] : '');
const num = (value: string | number | null) => (value === null ? null : Number(value));

interface HeadRow {
  id: string | number;
  txn_type_id: number;
  status_id: number;
  community: string | number;
  post_date: string;
  reference: string | null;
  description: string | null;
}

interface LineRow {
  id: string | number;
  owner: string | number;
  property: string | number | null;
  name: string | null;
  code: string | number;
  alias: string;
  code_name: string;
  category: string | number | null;
  code_type: number;
  amount: string | number;
  is_debit: boolean;
  offset_account: string | number | null;
  hold_account: string | number | null;
  hold_center: string | number | null;
  balance: string | number;
}

/**
 * The entered amount of a line: the amount of a charge or waive; a prepaid adjustment's change of
 * the prepaid credit (+ more credit); otherwise the owner's balance movement (+ owes more).
 */
function enteredAmount(txnTypeId: number, row: LineRow): number {
  const amount = Number(row.amount);
  if (
    txnTypeId !== TxnTypeId.PrepaidAdjustment &&
    txnTypeId !== TxnTypeId.BeginningBalanceAdjustment
  )
    return amount;
  if (txnTypeId === TxnTypeId.PrepaidAdjustment && row.code_type === CodeTypeId.PrePaid)
    return row.is_debit ? -amount : amount;
  return row.is_debit ? amount : -amount;
}

function line(txnTypeId: number, row: LineRow): AdjustmentLine {
  const hold = num(row.hold_account);
  const offset = num(row.offset_account);
  const amount = enteredAmount(txnTypeId, row);
  const waive = txnTypeId === TxnTypeId.Waive || txnTypeId === TxnTypeId.AcceleratedWaive;
  return {
    ItemAgentDetailID: Number(row.id),
    AgentID: Number(row.property ?? row.owner),
    OwnerAgentId: Number(row.owner),
    OwnerName: row.name ?? '',
    CodeID: Number(row.code),
    CodeAlias: row.alias,
    CodeName: row.code_name,
    CodeCategoryID: num(row.category),
    TopsTxnTypeId: txnTypeId,
    TotalAmount: amount,
    Total: amount,
    DebitAccountId: row.is_debit ? hold : offset,
    DebitCostCenterId: row.is_debit ? num(row.hold_center) : null,
    CreditAccountId: row.is_debit ? offset : hold,
    CreditCostCenterId: row.is_debit ? null : num(row.hold_center),
    BankAccountId: null,
    ReservedPrepaidCodeId: null,
    IsWaived: waive,
    IsAdjustmentWaive: waive,
    IsPrepaid: row.code_type === CodeTypeId.PrePaid,
    Balance: Number(row.balance),
    currentBalance: Number(row.balance),
  };
}

/** An adjustment with its lines; 404 when it is not one or its community is not the caller's. */
export async function readAdjustmentProfile(
  ctx: RequestContext,
  itemId: number,
): Promise<AdjustmentProfile> {
  const [head] = await queryRows<HeadRow>(
    ctx.tx,
    sql`select id, txn_type_id, status_id, community_agent_id as community,
               coalesce(post_date, event_date)::text as post_date, reference, description
          from items where id = ${itemId} and txn_type_id = any(${typeIds}::smallint[])`,
  );
  if (!head) throw notFound();
  await requireCommunity(ctx, Number(head.community));
  const rows = await queryRows<LineRow>(
    ctx.tx,
    sql`select d.id, ia.agent_id as owner, o.parent_agent_id as property, c.display_name as name,
               d.code_id as code, cd.code_alias as alias, cd.code_name, cd.code_category_id as category,
               cd.code_type_id as code_type, d.amount_cents as amount, d.is_debit,
               d.account_id as offset_account, h.account_id as hold_account,
               h.cost_center_id as hold_center, coalesce(b.balance_cents, 0) as balance
          from item_agents ia
          join item_agent_details d on d.item_agent_id = ia.id and not d.is_deleted
          join agents o on o.id = ia.agent_id
          left join contacts c on c.agent_id = ia.agent_id
          join codes cd on cd.id = d.code_id
          left join code_accounts h on h.code_id = cd.id and h.code_account_type_id =
            case when cd.code_type_id = ${CodeTypeId.PrePaid} then ${CodeAccountTypeId.Income}::smallint
                 else ${CodeAccountTypeId.Receivable}::smallint end
          left join owner_code_balances b on b.owner_agent_id = ia.agent_id and b.code_id = d.code_id
         where ia.item_id = ${itemId} and not ia.is_deleted
         order by ia.id, d.id`,
  );
  const lines = rows.map((row) => line(head.txn_type_id, row));
  return {
    TopsItemId: Number(head.id),
    TopsTxnTypeId: head.txn_type_id,
    TxnTypeName: typeName(head.txn_type_id),
    TopsStatusId: head.status_id,
    StatusName: statusName(head.status_id),
    CommunityAgentId: Number(head.community),
    PostDate: head.post_date,
    Reference: head.reference,
    Description: head.description,
    TotalAmount: lines.reduce((sum, l) => sum + l.TotalAmount, 0),
    OwnerCount: new Set(lines.map((l) => l.OwnerAgentId)).size,
    Lines: lines,
  };
}

interface SummaryRow {
  id: string | number;
  txn_type_id: number;
  status_id: number;
  post_date: string;
  reference: string | null;
  description: string | null;
  owners: number;
  owner_name: string | null;
  total: string | number;
  total_count: number;
}

/** A page of the community's adjustments, newest post date first; removed ones are not listed. */
export async function listAdjustments(
  ctx: RequestContext,
  q: { communityAgentId: number; statusId?: number | undefined; skip: number; take: number },
): Promise<{ TotalCount: number; Items: AdjustmentSummary[] }> {
  const rows = await queryRows<SummaryRow>(
    ctx.tx,
    sql`select i.id, i.txn_type_id, i.status_id, coalesce(i.post_date, i.event_date)::text as post_date,
               i.reference, i.description, t.owners, t.owner_name, coalesce(t.total, 0) as total,
               count(*) over ()::int as total_count
          from items i
          cross join lateral (
            select count(distinct ia.agent_id)::int as owners,
                   case when count(distinct ia.agent_id) = 1 then min(c.display_name) end as owner_name,
                   sum(d.amount_cents) as total
              from item_agents ia
              join item_agent_details d on d.item_agent_id = ia.id and not d.is_deleted
              left join contacts c on c.agent_id = ia.agent_id
             where ia.item_id = i.id and not ia.is_deleted) t
         where i.community_agent_id = ${q.communityAgentId}
           and i.txn_type_id = any(${typeIds}::smallint[])
           and i.status_id ${q.statusId ? sql`= ${q.statusId}` : sql`in (${StatusId.Accrued}, ${StatusId.Posted})`}
         order by coalesce(i.post_date, i.event_date) desc, i.id desc
         offset ${q.skip} limit ${q.take}`,
  );
  return {
    TotalCount: rows[0]?.total_count ?? 0,
    Items: rows.map((r) => ({
      TopsItemId: Number(r.id),
      TopsTxnTypeId: r.txn_type_id,
      TxnTypeName: typeName(r.txn_type_id),
      TopsStatusId: r.status_id,
      StatusName: statusName(r.status_id),
      PostDate: r.post_date,
      Reference: r.reference,
      Description: r.description,
      OwnerCount: r.owners,
      OwnerName: r.owner_name,
      TotalAmount: Number(r.total),
    })),
  };
}
