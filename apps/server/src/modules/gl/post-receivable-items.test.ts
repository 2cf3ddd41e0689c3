import { describe, expect, it } from 'vitest';
import { queryRows, sql } from '@hoa/db';
import { TxnTypeId } from '@hoa/domain';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { insertAccruedItem, setUpReceivables } from '../../../test/receivable-factories';
import {
  postReceivableItems,
  reverseOwnersOnItems,
  reverseReceivableItems,
} from './post-receivable-items';

describe.each(testDatabases())('receivable posting on $name', (testDb) => {
  const h = useApp(testDb);

  async function world() {
    const company = await createTestCompany(h.database);
    const communityId = company.communityIds[0] ?? 0;
    const w = await setUpReceivables(h.database, company.companyId, communityId, 2);
    const inTx = <T>(fn: Parameters<typeof h.database.withTenant<T>>[1]) =>
      h.database.withTenant({ companyId: company.companyId, userId: null }, fn);
    return { ...w, companyId: company.companyId, communityId, inTx };
  }

  it('posts a charge and a waive to the ledger and the owner balances, and reverses them', async () => {
    const w = await world();
    const [one, two] = w.homes;
    if (!one || !two) throw new Error('no homes');
    const charge = await insertAccruedItem(
      h.database,
      w.companyId,
      w.communityId,
      TxnTypeId.ApplyCharges,
      '2026-03-01',
      [
        {
          ownerId: one.ownerId,
          codeId: w.code.ASMT,
          amountCents: 25_000,
          accountId: w.account.income,
        },
        {
          ownerId: two.ownerId,
          codeId: w.code.ASMT,
          amountCents: 25_000,
          accountId: w.account.income,
        },
      ],
    );
    const waive = await insertAccruedItem(
      h.database,
      w.companyId,
      w.communityId,
      TxnTypeId.Waive,
      '2026-03-05',
      [
        {
          ownerId: one.ownerId,
          codeId: w.code.ASMT,
          amountCents: 1_234,
          isDebit: false,
          accountId: w.account.income,
        },
      ],
    );
    await w.inTx((tx) => postReceivableItems(tx, w.companyId, [charge, waive]));

    const balances = () =>
      w.inTx((tx) =>
        queryRows<{ owner: number; cents: number }>(
          tx,
          sql`select owner_agent_id::int as owner, balance_cents::int as cents from owner_code_balances
               where community_agent_id = ${w.communityId} order by owner_agent_id`,
        ),
      );
    const ledger = () =>
      w.inTx((tx) =>
        queryRows<{ account: number; net: number }>(
          tx,
          sql`select account_id::int as account, sum(debit_cents - credit_cents)::int as net
                from gl_lines where community_agent_id = ${w.communityId}
               group by account_id order by account_id`,
        ),
      );
    expect(await balances()).toEqual([
      { owner: one.ownerId, cents: 23_766 },
      { owner: two.ownerId, cents: 25_000 },
    ]);
    expect(await ledger()).toEqual(
      [
        { account: w.account.receivables, net: 48_766 },
        { account: w.account.income, net: -48_766 },
      ].sort((a, b) => a.account - b.account),
    );
    // Summed per item, code, account and side: a line names its detail when it is made of one.
    const lines = await w.inTx((tx) =>
      queryRows<{ item: number; account: number; debit: number; credit: number; one: boolean }>(
        tx,
        sql`select item_id::int as item, account_id::int as account, debit_cents::int as debit,
                   credit_cents::int as credit, item_agent_detail_id is not null as one
              from gl_lines where community_agent_id = ${w.communityId}
             order by item_id, debit_cents desc`,
      ),
    );
    expect(lines).toEqual([
      { item: charge, account: w.account.receivables, debit: 50_000, credit: 0, one: false },
      { item: charge, account: w.account.income, debit: 0, credit: 50_000, one: false },
      { item: waive, account: w.account.income, debit: 1_234, credit: 0, one: true },
      { item: waive, account: w.account.receivables, debit: 0, credit: 1_234, one: true },
    ]);
    // Each owner line names its owner's property, the owner's parent (left out of the owner lines'
    // reference check: the database checks it on the owner, migration 0122).
    const properties = await w.inTx((tx) =>
      queryRows<{ owner: number; property: number }>(
        tx,
        sql`select distinct owner_agent_id::int as owner, property_agent_id::int as property
              from ar_lines where community_agent_id = ${w.communityId} order by 1`,
      ),
    );
    expect(properties).toEqual([
      { owner: one.ownerId, property: one.propertyId },
      { owner: two.ownerId, property: two.propertyId },
    ]);
    await expect(w.inTx((tx) => postReceivableItems(tx, w.companyId, [charge]))).rejects.toThrow(
      'not accrued',
    );

    await w.inTx((tx) => reverseReceivableItems(tx, w.companyId, [charge, waive]));
    expect((await balances()).map((b) => b.cents)).toEqual([0, 0]);
    expect((await ledger()).map((l) => l.net)).toEqual([0, 0]);
  });

  it('moves a prepaid credit onto a charge without an offset account, and refuses a code without accounts', async () => {
    const w = await world();
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    const apply = await insertAccruedItem(
      h.database,
      w.companyId,
      w.communityId,
      TxnTypeId.Prepaids,
      '2026-04-01',
      [
        { ownerId: one.ownerId, codeId: w.code.PP, amountCents: 5_000 },
        { ownerId: one.ownerId, codeId: w.code.ASMT, amountCents: 5_000, isDebit: false },
      ],
    );
    await w.inTx((tx) => postReceivableItems(tx, w.companyId, [apply]));
    const lines = await w.inTx((tx) =>
      queryRows<{ account: number; debit: number; credit: number }>(
        tx,
        sql`select account_id::int as account, debit_cents::int as debit, credit_cents::int as credit
              from gl_lines where item_id = ${apply} order by debit_cents desc`,
      ),
    );
    expect(lines).toEqual([
      { account: w.account.prepaid, debit: 5_000, credit: 0 },
      { account: w.account.receivables, debit: 0, credit: 5_000 },
    ]);

    await w.inTx((tx) => tx.execute(sql`delete from code_accounts where code_id = ${w.code.LATE}`));
    const late = await insertAccruedItem(
      h.database,
      w.companyId,
      w.communityId,
      TxnTypeId.LateFee,
      '2026-04-16',
      [
        {
          ownerId: one.ownerId,
          codeId: w.code.LATE,
          amountCents: 2_500,
          accountId: w.account.lateFeeIncome,
        },
      ],
    );
    await expect(w.inTx((tx) => postReceivableItems(tx, w.companyId, [late]))).rejects.toThrow(
      'The code LATE has no General Ledger Accounts',
    );
  });
  it('reverses one owner of a posted charge and leaves the other owner in place', async () => {
    const w = await world();
    const [one, two] = w.homes;
    if (!one || !two) throw new Error('no homes');
    const charge = await insertAccruedItem(
      h.database,
      w.companyId,
      w.communityId,
      TxnTypeId.LateFee,
      '2026-05-16',
      [one, two].map((home) => ({
        ownerId: home.ownerId,
        codeId: w.code.LATE,
        amountCents: 2_500,
        accountId: w.account.lateFeeIncome,
        ...(home === one ? { description: 'Late fee, May' } : {}),
      })),
    );
    await w.inTx((tx) => postReceivableItems(tx, w.companyId, [charge]));
    await w.inTx((tx) =>
      reverseOwnersOnItems(tx, w.companyId, [{ itemId: charge, ownerAgentIds: [one.ownerId] }]),
    );
    const balances = await w.inTx((tx) =>
      queryRows<{ owner: number; cents: number }>(
        tx,
        sql`select owner_agent_id::int as owner, balance_cents::int as cents from owner_code_balances
             where code_id = ${w.code.LATE} order by owner_agent_id`,
      ),
    );
    expect(balances).toEqual([
      { owner: one.ownerId, cents: 0 },
      { owner: two.ownerId, cents: 2_500 },
    ]);
    // The charge's income is one line summing both owners; the removal turns the owner's part around.
    const income = await w.inTx((tx) =>
      queryRows<{ debit: number; credit: number }>(
        tx,
        sql`select debit_cents::int as debit, credit_cents::int as credit
              from gl_lines where account_id = ${w.account.lateFeeIncome} order by id`,
      ),
    );
    expect(income).toEqual([
      { debit: 0, credit: 5_000 },
      { debit: 2_500, credit: 0 },
    ]);
    // Each owner line keeps its detail's text and offset account, its reversal too; the line
    // reversed and its reversal are recorded as taken off, under their owner and community.
    const lines = await w.inTx((tx) =>
      queryRows<{
        owner: number;
        cents: number;
        text: string | null;
        offset: number;
        removed: boolean;
      }>(
        tx,
        sql`select a.owner_agent_id::int as owner, a.amount_cents::int as cents,
                   a.description as text, a.offset_account_id::int as offset,
                   exists (select 1 from ar_removed_lines r
                            where r.ar_line_id = a.id and r.owner_agent_id = a.owner_agent_id
                              and r.community_agent_id = a.community_agent_id) as removed
              from ar_lines a where a.item_id = ${charge} order by a.id`,
      ),
    );
    const offset = w.account.lateFeeIncome;
    expect(lines).toEqual([
      { owner: one.ownerId, cents: 2_500, text: 'Late fee, May', offset, removed: true },
      { owner: two.ownerId, cents: 2_500, text: null, offset, removed: false },
      { owner: one.ownerId, cents: -2_500, text: 'Late fee, May', offset, removed: true },
    ]);
  });
});
