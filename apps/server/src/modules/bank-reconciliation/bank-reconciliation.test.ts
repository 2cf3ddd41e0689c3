import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { ApPaymentStatus, BankReconciliationMessages as M } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import {
  insertStatement,
  payChecks,
  postCashEntry,
  reconMarch,
  saveMarchStatement,
  reconWorld,
  type ReconWorld,
} from '../../../test/reconciliation-factories';

const R = contract.bankReconciliation;

const paymentStates = (w: ReconWorld) =>
  w.inTx((tx) =>
    queryRows<{ check: string; status: number; cleared: string | null }>(
      tx,
      sql`select check_number as check, status::int as status,
                 to_char(cleared_date, 'YYYY-MM-DD') as cleared
            from ap_payments order by check_number`,
    ),
  );

describe.each(testDatabases())('bank reconciliation on $name', (testDb) => {
  const h = useApp(testDb);

  /** The reconciliation report's PDF as text. */
  const reportText = async (w: ReconWorld, recId: number) => {
    const report = await h.app.inject({
      method: 'GET',
      url: `${R.BankReconciliationReport.path}?bankAccountId=${w.bankAccountId}&reconciliationId=${recId}`,
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'recon-'));
    writeFileSync(join(dir, 'r.pdf'), report.rawPayload);
    return execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
  };

  it('matches a month automatically, reconciles it to zero and locks it when finished', async () => {
    const { w, statement, ending } = await reconMarch(h);
    const saved = await saveMarchStatement(h, w, ending);
    expect(saved.status).toBe(200);
    const recId = saved.body.Reconciliation.ReconciliationId ?? 0;
    const run = await callApi(
      h.app,
      R.Rematch,
      { body: { BankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(run.body).toMatchObject({ Matched: 6, ClearedChecks: 3 });
    expect(await paymentStates(w)).toEqual([
      { check: '1001', status: ApPaymentStatus.Cleared, cleared: '2026-03-06' },
      { check: '1002', status: ApPaymentStatus.Cleared, cleared: '2026-03-09' },
      { check: '1003', status: ApPaymentStatus.Issued, cleared: null },
      { check: '1004', status: ApPaymentStatus.Cleared, cleared: '2026-03-14' },
    ]);
    const summary = await callApi(
      h.app,
      R.GetSummary,
      { query: { bankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(summary.body).toMatchObject({
      AsOfDate: '2026-03-31',
      StatementBalance: ending,
      OutstandingChecks: -7_500,
      DepositsInTransit: 0,
      UnclearedBankTransactions: -1_500,
      BookBalance: ending + 1_500 - 7_500,
      Difference: 0,
    });
    const uncleared = await callApi(
      h.app,
      R.GetUnclearedBankTransaction,
      { query: { bankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(uncleared.body.map((u) => u.Description)).toEqual(['SERVICE FEE']);
    const fee = uncleared.body[0]?.BankTransactionId ?? 0;

    // The fee is booked and matched by hand; a wrong sum is refused.
    const feeItem = await postCashEntry(w, {
      date: '2026-03-31',
      amountCents: 1_500,
      debit: w.books.account.expense,
      credit: w.books.account.cash,
      description: 'Bank fee',
    });
    const unmatchedBook = await callApi(
      h.app,
      R.GetBookItems,
      { query: { bankAccountId: w.bankAccountId, filter: 'unmatched' } },
      w.token,
    );
    expect(unmatchedBook.body.map((b) => [b.Kind, b.CheckNumber, b.Amount])).toEqual([
      ['check', '1003', -7_500],
      ['withdrawal', null, -1_500],
    ]);
    const check1003 = unmatchedBook.body[0]?.TopsItemId ?? 0;
    const wrong = await callApi(
      h.app,
      R.MatchTransactions,
      { body: { BankTransactionId: fee, ItemIds: [feeItem, check1003] } },
      w.token,
    );
    expect(wrong.status).toBe(422);
    const manual = await callApi(
      h.app,
      R.MatchTransactions,
      { body: { BankTransactionId: fee, ItemIds: [feeItem] } },
      w.token,
    );
    expect(manual.status).toBe(200);
    const again = await callApi(
      h.app,
      R.MatchTransactions,
      { body: { BankTransactionId: fee, ItemIds: [feeItem] } },
      w.token,
    );
    expect(again.errorMessage).toBe(M.alreadyMatched);
    const count = await callApi(
      h.app,
      R.CountUnreconciledTransactions,
      { query: { bankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(count.body).toEqual({ BankTransactions: 0, BookItems: 1, Total: 1 });

    // Rematch keeps the manual match and finds the same automatic ones.
    const rerun = await callApi(
      h.app,
      R.Rematch,
      { body: { BankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(rerun.body.Matched).toBe(6);
    const difference = await callApi(
      h.app,
      R.GetBankAccountUnreconciledDifference,
      { body: { bankId: w.bankAccountId, asOfDate: '2026-03-31' } },
      w.token,
    );
    expect(difference.body.Difference).toBe(0);

    const finished = await callApi(
      h.app,
      R.FinishReconciliation,
      { body: { ReconciliationId: recId } },
      w.token,
    );
    expect(finished.status).toBe(200);
    expect(finished.body.Reconciliation.FinishedAt).not.toBeNull();
    const locked = await w.inTx((tx) =>
      queryRows<{ locked: boolean; ids: string }>(
        tx,
        sql`select s.is_locked as locked, r.locked_statement_ids::text as ids
              from bank_statements s, bank_reconciliations r
             where s.id = ${statement.statementId}::bigint and r.id = ${recId}::bigint`,
      ),
    );
    expect(locked).toEqual([{ locked: true, ids: `{${statement.statementId}}` }]);
    const unmatch = await callApi(
      h.app,
      R.UnmatchTransaction,
      { body: { BankTransactionId: fee } },
      w.token,
    );
    expect(unmatch.errorMessage).toBe(M.locked);
    expect(
      (await callApi(h.app, R.Rematch, { body: { BankAccountId: w.bankAccountId } }, w.token)).body
        .Matched,
    ).toBe(0);
    const kpis = await callApi(
      h.app,
      R.GetBankTransactionKpiDetails,
      { query: { bankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(kpis.body.find((k) => k.State === 'locked')?.Count).toBe(7);
    const dates = await callApi(
      h.app,
      R.GetAgentBankAccountStatementDates,
      { params: { id: w.communityId } },
      w.token,
    );
    expect(dates.body[0]).toMatchObject({ StatementDate: '2026-03-31', IsFinished: true });

    // The report: summary and the statement's lines (a CSV statement is listed, not attached).
    const text = await reportText(w, recId);
    expect(text).toContain('Bank reconciliation');
    expect(text).toMatch(/Unreconciled difference\s+\$?0\.00/);
    expect(text).toContain('1003');
    expect(text).toContain('SERVICE FEE');
  });

  it('finishes only a balanced reconciliation; removes uncleared lines; unmatch reopens checks', async () => {
    const { w, ending } = await reconMarch(h);
    const saved = await saveMarchStatement(h, w, ending + 100);
    expect(saved.body.Difference).toBe(100);
    await callApi(h.app, R.Rematch, { body: { BankAccountId: w.bankAccountId } }, w.token);
    const refused = await callApi(
      h.app,
      R.FinishReconciliation,
      { body: { ReconciliationId: saved.body.Reconciliation.ReconciliationId ?? 0 } },
      w.token,
    );
    expect(refused.errorMessage).toBe(M.notBalanced);
    const bank = await callApi(
      h.app,
      R.GetBankTransactions,
      { query: { bankAccountId: w.bankAccountId, filter: 'matched' } },
      w.token,
    );
    const check1001 = bank.body.find((b) => b.CheckNumber === '1001');
    const undone = await callApi(
      h.app,
      R.UnmatchTransaction,
      { body: { BankTransactionId: check1001?.BankTransactionId ?? 0 } },
      w.token,
    );
    expect(undone.status).toBe(200);
    expect((await paymentStates(w))[0]).toMatchObject({ status: ApPaymentStatus.Issued });
    const matchedLine = await callApi(
      h.app,
      R.RemoveUnclearedBankTransaction,
      { body: { BankTransactionId: bank.body[0]?.BankTransactionId ?? 0 } },
      w.token,
    );
    expect(matchedLine.errorMessage).toBe(M.notUncleared);
    const [fee] = (
      await callApi(
        h.app,
        R.GetUnclearedBankTransaction,
        { query: { bankAccountId: w.bankAccountId } },
        w.token,
      )
    ).body.filter((u) => u.Description === 'SERVICE FEE');
    const removed = await callApi(
      h.app,
      R.RemoveUnclearedBankTransaction,
      { body: { BankTransactionId: fee?.BankTransactionId ?? 0 } },
      w.token,
    );
    expect(removed.status).toBe(200);
  });

  it('shows the real difference before any match and finishes with it only when the user says why', async () => {
    const { w, ending } = await reconMarch(h);
    const saved = await saveMarchStatement(h, w, ending + 100);
    // Nothing matched yet: every book item is open and every bank line is not in the books.
    // Checks 250.00 + 1,200.50 + 75.00 + 300.00 and the 1,000.00 transfer are outstanding, the
    // deposits 5,000.00 + 2,500.00 in transit, the seven bank lines (4,734.50) not in the books:
    // 4,735.50 + 7,500.00 - 2,825.50 - 4,734.50 = 4,675.50 against a book balance of 4,674.50.
    const before = await callApi(
      h.app,
      R.GetSummary,
      { query: { bankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(ending).toBe(473_450);
    expect(before.body).toMatchObject({
      StatementBalance: 473_550,
      OutstandingChecks: -282_550,
      DepositsInTransit: 750_000,
      UnclearedBankTransactions: 473_450,
      AdjustedBalance: 467_550,
      BookBalance: 467_450,
      Difference: 100,
    });
    const recId = saved.body.Reconciliation.ReconciliationId ?? 0;
    await callApi(h.app, R.Rematch, { body: { BankAccountId: w.bankAccountId } }, w.token);
    for (const DifferenceReason of [undefined, '   ']) {
      const refused = await callApi(
        h.app,
        R.FinishReconciliation,
        { body: { ReconciliationId: recId, ...(DifferenceReason ? { DifferenceReason } : {}) } },
        w.token,
      );
      expect(refused).toMatchObject({ status: 409, errorCode: 'BankReconNotBalanced' });
    }
    const reason = 'Bank error of $1.00 on the statement; the bank is correcting it.';
    const finished = await callApi(
      h.app,
      R.FinishReconciliation,
      { body: { ReconciliationId: recId, DifferenceReason: reason } },
      w.token,
    );
    expect(finished.status).toBe(200);
    expect(finished.body.Difference).toBe(100);
    expect(finished.body.Reconciliation).toMatchObject({
      FinishedDifference: 100,
      DifferenceReason: reason,
    });
    expect(finished.body.Reconciliation.FinishedAt).not.toBeNull();
    const text = await reportText(w, recId);
    expect(text.replace(/\s+/g, ' ')).toContain(`with a difference of $1.00. Why: ${reason}`);
  });

  it('with apEnforceCheckNumberMatch a check needs its number; without it amount and date do', async () => {
    const w = await reconWorld(h);
    await payChecks(w, [{ checkNumber: '2001', amountCents: 10_000, date: '2026-04-01' }]);
    await insertStatement(w, w.bankAccountId, {
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      openingCents: 0,
      lines: [{ date: '2026-04-03', amountCents: -10_000, type: 'debit' }],
    });
    const save = (enforce: boolean, bankAccountId: number | null) =>
      callApi(
        h.app,
        R.SaveSettings,
        {
          body: {
            BankAccountId: bankAccountId,
            apEnforceCheckNumberMatch: enforce,
            apMaxDays: 30,
            arMaxDays: 3,
          },
        },
        w.token,
      );
    expect((await save(false, null)).body).toMatchObject({ IsInherited: true, apMaxDays: 30 });
    expect((await save(true, w.bankAccountId)).body).toMatchObject({
      IsInherited: false,
      apEnforceCheckNumberMatch: true,
    });
    const rematch = () =>
      callApi(h.app, R.Rematch, { body: { BankAccountId: w.bankAccountId } }, w.token);
    expect((await rematch()).body.Matched).toBe(0);
    await callApi(
      h.app,
      R.DeleteAccountSettings,
      { body: { BankAccountId: w.bankAccountId } },
      w.token,
    );
    const settings = await callApi(
      h.app,
      R.GetSettings,
      { query: { bankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(settings.body).toMatchObject({ IsInherited: true, apEnforceCheckNumberMatch: false });
    expect((await rematch()).body).toMatchObject({ Matched: 1, ClearedChecks: 1 });
  });

  it('runs a bank by alias, keeps criteria, and refuses other callers', async () => {
    const w = await reconWorld(h);
    await w.inTx((tx) =>
      tx.execute(
        sql`update contacts set alias = 'FB' where agent_id =
              (select bank_agent_id from bank_accounts where id = ${w.bankAccountId}::bigint)`,
      ),
    );
    await postCashEntry(w, {
      date: '2026-05-04',
      amountCents: 12_345,
      debit: w.books.account.cash,
      credit: w.books.account.income,
      description: 'Deposit',
    });
    await insertStatement(w, w.bankAccountId, {
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      openingCents: 0,
      lines: [
        { date: '2026-05-06', amountCents: 12_345 },
        { date: '2026-05-31', amountCents: 250, type: 'interest', description: 'INTEREST PAID' },
      ],
    });
    // The run modal names the account's bank by the alias GetAccounts gives.
    const accounts = await callApi(
      h.app,
      R.GetAccounts,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(accounts.body.find((a) => a.BankAccountId === w.bankAccountId)?.BankAlias).toBe('FB');
    const run = await callApi(
      h.app,
      R.ExecuteBankReconciliation,
      { body: { bankAlias: 'fb', processDate: '2026-05-31', accountNumberFilter: '6789' } },
      w.token,
    );
    expect(run.body).toMatchObject({ AccountsProcessed: 1, Matched: 1 });
    const criteria = await callApi(
      h.app,
      R.SaveBankReconCriteria,
      {
        body: {
          BankAccountId: w.bankAccountId,
          Criteria: [{ DescriptionContains: 'interest', TopsAccountId: w.books.account.income }],
        },
      },
      w.token,
    );
    expect(criteria.body).toHaveLength(1);
    const uncleared = await callApi(
      h.app,
      R.GetUnclearedBankTransaction,
      { query: { bankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(uncleared.body[0]?.SuggestedTopsAccountId).toBe(w.books.account.income);
    const cleared = await callApi(
      h.app,
      R.DeleteAllBankReconCriteria,
      { params: { id: w.bankAccountId } },
      w.token,
    );
    expect(cleared.status).toBe(200);
    expect(
      (
        await callApi(
          h.app,
          R.GetBankReconCriteria,
          { query: { bankAccountId: w.bankAccountId } },
          w.token,
        )
      ).body,
    ).toEqual([]);
    const multi = await h.app.inject({
      method: 'GET',
      url: `${R.MultiBankReconciliationReport.path}?communityAgentId=${w.communityId}`,
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(multi.statusCode).toBe(403);

    const reader = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('arlockbox')],
    });
    const readerToken = await signIn(h.app, reader.userName);
    const query = { query: { bankAccountId: w.bankAccountId } };
    expect((await callApi(h.app, R.GetSummary, query, readerToken)).status).toBe(403);
    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    expect((await callApi(h.app, R.GetSummary, query, otherToken)).status).toBe(404);
    expect(
      (await callApi(h.app, R.Rematch, { body: { BankAccountId: w.bankAccountId } }, otherToken))
        .status,
    ).toBe(404);
  });
});
