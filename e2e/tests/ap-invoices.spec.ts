import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';
import { openNav } from './nav-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/shots-invoices/${name}.png`, fullPage: true });

async function choose(
  page: Page,
  label: string,
  option: number | RegExp,
  nth = 0,
): Promise<string> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  const choice =
    typeof option === 'number'
      ? page.getByRole('option').nth(option)
      : page.getByRole('option', { name: option }).nth(nth);
  const text = (await choice.textContent()) ?? '';
  await choice.click();
  return text;
}

test('an invoice keyed in with two distribution lines shows on its view page', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\//);

  // Default distributions and templates open from the Payables section.
  await openNav(page, 'Default distributions');
  await expect(page.getByRole('heading', { name: 'Default distributions' })).toBeVisible();
  await shot(page, 'distributions');
  await page.getByRole('button', { name: 'Add default distribution' }).click();
  await expect(page.getByRole('heading', { name: 'Add default distribution' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Vendor is required')).toBeVisible();
  await shot(page, 'distribution-add');

  await openNav(page, 'Add invoice');
  await expect(page.getByRole('heading', { name: 'Add invoice' })).toBeVisible();
  const vendor = await choose(page, 'Vendor', 0);
  const number = `E2E-${Date.now() % 1_000_000}`;
  await page.getByRole('textbox', { name: 'Invoice number' }).fill(number);
  await page.getByRole('textbox', { name: 'Reference' }).fill('Spring cleanup');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('150.00');
  const first = await choose(page, 'Account of line 1', /^5/);
  await page.getByRole('textbox', { name: 'Amount of line 1' }).fill('100.00');
  await expect(page.getByTestId('distribution-difference')).toHaveText('$50.00');
  const second = await choose(page, 'Account of line 2', /^5/, 1);
  await page.getByRole('textbox', { name: 'Amount of line 2' }).fill('50.00');
  await expect(page.getByTestId('distributed-total')).toHaveText('$150.00');
  await expect(page.getByTestId('distribution-difference')).toHaveText('$0.00');
  await shot(page, 'add');
  await page.getByRole('button', { name: 'Save and submit' }).click();

  await expect(page.getByRole('heading', { name: /^Bill AP \d+$/ })).toBeVisible();
  await expect(page.getByText(/AP \d+ was saved/)).toBeVisible();
  await expect(page.getByText(vendor, { exact: true })).toBeVisible();
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  const lines = page.getByRole('table');
  await expect(lines.getByRole('row', { name: first })).toContainText('$100.00');
  await expect(lines.getByRole('row', { name: second })).toContainText('$50.00');
  await expect(lines.getByRole('row', { name: /Total/ })).toContainText('$150.00');
  await shot(page, 'view');

  // The same number again for the vendor is warned about, refused on save, and saved anyway
  // once the user confirms.
  await openNav(page, 'Add invoice');
  await choose(page, 'Vendor', 0);
  await page.getByRole('textbox', { name: 'Invoice number' }).fill(number);
  await page.getByRole('textbox', { name: 'Reference' }).click();
  await expect(page.getByTestId('duplicate-warning')).toContainText(
    'An invoice with this number already exists for this vendor.',
  );
  await shot(page, 'duplicate');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('150.00');
  await choose(page, 'Account of line 1', /^5/);
  await page.getByRole('textbox', { name: 'Amount of line 1' }).fill('150.00');
  await page.getByRole('button', { name: 'Save and submit' }).click();
  await expect(page.getByTestId('duplicate-refusal')).toContainText(/AP \d+/);
  await page.getByRole('button', { name: 'Save anyway' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByRole('heading', { name: /^Bill AP \d+$/ })).toBeVisible();
  await expect(page.getByText(number, { exact: true })).toBeVisible();
});
