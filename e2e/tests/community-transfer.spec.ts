import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { createCommunity, sessionToken, signInAs } from './sign-in-helper';
import { enterTransferKey, generateTransferKey } from './transfer-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/community-transfer-${name}.png`, fullPage: true });

// The sender's part of the flow (the key, the history) and the incoming modal's refusal of the
// company's own key; the move to the demo's second company is community-transfer-complete.spec.ts.
test('a company generates a transfer key; its own key is refused as incoming', async ({ page }) => {
  const name = `Transfer Test ${String(Date.now())}`;
  await createCommunity(name);
  await signInAs(page, 'admin');
  const transferKey = await generateTransferKey(page, name);
  await shot(page, 'key');
  await page.keyboard.press('Escape');

  const grid = page.getByRole('table', { name: 'Transfer history' });
  const row = grid.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Sent');
  await expect(row).toContainText('Key issued');
  await shot(page, 'history');

  await enterTransferKey(page, transferKey);
  await expect(
    page.getByText('The transfer key is not valid: it is unknown, expired or already used.'),
  ).toBeVisible();
  await shot(page, 'incoming-refused');
});

test('a deactivated community shows the inactive notice; Reactivate activates it', async ({
  page,
}) => {
  const id = await createCommunity(`Inactive Test ${String(Date.now())}`);
  await signInAs(page, 'admin');
  const token = await sessionToken(page);
  const off = await page.request.post(`/api/Crm/DeactivateCommunity/${String(id)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(off.ok()).toBe(true);
  await page.goto(`/#/community/${String(id)}/setup`);
  // The list is cached; a refresh reads it afresh (the profile's Deactivate patches it instead).
  await page.getByRole('button', { name: 'Refresh the community list' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'This community is inactive' });
  await expect(notice).toBeVisible();
  await shot(page, 'inactive-notice');
  await notice.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText('Activated community successfully.').first()).toBeVisible();
  await expect(notice).toBeHidden();
});
