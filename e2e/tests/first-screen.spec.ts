import type { Page, Response } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';

/** The scripts a page loads from its first navigation on, with what went over the wire. */
function recordScripts(page: Page): { url: string; response: Response }[] {
  const scripts: { url: string; response: Response }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), response });
  });
  return scripts;
}

test('the sign-in screen is light, compressed, cached and names the demo sign-ins', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByLabel('User name')).toBeVisible();
  const hint = page.getByRole('region', { name: 'Demo sign-ins' });
  await expect(hint).toBeVisible();
  for (const user of ['admin', 'manager', 'accountant', 'board', 'treasurer', 'partner'])
    await expect(hint.getByRole('button', { name: new RegExp(`^${user}\\b`) })).toBeVisible();
  await expect(hint).toContainText('password is demo');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'test-results/screens/first-screen-sign-in.png' });

  // Every script comes compressed (but the smallest), under a hashed name that is cached for good.
  expect(scripts.length).toBeGreaterThan(3);
  const shell: string[] = [];
  for (const element of await page.locator('script[src], link[rel="modulepreload"]').all()) {
    const ref = (await element.getAttribute('src')) ?? (await element.getAttribute('href'));
    if (ref) shell.push(new URL(ref, page.url()).href);
  }
  let sent = 0;
  for (const { url, response } of scripts) {
    const headers = await response.allHeaders();
    // A file under 1 KB is sent as it is (a compressed copy would save less than a packet).
    if ((await response.body()).length >= 1024)
      expect(headers['content-encoding'], url).toMatch(/^(br|gzip)$/);
    expect(headers.vary, url).toMatch(/accept-encoding/i);
    expect(new URL(url).pathname, url).toMatch(/^\/assets\/.+-[\w-]{8,}\.js$/);
    expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    if (shell.includes(url)) sent += (await response.request().sizes()).responseBodySize;
  }
  // What the page loads before it shows (the calls it makes then load after): the budget of
  // tools/bundle-budget.mjs is 150 kB gzipped, and brotli sends less.
  expect(shell.length).toBeGreaterThan(3);
  expect(sent).toBeGreaterThan(50_000);
  expect(sent).toBeLessThan(150_000);

  const page0 = await page.request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(page0.headers()['cache-control']).toBe('no-cache');

  // The favicon the page names is there, an SVG kept a day.
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBe('/favicon.svg');
  const favicon = await page.request.get(icon ?? '');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(favicon.headers()['cache-control']).toBe('public, max-age=86400');

  // A demo user fills the form with a click.
  await hint.getByRole('button', { name: /^treasurer\b/ }).click();
  await expect(page.getByLabel('User name')).toHaveValue('treasurer');
  await expect(page.getByLabel('Password')).toHaveValue('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});

test('the map shows the demo homes as markers on a plain background, without an error', async ({
  page,
}) => {
  await signInAs(page, 'manager');
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const community = /#\/community\/(\d+)\//.exec(page.url())?.[1];
  await page.goto(`/#/community/${community}/map`);
  const map = page.getByRole('region', { name: /^Map of / });
  await expect(map).toBeVisible();
  const markers = map.locator('path.leaflet-interactive');
  await expect(markers.first()).toBeVisible();
  expect(await markers.count()).toBeGreaterThan(10);
  await expect(page.getByText(/on the map/)).toBeVisible();
  await expect(page.getByText(/trouble loading/i)).toHaveCount(0);
  await expect(page.getByText(/set MAP_TILE_URL/)).toBeVisible();
  await page.waitForTimeout(500); // the markers' fit-to-bounds animation
  await page.screenshot({ path: 'test-results/screens/first-screen-map.png' });
});
