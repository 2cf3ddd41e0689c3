import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './sign-in-helper';

const screens = process.env.AP_VENDOR_SHOTS ?? 'test-results/screens';
mkdirSync(screens, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/ap-vendor-${name}.png`, fullPage: true });

const vendorName = 'Vertical Lift Elevator Maintenance';

test('a vendor’s history is exported to Excel and emailed from its profile', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const communityAgentId = Number(/community\/(\d+)/.exec(page.url())?.[1]);
  await page.goto(`/#/community/${communityAgentId}/ap/vendors`);
  await page.getByRole('textbox', { name: 'Name' }).fill('Vertical');
  await page
    .getByRole('table', { name: 'Vendors' })
    .getByRole('row', { name: new RegExp(vendorName) })
    .click();
  await expect(page.getByRole('heading', { name: vendorName })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export history to Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Vendor-History-.*\.xlsx$/);

  await page.getByRole('button', { name: 'Email history' }).click();
  const email = page.getByRole('dialog', { name: 'Email vendor history' });
  await email.getByLabel('To').fill('vendor-at-example');
  await email.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please select an email address')).toBeVisible();
  const address = `vendor-${Date.now()}@example.com`;
  await email.getByLabel('To').fill(address);
  await shot(page, 'email-history');
  await email.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email has been queued for delivery.')).toBeVisible();
  await expect(email).toBeHidden();
  await page.goto('/#/admin/outbox');
  const queued = page.getByRole('table', { name: 'Outbox' }).getByRole('row', { name: address });
  await expect(queued).toContainText('Profile email');
  await queued.getByRole('button', { name: /Account history/ }).click();
  await expect(page.getByRole('dialog')).toContainText(/Vendor-History-.*\.xlsx/);
  await shot(page, 'history-outbox');
});
