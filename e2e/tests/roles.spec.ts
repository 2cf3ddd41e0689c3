import { expect, test } from './csp-fixture';
import { openUserMenuItem, signInAs } from './sign-in-helper';

test('an administrator creates a role with claims and a user, and a duplicate name shows the server error', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await openUserMenuItem(page, 'Roles');
  const roles = page.getByRole('table', { name: 'Roles' });
  await expect(roles.getByText('Board Member')).toBeVisible();

  await page.getByRole('button', { name: 'New role' }).click();
  await page.getByLabel('Name').fill('Collections Clerk');
  await page.getByLabel('Description').fill('Works delinquent accounts');
  await page.getByLabel('arcollection Create').check();
  await page.getByLabel('arcollection Read').check();
  await page.getByLabel('owner Read').check();
  await page.getByRole('textbox', { name: 'Users' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'test-results/screens/role-manage.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role saved.').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/roles\/manage\/\d+/);

  await page.getByRole('button', { name: 'Back to roles' }).click();
  const row = roles.getByRole('row', { name: /Collections Clerk/ });
  await expect(row).toContainText('2');
  await page.screenshot({ path: 'test-results/screens/roles-index.png', fullPage: true });

  // The same name again: the server refuses it and the toast shows its errorMessage.
  await page.getByRole('button', { name: 'New role' }).click();
  await page.getByLabel('Name').fill('Collections Clerk');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A record with the same key already exists.').first()).toBeVisible();
});

test('a system administrator sets the subscription tier and a feature flag', async ({ page }) => {
  await signInAs(page, 'admin');
  await openUserMenuItem(page, 'Company settings');
  const form = page.getByRole('form', { name: 'Company settings' });
  await form.getByText('2', { exact: true }).click();
  // Only flags the product acts on are offered, each saying what it changes.
  await expect(form.getByLabel('Addresses outside the United States')).toHaveCount(0);
  const multiBank = form.getByLabel('Reconciliation report across bank accounts');
  await expect(form).toContainText(
    'Bank reconciliation offers one report of all the community’s bank accounts.',
  );
  await multiBank.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company settings saved.').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/company-settings.png', fullPage: true });
  await page.reload();
  await expect(multiBank).toBeChecked();
  // Put it back as the demo has it, for the specs that run after on this server.
  await multiBank.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company settings saved.').first()).toBeVisible();
});
