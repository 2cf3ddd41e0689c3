import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { sessionToken, signInAs } from './sign-in-helper';

const screens = 'test-results/screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/owner-merge-${name}.png`, fullPage: true });

const today = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const isoToday = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
const typedToday = `${pad(today.getMonth() + 1)}/${pad(today.getDate())}/${today.getFullYear()}`;
const typedYearStart = `01/01/${today.getFullYear()}`;

/**
 * A property of its own with two primary owners: Dora Duplicate, who paid $123.45 and $50.00 by
 * check today, and Sam Survivor, who has no history yet. Returns the owners' ids.
 */
async function duplicatedHome(page: Page, communityAgentId: number, account: string) {
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const property = await page.request.post('/api/Crm/SaveProperty', {
    headers,
    data: {
      CommunityAgentId: communityAgentId,
      Contact: { DisplayName: `${account} Merge Lane` },
      PropertyDetails: { AccountNumber: account },
    },
  });
  expect(property.status(), await property.text()).toBe(200);
  const propertyAgentId = ((await property.json()) as { Agent: { TopsAgentId: number } }).Agent
    .TopsAgentId;
  const saveOwner = async (FirstName: string, LastName: string) => {
    const owner = await page.request.post('/api/Crm/SaveOwner', {
      headers,
      data: {
        TopsAgentTypeId: 4,
        PropertyAgentId: propertyAgentId,
        Contact: { FirstName, LastName },
      },
    });
    expect(owner.status(), await owner.text()).toBe(200);
    return ((await owner.json()) as { Agent: { TopsAgentId: number } }).Agent.TopsAgentId;
  };
  const duplicate = await saveOwner('Dora', 'Duplicate');
  const setup = await page.request.get(
    `/api/OwnerPayments/GetPaymentSetup?communityAgentId=${communityAgentId}`,
    { headers },
  );
  const { BankAccounts } = (await setup.json()) as { BankAccounts: { BankAccountId: number }[] };
  for (const [amount, check] of [
    [12_345, '8801'],
    [5_000, '8802'],
  ] as const) {
    const paid = await page.request.post('/api/OwnerPayments/AddCashReceipt', {
      headers,
      data: {
        CommunityAgentId: communityAgentId,
        OwnerAgentId: duplicate,
        BankAccountId: BankAccounts[0]?.BankAccountId,
        Amount: amount,
        EventDate: isoToday,
        CheckNumber: check,
        Post: true,
      },
    });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  const survivor = await saveOwner('Sam', 'Survivor');
  return { duplicate, survivor };
}

test('an accountant merges a duplicate owner’s payment into the surviving owner of the property', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Parkside/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const communityAgentId = Number(/community\/(\d+)/.exec(page.url())?.[1]);
  const { survivor } = await duplicatedHome(
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
