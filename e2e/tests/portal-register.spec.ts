import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { sentMails } from './sent-mail';
import { staffApi } from './staff-api';

// Issue 23: an owner registers at phone size with the code of their invitation and their account
// number, and the 6-digit code mailed to the address they choose (read from the mail sent, staff
// see it masked); then signs in with it again.
// The demo invites a third Willow Creek owner with the code DEMO-WLLW-2026.

test.use({ viewport: { width: 390, height: 844 } });

const shots = 'test-results/screens';

async function get<T>(staff: { api: APIRequestContext; token: string }, url: string): Promise<T> {
  const answer = await staff.api.get(url, { headers: { authorization: `Bearer ${staff.token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

test('an invited owner registers from the phone with a mailed code and signs in again', async ({
  page,
}) => {
  const staff = await staffApi();
  const communities = await get<{ CommunityAgentId: number; DisplayName: string }[]>(
    staff,
    '/api/Crm/GetUserCommunityList',
  );
  const willow = communities.find((c) => c.DisplayName.startsWith('Willow Creek'));
  if (!willow) throw new Error('no Willow Creek');
  const summary = await get<{
    Owners: { Status: number; AccountNumber: string | null; Name: string }[];
  }>(
    staff,
    `/api/OwnerAccessAccount/GetOwnerAccessAccountSummaryForCommunity?communityAgentId=${String(willow.CommunityAgentId)}`,
  );
  const invited = summary.Owners.find((o) => o.Status === 1 && o.AccountNumber);
  if (!invited?.AccountNumber) throw new Error('no invited owner');
  const email = `new-owner-${String(Date.now())}@example.com`;

  await page.goto('/portal/#/register');
  await page.getByLabel('Registration code').fill('DEMO-WLLW-2026');
  await page.getByLabel('Account number').fill(invited.AccountNumber);
  await page.getByLabel('Email address to sign in with').fill(email);
  await page.screenshot({ path: `${shots}/portal-register-1.png`, fullPage: true });
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText(/We sent a 6-digit code to n•••@example\.com/)).toBeVisible();

  // The code is in the mail the owner gets; staff reading the outbox see it masked.
  const [mail] = await sentMails((m) => m.to.includes(email));
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code mailed');
  const outbox = await get<{ Mails: { ToAddress: string; Body: string }[] }>(
    staff,
    '/api/Mail/GetOutbox?take=20',
  );
  expect(outbox.Mails.find((m) => m.ToAddress === email)?.Body).toContain('Your code is ••••••.');
  await page.getByLabel('Code from the email').first().click();
  await page.keyboard.type(code);
  await page.getByLabel('Choose a password').fill('a long owner password');
  await page.getByLabel('Password again').fill('a long owner password');
  await page.screenshot({ path: `${shots}/portal-register-2.png`, fullPage: true });
  await page.getByRole('button', { name: 'Register and sign in' }).click();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  await expect(page.getByText(`Account ${invited.AccountNumber}`).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/portal-register-3-home.png`, fullPage: true });

  // Signed out, the owner signs in with the address and password just chosen.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/#\/sign-in/);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('a long owner password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  await staff.api.dispose();
});
