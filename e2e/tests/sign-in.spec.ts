import { expect, test } from './csp-fixture';

test('the demo administrator signs in, picks a community and lands on its home', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByLabel('User name')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/sign-in.png' });

  await page.getByLabel('User name').fill('admin');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The user name or password is incorrect.').first()).toBeVisible();

  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();

  const selector = page.getByRole('textbox', { name: 'Community' });
  await expect(selector).toBeVisible();
  await selector.click();
  await page.getByRole('option', { name: /Harbor View/ }).click();

  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
  await expect(page.getByRole('heading', { name: /Harbor View/ })).toBeVisible();
  await expect(page.getByText('Properties', { exact: false }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/home.png', fullPage: true });
});
