import { request, type Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { onePagePdf } from './pdf-fixture';
import { serverURL } from './server-fixture';

const screens = 'test-results/screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/portal-account-${name}.png`, fullPage: true });

test.use({ viewport: { width: 390, height: 844 } });

/** The management company publishes a PDF to the owners of a community (the attachments API). */
async function publishToOwners(communityAgentId: number, fileName: string): Promise<void> {
  const api = await request.newContext({ baseURL: serverURL(test.info()) });
  const login = await api.post('/api/Auth/Login', {
    data: { userName: 'admin', password: 'demo' },
  });
  const { token } = (await login.json()) as { token: string };
  const created = await api.post('/api/Attachment/CreateAgentAttachment', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      TopsAgentId: String(communityAgentId),
      IsOwnerAccess: 'true',
      File: { name: fileName, mimeType: 'application/pdf', buffer: onePagePdf('Pool rules') },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  await api.dispose();
}

test('an owner sees the balance by charge, opens the ledger and a statement PDF, and sets email delivery', async ({
  page,
}) => {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/#\/sign-in/);
  await page.getByLabel('Email address').fill('owner1@portal-demo.example');
  await page.getByLabel('Password').fill('demo-owner');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Brian' })).toBeVisible();
  // Home: the balance by charge, the total due and what happens next.
  const card = page.locator('[aria-label="101 Willow Creek Drive"]');
  await expect(card.getByText('Total due')).toBeVisible();
  await expect(
    card
      .getByRole('listitem')
      .filter({ hasText: /\$[\d,]+\.\d\d/ })
      .first(),
  ).toBeVisible();
  await expect(card.getByText(/: \$[\d,]+\.\d\d due .+\.$/).first()).toBeVisible();
  const total = (await card.getByTestId('total-due').textContent()) ?? '';
  expect(total).toMatch(/^\$[\d,]+\.\d\d$/);
  await shot(page, 'home');

  // Ledger: the charge with the running balance, equal to the home's total; the statement PDF.
  // On a phone the ledger is among Home's other places.
  await page.getByRole('link', { name: 'Ledger', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ledger' })).toBeVisible();
  const transactions = page.getByRole('list', { name: 'Transactions' });
  await expect(transactions.getByRole('listitem').first()).toContainText(`Balance ${total}`);
  await expect(page.getByText('No payment received yet.')).toBeVisible();
  await shot(page, 'ledger');
  const statement = page.getByRole('link', { name: 'Statement (PDF)' });
  const href = (await statement.getAttribute('href')) ?? '';
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const popup = page.waitForEvent('popup');
  await statement.click();
  await (await popup).close();

  // Documents: none published yet, then the community's pool rules, to download.
  const nav = page.getByRole('navigation', { name: 'Portal' });
  await nav.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: 'Documents', exact: true }).click();
  await expect(page.getByText('No documents yet')).toBeVisible();
  await shot(page, 'documents-empty');
  const session = await page.request.get('/api/Portal/GetSession');
  const { Properties } = (await session.json()) as { Properties: { CommunityAgentId: number }[] };
  await publishToOwners(Properties[0]?.CommunityAgentId ?? 0, 'pool-rules.pdf');
  await page.reload();
  const document = page
    .getByRole('list', { name: 'Documents' })
    .getByRole('link', { name: 'pool-rules.pdf' });
  await expect(document).toBeVisible();
  const file = await page.request.get((await document.getAttribute('href')) ?? '');
  expect([file.status(), file.headers()['content-type']]).toEqual([200, 'application/pdf']);
  await shot(page, 'documents');

  // Account: email delivery, refused without an email address, then saved with one.
  await page
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Account' })
    .click();
  const preferences = page.getByRole('region', { name: 'Communication preferences' });
  await expect(preferences).toBeVisible();
  await shot(page, 'account');
  await preferences.getByText('Email', { exact: true }).click();
  await preferences.getByLabel('Email address').fill('');
  await preferences.getByRole('button', { name: 'Save preferences' }).click();
  await expect(
    preferences.getByText('Enter your email address to get your mail by email.'),
  ).toBeVisible();
  await preferences.getByLabel('Email address').fill('brian.rossi@example.com');
  await preferences.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();
  await page.reload();
  await expect(preferences.getByLabel('Email address')).toHaveValue('brian.rossi@example.com');
  await expect(preferences.getByRole('radio', { name: 'Email' })).toBeChecked();
  await shot(page, 'account-email');
});
