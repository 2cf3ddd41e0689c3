import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs, switchCommunity } from './sign-in-helper';
import { openNav } from './nav-helper';

const year = new Date().getFullYear();
const yearRange = `01/01/${year} - 12/31/${year}`;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/journal-entries-${name}.png`, fullPage: true });

async function pickAccount(page: Page, line: number, number: string): Promise<void> {
  const field = page.getByRole('textbox', { name: `Account line ${line}` });
  await field.click();
  await field.fill(number);
  await page.getByRole('option', { name: new RegExp(`^${number} `) }).click();
}

test('an accountant posts a journal entry, sees it in GL history, closes and reopens the year, then removes it', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  await switchCommunity(page, /Willow Creek/);
  await openNav(page, 'Journal entries');
  await page.getByRole('button', { name: 'Add journal entry' }).click();

  // The spec's messages: nothing to save yet.
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('There are no Transactions to Save.').first()).toBeVisible();

  await page.getByLabel('Reference', { exact: true }).fill('ACC-UTIL');
  await page.getByLabel('Description', { exact: true }).fill('Utilities accrual');
  await page.getByRole('textbox', { name: 'Debit line 1' }).fill('1234.56');
  await page.getByRole('textbox', { name: 'Reference line 1' }).fill('ELEC');
  await pickAccount(page, 1, '5100');
  // Saved once it has an amount and an account: a new line carries the balancing credit.
  await expect(page.getByRole('textbox', { name: 'Credit line 2' })).toHaveValue('1,234.56');
  await expect(page.getByRole('textbox', { name: 'Reference line 2' })).toHaveValue('ELEC');
  await pickAccount(page, 2, '2000');
  await expect(page.getByLabel('Total debits')).toHaveText('$1,234.56');
  await expect(page.getByText('In balance').first()).toBeVisible();
  // Removing a line with an amount and an account is asked first; No keeps it.
  await page.getByRole('button', { name: 'Remove line 2' }).click();
  const confirmRemove = page.getByRole('dialog', { name: 'Please Confirm' });
  await expect(confirmRemove).toContainText(
    'Are you sure you want to remove this line item from the entry?',
  );
  await confirmRemove.getByRole('button', { name: 'No' }).click();
  await expect(confirmRemove).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Credit line 2' })).toHaveValue('1,234.56');
  await shot(page, 'add');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText(/Journal entry #\d+ was posted\./)).toBeVisible();
  await expect(page).toHaveURL(/journal-entries\/view\/\d+/);
  const itemId = /view\/(\d+)/.exec(page.url())?.[1] ?? '';
  await expect(page.getByText('Posted', { exact: true })).toBeVisible();
  await shot(page, 'profile');

  // The index lists it; its number opens the profile again (posted: profile, else edit).
  await page.getByRole('button', { name: 'Journal entries' }).click();
  const index = page.getByRole('table', { name: 'Journal entries' });
  await expect(index.getByRole('row', { name: /ACC-UTIL/ })).toContainText('$1,234.56');
  await shot(page, 'index');
  await index.getByRole('link', { name: itemId, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`journal-entries/view/${itemId}`));

  // GL history of the expense account shows the line with its running balance.
  await page.getByRole('link', { name: '5100 Utilities' }).click();
  await expect(page.getByRole('heading', { name: 'GL history: 5100 Utilities' })).toBeVisible();
  const history = page.getByRole('table', { name: 'GL history' });
  const row = history.getByRole('row', { name: new RegExp(`#${itemId}`) });
  await expect(row).toContainText('ACC-UTIL');
  await expect(row).toContainText('$1,234.56');
  await shot(page, 'gl-history');

  // Year close: the year closes into retained earnings; the entry can no longer be removed.
  await openNav(page, 'Year close');
  await expect(page.getByRole('textbox', { name: 'Fiscal year to close' })).toHaveValue(yearRange);
  await page.getByRole('button', { name: 'Close year' }).click();
  const confirmClose = page.getByRole('dialog', { name: 'Close fiscal year' });
  await expect(confirmClose).toContainText('Income and expenses move to retained earnings');
  await confirmClose.getByRole('button', { name: 'Close year' }).click();
  await expect(page.getByText(`Fiscal year ${yearRange} was closed.`)).toBeVisible();
  const closing = page.getByRole('table', { name: /Ledger lines of item/ });
  await expect(closing.getByRole('row', { name: /5100 Utilities/ })).toContainText('$1,234.56');
  await expect(closing.getByRole('row', { name: /Retained Earnings/ })).toBeVisible();
  const years = page.getByRole('table', { name: 'Fiscal years and closes' });
  await expect(years.getByRole('row').filter({ hasText: yearRange })).toContainText('Closed');
  await shot(page, 'year-closed');

  await page.goto(
    `/#/community/${/community\/(\d+)/.exec(page.url())?.[1] ?? ''}/journal-entries/view/${itemId}`,
  );
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('This transaction is in a closed fiscal year and cannot be removed.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/journal-entries\/view\//);

  // Undo the close with a reason (closed-years-only select).
  await openNav(page, 'Year close');
  await page.getByRole('button', { name: 'Undo a year close' }).click();
  await expect(page.getByRole('textbox', { name: 'Fiscal year' })).toHaveValue(
    `${yearRange} (closed)`,
  );
  await page.getByRole('button', { name: 'Undo year close' }).click();
  await expect(
    page.getByText('A reason is required to undo the year close.').first(),
  ).toBeVisible();
  await page.getByLabel('Reason').fill('Late utility invoice to record');
  await page.getByRole('button', { name: 'Undo year close' }).click();
  await expect(page.getByText(`The close of fiscal year ${yearRange} was undone.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fiscal years and closes' })).toContainText(
    'Late utility invoice to record',
  );
  await shot(page, 'year-close-undone');

  // Now the removal goes through and returns to the journal entry activity.
  await page.goto(
    `/#/community/${/community\/(\d+)/.exec(page.url())?.[1] ?? ''}/journal-entries/view/${itemId}`,
  );
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirmDelete = page.getByRole('dialog');
  await expect(confirmDelete).toContainText('Are you sure you want to delete this transaction?');
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Transaction #${itemId} was removed successfully`)).toBeVisible();
  await expect(page).toHaveURL(/activity\/JournalEntry/);
});

test('a template starts an accrued entry whose lines are edited, and a far post date asks first', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  await switchCommunity(page, /Harbor View/);
  await openNav(page, 'Journal entries');
  await page.getByRole('button', { name: 'Add journal entry' }).click();
  await page.getByLabel('Save as Journal Entry Template').check();
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(
    page.getByText(
      'Post Date, Reference and Description are required when Save as Journal Entry Template is selected.',
    ),
  ).toBeVisible();
  await page.getByLabel('Reference', { exact: true }).fill('TPL-INS');
  await page.getByLabel('Description', { exact: true }).fill('Monthly insurance');
  await page.getByRole('textbox', { name: 'Debit line 1' }).fill('300');
  await pickAccount(page, 1, '5200');
  await pickAccount(page, 2, '1300');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText(/Journal entry template #\d+ was saved\./)).toBeVisible();
  await expect(page).toHaveURL(/journal-entries\/edit\/\d+/);

  await openNav(page, 'Journal entries');
  await page.getByRole('button', { name: 'Templates' }).click();
  const templates = page.getByRole('table', { name: 'Journal entry templates' });
  await templates
    .getByRole('row', { name: /TPL-INS/ })
    .getByRole('button', { name: 'Use template' })
    .click();
  await expect(page.getByText('From template TPL-INS').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Debit line 1' })).toHaveValue('300.00');

  // A post date more than 60 days from today asks for confirmation first.
  const far = new Date();
  far.setDate(far.getDate() - 70);
  if (far.getFullYear() !== year) far.setDate(far.getDate() + 140);
  const farText = `${String(far.getMonth() + 1).padStart(2, '0')}/${String(far.getDate()).padStart(2, '0')}/${far.getFullYear()}`;
  const postDate = page.getByRole('textbox', { name: 'Post Date' });
  await postDate.fill(farText);
  await postDate.blur();
  const confirm = page.getByRole('dialog', { name: 'Post Date' });
  await expect(confirm).toContainText(
    'The Post Date is more than 60 days from today. Do you want to use it?',
  );
  await page.waitForTimeout(300); // the modal's fade-in, for the screenshot only
  await shot(page, 'far-post-date');
  await confirm.getByRole('button', { name: 'Use this date' }).click();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Journal entry #\d+ was saved\./)).toBeVisible();
  await expect(page).toHaveURL(/journal-entries\/edit\/\d+/);
  await expect(page.getByText(/Accrued/)).toBeVisible();

  // Edit: the credit line changes account; a balance problem is refused with the spec's rule.
  await page.getByRole('textbox', { name: 'Debit line 1' }).fill('350');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(
    page.getByText('Debits ($350.00) must equal Credits ($300.00).').first(),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Credit line 2' }).fill('350');
  await shot(page, 'edit');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText(/Journal entry #\d+ was posted\./)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Journal entry lines' })).toContainText('$350.00');
});
