import type { Page } from '@playwright/test';
import { expect } from './csp-fixture';
import { openNav } from './nav-helper';

/**
 * As a signed-in administrator of the sending company: opens Community transfers from the menu,
 * generates a transfer key for the named community and returns it, the modal left open on it.
 */
export async function generateTransferKey(page: Page, communityName: string): Promise<string> {
  await openNav(page, 'Community transfers');
  await expect(page.getByRole('heading', { name: 'Community transfers' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate transfer key' }).click();
  const modal = page.getByRole('dialog', { name: 'Generate transfer key' });
  await modal.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: communityName }).click();
  await modal.getByRole('button', { name: 'Generate key' }).click();
  const key = modal.getByTestId('transfer-key');
  await expect(key).toHaveText(/^[0-9A-F]{4}(-[0-9A-F]{4}){4}$/);
  return (await key.textContent()) ?? '';
}

/** On Community transfers: enters the key in 'Community transfer incoming' and begins. */
export async function enterTransferKey(page: Page, transferKey: string): Promise<void> {
  await page.getByRole('button', { name: 'Community transfer incoming' }).click();
  const incoming = page.getByRole('dialog', { name: 'Community transfer incoming' });
  await incoming.getByRole('textbox', { name: 'Transfer key' }).fill(transferKey);
  await incoming.getByRole('button', { name: 'Begin transfer' }).click();
}
