import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import { VendorMessages } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';
import { payablesWorld } from '../../../test/payables-factories';

const V = contract.apVendors;

describe.each(testDatabases())('the vendor network and insurances on $name', (testDb) => {
  const h = useApp(testDb);

  it('makes a registration code once, invites with it, and lists registered vendors', async () => {
    const w = await payablesWorld(h);
    const code = await callApi(
      h.app,
      V.CreateVendorRegistrationCode,
      { body: { vendorAgentId: w.vendorId } },
      w.token,
    );
    expect(code.status).toBe(200);
    expect(code.body.RegistrationCode).toMatch(/^V-[2-9A-Z]{10}$/);
    const again = await callApi(
      h.app,
      V.CreateVendorRegistrationCode,
      { body: { vendorAgentId: w.vendorId } },
      w.token,
    );
    expect(again.body.RegistrationCode).toBe(code.body.RegistrationCode);
    const search = (isRegisteredVendor?: 'true' | 'false') =>
      callApi(
        h.app,
        V.SearchVendors,
        { query: isRegisteredVendor === undefined ? {} : { isRegisteredVendor } },
        w.token,
      );
    expect((await search()).body.Results[0]).toMatchObject({
      RegistrationCode: code.body.RegistrationCode,
      IsRegisteredVendor: false,
    });
    const invite = await callApi(
      h.app,
      V.ResendVendorInvite,
      {
        body: {
          emailAddress: 'billing@acme.example.com',
          registrationCode: code.body.RegistrationCode,
        },
      },
      w.token,
    );
    expect(invite.body.Message).toBe(VendorMessages.inviteSent);
    const badEmail = await callApi(
      h.app,
      V.ResendVendorInvite,
      { body: { emailAddress: 'billing', registrationCode: code.body.RegistrationCode } },
      w.token,
    );
    expect(badEmail.status).toBe(400);
    expect(badEmail.errorMessage).toContain(VendorMessages.emailAddressInvalid);

    expect((await search('true')).body.TotalCount).toBe(0);
    expect((await search('false')).body.TotalCount).toBe(1);
    await w.inTx((tx) =>
      tx.execute(sql`update agents set is_registered_vendor = true where id = ${w.vendorId}`),
    );
    expect((await search('true')).body.Results.map((r) => r.VendorAgentId)).toEqual([w.vendorId]);
    const registered = await callApi(
      h.app,
      V.CreateVendorRegistrationCode,
      { body: { vendorAgentId: w.vendorId } },
      w.token,
    );
    expect(registered).toMatchObject({
      status: 400,
      errorMessage: VendorMessages.alreadyRegistered,
    });
  });

  it('refuses a registration code without the vendors claim or for another company', async () => {
    const w = await payablesWorld(h);
    const other = await payablesWorld(h);
    const reader = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('apinvoice')],
    });
    const readerToken = await signIn(h.app, reader.userName);
    const body = { vendorAgentId: w.vendorId };
    expect(
      (await callApi(h.app, V.CreateVendorRegistrationCode, { body }, readerToken)).status,
    ).toBe(403);
    expect(
      (await callApi(h.app, V.CreateVendorRegistrationCode, { body }, other.token)).status,
    ).toBe(404);
  });

  it('answers a policy without type, carrier or expiration date with its message', async () => {
    const w = await payablesWorld(h);
    const save = (changes: object) =>
      callApi(
        h.app,
        V.SaveVendorInsurance,
        {
          body: {
            vendorAgentId: w.vendorId,
            policyType: 'Liability insurance',
            carrier: 'Liberty Shield',
            expirationDate: '2027-01-31',
            ...changes,
          },
        },
        w.token,
      );
    expect((await save({ policyType: ' ' })).errorMessage).toContain(
      VendorMessages.policyTypeRequired,
    );
    expect((await save({ carrier: '' })).errorMessage).toContain(VendorMessages.carrierRequired);
    expect((await save({ expirationDate: null })).errorMessage).toContain(
      VendorMessages.expirationDateRequired,
    );
    const saved = await save({ policyNumber: 'GL-7' });
    expect(saved.body).toMatchObject({ PolicyNumber: 'GL-7', IsExpired: false });
    const changed = await save({ insuranceId: saved.body.InsuranceId, carrier: 'Harbor Mutual' });
    expect(changed.body).toMatchObject({
      InsuranceId: saved.body.InsuranceId,
      Carrier: 'Harbor Mutual',
      PolicyNumber: null,
    });
  });
});
