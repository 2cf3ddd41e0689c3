import { expect, type Locator } from '@playwright/test';

/**
 * Closes a modal or drawer by clicking `action` (a button or link in it) and waits until it has
 * left the page. A closing overlay stays through its transition (Mantine's, longer on a busy
 * machine) with its content, so a locator on the page would find that content as well as the
 * page's: two matches in strict mode, or the overlay's copy read in place of the page's.
 */
export async function closeOverlay(overlay: Locator, action: Locator): Promise<void> {
  await action.click();
  await expect(overlay).toBeHidden();
}
