import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { VendorCarInsurancePolicyType, VendorMessages } from '@hoa/domain';
import { apData } from '../../../test/ap-report-factories';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany } from '../../../test/factories';

const V = contract.apVendors;

describe.each(testDatabases())('VendorCarInsurance/GetById on $name', (testDb) => {
  const h = useApp(testDb);

  it('reads a vendor car insurance policy as the insurances list shows it, and nothing else', async () => {
    const { w, acme } = await apData(h);
    const save = (policyType: string, expirationDate: string) =>
      callApi(
        h.app,
        V.SaveVendorInsurance,
        {
          body: {
            vendorAgentId: acme,
            policyType,
            carrier: 'Road Mutual',
            policyNumber: 'CAR-9',
            expirationDate,
          },
        },
        w.token,
      );
    const car = await save(VendorCarInsurancePolicyType, '2020-06-30');
    const liability = await save('Liability insurance', '2999-01-01');
    const byId = (id: number, token = w.token) =>
      callApi(h.app, V.GetVendorCarInsuranceById, { query: { id } }, token);

    const read = await byId(car.body.InsuranceId);
    expect(read.status, read.errorMessage).toBe(200);
    expect(read.body).toEqual({
      InsuranceId: car.body.InsuranceId,
      VendorAgentId: acme,
      PolicyType: 'Vendor car insurance',
      Carrier: 'Road Mutual',
      PolicyNumber: 'CAR-9',
      ExpirationDate: '2020-06-30',
      IsExpired: true,
    });
    const list = await callApi(
      h.app,
      V.GetVendorInsurances,
      { query: { vendorAgentId: acme } },
      w.token,
    );
    expect(list.body.find((i) => i.InsuranceId === car.body.InsuranceId)).toEqual(read.body);

    const notCar = await byId(liability.body.InsuranceId);
    expect(notCar.status).toBe(404);
    expect(notCar.errorMessage).toBe(VendorMessages.carInsuranceNotFound);
    expect((await byId(999_999_999)).status).toBe(404);

    const clerk = await addUser(h.database, w.companyId, { communityIds: [], grants: [] });
    expect((await byId(car.body.InsuranceId, await signIn(h.app, clerk.userName))).status).toBe(
      403,
    );
    const other = await createTestCompany(h.database);
    const theirs = await byId(car.body.InsuranceId, await signIn(h.app, other.admin.userName));
    expect(theirs.status).toBe(404);
  });
});
