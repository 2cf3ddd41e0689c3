import { expect, type Locator, type Page } from '@playwright/test';

/** The left navigation. */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens a screen from the left navigation by its label: opens the menu that holds it first when
 * that menu is collapsed (menus are collapsible, the open ones remembered in the browser).
 */
export async function openNav(page: Page, label: string): Promise<void> {
  const nav = mainNav(page);
  const section = nav.locator('[data-nav-section]').filter({
    has: page.locator('a').filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) }),
  });
  const toggle = section.locator('button[aria-expanded]').first();
  const link = nav.getByRole('link', { name: label, exact: true });
  // Arriving on a screen opens its menu by itself, which may happen between reading the state and
  // the click: try again until the link shows.
  // A menu opening by itself can also move the link under the pointer as it is clicked: the click
  // counts once the page has moved on (or was the link's already).
  const before = page.url();
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(link).toBeVisible({ timeout: 1_000 });
    const href = (await link.getAttribute('href', { timeout: 1_000 })) ?? '';
    await link.click({ timeout: 2_000 });
    if (href !== '' && before.endsWith(href)) return;
    await expect.poll(() => page.url(), { timeout: 2_000 }).not.toBe(before);
  }).toPass();
}
