import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs, switchCommunity } from './sign-in-helper';

// Removing payables transactions (spec 2 §4 'Removal rule violations', §8 'Removing a
// transaction') and the AP adjustment (58): invoices of the demo company entered through the API,
// one removed from its view page, one adjusted and then removed with its adjustment.

const shots = '/tmp/shots-apremoval';

interface FormData {
  Vendors: { Id: number; Name: string }[];
  Accounts: { Id: number; Name: string; Number: string }[];
}

async function setUp(page: Page) {
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  const login = await page.request.post('/api/Auth/Login', {
    data: { userName: 'admin', password: 'demo' },
  });
  const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const form = (await (
    await page.request.get(
      `/api/AccountsPayable/GetInvoiceFormData?communityAgentId=${String(communityAgentId)}`,
      { headers: auth },
    )
  ).json()) as FormData;
  const vendor = form.Vendors[0];
  const expense = form.Accounts.find((a) => a.Number.startsWith('5')) ?? form.Accounts[0];
  const today = new Date().toISOString().slice(0, 10);
  const addInvoice = async (suffix: string) => {
    const added = await page.request.post('/api/AccountsPayable/AddInvoice', {
      headers: auth,
      data: {
        CommunityAgentId: communityAgentId,
        VendorAgentId: vendor?.Id,
        InvoiceNumber: `E2E-RM-${suffix}-${String(Date.now()).slice(-8)}`,
        InvoiceDate: today,
        TotalAmount: 45_600,
        BillDistributionList: [{ AccountId: expense?.Id, Amount: 45_600 }],
      },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const body = (await added.json()) as { ItemId: number; InboxState: number };
    expect(body.InboxState).toBe(5);
    return body.ItemId;
  };
  return { communityAgentId, auth, expense, today, addInvoice };
}

test('removes an unpaid invoice from its view page', async ({ page }) => {
  mkdirSync(shots, { recursive: true });
  await signInAs(page, 'admin');
  const { communityAgentId, addInvoice } = await setUp(page);
  const itemId = await addInvoice('A');
  await page.goto(`/#/community/${String(communityAgentId)}/ap/invoices/view/${String(itemId)}`);
  await expect(page.getByTestId('invoice-state')).toHaveText('Approved');
  await page.screenshot({ path: `${shots}/invoice-view.png`, fullPage: true });
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Are you sure you want to delete this transaction?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(`Transaction #${String(itemId)} was removed successfully`),
  ).toBeVisible();
  await expect(page.getByTestId('invoice-state')).toHaveText('Rejected');
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await page.screenshot({ path: `${shots}/invoice-removed.png`, fullPage: true });
});

test('adjusts an invoice, shows the adjustment, and removes the invoice after confirming', async ({
  page,
}) => {
  mkdirSync(shots, { recursive: true });
  await signInAs(page, 'admin');
  const { communityAgentId, auth, expense, today, addInvoice } = await setUp(page);
  const itemId = await addInvoice('B');
  const adjusted = await page.request.post('/api/AccountsPayable/AddApAdjustment', {
    headers: auth,
    data: {
      CommunityAgentId: communityAgentId,
      InvoiceItemId: itemId,
      AdjustmentDate: today,
      Reference: 'E2E-ADJ',
      IsIncrease: true,
      Lines: [{ AccountId: expense?.Id, Amount: 1_234 }],
    },
  });
  expect(adjusted.ok(), await adjusted.text()).toBe(true);
  const adjustment = (await adjusted.json()) as { ItemId: number };
  const community = `/#/community/${String(communityAgentId)}`;
  await page.goto(`${community}/ap/adjustments`);
  await expect(page.getByRole('heading', { name: 'AP adjustment' })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'AP adjustments' })
    .getByRole('row', { name: new RegExp(`^${String(adjustment.ItemId)}\\b`) });
  await expect(row).toContainText('$12.34');
  await page.screenshot({ path: `${shots}/adjustments.png`, fullPage: true });
  await row.click();
  await expect(
    page.getByRole('heading', { name: `AP adjustment ${String(adjustment.ItemId)}` }),
  ).toBeVisible();
  await expect(page.getByText('$468.34')).toBeVisible();
  await page.screenshot({ path: `${shots}/adjustment-profile.png`, fullPage: true });

  // A decrease of $1.00 entered on the AP adjustment screen.
  await page.goto(`${community}/ap/adjustments`);
  await page.getByRole('textbox', { name: 'Invoice' }).fill('E2E-RM-B');
  await page
    .getByRole('option', { name: /E2E-RM-B/ })
    .first()
    .click();
  await page.getByText('Decrease', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Account' }).fill(expense?.Number ?? '');
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('1.00');
  await page.getByRole('button', { name: 'Save adjustment' }).click();
  // Saving opens the new adjustment's page: wait for it, so that this navigation of the app's own
  // does not land after the test's next one (it would close the dialogs opened there).
  await expect(page.getByRole('heading', { name: /^AP adjustment \d+$/ })).toBeVisible();
  await expect(page.getByText('Decrease $1.00')).toBeVisible();
  await expect(page.getByText('$467.34')).toBeVisible();

  await page.goto(`${community}/ap/invoices/view/${String(itemId)}`);
  await expect(page.getByTestId('invoice-state')).toHaveText('Approved');
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Are you sure you want to delete this transaction?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to remove this transaction?')).toBeVisible();
  await page.screenshot({ path: `${shots}/confirm-adjustment.png`, fullPage: true });
  await page.getByRole('button', { name: 'Remove', exact: true }).last().click();
  await expect(
    page.getByText(`Transaction #${String(itemId)} was removed successfully`),
  ).toBeVisible();
  await expect(page.getByTestId('invoice-state')).toHaveText('Rejected');
});
