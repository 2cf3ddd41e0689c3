import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { createCommunity, signInAs, switchCommunity } from './sign-in-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/automation-jobs-${name}.png`, fullPage: true });

/** The list filtered to one community (it opens on the one last chosen in the top bar). */
async function filterByCommunity(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Community filter' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

test('an admin creates an automation job inactive, enables it after confirming, and sees its run', async ({
  page,
}) => {
  const ownCommunity = `Jobs Flow HOA ${String(Date.now()).slice(-6)}`;
  await createCommunity(ownCommunity);
  await signInAs(page, 'admin');
  await switchCommunity(page, /Harbor View/);
  await openNav(page, 'Automation jobs');
  await expect(page.getByRole('heading', { name: 'Automation jobs' })).toBeVisible();
  await page.getByRole('button', { name: 'New automation job' }).click();

  const description = `Monthly assessments ${String(Date.now()).slice(-6)}`;
  const form = page.getByRole('form', { name: 'Automation job' });
  await form.getByLabel('Description').fill(description);
  await form.getByRole('textbox', { name: 'Job type' }).click();
  await page.getByRole('option', { name: 'Apply charges', exact: true }).click();
  // The community last chosen, and the spec's default cron (daily at midnight), read aloud.
  await expect(form.getByRole('textbox', { name: 'Community' })).toHaveValue(/Harbor View/);
  await expect(form.getByRole('textbox', { name: 'Cron' })).toHaveValue('0 0 * * *');
  await expect(form).toContainText('Runs every day at midnight.');
  await expect(form.getByRole('switch', { name: 'Post transactions' })).toBeChecked();
  // Enabling runs the job now: it runs in a community of its own, so that it posts none of the
  // demo communities' charges of the month, which other flows apply themselves.
  await form.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: new RegExp(ownCommunity) }).click();
  await expect(form.getByRole('textbox', { name: 'Community' })).toHaveValue(
    new RegExp(ownCommunity),
  );
  await shot(page, 'new');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: description })).toBeVisible();

  // Reopened from the list: inactive, never run.
  await openNav(page, 'Automation jobs');
  await filterByCommunity(page, ownCommunity);
  const list = page.getByRole('table', { name: 'Automation jobs' });
  const row = list.getByRole('row', { name: new RegExp(description) });
  await expect(row).toContainText('Apply charges');
  await expect(row).toContainText('0 0 * * *');
  await shot(page, 'list');
  await row.getByText(description).click();
  await expect(page.getByRole('heading', { name: description })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Job history' })).toContainText(
    'The job has not run yet.',
  );

  // Enabling runs it once now: the screen asks first (spec 3 §4).
  await form.getByRole('switch', { name: 'Active' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Enable the automation job' });
  await expect(confirm).toContainText('Enabling runs the job once now. Continue?');
  await shot(page, 'confirm');
  await confirm.getByRole('button', { name: 'Enable and save' }).click();

  // The run is in the history with its status, whatever the demo's books make of it.
  const history = page.getByRole('table', { name: 'Job history' });
  await expect(page.getByText('1 run', { exact: true })).toBeVisible();
  await expect(history.getByRole('row').nth(1)).toContainText(
    /succeeded|failed|running|awaiting-approval|rolled-back/,
  );
  await expect(history.getByRole('progressbar').first()).toBeVisible();
  await shot(page, 'history');

  // In the list, active with its last status.
  await openNav(page, 'Automation jobs');
  await filterByCommunity(page, ownCommunity);
  const activeRow = page
    .getByRole('table', { name: 'Automation jobs' })
    .getByRole('row', { name: new RegExp(description) });
  await expect(activeRow).toContainText('Yes');
  await expect(activeRow).toContainText(/succeeded|failed|running|awaiting-approval/);
});

test('a report job offers the Smart Banking statements for a PDF only (spec 3 §4)', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await openNav(page, 'Automation jobs');
  await page.getByRole('button', { name: 'New automation job' }).click();
  const form = page.getByRole('form', { name: 'Automation job' });
  await form.getByRole('textbox', { name: 'Job type' }).click();
  await page.getByRole('option', { name: 'Reports', exact: true }).click();
  await expect(form.getByRole('textbox', { name: 'Format' })).toHaveValue('PDF');
  const statements = form.getByRole('checkbox', { name: 'Include Smart Banking statements' });
  await statements.check();
  await expect(
    page.getByText('If Smart Banking Statements exists, it will be appended to the report.'),
  ).toBeVisible();
  await shot(page, 'smart-banking-statements');
  // Another format hides and clears it.
  await form.getByRole('textbox', { name: 'Format' }).click();
  await page.getByRole('option', { name: 'Excel xlsx', exact: true }).click();
  await expect(statements).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Format' }).click();
  await page.getByRole('option', { name: 'PDF', exact: true }).click();
  await expect(statements).not.toBeChecked();
});
