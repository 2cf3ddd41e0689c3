import { queryPrepared, queryRows, sql, type Tx } from '@hoa/db';
import type { JournalAccount, JournalEntry, JournalEntrySummary } from '@hoa/contract';
import { StatusId, statusLabel, TxnTypeId } from '@hoa/domain';
import type { NewLedgerItem, PostedLedgerItem } from './ledger-items';

type StoredEntry = Omit<JournalEntry, 'StatusName' | 'TotalAmount_Debit' | 'TotalAmount_Credit'>;

/**
 * One journal entry with its live lines, or null. Read as JSON so ids and days look the same on
 * PGlite and PostgreSQL. Prepared: every save answers with it, and its plan took four times its
 * run (issue 27).
 */
export async function readJournalEntry(tx: Tx, itemId: number): Promise<JournalEntry | null> {
  const [row] = await queryPrepared<{ entry: StoredEntry }>(
    tx,
    sql`select json_build_object(
          'TopsItemId', i.id, 'TopsItemAgentId', ia.id, 'TopsAgentId', ia.agent_id,
          'CommunityAgentId', i.community_agent_id, 'Reference', i.reference,
          'Description', i.description, 'PostDate', coalesce(i.post_date, i.event_date)::text,
          'ItemStatus', i.status_id, 'ReverseNextPeriod', je.reverse_next_period,
          'ReversalDate', je.reversal_date::text, 'IsJournalEntryTemplate', je.is_template,
          'ReversalOfItemId', je.reversal_of_item_id,
          'ReversedByItemId', (select r.item_id from journal_entries r join items ri on ri.id = r.item_id
                                where r.reversal_of_item_id = i.id and ri.status_id <> ${StatusId.Deleted}
                                order by r.item_id limit 1),
          'IsYearClose', exists (select 1 from year_closes yc where yc.closing_item_id = i.id),
          'CreatedAt', i.created_at,
          'Transactions', coalesce((
            select json_agg(json_build_object(
                'TopsItemAgentDetailId', d.id, 'Amount', d.amount_cents,
                'Amount_Debit', case when d.is_debit then d.amount_cents else 0 end,
                'Amount_Credit', case when d.is_debit then 0 else d.amount_cents end,
                'IsDebit', d.is_debit,
                'Account', case when a.id is null then null else json_build_object(
                  'TopsAccountId', a.id, 'TopsAccountTypeId', a.account_type_id,
                  'AccountNumber', a.account_number, 'AccountName', a.account_name) end,
                'CostCenterCategoryId', d.cost_center_category_id, 'Reference', d.reference,
                'Description', d.description, 'IsDeleted', d.is_deleted) order by d.id)
              from item_agent_details d left join accounts a on a.id = d.account_id
             where d.item_agent_id = ia.id and not d.is_deleted), '[]'::json)
        ) as entry
        from items i
        join journal_entries je on je.item_id = i.id
        left join lateral (select x.id, x.agent_id from item_agents x
                            where x.item_id = i.id order by x.id limit 1) ia on true
       where i.id = ${itemId} and i.txn_type_id = ${TxnTypeId.JournalEntry}`,
  );
  return row ? withTotals(row.entry) : null;
}

/**
 * What readJournalEntry reads for an entry stored as posted by insertPostedLedgerItems in this
 * request, without reading it: its lines, in the order stored, show their accounts as given.
 */
export function postedEntryAnswer(
  entry: NewLedgerItem,
  stored: PostedLedgerItem,
  accounts: ReadonlyMap<number, JournalAccount>,
): JournalEntry {
  return withTotals({
    TopsItemId: stored.itemId,
    TopsItemAgentId: stored.itemAgentId,
    TopsAgentId: entry.communityAgentId,
    CommunityAgentId: entry.communityAgentId,
    Reference: entry.reference,
    Description: entry.description,
    PostDate: entry.postDate,
    ItemStatus: entry.statusId,
    ReverseNextPeriod: entry.journal?.reverseNextPeriod ?? false,
    ReversalDate: null,
    IsJournalEntryTemplate: entry.journal?.isTemplate ?? false,
    ReversalOfItemId: entry.journal?.reversalOfItemId ?? null,
    ReversedByItemId: null,
    IsYearClose: false,
    CreatedAt: stored.createdAt,
    Transactions: entry.lines.map((line, i) => ({
      TopsItemAgentDetailId: stored.detailIds[i] ?? 0,
      Amount: line.amountCents,
      Amount_Debit: line.isDebit ? line.amountCents : 0,
      Amount_Credit: line.isDebit ? 0 : line.amountCents,
      IsDebit: line.isDebit,
      Account: accounts.get(line.accountId) ?? null,
      CostCenterCategoryId: line.costCenterId,
      Reference: line.reference,
      Description: line.description,
      IsDeleted: false,
    })),
  });
}

/** An entry with its status name and its lines' totals. */
function withTotals(entry: StoredEntry): JournalEntry {
  let debit = 0;
  let credit = 0;
  for (const line of entry.Transactions) {
    debit += line.Amount_Debit;
    credit += line.Amount_Credit;
  }
  return {
    ...entry,
    StatusName: statusLabel(entry.ItemStatus),
    TotalAmount_Debit: debit,
    TotalAmount_Credit: credit,
  };
}

export interface EntryListFilter {
  communityAgentId: number;
  isTemplate: boolean;
  statusId: number | undefined;
  skip: number;
  take: number;
}

type SummaryRow = Omit<JournalEntrySummary, 'StatusName'>;

/** A page of a community's entries or templates, newest post date first. */
export async function listJournalEntries(
  tx: Tx,
  filter: EntryListFilter,
): Promise<{ TotalCount: number; Items: JournalEntrySummary[] }> {
  const statuses =
    filter.statusId === undefined ? [StatusId.Accrued, StatusId.Posted] : [filter.statusId];
  const [row] = await queryRows<{ total: number; rows: SummaryRow[] }>(
    tx,
    sql`with m as (
          select i.id, i.post_date, i.status_id, i.reference, i.description, i.community_agent_id,
                 je.reverse_next_period, je.reversal_of_item_id, je.is_template
            from items i join journal_entries je on je.item_id = i.id
           where i.community_agent_id = ${filter.communityAgentId}
             and i.txn_type_id = ${TxnTypeId.JournalEntry}
             and je.is_template = ${filter.isTemplate}
             and i.status_id in (${sql.join(
               statuses.map((s) => sql`${s}`),
               sql`, `,
             )})
        ), p as (select * from m order by post_date desc, id desc
                 offset ${filter.skip} limit ${filter.take})
        select (select count(*)::int from m) as total,
          coalesce((select json_agg(json_build_object(
              'TopsItemId', p.id, 'CommunityAgentId', p.community_agent_id,
              'PostDate', p.post_date::text, 'Reference', p.reference,
              'Description', p.description, 'ItemStatus', p.status_id,
              'TotalAmount', coalesce(t.debit, 0), 'LineCount', coalesce(t.lines, 0),
              'ReverseNextPeriod', p.reverse_next_period,
              'ReversalOfItemId', p.reversal_of_item_id, 'IsJournalEntryTemplate', p.is_template)
              order by p.post_date desc, p.id desc)
            from p left join lateral (
              select sum(d.amount_cents) filter (where d.is_debit) as debit, count(*)::int as lines
                from item_agents ia join item_agent_details d on d.item_agent_id = ia.id
               where ia.item_id = p.id and not d.is_deleted) t on true), '[]'::json) as rows`,
  );
  return {
    TotalCount: row?.total ?? 0,
    Items: (row?.rows ?? []).map((r) => ({ ...r, StatusName: statusLabel(r.ItemStatus) })),
  };
}
