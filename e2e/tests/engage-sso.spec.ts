import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';

test('the user menu opens the configured engagement site through a signed 5-minute link', async ({
  page,
  context,
}) => {
  // The e2e servers name an engagement site that does not exist: its page is answered here.
  await context.route('https://engage.e2e.invalid/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Engage</h1>' }),
  );
  await signInAs(page, 'manager');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Open Engage' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/engage-user-menu.png' });
  const opened = context.waitForEvent('page');
  await page.getByRole('menuitem', { name: 'Open Engage' }).click();
  const engage = await opened;
  await expect(engage.getByRole('heading', { name: 'Engage' })).toBeVisible();
  const link = new URL(engage.url());
  expect(link.origin + link.pathname).toBe('https://engage.e2e.invalid/sso');
  const [, payload = ''] = (link.searchParams.get('sso') ?? '').split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  expect(Number(claims.exp) - Number(claims.iat)).toBe(300);
  expect(claims.email).toEqual(expect.any(String));
});
