import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs, switchCommunity } from './sign-in-helper';
import { openNav } from './nav-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/shots-statements/${name}.png`, fullPage: true });

// A published OFX 1.02 sample (jseutter/ofxparse checking.ofx, copied byte-for-byte): 3
// transactions, ledger balance 100.99. Its account number is no demo account, so it imports into
// the bank account chosen.
const ofx = {
  name: 'checking.ofx',
  mimeType: 'application/x-ofx',
  buffer: readFileSync(
    new URL('../../../shared/samples/bank-files/ofx-ofxparse-checking.ofx', import.meta.url),
  ),
};

const csv = {
  name: 'willow-march.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    'Posted,Details,Withdrawal,Deposit\r\n' +
      '03/02/2026,Landscaping ACH,"1,250.00",\r\n' +
      '03/05/2026,Owner deposit,,410.00\r\n',
  ),
};

test('an administrator imports statement files and sees their transactions', async ({ page }) => {
  await signInAs(page, 'admin');
  // Willow Creek: the reconciliation flow imports its statements into Parkside's account.
  await switchCommunity(page, /Willow Creek/);

  await openNav(page, 'Import statement');
  await expect(page.getByRole('heading', { name: 'Import bank statement' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(ofx);
  const accounts = page.getByRole('table', { name: 'Accounts in the file' });
  await expect(accounts).toContainText('1452687~7');
  await expect(accounts).toContainText('$100.99');
  await expect(page.getByText('OFX', { exact: true })).toBeVisible();
  await shot(page, 'import-preview');
  await page.getByRole('button', { name: 'Import statement' }).click();
  const result = page.getByLabel('Import result');
  await expect(result).toContainText('Imported 3 transactions; skipped 0 duplicates.');
  await expect(result).toContainText('$100.99');
  await shot(page, 'import-result');

  // The same file again adds nothing.
  await page.getByRole('button', { name: 'Import statement' }).click();
  await expect(result).toContainText('nothing was added');

  // A CSV file goes through the column mapping step (guessed from its header).
  await page.locator('input[type="file"]').setInputFiles(csv);
  await expect(page.getByRole('table', { name: 'CSV preview' })).toContainText('Landscaping ACH');
  await expect(page.getByRole('radio', { name: 'Debit and credit' })).toBeChecked();
  await shot(page, 'csv-mapping');
  await page.getByRole('button', { name: 'Import statement' }).click();
  await expect(result).toContainText('Imported 2 transactions; skipped 0 duplicates.');

  await openNav(page, 'Bank statement');
  await expect(page.getByRole('heading', { name: 'Bank statement' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Bank transactions' });
  await expect(table).toContainText('DIVIDEND EARNED FOR PERIOD OF 03/01/2011');
  await expect(table).toContainText('Landscaping ACH');
  await expect(table).toContainText('-$1,250.00');
  await expect(page.getByText('5 transactions, net -$899.50')).toBeVisible();
  await shot(page, 'bank-statement');

  // The account's view shows its real-time balance: the latest imported statement's balance
  // beside the books' balance on that date.
  await page.getByRole('button', { name: 'Bank account and real-time balance' }).click();
  await expect(page.getByRole('heading', { name: 'WCHOA Operating' })).toBeVisible();
  const realtime = page.getByLabel('Real-time balance');
  await expect(realtime).toContainText('$100.99');
  await expect(realtime).toContainText('05/25/2013');
  await expect(realtime).toContainText('Ledger balance on 05/25/2013');
  await expect(page.getByRole('table', { name: 'Imported statements' })).toContainText(
    'checking.ofx',
  );
  await shot(page, 'bank-account-view');
  await page.goBack();
  await expect(page.getByText('5 transactions, net -$899.50')).toBeVisible();

  // Delete the CSV's deposit line.
  await page.getByRole('checkbox', { name: 'Select Owner deposit' }).check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(page.getByText('Deleted 1 bank transactions.')).toBeVisible();
  await expect(page.getByText('4 transactions, net -$1,309.50')).toBeVisible();
});
