import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { sessionToken, signInAs } from './sign-in-helper';
import { openNav } from './nav-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/late-fees-${name}.png`, fullPage: true });

test('an accountant applies late fees to the unpaid assessments of a community', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Willow Creek/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);

  // This month's assessments, posted and unpaid.
  await openNav(page, 'Apply charges');
  await expect(page.getByRole('checkbox', { name: 'Select ASMT' })).toBeChecked();
  await page.getByRole('button', { name: 'Accrue' }).click();
  await expect(page.getByRole('heading', { name: 'Apply charges: review' })).toBeVisible();
  await page.getByRole('button', { name: 'Post' }).click();
  await page
    .getByRole('dialog', { name: 'Post this run' })
    .getByRole('button', { name: 'Post' })
    .click();
  await expect(page.getByText(/^Posted \$/)).toBeVisible();

  await openNav(page, 'Apply late fees');
  await expect(page.getByRole('heading', { name: 'Apply late fee' })).toBeVisible();
  // The spec's rules: at least one code, exclusion days 0 to 365.
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('At least one Code must be selected.')).toBeVisible();
  await page.getByRole('checkbox', { name: /^ASMT/ }).first().check();
  await page.getByRole('textbox', { name: 'Exclusion days' }).fill('400');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Exclusion days must be between 0 and 365.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Exclusion days' }).fill('0');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Late fee settings saved.')).toBeVisible();
  await shot(page, 'settings');

  await page.getByRole('button', { name: 'Accrue' }).click();
  await expect(page.getByRole('heading', { name: /review/ })).toBeVisible();
  const owners = page.getByRole('table', { name: 'Owners' });
  await expect(owners.getByText('LATE').first()).toBeVisible();
  await shot(page, 'review');
  await page.getByRole('button', { name: 'Post' }).click();
  await page
    .getByRole('dialog', { name: 'Post this run' })
    .getByRole('button', { name: 'Post' })
    .click();
  await expect(page.getByText(/^Posted \$/)).toBeVisible();
  await shot(page, 'posted');
  const postedRun = page.url();

  // Again in the same month: nothing to charge.
  await openNav(page, 'Apply late fees');
  await page.getByRole('button', { name: 'Accrue' }).click();
  // It says why: no balance past the grace days, or charged already this month.
  await expect(
    page.getByText(
      /^No late fee is due on \d\d\/\d\d\/\d{4}: no owner has an unpaid balance past the \d+ grace days, or this month’s late fees are charged already\.$/,
    ),
  ).toBeVisible();

  // The posted run's late fee of one owner, chosen in the charge removal modal, is removed
  // (RemoveItemAgentByList, by item and owner); the run stays with the other owners.
  await page.goto(postedRun);
  await expect(page.getByRole('heading', { name: /review/ })).toBeVisible();
  const ownersFact = page
    .getByRole('main')
    .getByText('Owners', { exact: true })
    .locator('xpath=following-sibling::*[1]');
  const before = Number(await ownersFact.textContent());
  expect(before).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  const modal = page.getByRole('dialog', { name: /^Remove charge #\d+$/ });
  await modal.getByRole('radio', { name: 'The charges of the owners I choose' }).check();
  await modal.getByRole('checkbox').first().check();
  await shot(page, 'remove-owner');
  await modal.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText(/^Transaction #\d+ was removed successfully$/)).toBeVisible();
  await page.goto(postedRun);
  await expect(ownersFact).toHaveText(String(before - 1));
});

test('interest settings refuse bad values with the spec’s messages and page candidates by 10', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Willow Creek/ }).click();
  await openNav(page, 'Apply interest');
  await expect(page.getByRole('heading', { name: 'Apply interest' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Days delinquent' }).fill('');
  await page.getByRole('textbox', { name: 'Annual rate (%)' }).fill('0');
  await page.getByRole('switch', { name: 'All properties' }).uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  for (const message of [
    'At least 1 code must be selected.',
    'Days cannot be empty.',
    'Must select an interest method.',
    'Invalid interest rate.',
    'At least 1 property must be selected.',
  ])
    await expect(page.getByText(message)).toBeVisible();
  const candidates = page.getByRole('table').filter({ hasText: 'Balance of the codes' });
  await expect(candidates.getByRole('row')).toHaveCount(11);
  await shot(page, 'interest');
});

/** This month's assessments of the current community posted, unless they already are. */
async function postAssessments(page: Page) {
  await openNav(page, 'Apply charges');
  const asmt = page.getByRole('checkbox', { name: 'Select ASMT' });
  await expect(asmt).toBeVisible();
  // The code is offered checked while it is due this month; applied already, it is not.
  if (!(await asmt.isChecked())) return;
  await page.getByRole('button', { name: 'Accrue' }).click();
  await expect(page.getByRole('heading', { name: 'Apply charges: review' })).toBeVisible();
  await page.getByRole('button', { name: 'Post' }).click();
  await page
    .getByRole('dialog', { name: 'Post this run' })
    .getByRole('button', { name: 'Post' })
    .click();
  await expect(page.getByText(/^Posted \$/)).toBeVisible();
}

/** A collection action code (6), $15.00 charged to receivables and other income. */
async function addCollectionAction(page: Page) {
  const communityAgentId = /#\/community\/(\d+)\//.exec(page.url())?.[1];
  const token = await sessionToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const accounts = (await (
    await page.request.get(
      `/api/GeneralLedger/SearchAccounts?communityAgentId=${communityAgentId ?? ''}`,
      { headers },
    )
  ).json()) as { TopsAccountId: number; AccountNumber: string }[];
  const byNumber = (n: string) => accounts.find((a) => a.AccountNumber === n)?.TopsAccountId;
  const saved = await page.request.post('/api/Code/SaveCodeWithAccountCodes', {
    headers,
    data: {
      communityAgentId: Number(communityAgentId),
      code: {
        TopsCodeTypeId: 6,
        CodeAlias: 'COLL1',
        CodeName: 'First notice',
        Amount: 1_500,
        AccountCodes: [
          { CodeAccountTypeId: 1, TopsAccountId: byNumber('1200') },
          { CodeAccountTypeId: 2, TopsAccountId: byNumber('4300') },
        ],
      },
    },
  });
  expect(saved.status()).toBe(200);
}

test('the collections screen runs a collection in the background, reviews and posts it', async ({
  page,
}) => {
  await signInAs(page, 'accountant');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Willow Creek/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  await postAssessments(page);
  await addCollectionAction(page);

  await openNav(page, 'Collections');
  await expect(page.getByRole('heading', { name: 'Set collection status' })).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('At least one Code must be selected.')).toBeVisible();
  await page.getByRole('checkbox', { name: /^ASMT/ }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Collection settings saved.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Hold WC0001' }).click();
  await expect(page.getByRole('checkbox', { name: 'Hold WC0001' })).toBeChecked();
  await shot(page, 'collections');

  // The e2e server runs background jobs: the accrue is queued and polled under the bar.
  await expect(page.getByRole('checkbox', { name: /^COLL1 – First notice/ })).toBeChecked();
  await page.getByRole('button', { name: 'Accrue' }).click();
  await expect(page.getByRole('progressbar', { name: 'Working' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /background/ })).toBeVisible();
  await shot(page, 'collection-accruing');
  await expect(page.getByRole('heading', { name: 'Set collection status: review' })).toBeVisible();
  await expect(page.getByText(/^Accrued \d+ owners, \$/)).toBeVisible();
  const owners = page.getByRole('table', { name: 'Owners' });
  await expect(owners.getByText('COLL1').first()).toBeVisible();
  await expect(owners.getByRole('cell', { name: 'WC0001', exact: true })).toHaveCount(0);
  await shot(page, 'collection-review');

  await page.getByRole('button', { name: 'Post' }).click();
  await page
    .getByRole('dialog', { name: 'Post this run' })
    .getByRole('button', { name: 'Post' })
    .click();
  await expect(page.getByRole('progressbar', { name: 'Working' })).toBeVisible();
  await expect(page.getByText(/^Posted \$/)).toBeVisible();
  await expect(page.getByText('Posted', { exact: true })).toBeVisible();
  await shot(page, 'collection-posted');

  // Each owing property not on hold now stands at the action; the one on hold does not.
  await openNav(page, 'Collections');
  await expect(page.getByRole('textbox', { name: 'Collection action of WC0002' })).toHaveValue(
    'COLL1 – First notice',
  );
  await expect(page.getByRole('textbox', { name: 'Collection action of WC0001' })).toHaveValue(
    'Not in collection',
  );
});
