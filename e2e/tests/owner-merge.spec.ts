import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';
import { payByCheck, savePrimaryOwner, saveProperty } from './home-helper';

const screens = 'test-results/screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/owner-merge-${name}.png`, fullPage: true });

const today = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const typedToday = `${pad(today.getMonth() + 1)}/${pad(today.getDate())}/${today.getFullYear()}`;
const typedYearStart = `01/01/${today.getFullYear()}`;

/**
 * A property of its own with two primary owners: Dora Duplicate, who paid $123.45 and $50.00 by
 * check today, and Sam Survivor, who has no history yet. Returns the survivor's id.
 */
async function duplicatedHome(page: Page, communityAgentId: number, account: string) {
  const propertyAgentId = await saveProperty(page, communityAgentId, account, 'Merge Lane');
  const duplicate = await savePrimaryOwner(page, propertyAgentId, 'Dora', 'Duplicate');
  await payByCheck(page, communityAgentId, duplicate, 12_345, '8801');
  await payByCheck(page, communityAgentId, duplicate, 5_000, '8802');
  return savePrimaryOwner(page, propertyAgentId, 'Sam', 'Survivor');
}

test('an accountant merges a duplicate owner’s payment into the surviving owner of the property', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Parkside/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const communityAgentId = Number(/community\/(\d+)/.exec(page.url())?.[1]);
  const survivor = await duplicatedHome(
    page,
    communityAgentId,
    `OM-${String(Date.now()).slice(-6)}`,
  );

  // From the surviving owner's profile, the balance section opens the merge.
  await page.goto(`/#/view/${survivor}`);
  const section = page.getByLabel('Owner balance');
  await expect(section).toContainText('Balance $0.00');
  await section.getByRole('link', { name: 'Merge history' }).click();
  await expect(page.getByRole('heading', { name: 'Merge history: Sam Survivor' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Merge history' });

  // Without a source owner the spec's message shows under the field.
  await form.getByRole('button', { name: 'Merge' }).click();
  await expect(form.getByText('You must select a source owner before merge.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Source owner' }).click();
  await page.getByRole('option', { name: /^Dora Duplicate, balance -\$173\.45$/ }).click();
  await form.getByRole('textbox', { name: 'From' }).fill(typedYearStart);
  await form.getByRole('textbox', { name: 'To' }).fill(typedToday);
  await form.getByRole('button', { name: 'Merge' }).click();
  await expect(form.getByText('You must apply an filter before merge.')).toBeVisible();
  await form.getByRole('button', { name: 'Apply filter' }).click();
  const rows = form.getByRole('table', { name: 'History rows' });
  await expect(rows.getByRole('row', { name: /-\$123\.45/ })).toBeVisible();
  await expect(rows.getByRole('row', { name: /-\$50\.00/ })).toBeVisible();
  await form.getByRole('button', { name: 'Merge' }).click();
  await expect(
    form.getByText('At least one history row must be selected before merge.'),
  ).toBeVisible();
  await shot(page, 'no-rows');

  // One payment chosen: a confirmation names the count, the amount and what happens.
  await rows
    .getByRole('row', { name: /-\$123\.45/ })
    .getByRole('checkbox')
    .check();
  await form.getByRole('button', { name: 'Merge' }).click();
  const confirm = page.getByRole('dialog', { name: 'Merge history' });
  await expect(confirm).toHaveCSS('opacity', '1');
  await expect(confirm).toContainText('Merge: 1 history row, -$123.45?');
  await expect(confirm).toContainText(
    'reversed on Dora Duplicate and posted again on Sam Survivor',
  );
  await shot(page, 'confirm');
  await confirm.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText('1 history row merged.')).toBeVisible();

  // The row is gone from the list, the merge is recorded, and the balances moved.
  await expect(rows.getByRole('row', { name: /-\$123\.45/ })).toBeHidden();
  const past = page.getByRole('table', { name: 'Past merges' });
  await expect(
    past.getByRole('row', { name: /Dora Duplicate.*Sam Survivor.*-\$123\.45/ }),
  ).toBeVisible();
  await shot(page, 'merged');
  await page.goto(`/#/view/${survivor}`);
  await expect(page.getByLabel('Owner balance')).toContainText('Balance -$123.45');
});
