import { expect, test } from '@playwright/test';
import { signInAs } from './sign-in-helper';

test('the ownership grid sorts by a column header, shows a chosen column and copies emails', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
  await page.getByRole('textbox', { name: 'Community', exact: true }).click();
  await page.getByRole('option', { name: /Harbor View/ }).click();
  await page.getByRole('link', { name: 'Ownerships' }).click();
  await page.getByText('By owner').click();
  const grid = page.getByRole('table', { name: 'Owners' });
  await expect(grid.getByRole('columnheader', { name: 'Name ▲' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Email' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Lot' })).toHaveCount(0);

  // Sorting by account: the grid asks /api/Ownership/Search with that sort field.
  const sorted = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/Ownership/Search') &&
      (request.postDataJSON() as { sortField?: string }).sortField === 'AccountNumber',
  );
  await grid.getByRole('button', { name: 'Account' }).click();
  await sorted;
  await expect(grid.getByRole('columnheader', { name: 'Account ▲' })).toBeVisible();
  const accounts = await grid.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(accounts.length).toBeGreaterThan(1);
  expect([...accounts].sort()).toEqual(accounts);

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Lot' }).check();
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('columnheader', { name: 'Lot' })).toBeVisible();

  await page.getByRole('button', { name: 'Copy emails' }).click();
  await expect(page.getByText(/Copied \d+ email address/).first()).toBeVisible();
  const copied = await page.evaluate<string>('navigator.clipboard.readText()');
  expect(copied).toContain('@');
  await page.screenshot({ path: 'test-results/screens/ownership-grid.png', fullPage: true });
});
