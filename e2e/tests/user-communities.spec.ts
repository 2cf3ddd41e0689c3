import { expect, test } from './csp-fixture';
import { createCommunity, openUserMenuItem, signInAndOpen, signInAs } from './sign-in-helper';

// Issue 18 item 4: a community a user creates is on their list alone; an administrator puts it on
// other users' lists, in bulk from the community and one by one from the user.
test('an administrator adds the manager to a new community, then takes it off the manager’s list', async ({
  page,
}) => {
  const name = `Assigned Commons ${String(Date.now()).slice(-6)}`;
  await createCommunity(name);
  await signInAndOpen(page, 'admin', '/portfolio/communities');
  const communities = page.getByRole('table', { name: 'Communities' });
  await page.getByLabel('Filter communities').fill(name);
  const row = communities.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: 'Users' }).click();
  const form = page.getByRole('form', { name: 'Community users' });
  await expect(form).toContainText(`1 user works in ${name}: Dana Whitfield`);
  await form.getByRole('checkbox', { name: 'Marcus Bell (manager)' }).check();
  await page.screenshot({ path: 'test-results/screens/community-users.png' });
  await form.getByRole('button', { name: 'Add 1 user' }).click();
  await expect(page.getByText(`1 user added to ${name}.`)).toBeVisible();

  // The manager finds it on their list.
  await openUserMenuItem(page, 'Sign out');
  await signInAs(page, 'manager');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await page.keyboard.press('Escape');

  // From the user's side, one by one: the administrator takes it off again.
  await openUserMenuItem(page, 'Sign out');
  await signInAndOpen(page, 'admin', '/portfolio/users');
  const users = page.getByRole('table', { name: 'Users' });
  await users
    .getByRole('row', { name: /Marcus Bell/ })
    .getByRole('button', { name: 'Communities' })
    .click();
  const list = page.getByRole('form', { name: 'User communities' });
  const box = list.getByRole('checkbox', { name: new RegExp(name) });
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.screenshot({ path: 'test-results/screens/user-communities.png' });
  await list.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Marcus Bell now works in 2 communities\.$/)).toBeVisible();
});
