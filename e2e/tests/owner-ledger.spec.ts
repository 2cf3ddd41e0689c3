import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { sessionToken, signInAs } from './sign-in-helper';
import { emailHistory } from './history-email';

const screens = 'test-results/screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${screens}/owner-ledger-${name}.png`, fullPage: true });

const today = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const monthStart = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-01`;

async function openCommunity(page: Page, name: RegExp): Promise<number> {
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  return Number(/community\/(\d+)/.exec(page.url())?.[1]);
}

/**
 * Posts this month's assessments through the charge run API (accrue, then post) unless the demo
 * data has them already, so that owners owe something.
 */
async function postAssessments(page: Page, communityAgentId: number): Promise<void> {
  const token = await sessionToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const accrued = await page.request.post('/api/ApplyScheduledCharges/Accrue', {
    headers,
    data: {
      TopsTxnTypeId: 40,
      PostDate: monthStart,
      Communities: [{ CommunityAgentId: communityAgentId }],
    },
  });
  if (accrued.status() !== 200) return;
  const body = (await accrued.json()) as { Items: { TopsItemId: number | null }[] };
  const ids = body.Items.map((i) => i.TopsItemId).filter((id): id is number => id !== null);
  if (ids.length === 0) return;
  const posted = await page.request.post('/api/ApplyScheduledCharges/PostItem', {
    headers,
    data: { ItemIds: ids },
  });
  expect(posted.status(), await posted.text()).toBe(200);
}

test('an accountant sees AR central, opens an owner’s ledger and balance, and prints the aged owner balance', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const communityAgentId = await openCommunity(page, /Willow Creek/);
  await postAssessments(page, communityAgentId);

  // AR central: totals, buckets and the owners who owe the most.
  await page.goto(`/#/community/${communityAgentId}/ar/central`);
  await expect(page.getByRole('heading', { name: 'AR central' })).toBeVisible();
  const top = page.getByRole('table', { name: 'Top balances' });
  await expect(top.getByRole('row').first()).toBeVisible();
  await shot(page, 'ar-central');

  // An owner's ledger: balances per code and the activity with the running balance.
  const owner = top.getByRole('link').first();
  const ownerName = (await owner.textContent()) ?? '';
  await owner.click();
  await expect(page.getByRole('heading', { name: `Owner ledger: ${ownerName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Balance \$[\d,]+\.\d\d$/ })).toBeVisible();
  const activity = page.getByRole('table', { name: 'Owner activity' });
  await expect(
    activity.getByRole('row', { name: /Apply Charges|Apply charges/ }).first(),
  ).toBeVisible();
  await shot(page, 'ledger');
  const ledgerUrl = page.url();

  // A comment on a posted charge: the subject is asked for under its field, then it is saved.
  await activity
    .getByRole('row', { name: /Apply Charges|Apply charges/ })
    .first()
    .getByRole('button', { name: /^Comment on transaction #/ })
    .click();
  const comment = page.getByRole('dialog', { name: /^Comment on transaction #/ });
  await comment.getByRole('button', { name: 'Save comment' }).click();
  await expect(comment.getByText('Subject is required.')).toBeVisible();
  await shot(page, 'comment-required');
  await comment.getByRole('textbox', { name: 'Subject' }).fill('Called the owner');
  await comment.getByRole('button', { name: 'Save comment' }).click();
  await expect(page.getByText(/^Comment saved on transaction #\d+\.$/)).toBeVisible();
  await expect(comment).toBeHidden();

  // Email the history workbook: a bad address is refused, then it is queued with the file.
  await emailHistory(page, 'owner', 'Owner-History.xlsx', () => shot(page, 'email-history'));
  await page.keyboard.press('Escape');

  // The profile carries the balance and opens the owner activity drawer (640px).
  const ownerId = Number(/owner-ledger\/(\d+)/.exec(ledgerUrl)?.[1]);
  await page.goto(`/#/view/${ownerId}`);
  const section = page.getByLabel('Owner balance');
  await expect(section).toContainText(/Balance \$/);
  await section.getByRole('button', { name: 'Activity' }).click();
  const drawer = page.getByRole('dialog', { name: 'Owner activity' });
  await expect(drawer.getByRole('table', { name: 'Owner activity' })).toBeInViewport({ ratio: 1 });
  // The row actions are icon buttons the drawer shows whole.
  await expect(
    drawer.getByRole('button', { name: /^Remove transaction #/ }).first(),
  ).toBeInViewport({ ratio: 1 });
  await shot(page, 'drawer');
  await page.keyboard.press('Escape');

  // The owner's charge assignment: an accelerated end before its start is refused under it.
  await section.getByRole('link', { name: 'Charge assignment' }).click();
  await expect(page.getByRole('heading', { name: 'Charge assignment' })).toBeVisible();
  const assigned = page.getByRole('checkbox', { name: /^Assign / }).first();
  await assigned.check();
  const alias = ((await assigned.getAttribute('aria-label')) ?? '').replace(/^Assign /, '');
  await page.getByLabel(`Accelerated start of ${alias}`).fill('12/31/2026');
  await page.getByLabel(`Accelerated end of ${alias}`).fill('01/31/2026');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('The accelerated end date must not be before its start date.'),
  ).toBeVisible();
  await shot(page, 'charge-assignment-error');

  // The AR family on the reports screen: the aged owner balance, on screen and as PDF.
  await page.goto(`/#/community/${communityAgentId}/reports`);
  const ar = page.getByRole('table', { name: 'AR reports' });
  await expect(ar.getByRole('link')).toHaveCount(11);
  await ar.getByRole('link', { name: 'Aged Owner Balance Detail' }).click();
  await expect(page).toHaveURL(new RegExp(`#/report/AgedOwnerBalanceDetail/${communityAgentId}$`));
  const report = page.getByRole('table', { name: 'Aged Owner Balance Detail' });
  await expect(report.getByRole('row', { name: /^Total/ })).toBeVisible();
  await shot(page, 'aged-owner-balance');
  const exports = page.getByRole('group', { name: 'Print and export' });
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('button', { name: 'PDF' }).click(),
  ]);
  const pdfPath = `${screens}/owner-ledger-aged-owner-balance.pdf`;
  await pdf.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');

  // The owner balance summary: per code, with the owner balance report's total.
  await page.goto(`/#/community/${communityAgentId}/reports`);
  await ar.getByRole('link', { name: 'Owner Balance Summary' }).click();
  await expect(page).toHaveURL(new RegExp(`#/report/OwnerBalanceSummary/${communityAgentId}$`));
  const summary = page.getByRole('table', { name: 'Owner Balance Summary' });
  await expect(summary.getByRole('row', { name: /^ASMT/ })).toBeVisible();
  await expect(summary.getByRole('row', { name: /^Total/ })).toBeVisible();
  await shot(page, 'owner-balance-summary');
});
