import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { ReportMessages } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { addPoolCostCenter } from '../../../test/reports-factories';
import { testDatabases } from '../../../test/databases';
import { addUser } from '../../../test/factories';
import { entryBody, journalBooks, type JournalBooks } from '../../../test/journal-factories';

const G = contract.glHistory;

describe.each(testDatabases())('GL history on $name', (testDb) => {
  const h = useApp(testDb);
  const post = (j: JournalBooks, date: string, lines: [number, number, number][], extra = {}) =>
    callApi(
      h.app,
      contract.journalEntries.SaveJournalEntry,
      { body: { ...entryBody(j.communityId, date, lines, { IsPosted: true }), ...extra } },
      j.token,
    );

  it('shows an account’s lines newest first with running balances, as of a date and by cost center', async () => {
    const j = await journalBooks(h);
    const { cash, income, expense } = j.books.account;
    const pool = await addPoolCostCenter(h, j);
    // Cash: +1,000.00 (Jan 10), −250.00 (Feb 3), +75.25 pool (Feb 3), −40.00 (Mar 31).
    await post(j, '2026-01-10', [
      [cash, 100_000, 0],
      [income, 0, 100_000],
    ]);
    await post(j, '2026-02-03', [
      [expense, 25_000, 0],
      [cash, 0, 25_000],
    ]);
    await post(j, '2026-02-03', [], {
      Transactions: [
        { AccountId: cash, Amount_Debit: 7_525, CostCenterCategoryId: pool },
        { AccountId: income, Amount_Credit: 7_525, CostCenterCategoryId: pool },
      ],
    });
    await post(j, '2026-03-31', [
      [expense, 4_000, 0],
      [cash, 0, 4_000],
    ]);
    const query = { communityAgentId: j.communityId, accountId: cash, asOfDate: '2026-12-31' };

    const header = await callApi(h.app, G.GetHistoryHeader, { query }, j.token);
    expect(header.body).toMatchObject({
      AccountNumber: '1000',
      NormalBalance: 'Debit',
      Balance: 78_525,
      TotalDebit: 107_525,
      TotalCredit: 29_000,
      LineCount: 4,
      CostCenters: [{ CostCenterId: pool, CostCenterNumber: '20', CostCenterName: 'Pool' }],
    });
    const history = await callApi(h.app, G.GetHistory, { query }, j.token);
    expect(history.body.TotalCount).toBe(4);
    expect(
      history.body.Lines.map((l) => [l.PostDate, l.Debit, l.Credit, l.Balance, l.CostCenterNumber]),
    ).toEqual([
      ['2026-03-31', 0, 4_000, 78_525, null],
      ['2026-02-03', 7_525, 0, 82_525, '20'],
      ['2026-02-03', 0, 25_000, 75_000, null],
      ['2026-01-10', 100_000, 0, 100_000, null],
    ]);
    expect(history.body.Lines[0]).toMatchObject({
      TxnTypeName: 'Journal entry',
      Reference: 'JE-1',
    });

    // Paging keeps the running balance; as of a date mid-period uses that period's lines.
    const page2 = await callApi(
      h.app,
      G.GetHistory,
      { query: { ...query, skip: 2, take: 1 } },
      j.token,
    );
    expect(page2.body.Lines.map((l) => l.Balance)).toEqual([75_000]);
    const feb = await callApi(
      h.app,
      G.GetHistoryHeader,
      { query: { ...query, asOfDate: '2026-02-03' } },
      j.token,
    );
    expect(feb.body).toMatchObject({ Balance: 82_525, LineCount: 3 });
    const jan = await callApi(
      h.app,
      G.GetHistory,
      { query: { ...query, asOfDate: '2026-01-31' } },
      j.token,
    );
    expect(jan.body.Lines.map((l) => l.Balance)).toEqual([100_000]);
    const byCenter = await callApi(
      h.app,
      G.GetHistoryHeader,
      { query: { ...query, costCenterCategoryId: pool } },
      j.token,
    );
    expect(byCenter.body).toMatchObject({
      Balance: 7_525,
      LineCount: 1,
      CostCenterCategoryId: pool,
    });

    // A date range: February only. The running balances stay those of the account; the header
    // adds the opening balance and the range's totals. A range that ends before it starts is refused.
    const range = { ...query, fromDate: '2026-02-01', asOfDate: '2026-02-28' };
    const febOnly = await callApi(h.app, G.GetHistory, { query: range }, j.token);
    expect(febOnly.body.TotalCount).toBe(2);
    expect(febOnly.body.Lines.map((l) => [l.PostDate, l.Balance])).toEqual([
      ['2026-02-03', 82_525],
      ['2026-02-03', 75_000],
    ]);
    const febHeader = await callApi(h.app, G.GetHistoryHeader, { query: range }, j.token);
    expect(febHeader.body).toMatchObject({
      FromDate: '2026-02-01',
      AsOfDate: '2026-02-28',
      OpeningBalance: 100_000,
      Balance: 82_525,
      TotalDebit: 7_525,
      TotalCredit: 25_000,
      LineCount: 2,
    });
    expect(header.body).toMatchObject({ FromDate: null, OpeningBalance: null });
    const backwards = await callApi(
      h.app,
      G.GetHistory,
      { query: { ...query, fromDate: '2026-03-01', asOfDate: '2026-02-01' } },
      j.token,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ errorMessage: ReportMessages.startAfterEnd });

    // Income is credit-normal: 1,075.25 of credits show as a positive balance.
    const incomeHeader = await callApi(
      h.app,
      G.GetHistoryHeader,
      { query: { ...query, accountId: income } },
      j.token,
    );
    expect(incomeHeader.body).toMatchObject({
      NormalBalance: 'Credit',
      Balance: 107_525,
      AccountTypeName: 'Income',
    });

    const item = await callApi(
      h.app,
      G.GetCommunityItem,
      { query: { itemId: history.body.Lines[0]?.TopsItemId ?? 0 } },
      j.token,
    );
    expect(item.body).toMatchObject({
      TxnTypeName: 'Journal entry',
      StatusName: 'Posted',
      TotalDebit: 4_000,
      TotalCredit: 4_000,
    });
    expect(item.body.Lines.map((l) => [l.AccountNumber, l.Debit, l.Credit])).toEqual([
      ['5000', 4_000, 0],
      ['1000', 0, 4_000],
    ]);
  });

  it('answers 404 for an account of another community or company and 403 without glaccounts', async () => {
    const j = await journalBooks(h);
    const other = await journalBooks(h);
    const query = { communityAgentId: j.communityId, accountId: other.books.account.cash };
    expect((await callApi(h.app, G.GetHistoryHeader, { query }, j.token)).status).toBe(404);
    const otherCompany = { communityAgentId: j.communityId, accountId: j.books.account.cash };
    expect((await callApi(h.app, G.GetHistory, { query: otherCompany }, other.token)).status).toBe(
      404,
    );
    const clerk = await addUser(h.database, j.company.companyId, {
      communityIds: [j.communityId],
      grants: [
        {
          Claim: 'gljournalentries',
          CanCreate: true,
          CanRead: true,
          CanUpdate: true,
          CanDelete: true,
        },
      ],
    });
    const token = await signIn(h.app, clerk.userName);
    expect((await callApi(h.app, G.GetHistoryHeader, { query: otherCompany }, token)).status).toBe(
      403,
    );
    const posted = await post(j, '2026-01-10', [
      [j.books.account.cash, 1, 0],
      [j.books.account.income, 0, 1],
    ]);
    expect(
      (
        await callApi(
          h.app,
          G.GetCommunityItem,
          { query: { itemId: posted.body.TopsItemId } },
          other.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          G.GetCommunityItem,
          { query: { itemId: posted.body.TopsItemId } },
          token,
        )
      ).status,
    ).toBe(403);
  });
});
