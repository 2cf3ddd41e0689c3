import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { signInAs } from './sign-in-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/catalogue-${name}.png`, fullPage: true });

/** The Standard reports screen's search: the reports whose display name holds the term. */
async function search(page: Page, term: string) {
  await page.getByRole('textbox', { name: 'Search reports' }).fill(term);
}

test('a manager finds the property settlement and activity reports by search and runs them', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Willow Creek/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const communityAgentId = Number(/community\/(\d+)/.exec(page.url())?.[1]);
  await openNav(page, 'Standard reports');

  // Any case, any part of the name.
  await search(page, 'SETTLE');
  const settlements = page.getByRole('table', { name: 'Property settlement reports' });
  await expect(settlements.getByRole('link')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Financial reports' })).toHaveCount(0);
  await shot(page, 'search');
  await settlements.getByRole('link', { name: 'Property Settlement', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`#/report/PropertySettlement/${String(communityAgentId)}$`),
  );
  // The form comes from the catalogue: a start and an end date, the last 30 days by default.
  await expect(page.getByLabel('Start date')).not.toHaveValue('');
  await expect(page.getByLabel('End date')).not.toHaveValue('');
  await page.getByLabel('Start date').fill('01/01/2020');
  await page.getByLabel('Start date').press('Enter');
  const report = page.getByRole('table', { name: 'Property Settlement' });
  await expect(report.getByRole('row', { name: /^Total/ })).toBeVisible();
  await expect(report.getByRole('columnheader', { name: 'Balance at settlement' })).toBeVisible();
  await shot(page, 'property-settlement');

  await page.goBack();
  await search(page, 'activ');
  const activity = page.getByRole('table', { name: 'Activity reports' });
  await activity.getByRole('link', { name: 'Activity', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/report/Activity/${String(communityAgentId)}$`));
  await page.getByLabel('Start date').fill('01/01/2020');
  await page.getByLabel('Start date').press('Enter');
  const feed = page.getByRole('table', { name: 'Activity' });
  await expect(feed.getByRole('row', { name: /^Total/ })).toBeVisible();
  // The header, the items and the total.
  expect(await feed.getByRole('row').count()).toBeGreaterThan(3);
  // A listed parameter is a select of its values: one feed of the community, its charges.
  await page.getByRole('textbox', { name: 'Activity' }).click();
  await page.getByRole('option', { name: 'Charges', exact: true }).click();
  await expect(page.getByText('Charges · 01/01/2020')).toBeVisible();
  await expect(feed.getByRole('row', { name: /^Total: [1-9]/ })).toBeVisible();
  await expect(feed.getByRole('row', { name: /Apply charges/ }).first()).toBeVisible();
  await shot(page, 'activity');

  // The AP family's options come from the catalogue too: the TopsPay summary's range, and the
  // 1099 report's year (the prior calendar year) and minimum (600) by default.
  await page.goBack();
  await search(page, 'topspay');
  await page.getByRole('link', { name: 'TopsPay Summary' }).click();
  await page.getByLabel('Start date').fill('01/01/2020');
  await page.getByLabel('Start date').press('Enter');
  const topsPay = page.getByRole('table', { name: 'TopsPay Summary' });
  await expect(topsPay.getByRole('row', { name: /^Total: .* \(voided left out\)/ })).toBeVisible();
  await shot(page, 'topspay-summary');
  await page.goto(`/#/report/GetVendorsTenNinetyNine/${String(communityAgentId)}`);
  await expect(page.getByRole('textbox', { name: 'Year' })).toHaveValue(
    String(new Date().getFullYear() - 1),
  );
  await expect(page.getByRole('textbox', { name: 'Minimum amount' })).toHaveValue('600');
  await expect(
    page.getByRole('table', { name: '1099 Vendors' }).getByRole('row', { name: /^Total/ }),
  ).toBeVisible();
  await shot(page, 'ten-ninety-nine');
});

test('the report route opens a saved report by its id, in edit mode when asked', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const communityAgentId = String(/community\/(\d+)/.exec(page.url())?.[1]);
  await page.goto(`/#/report/GlobalPropertySettlement/${communityAgentId}`);
  await expect(
    page
      .getByRole('table', { name: 'Global Property Settlement' })
      .getByRole('row', { name: /^Total/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Columns and filters' }).click();
  await expect(page).toHaveURL(
    new RegExp(`#/report/GlobalPropertySettlement/${communityAgentId}/edit$`),
  );
  await page.getByRole('textbox', { name: 'Columns' }).click();
  await page.getByRole('option', { name: 'Property' }).click();
  await page.getByRole('option', { name: 'Sellers owe now' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save…' }).click();
  const name = `Settlement balances ${String(Date.now())}`;
  const modal = page.getByRole('dialog', { name: 'Save report' });
  await modal.getByRole('textbox', { name: 'Report name' }).fill(name);
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('table', { name })).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`#/report/GlobalPropertySettlement/${communityAgentId}/edit/\\d+$`),
  );
  const reportId = /edit\/(\d+)$/.exec(page.url())?.[1] ?? '';

  // view/{reportId}: the saved report's columns, the editor closed.
  await page.goto(`/#/report/GlobalPropertySettlement/${communityAgentId}/view/${reportId}`);
  const saved = page.getByRole('table', { name });
  await expect(saved.getByRole('columnheader')).toHaveText(['Property', 'Sellers owe now']);
  await expect(page.getByRole('textbox', { name: 'Columns' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Overwrite…' })).toBeVisible();
  await shot(page, 'saved-view');

  // edit/{reportId}: the same, with its columns and filters open.
  await page.goto(`/#/report/GlobalPropertySettlement/${communityAgentId}/edit/${reportId}`);
  await expect(page.getByRole('table', { name }).getByRole('columnheader')).toHaveText([
    'Property',
    'Sellers owe now',
  ]);
  await expect(page.getByRole('textbox', { name: 'Columns' })).toBeVisible();
  await shot(page, 'saved-edit');

  // A saved report of another report is not opened here.
  await page.goto(`/#/report/PropertySettlement/${communityAgentId}/view/${reportId}`);
  await expect(page.getByText('Error in loading your custom report')).toBeVisible();
});

test('a long report comes to the screen in pages of 1,000 rows', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const communityAgentId = String(/community\/(\d+)/.exec(page.url())?.[1]);
  // The demo's aging is short: its answers are presented as pages of a report of 2,500 rows, the
  // page's rows being the server's own. The screen asks for the page the user goes to.
  const asked: string[] = [];
  await page.route('**/api/Report/AgedOwnerBalanceDetail?*', async (route) => {
    const url = new URL(route.request().url());
    asked.push(`${url.searchParams.get('rowOffset')}/${url.searchParams.get('rowLimit')}`);
    if (!url.searchParams.has('rowLimit')) return route.continue();
    url.searchParams.set('rowOffset', '0');
    const response = await route.fetch({ url: url.toString() });
    const report = (await response.json()) as { rows: unknown[] };
    const rowOffset = Number(new URL(route.request().url()).searchParams.get('rowOffset'));
    await route.fulfill({ response, json: { ...report, rowCount: 2500, rowOffset } });
  });
  await page.goto(`/#/report/AgedOwnerBalanceDetail/${communityAgentId}`);
  const report = page.getByRole('table', { name: 'Aged Owner Balance Detail' });
  await expect(report.getByRole('row').nth(1)).toBeVisible();
  const rows = (await report.getByRole('row').count()) - 1;
  await expect(page.getByText(`Rows 1–${String(rows)} of 2,500`).first()).toBeVisible();
  expect(asked).toEqual(['0/1000']);
  await shot(page, 'report-pages');
  await page.getByRole('button', { name: '3' }).first().click();
  await expect(
    page.getByText(`Rows 2,001–${(2000 + rows).toLocaleString('en-US')} of 2,500`).first(),
  ).toBeVisible();
  expect(asked).toEqual(['0/1000', '2000/1000']);
  // Another date shows the first page again.
  await page.getByLabel('As of').fill('01/31/2026');
  await page.getByLabel('As of').press('Enter');
  await expect(report.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('As of 01/31/2026')).toBeVisible();
  await expect(page.getByText(/^Rows 1–[\d,]+ of 2,500$/).first()).toBeVisible();
  expect(asked.at(-1)).toBe('0/1000');
  // Columns and filters shape the whole report (their filters and totals): it is asked for whole.
  await page.getByRole('button', { name: 'Columns and filters' }).click();
  await expect.poll(() => asked.at(-1)).toBe('null/null');
  await expect(report.getByRole('row', { name: /^Total/ })).toBeVisible();
  await expect(page.getByText(/^Rows 1–/)).toHaveCount(0);
  await page.unrouteAll({ behavior: 'wait' });
});
