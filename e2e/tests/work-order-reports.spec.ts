import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { signInAs, switchCommunity } from './sign-in-helper';

// Issue 22, item 7: the work order report opens from the standard reports of a community, shows
// its rows and totals (by state, overdue and charged), filters to the overdue ones, and downloads
// as a PDF and an Excel workbook through the report viewer.

const shots = '/tmp/reports';
mkdirSync(shots, { recursive: true });

test('the work order report shows its rows and totals and downloads as PDF and Excel', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);

  await openNav(page, 'Standard reports');
  await page.getByRole('link', { name: 'Work Orders', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/report/WorkOrder/${communityAgentId}`));
  const table = page.getByRole('table', { name: 'Work Orders' });
  await expect(table.getByRole('columnheader', { name: 'Estimated cost' })).toBeVisible();
  const labelled = (label: string) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
  await expect(labelled('Total')).toContainText(/\d+ work orders?/);
  for (const state of ['Open', 'Resolved', 'Closed', 'Overdue', 'Charged'])
    await expect(labelled(state)).toBeVisible();

  await page.getByRole('textbox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Overdue', exact: true }).click();
  await expect(page.getByText('Overdue work orders')).toBeVisible();
  await page.screenshot({ path: `${shots}/work-order-report.png`, fullPage: true });

  const exports = page.getByRole('group', { name: 'Print and export' });
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('button', { name: 'PDF' }).click(),
  ]);
  const pdfPath = `${shots}/work-order-report.pdf`;
  await pdf.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString();
  expect(text).toContain('Work Orders');
  expect(text).toContain('Overdue work orders');
  expect(text).toMatch(/Estimated( cost)?\s+Billable/);
  expect(text).toMatch(/Total\s+\d+ work orders?/);

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('button', { name: 'Excel (xlsx)' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const xlsxPath = `${shots}/work-order-report.xlsx`;
  await xlsx.saveAs(xlsxPath);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(xlsxPath);
  const sheet = workbook.worksheets[0];
  expect(sheet?.getCell('A1').value).toBe('Work Orders');
  const values: unknown[] = [];
  sheet?.eachRow((row) => {
    row.eachCell((cell) => values.push(cell.value));
  });
  expect(values).toContain('Billable cost');
  expect(values).toContain('Total');
});
