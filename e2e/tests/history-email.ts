import { expect, type Page } from '@playwright/test';

/**
 * Emails a history workbook from the open profile: a bad address is refused with the spec's
 * warning, a good one queues the mail, and the outbox shows it with the file attached.
 */
export async function emailHistory(
  page: Page,
  who: 'owner' | 'vendor',
  attachment: string | RegExp,
  shot: () => Promise<unknown>,
): Promise<void> {
  await page.getByRole('button', { name: 'Email history' }).click();
  const email = page.getByRole('dialog', { name: `Email ${who} history` });
  await email.getByLabel('To').fill(`${who}-at-example`);
  await email.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please select an email address')).toBeVisible();
  const address = `${who}-${Date.now()}@example.com`;
  await email.getByLabel('To').fill(address);
  await shot();
  await email.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email has been queued for delivery.')).toBeVisible();
  await expect(email).toBeHidden();
  await page.goto('/#/admin/outbox');
  const queued = page.getByRole('table', { name: 'Outbox' }).getByRole('row', { name: address });
  await expect(queued).toContainText('Profile email');
  await queued.getByRole('button', { name: /Account history/ }).click();
  await expect(page.getByRole('dialog')).toContainText(attachment);
}
