import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';
import { openNav } from './nav-helper';
import { createBankWithDefaultRouting } from './bank-helper';

async function openCommunity(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
}

test('a manager creates a committee and seats a member, with the spec’s validation messages', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await openCommunity(page, /Harbor View/);
  await openNav(page, 'Committees');
  const committees = page.getByRole('table', { name: 'Committees' });
  await expect(committees.getByText('Board of Directors')).toBeVisible();

  await page.getByRole('button', { name: 'New committee' }).click();
  const committeeForm = page.getByRole('form', { name: 'Committee' });
  await committeeForm.getByLabel('Name').fill('Landscaping Committee');
  await committeeForm.getByLabel('Alias').fill('LAND');
  await committeeForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Committee saved.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Landscaping Committee' })).toBeVisible();

  await page.getByRole('button', { name: 'Add member' }).click();
  const memberForm = page.getByRole('form', { name: 'Committee member' });
  await memberForm.getByLabel('Last name').fill('Whitfield');
  await memberForm.getByRole('textbox', { name: 'Expiration month' }).click();
  await page.getByRole('option', { name: 'June' }).click();
  await memberForm.getByRole('button', { name: 'Save' }).click();
  await expect(memberForm.getByText('Invalid contact information')).toBeVisible();
  await expect(memberForm.getByText('incomplete expiration')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/committees-member-validation.png' });

  await memberForm.getByLabel('First name').fill('Margaret');
  await memberForm.getByLabel('Email').fill('margaret.whitfield@example.com');
  await memberForm.getByLabel('Area code').fill('609');
  await memberForm.getByLabel('Phone number').fill('5550142');
  await memberForm.getByRole('textbox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Treasurer' }).click();
  const yearSelect = memberForm.getByRole('textbox', { name: 'Expiration year' });
  await yearSelect.click();
  // The year list holds ten years from the current one.
  await expect(page.getByRole('option')).toHaveCount(10);
  const year = new Date().getFullYear() + 2;
  await page.getByRole('option', { name: String(year) }).click();
  await page.screenshot({
    path: 'test-results/screens/committees-member-modal.png',
    fullPage: true,
  });
  await memberForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Member saved.').first()).toBeVisible();
  await expect(memberForm).toBeHidden();

  const members = page.getByRole('table', { name: 'Members' });
  const row = members.getByRole('row', { name: /Margaret Whitfield/ });
  await expect(row).toContainText('Treasurer');
  await expect(row).toContainText(`06/${year}`);
  await expect(row).toContainText('(609) 555-0142');
  await page.screenshot({ path: 'test-results/screens/committees-profile.png', fullPage: true });

  // Removing a member asks first.
  await row.getByRole('button', { name: 'Remove Margaret Whitfield' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Member removed.').first()).toBeVisible();
  await expect(members.getByText('No members yet.')).toBeVisible();
});

test('an accountant’s bank account warns about a bank without a routing number, then saves masked', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  // The landing opens the community home after sign-in: a menu click before it loses to it.
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  await createBankWithDefaultRouting(page, 'Lakeside Credit Union');

  await openCommunity(page, /Willow Creek/);
  await openNav(page, 'Bank accounts');
  const accounts = page.getByRole('table', { name: 'Bank accounts' });
  await expect(accounts.getByText('Primary')).toHaveCount(1);

  await page.getByRole('button', { name: 'Add bank account' }).click();
  const form = page.getByRole('form', { name: 'Bank account' });
  await form.getByRole('textbox', { name: 'Bank' }).click();
  await page.getByRole('option', { name: 'Lakeside Credit Union' }).click();
  await expect(page.getByText('Bank has not set a routing number').first()).toBeVisible();
  await expect(form.getByLabel("Use the bank's default routing number")).not.toBeChecked();
  await form.getByLabel('Account name').fill('Willow Creek Capital Reserve');
  await form.getByLabel('Account number').fill('88001234567');
  await form.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
  await expect(form.getByRole('textbox', { name: 'Next check number' })).toHaveValue('1000');
  await form.getByRole('textbox', { name: 'ACH company identification' }).fill('1123456789');
  await page.screenshot({
    path: 'test-results/screens/committees-banks-routing-warning.png',
    fullPage: true,
  });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Bank account saved.').first()).toBeVisible();
  await expect(form).toBeHidden();

  const row = accounts.getByRole('row', { name: /Willow Creek Capital Reserve/ });
  await expect(row).toContainText('****4567');
  await expect(row).toContainText('021000021');
  await expect(row).not.toContainText('Primary');
  await row
    .getByRole('button', { name: 'Show the number of Willow Creek Capital Reserve' })
    .click();
  await expect(row).toContainText('88001234567');
  await page.screenshot({
    path: 'test-results/screens/committees-banks-accounts.png',
    fullPage: true,
  });

  await row.getByRole('button', { name: 'Remove Willow Creek Capital Reserve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Bank account removed.').first()).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByLabel('Show removed accounts').check();
  await row.getByRole('button', { name: 'Restore Willow Creek Capital Reserve' }).click();
  await expect(page.getByText('Bank Account enabled').first()).toBeVisible();

  // The bank's profile lists its accounts by community, numbers masked.
  await openNav(page, 'Banks');
  const banks = page.getByRole('table', { name: 'Banks' });
  await expect(banks.getByRole('row', { name: /Lakeside Credit Union/ })).toContainText('1');
  await banks.getByRole('button', { name: 'Garden State Community Bank' }).click();
  await expect(page.getByRole('heading', { name: 'Garden State Community Bank' })).toBeVisible();
  await expect(accounts.getByRole('row')).toHaveCount(4);
  await page.screenshot({
    path: 'test-results/screens/committees-banks-bank-profile.png',
    fullPage: true,
  });
});
