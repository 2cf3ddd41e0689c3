import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import {
  CodeAccountTypeId,
  CodeTypeId,
  OwnerLikeAgentTypeIds,
  StatusId,
  type MovedOwnerLine,
} from '@hoa/domain';
import { appError } from '../../http/errors';
import { idArray } from '../../sql/index';
import { largeBatch, withKeyLookupPlan, withLargeBatchPlan } from './large-batch-plan';
import { withJoinedReferences, type JoinedReference } from './joined-references';
import { insertOwnerLines, postOwnerLines, type PostedOwnerItem } from './owner-lines';
import { reversePosting } from './reversal';

/**
 * The posting builder of every owner transaction (charges 40-43, 53, recurring credits 102,
 * adjustments 39, 45, 46, 72, 73, 95, and the payments of cash receipts): posts accrued items set-based, whatever their number
 * of owners. Each owner line (item agent detail with a code) moves the owner's balance of its code:
 * signed = amount when IsDebit, −amount otherwise (+ the owner owes more). Its amount is held on
 * the code's receivable account (the prepaid code's liability account, since a prepaid balance is
 * owed back), debited by a positive signed amount, credited by a negative, and offset on the other
 * side of the detail's account when it names one; details without an account offset each other
 * within the item (prepaids moved between codes). One statement writes, from one read of the
 * details:
 *  - one ar_lines row per detail (the owner sub-ledger, naming the account holding it), from which
 *    owner code balances are kept;
 *  - the items' ledger lines, summed per item, code, account, cost center and side (decisions.md:
 *    a month's charges of a community are two ledger lines, not two per owner); a line made of one
 *    detail names it.
 * The database refuses an entry that does not balance and a post date in a closed period or year.
 */
export async function postReceivableItems(
  tx: Tx,
  companyId: number,
  itemIds: readonly number[],
): Promise<PostedOwnerItem[]> {
  if (itemIds.length === 0) return [];
  const posted = await queryRows<PostingItem>(
    tx,
    sql`update items set status_id = ${StatusId.Posted}::smallint, post_date = coalesce(post_date, event_date),
               updated_at = now()
         where id = any(${idArray(itemIds)}) and status_id = ${StatusId.Accrued}::smallint
     returning id::int8 as id, community_agent_id::int8 as community, txn_type_id as type,
               post_date::text as date`,
  );
  if (posted.length !== itemIds.length) throw appError('ReceivableNotAccrued');
  return postOwnerItems(tx, companyId, posted);
}

/**
 * Writes the owner lines and ledger lines of items marked posted in this transaction: by
 * postReceivableItems, or written posted with their details (createPostedCashReceipts).
 */
export async function postOwnerItems(
  tx: Tx,
  companyId: number,
  posted: readonly PostingItem[],
): Promise<PostedOwnerItem[]> {
  if (posted.length === 0) return [];
  // The items as a relation of their own (x): looked up again per owner line, a just-updated item
  // of a new company could be sought through the company's index, whose statistics know none.
  const items = sql`unnest(${idArray(posted.map((p) => p.id))},
    ${idArray(posted.map((p) => p.community))},
    ${`{${posted.map((p) => p.type).join(',')}}`}::smallint[],
    ${`{${posted.map((p) => p.date).join(',')}}`}::date[]) as x(id, community_agent_id, txn_type_id, post_date)`;
  return withLargeBatchPlan(tx, await lineCount(tx, items, posted.length), async () => {
    await requireHoldAccounts(tx, items);
    return postOwnerDetails(tx, companyId, items);
  });
}

/**
 * The size that picks the posting's plan: the items' owners, counted only when the items alone are
 * too few for a large batch.
 */
async function lineCount(tx: Tx, items: SQL, itemCount: number): Promise<number> {
  if (itemCount >= largeBatch) return itemCount;
  const [size] = await queryRows<{ lines: number }>(
    tx,
    sql`select coalesce(sum(n.n + r.n), 0)::int as lines from ${items}
          cross join lateral (select count(*) as n from item_agents ia where ia.item_id = x.id) n
          cross join lateral (select coalesce(sum(cardinality(r.owner_agent_ids)), 0) as n
                                from charge_run_codes r where r.item_id = x.id) r`,
  );
  return size?.lines ?? 0;
}

/** An item to post: its id, community, transaction type and post date. */
export interface PostingItem {
  id: number;
  community: number;
  type: number;
  date: string;
}

/**
 * Undoes posted owner items line for line, on their own post dates: the ledger lines turned
 * around and the owner lines negated, under the same items, which the caller then marks deleted.
 */
export async function reverseReceivableItems(
  tx: Tx,
  companyId: number,
  itemIds: readonly number[],
): Promise<void> {
  if (itemIds.length === 0) return;
  const ids = idArray(itemIds);
  await reversePosting(tx, companyId, { itemIds });
  await tx.execute(
    insertOwnerLines(
      companyId,
      sql`select ${reversedOwnerLine} from ar_lines a where a.item_id = any(${ids})`,
    ),
  );
}

/** Owners taken off one owner item: by item and owner, whether or not the item has item agents. */
export interface OwnersOnItem {
  itemId: number;
  ownerAgentIds: readonly number[];
}

/**
 * Undoes owners' parts of posted owner items (removing owners from a transaction): each owner's
 * lines on the item (ownersLinesOnItems) negated, and their ledger amounts turned around on their
 * own post dates and accounts (the owner line names the account holding it and the account it was
 * offset on). An owner's lines balance by themselves: each line carries its offset, offsets
 * another line of the same owner, or is a merge's line whose pair is taken with it. The lines
 * reversed and the reversing lines are recorded as taken off (ar_removed_lines). The caller then
 * marks the owners removed.
 */
export async function reverseOwnersOnItems(
  tx: Tx,
  companyId: number,
  targets: readonly OwnersOnItem[],
): Promise<void> {
  if (targets.every((t) => t.ownerAgentIds.length === 0)) return;
  await postOwnerLines(
    tx,
    companyId,
    sql`select ${reversedOwnerLine}, a.id as reversed_line_id
          from (${ownersLinesOnItems(targets)}) a`,
    { removal: true },
  );
}

/**
 * The owner lines that removing owners from items takes off, not taken off before: for each item
 * and owner (t), the owner's lines on the item but those a merge moved to the owner from another,
 * and the merge's copies of the owner's lines on other owners (a merge's lines name the line they
 * move, `moved_line_id`). Found from the owner's lines (by the owner index) and the moved lines'
 * index, never by reading the item's lines: a charge has one per owner.
 */
export function ownersLinesOnItems(targets: readonly OwnersOnItem[]): SQL {
  return sql`with t as (${ownerPairs(targets)}), own as (
      select a.* from t
       cross join lateral (select a.* from ar_lines a
                            where a.owner_agent_id = t.owner_agent_id and a.item_id = t.item_id
                           offset 0) a
       where a.moved_line_id is null
          or (select s.owner_agent_id from ar_lines s where s.id = a.moved_line_id) = a.owner_agent_id
    ), taken as (
      select o.* from own o
      union all
      select c.* from own o
       cross join lateral (select c.* from ar_lines c
                            where c.moved_line_id = o.id and c.owner_agent_id <> o.owner_agent_id
                           offset 0) c
    )
    select k.* from taken k
     where not exists (select 1 from ar_removed_lines r where r.ar_line_id = k.id)`;
}

/** The distinct (item_id, owner_agent_id) rows of owners on items, for a join. */
export function ownerPairs(targets: readonly OwnersOnItem[]): SQL {
  const pairs = targets.flatMap((t) => t.ownerAgentIds.map((owner) => [t.itemId, owner] as const));
  return sql`select distinct t.item_id, t.owner_agent_id
               from unnest(${idArray(pairs.map((p) => p[0]))}, ${idArray(pairs.map((p) => p[1]))})
                    as t(item_id, owner_agent_id)`;
}

/**
 * Posts the owner lines of a merge of owner history (ownerMergeMoves in @hoa/domain): each moved
 * line reversed on the source owner and posted again on the target, on its own item, detail,
 * code, account, cost center, post date and text, without an offset account, each naming the
 * line it moves (`moved_line_id`; their reversals do not). Each pair sums to
 * zero on its account, so the item's ledger lines (a debit and a credit of the same account)
 * balance and the ledger's balances are unchanged; removing the item later reverses the merge's
 * lines too.
 */
export async function postMovedOwnerLines(
  tx: Tx,
  companyId: number,
  moved: { communityAgentId: number; propertyAgentId: number; lines: readonly MovedOwnerLine[] },
): Promise<void> {
  if (moved.lines.length === 0) return;
  const rows = moved.lines.map((line) => ({
    owner_agent_id: line.ownerAgentId,
    code_id: line.codeId,
    item_id: line.itemId,
    item_agent_detail_id: line.itemAgentDetailId,
    moved_line_id: line.movedLineId,
    txn_type_id: line.txnTypeId,
    post_date: line.postDate,
    amount_cents: line.amountCents,
    account_id: line.accountId,
    cost_center_id: line.costCenterId,
    description: line.description,
  }));
  await postOwnerLines(
    tx,
    companyId,
    sql`select ${moved.communityAgentId}::bigint as community_agent_id,
               ${moved.propertyAgentId}::bigint as property_agent_id, m.owner_agent_id, m.code_id,
               m.item_id, m.item_agent_detail_id, m.txn_type_id, m.post_date, m.amount_cents,
               m.account_id, m.cost_center_id, null::bigint as offset_account_id, m.description,
               m.moved_line_id
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(owner_agent_id bigint,
               code_id bigint, item_id bigint, item_agent_detail_id bigint, moved_line_id bigint,
               txn_type_id smallint, post_date date, amount_cents bigint, account_id bigint,
               cost_center_id bigint, description text)`,
  );
}

/** An owner line (a) negated, for the owner lines of a reversal. */
const reversedOwnerLine = sql`a.community_agent_id, a.property_agent_id, a.owner_agent_id,
  a.code_id, a.item_id, a.item_agent_detail_id, a.txn_type_id, a.post_date,
  -a.amount_cents as amount_cents, a.account_id, a.cost_center_id, a.offset_account_id,
  a.description, null::bigint as moved_line_id`;

/** The code account that holds an owner's balance of a code (prepaids, deposits: a liability). */
const holdAccountType = sql`case when c.code_type_id in (${CodeTypeId.PrePaid}::smallint,
  ${CodeTypeId.SecurityDeposit}::smallint) then ${CodeAccountTypeId.Income}::smallint else ${CodeAccountTypeId.Receivable}::smallint end`;

/**
 * The owner details of the items (relation x: id, community_agent_id, txn_type_id, post_date) as
 * owner lines without their property and hold account: live item agents and details with a code
 * and an amount, the owner's signed amount, the detail's offset account and text; and an
 * assessment run's live lines from its arrays (charge_run_codes), without a detail. Each item's
 * agents and their details, or its arrays, are looked up by index (lateral lookups, `offset 0`
 * keeping the planner from turning them into joins that read whole tables), so the work follows
 * the lines posted, not the size of the tables.
 */
function ownerDetails(items: SQL): SQL {
  return sql`select x.community_agent_id, ia.agent_id as owner_agent_id, d.code_id,
        x.id as item_id, d.id as item_agent_detail_id, x.txn_type_id, x.post_date,
        case when d.is_debit then d.amount_cents else -d.amount_cents end as amount_cents,
        d.account_id as offset_account_id, d.description
      from ${items}
      cross join lateral (select ia.id, ia.agent_id from item_agents ia
                           where ia.item_id = x.id and not ia.is_deleted offset 0) ia
      cross join lateral (
        select d.id, d.code_id, d.amount_cents, d.is_debit, d.account_id, d.description
          from item_agent_details d
         where d.item_agent_id = ia.id and not d.is_deleted and d.code_id is not null
           and d.amount_cents <> 0 offset 0) d
      union all
      select x.community_agent_id, u.owner_agent_id, r.code_id, x.id, null::bigint, x.txn_type_id,
        x.post_date, case when r.is_debit then u.amount else -u.amount end, r.account_id,
        null::varchar(200)
      from ${items}
      cross join lateral (select r.* from charge_run_codes r where r.item_id = x.id offset 0) r
      cross join lateral unnest(r.owner_agent_ids, r.amounts, r.removed)
                         as u(owner_agent_id, amount, removed)
      where not u.removed and u.amount <> 0`;
}

/**
 * Refuses a code of the items without the account holding its balance. The codes of the items'
 * communities that lack one come first; only when there are some are the items' details read.
 */
async function requireHoldAccounts(tx: Tx, items: SQL): Promise<void> {
  const lacking = await queryRows<{ id: string }>(
    tx,
    sql`select c.id::text from codes c
         where c.community_agent_id in (select x.community_agent_id from ${items})
           and not exists (select 1 from code_accounts h where h.code_id = c.id
                            and h.code_account_type_id = ${holdAccountType})`,
  );
  if (lacking.length === 0) return;
  const [used] = await queryRows<{ alias: string }>(
    tx,
    sql`select c.code_alias as alias from (${ownerDetails(items)}) od join codes c on c.id = od.code_id
         where c.id = any(${idArray(lacking.map((c) => Number(c.id)))})
         order by c.code_alias limit 1`,
  );
  if (used) throw appError('ReceivableCodeWithoutAccounts', used.alias);
}

/**
 * Posts the items' owner details (owner_details, read once into the owner lines that both inserts
 * read: not materialized on its own, which saved a pass over 100,000 rows, about 60 ms in two runs
 * against two), given the owner's property and the account holding each code's balance (h) by
 * joins of those rows. Each owner is looked up by its primary key (a lateral lookup the planner
 * cannot turn into a scan of the company's agents for each owner): joined by hash, each posting of
 * 400,000 owners read all 3,200,000 agents of a company of 1,600,000 homes into a hash that
 * spilled to disk (12.0-12.6 s against 14.2-15.7 s a posting; the same at 100,000 owners).
 */
function postOwnerDetails(tx: Tx, companyId: number, items: SQL): Promise<PostedOwnerItem[]> {
  // The owner, code, detail and item of each owner line, and the item and detail of each ledger
  // line summed from them, come from the rows the statement joins; the property is the joined
  // owner's parent, which the database checks on the owner agents (migration 0122) and only there,
  // and the offset account the joined detail's account, which the database checks on the details.
  return withKeyLookupPlan(tx, () =>
    withJoinedReferences(tx, ownerDetailReferences, () =>
      postOwnerLines(
        tx,
        companyId,
        sql`select od.community_agent_id,
               case when o.agent_type_id = any(${idArray(OwnerLikeAgentTypeIds)})
                 then o.parent_agent_id end as property_agent_id, od.owner_agent_id,
               od.code_id, od.item_id, od.item_agent_detail_id, od.txn_type_id, od.post_date,
               od.amount_cents, h.account_id, h.cost_center_id, od.offset_account_id, od.description,
               null::bigint as moved_line_id
          from owner_details od
          cross join lateral (select o.agent_type_id, o.parent_agent_id from agents o
                               where o.id = od.owner_agent_id offset 0) o
          join codes c on c.id = od.code_id
          join code_accounts h on h.code_id = c.id and h.code_account_type_id = ${holdAccountType}`,
        { before: sql`owner_details as (${ownerDetails(items)}), ` },
      ),
    ),
  );
}

const ownerDetailReferences: readonly JoinedReference[] = [
  'ar_lines.owner_agent_id',
  'ar_lines.property_agent_id',
  'ar_lines.code_id',
  'ar_lines.item_id',
  'ar_lines.item_agent_detail_id',
  'ar_lines.offset_account_id',
  'gl_lines.item_id',
  'gl_lines.item_agent_detail_id',
];
