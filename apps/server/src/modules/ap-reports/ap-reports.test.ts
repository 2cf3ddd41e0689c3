import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { contract, type ApReportQuery, type ReportDataJson } from '@hoa/contract';
import { sql } from '@hoa/db';
import { InboxState } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { apData } from '../../../test/ap-report-factories';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany } from '../../../test/factories';
import type { PayablesWorld } from '../../../test/payables-factories';
import { fetchFile } from '../../../test/reports-factories';

const R = contract.apReports;
type Name = keyof typeof R;

function pdfText(body: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ap-reports-')), 'report.pdf');
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

const table = (report: ReportDataJson, keys: string[]) =>
  report.rows.map((r) => [r.style ?? 'line', ...keys.map((k) => r.cells[k] ?? null)]);

describe.each(testDatabases())('AP reports on $name', (testDb) => {
  const h = useApp(testDb);

  const report = (w: PayablesWorld, name: Name, query: Omit<ApReportQuery, 'communityAgentId'>) =>
    callApi(h.app, R[name], { query: { communityAgentId: w.communityId, ...query } }, w.token);

  it('ages open items by due date and lists them open with totals', async () => {
    const { w } = await apData(h);
    const aged = await report(w, 'AgedOpenItems', { asOfDate: '2026-11-21' });
    expect(aged.status).toBe(200);
    const keys = ['vendor', 'dueDate', 'current', 'days31to60', 'over90', 'total'];
    expect(table(aged.body, keys)).toEqual([
      ['section', 'Acme Landscaping', null, null, null, null, null],
      ['line', '2026-06-01-10000', '2026-06-01', null, null, 10_000, 10_000],
      ['line', 'A-300', '2026-10-01', null, 30_000, null, 30_000],
      ['subtotal', 'Acme Landscaping: 2 invoices', null, 0, 30_000, 10_000, 40_000],
      ['section', 'Bolt Electric', null, null, null, null, null],
      ['line', '2026-11-01-20000', '2026-12-01', 15_000, null, null, 15_000],
      ['subtotal', 'Bolt Electric: 1 invoice', null, 15_000, 0, 0, 15_000],
      // The voided check's invoice is owed again.
      ['section', 'Cheap Co', null, null, null, null, null],
      ['line', '2025-07-01-100000', '2025-07-01', null, null, 100_000, 100_000],
      ['subtotal', 'Cheap Co: 1 invoice', null, 0, 0, 100_000, 100_000],
      ['total', 'Total: 4 invoices', null, 15_000, 30_000, 110_000, 155_000],
    ]);
    // As of before the Nov 10 check, the Bolt invoice is open in full ($200.00).
    const before = await report(w, 'APOpenItems', { asOfDate: '2026-11-05' });
    expect(table(before.body, ['vendor', 'total', 'paid', 'open']).at(-1)).toEqual([
      'total',
      'Total: 4 invoices',
      160_000,
      0,
      160_000,
    ]);
    const open = await report(w, 'APOpenItems', { asOfDate: '2026-11-21' });
    expect(table(open.body, ['vendor', 'invoice', 'total', 'paid', 'open'])).toEqual([
      ['line', 'Acme Landscaping', '2026-06-01-10000', 10_000, 0, 10_000],
      ['line', 'Acme Landscaping', 'A-300', 30_000, 0, 30_000],
      ['line', 'Bolt Electric', '2026-11-01-20000', 20_000, 5_000, 15_000],
      ['line', 'Cheap Co', '2025-07-01-100000', 100_000, 0, 100_000],
      ['total', 'Total: 4 invoices', null, 160_000, 5_000, 155_000],
    ]);
    const pdf = await fetchFile(
      h.app,
      R.AgedOpenItems,
      { communityAgentId: w.communityId, asOfDate: '2026-11-21', format: 0 },
      w.token,
    );
    expect(pdf.contentType).toContain('pdf');
    const text = pdfText(pdf.body);
    expect(text).toContain('Aged Open Items');
    expect(text).toContain('Total: 4 invoices');
    expect(text).toContain('1,550.00');
  });

  it('distributes posted invoices to GL accounts and registers checks with voids', async () => {
    const { w } = await apData(h);
    const dist = await report(w, 'ApDistributionToGL', {
      startDate: '2026-01-01',
      endDate: '2026-11-30',
    });
    expect(dist.status).toBe(200);
    expect(table(dist.body, ['account', 'amount']).filter((r) => r[0] !== 'line')).toEqual([
      ['section', '4000 Assessment Income', null],
      ['subtotal', '4000 Assessment Income total', 10_000],
      ['section', '5000 Landscaping', null],
      ['subtotal', '5000 Landscaping total', 58_000],
      ['total', 'Total: 5 lines', 68_000],
    ]);
    const register = await report(w, 'CheckRegister', {
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
    expect(table(register.body, ['check', 'vendor', 'status', 'amount'])).toEqual([
      ['section', null, 'Operating', null, null],
      ['line', '1001', 'Acme Landscaping', 'Issued', 60_000],
      ['line', '1002', 'Bolt Electric', 'Issued', 59_999],
      ['line', '1003', 'Cheap Co', 'Voided', 100_000],
      ['subtotal', null, 'Operating total', null, 119_999],
      ['total', null, 'Total: 2 payments', null, 119_999],
    ]);
    const digital = await report(w, 'DigitalChecksInProcess', { asOfDate: '2026-11-21' });
    expect(table(digital.body, ['vendor', 'status', 'amount'])).toEqual([
      ['line', 'Bolt Electric', 'InProcess', 8_000],
      ['total', 'Total: 1 payment', null, 8_000],
    ]);
    // The bank's cash account: 2025's three checks forward (the void was not reversed in the
    // ledger here), then the digital payment and check 1004.
    const book = await report(w, 'Checkbook', { startDate: '2026-01-01', endDate: '2026-11-30' });
    expect(table(book.body, ['reference', 'payee', 'payment', 'balance'])).toEqual([
      ['subtotal', null, 'Balance forward', null, -219_999],
      ['line', '', 'Bolt Electric', 8_000, -227_999],
      ['line', '1004', 'Bolt Electric', 5_000, -232_999],
      ['total', null, 'Ending balance: 2 lines', 13_000, -232_999],
    ]);
  });

  it('logs skipped approvals and audits OCR invoices', async () => {
    const { w, i4, ocr } = await apData(h);
    const skipped = await report(w, 'InvoiceApprovalSkippedLog', {
      startDate: '2026-09-01',
      endDate: '2026-09-30',
    });
    expect(skipped.status).toBe(200);
    expect(table(skipped.body, ['item', 'invoice', 'user', 'amount'])).toEqual([
      ['line', i4, 'A-300', 'Ann Clerk', 30_000],
      ['total', null, null, null, 30_000],
    ]);
    const audit = await report(w, 'OcrInvoiceAudit', {
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(table(audit.body, ['invoice', 'user', 'reason', 'amount'])).toEqual([
      ['section', `AP ${String(ocr)} · OCR-1 · Cheap Co`, null, null, 4_500],
      ['line', 'OCR Capture', 'Scanner', '', null],
      ['line', 'Reject', 'Ann Clerk', 'Wrong community', null],
      ['total', 'Total: 1 OCR invoice', null, null, 4_500],
    ]);
  });

  it('lists 1099 vendors paid at least 600.00 in the year, voids left out', async () => {
    const { w } = await apData(h);
    await w.inTx((tx) =>
      tx.execute(sql`insert into addresses (company_id, agent_id, address_type_id, street_number,
        street_name, city, state_id, postal_code, is_primary)
        values (${w.companyId}, ${w.vendorId}, 1, '12', 'Elm Street', 'Summit', 41, '07901', true)`),
    );
    const ten = await report(w, 'GetVendorsTenNinetyNine', { year: 2025 });
    expect(ten.status).toBe(200);
    expect(table(ten.body, ['vendor', 'address', 'payments', 'amount'])).toEqual([
      ['line', 'Acme Landscaping', '12 Elm Street, Summit, NJ 07901', 1, 60_000],
      ['total', 'Total: 1 vendor', null, null, 60_000],
    ]);
    const lower = await report(w, 'GetVendorsTenNinetyNine', { year: 2025, minimumAmount: 599.99 });
    expect(table(lower.body, ['vendor', 'taxId', 'amount'])).toEqual([
      ['line', 'Acme Landscaping', '', 60_000],
      ['line', 'Bolt Electric', '12-3456789', 59_999],
      ['total', 'Total: 2 vendors', null, 119_999],
    ]);
    const xlsx = await fetchFile(
      h.app,
      R.GetVendorsTenNinetyNine,
      { communityAgentId: w.communityId, year: 2025, format: 2 },
      w.token,
    );
    expect(xlsx.contentType).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const values: unknown[] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      row.eachCell((cell) => values.push(cell.value));
    });
    expect(values).toContain('1099 Vendors');
    expect(values).toContain('Acme Landscaping');
    expect(values).toContain(600);
    expect(values).not.toContain('Cheap Co');
    const check = await fetchFile(
      h.app,
      R.CheckRegister,
      {
        communityAgentId: w.communityId,
        startDate: '2025-01-01',
        endDate: '2025-12-31',
        format: 2,
      },
      w.token,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(check.body as unknown as ArrayBuffer);
    const cells: unknown[] = [];
    book.worksheets[0]?.eachRow((row) => {
      row.eachCell((cell) => cells.push(cell.value));
    });
    expect(cells).toContain('Voided');
    expect(cells).toContain(1199.99);
  });

  it('draws the AP dashboard', async () => {
    const { w } = await apData(h);
    const dash = await callApi(
      h.app,
      contract.apDashboard.GetApDashboard,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(dash.status).toBe(200);
    expect(dash.body.Months).toHaveLength(12);
    expect(dash.body.InboxCounts.find((c) => c.InboxState === InboxState.Exception)?.Count).toBe(1);
    expect(dash.body.InboxCounts.find((c) => c.InboxState === InboxState.Approved)?.Count).toBe(7);
    expect(dash.body.OpenInvoiceCount).toBe(4);
    expect(dash.body.OpenAmount).toBe(155_000);
    expect(dash.body.DigitalInProcessCount).toBe(1);
    const nov = dash.body.Months.find((m) => m.Month === '2026-11');
    if (nov) expect(nov).toEqual({ Month: '2026-11', Entered: 24_500, Paid: 5_000 });
  });

  it('refuses callers without the claim and other companies', async () => {
    const { w } = await apData(h);
    const clerk = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [],
    });
    const token = await signIn(h.app, clerk.userName);
    const denied = await callApi(
      h.app,
      R.AgedOpenItems,
      { query: { communityAgentId: w.communityId } },
      token,
    );
    expect(denied.status).toBe(403);
    const dash = await callApi(
      h.app,
      contract.apDashboard.GetApDashboard,
      { query: { communityAgentId: w.communityId } },
      token,
    );
    expect(dash.status).toBe(403);
    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    const foreign = await callApi(
      h.app,
      R.GetVendorsTenNinetyNine,
      { query: { communityAgentId: w.communityId } },
      otherToken,
    );
    expect(foreign.status).toBe(404);
    const bank = await callApi(
      h.app,
      R.Checkbook,
      { query: { communityAgentId: other.communityIds[0] ?? 0, bankAccountId: w.bankAccountId } },
      otherToken,
    );
    expect(bank.status).toBe(404);
  });
});
