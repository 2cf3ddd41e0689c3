import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expect, test } from './csp-fixture';
import { signInAs, switchCommunity } from './sign-in-helper';
import { openNav } from './nav-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/shots-transfers/${name}.png`, fullPage: true });

/** The authenticator's code of a base32 secret now (RFC 6238: SHA-1, 6 digits, 30 s). */
const totpNow = (secret: string): string => generateSync({ secret });

/** The demo's cash starts at zero: a journal entry moves $5,000.00 from reserve to operating. */
async function fundOperatingCash(page: Page, communityAgentId: number): Promise<void> {
  const login = await page.request.post('/api/Auth/Login', {
    data: { userName: 'admin', password: 'demo' },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const accounts = await page.request.get(
    `/api/FundsTransfer/GetTransferFromAccounts?communityAgentId=${communityAgentId}`,
    { headers },
  );
  const list = (await accounts.json()) as { AccountName: string; AccountId: number }[];
  const operating = list.find((a) => a.AccountName.includes('Operating'));
  const reserve = list.find((a) => a.AccountName.includes('Reserve'));
  const saved = await page.request.post('/api/JournalEntry/SaveJournalEntry', {
    headers,
    data: {
      CommunityAgentId: communityAgentId,
      PostDate: new Date().toISOString().slice(0, 10),
      Reference: 'Opening funds',
      Description: 'Opening funds',
      IsPosted: true,
      Transactions: [
        { AccountId: operating?.AccountId ?? null, Amount_Debit: 500_000 },
        { AccountId: reserve?.AccountId ?? null, Amount_Credit: 500_000 },
      ],
    },
  });
  expect(saved.ok()).toBe(true);
}

/** Opens the transfer modal and fills it: operating to reserve, the amount given. */
async function openTransfer(page: Page, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'New transfer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'From bank account' }).click();
  await page
    .getByRole('option', { name: /Operating/ })
    .first()
    .click();
  await dialog.getByRole('textbox', { name: 'To bank account' }).click();
  await page
    .getByRole('option', { name: /Reserve/ })
    .first()
    .click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
}

test('an accountant sets up two-factor with the QR code and transfers funds between bank accounts', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  // Willow Creek: Harbor View's activity feed is counted by the notes flow.
  await fundOperatingCash(page, await switchCommunity(page, /Willow Creek/));
  await openNav(page, 'Funds transfer');
  await expect(page.getByRole('heading', { name: 'Funds transfer' })).toBeVisible();
  const dialog = page.getByRole('dialog');
  await openTransfer(page, '125.50');
  await dialog.getByRole('textbox', { name: 'Reference' }).fill('Quarterly reserve contribution');
  await shot(page, 'transfer-form');
  await dialog.getByRole('button', { name: 'Transfer' }).click();

  // No authenticator yet (a retry runs on a fresh server, server-fixture.ts): the second factor
  // step enrols one with its QR code.
  await expect(page.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shot(page, 'transfer-two-factor');
  await dialog.getByRole('textbox', { name: 'Authentication code' }).fill(totpNow(secret));
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByText('Funds transferred')).toBeVisible();
  await expect(dialog.getByText('Posted', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Journal entry #\d+/ })).toBeVisible();
  await shot(page, 'transfer-done');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A second transfer dated later stays pending (the factor is still fresh) and is cancelled.
  await openTransfer(page, '10');
  await dialog.getByLabel('Transfer date').fill('01/05/2099');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog.getByText('Pending', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('tab', { name: 'Pending' }).click();
  const pendingRow = page.getByRole('row', { name: /\$10\.00/ });
  // Not due yet: posting the due transfers (the daily job's work, on demand) leaves it pending.
  await page.getByRole('button', { name: 'Post due transfers' }).click();
  await expect(page.getByText('No pending transfer is due.')).toBeVisible();
  await expect(pendingRow).toContainText('Pending');
  await pendingRow.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('textbox', { name: 'Cancellation reason' }).fill('Entered by mistake');
  await shot(page, 'transfer-cancel');
  // Once in CI, beside the linter, this click left the modal open (the trail then listed only
  // refused calls, so whether the cancel was sent is not known).
  await page.getByRole('button', { name: 'Cancel transfer' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel funds transfer' })).toBeHidden();
  await expect(page.getByText('No transfer is pending.')).toBeVisible();
  await page.getByRole('tab', { name: 'All transfers' }).click();
  await expect(page.getByText('Entered by mistake')).toBeVisible();
  await shot(page, 'transfers');

  // The two-factor screen shows the authenticator set up and this sign-in verified.
  await openNav(page, 'Two-factor setup');
  await expect(page.getByText('Set up', { exact: true })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await shot(page, 'two-factor');
  await page.getByRole('button', { name: 'Replace authenticator' }).click();
  await expect(page.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible();
  const replaced = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await shot(page, 'two-factor-enrol');
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(totpNow(replaced));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/Code verified: funds transfers can be made/)).toBeVisible();
});

test('positive pay: enrol a bank account and send positive pay', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
  await openNav(page, 'Positive pay');
  await expect(page.getByRole('heading', { name: 'Positive pay' })).toBeVisible();
  await page
    .getByRole('checkbox', { name: /Enrol .*Operating/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Save accounts' }).click();
  await expect(page.getByText('Positive pay accounts saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Send positive pay' }).click();
  await shot(page, 'positive-pay-send');
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText(/There were no recent checks to be sent for Positive Pay\.|Positive pay sent/),
  ).toBeVisible();
  await shot(page, 'positive-pay');
});
