import { expect, test, type Page } from '@playwright/test';

// The board portal at 390×844 (issue 23 part 5): the Willow Creek board president signs in to the
// owner portal and approves the boiler replacement that waits for the board.
test.use({ viewport: { width: 390, height: 844 } });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/shots-portal-board/${name}.png`, fullPage: true });

test('the board president approves an invoice awaiting the board from the portal', async ({
  page,
}) => {
  await page.goto('/portal/#/sign-in');
  await page.getByLabel('Email address').fill('owner1@portal-demo.example');
  await page.getByLabel('Password').fill('demo-owner');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const nav = page.getByRole('navigation', { name: 'Portal' });
  await expect(nav.getByRole('link', { name: 'Board' })).toBeVisible();
  await nav.getByRole('link', { name: 'Board' }).click();

  await expect(page.getByRole('heading', { name: 'Board decisions' })).toBeVisible();
  const boiler = page.getByRole('link', { name: /^Invoice from Reliable Plumbing/ });
  await expect(boiler).toContainText('RPH-4471');
  await expect(boiler).toContainText('$6,450.00');
  await shot(page, 'inbox');
  await boiler.click();

  await expect(page.getByRole('heading', { name: /Reliable Plumbing/ })).toBeVisible();
  await expect(page.getByText('What it is charged to')).toBeVisible();
  await expect(page.getByRole('cell', { name: /5300/ })).toBeVisible();
  await shot(page, 'invoice');
  await page.getByRole('button', { name: 'Approve $6,450.00' }).click();
  await expect(page.getByText('Your decision is recorded')).toBeVisible();
  await expect(page.getByText(/^AP \d+ /)).toBeVisible();
  await shot(page, 'approved');

  // Other flows on this server may leave decisions of their own waiting: the approved invoice is
  // what leaves the list.
  await page.getByRole('button', { name: 'Back to board decisions' }).click();
  await expect(page.getByRole('heading', { name: 'Board decisions' })).toBeVisible();
  await expect(
    page.getByText(/Nothing waits for the board|awaits? (your vote|the board’s approval)/).first(),
  ).toBeVisible();
  await expect(boiler).toHaveCount(0);
  await page.getByText('Reports', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Board reports' })).toBeVisible();
  await expect(page.getByText('Balance Sheet', { exact: true })).toBeVisible();
  await shot(page, 'reports');
});

test('an owner who is not on the board sees no board place', async ({ page }) => {
  await page.goto('/portal/#/sign-in');
  await page.getByLabel('Email address').fill('owner2@portal-demo.example');
  await page.getByLabel('Password').fill('demo-owner');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const nav = page.getByRole('navigation', { name: 'Portal' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Board' })).toHaveCount(0);
});
