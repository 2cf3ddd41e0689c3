import { randomUUID } from 'node:crypto';
import { request, type Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { serverURL } from './server-fixture';

// Issue 23: the demo owner (Brian Rossi, 101 Willow Creek Drive) on a phone sends a service request
// with a photo, and replies to a violation the office recorded; the office's feed shows the reply.
// They send an architectural request with a photo and see its decision date; the office's
// architectural list has it from the Portal.

const shots = 'test-results/portal-requests';
const owner = { EmailAddress: 'owner1@portal-demo.example', Password: 'demo-owner' };
// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: { width: 390, height: 844 } });

/** The demo owner signs in to the portal and sees their home page. */
async function signInAsOwner(page: Page) {
  await page.goto('/portal/#/sign-in');
  await page.getByLabel('Email address').fill(owner.EmailAddress);
  await page.getByLabel('Password').fill(owner.Password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('heading', { name: /Hello, Brian/ })).toBeVisible();
}

/**
 * The staff API as the demo administrator, with the demo owner and their home, and a new code of
 * the type (CCR 7, architectural 20) in the home's community.
 */
async function officeWithCode(TopsCodeTypeId: 7 | 20, CodeName: string) {
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
      code: { TopsCodeTypeId, CodeAlias: `T${randomUUID().slice(0, 6)}`, CodeName },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const code = (await saved.json()) as { TopsCodeId: number };
  return { api, auth, session, home, code };
}

/** The office records a violation of the demo owner's home through the staff API. */
async function officeRecordsViolation(description: string) {
  const { api, auth, session, home, code: ccrCode } = await officeWithCode(7, 'Trash cans visible');
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

  await signInAsOwner(page);

  // A service request with a photo.
  await page.getByRole('link', { name: 'Requests', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Requests' })).toBeVisible();
  // The list (or its empty state) has loaded.
  await expect(
    page
      .getByText('You have not sent any requests yet')
      .or(page.getByRole('link', { name: / · sent \d/ }).first()),
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
  // The textarea holds the same words until the reply is saved: wait for the saved reply.
  await expect(page.getByText('You have not replied yet.')).toBeHidden();
  await expect(page.getByText('The cans are back behind the fence.', { exact: true })).toHaveCount(
    1,
  );
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

/** The office, through the staff API: an architectural code of the demo owner's community. */
async function officeArchitecture(codeName: string) {
  const { api, auth, home } = await officeWithCode(20, codeName);
  const settings = (await (
    await api.get(
      `/api/ArchitecturalSettings/GetByCommunityAgentId?communityAgentId=${String(home.CommunityAgentId)}`,
      { headers: auth },
    )
  ).json()) as { ResponseDeadlineDays: number };
  /** The staff's view of a request. */
  const view = async (itemId: number) =>
    (await (
      await api.get(`/api/ArchitecturalRequest/ViewPage?itemId=${String(itemId)}`, {
        headers: auth,
      })
    ).json()) as {
      Request: { SourceName: string | null; DueDate: string; CodeName: string };
      Attachments: { AttachmentName: string }[];
    };
  /** Deletes the request again: the community's architectural list is as it was. */
  const remove = async (itemId: number) => {
    const deleted = await api.delete(`/api/ArchitecturalRequest/Delete?itemId=${String(itemId)}`, {
      headers: auth,
    });
    expect(deleted.ok(), await deleted.text()).toBe(true);
  };
  return {
    deadlineDays: settings.ResponseDeadlineDays,
    view,
    remove,
    dispose: () => api.dispose(),
  };
}

/** A day as the portal shows it (MM/DD/YYYY), days after today. */
function shownDay(daysAfterToday: number): string {
  const day = new Date(Date.now() + daysAfterToday * 86_400_000).toISOString().slice(0, 10);
  const [y = '', m = '', d = ''] = day.split('-');
  return `${m}/${d}/${y}`;
}

test('an owner on a phone sends an architectural request with a photo and sees its decision date', async ({
  page,
}) => {
  const codeName = `New fence ${randomUUID().slice(0, 4)}`;
  const office = await officeArchitecture(codeName);

  await signInAsOwner(page);
  await page.getByRole('link', { name: 'Requests', exact: true }).click();
  await page.getByRole('link', { name: 'New request' }).click();
  await page.getByText('A change to my home', { exact: true }).click();
  await expect(page.getByText('the architectural committee approves')).toBeVisible();
  await page.getByRole('textbox', { name: 'Kind of change' }).click();
  await page.getByRole('option', { name: codeName }).click();
  await page.getByLabel('In a few words').fill('Cedar fence along the back yard');
  await page
    .getByLabel('Details')
    .fill('A 6 ft cedar fence on the back line, natural colour; work from May 4 to May 8.');
  await expect(page.locator('input[type="file"]')).toHaveAttribute(
    'accept',
    'image/*,application/pdf',
  );
  await page.locator('input[type="file"]').setInputFiles({
    name: 'fence-plan.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await page.screenshot({ path: `${shots}/06-new-architectural-request.png`, fullPage: true });
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/#\/requests\/\d+$/);
  const itemId = Number(/(\d+)$/.exec(page.url())?.[1]);
  const decision = `Next: A decision is due by ${shownDay(office.deadlineDays)}.`;
  await expect(
    page.getByRole('heading', { name: 'Cedar fence along the back yard' }),
  ).toBeVisible();
  await expect(page.getByText(`Architectural request · ${codeName}`)).toBeVisible();
  await expect(page.getByTestId('next-step')).toHaveText(decision);
  await expect(page.getByRole('img', { name: 'fence-plan.png' })).toBeVisible();
  await page.screenshot({ path: `${shots}/07-architectural-request-sent.png`, fullPage: true });
  await page.getByRole('link', { name: '← All requests' }).click();
  const card = page.getByRole('link', { name: /Cedar fence along the back yard/ });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText(decision);
  await page.screenshot({ path: `${shots}/08-requests-with-architectural.png`, fullPage: true });

  // The office has it from the Portal, with the photo, under the code.
  const staff = await office.view(itemId);
  expect(staff.Request).toMatchObject({ SourceName: 'Portal', CodeName: codeName });
  expect(staff.Attachments.map((a) => a.AttachmentName)).toEqual(['fence-plan.png']);
  await office.remove(itemId);
  await office.dispose();
});
