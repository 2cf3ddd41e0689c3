import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';

const screens = process.env.WORK_ORDER_VENDOR_SHOTS ?? 'test-results/screens';
mkdirSync(screens, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/work-order-vendors-${name}.png`, fullPage: true });

// A company-level demo vendor no other flow changes.
const vendorName = 'Vertical Lift Elevator Maintenance';

test('a vendor’s profile shows its work orders, open only or all', async ({ page }) => {
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
  await expect(page.getByText('Open work orders', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Vendor work orders' })).toBeVisible();
  await expect(page.getByText('No open work orders.')).toBeVisible();
  await page.getByRole('switch', { name: 'Open only' }).uncheck({ force: true });
  await expect(page.getByText('No work orders.')).toBeVisible();
  await shot(page, 'profile');
});
