// A bench company whose owners have a ledger: one community of `owners` homes and primary owners
// (bench/search-data.ts), a fiscal year, the assessment code ASMT, three monthly charges of
// $250.00 to every owner and a waive of $300.00 to every other owner, all posted through the
// receivable posting engine, after three years of monthly charges and payments (seedHistory), so
// that most of an owner's lines are older than any aging bucket, as in a company's books. The aged
// owner balance and the portal home benches read it; with
// `reuse` the newest earlier bench company with as many owner balances is taken instead.
import { queryRows, sql, type Database, type Tx } from '@hoa/db';
import {
  AgentTypeId,
  CodeAccountTypeId,
  CodeTypeId,
  FrequencyId,
  generatePeriods,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import { postReceivableItems } from '../apps/server/src/modules/gl/index';
import { createBenchCompany, type BenchCompany } from './search-data';

export interface LedgerCompany extends BenchCompany {
  communityAgentId: number;
  /** Taken from an earlier run rather than written now. */
  reused: boolean;
}

export async function benchCompanyWithLedger(
  database: Database,
  owners: number,
  reuse: boolean,
): Promise<LedgerCompany> {
  const earlier = reuse ? await earlierCompany(database, owners) : null;
  const company = earlier ?? (await createBenchCompany(database, 1, owners));
  const { companyId } = company;
  const communityAgentId = await database.withTenant({ companyId, userId: null }, async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`select id::text from agents where agent_type_id = ${AgentTypeId.Community} limit 1`,
    );
    const community = Number(row?.id);
    if (earlier) return community;
    const { items, codeId } = await seedLedger(tx, companyId, community);
    await seedHistory(tx, companyId, community, codeId);
    await postReceivableItems(tx, companyId, items);
    return community;
  });
  // The tables as autovacuum keeps them for a company of this size (a bulk load is vacuumed and
  // analyzed within a minute or so): without statistics the planner takes the new company for a
  // handful of rows. A company's owner balances were vacuumed between its monthly runs; 36 months
  // written in a row leave dead versions of every balance that make the table 60 times its size.
  if (!earlier) await database.db.execute(sql`vacuum full owner_code_balances`);
  await database.db.execute(
    sql`vacuum analyze ar_lines, owner_code_balances, items, item_agents, item_agent_details, codes, contacts, agents, property_details`,
  );
  return { ...company, communityAgentId, reused: earlier !== null };
}

/** The newest bench company with a balance for as many owners (an earlier run of a bench). */
async function earlierCompany(database: Database, owners: number): Promise<BenchCompany | null> {
  const [row] = await queryRows<{ company_id: string; user_name: string }>(
    database.db,
    sql`select u.company_id, u.user_name from users u
           where u.user_name like 'bench-%'
             and (select count(*) from owner_code_balances b where b.company_id = u.company_id) >= ${owners}
           order by u.id desc limit 1`,
  );
  return row
    ? { companyId: Number(row.company_id), userName: row.user_name, password: 'bench-search' }
    : null;
}

/** Books for 2026, the code ASMT and the accrued items: three charges and a waive. */
async function seedLedger(
  tx: Tx,
  companyId: number,
  community: number,
): Promise<{ items: number[]; codeId: number }> {
  const [fy] = await queryRows<{ id: string }>(
    tx,
    sql`insert into fiscal_years (company_id, community_agent_id, sequence, start_date, end_date)
        values (${companyId}, ${community}, 2026, '2026-01-01', '2026-12-31') returning id::text`,
  );
  const periods = generatePeriods('2026-01-01', FrequencyId.Monthly);
  await tx.execute(sql`insert into accounting_periods (company_id, fiscal_year_id, period_order, start_date, end_date)
    select ${companyId}::bigint, ${fy?.id}::bigint, p.o, p.s, p.e
      from jsonb_to_recordset(${JSON.stringify(periods.map((p) => ({ o: p.PeriodOrder, s: p.StartDate, e: p.EndDate })))}::jsonb)
        as p(o int, s date, e date)`);
  const [code] = await queryRows<{ id: string; receivable: string; income: string }>(
    tx,
    sql`with c as (
          insert into codes (company_id, community_agent_id, code_type_id, code_alias, code_name,
                             frequency_id, amount_cents, start_date)
          values (${companyId}, ${community}, ${CodeTypeId.Assessment}, 'ASMT', 'Monthly assessment',
                  ${FrequencyId.Monthly}, 25000, '2026-01-01') returning id)
        select c.id::text,
               (select id::text from accounts where community_agent_id = ${community} and account_number = '1200') as receivable,
               (select id::text from accounts where community_agent_id = ${community} and account_number = '4000') as income
          from c`,
  );
  if (!code) throw new Error('no code');
  await tx.execute(sql`insert into code_accounts (company_id, code_id, code_account_type_id, account_id)
    values (${companyId}, ${code.id}::bigint, ${CodeAccountTypeId.Receivable}, ${code.receivable}::bigint),
           (${companyId}, ${code.id}::bigint, ${CodeAccountTypeId.Income}, ${code.income}::bigint)`);
  const runs: [number, string, number, boolean, number][] = [
    [TxnTypeId.ApplyCharges, '2026-03-01', 25_000, true, 1],
    [TxnTypeId.ApplyCharges, '2026-04-01', 25_000, true, 1],
    [TxnTypeId.ApplyCharges, '2026-05-01', 25_000, true, 1],
    [TxnTypeId.Waive, '2026-04-15', 30_000, false, 2],
  ];
  const ids: number[] = [];
  for (const [txnTypeId, date, cents, isDebit, every] of runs) {
    const [item] = await queryRows<{ id: string }>(
      tx,
      sql`insert into items (company_id, community_agent_id, txn_type_id, status_id, event_date, post_date)
          values (${companyId}, ${community}, ${txnTypeId}, ${StatusId.Accrued}, ${date}, ${date})
          returning id::text`,
    );
    await tx.execute(sql`with ia as (
        insert into item_agents (company_id, item_id, agent_id)
        select ${companyId}::bigint, ${item?.id}::bigint, o.id from agents o
         where o.community_agent_id = ${community} and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
           and (o.id / 2) % ${every} = 0
        returning id)
      insert into item_agent_details (company_id, item_agent_id, code_id, amount_cents,
                                      accrued_amount_cents, is_debit, account_id)
      select ${companyId}::bigint, ia.id, ${code.id}::bigint, ${cents}, ${cents}, ${isDebit},
             ${code.income}::bigint from ia`);
    ids.push(Number(item?.id));
  }
  return { items: ids, codeId: Number(code.id) };
}

/**
 * Three years of history before the posted items: from March 2023 to February 2026, a charge of
 * $250.00 on the 1st and a payment on the 15th of each month for every owner, as a company's books
 * hold them (most lines older than any aging bucket). Every tenth owner pays $200.00 (arrears that
 * age into 90+), every tenth but one $300.00 (a credit). Each month's run is one posted item, and
 * its owner lines are written as the posting engine writes them (the owner balances follow by the
 * table's trigger); the ledger lines are left out, as the aged balance does not read them.
 */
async function seedHistory(tx: Tx, companyId: number, community: number, codeId: number) {
  for (let month = 0; month < 36; month++) {
    const first = new Date(Date.UTC(2023, 2 + month, 1)).toISOString().slice(0, 10);
    const fifteenth = `${first.slice(0, 8)}15`;
    for (const [txnTypeId, date] of [
      [TxnTypeId.ApplyCharges, first],
      [TxnTypeId.CashReceiptsManual, fifteenth],
    ] as const) {
      const amount =
        txnTypeId === TxnTypeId.ApplyCharges
          ? sql`25000::bigint`
          : sql`case o.id % 10 when 0 then -20000 when 1 then -30000 else -25000 end::bigint`;
      await tx.execute(sql`with i as (
          insert into items (company_id, community_agent_id, txn_type_id, status_id, event_date, post_date)
          values (${companyId}, ${community}, ${txnTypeId}, ${StatusId.Posted}, ${date}, ${date})
          returning id)
        insert into ar_lines (company_id, community_agent_id, property_agent_id, owner_agent_id,
                              code_id, item_id, txn_type_id, post_date, amount_cents)
        select ${companyId}::bigint, ${community}::bigint, o.parent_agent_id, o.id, ${codeId}::bigint,
               i.id, ${txnTypeId}::smallint, ${date}::date, ${amount}
          from i cross join agents o
         where o.community_agent_id = ${community} and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
         order by o.id`);
    }
  }
}
