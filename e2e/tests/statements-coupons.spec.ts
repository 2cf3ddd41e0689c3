import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';
import { openNav } from './nav-helper';

const screens = 'test-results/screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/statements-coupons-${name}.png`, fullPage: true });

/** Saves a downloaded PDF, renders its pages to PNG at 60 dpi and returns its text and pages. */
async function savePdf(download: Download, name: string) {
  mkdirSync(screens, { recursive: true });
  const file = `${screens}/statements-coupons-${name}.pdf`;
  await download.saveAs(file);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, `${screens}/statements-coupons-${name}`]);
  const info = execFileSync('pdfinfo', [file]).toString();
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-']).toString(),
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0),
  };
}

// Harbor View's owners are billed ASMT monthly; other specs may post to them, so the balance is
// read from the list rather than assumed.
test('an accountant prints a coupon book, a statement and labels for a chosen owner', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Harbor View/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  await openNav(page, 'Invoices & Statements');
  await expect(page.getByRole('heading', { name: 'Invoices & Statements' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Coupon owners' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(table.getByText('HV0001')).toBeVisible();

  // Sorted by balance, highest first, the balances never rise down the list.
  await page.getByRole('textbox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Balance, highest first' }).click();
  const balances = async () =>
    (await table.getByRole('row').allInnerTexts())
      .slice(1)
      .map((row) => Number(/-?\$([\d,]+\.\d\d)/.exec(row)?.[1]?.replaceAll(',', '') ?? 'NaN'));
  // The list is fetched again in the new order; until then it shows the old one.
  const sortedDown = (list: number[]) => list.every((b, i) => i === 0 || (list[i - 1] ?? b) >= b);
  await expect
    .poll(async () => {
      const list = await balances();
      return list.length > 2 && sortedDown(list);
    })
    .toBe(true);
  await shot(page, 'list');

  // One owner found by account number and selected.
  await page.getByRole('textbox', { name: 'Search owners' }).fill('HV0003');
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('HV0003');
  const balance = /\$[\d,]+\.\d\d/.exec(await row.innerText())?.[0] ?? '';
  await row.getByRole('checkbox').check();
  await expect(page.getByText('1 owner, 1 selected')).toBeVisible();

  // A coupon book for 2027: twelve coupons, three to a page, each with its scan line.
  await page.getByRole('button', { name: 'Print coupon books' }).click();
  const coupons = page.getByRole('dialog', { name: 'Print coupon books' });
  // A click while the dialog still fades in can land as its focus trap moves the focus, and the
  // month's list then never opens: pick the month once the dialog is shown.
  await expect(coupons).toHaveCSS('opacity', '1');
  await coupons.getByRole('textbox', { name: 'First month' }).click();
  await page.getByRole('option', { name: 'January' }).click();
  await coupons.getByRole('textbox', { name: 'Year' }).fill('2027');
  await shot(page, 'coupon-modal');
  const [book] = await Promise.all([
    page.waitForEvent('download'),
    coupons.getByRole('button', { name: 'Print 1 coupon book' }).click(),
  ]);
  expect(book.suggestedFilename()).toBe('coupon-books-2027-01.pdf');
  // The toast first: it closes by itself, and reading the PDF takes a while on a busy machine.
  await expect(page.getByText('Coupon books printed for 1 owner.')).toBeVisible();
  const bookPdf = await savePdf(book, 'coupon-book');
  expect(bookPdf.pages).toBe(4);
  expect(bookPdf.text.match(/Coupon \d+ of 12/g)).toHaveLength(12);
  expect(bookPdf.text).toContain('12/01/2027');
  expect(bookPdf.text.match(/000000HV0003 \d{10} \d/g)).toHaveLength(12);

  // The statement of the same owner shows the balance the list shows.
  await page.getByRole('button', { name: 'Print statements' }).click();
  const statements = page.getByRole('dialog', { name: 'Print statements' });
  await statements.getByRole('textbox', { name: 'Message' }).fill('Thank you for your payment.');
  await expect(statements).toHaveCSS('opacity', '1');
  await shot(page, 'statements-modal');
  const [statement] = await Promise.all([
    page.waitForEvent('download'),
    statements.getByRole('button', { name: 'Print 1 statement' }).click(),
  ]);
  const statementPdf = await savePdf(statement, 'statement');
  expect(statementPdf.pages).toBe(1);
  expect(statementPdf.text).toContain('HV0003');
  expect(statementPdf.text).toContain('Thank you for your payment.');
  expect(statementPdf.text).toMatch(new RegExp(`Ending balance\\s+\\${balance}`));
  expect(statementPdf.text).toContain('Please detach and return this portion');

  // Mailing labels for the owner on an Avery 5160 sheet.
  await page.getByRole('button', { name: 'Labels' }).click();
  const labels = page.getByRole('dialog', { name: 'Print labels' });
  await expect(
    labels.getByText(/^Of \d+ owners in this community: \d+ owners at their own/),
  ).toBeVisible();
  await expect(labels).toHaveCSS('opacity', '1');
  await shot(page, 'labels-modal');
  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    labels.getByRole('button', { name: 'Print 1 label' }).click(),
  ]);
  const labelsPdf = await savePdf(sheet, 'labels');
  expect(labelsPdf.pages).toBe(1);
  expect(labelsPdf.text).toContain('Stamford, CT');

  // The row's own statement link downloads the property's statement.
  const [own] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^Statement of / }).click(),
  ]);
  expect(own.suggestedFilename()).toMatch(/^statement-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);
});
