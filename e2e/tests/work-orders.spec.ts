import { mkdirSync } from 'node:fs';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { closeOverlay } from './overlay-helper';
import { sessionToken, signInAs, switchCommunity } from './sign-in-helper';

// Issue 22, work orders: a work order code (type 8) of Willow Creek with its detail, given a
// one-hour response clock on the work order settings page; a work order for 101 Willow Creek
// Drive added with the code (its detail filled in), a vendor and a target date, found on the
// list, opened on its view (summary, clock) and resolved after a confirmation.

const shots = 'test-results/work-orders';
mkdirSync(shots, { recursive: true });

test('a work order is added with code, vendor and target date, listed, viewed and resolved', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const tag = String(Date.now()).slice(-5);
  const alias = `LEAK${tag}`;
  const code = await page.request.post('/api/Code/SaveCodeGraph', {
    headers,
    data: {
      communityAgentId,
      code: {
        TopsCodeTypeId: 8,
        CodeAlias: alias,
        CodeName: `Leak repair ${tag}`,
        CodeDescription: `Leak repair ${tag}`,
        CodeDetailDescription: 'Find and fix the leak',
        CodeActionNeeded: 'Send a plumber',
      },
    },
  });
  expect(code.status(), await code.text()).toBe(200);
  const other = await page.request.post('/api/Code/SaveCodeGraph', {
    headers,
    data: {
      communityAgentId,
      code: {
        TopsCodeTypeId: 8,
        CodeAlias: `GATE${tag}`,
        CodeName: `Gate repair ${tag}`,
        CodeDescription: `Gate repair ${tag}`,
        CodeActionNeeded: 'Call the gate company',
      },
    },
  });
  expect(other.status(), await other.text()).toBe(200);

  // The settings page: the code's clock.
  await openNav(page, 'Work order settings');
  const clock = page.getByTestId(`code-clock-${alias}`);
  await clock.getByRole('textbox', { name: 'Response hours' }).fill('1');
  await clock.getByRole('textbox', { name: 'Completion hours' }).fill('72');
  await clock.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Clock of ${alias} saved.`)).toBeVisible();
  await page.screenshot({ path: `${shots}/01-settings.png`, fullPage: true });

  await openNav(page, 'Add work order');
  // The codes load with the page: typing the alias waits for them and keeps the new code in view.
  const codeInput = page.getByRole('textbox', { name: 'Work order code' });
  await expect(async () => {
    await codeInput.fill(alias);
    await page.getByRole('option', { name: new RegExp(alias) }).click({ timeout: 2_000 });
  }).toPass();
  await expect(page.getByRole('textbox', { name: 'Summary work description' })).toHaveValue(
    `Leak repair ${tag}`,
  );
  await expect(page.getByRole('textbox', { name: 'Action needed' })).toHaveValue('Send a plumber');
  await page.getByRole('textbox', { name: 'Property' }).fill('101 Willow');
  await page
    .getByRole('option', { name: /101 Willow Creek Drive/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Target date' }).fill('12/31/2099');
  await page.getByRole('textbox', { name: 'Issued to vendor' }).click();
  await page.getByRole('option', { name: /Reliable Plumbing/ }).click();
  await page.screenshot({ path: `${shots}/02-add.png`, fullPage: true });
  await page.getByRole('button', { name: 'Add work order' }).click();
  await expect(page).toHaveURL(/\/work-orders\/view\/work-orders\/\d+/);
  const itemId = /\/view\/work-orders\/(\d+)/.exec(page.url())?.[1] ?? '';
  await expect(page.getByTestId('work-order-summary')).toContainText(`Leak repair ${tag}`);
  await expect(page.getByTestId('work-order-summary')).toContainText('Reliable Plumbing');
  await expect(page.getByTestId('work-order-clock')).toContainText('1 h');

  await openNav(page, 'Work orders');
  const row = page.getByTestId(`work-order-${itemId}`);
  await expect(row).toContainText(alias);
  await expect(row).toContainText('12/31/2099');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/view/work-orders/${itemId}`));
  await page.screenshot({ path: `${shots}/03-view.png`, fullPage: true });

  // Changing the code asks which differing descriptions to overwrite; cancelling reverts it.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit work order' });
  await edit.getByRole('textbox', { name: 'Work order code' }).click();
  await page.getByRole('option', { name: new RegExp(`GATE${tag}`) }).click();
  const choice = edit.getByTestId('code-change');
  await expect(choice.getByRole('checkbox', { name: /summary work description/ })).toBeVisible();
  await expect(choice.getByRole('checkbox', { name: /action needed/ })).toBeVisible();
  await page.screenshot({ path: `${shots}/04-code-change.png` });
  await choice.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit.getByRole('textbox', { name: 'Work order code' })).toHaveValue(
    new RegExp(alias),
  );
  await expect(edit.getByRole('textbox', { name: 'Summary work description' })).toHaveValue(
    `Leak repair ${tag}`,
  );
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: 'Resolve', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Resolve work order' });
  await closeOverlay(confirm, confirm.getByRole('button', { name: 'Resolve' }));
  await expect(page.getByTestId('work-order-summary')).toContainText('Complete');
  await expect(page.getByRole('button', { name: 'Resolve', exact: true })).toBeHidden();
});
