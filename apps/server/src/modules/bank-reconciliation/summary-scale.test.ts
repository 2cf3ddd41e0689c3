import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import { StatusId, TxnTypeId } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { insertStatement, reconWorld } from '../../../test/reconciliation-factories';
import { postEntries } from '../gl/index';
import { idArray } from '../../sql/index';

const R = contract.bankReconciliation;

// Lockbox receipts in deposit batches of 100, one a day or so from 2 January 2026: 6,000 in
// `npm test` (the summary took 82 s over 3,000 before the fix), RECON_SCALE_RECEIPTS=34000 for the
// audit's size. The bank has the first 88% of the deposits and a fee; the first 73% are matched.
const receipts = Number(process.env.RECON_SCALE_RECEIPTS ?? 6_000);
const perBatch = 100;
const onBank = Math.floor((receipts / perBatch) * 0.88);
const matched = Math.floor((receipts / perBatch) * 0.73);
const fee = -2_500;

const amountOf = (g: number) => 1_000 + ((g * 7_919) % 40_000);
const depositDate = (batch: number) =>
  new Date(Date.UTC(2026, 0, 2 + Math.floor((batch - 1) / 2))).toISOString().slice(0, 10);
const sumOfBatches = (from: number, to: number) => {
  let total = 0;
  for (let g = (from - 1) * perBatch + 1; g <= to * perBatch; g += 1) total += amountOf(g);
  return total;
};

describe.each(testDatabases())('bank reconciliation summary at scale on $name', (testDb) => {
  const h = useApp(testDb);

  it(`sums ${receipts} lockbox receipts in seconds, with the figures of each side`, async () => {
    const w = await reconWorld(h);
    const amount = sql`(1000 + (g * 7919) % 40000)::bigint`;
    const batchDate = (batch: unknown) => sql`(date '2026-01-02' + ((${batch})::int - 1) / 2)`;
    await w.inTx(async (tx) => {
      await tx.execute(sql`
        insert into items (company_id, community_agent_id, txn_type_id, status_id, event_date,
               post_date, reference)
        select ${w.companyId}, ${w.communityId}, ${TxnTypeId.Lockbox}::smallint,
               ${StatusId.Posted}::smallint, d, d, 'lockbox-' || g
          from generate_series(1, ${receipts}) g
         cross join lateral (select ${batchDate(sql`ceil(g / ${perBatch}::numeric)`)} as d) x`);
      await postEntries(tx, w.companyId, {
        query: sql`select i.id as item_id, i.community_agent_id, i.post_date, a.account_id,
                   null::bigint as cost_center_id,
                   case when a.debit then ${amount} else 0 end as debit_cents,
                   case when a.debit then 0 else ${amount} end as credit_cents,
                   i.reference as description, null::bigint as item_agent_detail_id
              from items i cross join lateral (select substring(i.reference from 9)::int as g) x
              cross join (values (${w.books.account.cash}::bigint, true),
                                 (${w.books.account.receivables}::bigint, false)) a(account_id, debit)
             where i.reference like 'lockbox-%'`,
      });
      await tx.execute(sql`
        with f as (
          insert into lockbox_files (company_id, community_agent_id, file_name, file_format,
                 file_hash, payment_count, total_cents)
          values (${w.companyId}, ${w.communityId}, 'lockbox.csv', 'CSV', repeat('a', 64),
                  ${receipts}, 0)
          returning id
        ), b as (
          insert into lockbox_batches (company_id, community_agent_id, lockbox_file_id,
                 bank_account_id, deposit_date, status_id)
          select ${w.companyId}, ${w.communityId}, f.id, ${w.bankAccountId}, ${batchDate(sql`n`)},
                 ${StatusId.Posted}::smallint
            from f cross join generate_series(1, ${receipts / perBatch}) n
          returning id, lockbox_file_id
        ), numbered as (
          select b.*, row_number() over (order by b.id) as n from b
        ), payments as (
          insert into lockbox_payments (company_id, community_agent_id, batch_id, lockbox_file_id,
                 line_number, account_number, amount_cents, check_number, payer_name)
          select ${w.companyId}, ${w.communityId}, nb.id, nb.lockbox_file_id, i.g - (nb.n - 1) * ${perBatch},
                 'A-' || i.g, i.amount, (1000 + i.g)::text, 'Owner ' || i.g
            from (select substring(reference from 9)::int as g,
                         (1000 + (substring(reference from 9)::int * 7919) % 40000)::bigint as amount
                    from items where reference like 'lockbox-%') i
            join numbered nb on nb.n = ceil(i.g / ${perBatch}::numeric)
          returning id, account_number
        )
        insert into lockbox_payment_items (lockbox_payment_id, company_id, community_agent_id,
               item_id)
        select p.id, ${w.companyId}, ${w.communityId}, i.id
          from payments p
          join items i on i.reference like 'lockbox-%'
                      and 'A-' || substring(i.reference from 9) = p.account_number`);
    });
    const lines = Array.from({ length: onBank }, (_, i) => ({
      date: depositDate(i + 2),
      amountCents: sumOfBatches(i + 1, i + 1),
      type: 'deposit',
      description: `Lockbox deposit ${i + 1}`,
    }));
    const { transactionIds } = await insertStatement(w, w.bankAccountId, {
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      openingCents: 0,
      lines: [...lines, { date: '2026-06-30', amountCents: fee, description: 'Service fee' }],
    });
    await w.inTx((tx) =>
      tx.execute(sql`
        with m as (
          insert into bank_reconciliation_matches (company_id, bank_account_id,
                 bank_transaction_id, match_type)
          select ${w.companyId}, ${w.bankAccountId}, t.id, 1
            from unnest(${idArray(transactionIds.slice(0, matched))}) t(id)
          returning id, bank_transaction_id
        ), numbered as (
          select m.id, row_number() over (order by m.bank_transaction_id) as n from m
        ), batches as (
          select id, row_number() over (order by id) as n from lockbox_batches
        )
        insert into bank_reconciliation_match_items (company_id, match_id, bank_account_id,
               item_id, amount_cents)
        select ${w.companyId}, nm.id, ${w.bankAccountId}, li.item_id, p.amount_cents
          from numbered nm
          join batches b on b.n = nm.n
          join lockbox_payments p on p.batch_id = b.id
          join lockbox_payment_items li on li.lockbox_payment_id = p.id`),
    );

    const started = performance.now();
    const summary = await callApi(
      h.app,
      R.GetSummary,
      { query: { bankAccountId: w.bankAccountId, asOfDate: '2026-06-30' } },
      w.token,
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`GetSummary over ${receipts} receipts: ${seconds.toFixed(2)} s`);

    const batches = receipts / perBatch;
    const book = sumOfBatches(1, batches);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      AsOfDate: '2026-06-30',
      StatementBalance: sumOfBatches(1, onBank) + fee,
      OutstandingChecks: 0,
      DepositsInTransit: sumOfBatches(matched + 1, batches),
      UnclearedBankTransactions: sumOfBatches(matched + 1, onBank) + fee,
      BookBalance: book,
      Difference: 0,
    });
    // PGlite gathers the statistics of the tables just written itself (after the long
    // transactions); PostgreSQL's autovacuum does it within a minute, which is not waited for here.
    if (testDb.name === 'pglite') expect(seconds).toBeLessThan(5);
  }, 600_000); // generating the receipts takes minutes on PGlite
});
