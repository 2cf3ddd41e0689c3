import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { callApi } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import {
  insertStatement,
  postCashEntry,
  reconMarch,
  saveMarchStatement,
} from '../../../test/reconciliation-factories';

const R = contract.bankReconciliation;

/** The report's text (pdftotext -layout) cut into its sections. */
async function reportSections(h: Harness, token: string, query: string) {
  const report = await h.app.inject({
    method: 'GET',
    url: `${R.BankReconciliationReport.path}?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(report.statusCode).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'recon-as-of-')), 'r.pdf');
  writeFileSync(file, report.rawPayload);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const outstandingAt = text.indexOf('Outstanding book items');
  const unclearedAt = text.indexOf('Bank transactions not in the books');
  const statementAt = text.indexOf('Statement statement-');
  return {
    summary: text.slice(0, outstandingAt),
    outstanding: text.slice(outstandingAt, unclearedAt),
    uncleared: text.slice(unclearedAt, statementAt),
  };
}

describe.each(testDatabases())('bank reconciliation report as of its date on $name', (testDb) => {
  const h = useApp(testDb);

  it('lists the items open on the statement date, also those a later statement cleared', async () => {
    const { w, ending } = await reconMarch(h);
    const saved = await saveMarchStatement(h, w, ending);
    const recId = saved.body.Reconciliation.ReconciliationId ?? 0;
    const march = await callApi(
      h.app,
      R.Rematch,
      { body: { BankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(march.body.Matched).toBe(6);

    // April: check 1003 clears and the March fee is booked; matching up to April 30 pairs both.
    await postCashEntry(w, {
      date: '2026-04-02',
      amountCents: 1_500,
      debit: w.books.account.expense,
      credit: w.books.account.cash,
      description: 'Bank fee',
    });
    await insertStatement(w, w.bankAccountId, {
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      openingCents: ending,
      lines: [{ date: '2026-04-03', amountCents: -7_500, checkNumber: '1003' }],
    });
    const april = await callApi(
      h.app,
      R.Rematch,
      { body: { BankAccountId: w.bankAccountId, processDate: '2026-04-30' } },
      w.token,
    );
    expect(april.body.Matched).toBe(8);
    const openNow = await callApi(
      h.app,
      R.CountUnreconciledTransactions,
      { query: { bankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(openNow.body.Total).toBe(0);

    // As of March 31 the check was outstanding and the fee not yet in the books.
    const summary = await callApi(
      h.app,
      R.GetSummary,
      { query: { bankAccountId: w.bankAccountId, asOfDate: '2026-03-31' } },
      w.token,
    );
    expect(summary.body).toMatchObject({
      OutstandingChecks: -7_500,
      UnclearedBankTransactions: -1_500,
      Difference: 0,
    });
    for (const query of [
      `bankAccountId=${w.bankAccountId}&reconciliationId=${recId}`,
      `bankAccountId=${w.bankAccountId}&asOfDate=2026-03-31`,
    ]) {
      const report = await reportSections(h, w.token, query);
      expect(report.summary).toMatch(/Unreconciled difference\s+\$0\.00/);
      // Dates print as MM/DD/YYYY (spec 1 §9).
      expect(report.outstanding).toMatch(/03\/20\/2026\s+\d+\s+check\s+1003\s+.*-\$75\.00/);
      expect(report.outstanding).not.toContain('04/02/2026');
      expect(report.uncleared).toMatch(/03\/31\/2026\s+fee\s+SERVICE FEE\s+-\$15\.00/);
      expect(report.uncleared).not.toContain('04/03/2026');
    }

    // As of April 30 nothing is open.
    const aprilReport = await reportSections(
      h,
      w.token,
      `bankAccountId=${w.bankAccountId}&asOfDate=2026-04-30`,
    );
    expect(aprilReport.outstanding).toContain('None.');
    expect(aprilReport.uncleared).toContain('None.');
  });
});
