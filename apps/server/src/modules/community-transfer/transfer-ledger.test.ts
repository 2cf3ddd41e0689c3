import { describe, expect, it } from 'vitest';
import { queryRows, sql } from '@hoa/db';
import { AccountRequiredTypeId, AgentTypeId, InboxState, StatusId, TxnTypeId } from '@hoa/domain';
import { insertNamedAgent } from '../../../test/activity-factories';
import {
  adjustmentWorld,
  ownerBalances,
  postOwnerItem,
  trialBalance,
  type AdjustmentWorld,
} from '../../../test/adjustment-factories';
import { signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { setRequiredAccount } from '../../../test/ledger-factories';
import { insertInvoice } from '../../../test/payables-factories';
import { insertBankAccount } from '../../../test/profile-factories';
import { beginTransfer, completeTransfer } from '../../../test/transfer-factories';

/** The community's transactions as a company sees them: each party with its lines' net (cents). */
async function parties(h: Harness, companyId: number, communityId: number) {
  return h.database.withTenant({ companyId, userId: null }, (tx) =>
    queryRows<{ item: number; status: number; party: string; lines: number; cents: number }>(
      tx,
      sql`select i.id::int as item, i.status_id::int as status, coalesce(c.display_name, '') as party,
                 count(d.id)::int as lines,
                 coalesce(sum(case when d.is_debit then d.amount_cents else -d.amount_cents end), 0)::int as cents
            from items i join item_agents ia on ia.item_id = i.id
            left join contacts c on c.agent_id = ia.agent_id
            left join item_agent_details d on d.item_agent_id = ia.id
           where i.community_agent_id = ${communityId}
           group by 1, 2, 3 order by 1, 3`,
    ),
  );
}

/** Open payables (vendor by name) and owner lines whose detail the company sees. */
async function openItems(h: Harness, companyId: number, communityId: number) {
  const [row] = await h.database.withTenant({ companyId, userId: null }, (tx) =>
    queryRows<{ invoices: string[]; ownerLines: number; detailed: number }>(
      tx,
      sql`select (select coalesce(array_agg(v.display_name || ' ' || a.invoice_number || ' ' || a.total_cents
                                             || ' ' || a.inbox_state order by a.invoice_number), '{}')
                    from ap_invoices a join contacts v on v.agent_id = a.vendor_agent_id
                   where a.community_agent_id = ${communityId}) as invoices,
                 (select count(*)::int from ar_lines where community_agent_id = ${communityId}) as "ownerLines",
                 (select count(*)::int from ar_lines l join item_agent_details d on d.id = l.item_agent_detail_id
                   where l.community_agent_id = ${communityId}) as detailed`,
    ),
  );
  return row;
}

/** The community's lockbox payments that a company sees, each with the receipt it posted as. */
async function lockboxReceipts(h: Harness, companyId: number, communityId: number) {
  return h.database.withTenant({ companyId, userId: null }, (tx) =>
    queryRows<{ payment: string; item: number | null }>(
      tx,
      sql`select x.account_number as payment, li.item_id::int as item
            from lockbox_payments x join lockbox_batches b on b.id = x.batch_id
            left join lockbox_payment_items li on li.lockbox_payment_id = x.id
           where b.community_agent_id = ${communityId} order by x.line_number`,
    ),
  );
}

const seen = async (h: Harness, w: AdjustmentWorld, companyId: number) => ({
  balances: await ownerBalances(h, { ...w, companyId }),
  trial: await trialBalance(h, { ...w, companyId }),
  parties: await parties(h, companyId, w.communityId),
  open: await openItems(h, companyId, w.communityId),
  lockbox: await lockboxReceipts(h, companyId, w.communityId),
});

/** A posted lockbox batch of two payments: the first posted as the receipt given, one not. */
async function insertPostedLockboxBatch(h: Harness, w: AdjustmentWorld, receiptId: number) {
  const bankAccountId = await insertBankAccount(h.database, w.companyId, w.communityId);
  await h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
    tx.execute(sql`
      with f as (
        insert into lockbox_files (company_id, community_agent_id, file_name, file_format,
               file_hash, payment_count, total_cents)
        values (${w.companyId}, ${w.communityId}, 'lockbox.csv', 'CSV', repeat('c', 64), 2, 50000)
        returning id
      ), b as (
        insert into lockbox_batches (company_id, community_agent_id, lockbox_file_id,
               bank_account_id, deposit_date, status_id)
        select ${w.companyId}, ${w.communityId}, f.id, ${bankAccountId}, '2026-03-10',
               ${StatusId.Posted}::smallint from f
        returning id, lockbox_file_id
      ), x as (
        insert into lockbox_payments (company_id, community_agent_id, batch_id, lockbox_file_id,
               line_number, account_number, amount_cents, check_number, payer_name, exception)
        select ${w.companyId}, ${w.communityId}, b.id, b.lockbox_file_id, n, 'A-' || n, 25000, '10' || n, 'Owner',
               case when n = 2 then 'No property has this account number.' end
          from b cross join generate_series(1, 2) n
        returning id, line_number
      )
      insert into lockbox_payment_items (company_id, community_agent_id, lockbox_payment_id, item_id)
      select ${w.companyId}, ${w.communityId}, x.id, ${receiptId}::bigint from x where x.line_number = 1`),
  );
}

/** Owners charged (March) and one paid; a posted invoice and an open one to a vendor. */
async function ledgerWorld(h: Harness) {
  const w = await adjustmentWorld(h);
  const owner = w.homes[0]?.ownerId ?? 0;
  const receiptId = await postOwnerItem(h, w, TxnTypeId.CashReceiptsManual, '2026-03-10', [
    {
      ownerId: owner,
      codeId: w.code.ASMT,
      amountCents: 25_000,
      isDebit: false,
      accountId: w.account.cash,
    },
  ]);
  await insertPostedLockboxBatch(h, w, receiptId);
  await setRequiredAccount(
    h.database,
    w.companyId,
    w.communityId,
    AccountRequiredTypeId.AccountsPayable,
    w.books.account.payables,
  );
  const vendorId = await insertNamedAgent(h.database, w.companyId, {
    name: 'Acme Pools',
    agentTypeId: AgentTypeId.Vendor,
    communityAgentId: null,
  });
  const payables = {
    company: w.company,
    companyId: w.companyId,
    communityId: w.communityId,
    otherCommunityId: w.company.communityIds[1] ?? 0,
    books: w.books,
    vendorId,
    bankAccountId: 0,
    token: w.token,
    inTx: <T>(fn: Parameters<typeof h.database.withTenant<T>>[1]) =>
      h.database.withTenant({ companyId: w.companyId, userId: null }, fn),
  };
  await insertInvoice(payables, { invoiceNumber: 'P-1', inboxState: InboxState.Approved });
  await insertInvoice(payables, {
    invoiceNumber: 'P-2',
    lines: [{ accountId: w.books.account.expense, amountCents: 12_345 }],
  });
  const receiver = await createTestCompany(h.database);
  const receiverToken = await signIn(h.app, receiver.admin.userName);
  return { ...w, vendorId, receiver, receiverToken };
}

describe.each(testDatabases())('community transfer of transactions on $name', (testDb) => {
  const h = useApp(testDb);

  it("moves the items' parties and lines; the vendor is copied, the sender keeps its own", async () => {
    const w = await ledgerWorld(h);
    const before = await seen(h, w, w.companyId);
    expect(Object.values(before.balances).sort()).toEqual([25_000, 25_000]);
    expect(before.open.invoices).toEqual(['Acme Pools P-1 25000 5', 'Acme Pools P-2 12345 2']);
    expect(before.open.detailed).toBe(before.open.ownerLines);
    expect(before.parties.filter((p) => p.party === 'Acme Pools')).toHaveLength(2);
    expect(before.lockbox.map((p) => [p.payment, p.item !== null])).toEqual([
      ['A-1', true],
      ['A-2', false],
    ]);

    const id = await beginTransfer(h, w.token, w.receiverToken, w.communityId);
    const done = await completeTransfer(h, w.receiverToken, id);
    expect([done.status, done.errorMessage]).toEqual([200, undefined]);

    expect(await seen(h, w, w.receiver.companyId)).toEqual(before);
    const nothing = await seen(h, w, w.companyId);
    expect(nothing).toEqual({
      balances: {},
      trial: {},
      parties: [],
      open: { invoices: [], ownerLines: 0, detailed: 0 },
      lockbox: [],
    });
    // The receiver's invoices name its own copy of the vendor; the sender keeps the original.
    const vendors = async (companyId: number) =>
      h.database.withTenant({ companyId, userId: null }, (tx) =>
        queryRows<{ id: number; name: string }>(
          tx,
          sql`select a.id::int as id, c.display_name as name from agents a join contacts c on c.agent_id = a.id
               where a.agent_type_id = ${AgentTypeId.Vendor}`,
        ),
      );
    expect(await vendors(w.companyId)).toEqual([{ id: w.vendorId, name: 'Acme Pools' }]);
    const copies = await vendors(w.receiver.companyId);
    expect(copies.map((v) => v.name)).toEqual(['Acme Pools']);
    expect(copies[0]?.id).not.toBe(w.vendorId);
  });
});
