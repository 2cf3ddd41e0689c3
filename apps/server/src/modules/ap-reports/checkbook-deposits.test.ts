import { describe, expect, it } from 'vitest';
import { contract, type ReportDataJson } from '@hoa/contract';
import { TxnTypeId } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { paymentWorld, postCharge } from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';

const table = (report: ReportDataJson, keys: string[]) =>
  report.rows.map((r) => [r.style ?? 'line', ...keys.map((k) => r.cells[k] ?? null)]);

describe.each(testDatabases())('the Checkbook report on $name', (testDb) => {
  const h = useApp(testDb);

  it('shows an owner check applied to two codes as one deposit with its check number', async () => {
    const w = await paymentWorld(h, 1);
    const [home] = w.homes;
    if (!home) throw new Error('no home');
    await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-03-01', [
      {
        ownerId: home.ownerId,
        codeId: w.code.ASMT,
        amountCents: 25_000,
        accountId: w.account.income,
      },
      {
        ownerId: home.ownerId,
        codeId: w.code.SPEC,
        amountCents: 15_000,
        accountId: w.account.income,
      },
    ]);
    const paid = await callApi(
      h.app,
      contract.cashReceipts.AddCashReceipt,
      {
        body: {
          CommunityAgentId: w.communityId,
          OwnerAgentId: home.ownerId,
          BankAccountId: w.bankAccountId,
          Amount: 40_000,
          EventDate: '2026-03-05',
          CheckNumber: '2417',
          Post: true,
          IdempotencyKey: null,
        },
      },
      w.token,
    );
    expect(paid.status).toBe(200);
    // The check paid both codes: two cash lines in the ledger, one deposit on the report.
    expect(paid.body.Applications.map((a) => a.Amount).sort()).toEqual([15_000, 25_000]);
    const book = await callApi(
      h.app,
      contract.apReports.Checkbook,
      {
        query: {
          communityAgentId: w.communityId,
          bankAccountId: w.bankAccountId,
          startDate: '2026-03-01',
          endDate: '2026-03-31',
        },
      },
      w.token,
    );
    expect(book.status).toBe(200);
    expect(
      table(book.body, ['date', 'reference', 'payee', 'deposit', 'payment', 'balance']),
    ).toEqual([
      ['subtotal', null, null, 'Balance forward', null, null, 0],
      ['line', '2026-03-05', '2417', 'Owner1 Home001', 40_000, null, 40_000],
      ['total', null, null, 'Ending balance: 1 line', 40_000, 0, 40_000],
    ]);
  });
});
