import { mkdirSync } from 'node:fs';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { sessionToken, signInAs, switchCommunity } from './sign-in-helper';

// Issue 20, item 5: an inspection batch walked with a phone (390×844). A CCR code is set up on
// the settings screen; the inspection is started from the Violations menu; two entries with a
// photo each are saved (the second while the phone is offline: it waits on the phone and is sent
// when the network is back); the batch is reviewed and accrued; both violations are listed.

const shots = 'test-results/violation-inspections';
mkdirSync(shots, { recursive: true });

/** A 1×1 PNG, as a phone camera's photo stands in. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an inspection of two entries with photos is entered on a phone, reviewed and accrued', async ({
  page,
  context,
}) => {
  await signInAs(page, 'admin');
  await switchCommunity(page, /Willow Creek/);
  const tag = String(Date.now()).slice(-5);
  const alias = `I${tag}`;

  // A CCR code of the community (no action process needed to record a violation).
  await openNav(page, 'Violations settings');
  await page.getByRole('button', { name: 'Add CCR code' }).click();
  const code = page.getByRole('dialog', { name: 'Add CCR code' });
  await code.getByRole('textbox', { name: 'Code alias' }).fill(alias);
  await code.getByRole('textbox', { name: 'Code name' }).fill(`Inspection ${tag}`);
  await code.getByRole('textbox', { name: 'Description' }).fill('Weeds in the front bed');
  await code
    .getByRole('textbox', { name: 'Covenant text (article and section)' })
    .fill('Article 8.1: beds are kept free of weeds.');
  await code.getByRole('textbox', { name: 'Action needed to resolve' }).fill('Weed the bed.');
  await code.getByRole('button', { name: 'Save' }).click();
  await expect(code).toBeHidden();

  // The inspection starts from the Violations menu.
  await openNav(page, 'Add inspection');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('textbox', { name: 'Name' }).fill(`Walk ${tag}`);
  await page.getByRole('button', { name: 'Start inspection' }).click();
  await expect(page).toHaveURL(/\/inspect\/\d+$/);

  // First entry: property, one tap on the code, what was seen, a photo.
  const property = page.getByRole('textbox', { name: /^Property/ });
  await property.fill('101 Willow');
  await page
    .getByRole('option', { name: /101 Willow Creek Drive/ })
    .first()
    .click();
  await page.getByRole('button', { name: alias, exact: true }).click();
  await expect(page.getByRole('button', { name: alias, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('textbox', { name: 'Description' }).fill(`Weeds in the front bed ${tag}.`);
  await page
    .getByLabel('Take photo')
    .setInputFiles({ name: 'bed.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await page.screenshot({ path: '/tmp/insp-phone-entry.png' });
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText(/· 1 saved/)).toBeVisible();

  // Second entry while offline: kept on the phone, sent when the network is back.
  await context.setOffline(true);
  await property.fill('Heron');
  await page
    .getByRole('option', { name: /Heron Court/ })
    .first()
    .click();
  await page.getByRole('button', { name: alias, exact: true }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill(`Weeds by the mailbox ${tag}.`);
  await page
    .getByLabel('Take photo')
    .setInputFiles({ name: 'mailbox.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByTestId('waiting-to-send')).toHaveText('1 waiting to send');
  await page.screenshot({ path: '/tmp/insp-phone-offline.png' });
  await context.setOffline(false);
  await expect(page.getByTestId('waiting-to-send')).toBeHidden();
  await expect(page.getByText(/· 2 saved/)).toBeVisible();
  await page.screenshot({ path: `${shots}/01-phone.png` });

  // Review: two rows with a photo each; accrued after confirmation.
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page).toHaveURL(/\/inspections\/review\/\d+$/);
  await expect(page.getByTestId('entry-row-1')).toContainText('101 Willow Creek Drive');
  await expect(page.getByTestId('entry-row-2')).toContainText('Heron Court');
  await expect(page.getByTestId('entry-row-1')).toContainText(`Weeds in the front bed ${tag}.`);
  await page.screenshot({ path: '/tmp/insp-phone-review.png', fullPage: true });
  await page.getByRole('button', { name: 'Accrue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Accrue inspection' });
  await expect(confirm).toContainText('Record 2 violations from this inspection?');
  await confirm.getByRole('button', { name: 'Accrue' }).click();
  await expect(page.getByText('2 violations recorded from the inspection.')).toBeVisible();

  // The violations list has both.
  await expect(page).toHaveURL(/\/ccr$/);
  await expect(page.getByText(`Weeds in the front bed ${tag}.`)).toBeVisible();
  await expect(page.getByText(`Weeds by the mailbox ${tag}.`)).toBeVisible();
  await page.screenshot({ path: '/tmp/insp-phone-violations.png', fullPage: true });
});

test('a phone that gives its position lists the nearest properties first, with their distance', async ({
  page,
  context,
}) => {
  await signInAs(page, 'admin');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const answer = await page.request.get(
    `/api/Ccr/GetCcrBatchProperties?communityAgentId=${communityAgentId}`,
    { headers },
  );
  expect(answer.status()).toBe(200);
  const homes = (
    (await answer.json()) as {
      Address: string;
      Latitude: number | null;
      Longitude: number | null;
    }[]
  ).filter((p) => p.Latitude !== null && p.Longitude !== null);
  // The demo's homes are placed; the phone stands at the last of them (by id, not by address).
  expect(homes.length).toBeGreaterThan(2);
  const here = homes[homes.length - 1];
  if (!here) throw new Error('No placed home');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: here.Latitude ?? 0, longitude: here.Longitude ?? 0 });

  await openNav(page, 'Add inspection');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('textbox', { name: 'Name' }).fill('Walk by position');
  await page.getByRole('button', { name: 'Start inspection' }).click();
  await expect(page).toHaveURL(/\/inspect\/\d+$/);
  await page.getByRole('textbox', { name: /^Property/ }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toContainText(here.Address);
  await expect(options.first()).toContainText('· 0 m');
  // The next is farther, its distance shown too.
  await expect(options.nth(1)).toContainText(/· \d+(\.\d)? k?m$/);
  await page.screenshot({ path: `${shots}/02-by-distance.png` });
});
