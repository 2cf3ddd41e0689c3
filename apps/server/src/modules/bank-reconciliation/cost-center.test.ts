import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { callApi } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import {
  insertCostCenter,
  insertStatement,
  postCashEntry,
  reconWorld,
} from '../../../test/reconciliation-factories';

const R = contract.bankReconciliation;

/**
 * The operating cash account holds two cost centers' money: Operating (a deposit and a repair)
 * and Reserve (a deposit). The bank account's statement is Operating's: its deposit and repair.
 */
async function twoCostCenters(h: Harness) {
  const w = await reconWorld(h);
  const operating = await insertCostCenter(w, { number: '10', name: 'Operating' });
  const reserve = await insertCostCenter(w, { number: '20', name: 'Reserve' });
  const elsewhere = await insertCostCenter(w, {
    communityAgentId: w.otherCommunityId,
    number: '10',
    name: 'Operating',
  });
  const { cash, income, expense } = w.books.account;
  const entry = (date: string, amountCents: number, costCenterId: number, inflow: boolean) =>
    postCashEntry(w, {
      date,
      amountCents,
      debit: inflow ? cash : expense,
      credit: inflow ? income : cash,
      description: inflow ? 'Deposit' : 'Repair',
      costCenterId,
    });
  const items = {
    operatingDeposit: await entry('2026-03-03', 500_000, operating, true),
    reserveDeposit: await entry('2026-03-04', 200_000, reserve, true),
    operatingRepair: await entry('2026-03-10', 30_000, operating, false),
  };
  const statement = await insertStatement(w, w.bankAccountId, {
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    openingCents: 0,
    lines: [
      { date: '2026-03-04', amountCents: 500_000 },
      { date: '2026-03-11', amountCents: -30_000, type: 'debit' },
    ],
  });
  return { w, operating, reserve, elsewhere, items, statement };
}

describe.each(testDatabases())('reconciliation of one cost center on $name', (testDb) => {
  const h = useApp(testDb);

  it('reconciles only the cash lines of the chosen cost center', async () => {
    const { w, operating, reserve, items } = await twoCostCenters(h);
    const account = { bankAccountId: w.bankAccountId };
    const summaryOf = async (costCenterCategoryId?: number) =>
      (
        await callApi(
          h.app,
          R.GetSummary,
          {
            query: {
              ...account,
              asOfDate: '2026-03-31',
              ...(costCenterCategoryId ? { costCenterCategoryId } : {}),
            },
          },
          w.token,
        )
      ).body;

    // The whole account: the reserve deposit is a deposit the bank has not seen.
    expect(await summaryOf()).toMatchObject({
      BookBalance: 670_000,
      DepositsInTransit: 700_000,
      CostCenterCategoryId: null,
    });
    const bookOf = async (costCenterCategoryId: number) =>
      (
        await callApi(
          h.app,
          R.GetBookItems,
          { query: { ...account, costCenterCategoryId, filter: 'all' } },
          w.token,
        )
      ).body.map((b) => b.TopsItemId);
    expect(await bookOf(operating)).toEqual([items.operatingDeposit, items.operatingRepair]);
    expect(await bookOf(reserve)).toEqual([items.reserveDeposit]);
    const balance = await callApi(
      h.app,
      R.GetCurrentBalance,
      { query: { ...account, asOfDate: '2026-03-31', costCenterCategoryId: operating } },
      w.token,
    );
    expect(balance.body.Balance).toBe(470_000);

    // Matching the operating cost center pairs both bank lines with its items.
    const save = await callApi(
      h.app,
      R.SaveReconciliation,
      {
        body: {
          BankAccountId: w.bankAccountId,
          StatementDate: '2026-03-31',
          StatementEndingBalance: 470_000,
          CostCenterCategoryId: operating,
        },
      },
      w.token,
    );
    expect(save.body).toMatchObject({
      CostCenterCategoryId: operating,
      CostCenterName: '10 Operating',
      BookBalance: 470_000,
      DepositsInTransit: 500_000,
      OutstandingChecks: -30_000,
      Difference: 0,
    });
    const run = await callApi(
      h.app,
      R.Rematch,
      { body: { BankAccountId: w.bankAccountId, CostCenterCategoryId: operating } },
      w.token,
    );
    expect(run.body.Matched).toBe(2);
    expect(await summaryOf(operating)).toMatchObject({
      BookBalance: 470_000,
      DepositsInTransit: 0,
      OutstandingChecks: 0,
      UnclearedBankTransactions: 0,
      Difference: 0,
    });
    const count = await callApi(
      h.app,
      R.CountUnreconciledTransactions,
      { query: { ...account, costCenterCategoryId: operating } },
      w.token,
    );
    expect(count.body).toEqual({ BankTransactions: 0, BookItems: 0, Total: 0 });

    // Rematching the reserve cost center keeps the operating matches and finds nothing.
    const reserveRun = await callApi(
      h.app,
      R.Rematch,
      { body: { BankAccountId: w.bankAccountId, CostCenterCategoryId: reserve } },
      w.token,
    );
    expect(reserveRun.body.Matched).toBe(0);
    const matched = await callApi(
      h.app,
      R.GetBankTransactions,
      { query: { ...account, filter: 'matched' } },
      w.token,
    );
    expect(matched.body.map((b) => b.ItemIds)).toEqual([
      [items.operatingDeposit],
      [items.operatingRepair],
    ]);
    expect(await summaryOf(reserve)).toMatchObject({
      BookBalance: 200_000,
      DepositsInTransit: 200_000,
    });

    // Finishing checks the difference of the cost center it is asked for.
    const finished = await callApi(
      h.app,
      R.FinishReconciliation,
      {
        body: {
          ReconciliationId: save.body.Reconciliation.ReconciliationId ?? 0,
          CostCenterCategoryId: operating,
        },
      },
      w.token,
    );
    expect(finished.status).toBe(200);
    expect(finished.body.Reconciliation.FinishedAt).not.toBeNull();
  });

  it('refuses a hand match to another cost center and a cost center of another community', async () => {
    const { w, operating, reserve, elsewhere, items, statement } = await twoCostCenters(h);
    const [depositLine = 0] = statement.transactionIds;
    const wrongCenter = await callApi(
      h.app,
      R.MatchTransactions,
      {
        body: {
          BankTransactionId: depositLine,
          ItemIds: [items.operatingDeposit],
          CostCenterCategoryId: reserve,
        },
      },
      w.token,
    );
    expect(wrongCenter.status).toBe(422);
    expect(wrongCenter.errorMessage).toBe(
      'Every item must have cash lines on the bank account in cost center 20 Reserve.',
    );
    const right = await callApi(
      h.app,
      R.MatchTransactions,
      {
        body: {
          BankTransactionId: depositLine,
          ItemIds: [items.operatingDeposit],
          CostCenterCategoryId: operating,
        },
      },
      w.token,
    );
    expect(right.status).toBe(200);
    const foreign = await callApi(
      h.app,
      R.GetSummary,
      { query: { bankAccountId: w.bankAccountId, costCenterCategoryId: elsewhere } },
      w.token,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.errorMessage).toBe(
      "The cost center is not one of the bank account's community.",
    );
    const report = await h.app.inject({
      method: 'GET',
      url: `${R.BankReconciliationReport.path}?bankAccountId=${w.bankAccountId}&costCenterCategoryId=${elsewhere}`,
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(report.statusCode).toBe(400);
  });
});
