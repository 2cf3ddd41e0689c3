import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { onePagePdf } from './pdf-fixture';
import { signInAs, switchCommunity } from './sign-in-helper';

const screens = 'test-results/screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/report-packages-${name}.png`, fullPage: true });

/** An 8×6 PNG of two colours, scaled to fill the cover page. */
const coverPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAANElEQVR4nGOQC1gAR3e22MARg03AAjhCkYgKWABHKBIVAQvgCEViWsACOEKR2BKwAI6QJQAaDUt5U/LqtAAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks a catalogue report in the builder and adds it with its default parameters. */
async function addReport(page: Page, displayName: string) {
  await page.getByRole('textbox', { name: 'Report', exact: true }).fill(displayName);
  await page.getByRole('option', { name: displayName, exact: true }).click();
  await page.getByRole('button', { name: 'Add report' }).click();
}

test('a manager builds a report package, renders it as one PDF and schedules it', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  await switchCommunity(page, /Willow Creek/);
  await openNav(page, 'Packages');
  await expect(page.getByRole('heading', { name: 'Report packages' })).toBeVisible();
  await page.getByRole('button', { name: 'Add package' }).click();

  const name = `Board package ${String(Date.now()).slice(-5)}`;
  await page.getByRole('textbox', { name: 'Package name' }).fill(name);
  await addReport(page, 'Balance Sheet');
  await addReport(page, 'Income Statement');
  await page.locator('input[type="file"][accept="application/pdf"]').setInputFiles({
    name: 'board-minutes.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf('Board minutes of March'),
  });
  const items = page.getByRole('table', { name: 'Package items' });
  await expect(items.getByRole('row')).toHaveCount(4);
  // The minutes go between the two statements.
  await page.getByRole('button', { name: 'Move board-minutes up' }).click();
  await page.locator('input[type="file"][accept="image/png,image/jpeg"]').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: coverPng,
  });
  await expect(page.getByRole('button', { name: 'Remove cover' })).toBeVisible();
  await expect(items.getByRole('row').nth(2)).toContainText('Uploaded PDF');
  // Reports by their display names; the upload kept out of the homeowner edition until chosen.
  await expect(items.getByRole('row').nth(1)).toContainText('Balance Sheet');
  await expect(items).not.toContainText('BalanceSheet');
  const homeowner = items.getByRole('row').nth(2).getByRole('checkbox', {
    name: 'Include in homeowner edition',
  });
  await expect(homeowner).not.toBeChecked();
  await homeowner.check();
  await shot(page, 'builder');
  await page.getByRole('button', { name: 'Save package' }).click();

  await expect(page.getByRole('heading', { name })).toBeVisible();
  const contents = page.getByRole('table', { name: 'Package contents' });
  await expect(contents.getByRole('row')).toHaveCount(5);
  await expect(contents).toContainText('Income Statement');
  await expect(contents).not.toContainText('IncomeStatement');
  await expect(contents.getByRole('row').nth(3)).toContainText('In homeowner edition');
  await shot(page, 'view');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Render for Willow Creek/ }).click(),
  ]);
  const pdfPath = `${screens}/report-packages.pdf`;
  await download.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString();
  const pages = text.split('\f').filter((p) => p.trim() !== '');
  const total = pages.length;
  expect(pages[0]).toContain(`Page 1 of ${String(total)}`);
  expect(pages[1]).toContain('Balance Sheet');
  expect(text).toContain('Board minutes of March');
  expect(text).toContain('Income Statement');
  expect(text.indexOf('Board minutes of March')).toBeLessThan(text.indexOf('Income Statement'));
  const info = execFileSync('pdfinfo', [pdfPath]).toString();
  expect(info).toMatch(new RegExp(`Pages:\\s+${String(total)}`));
  // The cover and the first report page, to look at.
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '50',
    '-f',
    '1',
    '-l',
    '3',
    pdfPath,
    `${screens}/report-packages-pdf`,
  ]);

  await page.getByRole('button', { name: 'Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report package scheduler' });
  await dialog.getByRole('textbox', { name: 'Recipient' }).fill('board@example.com');
  await page.screenshot({
    path: `${screens}/report-packages-scheduler.png`,
    fullPage: true,
    animations: 'disabled',
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Scheduled Report was Saved Successfully.')).toBeVisible();

  await openNav(page, 'Packages');
  await expect(page.getByRole('table', { name: 'Report packages' })).toContainText(name);
  await shot(page, 'index');
});
