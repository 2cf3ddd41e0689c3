import { expect, test } from './server-fixture';
import { openUserMenuItem, signInAndOpen, signInAs } from './sign-in-helper';

// No password is changed for good here: the other flows sign in with the demo password.

test('a user changes their password in the user menu: the rules and the current password are checked', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByText(/Last sign-in: |This is your first sign-in\./)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not the password');
  await form.getByLabel('New password', { exact: true }).fill('too short');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The password must be at least 12 characters.')).toHaveCount(2);

  await form.getByLabel('New password', { exact: true }).fill('a long new passphrase');
  await form.getByLabel('Confirm new password').fill('a long new passphrasf');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The password and its confirmation differ.')).toBeVisible();

  await form.getByLabel('Confirm new password').fill('a long new passphrase');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The current password is incorrect.').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/change-password.png' });
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await openUserMenuItem(page, 'Roles');
});

test('Reset password shows in the users list for a user administrator only', async ({ page }) => {
  await signInAndOpen(page, 'admin', '/portfolio/users');
  const users = page.getByRole('table', { name: 'Users' });
  await users
    .getByRole('row', { name: /Marcus Bell/ })
    .getByRole('button', { name: 'Reset password' })
    .click();
  const form = page.getByRole('form', { name: 'Reset password' });
  await expect(page.getByText('Reset password: Marcus Bell')).toBeVisible();
  await form.getByLabel('New password', { exact: true }).fill('a long new passphrase');
  await form.getByLabel('Confirm new password').fill('another passphrase');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The password and its confirmation differ.')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  // The community manager reads users but may not change them.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signInAndOpen(page, 'manager', '/portfolio/users');
  await expect(page.getByRole('table', { name: 'Users' }).getByText('Marcus Bell')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
});
