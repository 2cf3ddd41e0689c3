import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';
import { createBankWithDefaultRouting } from './bank-helper';

test('a removed bank account no record uses is deleted, then its empty bank, each after a confirmation', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await createBankWithDefaultRouting(page, 'Harbor Point Bank');

  await page.getByRole('button', { name: 'Add bank account' }).click();
  const form = page.getByRole('form', { name: 'Bank account' });
  await form.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Willow Creek/ }).click();
  await form.getByLabel('Account name').fill('Harbor Sweep');
  await form.getByLabel('Account number').fill('77004455');
  await form.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Bank account saved.').first()).toBeVisible();
  // A bank that holds an account offers no delete.
  await expect(page.getByRole('button', { name: 'Delete bank' })).toHaveCount(0);

  const accounts = page.getByRole('table', { name: 'Bank accounts' });
  const row = accounts.getByRole('row', { name: /Harbor Sweep/ });
  await expect(row.getByRole('button', { name: 'Delete Harbor Sweep' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Remove Harbor Sweep' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Bank account removed.').first()).toBeVisible();
  await page.getByLabel('Show removed accounts').check();
  // The removed account still keeps its bank.
  await expect(page.getByRole('button', { name: 'Delete bank' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Delete Harbor Sweep' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('postings, checks, reconciliations');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/bank-delete-account-confirm.png' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Bank account deleted.').first()).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: 'Delete bank' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Delete' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/bank-delete-bank-confirm.png' });
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Bank deleted.').first()).toBeVisible();
  const banks = page.getByRole('table', { name: 'Banks' });
  await expect(banks.getByRole('button', { name: 'Garden State Community Bank' })).toBeVisible();
  await expect(banks.getByRole('button', { name: 'Harbor Point Bank' })).toHaveCount(0);
});
