import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { OwnerLedgerMessages as M, StatusId, TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import {
  insertChildItem,
  ledgerWorld,
  type LedgerWorld,
} from '../../../test/owner-ledger-factories';
import { insertAccruedItem } from '../../../test/receivable-factories';

const O = contract.ownerLedger;

describe.each(testDatabases())('removing a transaction on $name', (testDb) => {
  const h = useApp(testDb);

  const remove = (w: LedgerWorld, body: Parameters<typeof callApi<typeof O.RemoveItem>>[2]) =>
    callApi(h.app, O.RemoveItem, body, w.token);

  /** Owner code balances and the receivable account's net, which agree. */
  async function books(w: LedgerWorld) {
    return w.inTx(async (tx) => {
      const owners = await queryRows<{ owner: number; code: number; cents: number }>(
        tx,
        sql`select owner_agent_id::int as owner, code_id::int as code, balance_cents::int as cents
              from owner_code_balances where community_agent_id = ${w.communityId} and balance_cents <> 0
             order by owner_agent_id, code_id`,
      );
      const [gl] = await queryRows<{ net: number }>(
        tx,
        sql`select coalesce(sum(debit_cents - credit_cents), 0)::int as net from gl_lines
             where account_id = ${w.account.receivables}`,
      );
      return { owners, receivable: gl?.net ?? 0 };
    });
  }

  const status = (w: LedgerWorld, id: number) =>
    w.inTx(async (tx) => {
      const [row] = await queryRows<{ s: number }>(
        tx,
        sql`select status_id::int as s from items where id = ${id}`,
      );
      return row?.s;
    });

  it('removes a posted charge 40 whole: reversed on its date, then deleted', async () => {
    const w = await ledgerWorld(h);
    const [one, two] = w.homes;
    if (!one || !two) throw new Error('no homes');
    const result = await remove(w, { body: { itemId: w.item.may } });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      IsRemoved: true,
      TopsTxnTypeId: 40,
      RuleViolationId: null,
    });
    expect(await status(w, w.item.may)).toBe(StatusId.Deleted);
    // Owner one $450.00 − $250.00, owner two $750.00 − $250.00; the ledger agrees.
    const after = await books(w);
    expect(after.owners).toEqual([
      { owner: one.ownerId, code: w.code.ASMT, cents: 20_000 },
      { owner: two.ownerId, code: w.code.ASMT, cents: 50_000 },
      { owner: two.ownerId, code: w.code.PP, cents: -10_000 },
    ]);
    expect(after.receivable).toBe(70_000);
    const again = await remove(w, { body: { itemId: w.item.may } });
    expect(again.status).toBe(409);
    expect(again.errorMessage).toBe(M.alreadyRemoved);
  });

  it('gives a removed charge run’s codes their last applied date back', async () => {
    const w = await ledgerWorld(h);
    const lastApplied = () =>
      w.inTx((tx) =>
        queryRows<{ id: number; last: string | null }>(
          tx,
          sql`select id::int as id, last_applied::text as last from codes
               where id in (${w.code.ASMT}, ${w.code.PP}) order by id`,
        ),
      );
    // As the posting of the May run set it; the prepaid code's date was set by hand.
    await w.inTx((tx) =>
      tx.execute(sql`update codes set last_applied = '2026-05-01'
                      where id in (${w.code.ASMT}, ${w.code.PP})`),
    );
    expect((await remove(w, { body: { itemId: w.item.may } })).status).toBe(200);
    // The assessment goes back to April's run, still posted; the May run never charged PP.
    expect(await lastApplied()).toEqual(
      [
        { id: w.code.ASMT, last: '2026-04-01' },
        { id: w.code.PP, last: '2026-05-01' },
      ].sort((a, b) => a.id - b.id),
    );
  });

  it('removes one owner from a transaction and the item once no owner is left', async () => {
    const w = await ledgerWorld(h);
    const [one, two] = w.homes;
    if (!one || !two) throw new Error('no homes');
    const fee = await w.post(TxnTypeId.LateFee, '2026-05-16', [
      {
        ownerId: one.ownerId,
        codeId: w.code.LATE,
        amountCents: 2_500,
        accountId: w.account.lateFeeIncome,
      },
      {
        ownerId: two.ownerId,
        codeId: w.code.LATE,
        amountCents: 2_500,
        accountId: w.account.lateFeeIncome,
      },
    ]);
    const first = await remove(w, { body: { itemId: fee, agentId: one.ownerId } });
    expect(first.body.IsRemoved).toBe(true);
    expect(await status(w, fee)).toBe(StatusId.Posted);
    const lateOf = async () =>
      (await books(w)).owners.filter((b) => b.code === w.code.LATE).map((b) => b.owner);
    expect(await lateOf()).toEqual([two.ownerId]);
    const [agent] = await w.inTx((tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`select id::int from item_agents where item_id = ${fee} and agent_id = ${two.ownerId}`,
      ),
    );
    const second = await callApi(
      h.app,
      O.RemoveItemAgent,
      { body: { itemAgentId: agent?.id ?? 0 } },
      w.token,
    );
    expect(second.body.IsRemoved).toBe(true);
    expect(await status(w, fee)).toBe(StatusId.Deleted);
    expect(await lateOf()).toEqual([]);
    expect((await books(w)).receivable).toBe(120_000);
    const missing = await remove(w, { body: { itemId: w.item.march, agentId: w.communityId } });
    expect(missing.status).toBe(400);
    expect(missing.errorMessage).toBe(M.ownerNotOnTransaction);
  });

  it('removing one owner turns around the account its owner lines were offset on', async () => {
    const w = await ledgerWorld(h);
    const [one, two] = w.homes;
    if (!one || !two) throw new Error('no homes');
    const fee = await w.post(
      TxnTypeId.LateFee,
      '2026-05-16',
      [one, two].map((home) => ({
        ownerId: home.ownerId,
        codeId: w.code.LATE,
        amountCents: 2_500,
        accountId: w.account.lateFeeIncome,
      })),
    );
    const net = (accountId: number) =>
      w.inTx(async (tx) => {
        const [row] = await queryRows<{ net: number }>(
          tx,
          sql`select coalesce(sum(credit_cents - debit_cents), 0)::int as net from gl_lines
               where account_id = ${accountId}`,
        );
        return row?.net;
      });
    const offsets = await w.inTx((tx) =>
      queryRows<{ offset: number }>(
        tx,
        sql`select offset_account_id::int as offset from ar_lines where item_id = ${fee}`,
      ),
    );
    expect(offsets).toEqual([
      { offset: w.account.lateFeeIncome },
      { offset: w.account.lateFeeIncome },
    ]);
    const income = await net(w.account.income);
    // The first owner's detail is pointed at another account after posting: the removal reads the
    // account from the owner line, not from the detail.
    await w.inTx((tx) =>
      tx.execute(sql`update item_agent_details d set account_id = ${w.account.income}
                      from item_agents ia
                     where ia.id = d.item_agent_id and ia.item_id = ${fee}
                       and ia.agent_id = ${one.ownerId}`),
    );
    const removed = await remove(w, { body: { itemId: fee, agentId: one.ownerId } });
    expect(removed.body.IsRemoved).toBe(true);
    expect(await net(w.account.lateFeeIncome)).toBe(2_500);
    expect(await net(w.account.income)).toBe(income);
  });

  it('lists owners left with a negative code balance and removes on bypass', async () => {
    const w = await ledgerWorld(h);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    const fee = await w.post(TxnTypeId.LateFee, '2026-05-16', [
      {
        ownerId: one.ownerId,
        codeId: w.code.LATE,
        amountCents: 2_500,
        accountId: w.account.lateFeeIncome,
      },
    ]);
    await w.post(TxnTypeId.Waive, '2026-05-20', [
      {
        ownerId: one.ownerId,
        codeId: w.code.LATE,
        amountCents: 2_500,
        isDebit: false,
        accountId: w.account.lateFeeIncome,
      },
    ]);
    const refused = await remove(w, { body: { itemId: fee } });
    expect(refused.body).toMatchObject({
      IsRemoved: false,
      RuleViolationId: 2,
      Message: M.negativeCodeBalance,
      CanBypass: true,
      Agents: [{ OwnerAgentId: one.ownerId, CodeAlias: 'LATE', Balance: -2_500 }],
    });
    expect(await status(w, fee)).toBe(StatusId.Posted);
    const bypassed = await remove(w, { body: { itemId: fee, bypassValidation: true } });
    expect(bypassed.body.IsRemoved).toBe(true);
    const late = (await books(w)).owners.find((b) => b.code === w.code.LATE);
    expect(late?.cents).toBe(-2_500);
  });

  it('refuses ACH owners even with bypass, and a charge whose direct debit request went out', async () => {
    const w = await ledgerWorld(h);
    await w.inTx((tx) =>
      tx.execute(
        sql`update item_agents set is_direct_debit = true where item_id = ${w.item.april}`,
      ),
    );
    for (const bypassValidation of [false, true]) {
      const refused = await remove(w, { body: { itemId: w.item.april, bypassValidation } });
      expect(refused.body).toMatchObject({
        IsRemoved: false,
        RuleViolationId: 4,
        Message: M.achOwners,
        CanBypass: false,
      });
    }
    await insertChildItem(w, w.item.march, TxnTypeId.DirectDebit, StatusId.Posted);
    const sent = await remove(w, { body: { itemId: w.item.march, bypassValidation: true } });
    expect(sent.status).toBe(409);
    expect(sent.errorMessage).toBe(M.directDebitSent);
    expect(await status(w, w.item.march)).toBe(StatusId.Posted);
  });

  it('asks to confirm a transaction with related transactions, then removes it on retry', async () => {
    const w = await ledgerWorld(h);
    await insertChildItem(w, w.item.may, TxnTypeId.Waive);
    const asked = await remove(w, { body: { itemId: w.item.may } });
    expect(asked.body).toMatchObject({
      IsRemoved: false,
      RuleViolationId: null,
      Message: M.relatedTransactions,
      CanBypass: true,
    });
    const retried = await remove(w, { body: { itemId: w.item.may, bypassValidation: true } });
    expect(retried.body.IsRemoved).toBe(true);
  });

  it('marks an accrued transaction deleted without ledger lines', async () => {
    const w = await ledgerWorld(h);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    const accrued = await insertAccruedItem(
      h.database,
      w.companyId,
      w.communityId,
      TxnTypeId.AddCharge,
      '2026-05-05',
      [
        {
          ownerId: one.ownerId,
          codeId: w.code.SPEC,
          amountCents: 100_000,
          accountId: w.account.income,
        },
      ],
    );
    const before = await books(w);
    expect((await remove(w, { body: { itemId: accrued } })).body.IsRemoved).toBe(true);
    expect(await status(w, accrued)).toBe(StatusId.Deleted);
    expect(await books(w)).toEqual(before);
  });

  it('stops on a closed fiscal year or period', async () => {
    const w = await ledgerWorld(h);
    await w.inTx((tx) =>
      tx.execute(sql`update accounting_periods set is_open = false
                      where fiscal_year_id = ${w.books.fiscalYearId} and period_order = 3`),
    );
    const period = await remove(w, { body: { itemId: w.item.march } });
    expect(period.status).toBe(400);
    expect(period.errorMessage).toBe(M.closedPeriod);
    await w.inTx((tx) =>
      tx.execute(sql`update fiscal_years set is_closed = true where id = ${w.books.fiscalYearId}`),
    );
    const year = await remove(w, { body: { itemId: w.item.april, bypassValidation: true } });
    expect(year.status).toBe(400);
    expect(year.errorMessage).toBe(M.closedFiscalYear);
    expect(await status(w, w.item.april)).toBe(StatusId.Posted);
  });

  it('needs delete access to the type’s claim (403) and the caller’s company (404)', async () => {
    const w = await ledgerWorld(h);
    const user = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [{ ...fullGrant('arapplycharges'), CanDelete: false }],
    });
    const noDelete = await signIn(h.app, user.userName);
    const denied = await callApi(h.app, O.RemoveItem, { body: { itemId: w.item.may } }, noDelete);
    expect(denied.status).toBe(403);
    const other = await createTestCompany(h.database);
    const stranger = await signIn(h.app, other.admin.userName);
    const hidden = await callApi(h.app, O.RemoveItem, { body: { itemId: w.item.may } }, stranger);
    expect(hidden.status).toBe(404);
    expect(await status(w, w.item.may)).toBe(StatusId.Posted);
  });
});
