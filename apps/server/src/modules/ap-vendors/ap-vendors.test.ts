import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import { BankMessages, VendorMessages } from '@hoa/domain';
import { apData } from '../../../test/ap-report-factories';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { fetchFile } from '../../../test/reports-factories';
import { isVendorOnPaymentHold, vendorsOnPaymentHold } from './index';

const V = contract.apVendors;

describe.each(testDatabases())('vendors in payables on $name', (testDb) => {
  const h = useApp(testDb);

  it('tags vendors and finds them by tag, name and tax id; exports them', async () => {
    const { w, acme, bolt } = await apData(h);
    const tag = await callApi(h.app, V.SaveVendorTag, { body: { tag: 'Landscaping' } }, w.token);
    expect(tag.status).toBe(200);
    const again = await callApi(h.app, V.SaveVendorTag, { body: { tag: 'landscaping' } }, w.token);
    expect(again.body.TagId).toBe(tag.body.TagId);
    const other = await callApi(h.app, V.SaveVendorTag, { body: { tag: 'Electrical' } }, w.token);
    const tags = await callApi(h.app, V.GetVendorTags, {}, w.token);
    expect(tags.body.map((t) => t.Tag)).toEqual(['Electrical', 'Landscaping']);
    const set = await callApi(
      h.app,
      V.SetVendorTags,
      { body: { vendorAgentId: acme, tagIds: [tag.body.TagId, other.body.TagId] } },
      w.token,
    );
    expect(set.body.map((t) => t.Tag)).toEqual(['Electrical', 'Landscaping']);
    const byTag = await callApi(
      h.app,
      V.SearchVendors,
      { query: { tagId: tag.body.TagId } },
      w.token,
    );
    expect(byTag.body.TotalCount).toBe(1);
    expect(byTag.body.Results[0]?.VendorAgentId).toBe(acme);
    const byName = await callApi(
      h.app,
      V.SearchVendors,
      { query: { searchTerm: 'bolt' } },
      w.token,
    );
    expect(byName.body.Results.map((r) => r.VendorAgentId)).toEqual([bolt]);
    const byTax = await callApi(h.app, V.SearchVendors, { query: { taxId: '123456789' } }, w.token);
    expect(byTax.body.Results.map((r) => r.DisplayName)).toEqual(['Bolt Electric']);
    const paged = await callApi(h.app, V.SearchVendors, { query: { skip: 1, take: 1 } }, w.token);
    expect(paged.body.TotalCount).toBe(3);
    expect(paged.body.Results.map((r) => r.DisplayName)).toEqual(['Bolt Electric']);
    const file = await fetchFile(h.app, V.ExportVendors, { searchTerm: 'acme' }, w.token);
    expect(file.contentType).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    const values: unknown[] = [];
    book.worksheets[0]?.eachRow((row) => {
      row.eachCell((cell) => values.push(cell.value));
    });
    expect(values).toContain('Acme Landscaping');
    expect(values).toContain('Electrical, Landscaping');
    expect(values).not.toContain('Bolt Electric');
  });

  it('shows a vendor’s metrics, payment history, insurances and invites', async () => {
    const { w, acme, i1 } = await apData(h);
    const kpi = await callApi(
      h.app,
      V.GetAccountsPayableAgentKpi,
      { query: { agentId: acme, communityAgentId: w.communityId } },
      w.token,
    );
    expect(kpi.body).toEqual({
      OpenInvoiceCount: 2,
      OpenAmount: 40_000,
      PaidYtd: 0,
      LastPaymentDate: '2025-04-01',
      LastPaymentAmount: 60_000,
    });
    const history = await callApi(
      h.app,
      V.GetVendorPaymentHistory,
      { query: { vendorAgentId: acme } },
      w.token,
    );
    expect(history.body.TotalCount).toBe(1);
    expect(history.body.Results[0]).toMatchObject({
      CheckNumber: '1001',
      Amount: 60_000,
      Invoices: [{ ItemId: i1, Amount: 60_000 }],
    });
    const expired = await callApi(
      h.app,
      V.SaveVendorInsurance,
      {
        body: {
          vendorAgentId: acme,
          policyType: 'General liability',
          carrier: 'Liberty Shield',
          expirationDate: '2020-01-31',
        },
      },
      w.token,
    );
    expect(expired.body.IsExpired).toBe(true);
    await callApi(
      h.app,
      V.SaveVendorInsurance,
      {
        body: {
          vendorAgentId: acme,
          policyType: 'Workers compensation',
          carrier: 'Liberty Shield',
          policyNumber: 'WC-1',
          expirationDate: '2999-12-31',
        },
      },
      w.token,
    );
    const list = await callApi(
      h.app,
      V.GetVendorInsurances,
      { query: { vendorAgentId: acme } },
      w.token,
    );
    expect(list.body.map((i) => [i.PolicyType, i.IsExpired])).toEqual([
      ['General liability', true],
      ['Workers compensation', false],
    ]);
    const removed = await callApi(
      h.app,
      V.DeleteVendorInsurance,
      { query: { insuranceId: expired.body.InsuranceId } },
      w.token,
    );
    expect(removed.status).toBe(200);
    await w.inTx((tx) =>
      tx.execute(
        sql`update agents set is_registered_vendor = true, registration_code = 'REG-ACME' where id = ${acme}`,
      ),
    );
    const invite = await callApi(
      h.app,
      V.ResendVendorInvite,
      { body: { emailAddress: 'billing@acme.example.com', registrationCode: 'REG-ACME' } },
      w.token,
    );
    expect(invite.body.Message).toBe(VendorMessages.inviteSent);
    const unknown = await callApi(
      h.app,
      V.ResendVendorInvite,
      { body: { emailAddress: 'x@example.com', registrationCode: 'NOPE' } },
      w.token,
    );
    expect(unknown.status).toBe(404);
    const invites = await callApi(
      h.app,
      V.GetVendorInvites,
      { query: { vendorAgentId: acme } },
      w.token,
    );
    expect(invites.body.map((i) => i.EmailAddress)).toEqual(['billing@acme.example.com']);
    const off = await callApi(
      h.app,
      V.DeleteVendorFromVendorAlly,
      { query: { vendorAgentId: acme } },
      w.token,
    );
    expect(off.status).toBe(200);
    const twice = await callApi(
      h.app,
      V.DeleteVendorFromVendorAlly,
      { query: { vendorAgentId: acme } },
      w.token,
    );
    expect(twice.status).toBe(400);
    expect(twice.errorMessage).toBe(VendorMessages.notRegistered);
  });

  it('holds payments to a vendor until a second user confirms changed bank details', async () => {
    const { w, acme, bolt } = await apData(h);
    const bad = await callApi(
      h.app,
      V.SaveVendorBankDetails,
      { body: { vendorAgentId: acme, routingNumber: '011000016', accountNumber: '123456789' } },
      w.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.errorMessage).toBe(BankMessages.invalidRoutingNumber);
    const saved = await callApi(
      h.app,
      V.SaveVendorBankDetails,
      { body: { vendorAgentId: acme, routingNumber: '011000015', accountNumber: '123456789' } },
      w.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ AccountLast4: '6789', IsOnPaymentHold: true });
    const stored = await w.inTx((tx) =>
      tx.execute(
        sql`select account_number_sealed from vendor_bank_details where vendor_agent_id = ${acme}`,
      ),
    );
    expect(JSON.stringify(stored)).not.toContain('123456789');
    expect(await w.inTx((tx) => vendorsOnPaymentHold(tx, [acme, bolt]))).toEqual([acme]);
    expect(await w.inTx((tx) => isVendorOnPaymentHold(tx, [bolt]))).toBe(false);
    const search = await callApi(
      h.app,
      V.SearchVendors,
      { query: { searchTerm: 'acme' } },
      w.token,
    );
    expect(search.body.Results[0]?.IsOnPaymentHold).toBe(true);
    const self = await callApi(
      h.app,
      V.ConfirmVendorBankDetails,
      { body: { vendorAgentId: acme } },
      w.token,
    );
    expect(self.status).toBe(403);
    expect(self.errorMessage).toBe(VendorMessages.sameUserConfirm);
    const second = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('vendors')],
    });
    const secondToken = await signIn(h.app, second.userName);
    const confirmed = await callApi(
      h.app,
      V.ConfirmVendorBankDetails,
      { body: { vendorAgentId: acme } },
      secondToken,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      IsOnPaymentHold: false,
      ConfirmedByUserId: second.userId,
    });
    expect(await w.inTx((tx) => isVendorOnPaymentHold(tx, [acme]))).toBe(false);
    const again = await callApi(
      h.app,
      V.ConfirmVendorBankDetails,
      { body: { vendorAgentId: acme } },
      secondToken,
    );
    expect(again.status).toBe(400);
  });

  it('refuses callers without the claim and vendors of other companies', async () => {
    const { w, acme } = await apData(h);
    const nobody = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [],
    });
    const token = await signIn(h.app, nobody.userName);
    expect((await callApi(h.app, V.SearchVendors, {}, token)).status).toBe(403);
    expect((await callApi(h.app, V.SaveVendorTag, { body: { tag: 'X' } }, token)).status).toBe(403);
    expect(
      (
        await callApi(
          h.app,
          V.SaveVendorBankDetails,
          { body: { vendorAgentId: acme, routingNumber: '011000015', accountNumber: '1234' } },
          token,
        )
      ).status,
    ).toBe(403);
    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    const kpi = await callApi(
      h.app,
      V.GetAccountsPayableAgentKpi,
      { query: { agentId: acme, communityAgentId: other.communityIds[0] ?? 0 } },
      otherToken,
    );
    expect(kpi.status).toBe(404);
    const hist = await callApi(
      h.app,
      V.GetVendorPaymentHistory,
      { query: { vendorAgentId: acme } },
      otherToken,
    );
    expect(hist.status).toBe(404);
    const theirs = await callApi(
      h.app,
      V.SearchVendors,
      { query: { searchTerm: 'acme' } },
      otherToken,
    );
    expect(theirs.body.TotalCount).toBe(0);
  });
});
