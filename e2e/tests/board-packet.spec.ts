import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { onePagePdf } from './pdf-fixture';
import { signInAndOpen } from './sign-in-helper';

// The board packet (issue 24 item 6): the demo administrator opens Willow Creek's board packet
// from the Reports menu, reads the month's close checklist, seals the month's package (with a
// reason, as the month is not closed), reads both editions (the homeowner edition names no owner and
// leaves out the upload not chosen for it) and publishes it to the board; the board president
// (owner1) then finds it under the board portal's Packets, on a phone and on a desktop.

const shots = 'test-results/board-packet';
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

/**
 * The Willow Creek community and a package of the balance sheet, aged owner balances and two
 * uploaded PDFs: pool rules for everyone (in the homeowner edition) and the board's demand letters.
 */
async function setUp(request: APIRequestContext) {
  const login = await request.post('/api/Auth/Login', {
    data: { userName: 'admin', password: 'demo' },
  });
  expect(login.ok()).toBe(true);
  const headers = {
    authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
  };
  const communities = (await (
    await request.get('/api/Crm/GetUserCommunityList', { headers })
  ).json()) as { CommunityAgentId: number; DisplayName: string }[];
  const communityAgentId =
    communities.find((c) => /Willow Creek/.test(c.DisplayName))?.CommunityAgentId ?? 0;
  const packageName = `Board package ${String(Date.now()).slice(-6)}`;
  const uploadPdf = async (heading: string) => {
    const uploaded = await request.post('/api/ReportPackage/UploadReportPackageFile', {
      headers,
      multipart: {
        Kind: 'Pdf',
        File: { name: `${heading}.pdf`, mimeType: 'application/pdf', buffer: onePagePdf(heading) },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    return ((await uploaded.json()) as { AttachmentId: number }).AttachmentId;
  };
  const saved = await request.post('/api/ReportPackage/SaveReportPackage', {
    headers,
    data: {
      DisplayName: packageName,
      Items: [
        { Type: 'Report', Name: 'BalanceSheet', Parameters: {} },
        { Type: 'Report', Name: 'AgedOwnerBalanceDetail', Parameters: {} },
        {
          Type: 'Pdf',
          AttachmentId: await uploadPdf('Pool rules for every owner'),
          DisplayName: 'Pool rules',
          IncludeInHomeownerEdition: true,
        },
        {
          Type: 'Pdf',
          AttachmentId: await uploadPdf('Demand letters to delinquent owners'),
          DisplayName: 'Demand letters',
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { communityAgentId, packageName };
}

test('staff seal and publish a board packet; the board president finds it in the portal', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { communityAgentId, packageName } = await setUp(request);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInAndOpen(page, 'admin', `/community/${String(communityAgentId)}/reports/board-packet`);
  await expect(page.getByRole('heading', { name: 'Board packet' })).toBeVisible();
  const checklist = page.getByRole('region', { name: 'Close checklist' });
  await expect(checklist.getByText('Every bank account reconciled')).toBeVisible();
  await expect(checklist.getByText('Month not closed')).toBeVisible();
  const month = await page.getByRole('textbox', { name: 'Month' }).inputValue();
  await shot(page, 'checklist');

  await page.getByRole('button', { name: 'Seal packet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seal board packet' });
  await expect(dialog.getByText('The month is not closed')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Report package' }).click();
  await page.getByRole('option', { name: packageName }).click();
  // Without a reason the seal is not sent.
  await dialog.getByRole('button', { name: 'Seal packet' }).click();
  await expect(
    dialog.getByText('Give the reason for sealing before the month is closed.'),
  ).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Reason for sealing anyway' })
    .fill('Statements arrive after the board meeting');
  await shot(page, 'seal-dialog');
  await dialog.getByRole('button', { name: 'Seal packet' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });

  const versions = page.getByRole('table', { name: 'Board packet versions' });
  const row = versions.getByTestId(/^packet-v\d+$/).first();
  await expect(row).toContainText(packageName);
  await expect(row).toContainText('Override: Statements arrive after the board meeting');
  const sha = (await row.getByTestId(/^sha-/).getAttribute('data-sha')) ?? '';
  expect(sha).toMatch(/^[0-9a-f]{64}$/);
  await expect(row).toContainText('Uploads left out of the homeowner edition:');
  await expect(row).toContainText('Demand letters');
  await expect(row).not.toContainText('Pool rules');

  // Both editions as pdftotext reads them: the board's names the owners (account, name,
  // address), the homeowner edition none of them, and it leaves out the demand letters.
  const editionText = async (button: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: button }).click(),
    ]);
    const saved = `${shots}/${button.replace(' ', '-')}.pdf`;
    await file.saveAs(saved);
    return execFileSync('pdftotext', ['-layout', saved, '-']).toString();
  };
  const board = await editionText('Board PDF');
  const homeowner = await editionText('Homeowner PDF');
  // An aged balance line: account number, owner's name, property address, amounts.
  const lines = [...board.matchAll(/^\s*(WC\d{4})\s{2,}(\S.*?)\s{2,}(\S.*?)\s{2,}/gm)];
  expect(lines.length).toBeGreaterThan(0);
  for (const [, account = '', owner = '', address = ''] of lines) {
    for (const value of [account, owner, address]) expect(homeowner).not.toContain(value);
  }
  expect(homeowner).toContain('(withheld)');
  expect(homeowner).toContain('Aged Owner Balance Detail');
  for (const text of [board, homeowner]) expect(text).toContain('Pool rules for every owner');
  expect(board).toContain('Demand letters to delinquent owners');
  expect(homeowner).not.toContain('Demand letters to delinquent owners');
  await row.getByRole('button', { name: 'Publish to board' }).click();
  await page
    .getByRole('dialog', { name: 'Publish to the board' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Publish to board' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Publish to owners' })).toBeVisible();
  await shot(page, 'published');

  // The board president on a phone, then on a desktop.
  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    const context = await browser.newContext({ viewport, baseURL });
    const portal = await context.newPage();
    await portal.goto('/portal/#/sign-in');
    await portal.getByLabel('Email address').fill('owner1@portal-demo.example');
    await portal.getByLabel('Password').fill('demo-owner');
    await portal.getByRole('button', { name: 'Sign in' }).click();
    await expect(portal.getByRole('button', { name: 'Sign out' })).toBeVisible();
    if (name === 'phone') {
      const nav = portal.getByRole('navigation', { name: 'Portal' });
      await nav.getByRole('link', { name: 'Board' }).click();
    } else {
      await portal.getByRole('banner').getByRole('link', { name: 'Board', exact: true }).click();
    }
    await expect(portal.getByRole('heading', { name: 'Board decisions' })).toBeVisible();
    await portal.getByText('Packets', { exact: true }).click();
    await expect(portal.getByRole('heading', { name: 'Board packets' })).toBeVisible();
    const list = portal.getByRole('list', { name: 'Board packets' });
    await expect(list.getByRole('link', { name: `${month} board packet` })).toBeVisible();
    await expect(list).toContainText(sha);
    await portal.screenshot({ path: `${shots}/portal-${name}.png`, fullPage: true });
    if (name === 'phone') {
      const [file] = await Promise.all([
        portal.waitForEvent('download'),
        list
          .getByRole('link', { name: /board packet/ })
          .first()
          .click(),
      ]);
      expect(file.suggestedFilename()).toMatch(/^Board Packet .*\.pdf$/);
    }
    await context.close();
  }
});
