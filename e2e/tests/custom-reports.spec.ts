import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { downloadReportPdf } from './report-pdf';
import { sessionToken, signInAs } from './sign-in-helper';

const screens = 'test-results/screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/custom-reports-${name}.png`, fullPage: true });

/** Sets the demo company's subscription tier through the system administrator's settings call. */
async function setTier(page: Page, tier: number): Promise<void> {
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const current = await page.request.get('/api/Admin/GetCompanySettings', { headers });
  const { FeatureFlags } = (await current.json()) as { FeatureFlags: Record<string, boolean> };
  const saved = await page.request.post('/api/Admin/SaveCompanySettings', {
    headers,
    data: { SubscriptionTier: tier, FeatureFlags },
  });
  expect(saved.ok()).toBe(true);
}

test('a manager designs a custom income statement with two groupings and renders it on screen and as PDF', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  await openNav(page, 'Custom reports');
  await expect(page.getByRole('heading', { name: 'Custom reports' })).toBeVisible();
  await page.getByRole('link', { name: 'New custom report' }).click();

  const name = `Dues and upkeep ${String(Date.now())}`;
  await page.getByRole('textbox', { name: 'Report name' }).fill(name);
  await page.getByRole('checkbox', { name: 'Actual', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Budget', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Variance', exact: true }).check();
  // Two groupings, entered in the wrong order and put right with the arrows.
  for (const [i, group, type] of [
    [0, 'Upkeep', 'Expenses'],
    [1, 'Dues', 'Income'],
  ] as const) {
    await page.getByRole('button', { name: 'Add group' }).click();
    const box = page.getByTestId(`group-${String(i + 1)}`);
    await box.getByRole('textbox', { name: 'Group name' }).fill(group);
    // The empty pill input is narrow: its box takes the click.
    await box.locator('.mantine-MultiSelect-input').click();
    await page.getByRole('option', { name: type, exact: true }).click();
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Move Dues up' }).click();
  await expect(
    page.getByTestId('group-1').getByRole('textbox', { name: 'Group name' }),
  ).toHaveValue('Dues');
  await shot(page, 'designer');
  await page.getByRole('button', { name: 'Save' }).click();

  // Saved: the report opens with the shared parameter form (As of today) and its rows.
  await expect(page).toHaveURL(/reports\/custom\/view\/\d+/);
  const report = page.getByRole('table', { name });
  await expect(report.getByRole('row', { name: /^Net Income/ })).toBeVisible();
  await expect(report.getByRole('row', { name: 'Dues', exact: true })).toBeVisible();
  await expect(report.getByRole('row', { name: 'Upkeep', exact: true })).toBeVisible();
  const headers = await report.getByRole('columnheader').allInnerTexts();
  expect(headers.map((h) => h.trim())).toEqual(['Account', 'Name', 'Actual', 'Budget', 'Variance']);
  await shot(page, 'view');

  const text = await downloadReportPdf(page, 'custom-reports-income');
  expect(text).toContain(name);
  expect(text.indexOf('Total Dues')).toBeLessThan(text.indexOf('Total Upkeep'));
  expect(text).toMatch(/Net Income/);

  // The list shows it; the report settings screen opens from the menu.
  await openNav(page, 'Custom reports');
  await expect(page.getByRole('table', { name: 'Custom reports' }).getByText(name)).toBeVisible();
  await shot(page, 'list');
  await openNav(page, 'Report settings');
  await expect(page.getByRole('textbox', { name: 'Export orientation' })).toHaveValue('Portrait');
  await expect(page.getByRole('textbox', { name: 'Font size' })).toHaveValue('Medium');
  await expect(page.getByRole('textbox', { name: 'Page size' })).toHaveValue(
    'Letter (8.5 x 11 in)',
  );
  await shot(page, 'settings');
});

test('without paywall tier 3 the designer says so and sends the user home', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const communityAgentId = /community\/(\d+)/.exec(page.url())?.[1] ?? '';
  await setTier(page, 2);
  try {
    await page.goto(`/#/community/${communityAgentId}/reports/custom`);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Custom reports' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New custom report' })).toHaveCount(0);
    await page.goto(`/#/community/${communityAgentId}/reports/custom/design/new`);
    await expect(
      page
        .getByText(
          'Access denied based upon your subscription. Please contact your account manager to upgrade.',
        )
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/#\/(home|community\/\d+\/?$|community\/\d+\/home)/);
    await shot(page, 'tier-denied');
  } finally {
    await setTier(page, 3);
  }
});
