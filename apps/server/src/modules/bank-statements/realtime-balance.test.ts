import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import { localDay } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { payablesWorld } from '../../../test/payables-factories';
import { insertStatement, postCashEntry } from '../../../test/reconciliation-factories';

const B = contract.bankStatements;

describe.each(testDatabases())('real-time balance on $name', (testDb) => {
  const h = useApp(testDb);

  it("shows the latest imported balance beside the books' balance on its date", async () => {
    const w = await payablesWorld(h);
    const balance = async () =>
      (
        await callApi(
          h.app,
          B.GetSmartBankingRealtimeBalance,
          { query: { bankAccountId: w.bankAccountId } },
          w.token,
        )
      ).body;
    const deposit = (date: string, amountCents: number) =>
      postCashEntry(w, {
        date,
        amountCents,
        debit: w.books.account.cash,
        credit: w.books.account.income,
        description: 'Deposit',
      });
    await deposit('2026-03-03', 500_000);
    await deposit('2026-04-10', 80_000);

    // Nothing imported: the books' balance today, no bank balance, no difference.
    expect(await balance()).toMatchObject({
      Balance: null,
      AsOfDate: null,
      LedgerBalance: 580_000,
      LedgerAsOfDate: localDay(new Date()),
      Difference: null,
    });

    await insertStatement(w, w.bankAccountId, {
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      openingCents: 0,
      lines: [],
    });
    const { statementId } = await insertStatement(w, w.bankAccountId, {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      openingCents: 0,
      lines: [{ date: '2026-03-04', amountCents: 400_000 }],
    });
    expect(await balance()).toMatchObject({
      Balance: 400_000,
      AsOfDate: '2026-03-31',
      BankStatementId: statementId,
      Format: 'CSV',
      LedgerBalance: 500_000,
      LedgerAsOfDate: '2026-03-31',
      Difference: -100_000,
    });

    // An account without a cash GL account has no books' balance.
    await w.inTx((tx) =>
      tx.execute(sql`update bank_accounts set gl_account_id = null where id = ${w.bankAccountId}`),
    );
    expect(await balance()).toMatchObject({
      Balance: 400_000,
      LedgerBalance: null,
      Difference: null,
    });
  });
});
