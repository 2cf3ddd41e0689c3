import { randomUUID } from 'node:crypto';
import { request } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { serverURL } from './server-fixture';

// Issue 23: the demo owner (Brian Rossi, 101 Willow Creek Drive) on a phone sends a service request
// with a photo, and replies to a violation the office recorded; the office's feed shows the reply.

const shots = 'test-results/portal-requests';
const owner = { EmailAddress: 'owner1@portal-demo.example', Password: 'demo-owner' };
// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: { width: 390, height: 844 } });

/** The office records a violation of the demo owner's home through the staff API. */
async function officeRecordsViolation(description: string) {
  const api = await request.newContext({ baseURL: serverURL(test.info()) });
  const signedIn = await api.post('/api/Portal/SignIn', { data: owner });
  const { session } = (await signedIn.json()) as {
    session: {
      OwnerAgentId: number;
      Properties: { PropertyAgentId: number; CommunityAgentId: number }[];
    };
  };
  const home = session.Properties[0];
  if (!home) throw new Error('the demo owner has no home');
  const login = await api.post('/api/Auth/Login', {
    data: { userName: 'admin', password: 'demo' },
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const saved = await api.post('/api/Code/SaveCodeGraph', {
    headers: auth,
    data: {
      communityAgentId: home.CommunityAgentId,
      code: {
        TopsCodeTypeId: 7,
        CodeAlias: `T${randomUUID().slice(0, 6)}`,
        CodeName: 'Trash cans visible',
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const ccrCode = (await saved.json()) as { TopsCodeId: number };
  const added = await api.post('/api/Ccr/AddCcrRecord', {
    headers: { ...auth, 'Idempotency-Key': randomUUID() },
    data: {
      CommunityAgentId: home.CommunityAgentId,
      PropertyAgentId: home.PropertyAgentId,
      OwnerAgentId: session.OwnerAgentId,
      TopsCodeId: ccrCode.TopsCodeId,
      Description: description,
      ObservedDate: new Date().toISOString().slice(0, 10),
      NextActionDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const feed = async () =>
    (await (
      await api.get(
        `/api/Activity/GetItemAgentFeed?agentId=${String(session.OwnerAgentId)}&take=50`,
        {
          headers: auth,
        },
      )
    ).json()) as { Items: { TopsTxnTypeId: number; Comments: string | null }[] };
  return { feed, dispose: () => api.dispose() };
}

test('an owner on a phone sends a service request with a photo and replies to a violation', async ({
  page,
}) => {
  const office = await officeRecordsViolation('Trash cans left at the curb after pickup');

  await page.goto('/portal/#/sign-in');
  await page.getByLabel('Email address').fill(owner.EmailAddress);
  await page.getByLabel('Password').fill(owner.Password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('heading', { name: /Hello, Brian/ })).toBeVisible();

  // A service request with a photo.
  await page.getByRole('link', { name: 'Requests', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Requests' })).toBeVisible();
  // The list (or its empty state) has loaded.
  await expect(
    page
      .getByText('You have not sent any requests yet')
      .or(page.getByRole('link', { name: /request · sent/ }).first()),
  ).toBeVisible();
  await page.screenshot({ path: `${shots}/01-requests.png`, fullPage: true });
  await page.getByRole('link', { name: 'New request' }).click();
  await page.getByLabel('In a few words').fill('Broken sprinkler head');
  await page.getByLabel('Details').fill('The sprinkler by the front walk sprays onto the street.');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'sprinkler.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(page.locator('input[type="file"]')).toHaveAttribute('accept', 'image/*');
  await page.screenshot({ path: `${shots}/02-new-request.png`, fullPage: true });
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/#\/requests\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Broken sprinkler head' })).toBeVisible();
  await expect(page.getByTestId('next-step')).toHaveText(
    'Next: The management office will review your request.',
  );
  await expect(page.getByRole('img', { name: 'sprinkler.png' })).toBeVisible();
  await page.screenshot({ path: `${shots}/03-request-sent.png`, fullPage: true });
  await page.getByRole('link', { name: '← All requests' }).click();
  await expect(page.getByRole('link', { name: /Broken sprinkler head/ })).toContainText('Open');

  // The violation and a reply: on a phone, Violations is among Home's other places.
  await page
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Home' })
    .click();
  await page.getByRole('link', { name: 'Violations', exact: true }).click();
  const violation = page.getByRole('link').filter({ hasText: 'Please correct this by' }).first();
  await expect(violation).toBeVisible();
  await page.screenshot({ path: `${shots}/04-violations.png`, fullPage: true });
  await violation.click();
  await expect(page.getByText('Trash cans left at the curb after pickup')).toBeVisible();
  await page.getByLabel('Reply to the association').fill('The cans are back behind the fence.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('The cans are back behind the fence.')).toBeVisible();
  await page.screenshot({ path: `${shots}/05-violation-replied.png`, fullPage: true });

  const feed = await office.feed();
  expect(feed.Items).toContainEqual(
    expect.objectContaining({
      TopsTxnTypeId: 64,
      Comments: 'Owner reply: The cans are back behind the fence.',
    }),
  );
  await office.dispose();
});
