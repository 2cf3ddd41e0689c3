import { queryPrepared, sql, type SQL, type Tx } from '@hoa/db';
import { TxnTypeId } from '@hoa/domain';
import { postEntries } from '../gl/index';
import { storedItemsPosting } from './journal-entry-posting';

/** One line of a new item: the amount on one side, cents. */
export interface NewItemLine {
  accountId: number;
  amountCents: number;
  isDebit: boolean;
  costCenterId: number | null;
  reference: string | null;
  description: string | null;
}

/** A general-ledger item to store: a journal entry (type 60), a year-close undo (84), … */
export interface NewLedgerItem {
  communityAgentId: number;
  txnTypeId: number;
  statusId: number;
  postDate: string;
  reference: string | null;
  description: string | null;
  idempotencyKey?: string | null;
  /** The journal-entry header facts; stored for type 60. */
  journal?: { reverseNextPeriod: boolean; isTemplate: boolean; reversalOfItemId: number | null };
  lines: readonly NewItemLine[];
}

/** The item_agent_details row of a line. */
export function detailRow(companyId: number, itemAgentId: number, line: NewItemLine) {
  return {
    companyId,
    itemAgentId,
    accountId: line.accountId,
    amountCents: line.amountCents,
    isDebit: line.isDebit,
    costCenterCategoryId: line.costCenterId,
    reference: line.reference,
    description: line.description,
  };
}

export interface StoredLedgerItem {
  itemId: number;
  itemAgentId: number;
  /** The stored lines' ids, in the order given. */
  detailIds: number[];
}

/**
 * Stores items with the community as their one agent and their lines (item agent details) in one
 * statement whatever the number of items (one round trip: ids are drawn from the tables'
 * sequences first, so every row names its parent in the same statement, in the order given).
 * Ledger lines are not written here: posting is the caller's next step, through postEntries.
 * Prepared (its text is the same whatever the items): planned once per connection.
 */
export async function insertLedgerItems(
  tx: Tx,
  companyId: number,
  userId: number | null,
  newItems: readonly NewLedgerItem[],
): Promise<StoredLedgerItem[]> {
  if (newItems.length === 0) return [];
  const rows = await queryPrepared<StoredRow>(
    tx,
    sql`with ${storedItemsCtes(companyId, userId, newItems)}
        select ${storedItemJson} as stored
          from item_input i join stored_items s on s.id = i.item_id order by i.i`,
  );
  return rows.map((row) => storedItem(row.stored));
}

/**
 * Stores items as insertLedgerItems does and posts their lines in the same statement, each line
 * on its side: one round trip for items stored as posted (status 4), whose lines are their ledger
 * lines. Checked by the database as every posting is (balanced, open period and year).
 */
export async function insertPostedLedgerItems(
  tx: Tx,
  companyId: number,
  userId: number | null,
  newItems: readonly NewLedgerItem[],
): Promise<PostedLedgerItem[]> {
  if (newItems.length === 0) return [];
  const { summary } = await postEntries(
    tx,
    companyId,
    storedItemsPosting(
      storedItemsCtes(companyId, userId, newItems),
      sql`(select json_agg(${storedItemJson} order by i.i)
        from item_input i join stored_items s on s.id = i.item_id)`,
    ),
  );
  return (summary as StoredJson[]).map((stored) => ({
    ...storedItem(stored),
    createdAt: stored.createdAt,
  }));
}

/** An item stored and posted in one statement, with the time it was stored at (as JSON has it). */
export interface PostedLedgerItem extends StoredLedgerItem {
  createdAt: string;
}

interface StoredJson {
  itemId: number;
  itemAgentId: number;
  detailIds: number[] | null;
  createdAt: string;
}

interface StoredRow {
  stored: StoredJson;
}

/** A stored item (alias i of item_input, s of stored_items) as JSON. */
const storedItemJson = sql`json_build_object('itemId', i.item_id, 'itemAgentId', i.item_agent_id,
    'detailIds', (select json_agg(l.detail_id order by l.n) from line_input l where l.i = i.i),
    'createdAt', s.created_at)`;

/**
 * The common table expressions that store new items: item_input (an item a row, with the ids
 * drawn for it), line_input (a line a row) and the inserts; stored_items returns id, created_at.
 */
function storedItemsCtes(
  companyId: number,
  userId: number | null,
  newItems: readonly NewLedgerItem[],
): SQL {
  const itemInput = newItems.map((item, i) => ({
    i,
    community_agent_id: item.communityAgentId,
    txn_type_id: item.txnTypeId,
    status_id: item.statusId,
    post_date: item.postDate,
    reference: item.reference,
    description: item.description,
    idempotency_key: item.idempotencyKey ?? null,
    journal: item.txnTypeId === TxnTypeId.JournalEntry && item.journal !== undefined,
    reverse_next_period: item.journal?.reverseNextPeriod ?? false,
    is_template: item.journal?.isTemplate ?? false,
    reversal_of_item_id: item.journal?.reversalOfItemId ?? null,
  }));
  const lineInput = newItems.flatMap((item, i) =>
    item.lines.map((line, n) => ({
      i,
      n,
      account_id: line.accountId,
      amount_cents: line.amountCents,
      is_debit: line.isDebit,
      cost_center_id: line.costCenterId,
      reference: line.reference,
      description: line.description,
    })),
  );
  return sql`item_input as materialized (
          select t.*, nextval(pg_get_serial_sequence('items', 'id')) as item_id,
                 nextval(pg_get_serial_sequence('item_agents', 'id')) as item_agent_id
            from jsonb_to_recordset(${JSON.stringify(itemInput)}::jsonb) as t(i int,
                   community_agent_id bigint, txn_type_id smallint, status_id smallint, post_date date,
                   reference varchar, description text, idempotency_key varchar, journal boolean,
                   reverse_next_period boolean, is_template boolean, reversal_of_item_id bigint)
        ), line_input as materialized (
          select l.*, nextval(pg_get_serial_sequence('item_agent_details', 'id')) as detail_id
            from (select * from jsonb_to_recordset(${JSON.stringify(lineInput)}::jsonb) as l(i int,
                    n int, account_id bigint, amount_cents bigint, is_debit boolean,
                    cost_center_id bigint, reference varchar, description varchar)
                   order by i, n) l
        ), stored_items as (
          insert into items (id, company_id, community_agent_id, txn_type_id, status_id, event_date,
                             post_date, reference, description, idempotency_key, created_by_user_id)
          select item_id, ${companyId}::bigint, community_agent_id, txn_type_id, status_id, post_date,
                 post_date, reference, description, idempotency_key, ${userId}::bigint
            from item_input order by i
          returning id, created_at
        ), stored_agents as (
          insert into item_agents (id, company_id, item_id, agent_id)
          select item_agent_id, ${companyId}::bigint, item_id, community_agent_id
            from item_input order by i
        ), stored_journals as (
          insert into journal_entries (item_id, company_id, reverse_next_period, is_template,
                                       reversal_of_item_id)
          select item_id, ${companyId}::bigint, reverse_next_period, is_template, reversal_of_item_id
            from item_input where journal order by i
        ), stored_details as (
          insert into item_agent_details (id, company_id, item_agent_id, account_id, amount_cents,
                                          is_debit, cost_center_category_id, reference, description)
          select l.detail_id, ${companyId}::bigint, i.item_agent_id, l.account_id, l.amount_cents,
                 l.is_debit, l.cost_center_id, l.reference, l.description
            from line_input l join item_input i on i.i = l.i order by l.detail_id
        )`;
}

function storedItem(stored: StoredJson): StoredLedgerItem {
  return {
    itemId: Number(stored.itemId),
    itemAgentId: Number(stored.itemAgentId),
    detailIds: (stored.detailIds ?? []).map(Number),
  };
}
