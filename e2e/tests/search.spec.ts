import { expect, test } from './csp-fixture';
import { sessionToken, signInAs } from './sign-in-helper';
import { openNav } from './nav-helper';

test('finds an owner with the top-bar search and opens the hit', async ({ page }) => {
  await signInAs(page, 'admin');
  const search = page.getByRole('textbox', { name: 'Global search' });
  await search.fill('lindqvist');
  const results = page.getByRole('listbox', { name: 'Search results' });
  const owner = results.getByRole('option', { name: /Lindqvist.*Primary owner/ }).first();
  await expect(owner).toBeVisible();
  await expect(results.getByText('Profiles')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/search-global-dropdown.png' });
  const name = (await owner.locator('p').first().textContent()) ?? '';
  expect(name).toMatch(/Lindqvist/);
  await owner.click();
  await expect(page).toHaveURL(/#\/primary-owner\/view\/\d+/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(search).toHaveValue('');
  await page.screenshot({ path: 'test-results/screens/search-opened-profile.png', fullPage: true });

  // Enter opens the first hit without waiting for the pause after typing.
  await search.fill('Quee');
  await search.press('Enter');
  await expect(page).toHaveURL(
    /#\/(property|primary-owner|owner|renter|previous-owner)\/view\/\d+/,
  );
});

test('owner search pages by 25 and the property portfolio sorts by balance', async ({ page }) => {
  await signInAs(page, 'admin');
  // Sign-in lands on the last community's home; navigate once it has.
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
  await openNav(page, 'Owner search');
  const criteria = page.getByRole('textbox', { name: 'Search owners' });
  await criteria.fill('a');
  await expect(page.getByText('Enter at least 2 characters to search.').first()).toBeVisible();
  await criteria.fill('Queens');
  const found = page.getByRole('table', { name: 'Owners found' });
  await expect(found.getByRole('row')).toHaveCount(26);
  await expect(page.getByText(/Showing 1–25 of \d+/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/search-owner-search.png', fullPage: true });
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(/Showing 26–/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Community', exact: true }).click();
  await page.getByRole('option', { name: /Willow Creek/ }).click();
  await openNav(page, 'Properties');
  const properties = page.getByRole('table', { name: 'Properties' });
  await expect(properties.getByRole('row')).toHaveCount(26);
  await page.getByRole('textbox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Balance' }).click();
  await expect(page.getByText(/Showing 1–25 of 60/)).toBeVisible();
  await page.screenshot({
    path: 'test-results/screens/search-property-portfolio.png',
    fullPage: true,
  });
});

test('portfolio dashboard, vendors with their communities, vendor edit-all and users', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
  // Three demo communities, and any other flow of this run created.
  const token = await sessionToken(page);
  const communities = (await (
    await page.request.get('/api/Crm/GetUserCommunityList', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as unknown[];
  expect(communities.length).toBeGreaterThanOrEqual(3);
  await openNav(page, 'Portfolio dashboard');
  await expect(
    page.getByRole('button', { name: `Communities: ${String(communities.length)}`, exact: true }),
  ).toBeVisible();
  await page.screenshot({
    path: 'test-results/screens/search-portfolio-dashboard.png',
    fullPage: true,
  });

  await page.getByRole('button', { name: /^Vendors: \d+$/ }).click();
  const vendors = page.getByRole('table', { name: 'Vendors' });
  await expect(vendors.getByRole('row')).not.toHaveCount(1);
  const firstVendor =
    (await vendors.getByRole('row').nth(1).getByRole('button').first().textContent()) ?? '';
  await page.getByRole('button', { name: `Communities of ${firstVendor}` }).click();
  await expect(page.getByRole('dialog', { name: `${firstVendor}: communities` })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/search-vendor-communities.png' });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Edit all' }).click();
  const email = page.getByRole('textbox', { name: `Email of ${firstVendor}` });
  await email.fill('not an email');
  await expect(
    page.getByText('Enter a valid email address (name@domain.com).').first(),
  ).toBeVisible();
  // Save sends nothing the server would refuse: the message stays under the field.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Enter a valid email address (name@domain.com).').first(),
  ).toBeVisible();
  await expect(page.getByText('1 vendor saved.')).toHaveCount(0);
  await email.fill('office@vendor-example.com');
  await page.screenshot({
    path: 'test-results/screens/search-vendor-edit-all.png',
    fullPage: true,
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('1 vendor saved.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Back to vendors' }).click();
  await expect(vendors.getByText('office@vendor-example.com')).toBeVisible();

  await openNav(page, 'Users');
  await expect(
    page.getByRole('table', { name: 'Users' }).getByText('admin', { exact: true }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Community', exact: true }).click();
  await page.getByRole('option', { name: /Harbor View/ }).click();
  await openNav(page, 'Ownerships');
  await page.getByText('By owner').click();
  await expect(page.getByRole('table', { name: 'Owners' })).toBeVisible();
  await page.screenshot({
    path: 'test-results/screens/search-ownerships-by-owner.png',
    fullPage: true,
  });
});

test('a broad owner search counts to the page shown and offers the next one', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
  // 30 owners whose first names start with 'Qu', on one Willow Creek property.
  const token = await sessionToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (
    await page.request.get('/api/Crm/GetUserCommunityList', { headers })
  ).json()) as { CommunityAgentId: number; DisplayName: string }[];
  const willowCreek = list.find((c) => c.DisplayName.startsWith('Willow Creek'));
  const properties = (await (
    await page.request.get(
      `/api/Crm/GetPropertyPortfolio?communityAgentId=${willowCreek?.CommunityAgentId ?? 0}&take=1`,
      { headers },
    )
  ).json()) as { Results: { PropertyAgentId: number }[] };
  const property = properties.Results[0]?.PropertyAgentId ?? 0;
  const saved = await page.request.post('/api/Crm/SaveMultipleOwners', {
    headers,
    data: Array.from({ length: 30 }, (_, i) => ({
      TopsAgentTypeId: 5,
      PropertyAgentId: property,
      Contact: { FirstName: 'Quillon', LastName: `Broadley${String(i).padStart(2, '0')}` },
    })),
  });
  expect(saved.ok()).toBe(true);

  await openNav(page, 'Owner search');
  await page.getByRole('textbox', { name: 'Search owners' }).fill('qu');
  const found = page.getByRole('table', { name: 'Owners found' });
  await expect(found.getByRole('row')).toHaveCount(26);
  await expect(page.getByText('Showing 1–25 of more than 25')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/search-owner-broad.png', fullPage: true });
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(/Showing 26–3\d of 3\d$/)).toBeVisible();
  await expect(found.getByText('Quillon Broadley29')).toBeVisible();
});

test('a transaction found by its number opens its transaction profile', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
  const token = await sessionToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const communities = (await (
    await page.request.get('/api/Crm/GetUserCommunityList', { headers })
  ).json()) as { CommunityAgentId: number }[];
  // A posted assessment run of the demo (apply charges, 40): a type without a screen of its own.
  let charge: { TopsItemId: number; TxnTypeName: string } | undefined;
  for (const community of communities) {
    const feed = (await (
      await page.request.get(
        `/api/Activity/GetCommunityActivityFeed?communityAgentId=${String(community.CommunityAgentId)}` +
          '&startDate=2000-01-01&take=100',
        { headers },
      )
    ).json()) as { Items: { TopsItemId: number; TopsTxnTypeId: number; TxnTypeName: string }[] };
    charge = feed.Items.find((item) => item.TopsTxnTypeId === 40);
    if (charge) break;
  }
  if (!charge) throw new Error('no posted charge in the demo communities');
  const search = page.getByRole('textbox', { name: 'Global search' });
  await search.fill(`#${String(charge.TopsItemId)}`);
  const results = page.getByRole('listbox', { name: 'Search results' });
  await results
    .getByRole('option', { name: new RegExp(`#${String(charge.TopsItemId)}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`#/transaction/\\d+/${String(charge.TopsItemId)}$`));
  await expect(
    page.getByRole('heading', { name: `Transaction #${String(charge.TopsItemId)}` }),
  ).toBeVisible();
  const lines = page.getByRole('table', {
    name: `Ledger lines of item ${String(charge.TopsItemId)}`,
  });
  await expect(lines.getByRole('row').nth(1)).toBeVisible();
  // The run's profile as its agent sees it (GetApplyChargesProfile): the header and owner lines.
  await expect(page.getByLabel('Run', { exact: true })).toContainText('Apply charges');
  const owners = page.getByRole('table', {
    name: `Owners of run ${String(charge.TopsItemId)}`,
  });
  await expect(owners.getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({
    path: 'test-results/screens/search-transaction-profile.png',
    fullPage: true,
  });
  await page.getByRole('link', { name: 'Open party profile' }).click();
  await expect(page).toHaveURL(/#\/(view|[a-z-]+\/view)\/\d+/);
});
