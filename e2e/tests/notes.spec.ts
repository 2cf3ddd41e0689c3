import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs, switchCommunity } from './sign-in-helper';
import { openNav } from './nav-helper';

/** Picks an option of a segmented control (its radio inputs are visually hidden). */
async function choose(page: Page, group: string, option: string): Promise<void> {
  await page.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();
}

test('a note and a task about an owner; the assigned manager is alerted and completes the task', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin');
  await switchCommunity(page, /Willow Creek/);
  await openNav(page, 'Notes and tasks');
  await expect(page.getByRole('heading', { name: 'Notes and tasks' })).toBeVisible();

  // A note about an owner: the subject is required.
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Subject is required.').first()).toBeVisible();
  await page.screenshot({
    path: 'test-results/screens/notes-subject-required.png',
    fullPage: true,
  });
  const about = page.getByRole('textbox', { name: 'About' });
  await about.click();
  await about.fill('an');
  const owner = page.getByRole('option', { name: /\(Owner\)|\(Primary owner\)/ }).first();
  await expect(owner).toBeVisible();
  const ownerName = ((await owner.textContent()) ?? '').replace(/ \(.*\)$/, '');
  await owner.click();
  await page.getByLabel('Subject').fill('Asked about the pool key');
  await page.getByLabel('Description').fill('Owner lost the key; a new one costs $25.');
  await page.getByLabel('Public').check();
  await page.getByLabel('Include in property accounting feed').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Note saved.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Asked about the pool key' })).toBeVisible();
  await expect(page.getByText(ownerName).first()).toBeVisible();
  await expect(page.getByRole('listitem', { name: /Comment #\d+/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/notes-view.png', fullPage: true });

  // A task with dates, assigned to the manager.
  await page.getByRole('button', { name: 'All notes' }).click();
  await expect(page.getByRole('table', { name: 'Notes' })).toContainText(
    'Asked about the pool key',
  );
  await page.getByRole('button', { name: 'Add task' }).click();
  await page.getByLabel('Subject').fill('Inspect the fence gate');
  await page.getByLabel('Start date').fill('3/1/2026');
  await page.getByLabel('End date').fill('3/15/2026');
  await page.getByRole('textbox', { name: 'Assigned to' }).click();
  await page.getByRole('option', { name: /Marcus Bell/ }).click();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'test-results/screens/notes-task-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Task saved.').first()).toBeVisible();
  await expect(page.getByText('03/01/2026').first()).toBeVisible();
  await expect(page.getByText('Open', { exact: true }).first()).toBeVisible();

  // The manager sees the alert, follows it and completes the task.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAs(manager, 'manager');
  const bell = manager.getByRole('button', { name: 'Alerts (1)' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(manager.getByText('Task assigned to you: Inspect the fence gate')).toBeVisible();
  await manager.screenshot({ path: 'test-results/screens/notes-alerts.png', fullPage: true });
  await manager.getByText('Task assigned to you: Inspect the fence gate').click();
  await expect(manager.getByRole('heading', { name: 'Inspect the fence gate' })).toBeVisible();
  // The page header's button (the feed row below has one too).
  await manager
    .getByRole('button', { name: 'Complete task Inspect the fence gate' })
    .first()
    .click();
  await manager.getByRole('dialog').getByRole('button', { name: 'Complete' }).click();
  await expect(manager.getByText('Task completed.')).toBeVisible();
  await expect(manager.getByText('Complete', { exact: true }).first()).toBeVisible();
  await manager.screenshot({
    path: 'test-results/screens/notes-task-completed.png',
    fullPage: true,
  });
  await manager.getByRole('button', { name: 'Alerts (1)' }).click();
  await manager.getByRole('button', { name: 'Dismiss all' }).click();
  await expect(manager.getByRole('button', { name: 'Alerts (0)' })).toBeVisible();
  await managerContext.close();

  // Back with the administrator: the task is listed as completed.
  await page.getByRole('button', { name: 'All tasks' }).click();
  await choose(page, 'Task status', 'Completed');
  await expect(page.getByRole('table', { name: 'Tasks' })).toContainText('Inspect the fence gate');
  await page.screenshot({ path: 'test-results/screens/notes-tasks-index.png', fullPage: true });
});

test('the activity feed filters, pages and expands items, and completes a task', async ({
  page,
}) => {
  // Harbor View: the first flow leaves its notes in Willow Creek.
  await signInAs(page, 'admin');
  await switchCommunity(page, /Harbor View/);
  await openNav(page, 'Notes and tasks');
  for (const subject of ['Call the landscaper', 'Order pool chemicals']) {
    await page.getByRole('button', { name: 'Add task' }).click();
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Description').fill(`${subject} before Friday.`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Task saved.').first()).toBeVisible();
    await page.getByRole('button', { name: 'All tasks' }).click();
  }

  await openNav(page, 'Activity');
  const feed = page.getByRole('list', { name: 'Item feed' });
  await expect(feed.getByRole('listitem', { name: /^Task #/ })).toHaveCount(2);
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
  // The demo posts last month's charges: on a month's first days they are within the 30 days too.
  const others = (await feed.getByRole('listitem').count()) - 2;
  await choose(page, 'Feed filter', 'Communication');
  await expect(page.getByText('Nothing in this period.').first()).toBeVisible();
  await choose(page, 'Feed filter', 'Management');
  await expect(feed.getByRole('listitem')).toHaveCount(2);

  const row = feed.getByRole('listitem').filter({ hasText: 'Order pool chemicals' });
  await row.getByRole('button', { name: /Show details/ }).click();
  await expect(row.getByText('Order pool chemicals before Friday.')).toBeVisible();
  // The detail slides open.
  await expect.poll(async () => (await row.boundingBox())?.height ?? 0).toBeGreaterThan(60);
  await page.screenshot({ path: 'test-results/screens/notes-activity.png', fullPage: true });

  await row.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Task completed.').first()).toBeVisible();
  await expect(row.getByText('Complete', { exact: true })).toBeVisible();

  // Six more notes through the API: the feed pages by 6.
  const communityAgentId = Number(/community\/(\d+)\//.exec(page.url())?.[1]);
  const login = await page.request.post('/api/Auth/Login', {
    data: { userName: 'admin', password: 'demo' },
  });
  const { token } = (await login.json()) as { token: string };
  for (let i = 1; i <= 6; i++) {
    const response = await page.request.post('/api/Note/Create', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        CommunityAgentId: communityAgentId,
        TxnType: 64,
        Note: { TopsAgentId: communityAgentId, Subject: `Board memo ${i}` },
      },
    });
    expect(response.status()).toBe(200);
  }
  await choose(page, 'Feed filter', 'All');
  const total = 8 + others;
  await expect(page.getByText(`1–6 of ${String(total)}`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(`7–${String(total)} of ${String(total)}`).first()).toBeVisible();
  await expect(feed.getByRole('listitem')).toHaveCount(total - 6);
  await page.screenshot({ path: 'test-results/screens/notes-activity-page-2.png', fullPage: true });

  // The per-kind feeds and the KPI cards.
  await page.getByRole('textbox', { name: 'Feed' }).click();
  await page.getByRole('option', { name: 'Work orders' }).click();
  await expect(page).toHaveURL(/activity\/WorkOrder/);
  await expect(page.getByRole('list', { name: 'Work orders feed' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Open work orders' })).toContainText('0');
  await page.screenshot({
    path: 'test-results/screens/notes-activity-work-orders.png',
    fullPage: true,
  });

  // A saved view (spec 1 §3.8): made the user's default, it opens the activity screen as saved;
  // deleting a default view asks first.
  await page.getByRole('button', { name: 'View actions' }).click();
  await page.getByRole('menuitem', { name: 'Save as new view…' }).click();
  const saveView = page.getByRole('dialog', { name: 'Save view' });
  await saveView.getByRole('button', { name: 'Save view' }).click();
  await expect(saveView.getByText('View name is required.')).toBeVisible();
  await saveView.getByRole('textbox', { name: 'View name' }).fill('Open work orders');
  await saveView.getByRole('switch', { name: 'Make it my default' }).check();
  await saveView.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText('View saved.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Saved view' })).toHaveValue(
    'Open work orders (default)',
  );
  await openNav(page, 'Home');
  await openNav(page, 'Activity');
  await expect(page).toHaveURL(/activity\/WorkOrder/);
  await expect(page.getByRole('textbox', { name: 'Saved view' })).toHaveValue(
    'Open work orders (default)',
  );
  await page.screenshot({ path: 'test-results/screens/notes-activity-saved-view.png' });
  await page.getByRole('button', { name: 'View actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete view' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete view' });
  await expect(confirm).toContainText('"Open work orders" is a default view. Delete it anyway?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('View deleted.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Saved view' })).toHaveValue('');
});
