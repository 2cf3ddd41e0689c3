import { mkdirSync } from 'node:fs';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { sessionToken, signInAs, switchCommunity } from './sign-in-helper';

// Issue 21 parts 2 and 3: a community's architectural settings (response deadline, required
// approvals, default approval letter) saved and read back; an ARC action process of two levels
// sending ARC letters built with the violations' level editor; an architectural code assigned to
// it, after which the process cannot be removed.

const shots = 'test-results/architectural-settings';
mkdirSync(shots, { recursive: true });

test('architectural settings, an ARC process of two levels with ARC letters and a code assigned', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const tag = String(Date.now()).slice(-5);
  const code = await page.request.post('/api/Code/SaveCodeGraph', {
    headers,
    data: {
      communityAgentId,
      code: { TopsCodeTypeId: 20, CodeAlias: `FEN${tag}`, CodeName: `Fence ${tag}` },
    },
  });
  expect(code.status(), await code.text()).toBe(200);

  await openNav(page, 'Architectural settings');
  await page.getByRole('textbox', { name: 'Response deadline (days)' }).fill('45');
  await page.getByRole('textbox', { name: 'Required internal approvals' }).fill('2');
  await page.getByRole('textbox', { name: 'Default approval letter' }).click();
  await page.getByRole('option', { name: 'Default ARC Letter (system)' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Architectural settings were saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Response deadline (days)' })).toHaveValue('45');
  await expect(page.getByRole('textbox', { name: 'Required internal approvals' })).toHaveValue('2');
  await page.screenshot({ path: `${shots}/01-settings.png`, fullPage: true });

  const name = `Review ${tag}`;
  await page.getByRole('button', { name: 'Add ARC action process' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add action process' });
  await dialog.getByRole('textbox', { name: 'Action process name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Level 1 name' }).fill('Received');
  await dialog.getByRole('button', { name: 'Add level' }).click();
  await dialog.getByRole('textbox', { name: 'Level 2 name' }).fill('Decision');
  await dialog.getByRole('textbox', { name: 'Level 2 days' }).fill('30');
  await expect(dialog.getByRole('textbox', { name: 'Level 2 fine' })).toHaveCount(0);
  await page.screenshot({ path: `${shots}/02-add-process.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('arc-process-row').filter({ hasText: name });
  await expect(row).toContainText(
    '1. Received (0 d, Default ARC Letter) → 2. Decision (30 d, Default ARC Letter)',
  );
  await row.getByRole('button', { name: 'Assign codes' }).click();
  const assign = page.getByRole('dialog', { name: `Assign codes: ${name}` });
  await assign.getByRole('checkbox', { name: `FEN${tag} · Fence ${tag}` }).check();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign).toBeHidden();
  await expect(row).toContainText(`FEN${tag}`);

  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Arc action process is used, cannot remove.')).toBeVisible();
  await page.screenshot({ path: `${shots}/03-processes.png`, fullPage: true });
});
