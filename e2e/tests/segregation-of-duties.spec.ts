import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './server-fixture';
import { signInAs, switchCommunity } from './sign-in-helper';

async function apiHeaders(request: APIRequestContext, userName: string) {
  const login = await request.post('/api/Auth/Login', { data: { userName, password: 'demo' } });
  expect(login.ok()).toBe(true);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

// Issue 15: approval settings are changed only with their own claim, and who entered an invoice
// does not pay it.
test('the accountant sees approval settings read-only; the enterer’s own check is refused', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  await page.goto(`/#/community/${String(communityAgentId)}/ap/approval-settings`);
  await expect(page.getByRole('heading', { name: 'Approval settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Internal groups' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add group' })).toHaveCount(0);
  const rule = page.getByRole('switch', { name: /The user who entered an invoice cannot pay it/ });
  await expect(rule).toBeChecked();
  await expect(rule).toBeDisabled();

  // The accountant keys in an invoice (Willow Creek's board approves from $5,000: this one posts
  // at once),
  // then tries to pay it by a handwritten check.
  const headers = await apiHeaders(page.request, 'accountant');
  const form = (await (
    await page.request.get(
      `/api/AccountsPayable/GetInvoiceFormData?communityAgentId=${String(communityAgentId)}`,
      { headers },
    )
  ).json()) as {
    Vendors: { Id: number; Name: string }[];
    Accounts: { Id: number; Number: string }[];
  };
  const vendor = form.Vendors[0];
  const expense = form.Accounts.find((a) => a.Number.startsWith('5')) ?? form.Accounts[0];
  if (!vendor || !expense) throw new Error('no vendor or account in the demo community');
  const invoiceNumber = `E2E-SOD-${String(Date.now()).slice(-8)}`;
  const added = await page.request.post('/api/AccountsPayable/AddInvoice', {
    headers,
    data: {
      CommunityAgentId: communityAgentId,
      VendorAgentId: vendor.Id,
      InvoiceNumber: invoiceNumber,
      InvoiceDate: new Date().toISOString().slice(0, 10),
      TotalAmount: 4_321,
      BillDistributionList: [{ AccountId: expense.Id, Amount: 4_321 }],
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  expect(((await added.json()) as { InboxState: number }).InboxState).toBe(5);

  await page.goto(`/#/community/${String(communityAgentId)}/ap/handwritten-check`);
  await expect(page.getByRole('heading', { name: 'Handwritten check' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Vendor' }).click();
  await page.getByRole('option', { name: vendor.Name, exact: true }).click();
  await page.getByLabel(`Pay invoice ${invoiceNumber}`).check();
  await page.getByRole('textbox', { name: 'Check number' }).fill('9901');
  await page.getByRole('button', { name: /^Record check/ }).click();
  await expect(
    page.getByText('You entered this invoice; another user must pay it.').first(),
  ).toBeVisible();
});
