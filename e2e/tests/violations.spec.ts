import { mkdirSync } from 'node:fs';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { signInAs, switchCommunity } from './sign-in-helper';

// Issue 20, violations: an action process of three levels (a letter; a letter and a $25.00 fine
// after 14 days; a letter and a $100.00 fine after 30 days) made on the settings screen, its
// ladder listed, then reordered; a CCR code following a process, a violation of it added for a
// property and advanced to its first level, whose letter becomes a message batch.

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

test('a violation of a CCR code is added for a property and advanced to its first level', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await switchCommunity(page, /Willow Creek/);
  await openNav(page, 'Violations settings');
  const tag = String(Date.now()).slice(-5);
  const processName = `Parking ${tag}`;

  // A one-level process (a courtesy letter) and a CCR code that follows it.
  await page.getByRole('button', { name: 'Add action process' }).click();
  const add = page.getByRole('dialog', { name: 'Add action process' });
  await add.getByRole('textbox', { name: 'Action process name' }).fill(processName);
  await add.getByRole('textbox', { name: 'Level 1 name' }).fill('Courtesy letter');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('button', { name: 'Add CCR code' }).click();
  const code = page.getByRole('dialog', { name: 'Add CCR code' });
  await code.getByRole('textbox', { name: 'Code alias' }).fill(`P${tag}`);
  await code.getByRole('textbox', { name: 'Code name' }).fill(`Parking ${tag}`);
  await code.getByRole('textbox', { name: 'Description' }).fill('Vehicles parked on the lawn');
  await code
    .getByRole('textbox', { name: 'Covenant text (article and section)' })
    .fill('Article 7.2: no vehicle may be parked on a lawn.');
  await code.getByRole('textbox', { name: 'Action needed to resolve' }).fill('Move the vehicle.');
  await code.getByRole('button', { name: 'Save' }).click();
  await expect(code).toBeHidden();
  const processRow = page.getByTestId('action-process-row').filter({ hasText: processName });
  await processRow.getByRole('button', { name: 'Assign codes' }).click();
  const assign = page.getByRole('dialog', { name: `Assign codes: ${processName}` });
  await assign.getByRole('checkbox', { name: new RegExp(`^P${tag} · `) }).check();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign).toBeHidden();
  await expect(processRow.getByRole('cell').nth(2)).toHaveText('1');

  // The violation: a property, the code, what was seen.
  await openNav(page, 'Add violation');
  await page.getByRole('textbox', { name: 'Property' }).fill('101 Willow');
  await page
    .getByRole('option', { name: /101 Willow Creek Drive/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Code' }).click();
  await page.getByRole('option', { name: new RegExp(`P${tag}`) }).click();
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('A pickup parked on the front lawn.');
  await page.screenshot({ path: `${shots}/03-add-violation.png`, fullPage: true });
  await page.getByRole('button', { name: 'Add violation' }).click();
  await expect(page).toHaveURL(/\/ccr\/view\//);
  await expect(page.getByText('A pickup parked on the front lawn.')).toBeVisible();

  // Advanced to its first level: the level is taken and its letter is a message batch.
  await page.getByRole('button', { name: 'Advance', exact: true }).click();
  await expect(
    page.getByText('CCR Action has been processed and advanced to next level.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo last action' })).toBeVisible();
  await expect(page.getByText('Courtesy letter').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/04-violation-view.png`, fullPage: true });
});
