import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAndOpen } from './sign-in-helper';

const shots = '/tmp/shots-bank-sftp';

async function chooseBank(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Bank' }).click();
  await page.getByRole('option', { name }).click();
}

test('bank integration: an SFTP connection is tested before it is saved', async ({ page }) => {
  await signInAndOpen(page, 'admin', '/banking/bank-integration');
  await chooseBank(page, 'Garden State Community Bank');
  await page.getByRole('textbox', { name: 'Connection' }).click();
  await page.getByRole('option', { name: 'SFTP (the bank’s server, polled)' }).click();
  await expect(page.getByRole('button', { name: 'Test connection' })).toBeVisible();

  // The form asks for the host before it calls the server.
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('All fields are required.').first()).toBeVisible();

  await page.getByLabel('Host').fill('127.0.0.1');
  // Port 1 on the loopback: nothing listens there, so the login fails.
  await page.getByLabel('Port').fill('1');
  await page.getByLabel('User name').fill('hoa-files');
  await page.getByLabel('Private key (OpenSSH or PEM)').fill('not a key');
  await page.getByLabel('Statements (BAI2, OFX, camt.053): folder').fill('/outbox/statements');
  await page.getByLabel('NACHA files sent: folder').fill('/inbox/ach');
  await page.screenshot({ path: `${shots}/sftp-connection.png`, fullPage: true });
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(
    page
      .getByText(/^Login failed\. Please verify your settings with your bank provider\. /)
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: `${shots}/sftp-refused.png`, fullPage: true });
  // Nothing was saved: the bank still works with files.
  await page.reload();
  await expect(page.getByText('File (uploads and downloads)').first()).toBeVisible();
});

test('bank integration: a file the SFTP poll could not import is listed with Retry', async ({
  page,
}) => {
  // The e2e server polls no SFTP server: the bank is presented as reached over SFTP, with one
  // statement refused before its account was set up (the poll and the retry themselves are
  // apps/server/src/modules/bank-sftp/retry-sftp-file.test.ts).
  await page.route('**/api/BankConnection/GetBankConnection?*', async (route) => {
    const response = await route.fetch();
    const connection = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: {
        ...connection,
        BankServiceName: 'SFTP',
        HasCredentials: true,
        ValidatedAt: new Date().toISOString(),
        Settings: {
          Host: 'sftp.gardenstate-bank.example',
          Port: '22',
          AuthMethod: 'Password',
          StatementFolder: '/outbox/statements',
          StatementPattern: '*.bai2',
        },
      },
    });
  });
  await page.route('**/api/BankConnection/GetSftpFailedFiles?*', async (route) => {
    await route.fulfill({
      json: [
        {
          SftpTransferId: 41,
          Kind: 'Statement',
          FileName: 'prior-day-0312.bai2',
          SizeBytes: 2214,
          FailedAt: new Date().toISOString(),
        },
      ],
    });
  });
  await signInAndOpen(page, 'admin', '/banking/bank-integration');
  await chooseBank(page, 'Garden State Community Bank');
  const failed = page.getByRole('table', { name: 'Files not imported' });
  await expect(failed.getByRole('row').filter({ hasText: 'prior-day-0312.bai2' })).toContainText(
    'Statement',
  );
  await expect(page.getByRole('button', { name: 'Retry prior-day-0312.bai2' })).toBeVisible();
  await page.screenshot({ path: `${shots}/sftp-failed-files.png`, fullPage: true });
});
