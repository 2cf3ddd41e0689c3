import type { Locator, Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { mainNav, openNav } from './nav-helper';
import { postJournalEntry } from './ledger-helper';
import { signInAs, switchCommunity } from './sign-in-helper';

// Issue 18 item 8, "Find your way": the navigation by the spec's menus, collapsible; the go-to
// palette on Ctrl+K; `/` to search; the skip link; drill-down from the chart of accounts and the
// reports to GL history over a date range, and from there to the transaction.

const screens = 'test-results/screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/find-your-way-${name}.png` });

const today = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const firstOfMonth = `${pad(today.getMonth() + 1)}/01/${today.getFullYear()}`;

/** One attribute of every element a locator finds. */
async function attributes(locator: Locator, name: string): Promise<string[]> {
  const all = await locator.all();
  return Promise.all(all.map(async (element) => (await element.getAttribute(name)) ?? ''));
}

/** A balance-sheet-only journal entry today (cash against payables), so GL history has a line. */
const postCashEntry = (page: Page, communityAgentId: number) =>
  postJournalEntry(page, communityAgentId, {
    debit: '1000',
    credit: '2000',
    cents: 1_234,
    reference: 'E2E-FIND',
    description: 'Find your way',
  });

test('the navigation groups the screens by the spec’s menus, each collapsible and remembered', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await switchCommunity(page, /Harbor View/);
  const nav = mainNav(page);
  await expect(nav.getByRole('button', { name: 'Community', exact: true })).toBeVisible();
  // The spec's menus in their order (Violations of 'Requests and violations'). A menu shows once
  // what decides its screens (the user's access, the company's settings) has loaded, so the list
  // is read until it settles.
  await expect
    .poll(() => attributes(nav.locator('[data-nav-section]'), 'data-nav-section'))
    .toEqual([
      'Community',
      'Accounting',
      'Receivables',
      'Payables',
      'Banking',
      'Violations',
      'Requests',
      'Communications',
      'Reports',
      'Automation',
      'Administration',
    ]);
  // The menu of the current screen is open, the others collapsed.
  const menu = (name: string) => nav.getByRole('button', { name, exact: true });
  await expect(menu('Community')).toHaveAttribute('aria-expanded', 'true');
  await expect(menu('Accounting')).toHaveAttribute('aria-expanded', 'false');
  const chart = nav.getByRole('link', { name: 'Chart of accounts' });
  await expect(chart).toBeHidden();
  await menu('Accounting').click();
  await expect(chart).toBeVisible();
  await shot(page, 'nav');
  await menu('Banking').click();
  await expect(nav.getByRole('link', { name: 'Bank logs' })).toBeVisible();
  // No link carries a route pattern: every parameter is filled or its optional segment dropped.
  const hrefs = await attributes(nav.getByRole('link'), 'href');
  expect(hrefs.length).toBeGreaterThan(30);
  for (const href of hrefs) expect(href).toMatch(/^#\/[^:$?{}]*$/);

  // Collapsing is remembered across a reload.
  await menu('Banking').click();
  await expect(nav.getByRole('link', { name: 'Bank logs' })).toBeHidden();
  await page.reload();
  await expect(menu('Accounting')).toHaveAttribute('aria-expanded', 'true');
  await expect(menu('Banking')).toHaveAttribute('aria-expanded', 'false');
});

test('Ctrl+K reaches a report, and its account rows drill down to GL history', async ({ page }) => {
  await signInAs(page, 'accountant');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  await postCashEntry(page, communityAgentId);

  await page.keyboard.press('Control+K');
  const goTo = page.getByRole('textbox', { name: 'Go to' });
  await expect(goTo).toBeFocused();
  await goTo.fill('trial balance');
  await expect(page.getByRole('button', { name: /Trial Balance/ }).first()).toBeVisible();
  await shot(page, 'palette');
  // Arrows move the selection; Enter opens the selected one.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/report/TrialBalance/${communityAgentId}`));
  await expect(page.getByRole('heading', { name: 'Trial Balance', level: 2 })).toBeVisible();
  await expect(goTo).toBeHidden();
  // The focus lands in the main region, not back on the community selector (whose list would open).
  await expect(page.locator('main')).toBeFocused();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  // A report's screen belongs to the Reports menu, which opens.
  const reportsMenu = mainNav(page).getByRole('button', { name: 'Reports', exact: true });
  await expect(reportsMenu).toHaveAttribute('aria-expanded', 'true');

  // An account's row opens its GL history over the report's days.
  const report = page.getByRole('table', { name: 'Trial Balance' });
  await expect(report.getByRole('link', { name: 'Operating Cash' })).toBeVisible();
  await shot(page, 'report-links');
  await report.getByRole('link', { name: 'Operating Cash' }).click();
  await expect(page).toHaveURL(/#\/gl\/history\/\d+\?.*to=/);
  await expect(
    page.getByRole('heading', { name: 'GL history: 1000 Operating Cash' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'To' })).not.toHaveValue('');

  // Cmd+K opens it too; a screen is found by its name.
  await page.keyboard.press('Meta+K');
  await goTo.fill('chart of acc');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/accounting\/gl-accounts/);
});

test('the palette offers the records opened lately; `/` focuses search; the skip link reaches the main region', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  // `/` outside a field focuses the top-bar search; inside a field it is typed.
  await page.getByRole('heading', { level: 2 }).first().click();
  await page.keyboard.press('/');
  const search = page.getByRole('textbox', { name: 'Global search' });
  await expect(search).toBeFocused();
  await page.keyboard.type('lindqvist');
  await expect(search).toHaveValue('lindqvist');
  const owner = page
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('option', { name: /Lindqvist.*Primary owner/ })
    .first();
  const name = (await owner.locator('p').first().textContent()) ?? '';
  expect(name).toMatch(/Lindqvist/);
  await owner.click();
  await expect(page).toHaveURL(/#\/primary-owner\/view\/\d+/);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.keyboard.press('Control+K');
  const goTo = page.getByRole('textbox', { name: 'Go to' });
  await expect(goTo).toBeFocused();
  // The recent records come first, before the screens.
  const first = page.getByRole('dialog').getByRole('button').first();
  await expect(first).toHaveText(new RegExp(`${name}.*Primary owner`));
  await shot(page, 'palette-recent');
  await page.keyboard.press('Escape');
  await expect(goTo).toBeHidden();

  // The skip link is the first stop of Tab, and moves the focus to the main region.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page).toHaveURL(/#\/primary-owner\/view\/\d+/);
});

test('chart of accounts → GL history over a date range → the transaction', async ({ page }) => {
  await signInAs(page, 'accountant');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  await postCashEntry(page, communityAgentId);
  await openNav(page, 'Chart of accounts');
  const accounts = page.getByRole('table', { name: 'Accounts' });
  await accounts.getByRole('link', { name: 'Operating Cash' }).click();
  await expect(
    page.getByRole('heading', { name: 'GL history: 1000 Operating Cash' }),
  ).toBeVisible();

  const from = page.getByRole('textbox', { name: 'From' });
  await from.fill(firstOfMonth);
  await from.press('Enter');
  await expect(page.getByText(`Opening balance ${firstOfMonth}`)).toBeVisible();
  // The range is in the address: Back from the transaction opens the same lines.
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-01(&|$)/);
  const history = page.getByRole('table', { name: 'GL history' });
  const row = history.getByRole('row', { name: /E2E-FIND/ }).first();
  await expect(row).toContainText('$12.34');
  await shot(page, 'gl-history-range');

  const link = row.getByRole('link', { name: /^#\d+$/ });
  const itemId = ((await link.textContent()) ?? '').slice(1);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`journal-entries/view/${itemId}`));
  await expect(page.getByRole('heading', { name: `Journal entry #${itemId}` })).toBeVisible();
  await page.goBack();
  await expect(from).toHaveValue(firstOfMonth);
  await expect(history.getByRole('row', { name: /E2E-FIND/ }).first()).toContainText('$12.34');
});
