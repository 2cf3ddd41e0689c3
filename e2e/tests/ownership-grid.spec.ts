import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';
import { openNav } from './nav-helper';

test('the ownership grid sorts by a column header, shows a chosen column and copies emails', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
  await page.getByRole('textbox', { name: 'Community', exact: true }).click();
  await page.getByRole('option', { name: /Harbor View/ }).click();
  await openNav(page, 'Ownerships');
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
  // The rows shown until the answer comes are the previous ones: wait for the sorted page.
  const accounts = () => grid.locator('tbody tr td:nth-child(3)').allTextContents();
  await expect
    .poll(async () => {
      const shown = await accounts();
      return shown.length > 1 && [...shown].sort().join('|') === shown.join('|');
    })
    .toBe(true);

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

test('an ownership row is edited in its modal and saved', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
  await page.getByRole('textbox', { name: 'Community', exact: true }).click();
  await page.getByRole('option', { name: /Harbor View/ }).click();
  await openNav(page, 'Ownerships');
  await page.getByText('By owner').click();
  const grid = page.getByRole('table', { name: 'Owners' });
  // The first owner with an email, found again by name (the page may be refreshed meanwhile).
  const first = grid.locator('tbody tr').filter({ hasText: '@' }).first();
  await expect(first).toBeVisible();
  const name = (await first.locator('td').first().textContent()) ?? '';
  const row = grid.getByRole('row', { name: new RegExp(`^${name}\\b`) });
  const original = (await row.locator('td').nth(7).textContent()) ?? '';
  expect(original).toContain('@');

  await grid.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  const field = dialog.getByRole('textbox', { name: 'Email' });
  await expect(field).toHaveValue(original);
  await field.fill('not-an-email');
  const invalid = dialog.getByText('Enter a valid email address (name@domain.com).');
  await expect(invalid).toBeVisible();
  // Save sends nothing the server would refuse: the message stays under the field.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(invalid).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: 'test-results/screens/ownership-grid-edit-error.png' });
  await field.fill('grid.edit@example.org');
  await page.screenshot({ path: 'test-results/screens/ownership-grid-edit.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} saved.`).first()).toBeVisible();
  await expect(row.getByText('grid.edit@example.org')).toBeVisible();

  // Put the demo owner's email back.
  await grid.getByRole('button', { name: `Edit ${name}` }).click();
  const again = page.getByRole('dialog', { name: `Edit ${name}` });
  await again.getByRole('textbox', { name: 'Email' }).fill(original);
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText(original)).toBeVisible();
});
