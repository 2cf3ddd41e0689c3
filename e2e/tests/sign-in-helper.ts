import { expect, type Page } from '@playwright/test';

export async function signInAs(page: Page, userName: string, password = 'demo'): Promise<void> {
  await page.goto('/');
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

export async function openUserMenuItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
