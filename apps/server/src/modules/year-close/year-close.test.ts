import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { StatusId, TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser } from '../../../test/factories';
import {
  entryBody,
  journalBooks,
  ledgerNet,
  type JournalBooks,
} from '../../../test/journal-factories';

const Y = contract.yearClose;

describe.each(testDatabases())('year close on $name', (testDb) => {
  const h = useApp(testDb);
  const post = (j: JournalBooks, date: string, lines: [number, number, number][]) =>
    callApi(
      h.app,
      contract.journalEntries.SaveJournalEntry,
      { body: entryBody(j.communityId, date, lines, { IsPosted: true }) },
      j.token,
    );
  const close = (j: JournalBooks, fiscalYearId: number, token = j.token) =>
    callApi(
      h.app,
      Y.SaveCloseYear,
      { body: { communityAgentId: j.communityId, fiscalYearId } },
      token,
    );
  const undo = (j: JournalBooks, fiscalYearId: number, reason: string, token = j.token) =>
    callApi(
      h.app,
      Y.UndoCloseYear,
      { body: { communityAgentId: j.communityId, fiscalYearId, reasonForUndoCloseYear: reason } },
      token,
    );
  const yearState = async (j: JournalBooks, fiscalYearId: number) => {
    const [row] = await h.database.withTenant(
      { companyId: j.company.companyId, userId: null },
      (tx) =>
        queryRows<{ closed: boolean; open_periods: number }>(
          tx,
          sql`select fy.is_closed as closed,
                   (select count(*)::int from accounting_periods p where p.fiscal_year_id = fy.id and p.is_open) as open_periods
              from fiscal_years fy where fy.id = ${fiscalYearId}`,
        ),
    );
    return row;
  };

  it('closes a year into retained earnings, locks it, and the undo restores it with an audit trail', async () => {
    const j = await journalBooks(h);
    const { cash, receivables, retained, income, expense, payables } = j.books.account;
    const y2025 = j.earlierYear.fiscalYearId;
    const y2026 = j.books.fiscalYearId;
    // 2025: assessments 120,000.00 billed, 500.00 written off; landscaping 80,250.75; 2026 income 1,000.00.
    for (const [date, lines] of [
      [
        '2025-01-31',
        [
          [receivables, 12_000_000, 0],
          [income, 0, 12_000_000],
        ],
      ],
      [
        '2025-06-30',
        [
          [income, 50_000, 0],
          [receivables, 0, 50_000],
        ],
      ],
      [
        '2025-09-15',
        [
          [expense, 8_025_075, 0],
          [payables, 0, 8_025_075],
        ],
      ],
      [
        '2026-02-01',
        [
          [cash, 100_000, 0],
          [income, 0, 100_000],
        ],
      ],
    ] as [string, [number, number, number][]][]) {
      expect((await post(j, date, lines)).status).toBe(200);
    }
    const later = await close(j, y2026);
    expect(later.errorMessage).toBe(
      'The earlier fiscal year 01/01/2025 - 12/31/2025 must be closed first.',
    );

    const closed = await close(j, y2025);
    expect(closed.status).toBe(200);
    // Net income 119,500.00 − 80,250.75 = 39,249.25; lines: income, expense, retained earnings.
    expect(closed.body).toMatchObject({
      TopsFiscalYearId: y2025,
      NetIncome: 3_924_925,
      LineCount: 3,
      UndoItemId: null,
    });
    const entry = await callApi(
      h.app,
      contract.journalEntries.GetJournalEntry,
      { query: { itemId: closed.body.ClosingItemId } },
      j.token,
    );
    expect(entry.body).toMatchObject({
      PostDate: '2025-12-31',
      IsYearClose: true,
      ItemStatus: StatusId.Posted,
    });
    expect(
      entry.body.Transactions.map((l) => [
        l.Account?.TopsAccountId,
        l.Amount_Debit,
        l.Amount_Credit,
      ]),
    ).toEqual([
      [income, 11_950_000, 0],
      [expense, 0, 8_025_075],
      [retained, 0, 3_924_925],
    ]);
    expect(await ledgerNet(h, j, retained)).toBe(-3_924_925);
    expect(await ledgerNet(h, j, income, '2025-12-31')).toBe(0);
    expect(await ledgerNet(h, j, expense, '2025-12-31')).toBe(0);
    expect(await yearState(j, y2025)).toEqual({ closed: true, open_periods: 0 });

    // The closed year refuses postings and a second close; the closing entry cannot be removed.
    const into = await post(j, '2025-07-01', [
      [cash, 1, 0],
      [income, 0, 1],
    ]);
    expect([into.status, into.errorMessage]).toEqual([
      422,
      'The post date 07/01/2025 falls in a closed fiscal year.',
    ]);
    expect((await close(j, y2025)).errorMessage).toBe('This fiscal year is already closed.');
    const removeClosing = await callApi(
      h.app,
      contract.journalEntries.RemoveJournalEntry,
      { body: { TopsItemId: closed.body.ClosingItemId } },
      j.token,
    );
    expect(removeClosing.errorMessage).toBe(
      'This entry closes a fiscal year; undo the year close instead.',
    );

    // 2026 closes too (income 1,000.00); then 2025 cannot be undone before 2026.
    const closed2026 = await close(j, y2026);
    expect(closed2026.body).toMatchObject({ NetIncome: 100_000, LineCount: 2 });
    expect(await ledgerNet(h, j, retained)).toBe(-4_024_925);
    expect((await undo(j, y2025, 'Late invoice')).errorMessage).toBe(
      'The close of the later fiscal year 01/01/2026 - 12/31/2026 must be undone first.',
    );
    expect((await undo(j, y2026, '  ')).errorMessage).toBe(
      'A reason is required to undo the year close.',
    );
    expect((await undo(j, y2026, 'x'.repeat(501))).errorMessage).toBe(
      'The reason can be at most 500 characters.',
    );
    expect((await undo(j, y2026, 'Audit adjustment')).status).toBe(200);

    const undone = await undo(j, y2025, 'Late invoice from the landscaper');
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({
      YearCloseId: closed.body.YearCloseId,
      NetIncome: 3_924_925,
      LineCount: 3,
    });
    const undoItem = await callApi(
      h.app,
      contract.glHistory.GetCommunityItem,
      { query: { itemId: undone.body.UndoItemId ?? 0 } },
      j.token,
    );
    expect(undoItem.body).toMatchObject({
      TopsTxnTypeId: TxnTypeId.UndoCloseYear,
      TxnTypeName: 'Undo close year',
      PostDate: '2025-12-31',
      TotalDebit: 11_950_000 + 0,
      TotalCredit: 8_025_075 + 3_924_925,
    });
    expect(undoItem.body.Lines.map((l) => [l.TopsAccountId, l.Debit, l.Credit])).toEqual([
      [income, 0, 11_950_000],
      [expense, 8_025_075, 0],
      [retained, 3_924_925, 0],
    ]);
    expect(await yearState(j, y2025)).toEqual({ closed: false, open_periods: 12 });
    expect(await ledgerNet(h, j, retained)).toBe(0);
    expect(await ledgerNet(h, j, income, '2025-12-31')).toBe(-11_950_000);
    expect(
      (
        await post(j, '2025-07-01', [
          [cash, 1, 0],
          [income, 0, 1],
        ])
      ).status,
    ).toBe(200);

    const trail = await callApi(
      h.app,
      Y.GetYearCloses,
      { query: { communityAgentId: j.communityId } },
      j.token,
    );
    expect(trail.body.map((y) => [y.StartDate, y.IsClosed, y.Closes.length])).toEqual([
      ['2025-01-01', false, 1],
      ['2026-01-01', false, 1],
    ]);
    expect(trail.body[0]?.Closes[0]).toMatchObject({
      ClosingItemId: closed.body.ClosingItemId,
      UndoItemId: undone.body.UndoItemId,
      UndoReason: 'Late invoice from the landscaper',
      ClosedBy: j.company.admin.userName,
      UndoneBy: j.company.admin.userName,
    });

    // Closing again after the undo makes a fresh record with the new balances.
    const again = await close(j, y2025);
    expect(again.body).toMatchObject({ NetIncome: 3_924_925 + 1, LineCount: 3 });
    expect(again.body.YearCloseId).not.toBe(closed.body.YearCloseId);
  });

  it('refuses without retained earnings, without the claim, off the list and for another company', async () => {
    const j = await journalBooks(h, { retainedEarnings: false });
    expect((await close(j, j.earlierYear.fiscalYearId)).errorMessage).toBe(
      'Select the Retained Earnings required account before closing the fiscal year.',
    );
    expect((await undo(j, j.earlierYear.fiscalYearId, 'why')).errorMessage).toBe(
      'This fiscal year is not closed.',
    );
    const reader = await addUser(h.database, j.company.companyId, {
      communityIds: [j.communityId],
      grants: [
        {
          Claim: 'gljournalentries',
          CanCreate: true,
          CanRead: true,
          CanUpdate: false,
          CanDelete: true,
        },
      ],
    });
    const readerToken = await signIn(h.app, reader.userName);
    expect((await close(j, j.earlierYear.fiscalYearId, readerToken)).status).toBe(403);
    expect((await undo(j, j.earlierYear.fiscalYearId, 'why', readerToken)).status).toBe(403);
    const list = await callApi(
      h.app,
      Y.GetYearCloses,
      { query: { communityAgentId: j.communityId } },
      readerToken,
    );
    expect(list.body.map((y) => y.Sequence)).toEqual([2025, 2026]);
    const other = await journalBooks(h);
    expect((await close(j, j.earlierYear.fiscalYearId, other.token)).status).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          Y.SaveCloseYear,
          {
            body: { communityAgentId: other.communityId, fiscalYearId: j.earlierYear.fiscalYearId },
          },
          other.token,
        )
      ).status,
    ).toBe(404);
    const offList = await callApi(
      h.app,
      Y.GetYearCloses,
      { query: { communityAgentId: j.company.communityIds[1] ?? 0 } },
      await signIn(h.app, reader.userName),
    );
    expect(offList.status).toBe(403);
  });
});
