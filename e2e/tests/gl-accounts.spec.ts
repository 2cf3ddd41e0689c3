import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { createCommunity, signInAndOpen, signInAs } from './sign-in-helper';
import { openNav } from './nav-helper';

const year = new Date().getFullYear();

async function openCommunity(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);
}

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an accountant keeps the chart of accounts, cost centers, funds and required accounts', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  await openCommunity(page, /Harbor View/);
  await openNav(page, 'Chart of accounts');
  const accounts = page.getByRole('table', { name: 'Accounts' });
  await expect(accounts.getByRole('row', { name: /1000 Operating Cash/ })).toContainText(
    'Default Cash',
  );
  await expect(accounts.getByRole('row', { name: 'Liability', exact: true })).toBeVisible();

  // Add an account; a number outside its type's range is refused with the server's reason.
  await page.getByRole('button', { name: 'Add account' }).click();
  await page.getByLabel('Account number').fill('2050');
  await page.getByLabel('Account name').fill('Petty Cash');
  await choose(page, 'Account type', 'Cash');
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(
    page.getByText('Account number 2050 is outside the range 1000–1999 of Cash accounts.'),
  ).toBeVisible();
  await page.getByLabel('Account number').fill('1020');
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(page.getByText('Account 1020 saved.').first()).toBeVisible();
  await expect(accounts.getByRole('row', { name: /1020 Petty Cash/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/gl-accounts-chart.png', fullPage: true });

  // Delete: a required account says why not; an unused one is deleted after confirmation.
  await page.getByRole('button', { name: 'Delete 1000' }).click();
  const refusal = page.getByRole('dialog', { name: /cannot be deleted/ });
  await expect(refusal).toContainText('It is a required account of the community.');
  await page.waitForTimeout(300); // the modal's fade-in, for the screenshot only
  await page.screenshot({ path: 'test-results/screens/gl-accounts-cannot-delete.png' });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete 1020' }).click();
  await page
    .getByRole('dialog', { name: 'Delete account' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Account deleted.').first()).toBeVisible();
  await expect(accounts.getByRole('row', { name: /1020 Petty Cash/ })).toHaveCount(0);

  // Cost centers and funds, with the fund deletion confirmation.
  await page.getByRole('tab', { name: 'Cost centers and funds' }).click();
  await page.getByLabel('Cost center number').fill('10');
  await page.getByLabel('Cost center name').fill('Pool');
  await page.getByRole('button', { name: 'Add cost center' }).click();
  await expect(page.getByRole('table', { name: 'Cost center list' })).toContainText('Pool');
  await page.getByLabel('Fund name').fill('Roof Reserve');
  await choose(page, 'Fund type', 'Reserve');
  await page.getByRole('button', { name: 'Add fund' }).click();
  await expect(page.getByRole('table', { name: 'Fund list' })).toContainText('Roof Reserve');
  await page.getByRole('button', { name: 'Delete fund Roof Reserve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete fund' });
  await expect(confirm).toContainText('Are you sure you want to delete the fund "Roof Reserve"?');
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'test-results/screens/gl-accounts-fund-delete.png' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Fund deleted.').first()).toBeVisible();
  await page.screenshot({
    path: 'test-results/screens/gl-accounts-cost-centers.png',
    fullPage: true,
  });

  await page.getByRole('tab', { name: 'Account ranges' }).click();
  await expect(page.getByLabel('Cash end number')).toHaveValue('1999');
  await page.screenshot({ path: 'test-results/screens/gl-accounts-ranges.png', fullPage: true });

  // Required accounts: the save stays disabled until every one has an account.
  await openNav(page, 'Required accounts');
  const save = page.getByRole('button', { name: 'Save required accounts' });
  await expect(page.getByRole('textbox', { name: 'Security Deposit' })).toHaveValue(
    '2200 Security Deposits',
  );
  await expect(save).toBeEnabled();
  // Choosing the selected account again clears the choice.
  await choose(page, 'Security Deposit', '2200 Security Deposits');
  await expect(save).toBeDisabled();
  await expect(
    page.getByText('Select an account for every required account to save.'),
  ).toBeVisible();
  await page.screenshot({
    path: 'test-results/screens/gl-accounts-required-incomplete.png',
    fullPage: true,
  });
  await choose(page, 'Security Deposit', '2200 Security Deposits');
  await choose(page, 'Cash AP', '1010 Reserve Cash');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Required accounts saved.').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/gl-accounts-required.png', fullPage: true });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Cash AP' })).toHaveValue('1010 Reserve Cash');
  await choose(page, 'Cash AP', '1000 Operating Cash');
  await save.click();
  await expect(page.getByText('Required accounts saved.').first()).toBeVisible();
});

test('the merge screen answers with the spec’s messages before anything is merged', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await openCommunity(page, /Willow Creek/);
  await openNav(page, 'Chart of accounts');
  await page.getByRole('button', { name: 'Merge accounts' }).click();
  const merge = page.getByRole('button', { name: 'Merge', exact: true });
  await merge.click();
  await expect(
    page.getByText('You must select a source account before merge.').first(),
  ).toBeVisible();
  await choose(page, 'Source account', '5000 Landscaping');
  await merge.click();
  await expect(
    page.getByText('You must select a target account before merge.').first(),
  ).toBeVisible();
  await choose(page, 'Target account', '5000 Landscaping');
  await merge.click();
  await expect(
    page.getByText('The selected source account and target account must be different to merge.'),
  ).toBeVisible();
  await choose(page, 'Target account', '5300 Repairs and Maintenance');
  await merge.click();
  await expect(page.getByText('You must apply an filter before merge.').first()).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(`01/01/${year}`);
  await page.getByLabel('To', { exact: true }).fill(`12/31/${year}`);
  await page.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page.getByRole('table', { name: 'History rows' })).toBeVisible();
  await merge.click();
  await expect(
    page.getByText('At least one history row must be selected before merge.'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/gl-accounts-merge.png', fullPage: true });
});

test('accounting setup previews its periods, and the open operating period warning shows once', async ({
  page,
}) => {
  // A community of its own: the demo's communities have ledger entries, which fix their periods.
  const id = await createCommunity('Fernwood Accounting HOA');
  await signInAndOpen(page, 'admin', `/community/${String(id)}/home`);
  await openNav(page, 'Accounting setup');
  const periods = page.getByRole('table', { name: 'Periods' });
  await expect(periods.getByRole('row')).toHaveCount(13);
  await expect(periods.getByRole('row').nth(1)).toContainText(`01/01/${year}`);
  await page.getByText('Quarterly (4 periods)').click();
  await expect(periods.getByRole('row')).toHaveCount(5);
  await expect(periods.getByRole('row').nth(1)).toContainText(`03/31/${year}`);
  await page.screenshot({ path: 'test-results/screens/accounting-setup.png', fullPage: true });

  // A first year more than 2 years back is outside the operating period: the warning shows once.
  await page.getByLabel('First period starts').fill(`01/01/${year - 3}`);
  await page.getByRole('button', { name: 'Save setup' }).click();
  await expect(page.getByText('Accounting setup saved.').first()).toBeVisible();
  const warning = page.getByRole('dialog', { name: 'Open operating period' });
  await expect(warning).toContainText(`Fiscal year ${year - 3}`);
  await expect(
    warning.getByRole('link', { name: 'Open the accounting year setup' }),
  ).toHaveAttribute('target', '_blank');
  await page.screenshot({ path: 'test-results/screens/accounting-operating-warning.png' });
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Accounting setup' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Open operating period' })).toHaveCount(0);

  // The accounting years dashboard: open and closed periods, and the next year.
  await page.getByRole('button', { name: 'Fiscal years and periods' }).click();
  const first = page.getByRole('region', { name: `Fiscal year ${year - 3}` });
  await expect(first).toContainText('Outside operating period');
  await first.getByRole('switch', { name: 'Period 1 open' }).click({ force: true });
  await expect(page.getByText('Period 1 closed.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Set up next fiscal year' }).click();
  await expect(page.getByText(`Fiscal year ${year - 2} set up.`)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/accounting-years.png', fullPage: true });
});
