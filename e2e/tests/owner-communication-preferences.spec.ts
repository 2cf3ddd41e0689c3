import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { sessionToken, signInAs } from './sign-in-helper';

// Issue 19 item 6: owners' delivery preference set for several owners from the Owners list, shown
// and changed on the owner profile with the letters sent to the owner, and the Owner Communication
// Preferences report in the standard reports.

const screens = 'test-results/screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/owner-prefs-${name}.png`, fullPage: true });

async function openHarborView(page: Page): Promise<number> {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);
  await page.getByRole('textbox', { name: 'Community', exact: true }).click();
  await page.getByRole('option', { name: /Harbor View/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  return Number(/community\/(\d+)/.exec(page.url())?.[1]);
}

async function bearer(page: Page): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await sessionToken(page)}` };
}

/** Two primary owners picked in the Owners list and set to Email; answers their names. */
async function setTwoToEmail(page: Page): Promise<string[]> {
  await openNav(page, 'Owners');
  await page.getByRole('radiogroup', { name: 'Owner type' }).getByText('Primary owner').click();
  const grid = page.getByRole('table', { name: 'Owners' });
  // The list of primary owners only (renters and co-owners have gone).
  await expect(grid.getByRole('cell', { name: 'Owner', exact: true })).toHaveCount(0);
  const boxes = grid.getByRole('checkbox', { name: /^Select (?!the owners)/ });
  await expect(boxes.first()).toBeVisible();
  const names: string[] = [];
  for (const box of [boxes.nth(0), boxes.nth(1)]) {
    const label = (await box.getAttribute('aria-label')) ?? '';
    names.push(label.replace(/^Select /, ''));
    await box.check();
  }
  await expect(page.getByText('2 picked')).toBeVisible();
  await page.getByRole('button', { name: 'Set delivery preference' }).click();
  await page.getByRole('menuitem', { name: 'Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set delivery preference' });
  await expect(dialog).toContainText('Set the delivery preference of 2 owners to Email?');
  await dialog.getByRole('button', { name: 'Set to Email' }).click();
  await expect(page.getByText('Delivery preference set to Email for 2 owners.')).toBeVisible();
  await expect(page.getByText('Pick owners to set their delivery preference.')).toBeVisible();
  await shot(page, 'owners-list');
  return names;
}

test('owners picked in the Owners list are set to Email, which the report lists', async ({
  page,
}) => {
  const communityAgentId = await openHarborView(page);
  const names = await setTwoToEmail(page);

  await openNav(page, 'Standard reports');
  await page.getByRole('link', { name: 'Owner Communication Preferences' }).click();
  await expect(page).toHaveURL(/#\/report\/OwnerCommunicationPreferences\/\d+/);
  await page.getByRole('textbox', { name: 'Delivery preference' }).click();
  await page.getByRole('option', { name: 'Email', exact: true }).click();
  const table = page.getByRole('table').filter({ hasText: 'Delivery Preference' });
  for (const name of names) {
    await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Email');
  }
  await expect(table.getByRole('row').filter({ hasText: 'Owners preferring email' })).toBeVisible();
  await shot(page, 'report');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('group', { name: 'Print and export' })
      .getByRole('button', { name: 'PDF' })
      .click(),
  ]);
  const pdfPath = `${screens}/owner-prefs-report.pdf`;
  await pdf.saveAs(pdfPath);
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString();
  expect(text).toContain('Owner Communication Preferences');
  expect(text).toContain('Owners preferring email');
  for (const name of names) expect(text).toContain(name);

  // The rows as JSON agree: every owner listed prefers email.
  const response = await page.request.get(
    `/api/Report/OwnerCommunicationPreferences?communityAgentId=${communityAgentId}&deliveryPreferenceId=2`,
    { headers: await bearer(page) },
  );
  expect(response.status()).toBe(200);
  const { rows } = (await response.json()) as {
    rows: { cells: Record<string, string | number | null>; style?: string }[];
  };
  const owners = rows.filter((r) => r.style === undefined);
  expect(owners.length).toBeGreaterThanOrEqual(2);
  expect(owners.every((r) => r.cells.preference === 'Email')).toBe(true);
});

test('the owner profile shows and changes the preference, and lists the letters sent', async ({
  page,
}) => {
  const communityAgentId = await openHarborView(page);
  const [name = ''] = await setTwoToEmail(page);
  await page
    .getByRole('table', { name: 'Owners' })
    .getByRole('button', { name, exact: true })
    .click();
  await expect(page).toHaveURL(/\/view\/\d+/);
  const ownerAgentId = Number(/\/view\/(\d+)/.exec(page.url())?.[1]);

  // A letter sent to the owner: a print batch of one from the first letter template, released.
  const headers = await bearer(page);
  const templates = (await (
    await page.request.get(
      `/api/Template/GetTemplates?communityAgentId=${communityAgentId}&topsTemplateTypeId=1`,
      { headers },
    )
  ).json()) as { TopsTemplateId: number }[];
  expect(templates.length).toBeGreaterThan(0);
  const accrued = await page.request.post('/api/MessageBatch/AccrueMessageBatch', {
    headers,
    data: {
      communityAgentId,
      topsTemplateId: templates[0]?.TopsTemplateId,
      deliveryMethodId: 1,
      ownerAgentIds: [ownerAgentId],
      subject: 'Pool opening',
    },
  });
  expect(accrued.status(), await accrued.text()).toBe(200);
  const { TopsItemId } = (await accrued.json()) as { TopsItemId: number };
  const released = await page.request.post('/api/MessageBatch/Release', {
    headers,
    data: { messageBatchItemId: TopsItemId },
  });
  expect(released.status(), await released.text()).toBe(200);
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get(`/api/Communications/GetCountByAgent?agentId=${ownerAgentId}`, {
              headers,
            })
          ).json()) as { Count: number }
        ).Count,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await page.reload();

  const preference = page.getByRole('region', { name: 'Delivery preference' });
  await expect(preference.getByRole('radio', { name: 'Email' })).toBeChecked();
  await preference.getByText('Print', { exact: true }).click();
  await expect(page.getByText('Delivery preference set to Print.')).toBeVisible();
  await expect(preference.getByRole('radio', { name: 'Print' })).toBeChecked();

  const related = page.getByRole('region', { name: 'Related records' });
  await related.getByRole('tab', { name: /Communications/ }).click();
  const letters = related.getByRole('table', { name: 'Communications' });
  const row = letters.getByRole('row').filter({ hasText: 'Pool opening' });
  await expect(row).toContainText('Print');
  await shot(page, 'profile');
  await row.getByRole('button', { name: /^Letter to / }).click();
  const letter = page.getByRole('dialog', { name: /^Letter to / });
  await expect(letter.locator('iframe[title="Letter"]')).toBeVisible();
  await letter.getByRole('button', { name: 'Close' }).click();
});
