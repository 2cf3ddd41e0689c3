import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';
import { openNav } from './nav-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/charges-${name}.png`, fullPage: true });

test('an accountant applies monthly assessments to a community: accrue, review, edit, post', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Parkside/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);

  await openNav(page, 'Scheduled charges');
  await expect(page.getByRole('table', { name: 'Codes' }).getByText('ASMT')).toBeVisible();

  await openNav(page, 'Apply charges');
  await expect(page.getByRole('heading', { name: 'Apply charges' })).toBeVisible();
  // The charge runs the accountant may create (Charges/GetTransactionTypes), a switch between them;
  // the demo company has the recurring credit flag on, so recurring credits (102) are the sixth.
  const runTypes = page.getByRole('radiogroup', { name: 'Transaction type' });
  await expect(runTypes.getByRole('radio')).toHaveCount(6);
  await runTypes.getByText('Late fee', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Apply late fee' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Transaction type' })
    .getByText('Apply charges')
    .click();
  await expect(page.getByRole('heading', { name: 'Apply charges' })).toBeVisible();
  // The spec's message with nothing selected.
  await page.getByRole('checkbox', { name: 'Select ASMT' }).uncheck();
  await page.getByRole('button', { name: 'Accrue' }).click();
  await expect(page.getByText('At least one Code must be selected.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select ASMT' }).check();
  await shot(page, 'settings');
  await page.getByRole('button', { name: 'Accrue' }).click();

  await expect(page.getByRole('heading', { name: 'Apply charges: review' })).toBeVisible();
  const owners = page.getByRole('table', { name: 'Owners' });
  await expect(owners.getByRole('row')).not.toHaveCount(1);
  const first = owners.getByRole('textbox').first();
  await first.fill('123.45');
  await page.getByRole('button', { name: 'Save amounts' }).click();
  await expect(page.getByText('Amounts saved.')).toBeVisible();
  await expect(page.getByText('Yes', { exact: true })).toBeVisible();
  await shot(page, 'review');

  // Posting moves money: it asks first, with the count of owners and the run's total.
  await page.getByRole('button', { name: 'Post' }).click();
  const confirm = page.getByRole('dialog', { name: 'Post this run' });
  await expect(confirm).toContainText(/Post: [\d,]+ owners, \$[\d,]+\.\d\d in all\?/);
  await shot(page, 'post-confirmation');
  await confirm.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText(/^Posted \$/)).toBeVisible();
  await expect(page.getByText('Posted', { exact: true })).toBeVisible();
  await shot(page, 'posted');
  const runId = /(\d+)$/.exec(new URL(page.url()).hash)?.[1] ?? '';

  // The run in the community's activity: expanded, its first owner's line (a run keeps no item
  // agent: the row's party is read by item and owner).
  await openNav(page, 'Activity');
  const run = page.getByRole('button', { name: new RegExp(`^Show details of .+ #${runId}$`) });
  await run.click();
  const runRow = page.getByRole('listitem', { name: new RegExp(`#${runId}$`) });
  await expect(runRow.getByRole('cell', { name: 'ASMT' })).toBeVisible();
  // The detail opens with an animation: the picture after it.
  await expect(runRow.getByRole('cell', { name: 'ASMT' })).toBeInViewport();
  await page.waitForTimeout(400);
  await shot(page, 'run-in-activity');
  await page.goBack();

  // The same month again: nothing is due.
  await page.getByRole('button', { name: 'Back to settings' }).click();
  await expect(page.getByRole('checkbox', { name: 'Select ASMT' })).not.toBeChecked();
});
