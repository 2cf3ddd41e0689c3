import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';

const screens = process.env.AP_TEMPLATE_SHOTS ?? 'test-results/screens';
mkdirSync(screens, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/ap-templates-${name}.png`, fullPage: true });

test('the invoice templates screen shows a recurring template’s schedule and next run', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Willow Creek/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const communityAgentId = Number(/community\/(\d+)/.exec(page.url())?.[1]);

  const login = await page.request.post('/api/Auth/Login', {
    data: { userName: 'admin', password: 'demo' },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const form = (await (
    await page.request.get(
      `/api/AccountsPayable/GetInvoiceFormData?communityAgentId=${communityAgentId}`,
      { headers },
    )
  ).json()) as { Vendors: { Id: number }[]; Accounts: { Id: number; Number: string }[] };
  const vendor = form.Vendors.at(0);
  const account = form.Accounts.find((a) => a.Number.startsWith('5'));
  if (!vendor || !account) throw new Error('no vendor or expense account in the demo community');
  const saved = await page.request.post('/api/InvoiceTemplate/Save', {
    headers,
    data: {
      CommunityAgentId: communityAgentId,
      VendorAgentId: vendor.Id,
      InvoiceNumber: 'ELEV-SVC',
      Reference: 'Elevator service contract',
      Amount: 45_000,
      ScheduleTypeValue: 'quarterly',
      Lines: [{ AccountId: account.Id, CostCenterId: null, Amount: 45_000 }],
    },
  });
  expect(saved.status()).toBe(200);
  const template = (await saved.json()) as { NextRunDate: string };
  const [year, month, day] = template.NextRunDate.split('-');

  await page.goto(`/#/community/${communityAgentId}/ap/invoices/templates`);
  const row = page.getByRole('row', { name: /Elevator service contract/ });
  await expect(row).toContainText('Quarterly');
  await expect(row).toContainText(`${month ?? ''}/${day ?? ''}/${year ?? ''}`);
  await expect(row).toContainText('$450.00');
  await shot(page, 'list');

  // Edited: monthly at a new amount (InvoiceTemplate/Update).
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: /Edit template/ });
  await edit.getByRole('textbox', { name: 'Schedule' }).click();
  await page.getByRole('option', { name: 'Monthly', exact: true }).click();
  await edit.getByRole('textbox', { name: /^Line 1/ }).fill('475.25');
  await expect(edit.getByLabel('Template amount')).toHaveText('Amount $475.25');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template was saved')).toBeVisible();
  await expect(row).toContainText('Monthly');
  await expect(row).toContainText('$475.25');
  await shot(page, 'edited');

  // Used: a new invoice starts from the template (?templateId= of the add route).
  await row.getByRole('button', { name: 'Use' }).click();
  await expect(page).toHaveURL(/\/ap\/invoices\/add\?templateId=\d+/);
  await expect(page.getByRole('textbox', { name: 'Reference' })).toHaveValue(
    'Elevator service contract',
  );
});
