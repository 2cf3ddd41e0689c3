import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';

const screens = process.env.AP_VENDOR_SHOTS ?? 'test-results/screens';
mkdirSync(screens, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/ap-vendor-${name}.png`, fullPage: true });

// A company-level demo vendor no other flow changes.
const vendorName = 'Vertical Lift Elevator Maintenance';

test('a vendor’s insurances are added, checked, changed and deleted; the vendor is invited', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const communityAgentId = Number(/community\/(\d+)/.exec(page.url())?.[1]);
  await page.goto(`/#/community/${communityAgentId}/ap/vendors`);

  // Registered vendors: none in the demo until one registers on the vendor network.
  await page.getByRole('checkbox', { name: 'Registered vendors only' }).check();
  await expect(page.getByText('No vendor matches.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Registered vendors only' }).uncheck();

  await page.getByRole('textbox', { name: 'Name' }).fill('Vertical');
  const vendors = page.getByRole('table', { name: 'Vendors' });
  await vendors.getByRole('row', { name: new RegExp(vendorName) }).click();
  await expect(page.getByRole('heading', { name: vendorName })).toBeVisible();
  await expect(page.getByText('No insurance policies.')).toBeVisible();

  // Add: every required field answers with its message, then the policy is saved.
  await page.getByRole('button', { name: 'Add insurance' }).click();
  const form = page.getByRole('dialog', { name: 'Add insurance' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Policy type is required.')).toBeVisible();
  await expect(form.getByText('Carrier is required.')).toBeVisible();
  await expect(form.getByText('Expiration date is required.')).toBeVisible();
  await shot(page, 'insurance-messages');
  await form.getByRole('textbox', { name: 'Policy type' }).fill('Liability');
  await page.getByRole('option', { name: 'Liability insurance' }).click();
  await form.getByRole('textbox', { name: 'Carrier' }).fill('Liberty Shield');
  await form.getByRole('textbox', { name: 'Policy number' }).fill('GL-4471');
  await form.getByRole('textbox', { name: 'Expiration date' }).fill('01/31/2020');
  await form.getByRole('textbox', { name: 'Expiration date' }).press('Tab');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Insurance saved.').first()).toBeVisible();
  const insurances = page.getByRole('table', { name: 'Insurances' });
  const row = insurances.getByRole('row', { name: /Liability insurance/ });
  await expect(row).toContainText('Liberty Shield');
  await expect(row).toContainText('GL-4471');
  await expect(row).toContainText('Expired');

  // Edit: a new carrier and expiry; the policy is no longer expired.
  await row.getByRole('button', { name: 'Edit Liability insurance' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit insurance' });
  await expect(edit.getByRole('textbox', { name: 'Carrier' })).toHaveValue('Liberty Shield');
  await edit.getByRole('textbox', { name: 'Carrier' }).fill('Harbor Mutual');
  await edit.getByRole('textbox', { name: 'Expiration date' }).fill('12/31/2099');
  await edit.getByRole('textbox', { name: 'Expiration date' }).press('Tab');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Harbor Mutual');
  await expect(row).toContainText('12/31/2099');
  await expect(row).not.toContainText('Expired');
  await shot(page, 'insurances');

  // Invite: the code is made on the first send; the second is a resend.
  await expect(page.getByText('Not invited')).toBeVisible();
  await page.getByRole('button', { name: 'Send invite' }).click();
  const invite = page.getByRole('dialog', { name: 'Vendor invite' });
  const email = invite.getByRole('textbox', { name: 'Email address' });
  await expect(email).toHaveValue('service@verticallift.example.com');
  await email.fill('service@');
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(invite.getByText('A valid email address is required.')).toBeVisible();
  await email.fill('office@verticallift.example.com');
  await shot(page, 'invite');
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Invite sent', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Invited', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Registration code V-[2-9A-Z]{10}$/)).toBeVisible();
  const invites = page.getByRole('table', { name: 'Invites' });
  await expect(invites).toContainText('office@verticallift.example.com');
  await page.getByRole('button', { name: 'Resend invite' }).click();
  await expect(email).toHaveValue('office@verticallift.example.com');
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(invites.getByRole('row')).toHaveCount(3);
  await shot(page, 'invited');

  // Delete, after confirming.
  await row.getByRole('button', { name: 'Delete Liability insurance' }).click();
  await page
    .getByRole('dialog', { name: 'Delete insurance' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Insurance deleted.').first()).toBeVisible();
  await expect(page.getByText('No insurance policies.')).toBeVisible();
});
