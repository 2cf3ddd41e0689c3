import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CodeTypeId, PaymentMessages, ReceivableMessages, TxnTypeId } from '@hoa/domain';
import { queryRows } from '@hoa/db';
import { useApp } from '../../../test/app-harness';
import {
  balancesOf,
  paymentWorld,
  postCharge,
  offerCheck,
  trialBalanceOf,
} from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';

describe.each(testDatabases())('a left-over payment without a prepaid code on $name', (testDb) => {
  const h = useApp(testDb);

  it('refuses the overpayment whole, writes nothing, and still takes an exact payment', async () => {
    const w = await paymentWorld(h);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-03-01', [
      {
        ownerId: one.ownerId,
        codeId: w.code.ASMT,
        amountCents: 25_000,
        accountId: w.account.income,
      },
    ]);
    // The community loses its prepaid code (PP becomes a miscellaneous charge code).
    await w.inTx((tx) =>
      tx.execute(sql`update codes set code_type_id = ${CodeTypeId.MiscellaneousCharge}
                      where community_agent_id = ${w.communityId}
                        and code_type_id = ${CodeTypeId.PrePaid}`),
    );
    const itemsOf = () =>
      w.inTx((tx) =>
        queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from items where community_agent_id = ${w.communityId}`,
        ),
      );
    const itemsBefore = await itemsOf();
    const ledgerBefore = await trialBalanceOf(w);
    const pay = (cents: number) =>
      offerCheck(h, w, { ownerId: one.ownerId, cents, date: '2026-03-10', checkNumber: '2001' });

    // $300.00 on $250.00 owed: $50.00 would have nowhere to go.
    const over = await pay(30_000);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ errorMessage: PaymentMessages.noPrepaidCode });
    expect(await itemsOf()).toEqual(itemsBefore);
    expect(await trialBalanceOf(w)).toEqual(ledgerBefore);
    expect(await balancesOf(w, one.ownerId)).toEqual({ ASMT: 25_000 });

    // The exact amount needs no prepaid code.
    const exact = await pay(25_000);
    expect(exact.status).toBe(200);
    expect(await balancesOf(w, one.ownerId)).toEqual({});
    expect(await trialBalanceOf(w)).toEqual({
      [w.books.account.cash]: 25_000,
      [w.account.income]: -25_000,
    });
  });

  // A code of the community without the account holding its balance stops only a receipt whose
  // application uses it.
  it('posts a receipt beside a code without accounts, and refuses one paying that code', async () => {
    const w = await paymentWorld(h);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-03-01', [
      {
        ownerId: one.ownerId,
        codeId: w.code.ASMT,
        amountCents: 25_000,
        accountId: w.account.income,
      },
    ]);
    const withoutAccounts = (codeId: number) =>
      w.inTx((tx) => tx.execute(sql`delete from code_accounts where code_id = ${codeId}`));
    const pay = (cents: number, checkNumber: string) =>
      offerCheck(h, w, { ownerId: one.ownerId, cents, date: '2026-03-10', checkNumber });

    await withoutAccounts(w.code.LATE);
    expect((await pay(10_000, '3001')).status).toBe(200);
    expect(await balancesOf(w, one.ownerId)).toEqual({ ASMT: 15_000 });

    await withoutAccounts(w.code.ASMT);
    const ledgerBefore = await trialBalanceOf(w);
    const refused = await pay(5_000, '3002');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errorMessage: ReceivableMessages.codeWithoutAccounts('ASMT'),
    });
    expect(await trialBalanceOf(w)).toEqual(ledgerBefore);
    expect(await balancesOf(w, one.ownerId)).toEqual({ ASMT: 15_000 });
  });
});
