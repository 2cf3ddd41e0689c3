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
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const link = nav.getByRole('link', { name: label, exact: true });
  await expect(link).toBeVisible();
  await link.click();
}
