import { expect, type Page } from '@playwright/test';
import { openNav } from './nav-helper';

/**
 * Adds a violation on the Add violation screen for 101 Willow Creek Drive (the demo's first
 * home of Willow Creek): the code whose option matches `code`, what was seen; waits for its view
 * page. `beforeAdding` runs with the form filled (a screenshot).
 */
export async function addViolationOnScreen(
  page: Page,
  code: RegExp,
  description: string,
  beforeAdding?: () => Promise<unknown>,
): Promise<void> {
  await openNav(page, 'Add violation');
  await page.getByRole('textbox', { name: 'Property' }).fill('101 Willow');
  await page
    .getByRole('option', { name: /101 Willow Creek Drive/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Code' }).click();
  await page.getByRole('option', { name: code }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await beforeAdding?.();
  await page.getByRole('button', { name: 'Add violation' }).click();
  await expect(page).toHaveURL(/\/ccr\/view\//);
}
