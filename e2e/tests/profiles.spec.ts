import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { addHomeAddress } from './profile-form';
import { sessionToken, signInAs } from './sign-in-helper';
import { openNav } from './nav-helper';

// A 1×1 PNG, for a profile picture.
const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function openWillowCreekProfile(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Willow Creek/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
  await openNav(page, 'Community profile');
  await expect(page.getByRole('heading', { name: /Willow Creek/, level: 2 })).toBeVisible();
}

test('an administrator adds an owner to a Willow Creek property, edits, deletes and re-enables it', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await openWillowCreekProfile(page);

  // The community's linked profiles are counted; its properties open as a list.
  const linked = page.getByRole('region', { name: 'Linked profiles' });
  await linked.getByRole('button', { name: /Properties/ }).click();
  const properties = linked.getByRole('list', { name: 'Properties' });
  const propertyLink = properties.getByRole('listitem').first().getByRole('link');
  const propertyName = await propertyLink.innerText();
  await propertyLink.click();
  await expect(page).toHaveURL(/#\/property\/view\/\d+/);
  await expect(page.getByRole('heading', { name: propertyName, level: 2 })).toBeVisible();

  await page
    .getByRole('region', { name: 'Linked profiles' })
    .getByRole('button', { name: /Owners/ })
    .click();
  await expect(
    page.getByRole('list', { name: 'Owners' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/profiles-property.png', fullPage: true });
  await page.getByRole('button', { name: 'Add owner' }).click();
  await expect(page).toHaveURL(/#\/owner\/add\/\d+/);
  await expect(page.getByRole('group', { name: 'Parent profile' })).toContainText(propertyName);

  await page.getByLabel('First name').fill('Evelyn');
  await page.getByLabel('Last name').fill('Marsh');

  await addHomeAddress(page, { number: '41', name: 'Juniper Way', postalCode: '78704' });

  await page.getByRole('button', { name: 'Add phone' }).click();
  const phone = page.getByRole('group', { name: 'Phone 1' });
  await expect(phone.getByRole('textbox', { name: 'Phone type' })).toHaveValue('Mobile');
  await phone.getByLabel('Area code').fill('51');
  await phone.getByLabel('Phone number').fill('555(01)8');
  await expect(phone.getByLabel('Phone number')).toHaveValue('555-018');

  await page.getByRole('button', { name: 'Add web address' }).click();
  const web = page.getByRole('group', { name: 'Web address 1' });
  await web.getByLabel('Email address').fill('evelyn.marsh@example');

  // The phone entry and email rules hold the save with the spec's limits under the fields.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(phone.getByText('Area code must be exactly 3 digits.')).toBeVisible();
  await expect(phone.getByText('Phone number must be exactly 7 digits.')).toBeVisible();
  await expect(web.getByText('Enter a valid email address (name@domain.com).')).toBeVisible();
  await phone.getByLabel('Area code').fill('512');
  await phone.getByLabel('Phone number').fill('5550188');
  await web.getByLabel('Email address').fill('evelyn.marsh@example.com');
  await page.getByRole('heading', { name: 'New owner' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/profiles-edit.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Saved owner successfully.').last()).toBeVisible();
  await expect(page).toHaveURL(/#\/owner\/view\/\d+/);
  await expect(page.getByRole('heading', { name: 'Evelyn Marsh', level: 2 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Parent profiles' })).toContainText(
    propertyName,
  );
  const addresses = page.getByRole('region', { name: 'Addresses', exact: true });
  await expect(addresses).toContainText('41 Juniper Way');
  await expect(addresses).toContainText('Austin, TX 78704');
  await expect(page.getByRole('region', { name: 'Phones' })).toContainText('(512) 555-0188');
  await expect(page.getByRole('region', { name: 'Web addresses' })).toContainText(
    'evelyn.marsh@example.com',
  );
  await page.screenshot({ path: 'test-results/screens/profiles-view.png', fullPage: true });

  // Edit: a display name and a second phone with an extension.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Evelyn Marsh' })).toBeVisible();
  await page.getByLabel('Display name').fill('Evelyn R. Marsh');
  await page.getByRole('button', { name: 'Add phone' }).click();
  const work = page.getByRole('group', { name: 'Phone 2' });
  await work.getByRole('textbox', { name: 'Phone type' }).click();
  await page.getByRole('option', { name: 'Work', exact: true }).click();
  await work.getByLabel('Area code').fill('737');
  await work.getByLabel('Phone number').fill('5550123');
  await work.getByLabel('Extension').fill('204');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved owner successfully.').last()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Evelyn R. Marsh', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Phones' })).toContainText('(737) 555-0123 x204');

  // Delete, then re-enable with the spec's confirmation and success texts.
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this owner?').first()).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted owner successfully.').first()).toBeVisible();
  await expect(
    page.getByText('This profile is deleted. Re-enable it to change it.').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Re-enable' }).click();
  await expect(
    page.getByText('Are you sure you want to re-enable this owner?').first(),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Re-enable' }).click();
  await expect(page.getByText('Re-enabled owner successfully.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

  // An image attached to the owner becomes the profile picture shown in the header.
  const ownerId = /owner\/view\/(\d+)/.exec(page.url())?.[1] ?? '';
  const token = await sessionToken(page);
  const upload = await page.request.post('/api/Attachment/CreateAgentAttachment', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      File: {
        name: 'evelyn.png',
        mimeType: 'image/png',
        buffer: Buffer.from(onePixelPng, 'base64'),
      },
      TopsAgentId: ownerId,
    },
  });
  expect(upload.status()).toBe(200);
  await page.getByRole('button', { name: 'Profile picture' }).click();
  await page.getByRole('button', { name: /Use evelyn.* as the profile picture/ }).click();
  await expect(page.getByText('Your Profile Picture has been set.').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Evelyn R. Marsh profile picture' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/profiles-picture.png' });
});

test('a community is deactivated and activated from its profile, and the selector shows it', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await openWillowCreekProfile(page);
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(
    page.getByText('Are you sure you want to deactivate this community?').first(),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Deactivated community successfully.').first()).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Community' })).toHaveValue(
    /Willow Creek.*\(inactive\)/,
  );
  await page.screenshot({ path: 'test-results/screens/profiles-community.png', fullPage: true });

  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(
    page.getByText('Activated community successfully.', { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Community' })).not.toHaveValue(/inactive/);
});

interface PropertyRow {
  PropertyAgentId: number;
  Owners: { TopsAgentId: number; TopsAgentTypeId: number; DisplayName: string }[];
}

/** Calls the API with the signed-in user's token. */
async function api<T>(page: Page, path: string, data?: object): Promise<T> {
  const token = await sessionToken(page);
  const response = await page.request.fetch(path, {
    method: data ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

const ownerSlugs: Record<number, string> = {
  4: 'primary-owner',
  5: 'owner',
  16: 'renter',
  20: 'previous-owner',
};

test('a profile opened from the property list steps through properties and owners, and a resale makes the owners previous owners', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
  const communities = await api<{ CommunityAgentId: number; DisplayName: string }[]>(
    page,
    '/api/Crm/GetUserCommunityList',
  );
  const community = communities.find((c) => c.DisplayName.startsWith('Willow Creek'));
  if (!community) throw new Error('No Willow Creek');
  const list = (skip: number) =>
    api<{ Results: PropertyRow[]; TotalCount: number }>(
      page,
      `/api/Crm/GetPropertyPortfolio?communityAgentId=${community.CommunityAgentId}` +
        `&sortOptionId=3&skip=${skip}&take=2`,
    );
  const { Results, TotalCount } = await list(0);
  const [first, second] = Results;
  if (!first || !second) throw new Error('Willow Creek needs two properties');
  const at = (index: number) =>
    `?community=${community.CommunityAgentId}&sortOrder=3&propertyIndex=${index}`;

  // The first property by last name: no previous one; next opens the second.
  await page.goto(`/#/property/view/${first.PropertyAgentId}${at(0)}`);
  const steps = page.getByRole('navigation', { name: 'Property list' });
  await expect(steps).toContainText(`Property 1 of ${TotalCount} · sorted by Last Name`);
  await expect(steps.getByRole('button', { name: '← Previous' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/screens/profiles-list-steps.png', fullPage: true });
  await steps.getByRole('button', { name: 'Next →' }).click();
  await expect(page).toHaveURL(new RegExp(`#/property/view/${second.PropertyAgentId}\\?`));
  await expect(steps).toContainText(`Property 2 of ${TotalCount}`);

  // With the owner arrows (on in the demo company) an owner steps to the owners before it.
  const owner = second.Owners[0];
  if (!owner) throw new Error('The second property needs an owner');
  await page.goto(
    `/#/${ownerSlugs[owner.TopsAgentTypeId] ?? 'owner'}/view/${owner.TopsAgentId}${at(1)}&ownerIndex=0`,
  );
  await expect(steps).toContainText(
    `Owner 1 of ${second.Owners.length}, property 2 of ${TotalCount}`,
  );
  await expect(page.getByRole('heading', { name: owner.DisplayName, level: 2 })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/profiles-owner-steps.png', fullPage: true });
  await steps.getByRole('button', { name: '← Previous' }).click();
  await expect(page).toHaveURL(/propertyIndex=0/);
  await expect(steps).toContainText(`property 1 of ${TotalCount}`);

  // Resale of the last property by last name: the buyer becomes its primary owner.
  const last = (await list(TotalCount - 1)).Results[0];
  const sellers = last?.Owners.filter((o) => o.TopsAgentTypeId === 4 || o.TopsAgentTypeId === 5);
  if (!last || !sellers?.length) throw new Error('The last property needs owners');
  await page.goto(`/#/property/view/${last.PropertyAgentId}`);
  await page.getByRole('button', { name: 'Resale' }).click();
  await expect(page).toHaveURL(/#\/primary-owner\/add\/\d+\?resale=true/);
  await expect(page.getByRole('heading', { name: 'Resale: new primary owner' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'become previous owners' }),
  ).toBeVisible();
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Castellanos');
  await page.screenshot({ path: 'test-results/screens/profiles-resale.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  const plural = sellers.length === 1 ? '' : 's';
  await expect(
    page
      .getByText(`Saved the new primary owner; ${sellers.length} previous owner${plural} recorded.`)
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/primary-owner\/view\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Priya Castellanos', level: 2 })).toBeVisible();
  for (const seller of sellers) {
    const header = await api<{ TopsAgentTypeId: number }>(
      page,
      `/api/Crm/GetAgentHeader?agentId=${seller.TopsAgentId}`,
    );
    expect(header.TopsAgentTypeId).toBe(20);
  }
});
