import { mkdirSync } from 'node:fs';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { signInAs, switchCommunity } from './sign-in-helper';

// Issue 21 part 2: an architectural code (type 20) added on the architectural settings page with
// the violations' code modal, edited, then assigned to an ARC process, whose name the code's row
// then shows.

const shots = 'test-results/architectural-codes';
mkdirSync(shots, { recursive: true });

test('an architectural code is added, edited and follows the ARC process it is assigned', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await switchCommunity(page, /Willow Creek/);
  const tag = String(Date.now()).slice(-5);
  const alias = `ROOF${tag}`;

  await openNav(page, 'Architectural settings');
  await page.getByRole('button', { name: 'Add architectural code' }).click();
  const add = page.getByRole('dialog', { name: 'Add architectural code' });
  await add.getByRole('textbox', { name: 'Code alias' }).fill(alias);
  await add.getByRole('textbox', { name: 'Code name' }).fill(`Roof color ${tag}`);
  await add
    .getByRole('textbox', { name: 'Covenant text (article and section)' })
    .fill('Article VII, section 3: roofs in earth tones');
  await page.screenshot({ path: `${shots}/01-add-code.png` });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Architectural code ${alias} was saved.`)).toBeVisible();
  const row = page.getByTestId(`arc-code-${alias}`);
  await expect(row).toContainText(`Roof color ${tag}`);
  await expect(row).toContainText('None');

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit architectural code ${alias}` });
  await edit.getByRole('textbox', { name: 'Code name' }).fill(`Roof colour ${tag}`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(`Roof colour ${tag}`);

  // An ARC process takes the code; its row names the process.
  const name = `Roofs ${tag}`;
  await page.getByRole('button', { name: 'Add ARC action process' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add action process' });
  await dialog.getByRole('textbox', { name: 'Action process name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Level 1 name' }).fill('Received');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByTestId('arc-process-row')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Assign codes' })
    .click();
  const assign = page.getByRole('dialog', { name: `Assign codes: ${name}` });
  await assign.getByRole('checkbox', { name: `${alias} · Roof colour ${tag}` }).check();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign).toBeHidden();
  await expect(row).toContainText(name);
  await page.screenshot({ path: `${shots}/02-codes.png`, fullPage: true });
});
