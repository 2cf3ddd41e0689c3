import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAndOpen } from './sign-in-helper';

const shots = '/tmp/shots-bankint';

async function chooseBank(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Bank' }).click();
  await page.getByRole('option', { name }).click();
}

test('bank integration: settings tabs, a file connection, a community subscribed, alerts', async ({
  page,
}) => {
  await signInAndOpen(page, 'admin', '/banking/bank-integration');
  await expect(page.getByRole('heading', { name: 'Bank integration settings' })).toBeVisible();
  await chooseBank(page, 'Garden State Community Bank');
  await expect(page).toHaveURL(/#\/banking\/bank-integration\/validation\/\d+/);

  // The file connection is available for every bank.
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText('The bank connection is valid and saved.').first()).toBeVisible();
  await expect(page.getByText(/^Validated \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  // A provider needs both values.
  await page.getByRole('textbox', { name: 'Connection' }).click();
  await page.getByRole('option', { name: 'MOO (own integration)' }).click();
  await page.getByLabel('User name or key').fill('hoa-user');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText('All fields are required.').first()).toBeVisible();

  // Every setting type has its tab; the lockbox tab subscribes a community.
  for (const tab of ['Auto reconciliation', 'Bank statement', 'Positive pay', 'Lockbox']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
  await expect(page).toHaveURL(/#\/banking\/bank-integration\/lockbox\/\d+/);
  const services = page.getByRole('table', { name: 'Community services' });
  const first = services.getByRole('checkbox').first();
  await expect(first).not.toBeChecked();
  await first.click();
  await expect(first).toBeChecked();
  await expect(services.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('switch', { name: 'Enabled' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add email' }).click();
  await page.getByRole('button', { name: 'Add email' }).click();
  await expect(
    page
      .getByText('Before adding a new email you need to save your current changes first.')
      .first(),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'New alert email' }).fill('lockbox.alerts@example.com');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('lockbox.alerts@example.com')).toBeVisible();
  await page.screenshot({ path: `${shots}/settings-lockbox.png`, fullPage: true });

  // Reloading keeps the subscription.
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Community services' }).getByRole('checkbox').first(),
  ).toBeChecked();
});

test('lockbox ids, the validation export and the bank log', async ({ page }) => {
  await signInAndOpen(page, 'admin', '/banking/validation-export');
  await chooseBank(page, 'Atlantic Fiduciary Trust');
  await expect(
    page.getByText('None of the associated Bank Accounts have a Lockbox ID'),
  ).toBeVisible();
  await page.screenshot({ path: `${shots}/validation-warning.png`, fullPage: true });

  await page.getByText('Set lockbox IDs').click();
  await expect(page).toHaveURL(/#\/banking\/lockbox-settings\/\d+/);
  const accounts = page.getByRole('table', { name: 'Lockbox accounts' });
  await accounts.getByRole('textbox').first().fill('LB-7001');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lockbox IDs saved.').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/lockbox-ids.png`, fullPage: true });

  await page.goto(page.url().replace('lockbox-settings', 'validation-export'));
  const candidates = page.getByRole('table', { name: 'Validation candidates' });
  await expect(candidates.getByText('LB-7001')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^HOAValidation-AFT-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText(/owners\.$/).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/validation-export.png`, fullPage: true });

  // Another bank's layout: First Citizens, fixed width with header, details and trailer.
  await page.getByRole('textbox', { name: 'File format' }).click();
  await expect(page.getByRole('option')).toHaveCount(9);
  await page.screenshot({ path: `${shots}/validation-formats.png`, fullPage: true });
  await page.getByRole('option', { name: /^First Citizens/ }).click();
  const fixedDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const fixed = await fixedDownload;
  expect(fixed.suggestedFilename()).toMatch(
    /^HOAValidation-AFT-FirstCitizens-\d{4}-\d{2}-\d{2}\.txt$/,
  );
  const records = readFileSync(await fixed.path(), 'latin1')
    .split('\r\n')
    .slice(0, -1);
  expect(records.every((record) => record.length === 130)).toBe(true);
  expect(records.map((record) => record[0]).join('')).toMatch(/^HD+T$/);
  expect(records[1]).toMatch(/^DLB-7001 /);
  await expect(page.getByText(/^HOAValidation-AFT-FirstCitizens-.*: \d+ owners\.$/)).toBeVisible();
  await page.screenshot({ path: `${shots}/validation-export-format.png`, fullPage: true });

  await page.goto(page.url().replace('validation-export', 'bank-logs'));
  const log = page.getByRole('table', { name: 'Bank log' });
  await expect(log.getByText(/Standard validation file exported/)).toBeVisible();
  await expect(log.getByText(/First Citizens validation file exported/)).toBeVisible();
  await page.getByLabel('Keyword').fill('nothing-like-this');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(log.getByText('Nothing was logged for these filters.')).toBeVisible();
  await page.getByLabel('Keyword').fill('validation');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(log.getByText(/Standard validation file exported/)).toBeVisible();
  await expect(log.getByText(/First Citizens validation file exported/)).toBeVisible();
  await page.screenshot({ path: `${shots}/bank-logs.png`, fullPage: true });

  // Without a bank chosen, the page shows the bank activity feed across banks (GetBankActivityFeed):
  // the export just logged is its newest row, under its bank and log.
  await page.goto('/#/banking/bank-logs');
  await expect(page.getByText('Choose a bank to see its log.')).toBeVisible();
  const feed = page.getByRole('table', { name: 'Bank activity' });
  const exported = feed.getByRole('row', { name: /Standard validation file exported/ }).first();
  await expect(exported).toContainText('Atlantic Fiduciary Trust');
  await expect(exported.getByRole('cell').nth(3)).not.toBeEmpty();
  await expect(feed.getByRole('row').nth(1)).toContainText(
    'First Citizens validation file exported',
  );
  await page.screenshot({ path: `${shots}/bank-activity-feed.png`, fullPage: true });

  await page.goto('/#/banking/check-scan-line');
  await page.getByRole('switch', { name: 'Allow bank account padding' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Scan-line settings saved.').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/scan-line.png` });
});
