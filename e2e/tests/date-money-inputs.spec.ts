import type { Page, Request } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';
import { openNav } from './nav-helper';

// The one date field and the one money field (issue 18 item 2), on the Apply charges screens.
const shots = 'test-results/screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shots}/date-money-${name}.png` });

/** The post date a charge-settings request carries; '' when it carries none or an empty one. */
const postDateOf = (request: Request) => new URL(request.url()).searchParams.get('postDate') ?? '';

test('the post date keeps what is typed, an empty or invalid date asks nothing, an amount of 1,234.56 is 123456 cents', async ({
  page,
}) => {
  const settingsRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/ApplyScheduledCharges/GetSettings')) {
      settingsRequests.push(postDateOf(request));
    }
  });
  const loadErrors: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 400) {
      loadErrors.push(response.url());
    }
  });

  await signInAs(page, 'accountant');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Harbor View/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  await openNav(page, 'Apply charges');
  await expect(page.getByRole('heading', { name: 'Apply charges' })).toBeVisible();
  const postDate = page.getByRole('textbox', { name: 'Post Date' });
  await expect(postDate).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByRole('table', { name: 'Codes' })).toBeVisible();

  // Typed key by key, 11/01/2026 stays 11/01/2026: the partial 11/01/20 is not taken as 2020.
  await postDate.click();
  await postDate.press('ControlOrMeta+a');
  await postDate.press('Backspace');
  await postDate.pressSequentially('11/01/20', { delay: 40 });
  await expect(postDate).toHaveValue('11/01/20');
  await postDate.pressSequentially('26', { delay: 40 });
  await expect(postDate).toHaveValue('11/01/2026');
  await expect(page.getByRole('table', { name: 'Codes' })).toBeVisible();
  await postDate.press('Tab');
  await expect(postDate).toHaveValue('11/01/2026');
  await expect(page.getByText('Could not load this page')).toHaveCount(0);
  expect(settingsRequests).toContain('2026-11-01');
  expect(settingsRequests.filter((d) => d.startsWith('2020'))).toEqual([]);
  await shot(page, 'typed');

  // Cleared: the page stays, says what is missing and asks the server nothing.
  const asked = settingsRequests.length;
  await postDate.click();
  await postDate.press('ControlOrMeta+a');
  await postDate.press('Backspace');
  await expect(postDate).toHaveValue('');
  await expect(
    page.getByText('Enter the Post Date (MM/DD/YYYY) to see the codes due on it.'),
  ).toBeVisible();
  await expect(page.getByText('Could not load this page')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Apply charges' })).toBeVisible();
  await page.getByRole('button', { name: 'Accrue' }).click();
  await expect(page.getByText('Post Date is required.')).toBeVisible();
  await shot(page, 'cleared');

  // Not a date: an error on the field once it is left, and still no request.
  await postDate.fill('13/45/2026');
  await postDate.press('Tab');
  await expect(page.getByText('Enter a date as MM/DD/YYYY.')).toBeVisible();
  await expect(postDate).toHaveValue('13/45/2026');
  await shot(page, 'invalid');
  expect(settingsRequests.length).toBe(asked);

  // A two-digit year is read as 20yy once the field is left, and shown with four digits.
  await postDate.fill('');
  await postDate.pressSequentially('3/7/19', { delay: 40 });
  await expect(postDate).toHaveValue('3/7/19');
  await postDate.press('Enter');
  await expect(postDate).toHaveValue('03/07/2019');
  await expect(page.getByText('Enter a date as MM/DD/YYYY.')).toHaveCount(0);
  expect(settingsRequests.slice(asked)).toEqual(['2019-03-07']);
  expect(settingsRequests.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
  expect(loadErrors).toEqual([]);

  // Today's run: accrue, then change an owner's amount to 1,234.56 and save it.
  const today = new Date();
  const todayText = `${String(today.getMonth() + 1).padStart(2, '0')}/${String(today.getDate()).padStart(2, '0')}/${today.getFullYear()}`;
  await postDate.fill(todayText);
  await postDate.press('Tab');
  await expect(page.getByRole('table', { name: 'Codes' })).toBeVisible();
  await page.getByRole('button', { name: 'Accrue' }).click();
  await expect(page.getByRole('heading', { name: 'Apply charges: review' })).toBeVisible();
  const owners = page.getByRole('table', { name: 'Owners' });
  const amount = owners.getByRole('textbox').first();
  await amount.click();
  await amount.press('ControlOrMeta+a');
  await amount.pressSequentially('1,234.56', { delay: 30 });
  await expect(amount).toHaveValue('1,234.56');
  const saved = page.waitForRequest(
    (request) =>
      request.url().includes('/api/ApplyScheduledCharges/UpdateItemBatchSummary') &&
      request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save amounts' }).click();
  const body = (await saved).postDataJSON() as { Details: { Amount: number }[] };
  expect(body.Details).toHaveLength(1);
  expect(body.Details[0]?.Amount).toBe(123456);
  await expect(page.getByText('Amounts saved.')).toBeVisible();
  await expect(amount).toHaveValue('1,234.56');

  // A third decimal is refused, not rounded: nothing is saved.
  await amount.fill('1.005');
  await amount.press('Tab');
  await expect(page.getByText('Enter at most 2 decimals: amounts are in cents.')).toBeVisible();
  await shot(page, 'money');

  // The run is removed again, so the community's charges are as the demo made them.
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
