import { expect, test } from './csp-fixture';
import { openUserMenuItem, signInAs } from './sign-in-helper';

// The session lives in HttpOnly cookies, a reload stays signed in, sign-out ends the session on the
// server, and the main screens load under the content security policy (the fixture fails the test
// on any violation).
test('the session is an HttpOnly cookie that survives a reload and ends at sign-out', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'hoa_session')).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
  });
  expect(cookies.find((c) => c.name === 'hoa_csrf')).toMatchObject({ httpOnly: false });
  const stored = await page.evaluate<string>('JSON.stringify(window.localStorage)');
  expect(stored).not.toContain(cookies.find((c) => c.name === 'hoa_session')?.value ?? '?');
  expect(await page.evaluate<string>('document.cookie')).not.toContain('hoa_session');

  await page.reload();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
  await page.waitForLoadState('networkidle');

  // A call of the page's own session without its CSRF header is refused.
  const refused = await page.request.post('/api/Auth/Logout');
  expect(refused.status()).toBe(403);

  const url = page.url();
  await openUserMenuItem(page, 'Sign out');
  await expect(page.getByLabel('User name')).toBeVisible();
  await page.goto(url);
  await expect(page.getByLabel('User name')).toBeVisible();
  expect((await page.request.get('/api/Auth/GetSession')).status()).toBe(401);
});

test('the main screens load without a content security policy violation', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
  const community = /#\/community\/(\d+)\//.exec(page.url())?.[1] ?? '';
  const screens = [
    `/community/${community}/portfolio/owners`,
    `/community/${community}/map`,
    `/community/${community}/journal-entries`,
    `/community/${community}/reports`,
    `/community/${community}/notes`,
    '/portfolio/dashboard',
    '/roles',
  ];
  for (const screen of screens) {
    await page.goto(`/#${screen}`);
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
});
