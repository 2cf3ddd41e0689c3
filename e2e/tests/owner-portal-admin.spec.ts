import { mkdirSync } from 'node:fs';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { signInAs, switchCommunity } from './sign-in-helper';

// Issue 23 parts 1 and 2: a company administrator walks the owner portal wizard for a community
// whose portal is off (Harbor View), sends the owners registration emails on the way, and the
// community goes live; the owner access index then counts the invited owners.

const shots = 'test-results/owner-portal-admin';
mkdirSync(shots, { recursive: true });

test.use({ viewport: { width: 1440, height: 900 } });

test('an administrator walks the owner portal wizard and sends registration emails', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await switchCommunity(page, /Harbor View/);
  await openNav(page, 'Owner portal wizard');
  await expect(page.getByRole('heading', { name: 'Owner portal wizard' })).toBeVisible();

  // 1 Company portal: the company's address is saved already ('summit').
  await expect(page.getByRole('textbox', { name: 'Portal address' })).toHaveValue('summit');
  await page.screenshot({ path: `${shots}/01-company.png` });
  await page.getByRole('button', { name: 'Next' }).click();

  // 2 Community settings: the bank account owners pay into.
  await expect(page.getByRole('heading', { name: 'Community settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Choose the bank account owners pay into first.',
  );
  await page.getByRole('textbox', { name: 'Bank account owners pay into' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The community’s owner portal settings are saved.')).toBeVisible();
  await page.screenshot({ path: `${shots}/02-community.png` });
  await page.getByRole('button', { name: 'Next' }).click();

  // 3 Payments.
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // 4 Owner invitations: registration emails with one-time codes.
  await expect(page.getByRole('heading', { name: 'Owner invitations' })).toBeVisible();
  await page.getByRole('button', { name: 'Send registration emails' }).click();
  await expect(page.getByText(/Registration emails sent: \d+/)).toBeVisible();
  await page.screenshot({ path: `${shots}/03-invitations.png` });
  await page.getByRole('button', { name: 'Next' }).click();

  // 5 Go live.
  await expect(page.getByRole('heading', { name: 'Go live' })).toBeVisible();
  await page.getByRole('button', { name: 'Go live', exact: true }).click();
  await expect(page.getByText('The owner portal is live')).toBeVisible();
  await page.screenshot({ path: `${shots}/04-live.png` });

  await openNav(page, 'Owner portal access');
  await expect(page.getByRole('heading', { name: 'Owner portal access' })).toBeVisible();
  await expect(page.getByLabel('Pending count')).not.toHaveText('0');
  await expect(page.getByLabel('Pending percent')).toHaveText(/^\d+\.\d%$/);
  await page.screenshot({ path: `${shots}/05-index.png` });
});
