import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs, switchCommunity } from './sign-in-helper';

// Issue 23 part 4 on a phone (390×844): the demo owner Brian Rossi signs in to the portal, opens
// Autopay, is told a routing number is wrong, turns autopay on with his checking account, a
// $150.00 cap and his past due paid now, sees what happens next (the draft date and amount), and
// stops autopay. Meanwhile the back office's direct debit page shows the enrolment as his autopay,
// enrolling him again says his autopay stays on, and staff change his cap to $200.00.

const shots = 'test-results/portal-autopay';
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

test.use({ viewport: { width: 390, height: 844 } });

test('an owner enrols in autopay with a cap from a phone, sees the next draft, and stops it', async ({
  page,
  browser,
}) => {
  await page.goto('/portal/#/sign-in');
  await page.getByRole('textbox', { name: 'Email address' }).fill('owner1@portal-demo.example');
  await page.getByLabel('Password').fill('demo-owner');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible();

  await page.getByRole('link', { name: 'Autopay', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Autopay' })).toBeVisible();
  await expect(page.getByText('Autopay is off')).toBeVisible();
  await shot(page, '1-off');

  const routing = page.getByRole('textbox', { name: 'Routing number' });
  await routing.fill('021000022');
  await expect(page.getByText('This routing number is not valid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on autopay' })).toBeDisabled();
  await routing.fill('021000021');
  await page.getByRole('textbox', { name: 'Account number' }).fill('123456789');
  await page.getByRole('textbox', { name: /Cap per draft/ }).fill('150.00');
  // He owes more than this month's charges: he chooses to pay the past due now.
  await page.getByRole('checkbox', { name: /Pay my past due of \$[\d,]+\.\d\d now/ }).check();
  await shot(page, '2-form');
  await page.getByRole('button', { name: 'Turn on autopay' }).click();

  await expect(page.getByText('Autopay is on')).toBeVisible();
  await expect(page.getByText('Cap $150.00 per draft')).toBeVisible();
  const next = page.getByTestId('autopay-next');
  await expect(next).toContainText(/(we will draft \$[\d,]+\.\d\d|nothing will be taken)/);
  await expect(next).toContainText(/\d\d\/\d\d\/\d{4}/);
  await expect(next).toContainText('goes with the next direct debit file');
  await expect(page.getByText(/Bank account \*{4}6789 \(checking\)/)).toBeVisible();
  await shot(page, '3-on');
  // The page fits the phone's width: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Staff see his enrolment as his autopay; enrolling him again keeps it.
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const staff = await staffContext.newPage();
  await signInAs(staff, 'admin');
  const communityAgentId = await switchCommunity(staff, /Willow Creek/);
  await staff.goto(`/#/community/${communityAgentId}/direct-debit`);
  const owners = staff.getByRole('table', { name: 'Enrolled owners' });
  const row = owners.getByRole('row').filter({ hasText: 'Owner’s autopay' });
  await expect(row).toContainText('cap $150.00, past due next');
  await expect(row).toContainText('****6789');
  const ownerName = (await row.getByRole('cell').nth(1).innerText()).trim();
  await staff.screenshot({ path: `${shots}/5-back-office.png`, fullPage: true });
  await staff.getByRole('button', { name: 'Enroll owner' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Enroll owner in direct debit' });
  await dialog.getByRole('textbox', { name: 'Owner' }).fill(ownerName.split(' ').at(-1) ?? '');
  await staff.getByRole('option', { name: new RegExp(ownerName) }).click();
  await expect(dialog.getByTestId('enroll-autopay-note')).toContainText(
    'The owner turned autopay on from the portal (cap $150.00, past due next). Saving changes the bank details only: the autopay stays on.',
  );
  await staff.screenshot({ path: `${shots}/6-enroll-note.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // Staff change his cap to $200.00 and leave the past due to the drafts; his autopay stays on.
  await row.getByRole('button', { name: `Autopay of ${ownerName}` }).click();
  const autopay = staff.getByRole('dialog', { name: `Autopay of ${ownerName}` });
  await expect(autopay.getByRole('switch', { name: /Autopay/ })).toBeChecked();
  await autopay.getByRole('textbox', { name: /Cap per draft/ }).fill('200.00');
  await autopay.getByRole('checkbox', { name: 'Take the past due with the next draft' }).uncheck();
  await staff.screenshot({ path: `${shots}/7-staff-autopay.png`, fullPage: true });
  await autopay.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('cap $200.00');
  await expect(row).not.toContainText('past due next');
  await staffContext.close();
  await page.reload();
  await expect(page.getByText('Cap $200.00 per draft')).toBeVisible();

  await page.getByRole('button', { name: 'Stop autopay' }).click();
  await page.getByRole('button', { name: 'Stop now' }).click();
  await expect(page.getByText('Autopay is off')).toBeVisible();
  await shot(page, '4-stopped');
});
