import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs, switchCommunity } from './sign-in-helper';
import { openNav } from './nav-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/adjustments-${name}.png`, fullPage: true });

/** The number of the adjustment whose page is open (its heading: 'Add charge #123'). */
async function shownAdjustmentId(page: Page, type: string): Promise<string> {
  const heading = page.getByRole('heading', { name: new RegExp(`${type} #\\d+`) });
  await expect(heading).toBeVisible();
  return /#(\d+)/.exec(await heading.innerText())?.[1] ?? '';
}

async function newAdjustment(page: Page, type: string): Promise<void> {
  await openNav(page, 'Adjustments');
  await page.getByRole('button', { name: 'New adjustment' }).click();
  await page.getByRole('menuitem', { name: type }).click();
  await expect(page.getByRole('heading', { name: type })).toBeVisible();
  await page.getByRole('textbox', { name: 'Property' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Code of line 1' }).click();
  await page.getByRole('option', { name: /^LATE/ }).click();
}

test('an accountant adds and waives a late fee, then adds a charge to every owner in a batch', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Parkside/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);

  // Nothing chosen: Post says what is missing, the property's under the field.
  await openNav(page, 'Adjustments');
  await page.getByRole('button', { name: 'New adjustment' }).click();
  await page.getByRole('menuitem', { name: 'Add charge' }).click();
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Choose the property.')).toBeVisible();
  await expect(page.getByText('The adjustment has no lines with an amount.')).toBeVisible();
  await shot(page, 'add-charge-missing');

  // A late fee on the first owner, so there is a charge to waive.
  await newAdjustment(page, 'Add charge');
  await page.getByRole('textbox', { name: 'Amount of line 1' }).fill('25.00');
  await shot(page, 'add-charge');
  await page.getByRole('button', { name: 'Post' }).click();
  const charged = await shownAdjustmentId(page, 'Add charge');

  // Waiving more than the balance is refused with the spec's message; the balance is waived.
  await newAdjustment(page, 'Waive charge');
  const lines = page.getByRole('table', { name: 'Adjustment lines' });
  const balanceText = (
    await lines.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()
  ).trim();
  const balance = balanceText.replace(/[$,]/g, '');
  const over = (Math.round(Number(balance) * 100) + 1) / 100;
  await page.getByRole('textbox', { name: 'Amount of line 1' }).fill(over.toFixed(2));
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(
    page.getByText(
      `make sure adjustment amount: ${over.toFixed(2)} is not greater than the balance: ${balance}`,
    ),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount of line 1' }).fill(balance);
  await shot(page, 'waive');
  await page.getByRole('button', { name: 'Post' }).click();
  const waived = await shownAdjustmentId(page, 'Waive charge');
  await expect(page.getByText('Posted', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Adjustment lines' }).getByText('$0.00'),
  ).toBeVisible();
  await shot(page, 'waive-profile');

  // A batch: $10.00 of the late fee code for every owner.
  await openNav(page, 'Batch adjustments');
  await expect(page.getByRole('heading', { name: 'Batch adjustments' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount for every owner' }).fill('10.00');
  await page.getByRole('textbox', { name: 'Available codes' }).click();
  await page.getByRole('option', { name: /^LATE/ }).click();
  const grid = page.getByRole('table', { name: 'Batch owners' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(grid.getByText('$10.00').first()).toBeVisible();
  await shot(page, 'batch');
  await page.getByRole('button', { name: 'Post batch' }).click();
  const batch = await shownAdjustmentId(page, 'Add charge');
  await shot(page, 'batch-profile');

  // The three listed (an earlier run on the same server, `--repeat-each`, lists its three too).
  await openNav(page, 'Adjustments');
  const index = page.getByRole('table', { name: 'Adjustments' });
  for (const id of [charged, waived, batch]) {
    await expect(index.getByRole('link', { name: `Adjustment ${id}`, exact: true })).toBeVisible();
  }
  await shot(page, 'index');
});

test('an external charges file is checked before it is sent, and one with a bad row posts nothing', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  await switchCommunity(page, /Parkside/);
  await openNav(page, 'Adjustments');
  await page.getByRole('button', { name: 'Import external charges' }).click();
  const modal = page.getByRole('dialog', { name: 'Import external charges' });
  await modal.getByRole('button', { name: 'Import' }).click();
  await expect(modal.getByText('Choose a file.')).toBeVisible();
  await expect(modal).toHaveCSS('opacity', '1');
  await shot(page, 'import-no-file');

  // The sample file: the import's columns and an example row.
  const [sample] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('button', { name: 'Download sample file' }).click(),
  ]);
  expect(sample.suggestedFilename()).toBe('external-charges-sample.csv');
  expect(await readFile(await sample.path(), 'utf8')).toBe(
    'AccountNumber,CodeAlias,Amount,Description\r\nA-001,SPEC,125.00,Gate remote replacement\r\n',
  );

  await modal.locator('input[type="file"]').setInputFiles({
    name: 'charges.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('AccountNumber,CodeAlias,Amount,Description\r\nZZ9999,LATE,10.00,Fine\r\n'),
  });
  await expect(modal.getByText('Choose a file.')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Import' }).click();
  await expect(
    modal.getByText(
      '1 of 1 rows have errors; nothing was posted. Fix the file and import it again.',
    ),
  ).toBeVisible();
  await expect(modal.getByRole('table', { name: 'Import result' })).toContainText(
    'No property with account number ZZ9999 in this community.',
  );
});
