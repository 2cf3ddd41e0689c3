import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { sessionToken, signInAs } from './sign-in-helper';

const screens = 'test-results/screens';
mkdirSync(screens, { recursive: true });

/** Cents as the app shows them ($1,234.56; -$5.00). */
const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${Math.floor(Math.abs(cents) / 100).toLocaleString('en-US')}.${String(
    Math.abs(cents) % 100,
  ).padStart(2, '0')}`;

interface Aging {
  Current: number;
  Days30: number;
  Days60: number;
  Days90: number;
}

async function openHome(page: Page): Promise<number> {
  await signInAs(page, 'manager');
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
  return Number(/community\/(\d+)/.exec(page.url())?.[1]);
}

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** Every drawn bar of a bar list is inside its track and as long as its value says. */
async function expectBars(list: Locator, values: readonly number[]) {
  const bars = list.locator('[data-bar]');
  await expect(bars).toHaveCount(values.length);
  const top = Math.max(1, ...values);
  const track = await bars.first().locator('..').boundingBox();
  for (const [i, value] of values.entries()) {
    const box = await bars.nth(i).boundingBox();
    const expected = (Math.max(0, value) / top) * (track?.width ?? 0);
    expect(Math.abs((box?.width ?? 0) - Math.max(expected, value > 0 ? 2 : 0))).toBeLessThan(2);
  }
}

/** Nothing sticks out sideways: the page does not scroll horizontally. */
async function expectNoSidewaysScroll(page: Page) {
  // A string, evaluated in the page (the e2e project has no DOM types).
  const widths = await page.evaluate<{ scroll: number; client: number }>(
    '({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })',
  );
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test('the home page tells the manager what to do today, with the aging API’s delinquency', async ({
  page,
}) => {
  const communityAgentId = await openHome(page);
  const kpi = await api<{ Aging: Aging; DelinquentOwners: number }>(
    page,
    `/api/Item/GetAccountsReceivableCommunityKpi?communityAgentId=${communityAgentId}`,
  );

  // Delinquency by age: each bucket shows the aging API's amount, and a bar of that length.
  const delinquency = page.getByRole('list', { name: 'Delinquency by age' });
  const buckets: [keyof Aging, string][] = [
    ['Current', 'Current'],
    ['Days30', '30 Days'],
    ['Days60', '60 Days'],
    ['Days90', '90+ Days'],
  ];
  await expect(delinquency.getByRole('listitem')).toHaveCount(4);
  for (const [i, [key, label]] of buckets.entries()) {
    const row = delinquency.getByRole('listitem').nth(i);
    await expect(row).toContainText(label);
    await expect(row).toContainText(money(kpi.Aging[key]));
    await expect(row).toContainText(/\d+ owners?/);
  }
  await expectBars(
    delinquency,
    buckets.map(([key]) => kpi.Aging[key]),
  );
  const late = kpi.Aging.Days30 + kpi.Aging.Days60 + kpi.Aging.Days90;
  const lateTile = page.getByRole('group', { name: 'Delinquent 30+ days' });
  await expect(lateTile).toContainText(money(late));
  await expect(lateTile).toContainText(`${kpi.DelinquentOwners} owner`);

  // Cash by bank account: the accounts of the bank account screen, each with its balance.
  const dashboard = await api<{
    Cash: { Total: number; Accounts: { AccountName: string; Balance: number }[] };
    InvoicesWaitingForMe: { Count: number } | null;
    TasksDue: { Count: number };
  }>(page, `/api/Crm/GetCommunityDashboard?communityAgentId=${communityAgentId}`);
  const cash = page.getByRole('list', { name: 'Cash by bank account' });
  await expect(cash.getByRole('listitem')).toHaveCount(dashboard.Cash.Accounts.length);
  expect(dashboard.Cash.Accounts.length).toBeGreaterThan(0);
  for (const [i, account] of dashboard.Cash.Accounts.entries()) {
    const row = cash.getByRole('listitem').nth(i);
    await expect(row).toContainText(account.AccountName);
    await expect(row).toContainText(money(account.Balance));
  }
  await expectBars(
    cash,
    dashboard.Cash.Accounts.map((a) => a.Balance),
  );
  await expect(page.getByRole('group', { name: 'Cash in bank' })).toContainText(
    money(dashboard.Cash.Total),
  );

  // The lists and tiles link to their screens.
  await expect(page.getByRole('region', { name: 'Invoices waiting for me' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tasks due' })).toContainText(
    String(dashboard.TasksDue.Count),
  );
  await expect(
    page.getByRole('region', { name: 'Tasks due' }).getByRole('link', { name: 'All tasks' }),
  ).toHaveAttribute('href', `/#/community/${communityAgentId}/tasks`);
  await expect(page.getByRole('group', { name: 'Open work orders' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.screenshot({ path: `${screens}/home-1440.png`, fullPage: true });
  await page
    .getByRole('region', { name: 'Delinquency by age' })
    .screenshot({ path: `${screens}/home-chart-delinquency-1440.png` });
  await page
    .getByRole('region', { name: 'Cash by bank account' })
    .screenshot({ path: `${screens}/home-chart-cash-1440.png` });

  // The tile opens the approvals the caller acts on.
  await page
    .getByRole('group', { name: 'Invoices waiting for me' })
    .getByRole('link', { name: 'Invoices waiting for me' })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`#/community/${communityAgentId}/ap/inbox/InternalApproval`),
  );
});

test('the home page reads at phone width: stacked cards, charts within the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page);
  // On a phone the navigation is a menu behind the burger: closed, it leaves the page to the
  // cards; opened, it lists the screens; a screen chosen closes it.
  const burger = page.getByRole('button', { name: 'Open navigation' });
  await expect(burger).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).not.toBeInViewport();
  const delinquency = page.getByRole('region', { name: 'Delinquency by age' });
  const cash = page.getByRole('region', { name: 'Cash by bank account' });
  await expect(delinquency.getByRole('listitem')).toHaveCount(4);
  await expect(cash.getByRole('listitem').first()).toBeVisible();
  for (const card of [
    delinquency,
    cash,
    page.getByRole('group', { name: 'Delinquent 30+ days' }),
    page.getByRole('region', { name: 'Tasks due' }),
  ]) {
    const box = await card.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  }
  // Stacked: the cash chart is below the delinquency chart, not beside it.
  const [d, c] = [await delinquency.boundingBox(), await cash.boundingBox()];
  expect(c?.y ?? 0).toBeGreaterThan((d?.y ?? 0) + (d?.height ?? 0) - 1);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${screens}/home-390.png`, fullPage: true });
  await burger.click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeInViewport();
  await page.screenshot({ path: `${screens}/home-390-navigation.png` });
  await page.getByRole('button', { name: 'Close navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).not.toBeInViewport();
});

/** The columns of a month chart carry their values, and their text stays clear of the axis. */
async function expectColumnChart(chart: Locator) {
  await expect(chart).toBeVisible();
  const columns = chart.locator('rect[data-value]');
  await expect(columns.first()).toBeAttached();
  const values: number[] = [];
  for (const column of await columns.all()) {
    const value = Number(await column.getAttribute('data-value'));
    if (value > 0) values.push(value);
  }
  expect(values.length).toBeGreaterThan(0);
  const texts: { text: string; x: number; right: number }[] = [];
  const frame = await chart.boundingBox();
  for (const node of await chart.locator('text').all()) {
    const box = await node.boundingBox();
    const x = (box?.x ?? 0) - (frame?.x ?? 0);
    texts.push({ text: (await node.textContent()) ?? '', x, right: x + (box?.width ?? 0) });
  }
  // The axis labels end left of the plot (the first gridline), none cut off at the left edge.
  const gridLeft = Number(await chart.locator('line').first().getAttribute('x1'));
  const axis = texts.filter((t) => t.right <= gridLeft);
  expect(axis.length).toBeGreaterThan(1);
  // At 1440 every column above zero shows its value in dollars, inside the plot.
  const labels = texts.filter((t) => t.x > gridLeft && /^\$[\d.]+[KM]?$/.test(t.text));
  expect(labels.length).toBe(values.length);
  for (const t of axis) expect(t.x).toBeGreaterThanOrEqual(0);
}

test('the AR payments and AP month charts show their values, clear of their axis', async ({
  page,
}) => {
  const communityAgentId = await openHome(page);
  await page.goto(`/#/community/${communityAgentId}/ar/payments-dashboard`);
  const ar = page.getByRole('img', { name: 'Charges and credits by month' });
  await expectColumnChart(ar);
  await ar
    .locator('..')
    .locator('..')
    .screenshot({ path: `${screens}/chart-ar-payments-1440.png` });

  await page.goto(`/#/community/${communityAgentId}/ap/dashboard`);
  const ap = page.getByRole('img', { name: 'Invoices entered and paid per month' });
  await expectColumnChart(ap);
  await ap
    .locator('..')
    .locator('..')
    .screenshot({ path: `${screens}/chart-ap-months-1440.png` });
});
