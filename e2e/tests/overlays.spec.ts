import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';
import { openNav } from './nav-helper';

// An overlay belongs to the page it was opened on: the browser's Back (or any navigation) closes
// modals, the drawer and popovers, and nothing is left blocking clicks on the next page.

async function openChartOfAccounts(page: Page): Promise<void> {
  await signInAs(page, 'accountant');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Harbor View/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  await openNav(page, 'Chart of accounts');
  await expect(page.getByRole('table', { name: 'Accounts' })).toBeVisible();
}

test('Back closes a dialog and the next page takes clicks', async ({ page }) => {
  await openChartOfAccounts(page);
  const chart = page.url();
  await page.getByRole('button', { name: 'Delete 1000' }).click();
  const dialog = page.getByRole('dialog', { name: /cannot be deleted/ });
  await expect(dialog).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(chart);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The page behind is usable: a link click navigates.
  await openNav(page, 'Chart of accounts');
  await expect(page).toHaveURL(chart);
  await expect(page.getByRole('table', { name: 'Accounts' })).toBeVisible();
});

test('the alerts popover closes when the page changes', async ({ page }) => {
  await openChartOfAccounts(page);
  await page.getByRole('button', { name: /^Alerts \(\d+\)$/ }).click();
  const alerts = page.getByRole('dialog', { name: 'Alerts' });
  await expect(alerts).toBeVisible();
  await page.goBack();
  await expect(alerts).toBeHidden();
});
