import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { openUserMenuItem, sessionToken, signInAndOpen, signInAs } from './sign-in-helper';
import { openNav } from './nav-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/cash-receipts-${name}.png`, fullPage: true });

test('an accountant posts a manual cash receipt for an owner and sees what it paid', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Parkside/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);

  await openNav(page, 'Cash receipts');
  await expect(page.getByRole('heading', { name: 'Cash receipts' })).toBeVisible();

  // The payment priority refuses an empty priority under its field, and saves nothing.
  await page.getByRole('button', { name: 'Payment priority' }).click();
  await expect(page.getByRole('heading', { name: 'Payment priority' })).toBeVisible();
  await page
    .getByRole('textbox', { name: /^Priority of / })
    .first()
    .fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A priority is a whole number from 1 to 99.')).toBeVisible();
  await shot(page, 'payment-priority');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Cash receipts' })).toBeVisible();
  await page.getByRole('button', { name: 'Add cash receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Add cash receipt' })).toBeVisible();

  // Nothing chosen: the form says what is missing.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Choose the owner who paid.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Owner' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('312.50');
  await page.getByRole('textbox', { name: 'Check number' }).fill('4417');
  await expect(page.getByRole('table', { name: 'Open charges' })).toBeVisible();
  await shot(page, 'add');

  // Saved accrued, it opens the edit screen (spec 3 §2 route choice); posted, the summary.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Cash receipt #\d+$/ })).toBeVisible();
  await expect(page).toHaveURL(/owner-payments\/edit\/\d+/);
  await page.getByRole('textbox', { name: 'Amount' }).fill('312.55');
  await page.getByRole('button', { name: 'Save and post' }).click();

  await expect(page.getByRole('heading', { name: 'Owner payment summary' })).toBeVisible();
  await expect(page).toHaveURL(/owner-payments\/summary\/\d+/);
  await expect(page.getByText('Posted', { exact: true })).toBeVisible();
  const paid = page.getByRole('table', { name: /What #\d+ paid/ });
  await expect(paid.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByText('1 transaction · $312.55')).toBeVisible();
  await shot(page, 'summary');

  // The index lists it as posted; it opens its summary again.
  await page.getByRole('button', { name: 'Cash receipts' }).click();
  const list = page.getByRole('table', { name: 'Cash receipts' });
  await expect(list.getByText('$312.55')).toBeVisible();
  await shot(page, 'index');
  await list.getByText('$312.55').click();
  await expect(page.getByRole('heading', { name: 'Owner payment summary' })).toBeVisible();

  // Backed out: saved for its add screen, then posted; the payment is owed again.
  await page.getByRole('button', { name: 'Back out payment' }).click();
  const modal = page.getByRole('dialog', { name: 'Back out payment' });
  await modal.getByRole('textbox', { name: 'Reference' }).fill('Entered twice');
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Backout payment #\d+$/ })).toBeVisible();
  await expect(page).toHaveURL(/backout-payment\/add\/\d+/);
  await shot(page, 'backout');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('heading', { name: 'Owner payment summary' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Payment #\d+$/ })).toBeVisible();
  await expect(
    page.getByRole('table', { name: /What #\d+ paid/ }).getByText('$312.55'),
  ).toBeVisible();
  await shot(page, 'backout-posted');
});

interface Account {
  TopsAccountId: number;
  AccountNumber: string;
  TopsAccountTypeId: number;
}

/** The demo communities have no security deposit code (type 16): add one on 1200 and 2200. */
async function addDepositCode(page: Page): Promise<void> {
  const communityAgentId = Number(/community\/(\d+)/.exec(page.url())?.[1]);
  const token = await sessionToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const response = await page.request.get(
    `/api/GeneralLedger/SearchAccounts?communityAgentId=${communityAgentId}`,
    { headers },
  );
  const accounts = (await response.json()) as Account[];
  const byNumber = (n: string) => accounts.find((a) => a.AccountNumber === n)?.TopsAccountId;
  const saved = await page.request.post('/api/Code/SaveCodeWithAccountCodes', {
    headers,
    data: {
      communityAgentId,
      code: {
        TopsCodeTypeId: 16,
        CodeAlias: 'SD',
        CodeName: 'Security deposit',
        AccountCodes: [
          { CodeAccountTypeId: 1, TopsAccountId: byNumber('1200') },
          { CodeAccountTypeId: 2, TopsAccountId: byNumber('2200') },
        ],
      },
    },
  });
  expect(saved.status()).toBe(200);
}

test('an accountant takes a security deposit, posts it after review and refunds part of it', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Parkside/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);

  await addDepositCode(page);
  await openNav(page, 'Security deposits');
  await expect(page.getByRole('heading', { name: 'Security deposits' })).toBeVisible();
  await page.getByRole('button', { name: 'Add security deposit' }).click();
  await page.getByRole('textbox', { name: 'Owner' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('500.00');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { name: /^Security deposit #\d+$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('$500.00').last()).toBeVisible();
  await expect(page.getByText('Posted', { exact: true })).toBeVisible();
  await shot(page, 'deposit-review');

  await page.getByRole('button', { name: 'Security deposits' }).click();
  await page.getByRole('button', { name: 'Refund' }).click();
  const modal = page.getByRole('dialog', { name: 'Refund security deposit' });
  await expect(modal.getByText('$500.00 held.', { exact: false })).toBeVisible();
  await modal.getByRole('textbox', { name: 'Amount' }).fill('200.00');
  // The accountant may not create vendors: the refund goes to an existing vendor, which must be
  // selected before it can post.
  await expect(
    modal.getByText('Creating a vendor needs the vendor profile create permission'),
  ).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Post refund' })).toBeDisabled();
  await modal.getByRole('textbox', { name: 'Existing vendor' }).click();
  await page.getByRole('option').first().click();
  await shot(page, 'refund-modal');
  await modal.getByRole('button', { name: 'Post refund' }).click();
  // An AP bill is entered for the refund: its number links to it.
  await expect(modal.getByText('Refund posted')).toBeVisible();
  await expect(modal.getByRole('link', { name: /^SDR-\d+$/ })).toHaveAttribute(
    'href',
    /#\/community\/\d+\/ap\/invoices\/view\/\d+/,
  );
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
  const list = page.getByRole('table', { name: 'Security deposits' });
  await expect(list.getByText('$200.00')).toBeVisible();
  await shot(page, 'deposits');
  const depositsPath = new URL(page.url()).hash.slice(1);

  // The administrator refunds $100.00 more to a new vendor, created with its bill.
  await openUserMenuItem(page, 'Sign out');
  await signInAndOpen(page, 'admin', depositsPath);
  await page.getByRole('button', { name: 'Refund' }).first().click();
  await expect(modal.getByText('$300.00 held.', { exact: false })).toBeVisible();
  await modal.getByRole('textbox', { name: 'Amount' }).fill('100.00');
  await modal.getByText('Existing vendor', { exact: true }).click();
  await expect(modal.getByRole('button', { name: 'Post refund' })).toBeDisabled();
  await modal.getByText('New vendor', { exact: true }).click();
  const vendorName = `Refundee ${Date.now()}`;
  await modal.getByRole('textbox', { name: 'Vendor', exact: true }).fill(vendorName);
  await modal.getByRole('textbox', { name: 'Vendor email' }).fill('owner@');
  await expect(modal.getByRole('button', { name: 'Post refund' })).toBeDisabled();
  await modal.getByRole('textbox', { name: 'Vendor email' }).fill('owner@example.com');
  await modal.getByRole('button', { name: 'Post refund' }).click();
  await expect(modal.getByText(`to ${vendorName} posted`, { exact: false })).toBeVisible();
  const bill = modal.getByRole('link', { name: /^SDR-\d+$/ });
  await expect(bill).toBeVisible();
  await shot(page, 'refund-posted');
  await bill.click();
  await expect(page).toHaveURL(/\/ap\/invoices\/view\/\d+/);
  await expect(page.getByText(vendorName).first()).toBeVisible();
  await shot(page, 'refund-bill');
});
