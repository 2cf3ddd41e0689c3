import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';

const screens = 'test-results/screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/portal-account-${name}.png`, fullPage: true });

test.use({ viewport: { width: 390, height: 844 } });

test('an owner sees the balance by charge, opens the ledger and a statement PDF, and sets email delivery', async ({
  page,
}) => {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/#\/sign-in/);
  await page.getByLabel('Email address').fill('owner1@portal-demo.example');
  await page.getByLabel('Password').fill('demo-owner');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Brian' })).toBeVisible();
  // Home: the balance by charge, the total due and what happens next.
  const card = page.locator('[aria-label="101 Willow Creek Drive"]');
  await expect(card.getByText('Total due')).toBeVisible();
  await expect(
    card
      .getByRole('listitem')
      .filter({ hasText: /\$[\d,]+\.\d\d/ })
      .first(),
  ).toBeVisible();
  await expect(card.getByText(/: \$[\d,]+\.\d\d due .+\.$/).first()).toBeVisible();
  const total = (await card.getByTestId('total-due').textContent()) ?? '';
  expect(total).toMatch(/^\$[\d,]+\.\d\d$/);
  await shot(page, 'home');

  // Ledger: the charge with the running balance, equal to the home's total; the statement PDF.
  await page
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Ledger' })
    .click();
  await expect(page.getByRole('heading', { name: 'Ledger' })).toBeVisible();
  const transactions = page.getByRole('list', { name: 'Transactions' });
  await expect(transactions.getByRole('listitem').first()).toContainText(`Balance ${total}`);
  await expect(page.getByText('No payment received yet.')).toBeVisible();
  await shot(page, 'ledger');
  const statement = page.getByRole('link', { name: 'Statement (PDF)' });
  const href = (await statement.getAttribute('href')) ?? '';
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const popup = page.waitForEvent('popup');
  await statement.click();
  await (await popup).close();

  // Account: email delivery, refused without an email address, then saved with one.
  await page
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Account' })
    .click();
  const preferences = page.getByRole('region', { name: 'Communication preferences' });
  await expect(preferences).toBeVisible();
  await shot(page, 'account');
  await preferences.getByText('Email', { exact: true }).click();
  await preferences.getByLabel('Email address').fill('');
  await preferences.getByRole('button', { name: 'Save preferences' }).click();
  await expect(
    preferences.getByText('Enter your email address to get your mail by email.'),
  ).toBeVisible();
  await preferences.getByLabel('Email address').fill('brian.rossi@example.com');
  await preferences.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();
  await page.reload();
  await expect(preferences.getByLabel('Email address')).toHaveValue('brian.rossi@example.com');
  await expect(preferences.getByRole('radio', { name: 'Email' })).toBeChecked();
  await shot(page, 'account-email');
});
