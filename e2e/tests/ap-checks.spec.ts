import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs, switchCommunity } from './sign-in-helper';

// Paying by check (spec 2 §2 'print checks, void checks', 'signatures add and index'): a signature
// added and made authorized signature 1 of the primary bank account, an approved invoice of the
// demo company paid by a check run, the check PDF downloaded and read, the check voided.

const shots = '/tmp/shots-checks';
const signaturePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADwAAAAQCAAAAABv+UPjAAAAZ0lEQVR4nK2TUQ4AEQxE3/0vbSMhSzvDiu1PyZsh1aJcBP+aqSGlCSQZGLcAUQXGrQBJ0nL2TlmYXxTdEoQiOAK4kywYNiwuk6KptrGa+AAW0M19nduzB4vWli/gZKgEceO8AVe/6gHdoQkiKX0N5wAAAABJRU5ErkJggg==',
  'base64',
);

async function apiToken(request: APIRequestContext, userName = 'admin'): Promise<string> {
  const login = await request.post('/api/Auth/Login', {
    data: { userName, password: 'demo' },
  });
  return ((await login.json()) as { token: string }).token;
}

interface FormData {
  Vendors: { Id: number; Name: string }[];
  Accounts: { Id: number; Name: string; Number: string }[];
  BankAccounts: { Id: number; Name: string; IsPrimary: boolean }[];
}

test('pays an approved invoice by a check run, downloads the checks and voids the check', async ({
  page,
  request,
}) => {
  mkdirSync(shots, { recursive: true });
  await signInAs(page, 'admin');
  // Willow Creek has no approval groups (the demo's Harbor View has), so the invoice posts at once.
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  // Tokens from a request context of their own: a sign-in through page.request would replace the
  // page's session cookies.
  const token = await apiToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const form = (await (
    await page.request.get(
      `/api/AccountsPayable/GetInvoiceFormData?communityAgentId=${String(communityAgentId)}`,
      { headers: auth },
    )
  ).json()) as FormData;
  const vendor = form.Vendors[0];
  const expense = form.Accounts.find((a) => a.Number.startsWith('5')) ?? form.Accounts[0];
  expect(vendor && expense).toBeTruthy();
  const invoiceNumber = `E2E-CHK-${String(Date.now()).slice(-8)}`;
  // Keyed in by the community manager: who enters an invoice does not pay it (issue 15).
  const manager = { Authorization: `Bearer ${await apiToken(request, 'manager')}` };
  const added = await page.request.post('/api/AccountsPayable/AddInvoice', {
    headers: manager,
    data: {
      CommunityAgentId: communityAgentId,
      VendorAgentId: vendor?.Id,
      InvoiceNumber: invoiceNumber,
      InvoiceDate: new Date().toISOString().slice(0, 10),
      TotalAmount: 123_456,
      BillDistributionList: [{ AccountId: expense?.Id, Amount: 123_456 }],
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const invoice = (await added.json()) as { InboxState: number; ItemId: number };
  expect(invoice.InboxState).toBe(5);

  // A signature, authorized signature 1 of the primary bank account.
  await page.goto(`/#/community/${String(communityAgentId)}/banking/signatures/add`);
  await page.getByLabel('Name').fill('E2E Treasurer');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'signature.png',
    mimeType: 'image/png',
    buffer: signaturePng,
  });
  await expect(page.getByAltText('Signature preview')).toBeVisible();
  await page.getByRole('textbox', { name: 'Assign to bank account (optional)' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Save signature' }).click();
  await expect(page.getByRole('heading', { name: 'Signatures', exact: true })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Signatures', exact: true })
    .getByRole('row', { name: /E2E Treasurer/ });
  await expect(row).toContainText('Signature 1:');
  await page.screenshot({ path: `${shots}/signatures-index.png`, fullPage: true });
  // The same signature made signature 2 of that account too, saved from its row.
  const authorized = page.getByRole('table', { name: 'Authorized signatures' });
  await authorized
    .getByRole('textbox', { name: /^Signature 2 of / })
    .first()
    .click();
  await page.getByRole('option', { name: 'E2E Treasurer' }).click();
  await authorized.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText(/^Authorized signatures of .+ saved\.$/)).toBeVisible();
  await expect(row).toContainText('Signature 2:');
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByAltText('Signature E2E Treasurer')).toBeVisible();
  await page.screenshot({ path: `${shots}/signature-edit.png` });
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Print checks.
  await page.goto(`/#/community/${String(communityAgentId)}/ap/print-checks`);
  await expect(page.getByRole('heading', { name: 'Print checks' })).toBeVisible();
  await expect(page.getByLabel('Starting check number')).toContainText('Starting check number');
  await page.getByLabel(`Pay invoice ${invoiceNumber}`).check();
  await expect(page.getByLabel('Selected total')).toHaveText('$1,234.56');
  await page.screenshot({ path: `${shots}/print-checks.png`, fullPage: true });
  // Issuing checks asks first, with the count and the total, and warns that the new community's
  // bank account, with nothing in it yet, would be overdrawn.
  await page.getByRole('button', { name: 'Print checks' }).click();
  const confirm = page.getByRole('dialog', { name: 'Print checks' });
  await expect(confirm).toContainText('Print checks: 1 check, $1,234.56?');
  await expect(confirm.getByRole('alert')).toContainText('$1,234.56 below its book balance.');
  await page.screenshot({ path: `${shots}/print-checks-confirm.png` });
  await confirm.getByRole('button', { name: 'Print checks' }).click();
  await expect(page.getByText('Checks printed')).toBeVisible();
  await page.screenshot({ path: `${shots}/print-checks-done.png`, fullPage: true });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download checks PDF' }).click();
  const download = await downloading;
  const pdf = `${shots}/e2e-checks.pdf`;
  await download.saveAs(pdf);
  const text = execFileSync('pdftotext', [pdf, '-']).toString('utf8').replace(/\s+/g, ' ');
  expect(text).toContain(vendor?.Name ?? '?');
  expect(text).toContain('One Thousand Two Hundred Thirty-Four and 56/100 Dollars');
  expect(text).toContain(invoiceNumber);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, `${shots}/e2e-checks`]);
  const checkNumber = (
    (await page
      .getByRole('table', { name: 'Checks' })
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .first()
      .textContent()) ?? ''
  ).trim();
  expect(checkNumber).toMatch(/^\d+$/);

  // Void it.
  await page.goto(`/#/community/${String(communityAgentId)}/ap/void-checks`);
  await expect(page.getByRole('heading', { name: 'Void checks' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Check number' }).fill(checkNumber);
  const checkRow = page.getByRole('row', { name: new RegExp(vendor?.Name ?? '?') }).first();
  await checkRow.getByRole('button', { name: 'Void' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Void check' }).click();
  await expect(page.getByText(`Check ${checkNumber} was voided.`)).toBeVisible();
  await expect(checkRow).toContainText('Voided');
  await page.screenshot({ path: `${shots}/void-checks.png`, fullPage: true });
  await checkRow.getByRole('cell').first().getByText(checkNumber).click();
  await expect(page.getByRole('table', { name: 'Check history' })).toContainText('voided');
  await page.screenshot({ path: `${shots}/check-profile.png`, fullPage: true });
  // The check's PDF opens through its URL (GetCheckUrl).
  const profilePdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download check PDF' }).click();
  const profileFile = `${shots}/e2e-check-profile.pdf`;
  await (await profilePdf).saveAs(profileFile);
  expect(execFileSync('pdftotext', [profileFile, '-']).toString('utf8')).toContain(invoiceNumber);

  // The invoice's check history (GetCheckHistory): the check and its void, the check's PDF.
  await page.goto(
    `/#/community/${String(communityAgentId)}/ap/invoices/view/${String(invoice.ItemId)}`,
  );
  const invoiceHistory = page.getByRole('table', { name: 'Check history' });
  await expect(invoiceHistory.getByRole('row')).toHaveCount(3);
  await expect(invoiceHistory).toContainText(`Check ${checkNumber} to ${vendor?.Name ?? '?'}`);
  await expect(invoiceHistory).toContainText(`Check ${checkNumber} voided`);
  await expect(invoiceHistory).toContainText('-$1,234.56');
  await page.screenshot({ path: `${shots}/invoice-check-history.png`, fullPage: true });
  const historyPdf = page.waitForEvent('download');
  await invoiceHistory.getByRole('button', { name: 'Check PDF' }).click();
  expect((await historyPdf).suggestedFilename()).toMatch(/^checks-\d+-\d+\.pdf$/);
  await invoiceHistory.getByText(checkNumber, { exact: true }).first().click();
  await expect(page.getByRole('heading', { name: `Check ${checkNumber}` })).toBeVisible();

  // The invoice is payable again.
  await page.goto(`/#/community/${String(communityAgentId)}/ap/print-checks`);
  await expect(page.getByLabel(`Pay invoice ${invoiceNumber}`)).toBeVisible();

  // The handwritten check form offers the reopened invoice under its vendor.
  await page.goto(`/#/community/${String(communityAgentId)}/ap/handwritten-check`);
  await expect(page.getByRole('heading', { name: 'Handwritten check' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Vendor' }).click();
  await page.getByRole('option', { name: vendor?.Name ?? '?' }).click();
  await expect(page.getByLabel(`Pay invoice ${invoiceNumber}`)).toBeVisible();
  await page.screenshot({ path: `${shots}/handwritten-check.png`, fullPage: true });

  // A credit memo (81) of the vendor, added on the print checks screen and listed as open.
  const creditNumber = `CM-${String(Date.now()).slice(-8)}`;
  await page.goto(`/#/community/${String(communityAgentId)}/ap/print-checks`);
  await page.getByRole('button', { name: 'Add credit memo' }).click();
  const memo = page.getByRole('dialog', { name: 'Add credit memo' });
  await memo.getByRole('textbox', { name: 'Vendor' }).click();
  await page.getByRole('option', { name: vendor?.Name ?? '?', exact: true }).click();
  await memo.getByRole('textbox', { name: 'Credit number' }).fill(creditNumber);
  await memo.getByRole('textbox', { name: 'Amount' }).fill('25.00');
  await memo.getByRole('textbox', { name: 'Expense account credited' }).click();
  await page
    .getByRole('option', { name: `${expense?.Number ?? ''} ${expense?.Name ?? ''}`, exact: true })
    .click();
  await memo.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(new RegExp(`Credit memo ${creditNumber} added`))).toBeVisible();
  const credit = page.getByRole('table', { name: 'Open credit memos' }).getByRole('row', {
    name: new RegExp(creditNumber),
  });
  await expect(credit).toContainText('$25.00');
  await page.screenshot({ path: `${shots}/credit-memo.png`, fullPage: true });
});
