import { describe, expect, it } from 'vitest';
import { contract, type MergeAccountHistoryBody } from '@hoa/contract';
import { accountingPeriods, eq, queryRows, sql } from '@hoa/db';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import {
  cr,
  dr,
  glUser,
  glWorld,
  postItem,
  trialBalance,
} from '../../../test/gl-accounts-factories';

const g = contract.glAccounts;

describe.each(testDatabases())('merge of account history on $name', (testDb) => {
  const h = useApp(testDb);

  it('answers with the five merge messages in order', async () => {
    const w = await glWorld(h.app, h.database);
    const base: MergeAccountHistoryBody = {
      CommunityAgentId: w.communityId,
      SourceAccountId: w.account['5000'] ?? 0,
      TargetAccountId: w.account['5300'] ?? 0,
      Filter: { StartDate: '2026-01-01', EndDate: '2026-12-31' },
      GlLineIds: [1],
    };
    const merge = (body: Partial<MergeAccountHistoryBody>) =>
      callApi(h.app, g.MergeAccountHistory, { body: { ...base, ...body } }, w.admin);
    expect((await merge({ SourceAccountId: null, TargetAccountId: null })).errorMessage).toBe(
      'You must select a source account before merge.',
    );
    expect((await merge({ TargetAccountId: null })).errorMessage).toBe(
      'You must select a target account before merge.',
    );
    expect((await merge({ TargetAccountId: base.SourceAccountId })).errorMessage).toBe(
      'The selected source account and target account must be different to merge.',
    );
    expect((await merge({ Filter: null })).errorMessage).toBe(
      'You must apply an filter before merge.',
    );
    const noRows = await merge({ GlLineIds: [] });
    expect(noRows.status).toBe(400);
    expect(noRows.errorMessage).toBe('At least one history row must be selected before merge.');
    const notLines = await merge({ GlLineIds: [987_654_321] });
    expect(notLines.errorMessage).toBe(
      'Some selected history rows are no longer lines of the source account in the filter; apply the filter again.',
    );
    const reader = await glUser(h.app, h.database, w, { CanRead: true });
    expect((await callApi(h.app, g.MergeAccountHistory, { body: base }, reader)).status).toBe(403);
    const other = await glWorld(h.app, h.database);
    const foreign = await merge({ TargetAccountId: other.account['5300'] ?? 0 });
    expect(foreign.status).toBe(404);
  });

  it('posts one transfer item that moves the lines and leaves the trial balance as it was', async () => {
    const w = await glWorld(h.app, h.database);
    const landscaping = w.account['5000'] ?? 0;
    const repairs = w.account['5300'] ?? 0;
    const cash = w.account['1000'] ?? 0;
    await postItem(h.database, w, '2026-02-10', [dr(landscaping, 40_000), cr(cash, 40_000)]);
    await postItem(h.database, w, '2026-03-10', [dr(landscaping, 25_050), cr(cash, 25_050)]);
    await postItem(h.database, w, '2026-04-10', [cr(landscaping, 5_000), dr(cash, 5_000)]);
    await postItem(h.database, w, '2026-09-10', [dr(landscaping, 1_000), cr(cash, 1_000)]);
    const before = await trialBalance(h.database, w);
    const history = await callApi(
      h.app,
      g.GetAccountMergeHistory,
      {
        query: {
          communityAgentId: w.communityId,
          accountId: landscaping,
          startDate: '2026-01-01',
          endDate: '2026-06-30',
        },
      },
      w.admin,
    );
    expect(
      history.body.map((l) => [
        l.PostDate,
        l.DebitCents,
        l.CreditCents,
        l.TopsTxnTypeId,
        l.IsPeriodOpen,
      ]),
    ).toEqual([
      ['2026-02-10', 40_000, 0, 60, true],
      ['2026-03-10', 25_050, 0, 60, true],
      ['2026-04-10', 0, 5_000, 60, true],
    ]);
    const merged = await callApi(
      h.app,
      g.MergeAccountHistory,
      {
        body: {
          CommunityAgentId: w.communityId,
          SourceAccountId: landscaping,
          TargetAccountId: repairs,
          Filter: { StartDate: '2026-01-01', EndDate: '2026-06-30' },
          GlLineIds: history.body.map((l) => l.GlLineId),
        },
      },
      w.admin,
    );
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({
      MovedLineCount: 3,
      MovedDebitCents: 65_050,
      MovedCreditCents: 5_000,
      SourceAccountIsActive: true,
    });

    const after = await trialBalance(h.database, w);
    expect(Object.values(after).reduce((a, b) => a + b, 0)).toBe(0);
    expect(after[cash]).toBe(before[cash]);
    expect(after[landscaping]).toBe((before[landscaping] ?? 0) - 60_050);
    expect(after[repairs]).toBe(60_050);
    const [item] = await h.database.withTenant(
      { companyId: w.company.companyId, userId: null },
      (tx) =>
        queryRows<{ txn_type_id: number; status_id: number; lines: number; per_period: string }>(
          tx,
          sql`select i.txn_type_id, i.status_id,
              (select count(*)::int from gl_lines l where l.item_id = i.id) as lines,
              (select string_agg(distinct to_char(l.post_date, 'MM'), ',') from gl_lines l where l.item_id = i.id) as per_period
            from items i where i.id = ${merged.body.TopsItemId}`,
        ),
    );
    expect(item).toEqual({ txn_type_id: 60, status_id: 4, lines: 6, per_period: '02,03,04' });

    // Moved lines and the transfer's own lines are no longer offered; nothing moves twice.
    const again = await callApi(
      h.app,
      g.GetAccountMergeHistory,
      {
        query: {
          communityAgentId: w.communityId,
          accountId: landscaping,
          startDate: '2026-01-01',
          endDate: '2026-12-31',
        },
      },
      w.admin,
    );
    expect(again.body.map((l) => l.PostDate)).toEqual(['2026-09-10']);
    const twice = await callApi(
      h.app,
      g.MergeAccountHistory,
      {
        body: {
          CommunityAgentId: w.communityId,
          SourceAccountId: landscaping,
          TargetAccountId: repairs,
          Filter: { StartDate: '2026-01-01', EndDate: '2026-12-31' },
          GlLineIds: [history.body[0]?.GlLineId ?? 0],
        },
      },
      w.admin,
    );
    expect(twice.status).toBe(400);
    const targetHistory = await callApi(
      h.app,
      g.GetAccountMergeHistory,
      {
        query: {
          communityAgentId: w.communityId,
          accountId: repairs,
          startDate: '2026-01-01',
          endDate: '2026-12-31',
        },
      },
      w.admin,
    );
    expect(targetHistory.body).toEqual([]);
  });

  it('merges whole accounts: the emptied source goes inactive; closed periods refuse the move', async () => {
    const w = await glWorld(h.app, h.database);
    const utilities = w.account['5100'] ?? 0;
    const insurance = w.account['5200'] ?? 0;
    const cash = w.account['1000'] ?? 0;
    await postItem(h.database, w, '2026-01-15', [dr(utilities, 3_000), cr(cash, 3_000)]);
    await postItem(h.database, w, '2026-05-15', [dr(utilities, 2_000), cr(cash, 2_000)]);
    const filter = { StartDate: '2026-01-01', EndDate: '2026-12-31' };
    const lines = await callApi(
      h.app,
      g.GetAccountMergeHistory,
      {
        query: {
          communityAgentId: w.communityId,
          accountId: utilities,
          startDate: filter.StartDate,
          endDate: filter.EndDate,
        },
      },
      w.admin,
    );
    await h.database.withTenant({ companyId: w.company.companyId, userId: null }, (tx) =>
      tx
        .update(accountingPeriods)
        .set({ isOpen: false })
        .where(eq(accountingPeriods.periodOrder, 1)),
    );
    const body: MergeAccountHistoryBody = {
      CommunityAgentId: w.communityId,
      SourceAccountId: utilities,
      TargetAccountId: insurance,
      Filter: filter,
      GlLineIds: lines.body.map((l) => l.GlLineId),
      DeactivateSourceAccount: true,
    };
    const closed = await callApi(h.app, g.MergeAccountHistory, { body }, w.admin);
    expect(closed.status).toBe(422);
    expect(closed.errorMessage).toBe(
      'A line of 01/15/2026 sits in a closed period or fiscal year and cannot be merged.',
    );
    const balances = await trialBalance(h.database, w);
    expect(balances[insurance]).toBeUndefined();

    await h.database.withTenant({ companyId: w.company.companyId, userId: null }, (tx) =>
      tx.update(accountingPeriods).set({ isOpen: true }),
    );
    const done = await callApi(h.app, g.MergeAccountHistory, { body }, w.admin);
    expect(done.body).toMatchObject({ MovedLineCount: 2, SourceAccountIsActive: false });
    const source = await callApi(h.app, g.GetAccount, { query: { accountId: utilities } }, w.admin);
    expect(source.body.IsActive).toBe(false);
    expect((await trialBalance(h.database, w))[insurance]).toBe(5_000);
  });
});
