import { describe, expect, it } from 'vitest';
import { contract, type BudgetSheet } from '@hoa/contract';
import { BudgetMessages, Messages, type ClaimGrant } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser } from '../../../test/factories';
import { journalBooks, type JournalBooks } from '../../../test/journal-factories';
import { addFiscalYear } from '../../../test/ledger-factories';
import { postWorkedEntries } from '../../../test/reports-factories';

const B = contract.budgets;
const months = (first: number[], rest = 0) => [
  ...first,
  ...Array<number>(12 - first.length).fill(rest),
];
const heading = `AccountNumber,${Array.from({ length: 12 }, (_, i) => `Period${i + 1}`).join(',')}`;

describe.each(testDatabases())('budgets on $name', (testDb) => {
  const h = useApp(testDb);

  const sheet = async (j: JournalBooks, fiscalYearId = j.books.fiscalYearId) => {
    const result = await callApi(
      h.app,
      B.GetBudgets,
      { query: { communityAgentId: j.communityId, fiscalYearId } },
      j.token,
    );
    expect(result.status, result.errorMessage).toBe(200);
    return result.body;
  };
  const amountsOf = (s: BudgetSheet, number: string) =>
    s.Accounts.find((a) => a.AccountNumber === number);
  const save = (
    j: JournalBooks,
    accounts: { AccountId: number; Amounts: number[] }[],
    token = j.token,
  ) =>
    callApi(
      h.app,
      B.SaveBudgets,
      {
        body: {
          CommunityAgentId: j.communityId,
          FiscalYearId: j.books.fiscalYearId,
          Accounts: accounts,
        },
      },
      token,
    );
  const userWith = async (j: JournalBooks, grant: Omit<ClaimGrant, 'Claim'>) => {
    const user = await addUser(h.database, j.company.companyId, {
      communityIds: [j.communityId],
      grants: [{ Claim: 'glaccounts', ...grant }],
    });
    return signIn(h.app, user.userName);
  };

  it('shows income and expense accounts by period, saves amounts and the ledger’s prior year', async () => {
    const j = await journalBooks(h);
    await postWorkedEntries(h, j);
    const { income, cash } = j.books.account;
    const empty = await sheet(j);
    expect(empty.Periods).toHaveLength(12);
    expect(empty.Periods[0]).toMatchObject({ PeriodOrder: 1, StartDate: '2026-01-01' });
    expect(empty.Accounts.map((a) => a.AccountNumber)).toEqual(['4000', '5000']);
    expect(empty.PriorActualSource).toBe('Ledger');
    expect(amountsOf(empty, '4000')).toMatchObject({ Total: 0, PriorActual: 300_000 });
    expect(amountsOf(empty, '5000')?.PriorActual).toBe(100_000);

    expect(
      (
        await save(j, [
          { AccountId: income, Amounts: months([], 200_000) },
          { AccountId: cash, Amounts: months([12_345]) },
        ])
      ).body,
    ).toEqual({ SavedAccounts: 2 });
    const saved = await sheet(j);
    expect(amountsOf(saved, '4000')).toMatchObject({
      Amounts: months([], 200_000),
      Total: 2_400_000,
    });
    expect(amountsOf(saved, '1000')).toMatchObject({ Amounts: months([12_345]), Total: 12_345 });
    // Zero clears an amount; an account without a budget that is not income or expense goes.
    await save(j, [{ AccountId: cash, Amounts: months([]) }]);
    expect(amountsOf(await sheet(j), '1000')).toBeUndefined();
    expect(amountsOf(await sheet(j), '5000')?.Amounts).toEqual(months([]));
  });

  it('refuses a wrong number of amounts, other communities’ accounts and years, and needs update access', async () => {
    const j = await journalBooks(h);
    const other = await journalBooks(h);
    const short = await save(j, [{ AccountId: j.books.account.income, Amounts: [1, 2] }]);
    expect(short.status).toBe(400);
    expect(short.errorMessage).toBe(BudgetMessages.tooManyAmounts(12));
    const foreign = await save(j, [{ AccountId: other.books.account.income, Amounts: months([]) }]);
    expect(foreign.errorMessage).toBe(BudgetMessages.accountNotInCommunity);
    const foreignYear = await callApi(
      h.app,
      B.GetBudgets,
      { query: { communityAgentId: j.communityId, fiscalYearId: other.books.fiscalYearId } },
      j.token,
    );
    expect(foreignYear.status).toBe(404);
    const otherCompany = await callApi(
      h.app,
      B.GetBudgets,
      { query: { communityAgentId: j.communityId, fiscalYearId: j.books.fiscalYearId } },
      other.token,
    );
    expect(otherCompany.status).toBe(404);
    const reader = await userWith(j, {
      CanCreate: false,
      CanRead: true,
      CanUpdate: false,
      CanDelete: false,
    });
    expect(
      (
        await callApi(
          h.app,
          B.GetBudgets,
          { query: { communityAgentId: j.communityId, fiscalYearId: j.books.fiscalYearId } },
          reader,
        )
      ).status,
    ).toBe(200);
    const denied = await save(
      j,
      [{ AccountId: j.books.account.income, Amounts: months([]) }],
      reader,
    );
    expect(denied.status).toBe(403);
    expect(denied.errorMessage).toBe(Messages.forbidden);
  });

  it('copies a budget increased by 3.5 % with each year rounded once, or unchanged with null', async () => {
    const j = await journalBooks(h);
    const { income, expense } = j.books.account;
    const next = await addFiscalYear(h.database, j.company.companyId, j.communityId, 2027);
    await save(j, [
      { AccountId: income, Amounts: months([33_334, 33_333, 33_333]) },
      { AccountId: expense, Amounts: months([], 10_001) },
    ]);
    const copy = (body: Record<string, unknown>, token = j.token) =>
      callApi(
        h.app,
        B.CopyBudget,
        {
          body: {
            communityAgentId: j.communityId,
            sourceFiscalYearId: j.books.fiscalYearId,
            targetFiscalYearId: next.fiscalYearId,
            ...body,
          },
        },
        token,
      );
    const increased = await copy({ percentageToIncreaseAmounts: 3.5 });
    expect(increased.body).toEqual({ CopiedAccounts: 2, TotalCents: 103_500 + 124_212 });
    const target = await sheet(j, next.fiscalYearId);
    // 1,000.00 × 1.035 = 1,035.00 shared by the source amounts; each period alone would give 1,035.01.
    expect(amountsOf(target, '4000')?.Amounts).toEqual(months([34_501, 34_500, 34_499]));
    // 12 × 100.01 × 1.035 = 1,242.1242 → 1,242.12, 103.51 a month.
    expect(amountsOf(target, '5000')).toMatchObject({
      Amounts: months([], 10_351),
      Total: 124_212,
    });

    const plain = await copy({
      targetFiscalYearId: j.earlierYear.fiscalYearId,
      percentageToIncreaseAmounts: null,
      accountIds: [expense],
    });
    expect(plain.body).toEqual({ CopiedAccounts: 1, TotalCents: 120_012 });
    const earlier = await sheet(j, j.earlierYear.fiscalYearId);
    expect(amountsOf(earlier, '5000')?.Amounts).toEqual(months([], 10_001));
    expect(amountsOf(earlier, '4000')?.Total).toBe(0);

    expect((await copy({ targetFiscalYearId: j.books.fiscalYearId })).errorMessage).toBe(
      BudgetMessages.sameFiscalYear,
    );
    expect((await copy({ accountIds: [j.books.account.cash] })).errorMessage).toBe(
      BudgetMessages.nothingToCopy,
    );
    expect((await copy({ percentageToIncreaseAmounts: 3.12345 })).errorMessage).toBe(
      BudgetMessages.increaseInvalid,
    );
    expect((await copy({ percentageToIncreaseAmounts: '3.5' })).status).toBe(400);
    const other = await journalBooks(h);
    expect((await copy({ targetFiscalYearId: other.books.fiscalYearId })).status).toBe(404);
    const updater = await userWith(j, {
      CanCreate: false,
      CanRead: true,
      CanUpdate: true,
      CanDelete: false,
    });
    expect((await copy({}, updater)).status).toBe(403);
  });

  it('imports a budget file: a preview with each row’s problems, then all rows or none', async () => {
    const j = await journalBooks(h);
    const run = (
      content: string,
      isPreview: boolean,
      endpoint: typeof B.ImportBudgets | typeof B.ImportPriorActuals = B.ImportBudgets,
    ) =>
      callApi(
        h.app,
        endpoint,
        {
          body: {
            CommunityAgentId: j.communityId,
            FiscalYearId: j.books.fiscalYearId,
            FileName: 'budget.csv',
            Content: content,
            IsPreview: isPreview,
          },
        },
        j.token,
      );
    const bad = [heading, '4000,100,abc', '9999,1', '4000,5', '5000,"1,250.75",(10)'].join('\n');
    const preview = await run(bad, true);
    expect(preview.status).toBe(200);
    expect(preview.body.SavedAccounts).toBe(0);
    expect(preview.body.Rows.map((r) => [r.Row, r.AccountName, r.Problems])).toEqual([
      [2, 'Assessment Income', [BudgetMessages.badAmount(2, 'Period2')]],
      [3, null, [BudgetMessages.unknownAccount(3, '9999')]],
      [4, 'Assessment Income', [BudgetMessages.duplicateAccount(4, '4000', 2)]],
      [5, 'Landscaping', []],
    ]);
    expect(preview.body.Rows[3]).toMatchObject({
      Amounts: months([125_075, -1_000]),
      Total: 124_075,
    });
    const refused = await run(bad, false);
    expect(refused.status).toBe(400);
    expect(refused.errorMessage).toBe(BudgetMessages.hasProblems);
    expect(amountsOf(await sheet(j), '5000')?.Total).toBe(0);

    const good = [heading, '4000,100,200', '5000,"1,250.75"'].join('\r\n');
    expect((await run(good, false)).body.SavedAccounts).toBe(2);
    const saved = await sheet(j);
    expect(amountsOf(saved, '4000')?.Amounts).toEqual(months([10_000, 20_000]));
    expect(amountsOf(saved, '5000')?.Total).toBe(125_075);

    const noHeading = await run('Account,Jan\n4000,1', true);
    expect(noHeading.errorMessage).toBe(BudgetMessages.noHeading);

    // Prior actuals sit beside the budget and replace the ledger's previous year.
    const prior = await run(
      [heading, '4000,1000,1000', '5000,400'].join('\n'),
      false,
      B.ImportPriorActuals,
    );
    expect(prior.body.SavedAccounts).toBe(2);
    const withPrior = await sheet(j);
    expect(withPrior.PriorActualSource).toBe('Imported');
    expect(amountsOf(withPrior, '4000')).toMatchObject({ PriorActual: 200_000, Total: 30_000 });
    expect(amountsOf(withPrior, '5000')?.PriorActual).toBe(40_000);
  });
});
