import { execFileSync } from 'node:child_process';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { sessionToken, signInAs, switchCommunity } from './sign-in-helper';
import { addViolationOnScreen } from './violation-helper';

// Issue 20, item 6 and the consistency view: a violation of a new CCR code is added for a
// property, the CCR report lists it (on screen and as a PDF), and the consistency view of its
// street shows it cited beside the neighbours that were not.

test('the CCR report lists a violation, downloads its PDF, and the consistency view compares the street', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  const tag = String(Date.now()).slice(-5);
  const alias = `R${tag}`;

  // A CCR code of the community (the settings screen's call).
  const created = await page.request.post('/api/Code/SaveCodeGraph', {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: {
      communityAgentId,
      code: { TopsCodeTypeId: 7, CodeAlias: alias, CodeName: `Recycling bins ${tag}` },
    },
  });
  expect(created.status()).toBe(200);

  // The violation, added on its screen.
  const description = `Recycling bins left out ${tag}.`;
  await addViolationOnScreen(page, new RegExp(alias), description);

  // The CCR report among the standard reports, filtered to the code.
  await openNav(page, 'Standard reports');
  await page.getByRole('link', { name: 'CCR Violations', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/report/CCR/${communityAgentId}`));
  await page.getByRole('textbox', { name: 'Code', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(alias) }).click();
  const table = page.getByRole('table').filter({ hasText: 'Last Letter' });
  const row = table.getByRole('row').filter({ hasText: description });
  await expect(row).toContainText('101 Willow Creek Drive');
  await expect(row).toContainText('Open');
  await expect(table.getByRole('row').filter({ hasText: '1 violation' })).toBeVisible();
  await page.screenshot({ path: '/tmp/rep-ccr-report.png', fullPage: true });

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('group', { name: 'Print and export' })
      .getByRole('button', { name: 'PDF' })
      .click(),
  ]);
  const pdfPath = '/tmp/rep-ccr-report.pdf';
  await pdf.saveAs(pdfPath);
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString();
  expect(text).toContain('CCR Violations');
  expect(text).toContain(description);
  expect(text).toContain(`code ${alias}`);

  // The global report over all the user's communities.
  await page.goto(`/#/report/GlobalCCR/${communityAgentId}`);
  await page.getByRole('textbox', { name: 'Code alias' }).fill(alias);
  await expect(page.getByRole('row').filter({ hasText: description })).toBeVisible();
  await page.screenshot({ path: '/tmp/rep-global-ccr.png', fullPage: true });

  // The consistency view of the street for the code.
  // The new screen first: `openNav` returns once the address changes, and until the screen is
  // drawn 'Code' would also find the Global CCR report's 'Code alias' (a CI flake).
  await openNav(page, 'Consistency view');
  await expect(page.getByRole('heading', { name: 'Consistency view' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Code', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(alias) }).click();
  await page.getByRole('textbox', { name: 'Street' }).click();
  await page.getByRole('option', { name: 'Willow Creek Drive', exact: true }).click();
  const cited = page.getByRole('table', { name: 'Cited properties' });
  await expect(cited.getByRole('row').filter({ hasText: '101 Willow Creek Drive' })).toContainText(
    'Open',
  );
  await expect(page.getByRole('heading', { name: 'Cited (1)' })).toBeVisible();
  const notCited = page.getByRole('table', { name: 'Properties not cited' });
  await expect(notCited.getByRole('row').nth(1)).toBeVisible();
  await expect(notCited.getByRole('row').filter({ hasText: '101 Willow Creek Drive' })).toHaveCount(
    0,
  );
  await page.screenshot({ path: '/tmp/rep-consistency.png', fullPage: true });
});
