import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { contract, type ReceiptReportQuery, type ReportDataJson } from '@hoa/contract';
import { TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { paymentWorld, postCharge, type PaymentWorld } from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { fetchFile } from '../../../test/reports-factories';
import { DepositSlipMessages } from './deposit-slip';
import { LockboxReportMessages } from './lockbox-report';

const Q = contract.receiptReports;

function pdfText(body: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'receipts-')), 'report.pdf');
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

/** The rows as [first text cell…, amount] for comparison; sections and totals included. */
const table = (report: ReportDataJson, keys: string[]) =>
  report.rows.map((r) => [r.style ?? 'line', ...keys.map((k) => r.cells[k] ?? null)]);

describe.each(testDatabases())('cash receipt reports on $name', (testDb) => {
  const h = useApp(testDb);

  /**
   * Three homes charged $250.00 on March 1. Lockbox batch deposited March 2: A-002 $50.00 and
   * A-003 $30.00 matched and posted, Z-999 $100.00 an exception. Checks entered for Operating:
   * March 10 A-001 $250.00 (#1001) and A-002 $100.00 (#2001); March 12 A-003 $50.00 (#3001).
   */
  async function receipts() {
    const w = await paymentWorld(h, 3);
    const [one, two, three] = w.homes;
    if (!one || !two || !three) throw new Error('no homes');
    for (const home of w.homes) {
      await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-03-01', [
        {
          ownerId: home.ownerId,
          codeId: w.code.ASMT,
          amountCents: 25_000,
          accountId: w.account.income,
        },
      ]);
    }
    const file =
      [
        'AccountNumber,Amount,CheckNumber,CheckDate,PayerName,DepositDate',
        'A-002,50.00,2002,03/01/2026,Owner Two,03/02/2026',
        'Z-999,100.00,77,03/01/2026,Stranger,03/02/2026',
        'A-003,30.00,3002,03/01/2026,Owner Three,03/02/2026',
      ].join('\r\n') + '\r\n';
    const up = await callApi(
      h.app,
      contract.lockbox.UploadLockboxFile,
      {
        body: {
          CommunityAgentId: w.communityId,
          BankAccountId: w.bankAccountId,
          buffer: Buffer.from(file).toString('base64'),
          fileName: 'lockbox-0302.csv',
          fileFormat: 'csv',
        },
      },
      w.token,
    );
    const batchId = up.body.Batch?.LockboxBatchId ?? 0;
    const posted = await callApi(
      h.app,
      contract.lockbox.PostCashReceiptItems,
      { body: { LockboxBatchId: batchId } },
      w.token,
    );
    expect(posted.body).toMatchObject({ PostedCount: 2, PostedTotal: 8_000 });
    const ids: Record<string, number> = {};
    for (const [key, ownerId, cents, date, check] of [
      ['one', one.ownerId, 25_000, '2026-03-10', '1001'],
      ['two', two.ownerId, 10_000, '2026-03-10', '2001'],
      ['three', three.ownerId, 5_000, '2026-03-12', '3001'],
    ] as const) {
      const paid = await callApi(
        h.app,
        contract.cashReceipts.AddCashReceipt,
        {
          body: {
            CommunityAgentId: w.communityId,
            OwnerAgentId: ownerId,
            BankAccountId: w.bankAccountId,
            Amount: cents,
            EventDate: date,
            CheckNumber: check,
            Post: true,
          },
        },
        w.token,
      );
      ids[key] = paid.body.TopsItemId;
    }
    return { w, batchId, ids, homes: { one, two, three } };
  }

  const report = (
    w: PaymentWorld,
    name: keyof typeof Q,
    query: Omit<ReceiptReportQuery, 'communityAgentId'>,
    token = w.token,
  ) => callApi(h.app, Q[name], { query: { communityAgentId: w.communityId, ...query } }, token);

  it('registers the receipts of a range by deposit with deposit and grand totals, and prints them', async () => {
    const { w, ids, batchId } = await receipts();
    const march = await report(w, 'CashReceiptsRegister', {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect(march.status).toBe(200);
    expect(table(march.body, ['date', 'account', 'owner', 'check', 'amount'])).toEqual([
      [
        'section',
        '2026-03-02',
        'Deposit',
        `Operating · Lockbox batch #${String(batchId)}`,
        null,
        null,
      ],
      ['line', '2026-03-02', 'A-002', 'Owner2 Home002', '2002', 5_000],
      ['line', '2026-03-02', 'A-003', 'Owner3 Home003', '3002', 3_000],
      ['subtotal', null, null, 'Deposit total: 2 receipts', null, 8_000],
      ['section', '2026-03-10', 'Deposit', 'Operating · Checks', null, null],
      ['line', '2026-03-10', 'A-001', 'Owner1 Home001', '1001', 25_000],
      ['line', '2026-03-10', 'A-002', 'Owner2 Home002', '2001', 10_000],
      ['subtotal', null, null, 'Deposit total: 2 receipts', null, 35_000],
      ['section', '2026-03-12', 'Deposit', 'Operating · Checks', null, null],
      ['line', '2026-03-12', 'A-003', 'Owner3 Home003', '3001', 5_000],
      ['subtotal', null, null, 'Deposit total: 1 receipt', null, 5_000],
      ['total', null, null, 'Total: 5 receipts in 3 deposits', null, 48_000],
    ]);
    expect(march.body.rows[5]?.cells.receipt).toBe(ids.one);

    const tenth = await report(w, 'CashReceiptsRegister', {
      startDate: '2026-03-05',
      endDate: '2026-03-11',
    });
    expect(tenth.body.rows.at(-1)?.cells).toMatchObject({
      owner: 'Total: 2 receipts in 1 deposit',
      amount: 35_000,
    });

    const pdf = await fetchFile(
      h.app,
      Q.CashReceiptsRegister,
      {
        communityAgentId: w.communityId,
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        format: 0,
      },
      w.token,
    );
    expect(pdf.contentType).toBe('application/pdf');
    const text = pdfText(pdf.body);
    expect(text).toContain('Cash Receipts Register');
    expect(text).toContain('03/01/2026 - 03/31/2026');
    expect(text).toMatch(/Owner1 Home001\s+1001\s+Cash receipts manual\s+\$250\.00/);
    expect(text).toMatch(/Deposit total: 2 receipts\s+\$350\.00/);
    expect(text).toMatch(/Total: 5 receipts in 3 deposits\s+\$480\.00/);
  });

  it('prints the deposit slip of a day’s checks and of a lockbox batch', async () => {
    const { w, batchId } = await receipts();
    const slip = await report(w, 'DepositSlip', {
      bankAccountId: w.bankAccountId,
      depositDate: '2026-03-10',
    });
    expect(slip.status).toBe(200);
    expect(slip.body.subtitle).toContain('Operating · account ending 6789');
    expect(table(slip.body, ['n', 'check', 'payer', 'amount'])).toEqual([
      ['line', 1, '1001', 'Owner1 Home001', 25_000],
      ['line', 2, '2001', 'Owner2 Home002', 10_000],
      ['total', null, null, '2 checks', 35_000],
    ]);
    const lockbox = await report(w, 'DepositSlip', { lockboxBatchId: batchId });
    expect(lockbox.body.rows.at(-1)?.cells).toMatchObject({ payer: '2 checks', amount: 8_000 });
    const missing = await report(w, 'DepositSlip', { depositDate: '2026-03-10' });
    expect(missing).toMatchObject({ status: 400, errorMessage: DepositSlipMessages.chooseDeposit });
    const pdf = await fetchFile(
      h.app,
      Q.DepositSlip,
      {
        communityAgentId: w.communityId,
        bankAccountId: w.bankAccountId,
        depositDate: '2026-03-10',
        format: 0,
      },
      w.token,
    );
    expect(pdfText(pdf.body)).toMatch(/2 checks\s+\$350\.00/);
  });

  it('exports an owner’s payment history to Excel, code by code', async () => {
    const { w, homes } = await receipts();
    const history = await report(w, 'OwnerPaymentHistory', {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      propertyAgentId: homes.two.propertyId,
    });
    expect(table(history.body, ['date', 'type', 'check', 'applied', 'amount'])).toEqual([
      ['section', null, 'A-002', null, 'Owner2 Home002', null],
      ['line', '2026-03-02', 'Lockbox', '2002', 'ASMT 50.00', 5_000],
      ['line', '2026-03-10', 'Cash receipts manual', '2001', 'ASMT 100.00', 10_000],
      ['subtotal', null, null, null, 'Owner2 Home002: 2 payments', 15_000],
      ['total', null, null, null, 'Total: 2 payments', 15_000],
    ]);
    const all = await report(w, 'OwnerPaymentHistory', {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect(all.body.rows.at(-1)?.cells).toMatchObject({
      applied: 'Total: 5 payments',
      amount: 48_000,
    });
    const xlsx = await fetchFile(
      h.app,
      Q.OwnerPaymentHistory,
      {
        communityAgentId: w.communityId,
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        propertyAgentId: homes.two.propertyId,
        format: 2,
      },
      w.token,
    );
    expect(xlsx.contentType).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const values: unknown[] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      row.eachCell((cell) => values.push(cell.value));
    });
    expect(values).toContain('Owner Payment History');
    expect(values).toContain('ASMT 100.00');
    expect(values).toContain(150);
  });

  it('reports a lockbox batch: matched, exceptions and totals', async () => {
    const { w, batchId } = await receipts();
    const lockbox = await report(w, 'LockboxReport', { lockboxBatchId: batchId });
    expect(lockbox.status).toBe(200);
    expect(table(lockbox.body, ['line', 'owner', 'status', 'amount'])).toEqual([
      ['section', null, 'Matched', null, null],
      ['line', 2, 'Owner2 Home002', 'Posted', 5_000],
      ['line', 4, 'Owner3 Home003', 'Posted', 3_000],
      ['subtotal', null, 'Matched: 2 payments', null, 8_000],
      ['section', null, 'Exceptions', null, null],
      ['line', 3, 'Stranger', 'No property has account number Z-999.', 10_000],
      ['subtotal', null, 'Exceptions: 1 payment', null, 10_000],
      ['total', null, 'Batch total: 3 payments', null, 18_000],
    ]);
    const missing = await report(w, 'LockboxReport', {});
    expect(missing).toMatchObject({ status: 400, errorMessage: LockboxReportMessages.chooseBatch });
  });

  it('refuses callers without the claim and other companies', async () => {
    const { w, batchId } = await receipts();
    const clerk = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('owner'), fullGrant('arownerpayments')],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    const range = { startDate: '2026-03-01', endDate: '2026-03-31' };
    expect((await report(w, 'CashReceiptsRegister', range, clerkToken)).status).toBe(200);
    expect((await report(w, 'LockboxReport', { lockboxBatchId: batchId }, clerkToken)).status).toBe(
      403,
    );
    const viewer = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('owner')],
    });
    const viewerToken = await signIn(h.app, viewer.userName);
    for (const name of ['CashReceiptsRegister', 'DepositSlip', 'OwnerPaymentHistory'] as const) {
      expect((await report(w, name, range, viewerToken)).status).toBe(403);
    }
    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    expect((await report(w, 'CashReceiptsRegister', range, otherToken)).status).toBe(404);
    // A batch of another community of the same company is not this community's.
    const second = w.company.communityIds[1] ?? 0;
    const elsewhere = await callApi(
      h.app,
      Q.LockboxReport,
      { query: { communityAgentId: second, lockboxBatchId: batchId } },
      w.token,
    );
    expect(elsewhere.status).toBe(404);
  });
});
