import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { signInAs } from './sign-in-helper';

const screens = 'test-results/screens';

test('an administrator browses a table, filters it and exports it to CSV and Excel', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await openNav(page, 'Data browser');
  await expect(page.getByRole('heading', { name: 'Data browser' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Schema' }).click();
  await page.getByRole('option', { name: 'Community', exact: true }).click();
  await page.getByRole('listitem').filter({ hasText: 'GL accounts' }).click();
  const grid = page.getByRole('table', { name: 'GL accounts' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  // Sorted by the Name header, then only the receivable accounts.
  await grid.getByRole('button', { name: 'Name', exact: true }).click();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('textbox', { name: 'Filter 1 column' }).click();
  await page.getByRole('option', { name: 'Name', exact: true }).click();
  await page.getByRole('textbox', { name: 'Filter 1 operator' }).click();
  await page.getByRole('option', { name: 'Contains', exact: true }).click();
  await page.getByLabel('Filter 1 value').fill('receivable');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText(/rows? match the filters/)).toBeVisible();
  const rows = grid.getByRole('row');
  await expect(rows.nth(1)).toContainText('Assessments Receivable');
  const shown = (await rows.allInnerTexts()).slice(1);
  for (const row of shown) expect(row).toMatch(/Receivable/i);
  await page.screenshot({ path: `${screens}/data-browser.png`, fullPage: true });

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('Community-GlAccounts.csv');
  const csvPath = `${screens}/data-browser.csv`;
  await csv.saveAs(csvPath);
  const lines = (await readFile(csvPath, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Account id,Community id,Number,Name,Account type,Active');
  expect(lines).toHaveLength(shown.length + 1);
  for (const line of lines.slice(1)) expect(line).toMatch(/Receivable/i);

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Excel' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe('Community-GlAccounts.xlsx');
  const xlsxPath = `${screens}/data-browser.xlsx`;
  await xlsx.saveAs(xlsxPath);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(xlsxPath);
  const sheet = workbook.worksheets[0];
  expect(sheet?.getCell('A1').value).toBe('Community.GlAccounts');
  expect(sheet?.getRow(4).values).toEqual([
    undefined,
    'Account id',
    'Community id',
    'Number',
    'Name',
    'Account type',
    'Active',
  ]);
  const firstName = await rows.nth(1).getByRole('cell').nth(3).innerText();
  expect(sheet?.getCell('D5').value).toBe(firstName);
  expect(sheet?.rowCount).toBe(4 + shown.length);
});
