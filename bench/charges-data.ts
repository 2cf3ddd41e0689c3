// The charge benchmark's books: on a search-bench company (communities × homes, one primary owner
// each), every community gets the year's fiscal year and twelve open periods, a monthly ASMT code
// of $250.00 with its receivable (1200) and income (4000) accounts, and ASMT assigned to every home.
// A handful of set-based statements whatever the size.
import { sql, type Database, type Tx } from '@hoa/db';
import {
  AgentTypeId,
  CodeAccountTypeId,
  CodeTypeId,
  FrequencyId,
  MethodId,
  StatusId,
} from '@hoa/domain';

export async function addChargeBooks(
  database: Database,
  companyId: number,
  year: number,
): Promise<void> {
  await database.withTenant({ companyId, userId: null }, async (tx) => {
    const communities = sql`select id from agents where agent_type_id = ${AgentTypeId.Community}`;
    await tx.execute(sql`insert into fiscal_years (company_id, community_agent_id, sequence, start_date, end_date)
      select ${companyId}::bigint, id, 1, make_date(${year}, 1, 1), make_date(${year}, 12, 31)
        from (${communities}) c`);
    await tx.execute(sql`insert into accounting_periods (company_id, fiscal_year_id, period_order, start_date, end_date)
      select ${companyId}::bigint, fy.id, m, make_date(${year}, m, 1),
             (make_date(${year}, m, 1) + interval '1 month - 1 day')::date
        from fiscal_years fy cross join generate_series(1, 12) m`);
    await tx.execute(sql`insert into codes (company_id, community_agent_id, code_type_id, code_alias,
        code_name, frequency_id, method_id, amount_cents, start_date)
      select ${companyId}::bigint, id, ${CodeTypeId.Assessment}, 'ASMT', 'Monthly Assessment',
             ${FrequencyId.Monthly}, ${MethodId.FlatDollar}, 25000, make_date(${year}, 1, 1)
        from (${communities}) c`);
    await tx.execute(sql`insert into code_accounts (company_id, code_id, code_account_type_id, account_id)
      select ${companyId}::bigint, k.id, t.type_id, a.id
        from codes k
        cross join (values (${CodeAccountTypeId.Receivable}::smallint, '1200'),
                           (${CodeAccountTypeId.Income}::smallint, '4000')) t(type_id, number)
        join accounts a on a.community_agent_id = k.community_agent_id and a.account_number = t.number`);
    // The homes were just written and have no statistics yet: planned as a handful, they were
    // joined to the codes by nested loop, quadratic (16,000 communities ran for over 10 minutes).
    await tx.execute(sql`set local enable_nestloop = off`);
    await tx.execute(sql`insert into charge_assignments (company_id, community_agent_id, agent_id, code_id)
      select ${companyId}::bigint, p.community_agent_id, p.id, k.id
        from agents p join codes k on k.community_agent_id = p.community_agent_id
       where p.agent_type_id = ${AgentTypeId.Property}`);
  });
}

/**
 * The floor: the same rows written by hand-written SQL in one transaction, then rolled back (the
 * items of the post date only, so earlier months of a reused company are not written again) —
 * items and each item's owners and amounts as arrays, a row per code, read as the product reads
 * them: the codes' assignments to properties and each property's primary owner (accrue); then
 * items posted, each item's two ledger lines (the receivable debited and the income credited with
 * the sum of its amounts) and one owner line per owner from the arrays (post). Returns the
 * milliseconds.
 */
export function rawChargeFloor(
  database: Database,
  companyId: number,
  postDate: string,
): Promise<number> {
  return timedAndRolledBack(database, companyId, async (tx, joined) => {
    await insertChargeItems(tx, companyId, postDate, StatusId.Accrued);
    await tx.execute(sql`insert into charge_run_codes (company_id, community_agent_id, item_id,
        code_id, is_debit, account_id, owner_agent_ids, accrued_amounts, amounts, removed)
      select ${companyId}::bigint, i.community_agent_id, i.id, k.id, true, h.account_id,
             array_agg(o.id order by o.id), array_agg(k.amount_cents order by o.id),
             array_agg(k.amount_cents order by o.id), array_fill(false, array[count(*)::int])
        from items i
        join codes k on k.community_agent_id = i.community_agent_id
        join code_accounts h on h.code_id = k.id and h.code_account_type_id = 2
        join charge_assignments ca on ca.community_agent_id = i.community_agent_id
         and ca.code_id = k.id
        join agents o on o.parent_agent_id = ca.agent_id
         and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
       where i.status_id = 3 and i.txn_type_id = 40
       group by i.id, k.id, h.account_id`);
    await tx.execute(sql`update items set status_id = 4 where status_id = 3 and txn_type_id = 40`);
    await joined(
      'ar_lines.owner_agent_id,ar_lines.property_agent_id,ar_lines.code_id,ar_lines.item_id,' +
        'ar_lines.offset_account_id,gl_lines.item_id',
    );
    await tx.execute(sql`with charges as materialized (
        select i.community_agent_id, i.id as item_id, i.post_date, o.parent_agent_id,
               u.owner_agent_id, r.code_id, u.amount as amount_cents, h.account_id,
               r.account_id as income_account_id
          from items i
          join charge_run_codes r on r.item_id = i.id
          cross join lateral unnest(r.owner_agent_ids, r.amounts) as u(owner_agent_id, amount)
          join agents o on o.id = u.owner_agent_id
          join code_accounts h on h.code_id = r.code_id and h.code_account_type_id = 1
         where i.status_id = 4 and i.txn_type_id = 40 and i.post_date = ${postDate}::date),
      ${ownerAndLedgerLines(companyId)}`);
  });
}

/**
 * The lower floor, where a charge costs one owner line and nothing while accrued: the same month
 * written by hand in one transaction and rolled back, as the items (posted) and one statement that
 * reads each owner's charge once and writes from it the owner lines (with their reference checks,
 * owner balances and community check, as the product's) and each item's two ledger lines. The
 * product keeps an accrued form the floor has not (a run is reviewed before it posts). Returns the
 * milliseconds.
 */
export function oneOwnerLineFloor(
  database: Database,
  companyId: number,
  postDate: string,
): Promise<number> {
  return timedAndRolledBack(database, companyId, async (tx, joined) => {
    await insertChargeItems(tx, companyId, postDate, StatusId.Posted);
    await joined(
      'ar_lines.owner_agent_id,ar_lines.property_agent_id,ar_lines.code_id,ar_lines.item_id,' +
        'ar_lines.account_id,gl_lines.item_id',
    );
    await tx.execute(sql`with charges as materialized (
        select i.community_agent_id, i.id as item_id, i.post_date, o.parent_agent_id, o.id as owner_agent_id,
               k.id as code_id, k.amount_cents, r.account_id, h.account_id as income_account_id
          from items i
          join agents o on o.community_agent_id = i.community_agent_id
           and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
          join codes k on k.community_agent_id = i.community_agent_id
          join code_accounts r on r.code_id = k.id and r.code_account_type_id = 1
          join code_accounts h on h.code_id = k.id and h.code_account_type_id = 2
         where i.status_id = 4 and i.txn_type_id = 40 and i.post_date = ${postDate}::date),
      ${ownerAndLedgerLines(companyId)}`);
  });
}

/**
 * The statement's end writing from the CTE `charges` (community, item, post date, property, owner,
 * code, receivable and income accounts, amount) an owner line each and each item's two ledger
 * lines: the receivable debited and the income credited with the item's sum.
 */
const ownerAndLedgerLines = (companyId: number) => sql`owner_lines as (
        insert into ar_lines (company_id, community_agent_id, property_agent_id, owner_agent_id,
            code_id, item_id, txn_type_id, post_date, amount_cents, account_id, offset_account_id)
        select ${companyId}::bigint, community_agent_id, parent_agent_id, owner_agent_id, code_id,
               item_id, 40, post_date, amount_cents, account_id, income_account_id
          from charges)
      insert into gl_lines (company_id,
          community_agent_id, item_id, account_id, fiscal_year_id, period_id, post_date,
          debit_cents, credit_cents, description)
      select ${companyId}::bigint, t.community_agent_id, t.item_id, x.account_id, p.fiscal_year_id,
             p.id, t.post_date, x.debit, x.credit, 'ASMT'
        from (select community_agent_id, item_id, post_date, account_id, income_account_id,
                     sum(amount_cents) as amount
                from charges group by 1, 2, 3, 4, 5) t
        join fiscal_years fy on fy.community_agent_id = t.community_agent_id
        join accounting_periods p on p.fiscal_year_id = fy.id and t.post_date between p.start_date and p.end_date
        cross join lateral (values (t.account_id, t.amount, 0::bigint),
                                   (t.income_account_id, 0::bigint, t.amount)) x(account_id, debit, credit)`;

/** One charge item (type 40) per community on the post date, accrued or posted. */
async function insertChargeItems(
  tx: Tx,
  companyId: number,
  postDate: string,
  statusId: number,
): Promise<void> {
  await tx.execute(sql`insert into items (company_id, community_agent_id, txn_type_id, status_id, event_date, post_date)
    select ${companyId}::bigint, id, 40, ${statusId}, ${postDate}::date, ${postDate}::date
      from agents where agent_type_id = ${AgentTypeId.Community}`);
}

/**
 * Runs the writes in one transaction of the company, times them and rolls them back. `joined`
 * names the reference columns whose values the next statements read from the rows they join, and
 * whose checks are left out for them alone, as the app's statements do (migration 0118).
 */
async function timedAndRolledBack(
  database: Database,
  companyId: number,
  writes: (tx: Tx, joined: (columns: string) => Promise<unknown>) => Promise<void>,
): Promise<number> {
  const rollback = new Error('rollback');
  let ms = 0;
  await database
    .withTenant({ companyId, userId: null }, async (tx) => {
      const joined = (columns: string) =>
        tx.execute(sql`select set_config('app.joined_references', ${columns}, true)`);
      const began = performance.now();
      await writes(tx, joined);
      ms = performance.now() - began;
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  await vacuumDeadRows(database);
  return ms;
}

/**
 * Vacuums the database, as autovacuum would between two runs: rolled-back or updated rows leave
 * dead tuples and index entries the next run would step over (a unique check visits each dead
 * entry of its key), and autovacuum is off on the bench's server.
 */
export async function vacuumDeadRows(database: Database): Promise<void> {
  await database.db.execute(sql`vacuum`);
}
