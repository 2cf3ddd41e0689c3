import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';
import { emailHistory } from './history-email';

const screens = process.env.AP_VENDOR_SHOTS ?? 'test-results/screens';
mkdirSync(screens, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/ap-vendor-${name}.png`, fullPage: true });

const vendorName = 'Vertical Lift Elevator Maintenance';

async function openVendor(page: Page): Promise<void> {
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
}

test('a vendor’s history is exported to Excel and emailed from its profile', async ({ page }) => {
  await openVendor(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export history to Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Vendor-History-.*\.xlsx$/);

  await emailHistory(page, 'vendor', /Vendor-History-.*\.xlsx/, () => shot(page, 'email-history'));
  await shot(page, 'history-outbox');
});

test('a vendor’s bank details and a new tag say what is wrong under their fields', async ({
  page,
}) => {
  await openVendor(page);
  const bank = page.getByRole('form', { name: 'Bank details' });
  await bank.getByRole('textbox', { name: 'Routing number' }).fill('123456789');
  await bank.getByRole('textbox', { name: 'Account number' }).fill('12');
  await bank.getByRole('button', { name: 'Change' }).click();
  await expect(
    bank.getByText('The routing number must be 9 digits with a valid ABA check digit.'),
  ).toBeVisible();
  await expect(bank.getByText('The account number must be 4 to 17 digits.')).toBeVisible();
  const tags = page.getByRole('form', { name: 'Vendor tags' });
  await tags.getByRole('button', { name: 'Add' }).click();
  await expect(tags.getByText('Enter the new tag.')).toBeVisible();
  await shot(page, 'bank-details-errors');
});
