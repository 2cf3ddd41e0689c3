import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { closeOverlay } from './overlay-helper';
import { signInAs, switchCommunity } from './sign-in-helper';

// Issue 22, service requests: an owner's report of something broken is recorded on the Add service
// request screen for 101 Willow Creek Drive with a photo, found by its words on the Service
// requests list, seen in its drawer, then opened on its view, where it is marked in progress.

const shots = 'test-results/service-requests';
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a service request is added with a photo, found in the list, seen in its drawer and view', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await switchCommunity(page, /Willow Creek/);
  const words = `Garage door stuck ${String(Date.now()).slice(-6)}`;

  await openNav(page, 'Add service request');
  await page.getByRole('textbox', { name: 'Property' }).fill('101 Willow');
  await page
    .getByRole('option', { name: /101 Willow Creek Drive/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Portal' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill(words);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'garage-door.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await expect(page.getByRole('button', { name: 'Photos' })).toContainText('garage-door.png');
  await page.screenshot({ path: `${shots}/01-add.png`, fullPage: true });
  await page.getByRole('button', { name: 'Add service request' }).click();
  await expect(page).toHaveURL(/\/service-requests\/view\/list\/\d+/);
  const itemId = /\/service-requests\/view\/list\/(\d+)/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { name: words })).toBeVisible();
  await expect(page.getByTestId('service-request-photo')).toContainText('garage-door.png');

  await openNav(page, 'Service requests');
  await page.getByRole('textbox', { name: 'Search service requests' }).fill(words);
  const row = page.getByTestId(`service-request-${itemId}`);
  await expect(row).toContainText('Portal');
  await expect(page.getByText('1 service request', { exact: true })).toBeVisible();

  // The number opens the 640 px drawer.
  await row.getByRole('button', { name: `Summary of service request ${itemId}` }).click();
  const drawer = page.getByTestId('service-request-drawer');
  await expect(drawer).toContainText('101 Willow Creek Drive');
  await expect(drawer.getByTestId('service-request-photo')).toBeVisible();
  await page.screenshot({ path: `${shots}/02-drawer.png` });
  await closeOverlay(drawer, drawer.getByRole('link', { name: 'Open the service request' }));

  await expect(page).toHaveURL(new RegExp(`/service-requests/view/list/${itemId}`));
  await page.getByRole('button', { name: 'Set in progress' }).click();
  const state = page.getByText('State', { exact: true }).locator('xpath=..');
  await expect(state).toContainText('In Progress');
  await expect(page.getByRole('button', { name: 'Set back to open' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Convert to work order' })).toBeVisible();
  await page.screenshot({ path: `${shots}/03-view.png`, fullPage: true });
});
