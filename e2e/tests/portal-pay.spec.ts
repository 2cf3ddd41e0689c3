import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';

// Issue 23 part 3 on a phone: the demo owner signs in to the portal, pays once by card (charged at
// once) and once by bank account (in the association's next direct debit), and sees each receipt;
// a declined card pays nothing; the payment history shows each as it stands.

test.use({ viewport: { width: 390, height: 844 } });

const nextYear = String(new Date().getFullYear() + 1);

async function review(page: Page, amount: string) {
  const field = page.getByLabel('Amount to pay');
  await field.fill(amount);
  await field.blur();
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
}

test('the demo owner pays by card and by bank account from the portal and sees the receipts', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/portal/#/sign-in');
  await page.getByLabel('Email address').fill('owner1@portal-demo.example');
  await page.getByLabel('Password').fill('demo-owner');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /Hello, Brian/ })).toBeVisible();
  await page.getByRole('link', { name: 'Pay', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Pay', exact: true })).toBeVisible();
  await expect(page.getByText('No saved payment method yet')).toBeVisible();

  // A card: kept by the provider, charged at once.
  await page.getByRole('button', { name: 'Add a payment method' }).click();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByRole('textbox', { name: 'Expiry month' }).click();
  await page.getByRole('option', { name: '12' }).click();
  await page.getByRole('textbox', { name: 'Expiry year' }).click();
  await page.getByRole('option', { name: nextYear }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('radio', { name: 'Visa ending 1111' })).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('pay-form.png'), fullPage: true });
  await review(page, '10.00');
  await page.screenshot({ path: testInfo.outputPath('pay-confirm.png'), fullPage: true });
  await page.getByRole('button', { name: 'Pay $10.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('Visa ending 1111');
  await expect(receipt).toContainText('$10.00');
  await page.screenshot({ path: testInfo.outputPath('pay-card-receipt.png'), fullPage: true });
  await page.getByRole('button', { name: 'Done' }).click();

  // A bank account: debited in the next direct debit file.
  await page.getByRole('button', { name: 'Add a payment method' }).click();
  await page
    .locator('label')
    .filter({ hasText: /^Bank account$/ })
    .click();
  await page.getByLabel('Name on the account').fill('Brian Rossi');
  await page.getByLabel('Routing number').fill('021000021');
  await page.getByLabel('Account number').fill('744567899');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('radio', { name: 'Checking ending 7899' })).toBeChecked();
  await review(page, '5.00');
  await page.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment scheduled' })).toBeVisible();
  await expect(page.getByTestId('receipt')).toContainText('Checking ending 7899');
  await expect(page.getByText('next direct debit')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('pay-ach-receipt.png'), fullPage: true });
  await page.getByRole('button', { name: 'Done' }).click();

  // A declined card: the payment is refused, and nothing is paid.
  await page.getByRole('button', { name: 'Add a payment method' }).click();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('textbox', { name: 'Expiry month' }).click();
  await page.getByRole('option', { name: '12' }).click();
  await page.getByRole('textbox', { name: 'Expiry year' }).click();
  await page.getByRole('option', { name: nextYear }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('radio', { name: 'Visa ending 0002' })).toBeChecked();
  await review(page, '1.00');
  await page.getByRole('button', { name: 'Pay $1.00' }).click();
  await expect(page.getByText('The card was declined.')).toBeVisible();

  // The payment history: the card payment received, the bank account's pending, the declined one.
  await page.goto('/portal/#/ledger');
  const history = page.getByRole('list', { name: 'Payments' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Visa ending 0002' })).toContainText(
    'Declined',
  );
  await expect(
    history.getByRole('listitem').filter({ hasText: 'Checking ending 7899' }),
  ).toContainText('Pending');
  const card = history.getByRole('listitem').filter({ hasText: 'Visa ending 1111' });
  await expect(card).toContainText('$10.00');
  await expect(card).not.toContainText(/Pending|Declined|Being confirmed/);
  await page.getByRole('heading', { name: 'Payment history' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('pay-history.png'), fullPage: true });
});
