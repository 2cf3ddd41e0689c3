import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { invoicePdf } from '../../apps/server/src/demo/invoice-pdf';
import { openUserMenuItem, signInAndOpen, signInAs, switchCommunity } from './sign-in-helper';

// Issue 7: a PDF invoice from upload to a printed check. The administrator uploads it, it is
// accepted from the exception inbox and the AP inbox, the accountant approves it (internal group),
// the Harbor View treasurer approves it (board group, from $1,000), and the check run pays it.

const shots = '/tmp/shots-apflow';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

async function apiSignIn(request: APIRequestContext, userName: string) {
  const login = await request.post('/api/Auth/Login', { data: { userName, password: 'demo' } });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as { token: string; session: { DisplayName: string } };
  return { headers: { Authorization: `Bearer ${body.token}` }, name: body.session.DisplayName };
}

/** Opens a card action's panel, gives an optional reason and confirms it. */
async function act(page: Page, label: string, itemId: number, reason?: string) {
  await page.getByRole('button', { name: `${label} AP ${itemId}` }).click();
  if (reason) await page.getByRole('textbox', { name: `${label} reason` }).fill(reason);
  await page.getByRole('button', { name: `Confirm ${label.toLowerCase()}` }).click();
}

async function pickApprover(page: Page, section: string, name: string) {
  const groups = page.getByRole('heading', { name: section }).locator('../..');
  while ((await groups.getByRole('button', { name: /^Remove group/ }).count()) > 0) {
    await groups
      .getByRole('button', { name: /^Remove group/ })
      .first()
      .click();
  }
  await groups.getByRole('button', { name: 'Add group' }).click();
  if (section === 'Board groups') {
    await groups.getByRole('textbox', { name: 'Level (from amount)' }).fill('1000.00');
  }
  await groups.getByRole('textbox', { name: 'Approvers' }).click();
  await page.getByRole('option', { name }).click();
  await page.keyboard.press('Escape');
}

test('a PDF invoice is uploaded, accepted, approved by an internal and a board group and paid by check', async ({
  page,
  request,
}) => {
  mkdirSync(shots, { recursive: true });
  const accountant = await apiSignIn(request, 'accountant');
  const treasurer = await apiSignIn(request, 'treasurer');
  const admin = await apiSignIn(request, 'admin');

  await signInAs(page, 'admin');
  const communityAgentId = await switchCommunity(page, /Harbor View/);
  const base = `/#/community/${communityAgentId}`;

  // Approval settings: internal group the accountant, board group (from $1,000) the treasurer.
  await page.goto(`${base}/ap/approval-settings`);
  await expect(page.getByRole('heading', { name: 'Approval settings' })).toBeVisible();
  // The demo's settings have loaded (Save is enabled) before they are replaced.
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(page.getByLabel('Internal groups 1')).toBeVisible();
  await pickApprover(page, 'Internal groups', accountant.name);
  await pickApprover(page, 'Board groups', treasurer.name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Approval settings saved.')).toBeVisible();
  await shot(page, 'approval-settings');

  // A vendor of the demo sends a PDF invoice.
  const form = (await (
    await page.request.get(
      `/api/AccountsPayable/GetInvoiceFormData?communityAgentId=${communityAgentId}`,
      { headers: admin.headers },
    )
  ).json()) as { Vendors: { Id: number; Name: string }[] };
  const vendor = form.Vendors.at(-1);
  if (!vendor) throw new Error('the demo has no vendors');
  const invoiceNumber = `PDF-${String(Date.now()).slice(-7)}`;
  // Dated over a month back, like the demo's own payables: the 30-day activity feed stays quiet.
  const daysAgo = (days: number) => {
    const day = new Date(Date.now() - days * 86_400_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(day.getMonth() + 1)}/${two(day.getDate())}/${day.getFullYear()}`;
  };
  const pdf = `${shots}/uploaded-invoice.pdf`;
  writeFileSync(
    pdf,
    invoicePdf([
      vendor.Name,
      'INVOICE',
      `Invoice Number: ${invoiceNumber}`,
      `Invoice Date: ${daysAgo(40)}`,
      `Due Date: ${daysAgo(10)}`,
      'Bill To: Harbor View Condominium Association',
      'Gutter repair, building B',
      'Total Due: $1,234.50',
    ]),
  );

  await page.goto(`${base}/ap/inbox/ExceptionInbox`);
  await expect(page.getByRole('heading', { name: 'AP inbox' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload invoice' }).click();
  await page.getByRole('dialog').locator('input[type="file"]').setInputFiles(pdf);
  await page.getByRole('dialog').getByRole('button', { name: 'Upload', exact: true }).click();
  const uploaded = page.getByText(/AP \d+ was uploaded to the exception inbox\./);
  await expect(uploaded).toBeVisible();
  const itemId = Number(/AP (\d+)/.exec((await uploaded.textContent()) ?? '')?.[1]);
  const card = page.getByTestId(`invoice-card-${itemId}`);
  await expect(card).toContainText('$1,234.50');
  await expect(card).toContainText(vendor.Name);
  await expect(card).toContainText(invoiceNumber);
  await shot(page, 'exception-inbox');

  // The draft gets its distribution (an OCR draft has none), then is accepted twice.
  await page.goto(`${base}/ap/invoices/edit/${itemId}`);
  await expect(page.getByRole('heading', { name: 'Edit draft invoice' })).toBeVisible();
  await expect(page.getByLabel('Invoice number')).toHaveValue(invoiceNumber);
  if ((await page.getByRole('textbox', { name: 'Account of line 1' }).count()) === 0) {
    await page.getByRole('button', { name: 'Add line' }).click();
  }
  await page.getByRole('textbox', { name: 'Account of line 1' }).click();
  await page.getByRole('option', { name: /^5/ }).first().click();
  await page.getByRole('textbox', { name: 'Amount of line 1' }).fill('1234.50');
  await expect(page.getByTestId('distribution-difference')).toHaveText('$0.00');
  await shot(page, 'draft-edit');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft Invoice was Saved Successfully')).toBeVisible();

  await page.goto(`${base}/ap/inbox/ExceptionInbox`);
  await act(page, 'Accept', itemId);
  await expect(page.getByText(`AP ${itemId} was accepted`)).toBeVisible();
  await page.getByTestId('filter-APInbox').click();
  await expect(card).toBeVisible();
  await shot(page, 'ap-inbox');
  await act(page, 'Accept', itemId, 'Work confirmed by the manager');
  await expect(page.getByText(`AP ${itemId} was accepted`).first()).toBeVisible();
  await expect(card).toHaveCount(0);

  // Internal approval by the accountant (not the uploader).
  await openUserMenuItem(page, 'Sign out');
  await signInAndOpen(page, 'accountant', `${base.slice(2)}/ap/inbox/InternalApproval`);
  await expect(card).toContainText('Internal group 1: 0 of 1');
  await shot(page, 'internal-approval');
  await act(page, 'Approve', itemId, 'Price as quoted');
  await expect(page.getByText(`AP ${itemId} was approved`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // Board approval by the Harbor View treasurer (a board-role user).
  await openUserMenuItem(page, 'Sign out');
  await signInAndOpen(page, 'treasurer', `${base.slice(2)}/ap/inbox/BoardApproval`);
  await expect(card).toContainText(/Board group \d+: 0 of 1/);
  await shot(page, 'board-approval');
  await act(page, 'Approve', itemId, 'Approved by the board');
  await expect(page.getByText(`AP ${itemId} was approved`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // The community manager prints its check (the administrator uploaded it, the accountant
  // approved it: neither may pay it).
  await openUserMenuItem(page, 'Sign out');
  await signInAndOpen(page, 'manager', `${base.slice(2)}/ap/print-checks`);
  await expect(page.getByRole('heading', { name: 'Print checks' })).toBeVisible();
  await page.getByLabel('Check date').fill(daysAgo(35));
  await page.getByLabel('Check date').press('Enter');
  await page.getByLabel(`Pay invoice ${invoiceNumber}`).check();
  await expect(page.getByLabel('Selected total')).toHaveText('$1,234.50');
  await shot(page, 'print-checks');
  await page.getByRole('button', { name: 'Print checks' }).click();
  const confirm = page.getByRole('dialog', { name: 'Print checks' });
  await expect(confirm).toContainText('Print checks: 1 check, $1,234.50?');
  await confirm.getByRole('button', { name: 'Print checks' }).click();
  await expect(page.getByText('Checks printed')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download checks PDF' }).click();
  const checks = `${shots}/checks.pdf`;
  await (await downloading).saveAs(checks);
  const text = execFileSync('pdftotext', [checks, '-']).toString('utf8').replace(/\s+/g, ' ');
  expect(text).toContain(vendor.Name);
  expect(text).toContain('1,234.50');
  expect(text).toContain('One Thousand Two Hundred Thirty-Four and 50/100 Dollars');
  expect(text).toContain(invoiceNumber);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', checks, `${shots}/check`]);
  await shot(page, 'checks-printed');
});
