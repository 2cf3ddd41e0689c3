import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { createCommunity, signInAndOpen } from './sign-in-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/setup-wizard-${name}.png`, fullPage: true });

const step = (page: Page, name: string) => page.getByRole('region', { name });

test('a new community goes through the accounting wizard to step 7', async ({ page }) => {
  const id = await createCommunity('Cedar Point HOA');
  await signInAndOpen(page, 'admin', `/community/${String(id)}/setup`);
  await expect(page.getByRole('heading', { name: 'Cedar Point HOA' })).toBeVisible();
  await page.getByRole('button', { name: 'Open the accounting wizard' }).click();

  // Step 1: accounting profile and ranges; Next saves them with the defaults.
  await expect(step(page, 'Accounting')).toBeVisible();
  await expect(page.getByText('Step 1 of 7: Accounting').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Account ranges' })).toBeVisible();
  await shot(page, '1-accounting');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the standard chart, a GL accounts import with a row error, the required accounts.
  await expect(page.getByText('Step 2 of 7: Accounts').first()).toBeVisible();
  await page.getByRole('button', { name: 'Create default accounts' }).click();
  await expect(page.getByText('standard accounts created.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Import GL accounts' }).click();
  const modal = page.getByRole('dialog', { name: 'Import GL accounts' });
  await modal.getByRole('button', { name: 'Preview' }).click();
  await expect(modal.getByText('A file is required.')).toBeVisible();
  const rows = ['AccountNumber,AccountName,AccountType'];
  for (let n = 0; n < 11; n++) rows.push(`${5700 + n},Expense ${n + 1},Expenses`);
  rows.push('9990,Misc,Bogus');
  await modal.locator('input[type=file]').setInputFiles({
    name: 'accounts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rows.join('\n')),
  });
  await modal.getByRole('button', { name: 'Preview' }).click();
  await expect(modal.getByText('12 rows', { exact: true })).toBeVisible();
  await expect(modal.getByText('1 with errors')).toBeVisible();
  await expect(
    modal.getByText(
      'Row 13, AccountType: Unknown account type; give its number (0-12) or its name.',
    ),
  ).toBeVisible();
  await expect(modal.getByRole('table', { name: 'Import preview' }).getByRole('row')).toHaveCount(
    11,
  );
  await expect(modal.getByRole('button', { name: 'Import 12 rows' })).toBeDisabled();
  await shot(page, '2-import-preview');
  await modal.locator('input[type=file]').setInputFiles({
    name: 'accounts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rows.slice(0, -1).join('\n')),
  });
  await modal.getByRole('button', { name: 'Preview' }).click();
  await expect(modal.getByText('No errors')).toBeVisible();
  await modal.getByRole('button', { name: 'Import 11 rows' }).click();
  await expect(page.getByText('11 rows imported.').first()).toBeVisible();
  await expect(modal).toBeHidden();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Use standard accounts' }).click();
  await expect(next).toBeEnabled();
  await shot(page, '2-accounts');
  await next.click();

  // Step 3: a bank account.
  await expect(page.getByText('Step 3 of 7: Bank Account').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add bank account' }).click();
  const bank = page.getByRole('dialog', { name: 'Add bank account' });
  await bank.getByRole('textbox', { name: 'Bank' }).click();
  await page.getByRole('option', { name: /Garden State Community Bank/ }).click();
  await bank.getByLabel('Account name').fill('Operating');
  await bank.getByLabel('Account number').fill('5566778899');
  await bank.getByRole('textbox', { name: 'Routing number' }).fill('011000138');
  await bank.getByRole('textbox', { name: 'GL cash account' }).click();
  await page.getByRole('option', { name: /1000 Operating Cash/ }).click();
  await bank.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Bank account saved.').first()).toBeVisible();
  await expect(page.getByText('Bank accounts (1)').first()).toBeVisible();
  await expect(bank).toBeHidden();
  await shot(page, '3-bank-account');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: the required codes, PP of type 10 among them.
  await expect(page.getByText('Step 4 of 7: Codes').first()).toBeVisible();
  await expect(page.getByText('Required codes missing').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add required codes' }).click();
  await expect(page.getByText('11 required codes were created.').first()).toBeVisible();
  const codes = page.getByRole('table', { name: 'Codes' });
  await expect(codes.getByRole('row', { name: /PP Prepaid PrePaid/ })).toContainText('1200 / 2100');
  await expect(page.getByText('Required codes missing')).toHaveCount(0);
  // A new code category needs its name, said under the field.
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(
    page.getByRole('form', { name: 'New code category' }).getByText('Enter the category name.'),
  ).toBeVisible();
  await shot(page, '4-codes');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: balances and history (optional), then the review with its PDF export.
  await expect(page.getByText('Step 5 of 7: Owner Balance and History').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import owner beginning balances' })).toBeVisible();
  await shot(page, '5-balances');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 6 of 7: Review').first()).toBeVisible();
  const review = page.getByRole('table', { name: 'Accounting setup review' });
  await expect(review.getByRole('row', { name: /Required code types All present/ })).toBeVisible();
  await expect(review.getByRole('row', { name: /Bank accounts 1/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await step(page, 'Review').getByRole('button', { name: 'Export PDF' }).click();
  expect((await download).suggestedFilename()).toBe('Accounting-setup-Cedar-Point-HOA.pdf');
  await shot(page, '6-review');
  await page.getByRole('button', { name: 'Complete setup' }).click();

  // Step 7: complete; the community still needs its properties and owners.
  await expect(page.getByText('Accounting setup is complete').first()).toBeVisible();
  await expect(page.getByText('Step 7 of 7: Complete').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Properties and owners wizard' })).toBeVisible();
  await shot(page, '7-complete');

  // Reopened, the wizard starts on the first incomplete step: 7.
  await page.reload();
  await expect(page.getByText('Step 7 of 7: Complete').first()).toBeVisible();
});

test('express setup runs the default books, and the property wizard completes the setup', async ({
  page,
}) => {
  const id = await createCommunity('Birch Hollow HOA');
  await signInAndOpen(page, 'admin', `/community/${String(id)}/setup`);
  await page.getByRole('button', { name: 'Express setup' }).click();
  await page.getByRole('button', { name: 'Run express setup' }).click();
  await expect(page.getByText('Express setup is done').first()).toBeVisible();
  const tasks = page.getByRole('region', { name: 'Express setup tasks' });
  await expect(tasks.getByText('Done')).toHaveCount(4);
  await expect(tasks.getByRole('button', { name: 'Run express setup' })).toBeDisabled();
  await shot(page, 'express');

  await page.getByRole('button', { name: 'Open properties and owners wizard' }).click();
  await expect(page.getByText('Step 1 of 3: Properties and Owners').first()).toBeVisible();
  await page.getByRole('button', { name: 'Import properties and owners' }).click();
  const modal = page.getByRole('dialog', { name: 'Import properties and owners' });
  await modal.locator('input[type=file]').setInputFiles({
    name: 'owners.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'AccountNumber,StreetNumber,StreetName,City,State,PostalCode,OwnerFirstName,OwnerLastName\n' +
        '2001,1,Birch Lane,Summit,NJ,07901,Ana,Ruiz\n2002,3,Birch Lane,Summit,NJ,07901,Ben,Cho\n',
    ),
  });
  await modal.getByRole('button', { name: 'Preview' }).click();
  await expect(modal.getByText('No errors')).toBeVisible();
  await modal.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('2 rows imported.').first()).toBeVisible();
  await expect(modal).toBeHidden();
  await shot(page, 'property-1');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 3: Review').first()).toBeVisible();
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await expect(page.getByText('Step 3 of 3: Complete').first()).toBeVisible();
  await shot(page, 'property-3');
  await page.getByRole('button', { name: 'Return to express setup' }).click();
  await expect(page.getByRole('heading', { name: 'Express setup' })).toBeVisible();
});
