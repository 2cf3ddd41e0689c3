import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import { CodeAccountTypeId, CodeTypeId, ReceivableMessages, StatusId } from '@hoa/domain';
import { AppError } from '../../http/errors';
import { insertLedgerLines } from './post-entries';

/**
 * The posting builder of every owner transaction (charges 40-43, 53, adjustments 39, 45, 46, 72,
 * 73, 95, and the payments of cash receipts): posts accrued items set-based, whatever their number
 * of owners. Each owner line (item agent detail with a code) moves the owner's balance of its code:
 * signed = amount when IsDebit, −amount otherwise (+ the owner owes more). It writes:
 *  - the hold line: the code's receivable account (the prepaid code's liability account, since a
 *    prepaid balance is owed back), debited by a positive signed amount, credited by a negative;
 *  - the offset line, when the detail names an account: the same amount on the other side;
 *    details without an account offset each other within the item (prepaids moved between codes);
 *  - one ar_lines row per detail, from which owner code balances are kept.
 * The database refuses an entry that does not balance and a post date in a closed period or year.
 */
export async function postReceivableItems(
  tx: Tx,
  companyId: number,
  itemIds: readonly number[],
): Promise<void> {
  if (itemIds.length === 0) return;
  const ids = sql`(select unnest(${`{${itemIds.join(',')}}`}::bigint[]))`;
  const posted = await queryRows<{ id: number }>(
    tx,
    sql`update items set status_id = ${StatusId.Posted}::smallint, post_date = coalesce(post_date, event_date),
               updated_at = now()
         where id in ${ids} and status_id = ${StatusId.Accrued}::smallint
     returning id`,
  );
  if (posted.length !== itemIds.length) throw new AppError(409, ReceivableMessages.notAccrued);
  await requireHoldAccounts(tx, ids);
  await insertLedgerLines(tx, companyId, ledgerSource(ids));
  await insertOwnerLines(tx, companyId, ownerLineSource(ids));
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
  const ids = sql`(select unnest(${`{${itemIds.join(',')}}`}::bigint[]))`;
  await insertLedgerLines(
    tx,
    companyId,
    sql`select l.item_id, l.community_agent_id, l.post_date, l.account_id, l.cost_center_id,
               l.credit_cents as debit_cents, l.debit_cents as credit_cents, l.description,
               l.item_agent_detail_id
          from gl_lines l where l.item_id in ${ids}`,
  );
  await insertOwnerLines(
    tx,
    companyId,
    sql`select a.community_agent_id, a.property_agent_id, a.owner_agent_id, a.code_id, a.item_id,
               a.item_agent_detail_id, a.txn_type_id, a.post_date, -a.amount_cents as amount_cents
          from ar_lines a where a.item_id in ${ids}`,
  );
}

/**
 * Undoes one owner's part of posted owner items (removing the owner from a transaction): the
 * ledger and owner lines of the item agents' details, turned around on their own post dates. An
 * owner's lines balance by themselves: each detail carries its offset, or offsets another detail
 * of the same owner. The caller then marks the item agents deleted.
 */
export async function reverseReceivableItemAgents(
  tx: Tx,
  companyId: number,
  itemAgentIds: readonly number[],
): Promise<void> {
  if (itemAgentIds.length === 0) return;
  const agentIds = sql`(select unnest(${`{${itemAgentIds.join(',')}}`}::bigint[]))`;
  const items = sql`(select ia.item_id from item_agents ia where ia.id in ${agentIds})`;
  const details = sql`(select d.id from item_agent_details d where d.item_agent_id in ${agentIds})`;
  await insertLedgerLines(
    tx,
    companyId,
    sql`select l.item_id, l.community_agent_id, l.post_date, l.account_id, l.cost_center_id,
               l.credit_cents as debit_cents, l.debit_cents as credit_cents, l.description,
               l.item_agent_detail_id
          from gl_lines l where l.item_id in ${items} and l.item_agent_detail_id in ${details}`,
  );
  await insertOwnerLines(
    tx,
    companyId,
    sql`select a.community_agent_id, a.property_agent_id, a.owner_agent_id, a.code_id, a.item_id,
               a.item_agent_detail_id, a.txn_type_id, a.post_date, -a.amount_cents as amount_cents
          from ar_lines a where a.item_id in ${items} and a.item_agent_detail_id in ${details}`,
  );
}

/** The code account that holds an owner's balance of a code (prepaids, deposits: a liability). */
const holdAccountType = sql`case when c.code_type_id in (${CodeTypeId.PrePaid}::smallint,
  ${CodeTypeId.SecurityDeposit}::smallint) then ${CodeAccountTypeId.Income}::smallint else ${CodeAccountTypeId.Receivable}::smallint end`;

/** Owner lines of the items: live item agents and details with a code and an amount. */
function ownerDetails(ids: SQL, joins: SQL = sql``): SQL {
  return sql`from items i
    join item_agents ia on ia.item_id = i.id and not ia.is_deleted
    join item_agent_details d on d.item_agent_id = ia.id and not d.is_deleted
     and d.code_id is not null and d.amount_cents <> 0
    join codes c on c.id = d.code_id
    ${joins}
   where i.id in ${ids}`;
}

async function requireHoldAccounts(tx: Tx, ids: SQL): Promise<void> {
  const missing = await queryRows<{ alias: string }>(
    tx,
    sql`select distinct c.code_alias as alias ${ownerDetails(ids)}
           and not exists (select 1 from code_accounts h where h.code_id = c.id
                            and h.code_account_type_id = ${holdAccountType})
         limit 1`,
  );
  if (missing[0]) throw new AppError(422, ReceivableMessages.codeWithoutAccounts(missing[0].alias));
}

function ledgerSource(ids: SQL): SQL {
  return sql`select i.id as item_id, i.community_agent_id, i.post_date, x.account_id,
                    x.cost_center_id, greatest(x.signed, 0) as debit_cents,
                    greatest(-x.signed, 0) as credit_cents, left(c.code_alias || ' ' || c.code_name, 200)
                    as description, d.id as item_agent_detail_id
    ${ownerDetails(
      ids,
      sql`join code_accounts h on h.code_id = c.id and h.code_account_type_id = ${holdAccountType}
    cross join lateral (values
      (h.account_id, h.cost_center_id,
       case when d.is_debit then d.amount_cents else -d.amount_cents end),
      (d.account_id, null::bigint,
       case when d.is_debit then -d.amount_cents else d.amount_cents end)
    ) as x(account_id, cost_center_id, signed)`,
    )}
      and x.account_id is not null`;
}

function ownerLineSource(ids: SQL): SQL {
  return sql`select i.community_agent_id, o.parent_agent_id as property_agent_id,
                    ia.agent_id as owner_agent_id, d.code_id, i.id as item_id,
                    d.id as item_agent_detail_id, i.txn_type_id, i.post_date,
                    case when d.is_debit then d.amount_cents else -d.amount_cents end as amount_cents
    ${ownerDetails(ids, sql`join agents o on o.id = ia.agent_id`)}`;
}

async function insertOwnerLines(tx: Tx, companyId: number, source: SQL): Promise<void> {
  await tx.execute(
    sql`insert into ar_lines (company_id, community_agent_id, property_agent_id, owner_agent_id,
          code_id, item_id, item_agent_detail_id, txn_type_id, post_date, amount_cents)
        select ${companyId}, s.community_agent_id, s.property_agent_id, s.owner_agent_id, s.code_id,
               s.item_id, s.item_agent_detail_id, s.txn_type_id, s.post_date, s.amount_cents
          from (${source}) s`,
  );
}
