import ExcelJS from 'exceljs';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { sessionToken, signInAs } from './sign-in-helper';
import { openNav } from './nav-helper';
import { keepPdf } from './report-pdf';

const screens = 'test-results/screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/reports-${name}.png`, fullPage: true });

const today = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const isoToday = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
const january = `Jan ${today.getFullYear()}`;

async function openCommunity(page: Page, name: RegExp): Promise<number> {
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  return Number(/community\/(\d+)/.exec(page.url())?.[1]);
}

/** Keeps a downloaded PDF under the screens with its first page as PNG to look at; its text. */
const keptPdf = (download: Download, name: string) => keepPdf(download, `reports-${name}`);

const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await sessionToken(page);
  return { authorization: `Bearer ${token}` };
}

type Cells = Record<string, string | number | null>;

/** A report's rows as the API gives them to the viewer, keyed by account number or label. */
async function reportCells(
  page: Page,
  report: string,
  communityAgentId: number,
): Promise<(key: string) => Cells> {
  const response = await page.request.get(
    `/api/Report/${report}?communityAgentId=${communityAgentId}`,
    { headers: await authHeaders(page) },
  );
  expect(response.status(), await response.text()).toBe(200);
  const { rows } = (await response.json()) as { rows: { cells: Cells }[] };
  return (key) => rows.find((r) => r.cells.number === key || r.cells.name === key)?.cells ?? {};
}

/**
 * Posts two journal entries through the API so the statements have something to show. The demo
 * community has assessments of its own, so expectations are what was there plus these entries.
 */
async function postEntries(page: Page, communityAgentId: number): Promise<void> {
  const headers = await authHeaders(page);
  const accounts = (await (
    await page.request.get(
      `/api/GeneralLedger/SearchAccounts?communityAgentId=${communityAgentId}&take=100`,
      { headers },
    )
  ).json()) as { TopsAccountId: number; AccountNumber: string }[];
  const id = (number: string) => accounts.find((a) => a.AccountNumber === number)?.TopsAccountId;
  const entries: [string, string, number][] = [
    ['1200', '4000', 1_500_000],
    ['5000', '1000', 234_567],
  ];
  for (const [debit, credit, cents] of entries) {
    const response = await page.request.post('/api/JournalEntry/SaveJournalEntry', {
      headers,
      data: {
        CommunityAgentId: communityAgentId,
        PostDate: isoToday,
        Reference: 'E2E-RPT',
        Description: 'Report flow',
        IsPosted: true,
        Transactions: [
          { AccountId: id(debit), Amount_Debit: cents },
          { AccountId: id(credit), Amount_Credit: cents },
        ],
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

test('an accountant opens the trial balance, downloads it as PDF and xlsx, and works on the budget', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  const communityAgentId = await openCommunity(page, /Willow Creek/);
  const before = await reportCells(page, 'TrialBalance', communityAgentId);
  const receivable = Number(before('1200').debit ?? 0) + 1_500_000;
  const landscaping = Number(before('5000').debit ?? 0) + 234_567;
  const netIncomeBefore = (await reportCells(page, 'BalanceSheet', communityAgentId))(
    'Net Income (Current Year)',
  ).amount;
  await postEntries(page, communityAgentId);
  const totals = (await reportCells(page, 'TrialBalance', communityAgentId))('Total');
  expect(totals.debit).toBe(totals.credit);
  const total = Number(totals.debit);

  // The reports index lists the financial reports; search filters by display name.
  await openNav(page, 'Standard reports');
  const index = page.getByRole('table', { name: 'Financial reports' });
  await expect(index.getByRole('link')).toHaveCount(9);
  await page.getByLabel('Search reports').fill('BALANCE');
  await expect(index.getByRole('link')).toHaveCount(3);
  await shot(page, 'index');
  await index.getByRole('link', { name: 'Trial Balance' }).click();
  await expect(page).toHaveURL(new RegExp(`#/report/TrialBalance/${communityAgentId}$`));

  // The rows on screen: each balance on its side and equal totals.
  const report = page.getByRole('table', { name: 'Trial Balance' });
  await expect(report.getByRole('row', { name: /1200 Assessments Receivable/ })).toContainText(
    money(receivable),
  );
  await expect(report.getByRole('row', { name: /5000 Landscaping/ })).toContainText(
    money(landscaping),
  );
  await expect(report.getByRole('row', { name: /^Total/ })).toContainText(money(total));
  await shot(page, 'trial-balance');

  // PDF: the download is a PDF whose text carries the totals; rendered to PNG to look at.
  const exports = page.getByRole('group', { name: 'Print and export' });
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('button', { name: 'PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^Trial-Balance-.*\.pdf$/);
  const text = await keptPdf(pdf, 'trial-balance');
  expect(text).toContain('Trial Balance');
  expect(text).toContain('Willow Creek');
  expect(text).toMatch(new RegExp(`\\${money(total)}\\s+\\${money(total)}`));

  // xlsx: opened with exceljs, money as numbers in dollars.
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('button', { name: 'Excel (xlsx)' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const xlsxPath = `${screens}/reports-trial-balance.xlsx`;
  await xlsx.saveAs(xlsxPath);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(xlsxPath);
  const sheet = workbook.worksheets[0];
  expect(sheet?.getCell('A1').value).toBe('Trial Balance');
  const values: unknown[] = [];
  sheet?.eachRow((row) => {
    values.push(row.values);
  });
  expect(values).toContainEqual([undefined, '1200', 'Assessments Receivable', receivable / 100]);
  expect(values).toContainEqual([undefined, undefined, 'Total', total / 100, total / 100]);

  // Schedule: the report as shown, mailed to a recipient; the spec's toast.
  await page.getByRole('button', { name: 'Schedule' }).click();
  const scheduler = page.getByRole('dialog', { name: 'Schedule report' });
  await expect(scheduler.getByLabel('Name')).toHaveValue('Trial Balance');
  await scheduler.getByLabel('Recipient').fill('board@example.com');
  await expect(scheduler).toHaveCSS('opacity', '1');
  await shot(page, 'schedule');
  // The scheduler's days (spec 3 §4): weekly selects only Sunday, then only the day pressed.
  const frequency = scheduler.getByRole('textbox', { name: 'Frequency' });
  await frequency.click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  const days = scheduler.getByRole('group', { name: 'Days of the week' });
  await expect(days.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(days.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
  await days.getByText('Wed').click();
  await expect(days.getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
  await expect(days.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await shot(page, 'schedule-weekly');
  // Monthly, weekends excluded (mask 62), from a Saturday: the weekend warning.
  await frequency.click();
  await page.getByRole('option', { name: 'Monthly' }).click();
  await expect(days).toBeHidden();
  await scheduler.getByRole('switch', { name: 'Exclude weekends' }).click();
  await scheduler.getByLabel('Start date').fill('08/14/2027');
  await scheduler.getByLabel('Start date').press('Tab');
  await scheduler.getByLabel('Start time').fill('07:30');
  await expect(scheduler.getByRole('alert')).toContainText('weekends are excluded');
  // The day of the month it runs on, on the community's clock (Eastern by default).
  await scheduler.getByLabel('Day of month').fill('15');
  await expect(scheduler.getByText('Time zone: America/New_York')).toBeVisible();
  await shot(page, 'schedule-monthly');
  await scheduler.getByLabel('Name').fill('');
  await scheduler.getByRole('button', { name: 'Save' }).click();
  await expect(scheduler.getByText('Job Name is required.')).toBeVisible();
  await scheduler.getByLabel('Name').fill('Trial Balance monthly');
  await scheduler.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Scheduled Report was Saved Successfully.')).toBeVisible();
  await expect(scheduler).toBeHidden();

  // The balance sheet balances with this year's net income.
  await page.goto(`/#/report/BalanceSheet/${communityAgentId}`);
  const sheetTable = page.getByRole('table', { name: 'Balance Sheet' });
  await expect(sheetTable.getByRole('row', { name: /Net Income \(Current Year\)/ })).toContainText(
    money(Number(netIncomeBefore ?? 0) + 1_500_000 - 234_567),
  );
  await shot(page, 'balance-sheet');

  // Budgets: type amounts in dollars, save, and see the totals.
  await openNav(page, 'Budgets');
  const jan = page.getByRole('textbox', { name: `4000 ${january}` });
  await jan.fill('1,250.50');
  await page.getByRole('textbox', { name: `5000 ${january}` }).fill('abc');
  await expect(page.getByText('Enter an amount of at most 2 decimals.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save budget' })).toBeDisabled();
  await page.getByRole('textbox', { name: `5000 ${january}` }).fill('400');
  await page.getByRole('button', { name: 'Save budget' }).click();
  await expect(page.getByText('The budget was saved.').first()).toBeVisible();
  await expect(jan).toHaveValue('1250.50');
  const budget = page.getByRole('table', { name: 'Budget' });
  await expect(budget.getByRole('row', { name: /^Net Income/ })).toContainText('$850.50');
  await shot(page, 'budgets');

  // The copy modal: the increase is a number or empty.
  await page.getByRole('button', { name: 'Copy budget' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy budget' });
  await copy.getByLabel('Increase amounts by (%)').fill('abc');
  await expect(copy.getByText('The increase percentage must be a number.')).toBeVisible();
  await copy.getByLabel('Increase amounts by (%)').fill('3.5');
  await expect(copy.getByText('The increase percentage must be a number.')).toBeHidden();
  await shot(page, 'budget-copy');
  await copy.getByRole('button', { name: 'Cancel' }).click();

  // The import modal previews each row with its problems.
  await page.getByRole('button', { name: 'Import budget' }).click();
  const importer = page.getByRole('dialog', { name: 'Import budget' });
  const heading = `AccountNumber,${Array.from({ length: 12 }, (_, i) => `Period${i + 1}`).join(',')}`;
  await importer.locator('input[type="file"]').setInputFiles({
    name: 'budget.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([heading, '4000,1000,1000', '9999,5', '5000,12.345'].join('\n')),
  });
  const preview = importer.getByRole('table', { name: 'Import preview' });
  await expect(preview.getByRole('row', { name: /9999/ })).toContainText(
    'Row 3: account 9999 was not found.',
  );
  await expect(preview.getByRole('row', { name: /Landscaping/ })).toContainText(
    'Row 4: Period1 is not a valid amount.',
  );
  await expect(importer.getByRole('button', { name: 'Import' })).toBeDisabled();
  await shot(page, 'budget-import');
  await importer.getByRole('button', { name: 'Cancel' }).click();

  // Budget versus actual for this month.
  await page.goto(`/#/report/BudgetsVersusActual/${communityAgentId}`);
  await expect(page.getByRole('table', { name: 'Budget versus Actual' })).toContainText(
    'Assessment Income',
  );
  await shot(page, 'budget-versus-actual');
});

test('a report found by the catalogue search opens with its generated form and renders as PDF', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  const communityAgentId = await openCommunity(page, /Willow Creek/);
  await openNav(page, 'Standard reports');
  // The search asks the server's catalogue: any case, any part of the display name.
  await page.getByLabel('Search reports').fill('iNCOME st');
  const financial = page.getByRole('table', { name: 'Financial reports' });
  await expect(financial.getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'AR reports' })).toHaveCount(0);
  await financial.getByRole('link', { name: 'Income Statement' }).click();
  await expect(page).toHaveURL(new RegExp(`#/report/IncomeStatement/${communityAgentId}$`));

  // The form is the catalogue's description of the report's parameters: its two dates (D).
  await expect(page.getByLabel('As of')).toHaveCount(0);
  const year = today.getFullYear();
  await page.getByLabel('Start date').fill(`01/01/${year}`);
  await page.getByLabel('Start date').press('Enter');
  const report = page.getByRole('table', { name: 'Income Statement' });
  await expect(report.getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'catalogue-income-statement');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('group', { name: 'Print and export' })
      .getByRole('button', { name: 'PDF' })
      .click(),
  ]);
  const text = await keptPdf(pdf, 'catalogue-income-statement');
  expect(text).toContain('Income Statement');
  expect(text).toContain(`01/01/${year}`);
});
