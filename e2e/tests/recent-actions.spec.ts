import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';

test('a record opened in one browser is among the recent actions in another, and opens from there', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'accountant');
  const search = page.getByRole('textbox', { name: 'Global search' });
  await search.fill('lindqvist');
  const owner = page
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('option', { name: /Lindqvist.*Primary owner/ })
    .first();
  const name = (await owner.locator('p').first().textContent()) ?? '';
  await owner.click();
  await expect(page).toHaveURL(/#\/primary-owner\/view\/\d+/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const ownerUrl = page.url();

  // Another browser: nothing in its storage, the list comes from the server.
  const other = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await signInAs(other, 'accountant');
  await other.getByRole('button', { name: 'User menu' }).click();
  await other.getByRole('menuitem', { name: 'Recent actions' }).click();
  const list = other.getByRole('list', { name: 'Recent actions' });
  await expect(list.getByRole('listitem').first()).toContainText(name);
  await expect(list.getByRole('listitem').first()).toContainText('Primary owner');
  await other.screenshot({ path: 'test-results/screens/recent-actions.png' });
  await list.getByRole('button', { name }).first().click();
  await expect(other).toHaveURL(ownerUrl);
  await other.close();
});
