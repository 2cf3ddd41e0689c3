import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { sessionToken, signInAs } from './sign-in-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/saved-reports-${name}.png`, fullPage: true });

type Cells = Record<string, string | number | null>;

test('a manager saves a custom owner balance with two filters and reopens it', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const communityAgentId = Number(/community\/(\d+)/.exec(page.url())?.[1]);
  // The rows the two filters select, read from the report itself: Net Balance over $0 And an
  // owner whose name contains an "a".
  const response = await page.request.get(
    `/api/Report/OwnerBalance?communityAgentId=${String(communityAgentId)}`,
    { headers: { authorization: `Bearer ${await sessionToken(page)}` } },
  );
  const { rows } = (await response.json()) as { rows: { cells: Cells; style?: string }[] };
  const expected = rows.filter(
    (r) =>
      r.style === undefined &&
      Number(r.cells.net) > 0 &&
      String(r.cells.owner).toLowerCase().includes('a'),
  );
  expect(expected.length).toBeGreaterThan(0);

  await page.goto(`/#/report/OwnerBalance/${String(communityAgentId)}`);
  const report = page.getByRole('table', { name: 'Owner Balance' });
  await expect(report.getByRole('row', { name: /^Total/ })).toBeVisible();
  await page.getByRole('button', { name: 'Columns and filters' }).click();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('textbox', { name: 'Filter 1 column' }).click();
  await page.getByRole('option', { name: 'Net Balance' }).click();
  await page.getByRole('textbox', { name: 'Filter 1 operator' }).click();
  await page.getByRole('option', { name: 'Greater Than', exact: true }).click();
  await page.getByRole('textbox', { name: 'Filter 1 value' }).fill('0');
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('textbox', { name: 'Filter 2 column' }).click();
  await page.getByRole('option', { name: 'Owner' }).click();
  await page.getByRole('textbox', { name: 'Filter 2 operator' }).click();
  await page.getByRole('option', { name: 'Contains' }).click();
  await page.getByRole('textbox', { name: 'Filter 2 value' }).fill('a');
  // A Set filter asks for no value.
  await page.getByRole('textbox', { name: 'Filter 1 operator' }).click();
  await page.getByRole('option', { name: 'Set', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Filter 1 value' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Filter 1 operator' }).click();
  await page.getByRole('option', { name: 'Greater Than', exact: true }).click();
  await page.getByRole('textbox', { name: 'Filter 1 value' }).fill('0');

  // Each kept owner's row plus the total row, under the header row.
  const table = page.getByRole('table', { name: 'Owner Balance' });
  await expect(table.getByRole('row')).toHaveCount(expected.length + 2);
  await shot(page, 'editor');
  await page.getByRole('button', { name: 'Save…' }).click();
  const name = `Owing owners ${String(Date.now())}`;
  const modal = page.getByRole('dialog', { name: 'Save report' });
  await modal.getByRole('textbox', { name: 'Report name' }).fill(name);
  await expect(modal.getByRole('checkbox', { name: /^Public/ })).not.toBeChecked();
  await shot(page, 'save');
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('table', { name })).toBeVisible();

  // The route names the saved report in edit mode (/edit/{reportId}): a reload opens it so.
  await expect(page).toHaveURL(
    new RegExp(`#/report/OwnerBalance/${String(communityAgentId)}/edit/\\d+$`),
  );
  await page.reload();
  await expect(page.getByRole('table', { name }).getByRole('row')).toHaveCount(expected.length + 2);
  await expect(page.getByRole('textbox', { name: 'Filter 2 value' })).toHaveValue('a');

  // Reopened from the list on the standard report: the same rows, and the button reads Overwrite.
  await page.goto(`/#/report/OwnerBalance/${String(communityAgentId)}`);
  await expect(page.getByRole('table', { name: 'Owner Balance' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Saved report' }).click();
  await page.getByRole('option', { name }).click();
  const reopened = page.getByRole('table', { name });
  await expect(reopened.getByRole('row')).toHaveCount(expected.length + 2);
  for (const row of expected) {
    await expect(
      reopened.getByRole('row', { name: new RegExp(String(row.cells.account)) }),
    ).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Overwrite…' })).toBeVisible();
  await shot(page, 'reopened');
});
