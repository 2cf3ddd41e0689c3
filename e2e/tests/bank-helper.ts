import { expect, type Page } from '@playwright/test';
import { openNav } from './nav-helper';

/** Banks → New bank: a bank whose accounts use its default routing; its profile opens. */
export async function createBankWithDefaultRouting(page: Page, name: string): Promise<void> {
  await openNav(page, 'Banks');
  await page.getByRole('button', { name: 'New bank' }).click();
  const bankForm = page.getByRole('form', { name: 'Bank' });
  await bankForm.getByLabel('Bank name').fill(name);
  await bankForm.getByLabel("Accounts use the bank's default routing").check();
  await bankForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Bank saved.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}
