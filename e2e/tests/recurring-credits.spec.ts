import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { sessionToken, signInAs, switchCommunity } from './sign-in-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/recurring-credits-${name}.png`, fullPage: true });

const today = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const monthStart = `${String(today.getFullYear())}-${pad(today.getMonth() + 1)}-01`;
const alias = 'RCR';

async function headers(page: Page) {
  return { authorization: `Bearer ${await sessionToken(page)}` };
}

/** Sets the demo company's recurring credit flag, keeping its tier and other flags. */
async function setRecurringCredit(page: Page, on: boolean): Promise<void> {
  const auth = await headers(page);
  const current = await page.request.get('/api/Admin/GetCompanySettings', { headers: auth });
  const settings = (await current.json()) as {
    SubscriptionTier: number;
    FeatureFlags: Record<string, boolean>;
  };
  const saved = await page.request.post('/api/Admin/SaveCompanySettings', {
    headers: auth,
    data: {
      SubscriptionTier: settings.SubscriptionTier,
      FeatureFlags: { ...settings.FeatureFlags, recurringCredit: on },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

interface CodeRow {
  CodeAlias: string;
  AccountCodes: { CodeAccountTypeId: number; TopsAccountId: number }[];
}

/**
 * The community's recurring credit code (RCR, monthly, $25.00) on the assessment's receivable and
 * income accounts, made through the codes API unless an earlier try made it.
 */
async function ensureCreditCode(page: Page, communityAgentId: number): Promise<void> {
  const auth = await headers(page);
  const listed = await page.request.get(
    `/api/Code/GetCodes?communityAgentId=${String(communityAgentId)}`,
    {
      headers: auth,
    },
  );
  const codes = (await listed.json()) as CodeRow[];
  if (codes.some((c) => c.CodeAlias === alias)) return;
  const asmt = codes.find((c) => c.CodeAlias === 'ASMT');
  expect(asmt).toBeDefined();
  const saved = await page.request.post('/api/Code/SaveCodeWithAccountCodes', {
    headers: auth,
    data: {
      communityAgentId,
      code: {
        TopsCodeTypeId: 21,
        CodeAlias: alias,
        CodeName: 'Early payment credit',
        FrequencyID: 4,
        MethodId: 1,
        Amount: 2_500,
        IsRecurringCredit: true,
        AccountCodes: asmt?.AccountCodes.map((a) => ({
          CodeAccountTypeId: a.CodeAccountTypeId,
          TopsAccountId: a.TopsAccountId,
        })),
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** This month's assessments posted (accrue, then post) unless the demo has them already. */
async function postAssessments(page: Page, communityAgentId: number): Promise<void> {
  const auth = await headers(page);
  const accrued = await page.request.post('/api/ApplyScheduledCharges/Accrue', {
    headers: auth,
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
    headers: auth,
    data: { ItemIds: ids },
  });
  expect(posted.status(), await posted.text()).toBe(200);
}

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

/** The owner ledger's balance, once its activity (the month's assessment at least) is shown. */
async function ledgerBalance(page: Page): Promise<number> {
  await expect(
    page
      .getByRole('table', { name: 'Owner activity' })
      .getByRole('row', { name: /Apply charges/ })
      .first(),
  ).toBeVisible();
  const heading = page.getByRole('heading', { name: /^Balance -?\$[\d,]+\.\d\d$/ });
  await expect(heading).toBeVisible();
  return cents(((await heading.textContent()) ?? '').replace(/^Balance /, ''));
}

test('with the recurring credit flag, an accountant applies a recurring credit and the owner’s balance drops by it', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const communityAgentId = await switchCommunity(page, /Harbor View/);
  const runTypes = page.getByRole('radiogroup', { name: 'Transaction type' });
  // The demo company has the flag on; without it, apply charges offers no recurring credits.
  await setRecurringCredit(page, false);
  try {
    await page.reload();
    await openNav(page, 'Apply charges');
    await expect(runTypes.getByRole('radio')).toHaveCount(5);
    await expect(runTypes.getByText('Recurring credits')).toHaveCount(0);
    await setRecurringCredit(page, true);
    await ensureCreditCode(page, communityAgentId);
    await postAssessments(page, communityAgentId);
    await page.reload();

    // An owner who owes, and their balance before the credit.
    await page.goto(`/#/community/${String(communityAgentId)}/ar/central`);
    const top = page.getByRole('table', { name: 'Top balances' });
    await top.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: /^Owner ledger: / })).toBeVisible();
    const ledgerUrl = page.url();
    const before = await ledgerBalance(page);

    // The credit is assigned to the owner's property like an assessment.
    const ownerId = Number(/owner-ledger\/(\d+)/.exec(ledgerUrl)?.[1]);
    await page.goto(`/#/view/${String(ownerId)}`);
    await page.getByLabel('Owner balance').getByRole('link', { name: 'Charge assignment' }).click();
    await expect(page.getByRole('heading', { name: 'Charge assignment' })).toBeVisible();
    const assign = page.getByRole('checkbox', { name: `Assign ${alias}` });
    if (!(await assign.isChecked())) {
      await assign.check();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Charge assignment saved.')).toBeVisible();
    }

    // Apply charges now offers recurring credits, with the code due this month.
    await openNav(page, 'Apply charges');
    await expect(runTypes.getByRole('radio')).toHaveCount(6);
    await runTypes.getByText('Recurring credits', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Apply recurring credits' })).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Post Date' })
      .fill(`${pad(today.getMonth() + 1)}/01/${String(today.getFullYear())}`);
    const codes = page.getByRole('table', { name: 'Codes' });
    await expect(codes.getByText(alias, { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `Select ${alias}` })).toBeChecked();
    await shot(page, 'settings');
    await page.getByRole('button', { name: 'Accrue' }).click();

    await expect(
      page.getByRole('heading', { name: 'Apply recurring credits: review' }),
    ).toBeVisible();
    await expect(page.getByText(/^-\$[\d,]+\.\d\d$/).first()).toBeVisible();
    await shot(page, 'review');
    await page.getByRole('button', { name: 'Post' }).click();
    const confirm = page.getByRole('dialog', { name: 'Post this run' });
    await confirm.getByRole('button', { name: 'Post' }).click();
    await expect(page.getByText(/^Posted -\$[\d,]+\.\d\d\.$/)).toBeVisible();
    await shot(page, 'posted');

    // The owner's balance is lower by exactly the credit.
    await page.goto(ledgerUrl);
    // Read afresh, not from the page's cache of the first visit.
    await page.reload();
    await expect.poll(() => ledgerBalance(page)).toBe(before - 2_500);
    await shot(page, 'owner-ledger');
  } finally {
    // As the demo has it.
    await setRecurringCredit(page, true);
  }
});
