import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
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
});
