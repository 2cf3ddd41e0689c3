import type { Page } from '@playwright/test';
import { expect } from './csp-fixture';
import { sessionToken } from './sign-in-helper';

// Homes a flow makes for itself through the API: a property, its owners, a check they paid.

const today = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
export const isoToday = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;

async function authHeaders(page: Page): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await sessionToken(page)}` };
}

/** A property of its own (a unique account number) named `${account} ${street}`. */
export async function saveProperty(
  page: Page,
  communityAgentId: number,
  account: string,
  street: string,
): Promise<number> {
  const property = await page.request.post('/api/Crm/SaveProperty', {
    headers: await authHeaders(page),
    data: {
      CommunityAgentId: communityAgentId,
      Contact: { DisplayName: `${account} ${street}` },
      PropertyDetails: { AccountNumber: account },
    },
  });
  expect(property.status(), await property.text()).toBe(200);
  return ((await property.json()) as { Agent: { TopsAgentId: number } }).Agent.TopsAgentId;
}

/** A primary owner (type 4) of the property. */
export async function savePrimaryOwner(
  page: Page,
  propertyAgentId: number,
  FirstName: string,
  LastName: string,
): Promise<number> {
  const owner = await page.request.post('/api/Crm/SaveOwner', {
    headers: await authHeaders(page),
    data: {
      TopsAgentTypeId: 4,
      PropertyAgentId: propertyAgentId,
      Contact: { FirstName, LastName },
    },
  });
  expect(owner.status(), await owner.text()).toBe(200);
  return ((await owner.json()) as { Agent: { TopsAgentId: number } }).Agent.TopsAgentId;
}

/** A check the owner paid today into the community's first bank account, posted. */
export async function payByCheck(
  page: Page,
  communityAgentId: number,
  ownerAgentId: number,
  amountCents: number,
  checkNumber: string,
): Promise<void> {
  const headers = await authHeaders(page);
  const setup = await page.request.get(
    `/api/OwnerPayments/GetPaymentSetup?communityAgentId=${communityAgentId}`,
    { headers },
  );
  const { BankAccounts } = (await setup.json()) as { BankAccounts: { BankAccountId: number }[] };
  const paid = await page.request.post('/api/OwnerPayments/AddCashReceipt', {
    headers,
    data: {
      CommunityAgentId: communityAgentId,
      OwnerAgentId: ownerAgentId,
      BankAccountId: BankAccounts[0]?.BankAccountId,
      Amount: amountCents,
      EventDate: isoToday,
      CheckNumber: checkNumber,
      Post: true,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}
