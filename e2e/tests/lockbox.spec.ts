import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';
import { openNav } from './nav-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/lockbox-${name}.png`, fullPage: true });

// Parkside's coupons carry the property account numbers PT0001, PT0002, …; PT9999 is no property.
const file = {
  name: 'parkside-lockbox.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    'AccountNumber,Amount,CheckNumber,PayerName\r\n' +
      'PT0001,410.00,7001,First Owner\r\n' +
      'PT9999,125.00,7002,Unknown Payer\r\n' +
      'PT0002,"1,020.50",7003,Second Owner\r\n',
  ),
};

test('an accountant uploads a lockbox file, fixes its exception and posts the batch', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Parkside/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);

  await openNav(page, 'Lockbox');
  await expect(page.getByRole('heading', { name: 'Lockbox' })).toBeVisible();
  // Without a file nothing is sent: the file field says so.
  await page.getByRole('button', { name: 'Upload lockbox file' }).click();
  await expect(page.getByText('A file is required.')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload lockbox file' }).click();
  await expect(page.getByText('Lockbox has been started...')).toBeVisible();

  // The batch opens for review with its exception.
  await expect(page.getByRole('heading', { name: /^Lockbox batch \d+$/ })).toBeVisible();
  await expect(page.getByText('1 payment needs review')).toBeVisible();
  await expect(page.getByText('No property has account number PT9999.')).toBeVisible();
  await shot(page, 'review');

  await page.getByRole('textbox', { name: 'Account of line 3' }).fill('PT0003');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('All exceptions are resolved.')).toBeVisible();
  await page.getByRole('button', { name: 'Post batch' }).click();
  await expect(page.getByText('Posted 3 lockbox payments, $1,555.50.')).toBeVisible();
  const payments = page.getByRole('table', { name: 'Lockbox payments' });
  await expect(payments.getByText('Posted')).toHaveCount(3);
  await shot(page, 'posted');

  // History lists it posted; the same file again opens the duplicate-lockbox modal.
  await page.getByRole('button', { name: 'Back to lockbox' }).click();
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('table', { name: 'Lockbox history' });
  await expect(history.getByText('$1,555.50')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload lockbox file' }).click();
  const modal = page.getByRole('dialog', { name: 'Duplicate lockbox file' });
  await expect(modal).toContainText('It was not imported again');
  await expect(modal).toHaveCSS('opacity', '1');
  await shot(page, 'duplicate');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(history.getByRole('row')).toHaveCount(2);
});

const csvFile = (name: string, ...rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(
    ['AccountNumber,Amount,CheckNumber,PayerName', ...rows].join('\r\n') + '\r\n',
  ),
});

test('an accountant discards a batch to import its file again, and posting skips checks received before', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Parkside/ }).click();
  await openNav(page, 'Lockbox');
  await expect(page.getByRole('heading', { name: 'Lockbox' })).toBeVisible();

  const first = csvFile('parkside-0021.csv', 'PT0021,50.00,8801,Owner Twenty-One');
  await page.locator('input[type="file"]').setInputFiles(first);
  await page.getByRole('button', { name: 'Upload lockbox file' }).click();
  await expect(page.getByRole('heading', { name: /^Lockbox batch \d+$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Discard batch' }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard lockbox batch' });
  await expect(confirm).toContainText('parkside-0021.csv can be uploaded again');
  await confirm.getByRole('button', { name: 'Discard batch' }).click();
  await expect(page.getByText(/^Lockbox batch \d+ was discarded\.$/)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Lockbox', exact: true })).toBeVisible();

  // Discarded, the same file imports again and posts.
  await page.locator('input[type="file"]').setInputFiles(first);
  await page.getByRole('button', { name: 'Upload lockbox file' }).click();
  await expect(page.getByRole('heading', { name: /^Lockbox batch \d+$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Post batch' }).click();
  await expect(page.getByText('Posted 1 lockbox payments, $50.00.')).toBeVisible();

  // A second file repeats check 8801: posting shows it in the duplicate modal and leaves it out.
  await page.getByRole('button', { name: 'Back to lockbox' }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles(
      csvFile(
        'parkside-0022.csv',
        'PT0021,50.00,8801,Owner Twenty-One',
        'PT0022,60.00,8802,Owner Twenty-Two',
      ),
    );
  await page.getByRole('button', { name: 'Upload lockbox file' }).click();
  await expect(
    page.getByText('Check number 8801 was already received from this owner.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Post batch' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate lockbox payments' });
  const received = duplicate.getByRole('table', { name: 'Payments already received' });
  await expect(received.getByRole('row')).toHaveCount(2);
  await expect(received).toContainText('8801');
  await expect(received).toContainText('$50.00');
  await expect(duplicate).toHaveCSS('opacity', '1');
  await shot(page, 'duplicate-payments');
  await duplicate.getByRole('button', { name: 'Post the other payments' }).click();
  await expect(page.getByText('Posted 1 lockbox payments, $60.00.')).toBeVisible();
  await shot(page, 'posted-after-duplicate');
});

test('an administrator runs the bank’s lockbox from the bank reconciliation screen', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Parkside/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const communityAgentId = Number(/#\/community\/(\d+)\//.exec(page.url())?.[1]);
  const login = await page.request.post('/api/Auth/Login', {
    data: { userName: 'admin', password: 'demo' },
  });
  const { token } = (await login.json()) as { token: string };
  const autoPost = (IsAutoPost: boolean) =>
    page.request.post('/api/Lockbox/SaveLockboxSetting', {
      headers: { Authorization: `Bearer ${token}` },
      data: { CommunityAgentId: communityAgentId, IsAutoPost },
    });

  // A clean file, imported while the community does not auto-post: it waits unposted.
  await openNav(page, 'Lockbox');
  await page
    .locator('input[type="file"]')
    .setInputFiles(
      csvFile(
        'parkside-run.csv',
        'PT0011,70.00,9901,Owner Eleven',
        'PT0012,30.25,9902,Owner Twelve',
      ),
    );
  await page.getByRole('button', { name: 'Upload lockbox file' }).click();
  await expect(page.getByRole('heading', { name: /^Lockbox batch \d+$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post batch' })).toBeVisible();
  expect((await autoPost(true)).ok()).toBe(true);

  // The bank's run (RunLockbox) from beside 'Run reconciliation', up to today.
  await openNav(page, 'Bank reconciliation');
  await page.getByRole('button', { name: 'Run lockbox' }).click();
  const modal = page.getByRole('dialog', { name: 'Run lockbox' });
  await expect(modal.getByRole('textbox', { name: 'Bank', exact: true })).not.toHaveValue('');
  await expect(modal.getByLabel('Process date')).not.toHaveValue('');
  await expect(modal).toHaveCSS('opacity', '1');
  await shot(page, 'run-modal');
  const running = page.waitForResponse((r) =>
    r.url().endsWith('/api/SmartBankingOnDemand/RunLockbox'),
  );
  await modal.getByRole('button', { name: 'Run' }).click();
  expect((await running).status()).toBe(200);
  await expect(
    page.getByText(
      /^Lockbox run finished: 1 batch posted, 2 payments, \$100\.25; \d+ batch(es)? skipped\.$/,
    ),
  ).toBeVisible();
  await shot(page, 'run-done');
  expect((await autoPost(false)).ok()).toBe(true);

  // The batch is posted: the history shows it, and the bank's log has the run.
  await openNav(page, 'Lockbox');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('table', { name: 'Lockbox history' })).toContainText('$100.25');
});

test('lockbox settings refuse an empty maximum of days under its field', async ({ page }) => {
  await signInAs(page, 'accountant');
  // The landing opens its community after the sign-in; a link clicked before then is undone.
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  await openNav(page, 'Lockbox');
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lockbox settings' });
  const maxDays = dialog.getByRole('textbox', {
    name: 'Maximum days between check date and deposit',
  });
  await expect(maxDays).not.toHaveValue('');
  await maxDays.clear();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(maxDays).toHaveAccessibleDescription('Enter the maximum days (1 to 3650).');
  await shot(page, 'settings-error');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
