import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { signInAs, switchCommunity } from './sign-in-helper';

// A community's time zone (spec 1 time zones): set on its profile, the clock its scheduled reports
// and job schedules run on, which the report scheduler shows.

test('an administrator sets the community’s time zone and schedules a report on its clock', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await switchCommunity(page, /Harbor View/);
  await openNav(page, 'Community profile');
  const zone = page.getByRole('region', { name: 'Time zone' });
  await expect(zone.getByRole('textbox', { name: 'Time zone' })).toHaveValue('Eastern');
  await zone.getByRole('textbox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: 'Pacific' }).click();
  await expect(page.getByText('Time zone set to Pacific.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/community-time-zone.png', fullPage: true });

  const communityAgentId = Number(/community\/(\d+)/.exec(page.url())?.[1]);
  await page.goto(`/#/report/TrialBalance/${communityAgentId}`);
  await page.getByRole('button', { name: 'Schedule' }).click();
  const scheduler = page.getByRole('dialog', { name: 'Schedule report' });
  await expect(scheduler.getByText('Time zone: America/Los_Angeles')).toBeVisible();
  await scheduler.getByRole('button', { name: 'Cancel' }).click();

  // Back to Eastern, as the demo has it.
  await openNav(page, 'Community profile');
  await zone.getByRole('textbox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: 'Eastern' }).click();
  await expect(page.getByText('Time zone set to Eastern.')).toBeVisible();
});
