import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { signInAs, switchCommunity } from './sign-in-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/automation-${name}.png`, fullPage: true });

test('an administrator makes a workflow from a template, runs its job now and rolls the run back', async ({
  page,
}) => {
  const suffix = String(Date.now()).slice(-6);
  await signInAs(page, 'admin');
  // Parkside's charges of today are run by the workflow and rolled back.
  const communityId = await switchCommunity(page, /Parkside/);

  // A template with one Apply charges job.
  await openNav(page, 'Workflow templates');
  await expect(page.getByRole('heading', { name: 'Workflow templates' })).toBeVisible();
  await page.getByRole('button', { name: 'New template' }).click();
  const templateName = `Monthly charges ${suffix}`;
  await page.getByRole('textbox', { name: 'Template name' }).fill(templateName);
  await page.getByRole('button', { name: 'Add job' }).click();
  const job = page.getByRole('region', { name: 'Job 1' });
  await expect(job.getByRole('textbox', { name: 'Job type' })).toHaveValue('Apply charges');
  await job.getByRole('textbox', { name: 'Job name' }).fill('Assessments');
  await job.getByRole('textbox', { name: 'Frequency' }).click();
  await page.getByRole('option', { name: 'Monthly', exact: true }).click();
  await expect(job.getByRole('switch', { name: 'Post (not only accrue)' })).toBeChecked();
  // A second job, unsaved, is removed here after the spec's confirmation.
  await page.getByRole('button', { name: 'Add job' }).click();
  await page
    .getByRole('region', { name: 'Job 2' })
    .getByRole('button', { name: 'Remove Apply charges' })
    .click();
  const remove = page.getByRole('dialog', { name: 'Please Confirm' });
  await expect(remove).toContainText(
    'Do you wish to remove "Apply charges" from this workflow template?',
  );
  await remove.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('region', { name: 'Job 2' })).toHaveCount(0);
  await shot(page, 'template-editor');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Workflow template saved.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: templateName })).toBeVisible();
  await expect(job.getByText('Not saved')).toHaveCount(0);

  // Applied to the new community: nothing chosen first is refused.
  await page.getByRole('button', { name: 'Back to templates' }).click();
  const row = page.getByRole('row', { name: new RegExp(templateName) });
  await row.getByRole('button', { name: 'Apply to communities' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply to communities' });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Please select a Community')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Communities' }).fill('Parkside');
  await page.getByRole('option', { name: /Parkside/ }).click();
  // Closes the list of communities, which covers the buttons.
  await dialog.getByText('Each community chosen').click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await shot(page, 'templates');

  // The community's workflow: enable the job, run it now, see the run.
  await page.goto(`/#/community/${String(communityId)}/automation/workflows`);
  await expect(page.getByRole('heading', { name: 'Workflows' })).toBeVisible();
  const workflow = page.getByRole('region', { name: `Workflow ${templateName}` });
  await expect(workflow).toBeVisible();
  // What a run today would do, written nowhere.
  await workflow.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: `Preview: ${templateName}` });
  const owners = preview.getByRole('table', { name: 'Who and how much: Assessments' });
  await expect(owners.getByRole('row').nth(1)).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Step Assessments' })).toContainText(
    /owners, \$/,
  );
  await shot(page, 'preview');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  const enabled = workflow.getByRole('switch', { name: 'Enabled: Assessments' });
  await expect(enabled).not.toBeChecked();
  // The switch's input is hidden under its track: the label around them takes the click.
  await enabled.locator('xpath=..').click();
  await expect(enabled).toBeChecked();
  await workflow.getByRole('button', { name: 'Run now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Run now' });
  await expect(confirm).toContainText('It posts to the owners');
  await confirm.getByRole('button', { name: 'Run now' }).click();
  const runs = workflow.getByRole('table', { name: 'Runs history' });
  const run = runs.getByRole('row', { name: /Assessments/ });
  await expect(run.getByText('Succeeded')).toBeVisible();
  await expect(run.getByRole('progressbar', { name: 'Progress of Assessments' })).toBeVisible();
  await shot(page, 'workflow-ran');

  // Rolled back after a confirmation.
  await run.getByRole('button', { name: 'Roll back' }).click();
  const rollback = page.getByRole('dialog', { name: 'Roll back run' });
  await rollback.getByRole('button', { name: 'Roll back' }).click();
  await expect(run.getByText('Rolled back')).toBeVisible();
  await expect(run.getByRole('button', { name: 'Roll back' })).toHaveCount(0);
  await shot(page, 'workflow-rolled-back');
  // Switched off again: left on, its monthly schedule would post Parkside's charges by itself
  // while other flows work on them.
  await enabled.locator('xpath=..').click();
  await expect(enabled).not.toBeChecked();

  // The job is on the job schedule list and the calendar.
  await openNav(page, 'Job schedules');
  await page.getByRole('textbox', { name: 'Search job name' }).fill('Assessments');
  const schedules = page.getByRole('table', { name: 'Job schedules' });
  await expect(schedules.getByRole('row', { name: /Parkside/ }).first()).toBeVisible();
  await shot(page, 'job-schedules');
  await openNav(page, 'Calendar');
  await expect(page.getByRole('heading', { name: 'Automation calendar' })).toBeVisible();
  await shot(page, 'calendar');
});

test('an administrator builds a workflow with a monthly job on day 15 without weekends and a PDF report with the Smart Banking statements, and sets the approval amount', async ({
  page,
}) => {
  const suffix = String(Date.now()).slice(-6);
  await signInAs(page, 'admin');
  await switchCommunity(page, /Parkside/);
  await openNav(page, 'Workflows');
  await page.getByRole('button', { name: 'New workflow' }).click();
  await expect(page.getByRole('heading', { name: 'New workflow' })).toBeVisible();
  const workflowName = `Mid-month ${suffix}`;
  await page.getByRole('textbox', { name: 'Workflow name' }).fill(workflowName);
  await page.getByRole('button', { name: 'Add job' }).click();
  const job = page.getByRole('region', { name: 'Job 1' });
  await job.getByRole('textbox', { name: 'Job name' }).fill('Mid-month charges');
  await job.getByRole('textbox', { name: 'Frequency' }).click();
  await page.getByRole('option', { name: 'Monthly', exact: true }).click();
  // Monthly: no weekday chips; the exclude-weekends switch and Day of month instead.
  await expect(job.getByRole('group', { name: 'Days of the week' })).toHaveCount(0);
  const weekends = job.getByRole('switch', { name: 'Exclude weekends' });
  await weekends.locator('xpath=..').click();
  await expect(weekends).toBeChecked();
  const day = job.getByRole('textbox', { name: 'Day of month' });
  // Above 31 is taken as the 31st (runs on the 29th at the latest); here the 15th.
  await day.fill('40');
  await day.blur();
  await expect(day).toHaveValue('31');
  await day.fill('15');
  await job.getByRole('textbox', { name: 'End date' }).fill('12/31/2099');
  await shot(page, 'workflow-editor');

  // A Reports step: its format, and the Smart Banking statements offered for a PDF only, hidden
  // and cleared for another format (spec 3 §4 'Workflow panels'), with the spec's info toast.
  await page.getByRole('button', { name: 'Add job' }).click();
  const report = page.getByRole('region', { name: 'Job 2' });
  await report.getByRole('textbox', { name: 'Job type' }).click();
  await page.getByRole('option', { name: 'Reports', exact: true }).click();
  await report.getByRole('textbox', { name: 'Job name' }).fill('Board trial balance');
  await report.getByRole('textbox', { name: 'Recipient' }).fill('board@example.com');
  await report.getByRole('textbox', { name: 'Parameters (JSON)' }).fill('{"Name": "TrialBalance"}');
  const format = report.getByRole('textbox', { name: 'Format' });
  await expect(format).toHaveValue('PDF');
  const statements = report.getByRole('checkbox', { name: 'Include Smart Banking statements' });
  await statements.check();
  await expect(
    page.getByText('If Smart Banking Statements exists, it will be appended to the report.'),
  ).toBeVisible();
  await shot(page, 'workflow-report-step');
  await format.click();
  await page.getByRole('option', { name: 'Excel xlsx', exact: true }).click();
  await expect(statements).toHaveCount(0);
  await format.click();
  await page.getByRole('option', { name: 'PDF', exact: true }).click();
  await expect(statements).not.toBeChecked();
  await statements.check();
  await page.getByRole('button', { name: 'Save workflow' }).click();
  await expect(page.getByText('Workflow saved.').first()).toBeVisible();

  // Back on the workflows: the job is there, and opens again as it was saved.
  const workflow = page.getByRole('region', { name: `Workflow ${workflowName}` });
  await expect(workflow.getByRole('row', { name: /Mid-month charges/ })).toContainText('Monthly');
  await workflow.getByRole('button', { name: `Edit ${workflowName}` }).click();
  const saved = page.getByRole('region', { name: 'Job 1' });
  await expect(saved.getByRole('textbox', { name: 'Frequency' })).toHaveValue('Monthly');
  await expect(saved.getByRole('switch', { name: 'Exclude weekends' })).toBeChecked();
  await expect(saved.getByRole('textbox', { name: 'Day of month' })).toHaveValue('15');
  await expect(saved.getByRole('textbox', { name: 'End date' })).toHaveValue('12/31/2099');
  await expect(saved.getByText('Not saved')).toHaveCount(0);
  const savedReport = page.getByRole('region', { name: 'Job 2' });
  await expect(savedReport.getByRole('textbox', { name: 'Format' })).toHaveValue('PDF');
  await expect(
    savedReport.getByRole('checkbox', { name: 'Include Smart Banking statements' }),
  ).toBeChecked();
  await shot(page, 'workflow-reopened');

  // The company's approval amount, from the Automation menu; put back to none afterwards.
  await openNav(page, 'Automation settings');
  await expect(page.getByRole('heading', { name: 'Automation settings' })).toBeVisible();
  const amount = page.getByRole('textbox', { name: 'Approval amount' });
  await amount.fill('1234.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Automation settings saved.').first()).toBeVisible();
  await page.reload();
  await expect(amount).toHaveValue('1,234.50');
  await shot(page, 'settings');
  await amount.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Automation settings saved.').first()).toBeVisible();
  await page.reload();
  await expect(amount).toHaveValue('');

  // A screen that does not exist: the not-found page, loaded when needed.
  await page.goto('/#/automation/no-such-screen');
  await expect(page.getByText('This page does not exist.')).toBeVisible();
});
