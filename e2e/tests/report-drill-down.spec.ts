import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { postJournalEntry } from './ledger-helper';
import { signInAs, switchCommunity } from './sign-in-helper';

const screens = 'test-results/screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/drill-down-${name}.png`, fullPage: true });

const today = new Date();
const pad = (n: number) => String(n).padStart(2, '0');

test('a figure of the balance sheet opens the GL lines behind it, and a line opens its journal entry', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  // Cash into income today: a line behind the cash figure and one behind the income figure.
  const itemId = await postJournalEntry(page, communityAgentId, {
    debit: '1000',
    credit: '4000',
    cents: 123_456,
    reference: 'E2E-DRILL',
    description: 'Drill-down flow',
  });

  await page.goto(`/#/report/BalanceSheet/${communityAgentId}`);
  const sheet = page.getByRole('table', { name: 'Balance Sheet' });
  // The cash figure is a button (keyboard reachable) named after its account and column.
  const cash = sheet.getByRole('button', { name: /^GL lines behind 1000 Operating Cash, Amount/ });
  const figure = (await cash.textContent()) ?? '';
  expect(figure).toMatch(/^\$[\d,]+\.\d\d$/);
  await shot(page, 'balance-sheet');
  await cash.focus();
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog', { name: 'GL lines: 1000 Operating Cash' });
  await expect(drawer.getByTestId('gl-lines-total')).toHaveText(figure);
  await expect(drawer).toContainText('Balance Sheet, Amount');
  await expect(drawer).toContainText(
    `Through ${pad(today.getMonth() + 1)}/${pad(today.getDate())}/`,
  );
  const lines = drawer.getByRole('table', { name: 'GL lines behind 1000 Operating Cash' });
  const entryLine = lines.getByRole('row', { name: /E2E-DRILL/ });
  await expect(entryLine).toContainText('$1,234.56');
  await expect(drawer).toHaveCSS('opacity', '1');
  await shot(page, 'balance-sheet-cash-lines');

  // The line opens its transaction: a posted journal entry's profile.
  await entryLine.getByRole('link', { name: `Journal entry #${itemId}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`#/community/${communityAgentId}/journal-entries/view/${itemId}$`),
  );
  await expect(drawer).toBeHidden();
  await expect(page.getByText('E2E-DRILL').first()).toBeVisible();
  await shot(page, 'journal-entry');

  // The current year's net income is no one account's: it opens the income statement over its
  // days, whose net income is the same figure.
  await page.goBack();
  const netIncome = sheet
    .getByRole('row', { name: /Net Income \(Current Year\)/ })
    .getByRole('link');
  const income = (await netIncome.textContent()) ?? '';
  await netIncome.click();
  await expect(page).toHaveURL(/#\/report\/IncomeStatement\/\d+\?startDate=.*&endDate=/);
  const statement = page.getByRole('table', { name: 'Income Statement' });
  await expect(
    statement
      .getByRole('row', { name: /^Net Income/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText(income);
  // An income figure opens the lines of the statement's days.
  await statement
    .getByRole('button', { name: /^GL lines behind 4000 .*, \d\d\/\d\d\/\d{4} - / })
    .click();
  const incomeLines = page.getByRole('dialog', { name: /^GL lines: 4000 / });
  await expect(incomeLines).toContainText('E2E-DRILL');
  await expect(incomeLines).toHaveCSS('opacity', '1');
  await shot(page, 'income-statement-lines');
  // A charge run has no screen of its own: its line opens the transaction profile.
  await incomeLines
    .getByRole('link', { name: /^Apply charges #\d+$/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`#/transaction/${communityAgentId}/\\d+$`));
  await expect(page.getByRole('heading', { name: /^Transaction #\d+$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Ledger lines of item \d+$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot(page, 'charge-run');
});

test('on a phone the lines drawer fills the screen and its lines still open their transaction', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'accountant');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  await page.goto(`/#/report/TrialBalance/${communityAgentId}`);
  const table = page.getByRole('table', { name: 'Trial Balance' });
  const cash = table.getByRole('button', { name: /^GL lines behind 1000 Operating Cash, Debit/ });
  const figure = (await cash.textContent()) ?? '';
  await cash.click();
  const drawer = page.getByRole('dialog', { name: 'GL lines: 1000 Operating Cash' });
  await expect(drawer.getByTestId('gl-lines-total')).toHaveText(figure);
  await expect(drawer).toHaveCSS('opacity', '1');
  await shot(page, 'phone-trial-balance-lines');
  await drawer.getByRole('table').getByRole('link').first().click();
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/#\/report\//);
  await shot(page, 'phone-transaction');
});
