import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { duplicateInvoiceNumberRefusal, StatusId } from '@hoa/domain';
import { queryRows, sql } from '@hoa/db';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { payablesWorld, type PayablesWorld } from '../../../test/payables-factories';

const A = contract.apInvoices;

describe.each(testDatabases())('duplicate invoice numbers on $name', (testDb) => {
  const h = useApp(testDb);
  const add = (
    w: PayablesWorld,
    number: string,
    extra: { AllowDuplicateInvoiceNumber?: boolean } = {},
  ) =>
    callApi(
      h.app,
      A.AddInvoice,
      {
        body: {
          CommunityAgentId: w.communityId,
          VendorAgentId: w.vendorId,
          InvoiceNumber: number,
          InvoiceDate: '2026-03-05',
          TotalAmount: 12_500,
          BillDistributionList: [
            { AccountId: w.books.account.expense, CostCenterId: null, Amount: 12_500 },
          ],
          ...extra,
        },
      },
      w.token,
    );

  it('refuses a number the vendor already has, naming the invoice, unless allowed', async () => {
    const w = await payablesWorld(h);
    const first = await add(w, 'INV-9');
    expect(first.status).toBe(200);
    const again = await add(w, 'inv-9');
    expect(again.status).toBe(409);
    expect(again.errorMessage).toBe(
      duplicateInvoiceNumberRefusal({
        itemId: first.body.ItemId,
        invoiceDate: '2026-03-05',
        totalCents: 12_500,
      }),
    );
    expect(again.errorMessage).toContain(`AP ${first.body.ItemId}`);
    const allowed = await add(w, 'INV-9', { AllowDuplicateInvoiceNumber: true });
    expect(allowed.status).toBe(200);
    expect(allowed.body.ItemId).not.toBe(first.body.ItemId);
    // Another number is no duplicate.
    expect((await add(w, 'INV-10')).status).toBe(200);
  });

  it('does not count a deleted (removed or voided) invoice', async () => {
    const w = await payablesWorld(h);
    const first = await add(w, 'INV-11');
    expect(first.status).toBe(200);
    await w.inTx((tx) =>
      queryRows(
        tx,
        sql`update items set status_id = ${StatusId.Deleted} where id = ${first.body.ItemId}`,
      ),
    );
    expect((await add(w, 'INV-11')).status).toBe(200);
  });
});
