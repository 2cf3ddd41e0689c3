import { mkdirSync } from 'node:fs';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { signInAs, switchCommunity } from './sign-in-helper';

// Issue 20, violations settings: an action process of three levels (a letter; a letter and a
// $25.00 fine after 14 days; a letter and a $100.00 fine after 30 days) made on the settings
// screen, its ladder listed, then reordered.

const shots = 'test-results/violations';
mkdirSync(shots, { recursive: true });

test('an action process of three levels is saved, listed with its ladder and reordered', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await switchCommunity(page, /Willow Creek/);
  await openNav(page, 'Violations settings');
  const name = `Fence ladder ${String(Date.now()).slice(-6)}`;

  await page.getByRole('button', { name: 'Add action process' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add action process' });
  await dialog.getByRole('textbox', { name: 'Action process name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Level 1 name' }).fill('Courtesy notice');
  await dialog.getByRole('button', { name: 'Add level' }).click();
  await dialog.getByRole('textbox', { name: 'Level 2 name' }).fill('Second notice');
  await dialog.getByRole('textbox', { name: 'Level 2 days' }).fill('14');
  await dialog.getByRole('textbox', { name: 'Level 2 fine' }).fill('25.00');
  await dialog.getByRole('button', { name: 'Add level' }).click();
  await dialog.getByRole('textbox', { name: 'Level 3 name' }).fill('Final notice');
  await dialog.getByRole('textbox', { name: 'Level 3 days' }).fill('30');
  await dialog.getByRole('textbox', { name: 'Level 3 fine' }).fill('100.00');
  await page.screenshot({ path: `${shots}/01-add-process.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('action-process-row').filter({ hasText: name });
  await expect(row).toContainText(
    '1. Courtesy notice (0 d) → 2. Second notice (14 d, $25.00) → 3. Final notice (30 d, $100.00)',
  );
  await page.screenshot({ path: `${shots}/02-processes.png`, fullPage: true });

  // Reordered: the final notice moves up a level and the Sequence is renumbered.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit action process: ${name}` });
  await edit.getByRole('button', { name: 'Move level 3 up' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(
    '1. Courtesy notice (0 d) → 2. Final notice (30 d, $100.00) → 3. Second notice (14 d, $25.00)',
  );
});
