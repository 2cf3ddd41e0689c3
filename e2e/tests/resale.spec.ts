import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';
import { payByCheck, savePrimaryOwner, saveProperty } from './home-helper';
import { openNav } from './nav-helper';

const screens = 'test-results/screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/resale-${name}.png`, fullPage: true });

/**
 * A property of its own (a unique account number) with a primary owner who paid $123.45 by check
 * today, which is held as prepaid: the resale carries that credit to the buyer.
 */
async function soldHome(page: Page, communityAgentId: number, account: string) {
  const propertyAgentId = await saveProperty(page, communityAgentId, account, 'Resale Way');
  const ownerAgentId = await savePrimaryOwner(page, propertyAgentId, 'Selma', 'Seller');
  await payByCheck(page, communityAgentId, ownerAgentId, 12_345, '7788');
}

test('an administrator processes a resale from the resale browser, then prints the cash receipts register', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Parkside/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const communityAgentId = Number(/community\/(\d+)/.exec(page.url())?.[1]);
  const account = `RS-${String(Date.now()).slice(-6)}`;
  await soldHome(page, communityAgentId, account);

  await openNav(page, 'Property resale');
  await expect(page.getByRole('heading', { name: 'Property resale' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Find a property' }).fill(account);
  const list = page.getByRole('table', { name: 'Properties' });
  const row = list.getByRole('row', { name: new RegExp(account) });
  await expect(row).toContainText('Selma Seller');
  await expect(row).toContainText('-$123.45');
  await row.getByRole('button', { name: 'Resale' }).click();

  const browser = page.getByRole('dialog', { name: 'Resale owner browser' });
  await expect(browser.getByRole('table', { name: 'Seller’s balance' })).toContainText('-$123.45');
  await expect(browser.getByText('No open violations.')).toBeVisible();
  // Without a name the browser says what is missing.
  await browser.getByRole('button', { name: 'Process resale' }).click();
  await expect(browser.getByRole('alert')).toHaveText('Enter the new owner’s first or last name.');
  await browser.screenshot({ path: `${screens}/resale-browser-missing-owner.png` });
  await browser.getByRole('textbox', { name: 'New owner first name' }).fill('Bruno');
  await browser.getByRole('textbox', { name: 'New owner last name' }).fill('Buyer');
  await expect(browser.getByRole('alert')).toBeHidden();
  await browser.getByRole('radio', { name: 'Carry the balance to the new owner' }).check();
  await shot(page, 'browser');
  await browser.screenshot({ path: `${screens}/resale-browser-dialog.png` });
  await browser.getByRole('button', { name: 'Process resale' }).click();
  await expect(
    page.getByText('The resale was processed; 1 balance line moved to the new owner.'),
  ).toBeVisible();
  await expect(browser).toBeHidden();
  await expect(row).toContainText('Bruno Buyer');
  await expect(row).toContainText('-$123.45');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await shot(page, 'resold');

  // The split ledger drawer asks for its date before it splits anything.
  await row.getByRole('button', { name: 'Split ledger' }).click();
  const drawer = page.getByRole('dialog', { name: 'Split ledger' });
  await drawer.getByRole('textbox', { name: 'Split date' }).clear();
  await drawer.getByRole('button', { name: 'Split ledger' }).click();
  await expect(drawer.getByText('Enter the split date.')).toBeVisible();
  await shot(page, 'split-ledger');
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer).toBeHidden();

  // The cash receipts register lists the check under today's deposit; printed as PDF.
  await openNav(page, 'Standard reports');
  await page.getByRole('link', { name: 'Cash Receipts Register' }).click();
  await expect(
    page.getByRole('heading', { name: 'Cash Receipts Register', level: 2 }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Selma Seller' }).first()).toBeVisible();
  await shot(page, 'register');
  const exports = page.getByRole('group', { name: 'Print and export' });
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('button', { name: 'PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^Cash-Receipts-Register-.*\.pdf$/);
  const pdfPath = `${screens}/resale-register.pdf`;
  await pdf.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString();
  expect(text).toContain('Cash Receipts Register');
  expect(text).toMatch(/Selma Seller\s+7788\s+Cash receipts manual\s+\$123\.45/);
  expect(text).toMatch(/Total: \d+ receipts? in \d+ deposits?/);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    pdfPath,
    `${screens}/resale-register-pdf`,
  ]);
});
