import { describe, expect, it } from 'vitest';
import { contract, type SaveJournalEntryBody } from '@hoa/contract';
import { StatusId } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import {
  entryBody,
  itemLineCounts,
  journalBooks,
  ledgerNet,
  poolCostCenter,
  type JournalBooks,
} from '../../../test/journal-factories';

const J = contract.journalEntries;

describe.each(testDatabases())('journal entries on $name', (testDb) => {
  const h = useApp(testDb);
  const save = (j: JournalBooks, body: SaveJournalEntryBody) =>
    callApi(h.app, J.SaveJournalEntry, { body }, j.token);
  const glLineCount = (j: JournalBooks, itemId: number) => itemLineCounts(h, j, itemId);

  it('saves an accrued entry without ledger lines, edits its lines, then posts it', async () => {
    const j = await journalBooks(h);
    const { cash, expense, payables } = j.books.account;
    const added = await save(
      j,
      entryBody(j.communityId, '2026-03-10', [
        [expense, 45_000, 0],
        [payables, 0, 45_000],
      ]),
    );
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      ItemStatus: StatusId.Accrued,
      StatusName: 'Accrued',
      TopsAgentId: j.communityId,
      TotalAmount_Debit: 45_000,
      TotalAmount_Credit: 45_000,
      PostDate: '2026-03-10',
      IsJournalEntryTemplate: false,
    });
    const itemId = added.body.TopsItemId;
    expect(await glLineCount(j, itemId)).toEqual({ n: 0, deleted: 0 });

    // Edit: change the expense line, drop the payable line (flagged deleted), add two new lines.
    const [expenseLine, payableLine] = added.body.Transactions;
    const edited = await save(j, {
      TopsItemId: itemId,
      ...entryBody(j.communityId, '2026-03-12', [], { Reference: 'JE-2' }),
      Transactions: [
        {
          TopsItemAgentDetailId: expenseLine?.TopsItemAgentDetailId,
          AccountId: expense,
          Amount_Debit: 50_000,
        },
        {
          TopsItemAgentDetailId: payableLine?.TopsItemAgentDetailId,
          AccountId: payables,
          Amount_Credit: 45_000,
          IsDeleted: true,
        },
        { AccountId: payables, Amount_Credit: 30_000 },
        { AccountId: cash, Amount_Credit: 20_000 },
      ],
    });
    expect(edited.status).toBe(200);
    expect(
      edited.body.Transactions.map((l) => [
        l.Account?.TopsAccountId,
        l.Amount_Debit,
        l.Amount_Credit,
      ]),
    ).toEqual([
      [expense, 50_000, 0],
      [payables, 0, 30_000],
      [cash, 0, 20_000],
    ]);
    expect(edited.body).toMatchObject({ PostDate: '2026-03-12', Reference: 'JE-2' });
    expect(await glLineCount(j, itemId)).toEqual({ n: 0, deleted: 1 });

    const posted = await save(j, {
      TopsItemId: itemId,
      ...entryBody(j.communityId, '2026-03-12', [], { IsPosted: true }),
      Transactions: edited.body.Transactions.map((l) => ({
        TopsItemAgentDetailId: l.TopsItemAgentDetailId,
        AccountId: l.Account?.TopsAccountId ?? null,
        Amount_Debit: l.Amount_Debit || null,
        Amount_Credit: l.Amount_Credit || null,
      })),
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ ItemStatus: StatusId.Posted, TotalAmount_Debit: 50_000 });
    expect((await glLineCount(j, itemId)).n).toBe(3);
    expect(await ledgerNet(h, j, expense)).toBe(50_000);
    expect(await ledgerNet(h, j, cash)).toBe(-20_000);

    // A posted entry is final.
    const again = await save(j, {
      TopsItemId: itemId,
      ...entryBody(j.communityId, '2026-03-12', [
        [expense, 1, 0],
        [cash, 0, 1],
      ]),
    });
    expect(again.status).toBe(409);
    expect(again.errorMessage).toBe(
      'A posted journal entry cannot be changed. Remove it and enter a new one.',
    );
  });

  it('answers an entry saved as posted as GetJournalEntry reads it, its lines in the ledger', async () => {
    const j = await journalBooks(h);
    const { cash, expense } = j.books.account;
    const pool = await poolCostCenter(h, j);
    const posted = await save(j, {
      ...entryBody(j.communityId, '2026-04-15', [], { IsPosted: true, Description: '' }),
      Transactions: [
        { AccountId: expense, Amount_Debit: 12_500, CostCenterCategoryId: pool, Reference: 'R-1' },
        { AccountId: expense, Amount_Debit: 2_500, Description: 'Filters' },
        { AccountId: cash, Amount_Credit: 15_000 },
      ],
    });
    expect(posted.status).toBe(200);
    const read = await callApi(
      h.app,
      J.GetJournalEntry,
      { query: { itemId: posted.body.TopsItemId } },
      j.token,
    );
    expect(posted.body).toEqual(read.body);
    expect(posted.body).toMatchObject({
      ItemStatus: StatusId.Posted,
      Description: null,
      TotalAmount_Debit: 15_000,
    });
    expect(posted.body.Transactions.map((l) => l.CostCenterCategoryId)).toEqual([pool, null, null]);
    expect(await glLineCount(j, posted.body.TopsItemId)).toEqual({ n: 3, deleted: 0 });
    expect(await ledgerNet(h, j, expense)).toBe(15_000);

    // Refused in the same statement, with the messages of the read-first path, nothing written.
    const other = await journalBooks(h);
    const otherPool = await poolCostCenter(h, other);
    const refusals: [SaveJournalEntryBody, string][] = [
      [
        entryBody(
          j.communityId,
          '2026-04-15',
          [
            [expense, 700, 0],
            [other.books.account.cash, 0, 700],
          ],
          { IsPosted: true },
        ),
        'An account of a line does not belong to this community.',
      ],
      [
        {
          ...entryBody(j.communityId, '2026-04-15', [], { IsPosted: true }),
          Transactions: [
            { AccountId: expense, Amount_Debit: 700, CostCenterCategoryId: otherPool },
            { AccountId: cash, Amount_Credit: 700 },
          ],
        },
        'A cost center of a line does not belong to this community.',
      ],
    ];
    for (const [body, message] of refusals) {
      const refused = await save(j, body);
      expect(refused.errorMessage).toBe(message);
      expect(refused.status).toBe(400);
    }
    expect(await ledgerNet(h, j, expense)).toBe(15_000);
  });

  it('refuses entries with the spec’s messages', async () => {
    const j = await journalBooks(h);
    const { cash, income } = j.books.account;
    const ok: [number, number, number][] = [
      [cash, 100, 0],
      [income, 0, 100],
    ];
    const cases: [SaveJournalEntryBody, string][] = [
      [entryBody(j.communityId, '', ok), 'Post Date is required.'],
      [entryBody(j.communityId, '2026-02-30', ok), 'Post Date is not valid.'],
      [
        entryBody(j.communityId, '2026-02-03', ok, { IsJournalEntryTemplate: true, Reference: '' }),
        'Post Date, Reference and Description are required when Save as Journal Entry Template is selected.',
      ],
      [entryBody(j.communityId, '2026-02-03', []), 'There are no Transactions to Save.'],
      [
        {
          ...entryBody(j.communityId, '2026-02-03', ok),
          Transactions: [
            { AccountId: cash, Amount_Debit: 100 },
            { AccountId: null, Amount_Credit: 100 },
          ],
        },
        'You have invalid payments',
      ],
      [
        {
          ...entryBody(j.communityId, '2026-02-03', ok),
          Transactions: [
            { AccountId: cash, Amount_Debit: 100, Amount_Credit: 100 },
            { AccountId: income, Amount_Credit: 0 },
          ],
        },
        'You have invalid payments',
      ],
      [
        entryBody(j.communityId, '2026-02-03', [
          [cash, 10_001, 0],
          [income, 0, 10_000],
        ]),
        'Debits ($100.01) must equal Credits ($100.00).',
      ],
      [
        entryBody(j.communityId, '2026-02-03', ok, {
          IsJournalEntryTemplate: true,
          IsPosted: true,
        }),
        'A journal entry template is saved, not posted.',
      ],
      [
        entryBody(j.communityId, '2031-02-03', ok, { IsPosted: true }),
        'No accounting period of the community holds the post date 02/03/2031.',
      ],
      [
        entryBody(j.communityId, '2026-12-10', ok, { IsPosted: true, ReverseNextPeriod: true }),
        'There is no accounting period after the Post Date to reverse into.',
      ],
    ];
    for (const [body, message] of cases) {
      const result = await save(j, body);
      expect(result.errorMessage, message).toBe(message);
      expect(result.status).toBeGreaterThanOrEqual(400);
    }
    // An account of another company or community is refused; so is an unknown line id.
    const other = await journalBooks(h);
    const foreign = await save(
      j,
      entryBody(j.communityId, '2026-02-03', [
        [cash, 5, 0],
        [other.books.account.income, 0, 5],
      ]),
    );
    expect(foreign.errorMessage).toBe('An account of a line does not belong to this community.');
    const added = await save(j, entryBody(j.communityId, '2026-02-03', ok));
    const stray = await save(j, {
      TopsItemId: added.body.TopsItemId,
      ...entryBody(j.communityId, '2026-02-03', []),
      Transactions: [
        { TopsItemAgentDetailId: 999_999_999, AccountId: cash, Amount_Debit: 100 },
        { AccountId: income, Amount_Credit: 100 },
      ],
    });
    expect(stray.errorMessage).toBe('A line does not belong to this journal entry.');
  });

  it('reverses next period on the first day of the next period, even into the next year', async () => {
    const j = await journalBooks(h);
    const { expense, payables } = j.books.account;
    const posted = await save(
      j,
      entryBody(
        j.communityId,
        '2025-12-31',
        [
          [expense, 12_345, 0],
          [payables, 0, 12_345],
        ],
        {
          IsPosted: true,
          ReverseNextPeriod: true,
        },
      ),
    );
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ ReversalDate: '2026-01-01', ItemStatus: StatusId.Posted });
    const reversalId = posted.body.ReversedByItemId ?? 0;
    const reversal = await callApi(
      h.app,
      J.GetJournalEntry,
      { query: { itemId: reversalId } },
      j.token,
    );
    expect(reversal.body).toMatchObject({
      PostDate: '2026-01-01',
      ItemStatus: StatusId.Posted,
      ReversalOfItemId: posted.body.TopsItemId,
      Description: 'Reversal of journal entry #' + posted.body.TopsItemId + ': Monthly accrual',
    });
    expect(
      reversal.body.Transactions.map((l) => [l.Account?.TopsAccountId, l.IsDebit, l.Amount]),
    ).toEqual([
      [expense, false, 12_345],
      [payables, true, 12_345],
    ]);
    expect(await ledgerNet(h, j, expense, '2025-12-31')).toBe(12_345);
    expect(await ledgerNet(h, j, expense)).toBe(0);
  });

  it('keeps templates without ledger lines and lists them apart', async () => {
    const j = await journalBooks(h);
    const { cash, income } = j.books.account;
    const template = await save(
      j,
      entryBody(
        j.communityId,
        '2026-01-31',
        [
          [cash, 2_500, 0],
          [income, 0, 2_500],
        ],
        {
          IsJournalEntryTemplate: true,
          Reference: 'TPL',
          Description: 'Monthly interest',
          ReverseNextPeriod: true,
        },
      ),
    );
    expect(template.body).toMatchObject({
      IsJournalEntryTemplate: true,
      ItemStatus: StatusId.Accrued,
    });
    expect((await glLineCount(j, template.body.TopsItemId)).n).toBe(0);
    await save(
      j,
      entryBody(
        j.communityId,
        '2026-01-31',
        [
          [cash, 1, 0],
          [income, 0, 1],
        ],
        { IsPosted: true },
      ),
    );
    const list = (isTemplate: 'true' | 'false') =>
      callApi(
        h.app,
        J.GetJournalEntries,
        { query: { communityAgentId: j.communityId, isTemplate } },
        j.token,
      );
    const templates = await list('true');
    expect(templates.body.TotalCount).toBe(1);
    expect(templates.body.Items[0]).toMatchObject({
      Reference: 'TPL',
      TotalAmount: 2_500,
      LineCount: 2,
      ReverseNextPeriod: true,
    });
    const entries = await list('false');
    expect(entries.body.Items.map((e) => [e.StatusName, e.TotalAmount])).toEqual([['Posted', 1]]);
    const converted = await save(j, {
      TopsItemId: template.body.TopsItemId,
      ...entryBody(j.communityId, '2026-01-31', [
        [cash, 1, 0],
        [income, 0, 1],
      ]),
    });
    expect(converted.errorMessage).toBe(
      'A template stays a template; use it to start a new journal entry.',
    );
  });
});
